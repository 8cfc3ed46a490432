import type { LearnProgressContext } from '@machines/learn/learn-progress.machine'
import { learnProgressModel } from '@machines/learn/learn-progress.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const busy = (ctx: StepContext, value: boolean) => expect(ctx.page.getByTestId('learn-page')).toHaveAttribute('data-busy', String(value))
const resetDialog = (ctx: StepContext) => ctx.page.getByRole('alertdialog', { name: 'Reset your progress?' })

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const learnProgressUi = uiModel({
  model: learnProgressModel,
  setup: async ({ page, start }) => {
    if (!start.input.signedIn) return
    await signInViaApi(page, 'demo')
    // A challenge solved in this browser before: the sync migrates it (POST /progress/events).
    await page.evaluate(() => localStorage.setItem('qa.challenges.progress.v1', JSON.stringify({ v: 1, visited: { typos: true }, solved: { typos: true } })))
  },
  start: async ({ page }) => {
    await page.goto('/learn?lng=en')
  },
  events: {
    'progress.retry': async (_e, { page }) => page.getByTestId('learn-progress-retry-button').click(),
    'progress.import': async (e, { page }) =>
      page.getByTestId('learn-record-import-input').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(e.record)) }),
    'reset.request': async (_e, { page }) => page.getByRole('button', { name: 'Reset progress' }).click(),
    'reset.confirm': async (_e, ctx) => resetDialog(ctx).getByRole('button', { name: 'Reset', exact: true }).click(),
    'reset.cancel': async (_e, ctx) => resetDialog(ctx).getByRole('button', { name: 'Cancel' }).click(),
  },
  actors: {
    loadProgress: { endpoint: 'GET /progress', error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
    syncLocal: { endpoint: 'POST /progress/events', error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
    importProgress: { endpoint: 'PUT /progress', error: () => ({ status: 422, body: { detail: [{ loc: ['body', 'version'], msg: 'Input should be 1', type: 'literal_error' }] } }) },
    resetProgress: { endpoint: 'DELETE /progress', error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }) },
  },
  states: {
    anonymous: async (_s, { page }) => {
      await expect(page.getByTestId('learn-sign-in-hint')).toBeVisible()
      await expect(page.getByTestId('learn-overall')).toHaveCount(0)
      await expect(page.getByTestId('learn-record')).toHaveCount(0)
    },
    loading: async (_s, ctx) => {
      await expect(ctx.page.getByTestId('learn-progress-loading')).toBeVisible()
      await busy(ctx, true)
    },
    failed: async (_s, ctx) => {
      await expect(ctx.page.getByTestId('learn-progress-error')).toContainText('Your progress could not be loaded.')
      await busy(ctx, false)
    },
    syncing: async (_s, ctx) => {
      await expect(ctx.page.getByTestId('learn-overall')).toBeVisible()
      await busy(ctx, true)
      await expect(ctx.page.getByRole('button', { name: 'Reset progress' })).toBeDisabled()
    },
    ready: async ({ context }, ctx) => {
      await busy(ctx, false)
      await expect(ctx.page.getByRole('button', { name: 'Reset progress' })).toBeEnabled()
      await expect(resetDialog(ctx)).toHaveCount(0)
      if ((context as LearnProgressContext).actionFailure) await expect(ctx.page.getByTestId('learn-record-error')).toBeVisible()
      else await expect(ctx.page.getByTestId('learn-record-error')).toHaveCount(0)
    },
    importing: async (_s, ctx) => {
      await busy(ctx, true)
      await expect(ctx.page.getByRole('button', { name: 'Import JSON' })).toBeDisabled()
    },
    confirmingReset: async (_s, ctx) => {
      await expect(resetDialog(ctx)).toBeVisible()
    },
    resetting: async (_s, ctx) => {
      await busy(ctx, true)
      await expect(ctx.page.getByRole('button', { name: 'Reset progress' })).toBeDisabled()
    },
  },
})
