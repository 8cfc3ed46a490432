import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { BankingBillsEvent, BankingBillsViewModel } from '@machines/playground/banking-bills.machine'
import { BILLER_IDS, daysBetween, type AccountId, type Bill, type BillerId } from '@machines/playground/banking-data'
import { SOURCE_ACCOUNT_IDS } from '@machines/playground/banking-rules'
import { useBankingFormat } from './banking-format'
import { FormError, Panel, ToggleSwitch } from './banking-ui'
import { AppDialog } from '@/ui/app-dialog'
import { FormField, SelectField } from '@/ui/form'
import { MachineForm } from '@/ui/machine-form'

function sortedBills(bills: readonly Bill[]): Bill[] {
  return [...bills].sort((a, b) => daysBetween(b.dueDate, a.dueDate))
}

/** Upcoming bills with a pay-now button each, and the manage-all-bills button. */
export function BillsPanel({ bills, onPayNow, onManage }: { bills: readonly Bill[]; onPayNow: (id: BillerId) => void; onManage: () => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  return (
    <Panel
      title={t('bills.title')}
      titleId="banking-bills-title"
      testId="banking-bills"
      actions={
        <Button size="sm" variant="outline" onClick={onManage} data-testid="banking-manage-bills-button">
          {t('bills.manageAll')}
        </Button>
      }
    >
      <Stack as="ul" listStyleType="none" gap="3" data-testid="banking-bill-list">
        {sortedBills(bills).map((bill) => {
          const name = t(`bills.names.${bill.id}`)
          return (
            <HStack as="li" key={bill.id} data-testid={`banking-bill-${bill.id}`} justify="space-between" gap="3" p="3" rounded="l2" borderWidth="1px" borderColor="border.muted">
              <Stack gap="0.5">
                <Text fontWeight="medium">{name}</Text>
                <Text fontSize="xs" color="fg.muted" data-testid={`banking-bill-${bill.id}-due`}>
                  {t('bills.due', { date: f.date(bill.dueDate) })}
                </Text>
                {bill.autoPay && (
                  <Badge size="sm" colorPalette="teal" variant="subtle" alignSelf="flex-start" data-testid={`banking-bill-${bill.id}-autopay`}>
                    {t('bills.autoPayOn')}
                  </Badge>
                )}
              </Stack>
              <Stack gap="1" align="flex-end">
                <Text fontWeight="semibold" data-testid={`banking-bill-${bill.id}-amount`}>
                  {f.money(bill.amount)}
                </Text>
                <Button size="xs" colorPalette="teal" onClick={() => onPayNow(bill.id)} data-testid={`banking-bill-${bill.id}-pay-button`} aria-label={t('bills.payNowAria', { name })}>
                  {t('bills.payNow')}
                </Button>
              </Stack>
            </HStack>
          )
        })}
      </Stack>
      {bills.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="4" data-testid="banking-bills-empty">
          {t('bills.empty')}
        </Text>
      )}
    </Panel>
  )
}

