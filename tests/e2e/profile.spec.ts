/**
 * Profile (docs/spec/1-shell-and-accounts.md §2.7, §3.1, §4, §5, §7, §8): header name and e-mail, view and edit modes, Save
 * only when changed, cancel restores, PATCH /auth/profile without the e-mail, success and error
 * dialogs, the header name after saving, the static activity block, and the security section's
 * change-password form (every rule and message, server failures, success → logout after 1.5 s →
 * the new password works and the old one fails), in English, Korean, light and dark.
 */
import type { Page } from '@playwright/test'
import { api, expect, open, openSignedIn, sandboxReady, storedState, test, toast } from '../fixtures/app'

test.describe.configure({ mode: 'parallel' })

const REQUIRED = 'This field is required'
const PASSWORD_CHANGED = 'Password changed successfully. Please log in again.'
const CHANGE_FAILED = 'Failed to change password. Please check your current password.'
const SERVER_ERROR = 'The server ran into a problem. Please try again later.'
const WEBSITE_URL = 'Enter a web address that starts with http:// or https://'

/** The PATCH /auth/profile requests the page sends from now on. */
function countPatches(page: Page): string[] {
  const patches: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/v1/auth/profile') patches.push(r.postData() ?? '')
  })
  return patches
}

const notification = (page: Page) => page.getByTestId('notification-dialog')
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })
const toggle = (page: Page) => page.getByRole('button', { name: 'Change password', exact: true })
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' })

/** Registers a fresh user through the API and stores its tokens, so destructive journeys never touch the demo accounts. */
async function signInFreshUser(page: Page, prefix: string, password = 'Start1234!') {
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  await open(page, '/about')
  await sandboxReady(page)
  await page.evaluate(
    async ([e, p]) => {
      const post = (path: string, body: unknown) =>
        fetch(`/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const registered = await post('/auth/register', {
        email: e,
        username: e.split('@')[0],
        password: p,
        full_name: 'Fresh Tester',
        terms_accepted: true,
        privacy_accepted: true,
      })
      if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`)
      const login = await post('/auth/login', { email: e, password: p })
      const body = (await login.json()) as { access_token: string; refresh_token: string }
      localStorage.setItem('access_token', body.access_token)
      localStorage.setItem('refresh_token', body.refresh_token)
    },
    [email, password] as const,
  )
  return { email, password }
}

async function openPasswordForm(page: Page) {
  await toggle(page).click()
  await expect(passwordForm(page)).toBeVisible()
}

async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
  await field(page, 'Current password').fill(current)
  await field(page, 'New password').fill(next)
  await field(page, 'Confirm new password').fill(confirm)
}

