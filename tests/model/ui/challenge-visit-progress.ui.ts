import { visitProgressModel } from '@machines/challenges/challenge-visit-progress.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** Visit progress as the floating menu uses it: one mark per menu item clicked. */
export const challengeVisitProgressUi = uiModel({
  model: visitProgressModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/challenges/floating-menu?seed=7')
  },
  events: {
    'progress.mark': async (e, { page }) => {
      await page.getByTestId(`challenge-floating-menu-item-${e.key}`).click()
    },
  },
  states: {
    going: async (s, { page }) => {
      await expect(page.getByTestId('challenge-floating-menu-count')).toHaveAttribute('data-count', String((s.context as { marked: string[] }).marked.length))
      await expect(page.getByTestId('challenge-solved')).toHaveCount(0)
    },
    done: async (s, { page }) => {
      await expect(page.getByTestId('challenge-floating-menu-count')).toHaveAttribute('data-count', String((s.context as { marked: string[] }).marked.length))
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
  },
})
