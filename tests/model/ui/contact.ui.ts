import { contactModel } from '@machines/contact/contact.model'
import { contactFieldErrors, contactFormValid, type ContactContext } from '@machines/contact/contact.machine'
import { expect, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const contactUi = uiModel({
  model: contactModel,
  start: async ({ page }) => {
    await page.goto('/contact')
  },
  events: {
    'field.change': async (e, { page }) => {
      const { field, value } = e
      await page.getByTestId(`contact-${field}-input`).fill(value)
    },
    'form.submit': async (_e, { page, before }) => {
      // An invalid form's button is disabled: the attempt is Enter in a field.
      if (contactFormValid((before.context as ContactContext).values)) await page.getByTestId('contact-submit-button').click()
      else await page.getByTestId('contact-subject-input').press('Enter')
    },
  },
  actors: {
    sendMessage: {
      endpoint: 'POST /contact',
      error: () => ({ status: 500, body: { detail: 'Mail server unavailable' } }),
    },
  },
  states: {
    editing: async ({ context }, { page, before, after }) => {
      const { values, attempted } = context as ContactContext
      for (const [field, value] of Object.entries(values)) await expect(page.getByTestId(`contact-${field}-input`)).toHaveValue(value)
      const valid = contactFormValid(values)
      const submit = page.getByTestId('contact-submit-button')
      if (valid) await expect(submit).toBeEnabled()
      else {
        await expect(submit).toBeDisabled()
        await expect(page.getByTestId('contact-submit-hint')).toContainText('Still needed: ')
      }
      const formError = page.getByTestId('contact-form-error')
      if (attempted && !valid) {
        await expect(formError).toHaveText('Please fill in all fields')
        const errors = contactFieldErrors(values)
        if (errors.email?.code === 'emailAt') await expect(page.getByTestId('contact-email-error')).toHaveText('Email must contain @')
        if (errors.name?.code === 'required') await expect(page.getByTestId('contact-name-error')).toHaveText('This field is required')
      } else {
        await expect(formError).toBeHidden()
      }
      if (before.matches('sending') && after.matches('editing')) {
        const sent = Object.values(values).every((v) => v === '')
        // Success: the API's sentence (translated where the app knows it). A 500: the translated errorMessage and the
        // server-error reason, never the raw detail; the values stay (asserted above).
        const shown = toast(page, sent ? 'Your message has been sent successfully. We will get back to you soon.' : 'Failed to send message. Please try again later.')
        await expect(shown).toBeVisible()
        if (!sent) {
          await expect(shown).toHaveAttribute('data-type', 'error')
          await expect(shown).toContainText('The server ran into a problem. Please try again later.')
          await expect(page.getByText('Mail server unavailable')).toHaveCount(0)
        }
      }
    },
    sending: async (_s, { page }) => {
      await expect(page.getByTestId('contact-submit-button')).toContainText('Sending…')
      await expect(page.getByTestId('contact-submit-button')).toBeDisabled()
      await expect(page.getByTestId('contact-name-input')).toBeDisabled()
    },
  },
})