test.describe('profile: view mode', () => {
  // A guest on /profile → /login: tests/e2e/boot.spec.ts "/profile lands on /login without the playground message"; the return to the
  // protected page after the login form: tests/e2e/shell.spec.ts "a guest on a protected route goes to /login and returns there…" (the same guard).
  test('view mode: header, saved details, activity and security; Edit opens the form with the saved values, Save only when a value differs; Cancel restores', async ({ page }) => {
    await openSignedIn(page, '/profile')
    await test.step('header with name and e-mail, the saved details, the activity block (the API numbers) and the security section', async () => {
      const header = page.getByTestId('profile-header')
      await expect(header.getByRole('heading', { level: 1 })).toHaveText('Demo User')
      await expect(page.getByTestId('profile-header-email')).toHaveText('demo@example.com')
      await expect(page.getByTestId('profile-role-badge')).toHaveText('User')
      await expect(page.getByTestId('profile-mode')).toHaveText('View mode')
      await expect(page.getByTestId('profile-name-value')).toHaveText('Demo User')
      await expect(page.getByTestId('profile-email-value')).toHaveText('demo@example.com')
      await expect(page.getByTestId('profile-bio-value')).toHaveText('QA engineer who loves flaky-test hunting.')
      await expect(page.getByTestId('profile-location-value')).toHaveText('Seoul')
      await expect(page.getByTestId('profile-website-value')).toHaveText('Not set')
      await expect(page.getByTestId('profile-form')).toHaveCount(0)

      const activity = page.getByRole('region', { name: 'Activity' })
      const stats = await api<{ completed: number }>(page, 'GET', '/todos/stats')
      const mine = await api<{ total: number }>(page, 'GET', '/posts/my')
      const feed = await api<{ days_active: number }>(page, 'GET', '/users/me/activity')
      await expect(activity.getByTestId('profile-activity-posts')).toContainText('Posts')
      await expect(page.getByTestId('profile-activity-posts-value')).toHaveText(String(mine.total))
      await expect(page.getByTestId('profile-activity-todos')).toContainText('Todos completed')
      await expect(page.getByTestId('profile-activity-todos-value')).toHaveText(String(stats.completed))
      await expect(page.getByTestId('profile-activity-days')).toContainText('Days active')
      await expect(page.getByTestId('profile-activity-days-value')).toHaveText(String(feed.days_active))

      const security = page.getByRole('region', { name: 'Security' })
      await expect(security.getByRole('heading', { name: 'Security tips' })).toBeVisible()
      await expect(security.getByRole('listitem')).toHaveCount(4)
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(passwordForm(page)).toHaveCount(0)
      await expect(page).toHaveTitle('Profile · QA Playground')
    })

    await test.step('Edit opens the form with the saved values; Save is enabled only when a value differs', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await expect(page.getByTestId('profile-mode')).toHaveText('Edit mode')
      await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible()
      await expect(field(page, 'Name')).toHaveValue('Demo User')
      await expect(field(page, 'Email')).toHaveValue('demo@example.com')
      await expect(field(page, 'Bio')).toHaveValue('QA engineer who loves flaky-test hunting.')
      await expect(field(page, 'Location')).toHaveValue('Seoul')
      await expect(field(page, 'Website')).toHaveValue('')
      await expect(saveButton(page)).toBeDisabled()
      await expect(page.getByTestId('profile-save-hint')).toHaveText('Change a value to enable Save.')

      for (const [label, value] of [['Name', 'Ada'], ['Email', 'x@example.com'], ['Bio', 'b'], ['Location', 'Busan'], ['Website', 'https://qa.example.com']] as const) {
        const input = field(page, label)
        const original = await input.inputValue()
        await input.fill(value)
        await expect(saveButton(page), `Save after changing ${label}`).toBeEnabled()
        await expect(page.getByTestId('profile-save-hint')).toHaveText('You have unsaved changes.')
        await input.fill(original)
        await expect(saveButton(page), `Save after restoring ${label}`).toBeDisabled()
      }
    })

    await test.step('Cancel restores the saved values and returns to view mode', async () => {
      // Still in edit mode from the step before, every value back to the saved one.
      await field(page, 'Name').fill('Someone Else')
      await field(page, 'Location').fill('Busan')
      await page.getByRole('button', { name: 'Cancel', exact: true }).click()
      await expect(page.getByTestId('profile-mode')).toHaveText('View mode')
      await expect(page.getByTestId('profile-name-value')).toHaveText('Demo User')
      await expect(page.getByTestId('profile-location-value')).toHaveText('Seoul')
      await page.getByTestId('profile-edit-button').click()
      await expect(field(page, 'Name')).toHaveValue('Demo User')
      await expect(field(page, 'Location')).toHaveValue('Seoul')
    })
  })
})

test.describe('profile: activity numbers', () => {
  test('after completing a todo and writing a post, the profile and the dashboard show the same, higher numbers after a reload', async ({ page }) => {
    await openSignedIn(page, '/profile')
    await expect(page.getByTestId('profile-activity-todos-value')).toHaveText(/^\d+$/)
    const before = Number(await page.getByTestId('profile-activity-todos-value').textContent())
    const postsBefore = Number(await page.getByTestId('profile-activity-posts-value').textContent())
    const todo = await api<{ id: number }>(page, 'POST', '/todos/', { title: 'Profile count todo' })
    await api(page, 'PATCH', `/todos/${todo.id}/toggle`)
    await api(page, 'POST', '/posts/', { title: 'Profile count post', content: 'A post that the profile counts.' })
    await page.reload()
    await expect(page.getByTestId('profile-activity-todos-value')).toHaveText(String(before + 1))
    await expect(page.getByTestId('profile-activity-posts-value')).toHaveText(String(postsBefore + 1))
    await page.goto('/dashboard')
    await expect(page.getByTestId('dashboard-stat-completed-value')).toHaveText(String(before + 1))
    await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(String(postsBefore + 1))
    await expect(page.getByTestId('dashboard-activity-feed').locator(':scope > li').first()).toContainText('You published "Profile count post"')
  })

  test('a failed load shows a dash and the error with a retry', async ({ page }) => {
    await openSignedIn(page, '/about')
    await page.evaluate(() => window.__sandbox!.scenario('GET /users/me/activity', { status: 500, times: 1 }))
    await page.goto('/profile')
    await expect(page.getByTestId('profile-activity-error')).toContainText('The server ran into a problem')
    await expect(page.getByTestId('profile-activity-days-value')).toHaveText('–')
    await page.getByTestId('profile-activity-retry-button').click()
    await expect(page.getByTestId('profile-activity-error')).toHaveCount(0)
    await expect(page.getByTestId('profile-activity-days-value')).toHaveText(/^\d+$/)
  })
})

