/**
 * The banking dashboard's view: renders the values selected from the machines (their view models)
 * and sends their events. No domain state here; the page provides the children's view models and
 * senders, and the commands that go to the dashboard machine (which opens a transfer or payment
 * from the selected account).
 */
import { Grid, GridItem, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { BankingAccountsEvent, BankingAccountsViewModel } from '@machines/playground/banking-accounts.machine'
import type { BankingBillsEvent, BankingBillsViewModel } from '@machines/playground/banking-bills.machine'
import type { BillerId } from '@machines/playground/banking-data'
import type { BankingSecurityEvent, BankingSecurityViewModel } from '@machines/playground/banking-security.machine'
import type { BankingTransactionsEvent, BankingTransactionsViewModel } from '@machines/playground/banking-transactions.machine'
import { amountUsd, type BankingTransferEvent, type BankingTransferViewModel } from '@machines/playground/banking-transfer.machine'
import { isAccountId } from '@machines/playground/banking-rules'
import { PAYEES } from '@machines/playground/banking-data'
import { ScenarioLayout } from '../scenario-layout'
import { AccountsPanel, CreditCardCard, QuickActionsPanel, TotalBalanceCard } from './banking-accounts'
import { BillsPanel, ManageBillsModal, PayBillModal } from './banking-bills'
import { useBankingFormat } from './banking-format'
import { BankingHeader } from './banking-header'
import { InsightsPanel } from './banking-insights'
import { SecurityPanel, SecuritySettingsModal } from './banking-security'
import { BANKING_GUIDE_TEST_IDS, type QuickAction } from './banking-test-ids'
import { TransactionsPanel } from './banking-transactions'
import { PinModal, TransferModal } from './banking-transfer'

export interface BankingCommands {
  payNow: (id: BillerId) => void
  quickAction: (action: QuickAction) => void
  logout: () => void
}

export interface BankingViewProps {
  userName: string
  lastLogin: string
  accounts: BankingAccountsViewModel
  transactions: BankingTransactionsViewModel
  transfer: BankingTransferViewModel
  bills: BankingBillsViewModel
  security: BankingSecurityViewModel
  send: {
    accounts: (event: BankingAccountsEvent) => void
    transactions: (event: BankingTransactionsEvent) => void
    transfer: (event: BankingTransferEvent) => void
    bills: (event: BankingBillsEvent) => void
    security: (event: BankingSecurityEvent) => void
  }
  commands: BankingCommands
}

export function BankingView({ userName, lastLogin, accounts, transactions, transfer, bills, security, send, commands }: BankingViewProps) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const credit = accounts.accounts.find((a) => a.id === 'credit')
  const transferTo = isAccountId(transfer.to) ? t(`accounts.names.${transfer.to}`) : (PAYEES.find((p) => p.id === transfer.to)?.name ?? '')
  const transferPin = transfer.pinStep
  const changingPin = security.changingPin

  return (
    <ScenarioLayout ns="banking" testId="banking-page" guideTestIds={BANKING_GUIDE_TEST_IDS}>
      <BankingHeader userName={userName} lastLogin={lastLogin} onSettings={() => send.security({ type: 'settings.open' })} onLogout={commands.logout} />
      <AccountsPanel accounts={accounts} onSelect={(id) => send.accounts({ type: 'account.select', id })} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="6">
        <TotalBalanceCard accounts={accounts} />
        {credit && <CreditCardCard account={credit} />}
        <GridItem colSpan={{ base: 1, md: 2, xl: 1 }}>
          <QuickActionsPanel onAction={commands.quickAction} />
        </GridItem>
      </Grid>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <TransactionsPanel transactions={transactions} send={send.transactions} />
        <Stack gap="6">
          <BillsPanel bills={bills.bills} onPayNow={commands.payNow} onManage={() => send.bills({ type: 'manage.open' })} />
          <InsightsPanel insights={accounts.insights} />
        </Stack>
      </Grid>
      <SecurityPanel security={security} send={send.security} />

      <TransferModal transfer={transfer} send={send.transfer} />
      <PinModal
        open={transferPin || changingPin}
        purpose={changingPin ? 'change-pin' : 'transfer'}
        text={changingPin ? t('pin.changePinText') : t('pin.transferText', { amount: f.money(amountUsd(transfer)), to: transferTo })}
        pin={changingPin ? security.pin : transfer.pin}
        invalid={changingPin ? security.pinError : transfer.pinError}
        onChange={(value) => (changingPin ? send.security({ type: 'pin.change', value }) : send.transfer({ type: 'pin.change', value }))}
        onSubmit={() => (changingPin ? send.security({ type: 'pin.submit' }) : send.transfer({ type: 'pin.submit' }))}
        onCancel={() => (changingPin ? send.security({ type: 'pin.cancel' }) : send.transfer({ type: 'pin.cancel' }))}
      />
      <ManageBillsModal open={bills.managing} bills={bills.bills} send={send.bills} onPayNow={commands.payNow} />
      <PayBillModal bills={bills} send={send.bills} />
      <SecuritySettingsModal security={security} send={send.security} />
    </ScenarioLayout>
  )
}
