/**
 * The banking dashboard (docs/spec/3-playground.md "Banking dashboard"): binds the dashboard machine (which invokes
 * and coordinates the five banking flows: banking.machine.ts), provides the flows' effects
 * (toasts, the CSV download) and the recorded rows' translated descriptions, and renders the view
 * with each flow's view model (the values selected from its snapshot). State lives in memory
 * while the page is open; a reload restores the sample data.
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useState } from 'react'
import { selectBankingAccountsView } from '@machines/playground/banking-accounts.machine'
import { selectBankingBillsView, type PaymentErrorCode } from '@machines/playground/banking-bills.machine'
import { useTranslation } from 'react-i18next'
import { bankingSampleData, PAYEES, type AccountId } from '@machines/playground/banking-data'
import { isAccountId } from '@machines/playground/banking-rules'
import { selectBankingSecurityView } from '@machines/playground/banking-security.machine'
import { selectBankingTransactionsView } from '@machines/playground/banking-transactions.machine'
import { selectBankingTransferView, type TransferErrorCode } from '@machines/playground/banking-transfer.machine'
import { bankingMachine, provideBankingChildren, withBankingDescriptions } from '@machines/playground/banking.machine'
import { displayName } from '@machines/shared/types'
import { signOut, useSessionUser } from '@/app/session'
import { i18n } from '@/i18n'
import { notify } from '@/ui/toaster'
import { downloadTextFile } from './banking-download'
import { languageOf, localToday, makeFormat, payeeLabel } from './banking-format'
import type { QuickAction } from './banking-test-ids'
import { BankingView, type BankingCommands } from './banking-view'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'banking', ...options })
const format = () => makeFormat(languageOf(i18n.resolvedLanguage ?? i18n.language))
const accountName = (id: AccountId) => t(`accounts.names.${id}`)
/** An own account's name or a payee's name with the masked number. */
const destinationName = (to: string) => {
  if (isAccountId(to)) return accountName(to)
  const payee = PAYEES.find((p) => p.id === to)
  return payee ? payeeLabel(t, payee) : to
}

function notifyAmountError(code: TransferErrorCode | PaymentErrorCode, from: AccountId, balance: number) {
  if (code === 'fillAllFields') notify('error', t('transfer.fillAllFields'))
  else if (code === 'selectBillerAndAmount') notify('error', t('payBill.missing'))
  else if (code === 'insufficientFunds') notify('error', t('amountErrors.insufficientFunds', { account: accountName(from), balance: format().money(balance) }))
  else notify('error', t('amountErrors.invalidAmount'))
}

const QUICK_ACTION_INFO: Record<Exclude<QuickAction, 'transfer' | 'pay-bill'>, string> = {
  deposit: 'quickActions.info.deposit',
  'send-money': 'quickActions.info.sendMoney',
  cards: 'quickActions.info.cards',
  statements: 'quickActions.info.statements',
}

/** The dashboard machine with the app's effects: toasts, the CSV download, translated row descriptions. */
const appBankingMachine = () =>
  provideBankingChildren(
    withBankingDescriptions(bankingMachine, {
      transfer: ({ to, memo }) =>
        memo.trim() ? t('transfer.descriptionMemo', { to: destinationName(to), memo: memo.trim() }) : t('transfer.description', { to: destinationName(to) }),
      payment: ({ biller }) => t('payBill.description', { name: t(`bills.names.${biller}`) }),
    }),
    {
      transactions: {
        actions: {
          downloadCsv: (_, { filename, csv }) => downloadTextFile(filename, csv),
          notifyExported: (_, { count, filename }) => notify('success', t('transactions.exported', { count, filename })),
          notifyNothingToExport: () => notify('info', t('transactions.nothingToExport')),
        },
      },
      transfer: {
        actions: {
          notifyTransferred: (_, { from, to, amount }) =>
            notify('success', t('transfer.success'), t('transfer.successDetail', { amount: format().money(amount), from: accountName(from), to: destinationName(to) })),
          notifyInvalid: (_, { code, from, balance }) => notifyAmountError(code, from, balance),
          notifyInvalidPin: () => notify('error', t('pin.invalid')),
        },
      },
      bills: {
        actions: {
          notifyPaid: (_, { biller, from, amount }) =>
            notify('success', t('payBill.success'), t('payBill.successDetail', { amount: format().money(amount), biller: t(`bills.names.${biller}`), account: accountName(from) })),
          notifyInvalid: (_, { code, from, balance }) => notifyAmountError(code, from, balance),
          notifyAutoPay: (_, { bill }) => notify('success', t(bill.autoPay ? 'bills.autoPayEnabled' : 'bills.autoPayDisabled', { name: t(`bills.names.${bill.id}`) })),
          notifyRemoved: (_, { bill }) => notify('info', t('bills.removed', { name: t(`bills.names.${bill.id}`) })),
        },
      },
      security: {
        actions: {
          notifyTwoFactor: ({ context }) => notify('success', t(context.twoFactor ? 'security.twoFactorEnabled' : 'security.twoFactorDisabled')),
          notifyLoginAlerts: ({ context }) => notify('success', t(context.loginAlerts ? 'security.loginAlertsEnabled' : 'security.loginAlertsDisabled')),
          notifyPinVerified: () => notify('success', t('pin.verified'), t('pin.verifiedDetail')),
          notifyInvalidPin: () => notify('error', t('pin.invalid')),
        },
      },
    },
  )

export function BankingPage() {
  const user = useSessionUser()
  const { i18n } = useTranslation()
  // The language the dashboard opens in decides the sample merchants (Korean ones on a Korean screen).
  const [data] = useState(() => bankingSampleData(localToday(), i18n.language))
  const [machine] = useState(appBankingMachine)
  const banking = useActorRef(machine, { input: data })

  // The children live as long as the dashboard: their refs never change.
  const accounts = useSelector(banking, (s) => s.children.accounts!)
  const transactions = useSelector(banking, (s) => s.children.transactions!)
  const transfer = useSelector(banking, (s) => s.children.transfer!)
  const bills = useSelector(banking, (s) => s.children.bills!)
  const security = useSelector(banking, (s) => s.children.security!)

  const [commands] = useState<BankingCommands>(() => ({
    payNow: (id) => banking.send({ type: 'bill.payNow', id, currency: format().currency }),
    quickAction: (action) => {
      if (action === 'transfer') banking.send({ type: 'transfer.open', currency: format().currency })
      else if (action === 'pay-bill') banking.send({ type: 'payment.open', currency: format().currency })
      else notify('info', t(QUICK_ACTION_INFO[action]))
    },
    logout: () => signOut(),
  }))

  const accountsView = useSelector(accounts, selectBankingAccountsView, shallowEqual)
  const transactionsView = useSelector(transactions, selectBankingTransactionsView, shallowEqual)
  const transferView = useSelector(transfer, selectBankingTransferView, shallowEqual)
  const billsView = useSelector(bills, selectBankingBillsView, shallowEqual)
  const securityView = useSelector(security, selectBankingSecurityView, shallowEqual)

  return (
    <BankingView
      userName={user ? displayName(user) : ''}
      lastLogin={data.lastLogin}
      accounts={accountsView}
      transactions={transactionsView}
      transfer={transferView}
      bills={billsView}
      security={securityView}
      send={{ accounts: accounts.send, transactions: transactions.send, transfer: transfer.send, bills: bills.send, security: security.send }}
      commands={commands}
    />
  )
}