test.describe('profile: edit mode', () => {
  test('saving: "Saving…", PATCH /auth/profile without the e-mail, the success dialog, new values in the view, header and after reload', async ({ page, sandbox }) => {
    await openSignedIn(page, '/profile')
    await page.getByTestId('profile-edit-button').click()
    await field(page, 'Name').fill('Ada Tester')
    await field(page, 'Bio').fill('Exploratory tester')
    await field(page, 'Location').fill('Busan')
    await field(page, 'Website').fill('https://ada.example.com')
    await field(page, 'Email').fill('ada@example.com')

    await sandbox.scenario('PATCH /auth/profile', { hold: true, times: 1 })
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/profile') && r.method() === 'PATCH')
    await saveButton(page).click()
    expect((await request).postDataJSON()).toEqual({ full_name: 'Ada Tester', bio: 'Exploratory tester', location: 'Busan', website: 'https://ada.example.com' })
    await sandbox.waitForPending('PATCH /auth/profile')
    await expect(page.getByTestId('profile-save-button')).toContainText('Saving…')
    await expect(page.getByTestId('profile-save-button')).toBeDisabled()
    await expect(field(page, 'Name')).toBeDisabled()
    await sandbox.release('PATCH /auth/profile')

    const dialog = page.getByRole('dialog', { name: 'Success' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription('Profile updated successfully')
    await expect(notification(page)).toHaveAttribute('data-variant', 'success')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await expect(page.getByTestId('profile-mode')).toHaveText('View mode')
    await expect(page.getByTestId('profile-header-name')).toHaveText('Ada Tester')
    // The e-mail is not sent: it stays the stored one.
    await expect(page.getByTestId('profile-header-email')).toHaveText('demo@example.com')
    await expect(page.getByTestId('profile-email-value')).toHaveText('demo@example.com')
    await expect(page.getByTestId('profile-website-value')).toHaveText('https://ada.example.com')
    await expect(page.getByTestId('header-profile-link')).toHaveText('Ada Tester')
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { name?: string }).name)).toBe('Ada Tester')

    await page.reload()
    await expect(page.getByTestId('profile-header-name')).toHaveText('Ada Tester')
    await expect(page.getByTestId('profile-bio-value')).toHaveText('Exploratory tester')
    await expect(page.getByTestId('profile-location-value')).toHaveText('Busan')
    await expect(page.getByTestId('header-profile-link')).toHaveText('Ada Tester')
  })

  test('the name and website rules before saving: the sign-up name rule (required, minimum 2, maximum 50) and an http(s) website; nothing invalid is sent', async ({ page }) => {
    await openSignedIn(page, '/profile')
    const patches = countPatches(page)
    await test.step('the sign-up name rule before saving: empty → required, one letter → minimum 2, 51 → maximum 50; nothing is sent', async () => {
      await page.getByTestId('profile-edit-button').click()
      const nameError = page.getByTestId('profile-name-error')
      await expect(nameError).toHaveCount(0)

      await field(page, 'Name').fill('')
      await saveButton(page).click()
      await expect(nameError).toHaveText(REQUIRED)
      await field(page, 'Name').fill('A')
      await expect(nameError).toHaveText('Minimum length is 2 characters')
      await saveButton(page).click()
      await expect(nameError).toHaveText('Minimum length is 2 characters')
      await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
      await field(page, 'Name').fill('x'.repeat(51))
      await expect(nameError).toHaveText('Maximum length is 50 characters')
      await saveButton(page).click()
      await expect(page.getByTestId('profile-mode')).toHaveText('Edit mode')
      await expect(notification(page)).toBeHidden()
      expect(patches).toEqual([])
      await expect(page.getByText('String should have')).toHaveCount(0)

      // Two letters are fine: saved.
      await field(page, 'Name').fill('  Al  ')
      await expect(nameError).toHaveCount(0)
      await saveButton(page).click()
      await page.getByRole('dialog', { name: 'Success' }).press('Escape')
      await expect(page.getByTestId('profile-header-name')).toHaveText('Al')
      expect(patches).toHaveLength(1)
    })

    await test.step('a website must be an http(s) address: javascript:alert(1) is refused and not saved', async () => {
      // Counted from here: the name step above saved once.
      const websitePatches = countPatches(page)
      await page.getByTestId('profile-edit-button').click()
      await field(page, 'Website').fill('javascript:alert(1)')
      await saveButton(page).click()
      await expect(page.getByTestId('profile-website-error')).toHaveText(WEBSITE_URL)
      await field(page, 'Website').fill('example.com')
      await expect(page.getByTestId('profile-website-error')).toHaveText(WEBSITE_URL)
      expect(websitePatches).toEqual([])
      await page.getByTestId('profile-cancel-button').click()
      await expect(page.getByTestId('profile-website-value')).toHaveText('Not set')

      await page.getByTestId('profile-edit-button').click()
      await expect(page.getByTestId('profile-website-error')).toHaveCount(0)
      await field(page, 'Website').fill('https://qa.example.com')
      await saveButton(page).click()
      await page.getByRole('dialog', { name: 'Success' }).press('Escape')
      await expect(page.getByTestId('profile-website-value').getByRole('link', { name: 'https://qa.example.com' })).toHaveAttribute('href', 'https://qa.example.com')
    })
  })

  test('failures: a 5xx shows the translated server-error text, never the raw detail, and Escape keeps the typed values; a refusal without a detail; a validator text', async ({ page, sandbox }) => {
    await openSignedIn(page, '/profile')
    await test.step('a 5xx shows the translated server-error text in the error dialog, never the raw detail; Escape keeps the typed values', async () => {
      await page.getByTestId('profile-edit-button').click()
      await field(page, 'Name').fill('Ada Tester')
      await sandbox.scenario('PATCH /auth/profile', { status: 500, body: { detail: 'Internal Server Error' }, times: 1 })
      await saveButton(page).click()
      const dialog = page.getByRole('alertdialog', { name: 'Error' })
      await expect(dialog).toBeVisible()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText(`Failed to update profile. ${SERVER_ERROR}`)
      await expect(notification(page)).toHaveAttribute('data-variant', 'error')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('profile-mode')).toHaveText('Edit mode')
      await expect(field(page, 'Name')).toHaveValue('Ada Tester')
      await expect(saveButton(page)).toBeEnabled()
      await expect(page.getByTestId('header-profile-link')).toHaveText('Demo User')
    })

    await test.step('a refusal without a detail shows "Failed to update profile"; a validator text adds the translated validation message', async () => {
      // Still in edit mode (Escape kept the form open).
      await field(page, 'Bio').fill('Another bio')
      await sandbox.scenario('PATCH /auth/profile', { status: 400, body: {}, times: 1 })
      await saveButton(page).click()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText('Failed to update profile')
      await page.getByTestId('notification-dialog-close-button').click()
      await expect(notification(page)).toBeHidden()

      await sandbox.scenario('PATCH /auth/profile', {
        status: 422,
        body: { detail: [{ loc: ['body', 'full_name'], msg: 'String should have at least 2 characters', type: 'string_too_short' }] },
        times: 1,
      })
      await saveButton(page).click()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText('Failed to update profile. The server did not accept the data. Please check the fields and try again.')
      await expect(page.getByText('String should have')).toHaveCount(0)
    })
  })
})

