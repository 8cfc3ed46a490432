import { BUTTON_TOAST_TYPE, type ButtonVariant } from '@machines/playground/playground-buttons.machine'
import { buttonDemoModel } from '@machines/playground/playground-buttons.model'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const LABEL: Record<ButtonVariant, string> = { primary: 'Primary', secondary: 'Secondary', success: 'Success', warning: 'Warning', danger: 'Danger' }
/** The variant pressed in the step being asserted (the state assertion checks its toast). */
let pressed: ButtonVariant | null = null

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundButtonsUi = uiModel({
  model: buttonDemoModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    pressed = null
    await open(page, '/playground')
  },
  events: {
    'button.press': async (e, { page }) => {
      pressed = e.variant
      await page.getByRole('region', { name: 'Buttons' }).getByRole('button', { name: LABEL[e.variant], exact: true }).click()
    },
    // aria-disabled does not stop a click: force it past Playwright's own enabled check, as Selenium's click() would.
    'ariaDisabled.press': async (_e, { page }) => {
      pressed = null
      await page.getByTestId('playground-aria-disabled-button').click({ force: true })
    },
    'loading.start': async (_e, { page }) => {
      pressed = null
      await page.getByTestId('playground-button-loading').click()
    },
  },
  states: {
    idle: async (s, { page, before }) => {
      const aria = page.getByTestId('playground-aria-disabled-button')
      await expect(aria).toHaveAttribute('aria-disabled', 'true')
      await expect(aria).toBeDisabled()
      await expect(page.getByTestId('playground-aria-disabled-clicks')).toHaveText(`Clicks that reached the handler: ${s.context.ariaDisabledClicks}`)
      const button = page.getByTestId('playground-button-loading')
      await expect(button).toBeEnabled({ timeout: 5000 })
      await expect(button).toHaveText('Loading')
      await expect(page.getByTestId('playground-button-loading-spinner')).toHaveCount(0)
      if (before.matches('loading')) await expect(toast(page, 'Loading complete')).toBeVisible()
      if (pressed) await expect(toast(page, `${LABEL[pressed]} button clicked`).first()).toHaveAttribute('data-type', BUTTON_TOAST_TYPE[pressed])
      pressed = null
    },
    loading: async (_s, { page }) => {
      const button = page.getByTestId('playground-button-loading')
      await expect(page.getByTestId('playground-button-loading-spinner')).toBeVisible()
      await expect(button).toBeDisabled()
      await expect(button).toHaveAttribute('aria-busy', 'true')
      await expect(button).toContainText('Loading…')
      if (pressed) await expect(toast(page, `${LABEL[pressed]} button clicked`).first()).toHaveAttribute('data-type', BUTTON_TOAST_TYPE[pressed])
      pressed = null
    },
  },
})
