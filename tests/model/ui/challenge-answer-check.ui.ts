import { answerCheckModel } from '@machines/challenges/challenge-answer-check.model'
import { typoOn } from '@machines/challenges/content-seeds'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** A seed whose load has the typo (the model's answer is 'typo'). */
const TYPO_SEED = Array.from({ length: 50 }, (_, i) => i + 1).find((s) => typoOn(s))!

/** The answer check as the typos page uses it: the radio choice, then "Check answer". */
export const challengeAnswerCheckUi = uiModel({
  model: answerCheckModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, `/challenges/typos?seed=${TYPO_SEED}`)
  },
  events: {
    'answer.submit': async (e, { page }) => {
      await page.getByTestId(`challenge-typos-choice-${e.value}`).check()
      await page.getByTestId('challenge-typos-submit-button').click()
    },
  },
  states: {
    asking: async (_s, { page }) => {
      await expect(page.getByTestId('challenge-typos-result')).toHaveAttribute('data-state', 'asking')
    },
    wrong: async (_s, { page }) => {
      await expect(page.getByTestId('challenge-typos-result')).toHaveAttribute('data-state', 'wrong')
    },
    solved: async (_s, { page }) => {
      await expect(page.getByTestId('challenge-typos-result')).toHaveAttribute('data-state', 'solved')
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
  },
})
