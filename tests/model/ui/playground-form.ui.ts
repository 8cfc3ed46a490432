import type { Page } from '@playwright/test'
import { formErrors, formValid, passwordStrength, type PlaygroundFormContext } from '@machines/playground/playground-form.machine'
import { playgroundFormModel } from '@machines/playground/playground-form.model'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const MESSAGES = {
  required: 'This field is required',
  emailRequired: 'Email is required',
  emailFormat: 'Invalid email format',
  passwordRequired: 'Password is required',
  selectRequired: 'Please select an option',
  termsRequired: 'You must accept the terms',
} as const
const FILE_MESSAGES = {
  fileType: ['Invalid file type', 'Invalid file type. Allowed types: .pdf, .jpg, .png, .doc, .docx, .txt'],
  fileSize: ['File too large', 'File size must be less than 5MB'],
} as const
const STRENGTH = { weak: 'Weak', medium: 'Medium', strong: 'Strong' } as const
const INPUT = { text: 'playground-text-input', email: 'playground-email-input', password: 'playground-password-input', select: 'playground-select' } as const

/** Set when the step picked a file (its toast is checked right after, before it expires). */
let justPicked = false

async function expectValues(page: Page, c: PlaygroundFormContext) {
  const v = c.values
  await expect(page.getByTestId(INPUT.text)).toHaveValue(v.text)
  await expect(page.getByTestId(INPUT.email)).toHaveValue(v.email)
  await expect(page.getByTestId(INPUT.password)).toHaveValue(v.password)
  await expect(page.getByTestId(INPUT.select)).toHaveValue(v.select)
  await expect(page.getByTestId('playground-range-value')).toHaveText(`Value: ${v.range}`)
  await expect(page.getByTestId(`playground-radio-${v.radio}`)).toBeChecked()
  await expect(page.getByTestId('playground-terms-checkbox')).toBeChecked({ checked: v.terms })
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundFormUi = uiModel({
  model: playgroundFormModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    justPicked = false
    await open(page, '/playground')
  },
  events: {
    'field.change': async (e, { page }) => {
      if (e.field === 'select') await page.getByTestId(INPUT.select).selectOption(e.value)
      else await page.getByTestId(INPUT[e.field as 'text' | 'email' | 'password']).fill(e.value)
    },
    'terms.change': async (e, { page }) => {
      await page.getByTestId('playground-terms-checkbox').setChecked(e.checked)
    },
    'range.change': async (e, { page }) => {
      await page.getByTestId('playground-range-input').fill(String(e.value))
    },
    'radio.select': async (e, { page }) => {
      await page.getByTestId(`playground-radio-${e.value}`).check()
    },
    'file.select': async (e, { page }) => {
      justPicked = true
      await page.getByTestId('playground-file-input').setInputFiles({ name: e.file.name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(e.file.size, 1) })
    },
    'file.clear': async (_e, { page }) => {
      await page.getByTestId('playground-file-clear-button').click()
    },
    'form.submit': async (_e, { page }) => {
      await page.getByTestId('playground-submit-button').click()
    },
    'form.reset': async (_e, { page }) => {
      await page.getByTestId('playground-reset-button').click()
    },
  },
  states: {
    editing: async ({ context }, { page, before }) => {
      const c = context as PlaygroundFormContext
      await expectValues(page, c)
      await expect(page.getByTestId('playground-form-success')).toHaveCount(0)
      const valid = formValid(c.values)
      const formError = page.getByTestId('playground-form-error')
      if (c.attempted && !valid) {
        await expect(formError).toHaveText('Please fix all errors before submitting')
        if (!(before.context as PlaygroundFormContext).attempted) await expect(toast(page, 'Please fix all errors before submitting')).toBeVisible()
      } else {
        await expect(formError).toHaveCount(0)
      }
      const errors = formErrors(c.values)
      for (const field of ['text', 'email', 'password', 'select', 'terms'] as const) {
        const message = page.getByTestId(`playground-${field}-error`)
        const code = errors[field]
        if (c.attempted && code) await expect(message, field).toHaveText(MESSAGES[code])
        else await expect(message, field).toHaveCount(0)
      }
      const strength = page.getByTestId('playground-password-strength-text')
      if (c.values.password) await expect(strength).toHaveText(`Password strength: ${STRENGTH[passwordStrength(c.values.password)]}`)
      else await expect(strength).toHaveCount(0)
      const fileName = page.getByTestId('playground-file-name')
      if (c.file) await expect(fileName).toContainText(`Selected file: ${c.file.name}`)
      else {
        await expect(fileName).toHaveCount(0)
        await expect(page.getByTestId('playground-file-input')).toHaveValue('')
      }
      const fileError = page.getByTestId('playground-file-error')
      if (c.fileError) {
        const [title, message] = FILE_MESSAGES[c.fileError]
        await expect(fileError).toHaveText(message)
        if (justPicked) await expect(toast(page, title).first()).toBeVisible()
      } else await expect(fileError).toHaveCount(0)
      justPicked = false
    },
    submitted: async ({ context }, { page }) => {
      const c = context as PlaygroundFormContext
      await expectValues(page, c)
      await expect(page.getByTestId('playground-form-success')).toContainText('Form submitted successfully!')
      await expect(page.getByTestId('playground-success-text')).toHaveText(c.values.text)
      await expect(page.getByTestId('playground-success-email')).toHaveText(c.values.email)
      await expect(page.getByTestId('playground-success-range')).toHaveText(String(c.values.range))
      await expect(page.getByTestId('playground-success-file')).toHaveText(c.file?.name ?? '(none)')
      await expect(toast(page, 'Form submitted successfully!').first()).toBeVisible()
      await expect(page.getByTestId('playground-form-error')).toHaveCount(0)
    },
  },
})