test.describe('profile: change password form', () => {
  test('the form: toggle, every rule and its message, a wrong current password (the real answer), other failures and "Updating…"', async ({ page, sandbox }) => {
    await openSignedIn(page, '/profile')
    await openPasswordForm(page)
    await test.step('the toggle opens and closes the form; closing forgets what was typed', async () => {
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
      for (const label of ['Current password', 'New password', 'Confirm new password']) await expect(field(page, label)).toHaveAttribute('type', 'password')
      await field(page, 'Current password').fill('something')
      await toggle(page).click()
      await expect(passwordForm(page)).toHaveCount(0)
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await openPasswordForm(page)
      await expect(field(page, 'Current password')).toHaveValue('')
    })

    await test.step('every rule and its message; an edited field loses its error', async () => {
      // The form is open from the step before.
      const submit = page.getByRole('button', { name: 'Update password' })
      const error = (id: 'current' | 'new' | 'confirm') => page.getByTestId(`change-password-${id}-error`)

      await submit.click()
      await expect(passwordForm(page).getByText(REQUIRED, { exact: true })).toHaveCount(3)
      await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true')

      // Editing one field clears that field's error only.
      await field(page, 'Current password').fill('Demo1234!')
      await expect(error('current')).toBeHidden()
      await expect(error('new')).toHaveText(REQUIRED)
      await expect(error('confirm')).toHaveText(REQUIRED)

      const cases: Array<[string, string]> = [
        ['Ab1', 'Minimum length is 8 characters'],
        ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
        ['abcdefg1', 'Password must contain at least one uppercase letter'],
        ['Abcdefgh', 'Password must contain at least one number'],
        ['Demo1234!', 'New password must be different from current password'],
      ]
      for (const [value, message] of cases) {
        await field(page, 'New password').fill(value)
        await field(page, 'Confirm new password').fill(value)
        await submit.click()
        await expect(error('new'), value).toHaveText(message)
        await expect(error('confirm')).toBeHidden()
      }
      await field(page, 'New password').fill('NewPass123')
      await expect(error('new')).toBeHidden()
      await field(page, 'Confirm new password').fill('NewPass124')
      await submit.click()
      await expect(error('confirm')).toHaveText('Passwords do not match')
      await expect(error('new')).toBeHidden()
      await expect(error('current')).toBeHidden()
    })

    await test.step('a wrong current password: the field says "Current password is incorrect" and the server message is toasted', async () => {
      // The form is open from the step before.
      await fillPasswords(page, 'Wrong1234!', 'NewPass123', 'NewPass123')
      await page.getByRole('button', { name: 'Update password' }).click()
      await expect(page.getByTestId('change-password-current-error')).toHaveText('Current password is incorrect')
      await expect(toast(page, 'Current password is incorrect')).toBeVisible()
      await expect(page).toHaveURL(/\/profile$/)
      // Editing the field clears the message.
      await field(page, 'Current password').fill('Demo1234!')
      await expect(page.getByTestId('change-password-current-error')).toBeHidden()
    })

    await test.step('other failures toast the generic change error (a 5xx with the server-error reason); "Updating…" while the call runs', async () => {
      // The form is open from the step before.
      await fillPasswords(page, 'Demo1234!', 'NewPass123', 'NewPass123')
      await sandbox.scenario('POST /auth/change-password', { hold: true, status: 500, body: { detail: 'Password service is down' }, times: 1 })
      await page.getByRole('button', { name: 'Update password' }).click()
      await sandbox.waitForPending('POST /auth/change-password')
      await expect(page.getByTestId('change-password-submit-button')).toContainText('Updating…')
      await expect(field(page, 'New password')).toBeDisabled()
      await expect(toggle(page)).toBeDisabled()
      await sandbox.release('POST /auth/change-password')
      await expect(toast(page, 'Failed to change password. Please check your current password.')).toContainText(SERVER_ERROR)
      await expect(page.getByText('Password service is down')).toHaveCount(0)
      await expect(page.getByTestId('change-password-current-error')).toBeHidden()

      await sandbox.scenario('POST /auth/change-password', { status: 400, body: {}, times: 1 })
      await page.getByRole('button', { name: 'Update password' }).click()
      // A plain refusal: the text alone (the 5xx's toast above also carries the reason).
      await expect(toast(page, CHANGE_FAILED).filter({ hasNot: page.getByTestId('toast-description') })).toBeVisible()

      await sandbox.scenario('POST /auth/change-password', { status: 400, body: { detail: 'New password must be different from current password' }, times: 1 })
      await page.getByRole('button', { name: 'Update password' }).click()
      await expect(page.getByTestId('change-password-new-error')).toHaveText('New password must be different from current password')
      await expect(page.getByTestId('change-password-current-error')).toBeHidden()
      await expect(page).toHaveURL(/\/profile$/)
    })
  })

  test('success: the toast, logout 1.5 s later on /login; the new password works and the old one fails', async ({ page }) => {
    const { email, password } = await signInFreshUser(page, 'pw-change')
    await open(page, '/profile')
    await expect(page.getByTestId('profile-header-name')).toHaveText('Fresh Tester')
    await openPasswordForm(page)
    await fillPasswords(page, password, 'Changed5678', 'Changed5678')
    const submittedAt = Date.now()
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(toast(page, PASSWORD_CHANGED)).toBeVisible()
    // Still signed in right after the toast; logged out about 1.5 s later.
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 })
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1500)
    await expect(toast(page, 'You have been logged out.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()

    const loginWith = async (p: string) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(email)
      await page.getByRole('textbox', { name: 'Password' }).fill(p)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
    }
    await loginWith(password)
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your email and password.' })).toBeVisible()
    await loginWith('Changed5678')
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('header-profile-link')).toHaveText('Fresh Tester')
  })
})

