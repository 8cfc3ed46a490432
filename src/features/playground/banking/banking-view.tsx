/**
 * The banking dashboard's view: renders the machines' snapshots and sends their events. No
 * domain state here; the page provides the children's snapshots and senders, and the commands
 * that go to the dashboard machine (which opens a transfer or payment from the selected account).
 */
import { Grid, GridItem, Stack } from '@chakra-ui/react'
import type { SnapshotFrom } from 'xstate'
import { useTranslation } from 'react-i18next'
import type { BankingAccountsEvent, bankingAccountsMachine } from '@machines/playground/banking-accounts.machine'
import type { BankingBillsEvent, bankingBillsMachine } from '@machines/playground/banking-bills.machine'
import type { BillerId } from '@machines/playground/banking-data'
import type { BankingSecurityEvent, bankingSecurityMachine } from '@machines/playground/banking-security.machine'
import type { BankingTransactionsEvent, bankingTransactionsMachine } from '@machines/playground/banking-transactions.machine'
import {
  amountUsd,
  type BankingTransferEvent,
  type bankingTransferMachine,
  selectTransferPin,
} from '@machines/playground/banking-transfer.machine'
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
import { selectChangingPin } from '@machines/playground/banking-security.machine'

export interface BankingCommands {
  payNow: (id: BillerId) => void
  quickAction: (action: QuickAction) => void
  logout: () => void
}

export interface BankingViewProps {
  userName: string
  lastLogin: string
  accounts: SnapshotFrom<typeof bankingAccountsMachine>
  transactions: SnapshotFrom<typeof bankingTransactionsMachine>
  transfer: SnapshotFrom<typeof bankingTransferMachine>
  bills: SnapshotFrom<typeof bankingBillsMachine>
  security: SnapshotFrom<typeof bankingSecurityMachine>
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
  const credit = accounts.context.accounts.find((a) => a.id === 'credit')
  const tc = transfer.context
  const transferTo = isAccountId(tc.to) ? t(`accounts.names.${tc.to}`) : (PAYEES.find((p) => p.id === tc.to)?.name ?? '')
  const transferPin = selectTransferPin(transfer)
  const changingPin = selectChangingPin(security)

  return (
    <ScenarioLayout ns="banking" testId="banking-page" guideTestIds={BANKING_GUIDE_TEST_IDS}>
      <BankingHeader userName={userName} lastLogin={lastLogin} onSettings={() => send.security({ type: 'settings.open' })} onLogout={commands.logout} />
      <AccountsPanel context={accounts.context} onSelect={(id) => send.accounts({ type: 'account.select', id })} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="6">
        <TotalBalanceCard context={accounts.context} />
        {credit && <CreditCardCard account={credit} />}
        <GridItem colSpan={{ base: 1, md: 2, xl: 1 }}>
          <QuickActionsPanel onAction={commands.quickAction} />
        </GridItem>
      </Grid>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <TransactionsPanel context={transactions.context} send={send.transactions} />
        <Stack gap="6">
          <BillsPanel bills={bills.context.bills} onPayNow={commands.payNow} onManage={() => send.bills({ type: 'manage.open' })} />
          <InsightsPanel insights={accounts.context.insights} />
        </Stack>
      </Grid>
      <SecurityPanel snapshot={security} send={send.security} />

      <TransferModal snapshot={transfer} send={send.transfer} />
      <PinModal
        open={transferPin || changingPin}
        purpose={changingPin ? 'change-pin' : 'transfer'}
        text={changingPin ? t('pin.changePinText') : t('pin.transferText', { amount: f.money(amountUsd(tc)), to: transferTo })}
        pin={changingPin ? security.context.pin : tc.pin}
        invalid={changingPin ? security.context.pinError : tc.pinError}
        onChange={(value) => (changingPin ? send.security({ type: 'pin.change', value }) : send.transfer({ type: 'pin.change', value }))}
        onSubmit={() => (changingPin ? send.security({ type: 'pin.submit' }) : send.transfer({ type: 'pin.submit' }))}
        onCancel={() => (changingPin ? send.security({ type: 'pin.cancel' }) : send.transfer({ type: 'pin.cancel' }))}
      />
      <ManageBillsModal snapshot={bills} send={send.bills} onPayNow={commands.payNow} />
      <PayBillModal snapshot={bills} send={send.bills} />
      <SecuritySettingsModal snapshot={security} send={send.security} />
    </ScenarioLayout>
  )
}
