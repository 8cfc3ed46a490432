import { counterModel } from '@machines/playground/playground-counter.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundCounterUi = uiModel({
  model: counterModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/playground')
  },
  events: {
    'counter.increment': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Increment' }).click()
    },
    'counter.decrement': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Decrement' }).click()
    },
    'counter.reset': async (_e, { page }) => {
      await page.getByTestId('playground-counter-reset').click()
    },
  },
  states: {
    counting: async ({ context }, { page }) => {
      await expect(page.getByTestId('playground-counter-value')).toHaveText(String((context as { count: number }).count))
    },
  },
})
