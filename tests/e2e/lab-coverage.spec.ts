/**
 * The learner's own coverage and the live inspector: a login run raises the
 * login machine's figures in `window.__lab.coverage()` and on /lab/login open in another tab; the inspector opens by its header button,
 * by `?inspect=1` and by Alt+Shift+K, lists the live login actor with its state and recent
 * transitions; `?exam=1` hides it for the rest of the tab's session.
 */
import type { Page } from '@playwright/test'
import type { LabCoverage } from '@/lab-runtime/coverage'
import { expectAccessible } from '../fixtures/a11y'
import { expect, open, test } from '../fixtures/app'

type LabWindow = { __lab: { coverage: (id?: string) => Promise<LabCoverage>; reset: () => void } }

const loginCoverage = (page: Page) =>
  page.evaluate(async () => (await (window as unknown as LabWindow).__lab.coverage('login')).machines.login!)

async function failedLogin(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com')
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Login failed. Please check your email and password.').first()).toBeVisible()
}

test('a login run raises the login machine coverage in window.__lab.coverage() and, in another tab, on /lab/login', async ({ page, context }) => {
  await open(page, '/login')
  await page.evaluate(() => (window as unknown as LabWindow).__lab.reset())
  await page.reload()
  await page.getByRole('textbox', { name: 'Email' }).waitFor()
  const before = await loginCoverage(page)
  expect(before.states.total).toBeGreaterThan(2)
  expect(before.states.covered).toBeGreaterThanOrEqual(1) // the form's initial state
  expect(before.transitions.covered).toBeLessThan(before.transitions.total)

  const lab = await context.newPage()
  await open(lab, '/lab/login?tab=coverage')
  const zeroSwitch = lab.getByTestId('lab-coverage-zeroSwitch')
  // The figures appear once the analysis worker has explored the graph (seconds on a busy machine).
  await expect(zeroSwitch).toHaveAttribute('data-covered', String(before.transitions.covered), { timeout: 30_000 })
  await expect(zeroSwitch).toHaveAttribute('data-total', String(before.transitions.total))

  await failedLogin(page)
  const after = await loginCoverage(page)
  // The lab tab follows through local storage, with the same figures.
  await expect(zeroSwitch).toHaveAttribute('data-covered', String(after.transitions.covered))
  await expect(lab.getByTestId('lab-coverage-allStates')).toHaveAttribute('data-covered', String(after.states.covered))
  await expect(lab.getByTestId('lab-coverage-oneSwitch')).toHaveAttribute('data-covered', String(after.pairs.covered))
  await expect(lab.getByTestId('lab-coverage-allStates')).toHaveAttribute('data-percent', String(after.states.percent))
  expect(after.states.covered).toBeGreaterThan(before.states.covered) // submitting
  expect(after.transitions.covered).toBeGreaterThan(before.transitions.covered)
  expect(after.pairs.covered).toBeGreaterThan(before.pairs.covered)
  expect(after.states.percent).toBeGreaterThan(before.states.percent)
  expect(after.transitions.uncovered.length).toBe(after.transitions.total - after.transitions.covered)

  // Kept in local storage: a reload (a new page, same browser) still has it; reset clears it.
  await page.reload()
  await page.getByRole('textbox', { name: 'Email' }).waitFor()
  expect((await loginCoverage(page)).transitions.covered).toBeGreaterThanOrEqual(after.transitions.covered)
  const overall = await page.evaluate(async () => (await (window as unknown as LabWindow).__lab.coverage()).overall)
  expect(overall.transitions.covered).toBeGreaterThanOrEqual(after.transitions.covered)
  expect(overall.transitions.total).toBeGreaterThan(after.transitions.total)
})

test('the inspector opens by button, ?inspect=1 and Alt+Shift+K, lists the live login actor, passes axe in light and dark', async ({ page }) => {
  await open(page, '/login')
  const toggle = page.getByRole('button', { name: 'State inspector' })
  await expect(toggle).toHaveAttribute('data-testid', 'auth-inspector-toggle') // the sign-in pages' own header
  await expect(toggle).toHaveAttribute('title', 'State inspector (Alt+Shift+K)')
  await expect(page.getByTestId('lab-inspector')).toHaveCount(0)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const panel = page.getByRole('region', { name: 'State inspector' })
  await expect(panel).toBeVisible()
  const login = panel.getByTestId('lab-inspector-actor').and(page.locator('[data-machine="login"]'))
  await expect(login.getByTestId('lab-inspector-state')).toHaveText('editing')
  await expect(login.getByTestId('lab-inspector-events')).toContainText('form.submit')
  await expect(login.getByRole('link', { name: 'Open login in the state lab' })).toHaveAttribute('href', '/lab/login')

  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234!')
  await expect(login.getByTestId('lab-inspector-context')).toContainText('password: •••') // masked
  await expect(login.getByTestId('lab-inspector-context')).not.toContainText('Wrong1234!')
  await failedLogin(page)
  const steps = login.getByTestId('lab-inspector-transition')
  await expect(steps.first()).toContainText('→ editing') // newest first: the answer came back
  await expect(login.getByTestId('lab-inspector-transitions')).toContainText(/form\.submit\s+editing → submitting/)
  await expectAccessible(page, 'inspector open on /login, light')
  await page.getByTestId('auth-theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectAccessible(page, 'inspector open on /login, dark')

  await page.keyboard.press('Alt+Shift+K')
  await expect(panel).toHaveCount(0)
  await page.keyboard.press('Alt+Shift+K')
  await expect(panel).toBeVisible()

  await open(page, '/about?inspect=1')
  await expect(page.getByTestId('lab-inspector')).toBeVisible()
  await expect(page.getByTestId('header-inspector-toggle')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('lab-inspector-actor').first()).toBeVisible() // session, preferences
  await page.getByTestId('lab-inspector-close-button').click()
  await expect(page.getByTestId('lab-inspector')).toHaveCount(0)
})

test('?exam=1 hides the inspector for the rest of the session; 320 px keeps the toggle on screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await open(page, '/login')
  await expect(page.getByTestId('auth-inspector-toggle')).toBeInViewport()
  await page.getByTestId('auth-inspector-toggle').click()
  await expect(page.getByTestId('lab-inspector-actor').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

  await open(page, '/login?exam=1&inspect=1')
  await expect(page.getByTestId('auth-inspector-toggle')).toHaveCount(0)
  await expect(page.getByTestId('lab-inspector')).toHaveCount(0)
  await page.keyboard.press('Alt+Shift+K')
  await expect(page.getByTestId('lab-inspector')).toHaveCount(0)
  await page.getByTestId('header-logo-link').click() // on to the public layout: still hidden
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('app-header')).toBeVisible()
  await expect(page.getByTestId('header-inspector-toggle')).toHaveCount(0)
  await open(page, '/about?exam=0')
  await expect(page.getByTestId('header-inspector-toggle')).toBeVisible()
})
