import { Box, Field, HStack, Input, NativeSelect, Text, Textarea, chakra, type InputProps } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError } from '@machines/shared/validation'

/** The spec's field messages (docs/spec/1-shell-and-accounts.md §5), from a machine's error code. */
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

export interface FormFieldProps {
  label: ReactNode
  /** The control's test id; the error text gets `<testId without a trailing -input>-error`. */
  testId: string
  error?: string | null
  /** Marks the control invalid without an error text of its own (a form-level message explains it). */
  invalid?: boolean
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
  /** The label is read by assistive technology only (a control whose placeholder and place say what it is). */
  labelHidden?: boolean
  children: ReactNode
}

/**
 * The one field frame of the app: label (the control's accessible name), required mark, the
 * control, helper text and the error text (test id `<field>-error`). Every screen's inputs,
 * selects and textareas sit in one, so no screen restates label/error markup.
 */
export function FormField({ label, testId, error = null, invalid, helper, required, disabled, labelHidden, children }: FormFieldProps) {
  return (
    <Field.Root invalid={invalid || (error !== null && error !== undefined)} required={required} disabled={disabled}>
      {/* The required mark sits outside the <label>, so the label text and the accessible name are exactly the field name. */}
      <HStack gap="1" srOnly={labelHidden}>
        <Field.Label>{label}</Field.Label>
        {required && (
          <Text as="span" aria-hidden="true" color="fg.error" fontSize="sm" lineHeight="1">
            *
          </Text>
        )}
      </HStack>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {/* red.fg (not the recipe's fg.error): small error text needs 4.5:1 contrast in the light theme too. */}
      {error && (
        <Field.ErrorText color="red.fg" data-testid={`${testId.replace(/-input$/, '')}-error`}>
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  )
}

/** A labelled input (or textarea) with its error text (role-and-label locatable, test ids on input and error). */
export function TextField({ label, testId, value, error, onValueChange, helper, endElement, multiline, required, ...rest }: TextFieldProps) {
  return (
    <FormField label={label} testId={testId} error={error} helper={helper} required={required}>
      <HStack width="100%" gap="2">
        {multiline ? (
          <Textarea data-testid={testId} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} rows={5} {...(rest as object)} />
        ) : (
          // type="text" spelled out, so `input[type="text"]` (a common Selenium and CSS locator) finds plain text inputs too.
          <Input data-testid={testId} type="text" value={value} onChange={(e) => onValueChange(e.currentTarget.value)} {...rest} />
        )}
        {endElement}
      </HStack>
    </FormField>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: string
  testId: string
  value: string
  onChange: (value: string) => void
  options?: SelectOption[]
  groups?: Array<{ label: string; options: SelectOption[] }>
  placeholder?: string
  invalid?: boolean
  error?: string | null
  required?: boolean
  helper?: ReactNode
  disabled?: boolean
}

/** A labelled native select (options or option groups), in the same field frame. */
export function SelectField({
  label,
  testId,
  value,
  onChange,
  options,
  groups,
  placeholder,
  invalid,
  error = null,
  required,
  helper,
  disabled,
}: SelectFieldProps) {
  return (
    <FormField label={label} testId={testId} error={error} invalid={invalid} required={required} helper={helper} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={testId} value={value} onChange={(e) => onChange(e.currentTarget.value)} placeholder={placeholder}>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {groups?.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
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

/*
 * What a form needs before its (really) disabled submit button enables, and Enter as the
 * submit attempt. A control the spec calls disabled carries the `disabled` attribute, so every
 * tool (Selenium's isEnabled(), Playwright's toBeDisabled(), Cypress's be.disabled) agrees; the
 * reason is shown next to it instead of being discovered by clicking it.
 */

/** Inputs where Enter is not an attempt to submit (their own keys, or no text to confirm). */
const NOT_SUBMITTING = new Set(['button', 'submit', 'reset', 'image', 'file', 'color', 'range'])

/**
 * A form's onKeyDown: Enter in one of its inputs fires the form's submit event even while its
 * submit button is disabled (the browser's implicit submission does nothing then), so the
 * machine receives its submit event and shows its messages. Textareas keep Enter for new lines;
 * an IME composition (Korean input) keeps Enter to finish the syllable.
 */
export function enterSubmitsForm(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const target = event.target
  if (!(target instanceof HTMLInputElement) || NOT_SUBMITTING.has(target.type) || target.form !== event.currentTarget) return
  event.preventDefault()
  event.currentTarget.requestSubmit()
}

export interface SubmitHintProps {
  /** The translated names of what is still missing; nothing renders when empty. */
  items: readonly string[]
  /** The hint's id (the button's aria-describedby) and test id, e.g. 'signup-submit-hint'. */
  id: string
}

/** "Still needed: name, terms of service" next to a disabled submit button. */
export function SubmitHint({ items, id }: SubmitHintProps) {
  const { t } = useTranslation('common')
  if (items.length === 0) return null
  return (
    <Text id={id} data-testid={id} fontSize="sm" color="fg.muted" aria-live="polite">
      {t('form.stillNeeded', { items: items.join(', ') })}
    </Text>
  )
}
