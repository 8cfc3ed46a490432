import type { ProgressContext } from '@machines/challenges/challenge-progress.machine'
import { PROGRESS_MODEL_INPUT, progressModel } from '@machines/challenges/challenge-progress.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const challengeProgressUi = uiModel({
  model: progressModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, `/challenges/progress-bar?tick=${PROGRESS_MODEL_INPUT.tickMs}&step=${PROGRESS_MODEL_INPUT.step}`)
  },
  events: {
    'progress.start': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Start' }).click()
    },
    'progress.stop': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Stop' }).click()
    },
  },
  states: {
    idle: async (_s, { page }) => {
      await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0')
      await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled()
      await expect(page.getByTestId('challenge-progress-bar-result')).toHaveCount(0)
    },
    running: async (s, { page }) => {
      const { value } = s.context as ProgressContext
      await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', String(value))
      await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled()
      await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled()
    },
    stopped: async (s, { page }) => {
      const { value, offBy } = s.context as ProgressContext
      await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', String(value))
      await expect(page.getByTestId('challenge-progress-bar-result')).toContainText(`Result: ${value} %, off by ${offBy! > 0 ? `+${offBy}` : offBy}.`)
      await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled()
    },
  },
})
