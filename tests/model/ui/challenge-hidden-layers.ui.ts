import { hiddenLayersModel } from '@machines/challenges/challenge-hidden-layers.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const RESULT = 'challenge-hidden-layers-result'

/** The hidden-layers challenge: a real click while green is on top; a dispatched click (what a JavaScript click does) once it is covered. */
export const challengeHiddenLayersUi = uiModel({
  model: hiddenLayersModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/challenges/hidden-layers')
  },
  events: {
    'green.press': async (_e, { page, before }) => {
      const green = page.getByTestId('challenge-hidden-layers-green-button')
      if (before.value === 'greenOnTop') await green.click()
      else await green.dispatchEvent('click')
    },
    'blue.press': async (_e, { page }) => {
      await page.getByTestId('challenge-hidden-layers-blue-button').click()
    },
    'layers.reset': async (_e, { page }) => {
      await page.getByTestId('challenge-hidden-layers-reset').click()
    },
  },
  states: {
    greenOnTop: async (_s, { page }) => {
      await expect(page.getByTestId(RESULT)).toHaveText('The green button is on top.')
      await expect(page.getByTestId('challenge-hidden-layers-blue-button')).toHaveCount(0)
    },
    blueOnTop: async (_s, { page }) => {
      await expect(page.getByTestId(RESULT)).toHaveText('The blue button now covers the green one.')
    },
    solved: async (_s, { page }) => {
      await expect(page.getByTestId(RESULT)).toHaveText('The blue button was clicked: the click reached the top layer.')
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
    clickedThrough: async (_s, { page }) => {
      await expect(page.getByTestId(RESULT)).toHaveText('The covered green button was clicked twice: the test clicked through the blue layer.')
    },
  },
})
