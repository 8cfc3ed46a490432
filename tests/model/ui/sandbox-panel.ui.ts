import type { Page } from '@playwright/test'
import type { DraftField, SandboxPanelContext } from '@machines/sandbox-panel/sandbox-panel.machine'
import { sandboxPanelModel } from '@machines/sandbox-panel/sandbox-panel.model'
import { expect } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const HOSTED_ORIGIN = 'http://localhost:4174'

const INPUTS: Partial<Record<DraftField, { tab: 'faults' | 'data'; testId: string }>> = {
  status: { tab: 'faults', testId: 'sandbox-panel-status-input' },
  latencyMs: { tab: 'faults', testId: 'sandbox-panel-latency-input' },
  clientTimeoutMs: { tab: 'faults', testId: 'sandbox-panel-client-timeout-input' },
  clockMs: { tab: 'data', testId: 'sandbox-panel-clock-input' },
}

const slug = (endpoint: string) =>
  endpoint
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

async function tab(page: Page, name: 'faults' | 'data') {
  const trigger = page.getByTestId(`sandbox-panel-tab-${name}`)
  if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click()
}

const click = (name: 'faults' | 'data', testId: string) => async (_e: unknown, { page }: StepContext) => {
  await tab(page, name)
  await page.getByTestId(testId).click()
}

/**
 * Makes the next call of these window.__sandbox functions throw once (then restores them all):
 * how a sandbox call fails in the browser.
 */
async function failNext(page: Page, paths: string[]) {
  await page.evaluate((paths) => {
    const api = window.__sandbox as unknown as Record<string, Record<string, unknown>>
    const saved: Array<() => void> = []
    const restore = () => saved.forEach((undo) => undo())
    for (const path of paths) {
      const [a, b] = path.split('.') as [string, string | undefined]
      const owner = (b ? api[a] : api) as Record<string, unknown>
      const key = b ?? a
      const original = owner[key]
      saved.push(() => (owner[key] = original))
      owner[key] = () => {
        restore()
        throw new Error('The in-browser sandbox is not running')
      }
    }
  }, paths)
}

const COMMANDS = ['faults.set', 'faults.remove', 'faults.clear', 'setLatency', 'faults.setClientTimeout', 'reset', 'seed', 'advanceClock']

/** In the sandbox the panel's calls settle at once: `loading` and `running` last a microtask. */
const transient = async (_s: unknown, { page }: StepContext) => {
  await expect(page.getByTestId('sandbox-panel')).toBeVisible()
}

/** The UI mapping of the Sandbox controls model: event → Playwright action, state → assertion. */
export const sandboxPanelUi = uiModel({
  model: sandboxPanelModel,
  start: async ({ page, start }) => {
    // The sandbox start opens the panel on the harness's /about page (a load failure is armed there).
    if (start.input.mode === 'hosted') await page.goto(`${HOSTED_ORIGIN}/about`)
    await page.getByTestId('header-mode-badge').click()
  },
  events: {
    'draft.change': async (e, { page }) => {
      const input = INPUTS[e.field]!
      await tab(page, input.tab)
      await page.getByTestId(input.testId).fill(e.value)
    },
    'fault.apply': click('faults', 'sandbox-panel-apply-button'),
    'latency.apply': click('faults', 'sandbox-panel-latency-button'),
    'clientTimeout.apply': click('faults', 'sandbox-panel-client-timeout-button'),
    'clock.advance': click('data', 'sandbox-panel-clock-button'),
    'data.reset': click('data', 'sandbox-panel-reset-button'),
    'data.seed': click('data', 'sandbox-panel-reseed-button'),
    'faults.clear': click('faults', 'sandbox-panel-clear-button'),
    'fault.edit': async (e, { page }) => {
      await tab(page, 'faults')
      await page.getByTestId(`sandbox-panel-fault-${slug(e.endpoint)}-edit-button`).click()
    },
    'fault.remove': async (e, { page }) => {
      await tab(page, 'faults')
      await page.getByTestId(`sandbox-panel-fault-${slug(e.endpoint)}-remove-button`).click()
    },
    'panel.retry': async (_e, { page }) => page.getByTestId('sandbox-panel-retry-button').click(),
  },
  actors: {
    load: { arrange: async (kind, _e, { page }) => (kind === 'error' ? failNext(page, ['endpoints']) : undefined) },
    run: { arrange: async (kind, _e, { page }) => (kind === 'error' ? failNext(page, COMMANDS) : undefined) },
  },
  states: {
    starting: transient,
    loading: transient,
    running: transient,
    unavailable: async (_s, { page }) => {
      await expect(page.getByTestId('sandbox-panel-unavailable')).toHaveText('Sandbox controls are not available for a real API: faults, latency, data and the clock can only be changed in sandbox or network mode.')
      await expect(page.getByTestId('sandbox-panel-fault-form')).toHaveCount(0)
    },
    loadFailed: async (_s, { page }) => {
      await expect(page.getByTestId('sandbox-panel-load-error')).toContainText('The sandbox settings could not be loaded.')
      await expect(page.getByTestId('sandbox-panel-retry-button')).toBeEnabled()
    },
    ready: async ({ context }, { page }) => {
      const c = context as SandboxPanelContext
      if (c.failure) await expect(page.getByTestId('sandbox-panel-error')).toHaveText('The sandbox did not accept this change.')
      else await expect(page.getByTestId('sandbox-panel-error')).toHaveCount(0)
      if (c.notice) await expect(page.getByTestId('sandbox-panel-notice')).toBeVisible()
      else await expect(page.getByTestId('sandbox-panel-notice')).toHaveCount(0)
      await tab(page, 'faults')
      const faults = c.data?.faults ?? []
      if (faults.length === 0) await expect(page.getByTestId('sandbox-panel-faults-empty')).toBeVisible()
      for (const f of faults) await expect(page.getByTestId(`sandbox-panel-fault-${slug(f.endpoint)}`)).toBeVisible()
      await expect(page.getByTestId('sandbox-panel-status-input')).toHaveValue(c.draft.status)
      // A form submitted invalid shows its field's error.
      await expect(page.getByTestId('sandbox-panel-status-error')).toHaveCount(c.attempted.fault && c.draft.status === '99' ? 1 : 0)
      await expect(page.getByTestId('sandbox-panel-latency-error')).toHaveCount(c.attempted.latencyMs && c.draft.latencyMs === 'x' ? 1 : 0)
      await expect(page.getByTestId('sandbox-panel-client-timeout-error')).toHaveCount(c.attempted.clientTimeoutMs && c.draft.clientTimeoutMs === '0' ? 1 : 0)
      if (c.attempted.clockMs && c.draft.clockMs === '0') {
        await tab(page, 'data')
        await expect(page.getByTestId('sandbox-panel-clock-error')).toBeVisible()
      }
    },
  },
})
