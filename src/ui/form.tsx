import { Box, Field, HStack, Input, Text, Textarea, chakra, type InputProps } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError } from '../../machines/shared/validation'

/** The spec's field messages (spec 1 §5), from a machine's error code. */
export function fieldErrorText(t: TFunction, error: FieldError | null): string | null {
  if (!error) return null
  return t(`validation.${error.code}`, { n: 'n' in error ? error.n : undefined, ns: 'common' })
}

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string
  testId: string
  value: string
  error: string | null
  onValueChange: (value: string) => void
  helper?: ReactNode
  endElement?: ReactNode
  multiline?: boolean
}

/** A labelled input with its error text (role-and-label locatable, test ids on input and error). */
export function TextField({ label, testId, value, error, onValueChange, helper, endElement, multiline, required, ...rest }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== null} required={required}>
      {/* The required mark sits outside the <label>, so the label text and the accessible name are exactly the field name. */}
      <HStack gap="1">
        <Field.Label>{label}</Field.Label>
        {required && (
          <Text as="span" aria-hidden="true" color="fg.error" fontSize="sm" lineHeight="1">
            *
          </Text>
        )}
      </HStack>
      <HStack width="100%" gap="2">
        {multiline ? (
          <Textarea data-testid={testId} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} rows={5} {...(rest as object)} />
        ) : (
          <Input data-testid={testId} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} {...rest} />
        )}
        {endElement}
      </HStack>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {/* red.fg (not the recipe's fg.error): small error text needs 4.5:1 contrast in the light theme too. */}
      <Field.ErrorText color="red.fg" data-testid={`${testId.replace(/-input$/, '')}-error`}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  )
}

/** A native checkbox with its label: `getByLabel` and `check()` work as testers expect. */
export function CheckField({ label, testId, checked, onToggle, describedBy, disabled, invalid }: { label: ReactNode; testId: string; checked: boolean; onToggle: () => void; describedBy?: string; disabled?: boolean; invalid?: boolean }) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor={disabled ? 'not-allowed' : 'pointer'} fontSize="sm">
      <chakra.input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        onChange={onToggle}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        width="4"
        height="4"
        accentColor="teal.600"
      />
      <Box as="span">{label}</Box>
    </chakra.label>
  )
}

export function RequiredNote() {
  const { t } = useTranslation()
  return (
    <Text fontSize="xs" color="fg.muted">
      {t('form.requiredNote')}
    </Text>
  )
}
