/**
 * What a form needs before its (really) disabled submit button enables, and Enter as the
 * submit attempt. A control the spec calls disabled carries the `disabled` attribute, so every
 * tool (Selenium's isEnabled(), Playwright's toBeDisabled(), Cypress's be.disabled) agrees; the
 * reason is shown next to it instead of being discovered by clicking it.
 */
import { Text } from '@chakra-ui/react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

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
