import type { AnyMachineSnapshot } from 'xstate'
import { adModalModel } from '@machines/challenges/challenge-ad-modal.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const ENTRY_AD_KEY = 'qa.challenges.entry-ad.closed'
const slugOf = (s: AnyMachineSnapshot) => ((s.context as { auto: boolean }).auto ? 'entry-ad' : 'exit-intent')

/** The entry-ad page (auto) and the exit-intent page share the machine: the start's input picks the page. */
export const challengeAdModalUi = uiModel({
  model: adModalModel,
  setup: async ({ page, start }) => {
    await signInViaApi(page)
    await page.evaluate(([key, closed]) => (closed ? localStorage.setItem(key, 'true') : localStorage.removeItem(key)), [ENTRY_AD_KEY, start.input.closedBefore] as const)
  },
  start: async ({ page, start }) => {
    await open(page, start.input.auto ? '/challenges/entry-ad' : '/challenges/exit-intent')
  },
  events: {
    'modal.show': async (e, { page }) => {
      if (e.via === 'mouse') {
        await page.mouse.move(200, 200)
        await page.mouse.move(200, -5)
      } else {
        await page.getByTestId('challenge-exit-intent-simulate-button').click()
      }
    },
    'modal.close': async (_e, { page, before }) => {
      await page.getByTestId(`challenge-${slugOf(before)}-close-button`).click()
    },
    'modal.rearm': async (_e, { page, before }) => {
      await page.getByTestId(slugOf(before) === 'entry-ad' ? 'challenge-entry-ad-reenable-button' : 'challenge-exit-intent-rearm-button').click()
    },
  },
  states: {
    // The entry ad leaves `waiting` by itself after a short delay: either is right here.
    waiting: async (s, { page }) => {
      await expect(page.getByTestId(`challenge-${slugOf(s)}-status`)).toHaveAttribute('data-state', slugOf(s) === 'entry-ad' ? /^(waiting|open)$/ : 'waiting')
    },
    open: async (s, { page }) => {
      await expect(page.getByTestId(`challenge-${slugOf(s)}-modal`)).toBeVisible()
    },
    closed: async (s, { page }) => {
      await expect(page.getByTestId(`challenge-${slugOf(s)}-status`)).toHaveAttribute('data-state', 'closed')
      await expect(page.getByTestId(`challenge-${slugOf(s)}-modal`)).toHaveCount(0)
    },
  },
})
