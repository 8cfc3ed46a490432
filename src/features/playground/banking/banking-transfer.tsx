import { Input, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { MEMO_MAX_LENGTH, PAYEES, PIN_LENGTH, type AccountId } from '@machines/playground/banking-data'
import { isAccountId, SOURCE_ACCOUNT_IDS, transferDestinations } from '@machines/playground/banking-rules'
import type { BankingTransferEvent, BankingTransferViewModel } from '@machines/playground/banking-transfer.machine'
import { payeeLabel, useBankingFormat } from './banking-format'
import { FormError } from './banking-ui'
import { AppDialog } from '@/ui/app-dialog'
import { FormField, SelectField } from '@/ui/form'
import { MachineForm } from '@/ui/machine-form'

/** From, to, amount and memo; Continue opens the PIN modal when the form is acceptable. */
export function TransferModal({ transfer: c, send }: { transfer: BankingTransferViewModel; send: (event: BankingTransferEvent) => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const destinations = transferDestinations(c.from)
  const error =
    c.error === 'fillAllFields'
      ? t('transfer.fillAllFields')
      : c.error === 'insufficientFunds'
        ? t('amountErrors.insufficientFunds', { account: t(`accounts.names.${c.from}`), balance: f.money(c.balances[c.from]) })
        : c.error === 'invalidAmount'
          ? t('amountErrors.invalidAmount')
          : null
  const submit = () => send({ type: 'transfer.submit' })
  return (
    <AppDialog
      closeOnBackdrop={false}
      open={c.open}
      onClose={() => {
        if (c.editing) send({ type: 'transfer.cancel' })
      }}
      title={t('transfer.title')}
      closeLabel={t('close')}
      testId="banking-transfer-modal"
      cancel={{ label: t('transfer.cancel'), testId: 'banking-transfer-cancel-button', onClick: () => send({ type: 'transfer.cancel' }) }}
      confirm={{ label: t('transfer.submit'), testId: 'banking-transfer-submit-button', onClick: submit }}
    >
      <MachineForm
        column
        onSubmit={() => submit()}
      >
        <SelectField
          label={t('transfer.from')}
          testId="banking-transfer-from-select"
          value={c.from}
          onChange={(value) => send({ type: 'field.change', field: 'from', value })}
          options={SOURCE_ACCOUNT_IDS.map((id) => ({ value: id, label: `${t(`accounts.names.${id}`)} · ${f.money(c.balances[id])}` }))}
        />
        <SelectField
          label={t('transfer.to')}
          testId="banking-transfer-to-select"
          value={c.to}
          placeholder={t('transfer.toPlaceholder')}
          invalid={c.error === 'fillAllFields' && c.to === ''}
          onChange={(value) => send({ type: 'field.change', field: 'to', value })}
          groups={[
            { label: t('transfer.ownAccounts'), options: destinations.filter(isAccountId).map((id: AccountId) => ({ value: id, label: t(`accounts.names.${id}`) })) },
            { label: t('transfer.payees'), options: PAYEES.map((p) => ({ value: p.id, label: payeeLabel(t, p) })) },
          ]}
        />
        <FormField label={t('transfer.amount', { currency: c.currency })} testId="banking-transfer-amount-input" invalid={c.error === 'fillAllFields' ? c.amount.trim() === '' : c.error !== null}>
          <Input type="text" inputMode="decimal" autoComplete="off" value={c.amount} onChange={(e) => send({ type: 'field.change', field: 'amount', value: e.currentTarget.value })} data-testid="banking-transfer-amount-input" />
        </FormField>
        <FormField label={t('transfer.memo')} testId="banking-transfer-memo-input">
          <Input
            value={c.memo}
            maxLength={MEMO_MAX_LENGTH}
            placeholder={t('transfer.memoPlaceholder')}
            onChange={(e) => send({ type: 'field.change', field: 'memo', value: e.currentTarget.value })}
            data-testid="banking-transfer-memo-input"
          />
        </FormField>
        {error && <FormError testId="banking-transfer-error">{error}</FormError>}
        <button type="submit" hidden />
      </MachineForm>
    </AppDialog>
  )
}

export interface PinModalProps {
  open: boolean
  purpose: 'transfer' | 'change-pin'
  /** The text above the input. */
  text: string
  pin: string
  invalid: boolean
  onChange: (value: string) => void
  onSubmit: () => void
  onCancel: () => void
}

/** The PIN modal: 4 characters at most; only the demo PIN is accepted. */
export function PinModal({ open, purpose, text, pin, invalid, onChange, onSubmit, onCancel }: PinModalProps) {
  const { t } = useTranslation('banking')
  return (
    <AppDialog
      closeOnBackdrop={false}
      open={open}
      onClose={onCancel}
      title={t('pin.title')}
      closeLabel={t('close')}
      testId="banking-pin-modal"
      size="sm"
      dataAttrs={{ 'data-purpose': purpose }}
      cancel={{ label: t('pin.cancel'), testId: 'banking-pin-cancel-button', onClick: onCancel }}
      confirm={{ label: t('pin.confirm'), testId: 'banking-pin-submit-button', onClick: onSubmit }}
    >
      <MachineForm
        column
        gap="3"
        onSubmit={() => onSubmit()}
      >
        <Text fontSize="sm" data-testid="banking-pin-text">
          {text}
        </Text>
        <FormField label={t('pin.label')} testId="banking-pin-input" invalid={invalid}>
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            value={pin}
            onChange={(e) => onChange(e.currentTarget.value)}
            data-testid="banking-pin-input"
            letterSpacing="0.5em"
            fontFamily="mono"
            autoFocus
          />
        </FormField>
        {invalid && <FormError testId="banking-pin-error">{t('pin.invalid')}</FormError>}
        <button type="submit" hidden />
      </MachineForm>
    </AppDialog>
  )
}