/** Remove a bill, toggle its auto-pay, or pay it now (which closes this modal). */
export function ManageBillsModal({ open, bills: unsorted, send, onPayNow }: { open: boolean; bills: readonly Bill[]; send: (event: BankingBillsEvent) => void; onPayNow: (id: BillerId) => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const bills = sortedBills(unsorted)
  return (
    <AppDialog
      closeOnBackdrop={false}
      open={open}
      onClose={() => send({ type: 'manage.close' })}
      title={t('bills.manage.title')}
      closeLabel={t('close')}
      testId="banking-manage-bills-modal"
      size="lg"
      cancel={{ label: t('bills.manage.close'), testId: 'banking-manage-bills-done-button', onClick: () => send({ type: 'manage.close' }) }}
    >
      <Stack as="ul" listStyleType="none" gap="3">
        {bills.map((bill) => {
          const name = t(`bills.names.${bill.id}`)
          return (
            <Stack as="li" key={bill.id} data-testid={`banking-manage-bill-${bill.id}`} gap="3" p="3" rounded="l2" borderWidth="1px" borderColor="border">
              <HStack justify="space-between" gap="3">
                <Stack gap="0">
                  <Text fontWeight="semibold">{name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('bills.due', { date: f.date(bill.dueDate) })} · {f.money(bill.amount)}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Button size="xs" colorPalette="teal" onClick={() => onPayNow(bill.id)} data-testid={`banking-manage-bill-${bill.id}-pay-button`} aria-label={t('bills.payNowAria', { name })}>
                    {t('bills.payNow')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => send({ type: 'bill.remove', id: bill.id })} data-testid={`banking-manage-bill-${bill.id}-remove-button`} aria-label={t('bills.manage.removeAria', { name })}>
                    {t('bills.manage.remove')}
                  </Button>
                </HStack>
              </HStack>
              <ToggleSwitch
                label={t('bills.manage.autoPay')}
                ariaLabel={t('bills.manage.autoPayAria', { name })}
                checked={bill.autoPay}
                onToggle={() => send({ type: 'bill.toggleAutoPay', id: bill.id })}
                testId={`banking-manage-bill-${bill.id}-autopay-switch`}
                stateLabel={t(bill.autoPay ? 'security.on' : 'security.off')}
              />
            </Stack>
          )
        })}
      </Stack>
      {bills.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="4" data-testid="banking-manage-bills-empty">
          {t('bills.manage.empty')}
        </Text>
      )}
    </AppDialog>
  )
}

/** Biller, amount and source account; prefilled by a bill's pay now. */
export function PayBillModal({ bills: c, send }: { bills: BankingBillsViewModel; send: (event: BankingBillsEvent) => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const error =
    c.error === 'selectBillerAndAmount'
      ? t('payBill.missing')
      : c.error === 'insufficientFunds'
        ? t('amountErrors.insufficientFunds', { account: t(`accounts.names.${c.from}`), balance: f.money(c.balances[c.from]) })
        : c.error === 'invalidAmount'
          ? t('amountErrors.invalidAmount')
          : null
  return (
    <AppDialog
      closeOnBackdrop={false}
      open={c.paying}
      onClose={() => send({ type: 'payment.cancel' })}
      title={t('payBill.title')}
      closeLabel={t('close')}
      testId="banking-pay-bill-modal"
      cancel={{ label: t('payBill.cancel'), testId: 'banking-pay-bill-cancel-button', onClick: () => send({ type: 'payment.cancel' }) }}
      confirm={{ label: t('payBill.submit'), testId: 'banking-pay-bill-submit-button', onClick: () => send({ type: 'payment.submit' }) }}
    >
      <MachineForm
        column
        onSubmit={() => send({ type: 'payment.submit' })}
      >
        <SelectField
          label={t('payBill.biller')}
          testId="banking-pay-bill-biller-select"
          value={c.biller}
          placeholder={t('payBill.billerPlaceholder')}
          invalid={c.error === 'selectBillerAndAmount' && c.biller === ''}
          onChange={(value) => send({ type: 'field.change', field: 'biller', value })}
          options={BILLER_IDS.map((id) => ({ value: id, label: t(`bills.names.${id}`) }))}
        />
        <FormField
          label={t('payBill.amount', { currency: c.currency })}
          testId="banking-pay-bill-amount-input"
          invalid={c.error !== null && c.error !== 'selectBillerAndAmount' ? true : c.error === 'selectBillerAndAmount' && c.amount.trim() === ''}
        >
          <Input type="text" inputMode="decimal" autoComplete="off" value={c.amount} onChange={(e) => send({ type: 'field.change', field: 'amount', value: e.currentTarget.value })} data-testid="banking-pay-bill-amount-input" />
        </FormField>
        <SelectField
          label={t('payBill.from')}
          testId="banking-pay-bill-from-select"
          value={c.from}
          onChange={(value) => send({ type: 'field.change', field: 'from', value: value as AccountId })}
          options={SOURCE_ACCOUNT_IDS.map((id) => ({ value: id, label: `${t(`accounts.names.${id}`)} · ${f.money(c.balances[id])}` }))}
        />
        {error && <FormError testId="banking-pay-bill-error">{error}</FormError>}
        <button type="submit" hidden />
      </MachineForm>
    </AppDialog>
  )
}
