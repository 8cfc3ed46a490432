/**
 * Browser storage (docs/spec/1-shell-and-accounts.md §3.6): corrupted or hand-edited values never break the app and are
 * discarded; a stored app-version change clears local storage except the whitelist (and the
 * sandbox's own database, which is the server's data).
 */
import { readFileSync } from 'node:fs'
import { expect, open, readStorage, signInViaApi, test } from '../fixtures/app'

const APP_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version

const CORRUPTED: Record<string, string> = {
  theme: 'purple',
  i18nextLng: '{{x',
  access_token: 'not a token!',
  refresh_token: '',
  user: '{bad json',
  'auth-storage': 'null',
  userSettings: '[1,2',
  rememberEmail: 'yes',
  rememberedEmail: '<script>',
}

test.describe('corrupted storage', () => {
  test.use({ locale: 'en-US', colorScheme: 'light' })

  test('hand-edited values do not break the home page and are discarded', async ({ page }) => {
    // Before the first load only (a reload must not put them back). The current app_version is
    // stored too, so it is the validation (not the version-change clean-up) that removes them.
    await page.addInitScript(
      ([values, version]) => {
        if (sessionStorage.getItem('corrupted-once')) return
        sessionStorage.setItem('corrupted-once', '1')
        localStorage.setItem('app_version', version)
        for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v)
      },
      [CORRUPTED, APP_VERSION] as const,
    )
    const pageErrors: Error[] = []
    page.on('pageerror', (e) => pageErrors.push(e))
    await open(page, '/')

    await expect(page.getByRole('heading', { level: 1, name: 'QA Playground' })).toBeVisible()
    // The invalid token did not sign anybody in; the invalid theme fell back to the system's.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(page.locator('html')).not.toHaveClass(/purple/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const after = await readStorage(page, Object.keys(CORRUPTED))
    const { i18nextLng, ...rest } = after
    // i18next stores the browser language it detected (en-US) in place of the broken one.
    expect(i18nextLng).toMatch(/^en(-US)?$/)
    expect(rest).toEqual(Object.fromEntries(Object.keys(rest).map((k) => [k, null])))
    expect(pageErrors).toEqual([])

    // And the app keeps working: a login from the form.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('')
  })
})

test.describe('app version change', () => {
  test.use({ locale: 'en-US' })

  test('clears everything but the whitelist and the sandbox database', async ({ page, sandbox }) => {
    await open(page, '/')
    await signInViaApi(page)
    await page.reload()
    await expect(page.getByRole('link', { name: 'Profile: Demo User' })).toBeVisible()

    // Hold the session check of the next load, so what we read is what the version change left.
    await sandbox.scenario('GET /auth/me', { hold: true })
    const before = await page.evaluate(() => {
      localStorage.setItem('app_version', '0.0.1')
      localStorage.setItem('theme', 'dark')
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('language', 'ko')
      localStorage.setItem('rememberedEmail', 'demo@example.com')
      localStorage.setItem('rememberEmail', 'true')
      localStorage.setItem('userSettings', '{"emailNotifications":false}')
      localStorage.setItem('my-custom-key', 'custom')
      return Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))
    })
    expect(before['access_token']).toBeTruthy()
    expect(before['user']).toBeTruthy()
    // The sandbox's database lives in IndexedDB, which a version change does not touch.
    expect(before['qa-sandbox-db']).toBeUndefined()

    await page.reload()
    await sandbox.ready()
    await sandbox.waitForPending('GET /auth/me')
    const after = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])))
    // The state lab's coverage recorder writes its record again after the boot (what this load ran).
    delete after['qa-lab-coverage-v1']
    expect(after).toEqual({
      app_version: APP_VERSION,
      theme: 'dark',
      i18nextLng: 'ko',
      language: 'ko',
      access_token: before['access_token'],
      refresh_token: before['refresh_token'],
      user: before['user'],
    })
    expect(await page.evaluate(() => window.__sandbox!.storageKind())).toBe('indexeddb')

    // The kept tokens still sign the user in, in the kept language and theme.
    await sandbox.release('GET /auth/me')
    await expect(page.getByRole('link', { name: '프로필: Demo User' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })
})
