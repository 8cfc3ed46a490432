import type { AnyMachineSnapshot } from 'xstate'
import type { DelayedTaskContext } from '@machines/challenges/challenge-delayed-task.machine'
import { DELAYED_TASK_MODEL_DELAY_MS, delayedTaskModel } from '@machines/challenges/challenge-delayed-task.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'
import type { Page } from '@playwright/test'

const ctx = (s: AnyMachineSnapshot) => s.context as DelayedTaskContext
/** Which page shows the start: the animated button (timer), AJAX data (requests) or load delay (loads at once). */
const page_ = (c: DelayedTaskContext) => (c.mode === 'timer' ? 'animated-button' : c.autoStart ? 'load-delay' : 'ajax-data')

const STATUS = {
  idle: 'Press Start Animation, then click the Moving Target when it stands still.',
  animating: 'Animating the button…',
  done: 'Animation done.',
  early: "Moving Target clicked while it was moving: its class was 'target spin'.",
  clicked: "Moving Target clicked. Its class name is 'target'.",
}

async function assertRequestPage(page: Page, c: DelayedTaskContext, state: 'idle' | 'working' | 'failed') {
  if (c.autoStart) {
    await expect(page.getByTestId('challenge-load-delay-loading')).toHaveCount(state === 'working' ? 1 : 0)
    await expect(page.getByTestId('challenge-load-delay-button')).toHaveCount(c.completed > 0 ? 1 : 0)
    await expect(page.getByTestId('challenge-load-delay-error')).toHaveCount(state === 'failed' ? 1 : 0)
    return
  }
  const pending = page.getByTestId('challenge-ajax-data-pending')
  if (state === 'working') await expect(pending).toContainText(c.queued + 1 === 1 ? '(1 request)' : `(${c.queued + 1} requests)`)
  else await expect(pending).toHaveCount(0)
  await expect(page.getByTestId('challenge-ajax-data-result')).toHaveCount(c.completed)
  await expect(page.getByTestId('challenge-ajax-data-error')).toHaveCount(state === 'failed' ? 1 : 0)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const challengeDelayedTaskUi = uiModel({
  model: delayedTaskModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page, start }) => {
    const input = start.input
    const slug = input.mode === 'timer' ? 'animated-button' : input.autoStart ? 'load-delay' : 'ajax-data'
    await open(page, `/challenges/${slug}?delay=${input.mode === 'timer' ? DELAYED_TASK_MODEL_DELAY_MS.timer : DELAYED_TASK_MODEL_DELAY_MS.request}`)
  },
  events: {
    'task.start': async (_e, { page, before }) => {
      const c = ctx(before)
      if (page_(c) === 'animated-button') await page.getByRole('button', { name: 'Start Animation' }).click()
      else if (page_(c) === 'ajax-data') await page.getByRole('button', { name: 'Button Triggering AJAX Request' }).click()
      else await page.getByRole('button', { name: 'Retry' }).click()
    },
    // A click at the moving target's position may miss it: dispatch the click on the element itself.
    'task.probe': async (_e, { page }) => {
      await page.getByTestId('challenge-animated-button-target').dispatchEvent('click')
    },
  },
  actors: {
    task: {
      endpoint: (c) => (ctx(c.before).autoStart ? 'GET /challenges/waiting/load-delay' : 'GET /challenges/waiting/ajax-data'),
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
  },
  states: {
    idle: async (s, { page }) => {
      const c = ctx(s)
      if (page_(c) !== 'animated-button') return assertRequestPage(page, c, 'idle')
      const target = page.getByTestId('challenge-animated-button-target')
      await expect(target).not.toHaveClass(/\bspin\b/)
      const status = c.probe === 'early' ? STATUS.early : c.probe === 'ready' && c.completed > 0 ? STATUS.clicked : c.completed > 0 ? STATUS.done : STATUS.idle
      await expect(page.getByTestId('challenge-animated-button-status')).toHaveText(status)
    },
    'working.timer': async (_s, { page }) => {
      await expect(page.getByTestId('challenge-animated-button-target')).toHaveClass(/\bspin\b/)
      await expect(page.getByTestId('challenge-animated-button-status')).toHaveText(STATUS.animating)
    },
    'working.request': async (s, { page }) => assertRequestPage(page, ctx(s), 'working'),
    failed: async (s, { page }) => assertRequestPage(page, ctx(s), 'failed'),
  },
})
