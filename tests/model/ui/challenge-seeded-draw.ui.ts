import type { AnyMachineSnapshot } from 'xstate'
import type { SeededDrawContext } from '@machines/challenges/challenge-seeded-draw.machine'
import { SEEDED_DRAW_MODEL_SEED, seededDrawModel } from '@machines/challenges/challenge-seeded-draw.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'
import type { Page } from '@playwright/test'

const ctx = (s: AnyMachineSnapshot) => s.context as SeededDrawContext
const KINDS = ['success', 'retry', 'failure'] as const

async function assertMessage(page: Page, c: SeededDrawContext, solved: boolean) {
  const message = page.getByTestId('challenge-notifications-message')
  if (c.current === null) await expect(message).toHaveCount(0)
  else await expect(message).toHaveAttribute('data-message', KINDS[c.current]!)
  await expect(page.getByTestId('challenge-notifications-count')).toHaveText(`Clicks so far: ${c.draws}`)
  await expect(page.getByTestId('challenge-notifications-status')).toHaveAttribute('data-solved', String(solved))
}

/** The "reload" lasts 300 ms: the step may see its end already, so only what holds throughout is checked. */
async function assertLoading(page: Page) {
  await expect(page.getByTestId('challenge-notifications-load-button')).toBeVisible()
}

/** The seeded draw machine on the notification messages challenge (the "reload" is the machine's 300 ms delay). */
export const challengeSeededDrawUi = uiModel({
  model: seededDrawModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, `/challenges/notifications?seed=${SEEDED_DRAW_MODEL_SEED}`)
  },
  events: {
    'draw.next': async (_e, { page }) => {
      await page.getByTestId('challenge-notifications-load-button').click()
    },
    'draw.dismiss': async (_e, { page }) => {
      await page.getByTestId('challenge-notifications-close').click()
    },
  },
  states: {
    idle: async (s, { page }) => assertMessage(page, ctx(s), false),
    loading: async (_s, { page }) => assertLoading(page),
    shown: async (s, { page }) => assertMessage(page, ctx(s), false),
    'solved.shown': async (s, { page }) => {
      await assertMessage(page, ctx(s), true)
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
    'solved.hidden': async (s, { page }) => assertMessage(page, ctx(s), true),
    'solved.loading': async (_s, { page }) => assertLoading(page),
  },
})
