/**
 * The catalogue of switchable bugs in the browser: `?bugs=` switches a machine bug
 * (a screen's logic) and a handler bug (the sandbox API) for the browser session, and the bug hunt
 * scores an answer. Every other spec runs with all bugs off (the default).
 */
import type { Page } from '@playwright/test'
import { pickBugs } from '@machines/bugs/hunt'
import { BUG_IDS } from '@machines/bugs/registry'
import { expectAccessible } from '../fixtures/a11y'
import { expect, open, openSignedIn, signInViaApi, test } from '../fixtures/app'

const LOGIN_FAILED = 'Login failed. Please check your email and password.'
const LOGIN_SERVER_ERROR = 'The server ran into a problem, so you could not be logged in. Please try again later.'

async function wrongLogin(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com')
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('?bugs= switches a machine bug (counter) and a handler bug (login status) on for the session; without it they are off', async ({ page }) => {
  // Off: minus from 0 shows -1, a wrong password the credentials message.
  await open(page, '/login')
  await wrongLogin(page)
  await expect(page.getByTestId('login-error-alert')).toHaveText(LOGIN_FAILED)
  await signInViaApi(page)
  await open(page, '/playground')
  await page.getByRole('button', { name: 'Decrement' }).click()
  await expect(page.getByTestId('playground-counter-value')).toHaveText('-1')

  // On, from the URL: the counter's minus takes 2 off.
  await open(page, '/playground?bugs=counter-decrement-by-two,login-wrong-status')
  await page.getByRole('button', { name: 'Decrement' }).click()
  await expect(page.getByTestId('playground-counter-value')).toHaveText('-2')
  expect(await page.evaluate(() => window.__sandbox!.bugs.active())).toEqual(['counter-decrement-by-two', 'login-wrong-status'])

  // Remembered without the parameter: the API answers a wrong password with 500.
  await page.evaluate(() => localStorage.clear())
  await open(page, '/login')
  await wrongLogin(page)
  await expect(page.getByTestId('login-error-alert')).toHaveText(LOGIN_SERVER_ERROR)

  // ?bugs= (empty) turns them off again.
  await open(page, '/login?bugs=')
  await wrongLogin(page)
  await expect(page.getByTestId('login-error-alert')).toHaveText(LOGIN_FAILED)
})

test('bug hunt: a seeded set is switched on unnamed, the answer is scored, then the bugs are revealed', async ({ page }) => {
  const hidden = pickBugs(4242, 2)
  const wrong = BUG_IDS.find((id) => !hidden.includes(id))!
  await open(page, '/bug-hunt')
  await page.getByTestId('bug-hunt-count-select').selectOption('2')
  await page.getByLabel('Seed').fill('4242')
  await page.getByRole('button', { name: 'Start the hunt' }).click()
  await expect(page.getByTestId('bug-hunt-status')).toHaveText('Hunt seed 4242: 2 hidden bugs are on.')
  // Hidden means hidden: the console API says a hunt runs, not which bugs; no storage, the address or the data copy
  // names them (the page lists every catalogue id as a claim, the hidden ones no differently).
  expect(await page.evaluate(() => window.__sandbox!.bugs.active())).toEqual({ hunt: true, hidden: 2, detail: expect.stringContaining('bug hunt is running') })
  const readable = await page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, url: location.href, db: window.__sandbox!.db }))
  for (const id of hidden) expect(readable).not.toContain(id)
  for (const id of hidden) await expect(page.getByTestId(`bug-hunt-claim-${id}`)).not.toBeChecked()

  // The hunt survives a reload; the answer: one right, one wrong.
  await page.reload()
  await page.getByRole('checkbox', { name: hidden[0] }).check()
  await page.getByRole('checkbox', { name: wrong }).check()
  await expect(page.getByTestId('bug-hunt-claims-count')).toHaveText('2 ticked.')
  await page.getByRole('button', { name: 'Submit my answer' }).click()
  await expect(page.getByTestId('bug-hunt-score-text')).toHaveText('1 of 2 found (50%)')
  await expect(page.getByTestId(`bug-hunt-found-${hidden[0]}`)).toBeVisible()
  await expect(page.getByTestId(`bug-hunt-falsePositive-${wrong}`)).toBeVisible()
  // The missed one stays unnamed until revealed.
  await expect(page.getByTestId('bug-hunt-missed')).not.toContainText(hidden[1]!)

  // Scored: the console API names them now.
  expect(await page.evaluate(() => window.__sandbox!.bugs.active())).toEqual(hidden)
  await page.getByRole('button', { name: 'Reveal the bugs' }).click()
  await expect(page.getByTestId(`bug-hunt-revealed-${hidden[1]}`)).toBeVisible()
  await expect(page.getByTestId(`bug-hunt-missed-${hidden[1]}`)).toBeVisible()

  await page.getByTestId('bug-hunt-end-button').click()
  await expect(page.getByTestId('bug-hunt-start-button')).toBeVisible()
  expect(await page.evaluate(() => window.__sandbox!.bugs.active())).toEqual([])
})

test('the Bugs tab of the Sandbox controls: descriptions on demand, apply switches the ticked bug on (after a reload), all off; axe clean', async ({ page }) => {
  await openSignedIn(page, '/playground')
  await page.getByTestId('header-mode-badge').click()
  const panel = page.getByRole('dialog', { name: 'Sandbox controls' })
  await panel.getByTestId('sandbox-panel-tab-bugs').click()
  await expect(panel.getByTestId('bugs-active-count')).toHaveText('No bug is on.')
  await expect(panel.getByTestId('bugs-description-counter-decrement-by-two')).toHaveCount(0)
  await panel.getByTestId('bugs-reveal-counter-decrement-by-two-button').click()
  await expect(panel.getByTestId('bugs-description-counter-decrement-by-two')).toHaveText("The counter's minus button subtracts 2 instead of 1.")
  await expectAccessible(page, 'bugs tab')
  await panel.getByRole('checkbox', { name: 'counter-decrement-by-two' }).check()
  await panel.getByTestId('bugs-apply-button').click()
  await expect(page.getByTestId('playground-counter-value')).toHaveText('0')
  await page.getByRole('button', { name: 'Decrement' }).click()
  await expect(page.getByTestId('playground-counter-value')).toHaveText('-2')

  await page.getByTestId('header-mode-badge').click()
  await panel.getByTestId('sandbox-panel-tab-bugs').click()
  await expect(panel.getByTestId('bugs-active-count')).toHaveText('1 bug is on.')
  await panel.getByTestId('bugs-all-off-button').click()
  await expect(page.getByTestId('playground-counter-value')).toHaveText('0')
  expect(await page.evaluate(() => window.__sandbox!.bugs.active())).toEqual([])
})

test.describe('dark theme, 320 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 320, height: 720 } })
  test('the scored and revealed hunt fits and is axe clean', async ({ page }) => {
    await open(page, '/bug-hunt')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.getByLabel('Seed').fill('7')
    await page.getByRole('button', { name: 'Start the hunt' }).click()
    await page.getByRole('button', { name: 'Submit my answer' }).click()
    await expect(page.getByTestId('bug-hunt-score-text')).toHaveText('0 of 3 found (0%)')
    await page.getByRole('button', { name: 'Reveal the bugs' }).click()
    await expect(page.getByTestId('bug-hunt-revealed')).toBeVisible()
    await expectAccessible(page, 'bug hunt revealed')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.getByTestId('bug-hunt-end-button').click()
  })
})
