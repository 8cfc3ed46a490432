import { counterModel } from '../../machines/playground/counter.model'
import { expect, open, signInViaApi } from '../fixtures/app'
import { runModel } from './harness'

runModel({
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