test.describe('profile in Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })

  test('labels, the required messages, the success dialog, the name and website rules and the failures in Korean', async ({ page, sandbox }) => {
    await openSignedIn(page, '/profile')
    await test.step('labels, the required messages and the success dialog in Korean', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
      await expect(page.getByRole('heading', { name: '프로필 정보' })).toBeVisible()
      await expect(page.getByRole('heading', { name: '활동' })).toBeVisible()
      await expect(page.getByTestId('profile-activity-days')).toContainText('활동 일수')
      await expect(page.getByTestId('profile-mode')).toHaveText('보기 모드')
      await expect(page.getByTestId('profile-website-value')).toHaveText('설정되지 않음')

      await page.getByRole('button', { name: '비밀번호 변경' }).click()
      await page.getByRole('button', { name: '비밀번호 업데이트' }).click()
      await expect(page.getByText('필수 입력 항목입니다', { exact: true })).toHaveCount(3)
      await field(page, '현재 비밀번호').fill('Demo1234!')
      await field(page, '새 비밀번호').fill('abc')
      await page.getByRole('button', { name: '비밀번호 업데이트' }).click()
      await expect(page.getByTestId('change-password-new-error')).toHaveText('최소 8자 이상 입력해 주세요')
      await field(page, '새 비밀번호').fill('Demo1234!')
      await page.getByRole('button', { name: '비밀번호 업데이트' }).click()
      await expect(page.getByTestId('change-password-new-error')).toHaveText('새 비밀번호는 현재 비밀번호와 달라야 합니다')

      await page.getByRole('button', { name: '편집', exact: true }).click()
      await field(page, '이름').fill('김테스터')
      await page.getByRole('button', { name: '저장', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: '성공' })
      await expect(dialog).toHaveAccessibleDescription('프로필이 성공적으로 업데이트되었습니다')
      await dialog.getByRole('button', { name: '닫기' }).click()
      await expect(page.getByTestId('header-profile-link')).toHaveText('김테스터')
    })

    await test.step('the name and website rules in Korean; nothing is sent', async () => {
      const patches = countPatches(page)
      await page.getByTestId('profile-edit-button').click()
      await field(page, '이름').fill('A')
      await field(page, '웹사이트').fill('javascript:alert(1)')
      await page.getByTestId('profile-save-button').click()
      await expect(page.getByTestId('profile-name-error')).toHaveText('최소 2자 이상 입력해 주세요')
      await expect(page.getByTestId('profile-website-error')).toHaveText('http:// 또는 https://로 시작하는 웹 주소를 입력해 주세요')
      await field(page, '이름').fill('')
      await expect(page.getByTestId('profile-name-error')).toHaveText('필수 입력 항목입니다')
      expect(patches).toEqual([])
    })

    await test.step('failures say so in Korean: a refusal without a detail, a 5xx (never the raw English)', async () => {
      // Leave the invalid form of the step before, then edit again.
      await page.getByTestId('profile-cancel-button').click()
      await page.getByTestId('profile-edit-button').click()
      await field(page, '위치').fill('부산')
      await sandbox.scenario('PATCH /auth/profile', { status: 400, body: {}, times: 1 })
      await page.getByTestId('profile-save-button').click()
      await expect(page.getByRole('alertdialog', { name: '오류' })).toBeVisible()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText('프로필 업데이트에 실패했습니다')
      await page.getByTestId('notification-dialog-close-button').click()

      await sandbox.scenario('PATCH /auth/profile', { status: 500, body: { detail: 'Internal Server Error' }, times: 1 })
      await page.getByTestId('profile-save-button').click()
      await expect(page.getByTestId('notification-dialog-message')).toHaveText('프로필 업데이트에 실패했습니다. 서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.')
    })
  })
})

test.describe('profile in dark mode', () => {
  test.use({ storageState: storedState({ theme: 'dark' }) })

  test('renders dark, with the dialogs themed too', async ({ page }) => {
    await openSignedIn(page, '/profile')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByTestId('profile-header-name')).toHaveText('Demo User')
    const background = await page.getByTestId('profile-info').evaluate((el) => getComputedStyle(el).backgroundColor)
    // A dark panel: every RGB channel is low.
    const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number)
    expect(Math.max(...channels)).toBeLessThan(80)
    await page.getByTestId('profile-edit-button').click()
    await field(page, 'Location').fill('Daegu')
    await saveButton(page).click()
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible()
  })
})
