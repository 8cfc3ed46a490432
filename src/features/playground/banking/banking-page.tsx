/**
 * The banking dashboard (docs/spec/3-playground.md "Banking dashboard"): binds the five banking machines, provides
 * their effects (toasts, the CSV download, postings between the machines, logout) and renders
 * the view. State lives in memory while the page is open; a reload restores the sample data.
 */
import { useSelector } from '@xstate/react'
import { useActorRef } from '../../../lab-runtime/use-machine'
import { useState } from 'react'
import { bankingAccountsMachine } from '../../../../machines/playground/banking-accounts.machine'
import { bankingBillsMachine, type PaymentErrorCode } from '../../../../machines/playground/banking-bills.machine'
import { bankingSampleData, PAYEES, type AccountId } from '../../../../machines/playground/banking-data'
import { balancesOf, isAccountId } from '../../../../machines/playground/banking-rules'
import { bankingSecurityMachine } from '../../../../machines/playground/banking-security.machine'
import { bankingTransactionsMachine } from '../../../../machines/playground/banking-transactions.machine'
import { bankingTransferMachine, type TransferErrorCode } from '../../../../machines/playground/banking-transfer.machine'
import { displayName } from '../../../../machines/shared/types'
import { signOut, useSessionUser } from '../../../app/session'
import { i18n } from '../../../i18n'
import { notify } from '../../../ui/toaster'
import { downloadTextFile } from './banking-download'
import { languageOf, localToday, makeFormat } from './banking-format'
import type { QuickAction } from './banking-test-ids'
import { BankingView, type BankingCommands } from './banking-view'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'banking', ...options })
const format = () => makeFormat(languageOf(i18n.resolvedLanguage ?? i18n.language))
const accountName = (id: AccountId) => t(`accounts.names.${id}`)
/** An own account's name or a payee's name with the masked number. */
const destinationName = (to: string) => {
  if (isAccountId(to)) return accountName(to)
  const payee = PAYEES.find((p) => p.id === to)
  return payee ? `${payee.name} (${payee.maskedNumber})` : to
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

export function BankingPage() {
  const user = useSessionUser()
  const [data] = useState(() => bankingSampleData(localToday()))

  const accounts = useActorRef(bankingAccountsMachine, {
    input: { accounts: data.accounts, insights: data.insights, monthStartTotal: data.monthStartTotal, lastMonthChange: data.lastMonthChange },
  })
  const transactions = useActorRef(
    bankingTransactionsMachine.provide({
      actions: {
        downloadCsv: (_, { filename, csv }) => downloadTextFile(filename, csv),
        notifyExported: (_, { count, filename }) => notify('success', t('transactions.exported', { count, filename })),
        notifyNothingToExport: () => notify('info', t('transactions.nothingToExport')),
      },
    }),
    { input: { transactions: data.transactions, today: data.today } },
  )
  const transfer = useActorRef(
    bankingTransferMachine.provide({
      actions: {
        completeTransfer: (_, { from, to, amount, memo }) => {
          accounts.send({ type: 'ledger.post', from, to: isAccountId(to) ? to : null, amount, category: 'Transfer' })
          const description = memo.trim() ? t('transfer.descriptionMemo', { to: destinationName(to), memo: memo.trim() }) : t('transfer.description', { to: destinationName(to) })
          transactions.send({ type: 'transactions.record', accountId: from, description, category: 'Transfer', amount, kind: 'debit' })
        },
        notifyTransferred: (_, { from, to, amount }) =>
          notify('success', t('transfer.success'), t('transfer.successDetail', { amount: format().money(amount), from: accountName(from), to: destinationName(to) })),
        notifyInvalid: (_, { code, from, balance }) => notifyAmountError(code, from, balance),
        notifyInvalidPin: () => notify('error', t('pin.invalid')),
      },
    }),
  )
  const bills = useActorRef(
    bankingBillsMachine.provide({
      actions: {
        completePayment: (_, { biller, from, amount }) => {
          accounts.send({ type: 'ledger.post', from, to: null, amount, category: 'Utilities' })
          transactions.send({ type: 'transactions.record', accountId: from, description: t('payBill.description', { name: t(`bills.names.${biller}`) }), category: 'Utilities', amount, kind: 'debit' })
        },
        notifyPaid: (_, { biller, from, amount }) =>
          notify('success', t('payBill.success'), t('payBill.successDetail', { amount: format().money(amount), biller: t(`bills.names.${biller}`), account: accountName(from) })),
        notifyInvalid: (_, { code, from, balance }) => notifyAmountError(code, from, balance),
        notifyAutoPay: (_, { bill }) => notify('success', t(bill.autoPay ? 'bills.autoPayEnabled' : 'bills.autoPayDisabled', { name: t(`bills.names.${bill.id}`) })),
        notifyRemoved: (_, { bill }) => notify('info', t('bills.removed', { name: t(`bills.names.${bill.id}`) })),
      },
    }),
    { input: { bills: data.bills } },
  )
  const security = useActorRef(
    bankingSecurityMachine.provide({
      actions: {
        notifyTwoFactor: ({ context }) => notify('success', t(context.twoFactor ? 'security.twoFactorEnabled' : 'security.twoFactorDisabled')),
        notifyLoginAlerts: ({ context }) => notify('success', t(context.loginAlerts ? 'security.loginAlertsEnabled' : 'security.loginAlertsDisabled')),
        notifyPinVerified: () => notify('success', t('pin.verified'), t('pin.verifiedDetail')),
        notifyInvalidPin: () => notify('error', t('pin.invalid')),
      },
    }),
  )

  const [commands] = useState<BankingCommands>(() => {
    /** What a transfer or payment starts from: the selected account, the balances, the screen's currency. */
    const source = () => {
      const c = accounts.getSnapshot().context
      return { from: c.selectedId, balances: balancesOf(c.accounts), currency: format().currency }
    }
    return {
      payNow: (id) => bills.send({ type: 'bill.payNow', id, ...source() }),
      quickAction: (action) => {
        if (action === 'transfer') transfer.send({ type: 'transfer.open', ...source() })
        else if (action === 'pay-bill') bills.send({ type: 'payment.open', ...source() })
        else notify('info', t(QUICK_ACTION_INFO[action]))
      },
      logout: () => signOut(),
    }
  })

  const accountsSnapshot = useSelector(accounts, (s) => s)
  const transactionsSnapshot = useSelector(transactions, (s) => s)
  const transferSnapshot = useSelector(transfer, (s) => s)
  const billsSnapshot = useSelector(bills, (s) => s)
  const securitySnapshot = useSelector(security, (s) => s)

  return (
    <BankingView
      userName={user ? displayName(user) : ''}
      lastLogin={data.lastLogin}
      accounts={accountsSnapshot}
      transactions={transactionsSnapshot}
      transfer={transferSnapshot}
      bills={billsSnapshot}
      security={securitySnapshot}
      send={{ accounts: accounts.send, transactions: transactions.send, transfer: transfer.send, bills: bills.send, security: security.send }}
      commands={commands}
    />
  )
}
