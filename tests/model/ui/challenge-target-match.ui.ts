import { TARGET_MATCH_MODEL_SEED, targetMatchModel } from '@machines/challenges/challenge-target-match.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The target-match machine as the horizontal-slider challenge runs it: values set with the arrow keys, one 0.5 step per press. */
export const challengeTargetMatchUi = uiModel({
  model: targetMatchModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, `/challenges/horizontal-slider?seed=${TARGET_MATCH_MODEL_SEED}`)
  },
  events: {
    'goal.set': async (event, { page, before }) => {
      const slider = page.getByTestId('challenge-horizontal-slider-input')
      const steps = (Number(event.value) - Number((before.context as { value: string | null }).value ?? '0')) / 0.5
      await slider.focus()
      for (let i = 0; i < Math.abs(steps); i++) await slider.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft')
    },
  },
  states: {
    pending: async ({ context }, { page }) => {
      await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText(String((context as { value: string }).value))
      await expect(page.getByTestId('challenge-horizontal-slider-status')).toHaveAttribute('data-solved', 'false')
    },
    solved: async ({ context }, { page }) => {
      await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText(String((context as { value: string }).value))
      await expect(page.getByTestId('challenge-horizontal-slider-status')).toHaveAttribute('data-solved', 'true')
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
  },
})
