import type { AnyMachineSnapshot } from 'xstate'
import type { BrowserRequestContext, BrowserRequestResult } from '@machines/challenges/challenge-browser-request.machine'
import { browserRequestModel } from '@machines/challenges/challenge-browser-request.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'
import type { Page } from '@playwright/test'

const ctx = (s: AnyMachineSnapshot) => s.context as BrowserRequestContext

const TEXT: Record<string, string> = {
  granted: 'Congratulations! You must have the proper credentials.',
  wrong: 'Wrong user name or password.',
}

async function assertShown(page: Page, c: BrowserRequestContext, solved: boolean) {
  const expected = c.result ? TEXT[c.result.code]! : c.error === 'network' ? 'Network error. Please try again.' : ''
  await expect(page.getByTestId('challenge-basic-auth-result')).toHaveText(expected)
  await expect(page.getByTestId('challenge-basic-auth-status')).toHaveAttribute('data-solved', String(solved))
  await expect(page.getByTestId('challenge-basic-auth-submit-button')).toBeEnabled()
}

/** The browser-request machine as the basic-auth challenge runs it: refusals and failures come from sandbox scenarios. */
export const challengeBrowserRequestUi = uiModel({
  model: browserRequestModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/challenges/basic-auth')
  },
  events: {
    'request.send': async (_e, { page }) => {
      await page.getByLabel('User name').fill('admin')
      await page.getByLabel('Password').fill('admin')
      await page.getByRole('button', { name: 'Sign in' }).click()
    },
  },
  actors: {
    request: {
      endpoint: 'GET /challenges/basic-auth',
      done: (event) => ((event as unknown as { output: BrowserRequestResult }).output.ok ? null : { status: 401, body: { detail: 'Incorrect username or password' } }),
      error: () => ({ networkError: true }),
    },
  },
  states: {
    idle: async (s, { page }) => assertShown(page, ctx(s), false),
    sending: async (_s, { page }) => {
      await expect(page.getByTestId('challenge-basic-auth-submit-button')).toBeDisabled()
    },
    answered: async (s, { page }) => assertShown(page, ctx(s), false),
    failed: async (s, { page }) => assertShown(page, ctx(s), false),
    'solved.shown': async (s, { page }) => {
      await assertShown(page, ctx(s), true)
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
    'solved.sending': async (_s, { page }) => {
      await expect(page.getByTestId('challenge-basic-auth-submit-button')).toBeDisabled()
    },
  },
})
