/**
 * Login (docs/spec/1-shell-and-accounts.md §2.4, §4, §5, §8): demo accounts, caps-lock warning, show/hide, remember
 * e-mail, validation, failure messages in en and ko, success, and the terms-acceptance modal
 * (both boxes, new-tab links, accept and reload, two-step deletion, Escape, failures).
 */
import type { Page } from '@playwright/test'
import { account, expect, loginViaForm, open, readStorage, signInViaApi, test, toast } from '../fixtures/app'

test.describe.configure({ mode: 'parallel' })

const LOGIN_FAILED = 'Login failed. Please check your email and password.'
const LOGIN_SERVER_ERROR = 'The server ran into a problem, so you could not be logged in. Please try again later.'
const LOGIN_SUCCESS = 'Login successful. Welcome back!'

const email = (page: Page) => page.getByRole('textbox', { name: 'Email' })
const password = (page: Page) => page.getByRole('textbox', { name: 'Password' })
const submit = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true })
const termsModal = (page: Page) => page.getByRole('dialog', { name: 'Terms acceptance required' })

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(toast(page, 'You have been logged out.')).toBeVisible()
}

test.describe('login form', () => {
  // A wrong password (the login-failed text, the password cleared) and success (Signing in…, the toast, /dashboard):
  // tests/model/login.model.spec.ts path 1; the machine rules: machines/auth/login.machine.test.ts.
  test('validation, the failure messages, exact labels, demo accounts, caps lock and show/hide, the remember-email help and remembering, the authenticated-visitor redirect', async ({ page, sandbox }) => {
    await open(page, '/login')
    await test.step('validation: empty submit → two required messages; "not-an-email" → the @ message', async () => {
      await submit(page).click()
      await expect(page.getByText('This field is required', { exact: true })).toHaveCount(2)
      await expect(email(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(password(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(page).toHaveURL(/\/login$/)

      await email(page).fill('not-an-email')
      await expect(page.getByText('Email must contain @', { exact: true })).toBeVisible()
      await expect(page.getByText('This field is required', { exact: true })).toHaveCount(1)
      await password(page).fill('whatever')
      await expect(page.getByText('This field is required', { exact: true })).toHaveCount(0)
      await submit(page).click()
      await expect(page.getByText('Email must contain @', { exact: true })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: LOGIN_FAILED })).toHaveCount(0)
    })

    await test.step('a network error shows the network message; a 500, a 502 whose body is an HTML page, and a 503 the server-error message, not the credentials one', async () => {
      const alert = page.getByTestId('login-error-alert')
      await sandbox.scenario('POST /auth/login', { networkError: true, times: 1 })
      await loginViaForm(page)
      await expect(page.getByRole('alert').filter({ hasText: 'Network error. Please try again.' })).toHaveText('Network error. Please try again.')
      await expect(page).toHaveURL(/\/login$/)

      await sandbox.scenario('POST /auth/login', { status: 500, body: { detail: 'Internal Server Error' }, times: 1 })
      await loginViaForm(page)
      await expect(alert).toHaveText(LOGIN_SERVER_ERROR)

      await sandbox.scenario('POST /auth/login', { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', times: 1 })
      await loginViaForm(page)
      await expect(alert).toHaveText(LOGIN_SERVER_ERROR)

      await sandbox.scenario('POST /auth/login', { status: 503, times: 1 })
      await loginViaForm(page)
      await expect(alert).toHaveText(LOGIN_SERVER_ERROR)
      await expect(page.getByText(LOGIN_FAILED)).toHaveCount(0)
      await expect(page.getByText(/Internal Server Error|Bad Gateway|Service Unavailable/)).toHaveCount(0)

      // A 401 (and a 400/422) is still the credentials message.
      await sandbox.scenario('POST /auth/login', { status: 422, times: 1 })
      await loginViaForm(page)
      await expect(alert).toHaveText(LOGIN_FAILED)
      await email(page).fill('demo@example.com')
      await password(page).fill('Wrong1234!')
      await submit(page).click()
      await expect(alert).toHaveText(LOGIN_FAILED)
      await expect(password(page)).toHaveValue('')
      await expect(email(page)).toHaveValue('demo@example.com')
    })

    await test.step('fields are found by their exact labels, as testers write them', async () => {
      await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
      await page.getByLabel('Password', { exact: true }).fill('Demo1234!')
      await expect(page.getByTestId('login-email-input')).toHaveValue('demo@example.com')
      await expect(page.getByTestId('login-password-input')).toHaveValue('Demo1234!')
      await expect(page.getByLabel('Remember email', { exact: true })).not.toBeChecked()
    })

    await test.step('lists the three demo accounts in sandbox mode; "Use" fills the form', async () => {
      const demo = page.getByTestId('login-demo-accounts')
      await expect(demo.getByRole('heading', { name: 'Sandbox demo accounts' })).toBeVisible()
      await expect(demo.getByRole('listitem')).toHaveCount(3)
      for (const name of ['demo', 'admin', 'terms'] as const) {
        const { email: e, password: p } = account(name)
        await expect(demo.getByText(`${e} / ${p}`, { exact: true })).toBeVisible()
      }
      await demo.getByRole('button', { name: 'Use admin@example.com' }).click()
      await expect(email(page)).toHaveValue('admin@example.com')
      await expect(password(page)).toHaveValue('Admin1234!')
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
      await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    })

    await test.step('caps-lock warning and show/hide password', async () => {
      await password(page).fill('secret')
      const warning = page.getByRole('status').filter({ hasText: 'Caps Lock is on' })
      await expect(warning).toHaveCount(0)
      await password(page).dispatchEvent('keydown', { key: 'A', modifierCapsLock: true })
      await expect(warning).toBeVisible()
      await password(page).dispatchEvent('keydown', { key: 'a', modifierCapsLock: false })
      await expect(warning).toHaveCount(0)

      await expect(password(page)).toHaveAttribute('type', 'password')
      await page.getByRole('button', { name: 'Show password' }).click()
      await expect(password(page)).toHaveAttribute('type', 'text')
      await expect(password(page)).toHaveValue('secret')
      await page.getByRole('button', { name: 'Hide password' }).click()
      await expect(password(page)).toHaveAttribute('type', 'password')
    })

    await test.step('the remember-email help explains itself', async () => {
      const text = 'Keeps your e-mail on this device so it is filled in next time. Do not use on a shared computer.'
      await expect(page.getByRole('tooltip', { name: text })).toBeHidden()
      await page.getByRole('button', { name: 'About remember email' }).hover()
      await expect(page.getByRole('tooltip', { name: text })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Remember email' })).toHaveAccessibleDescription(text)
    })

    await test.step('remember email: ticked → pre-filled on the next visit after logout; unticked → forgotten', async () => {
      const remember = page.getByRole('checkbox', { name: 'Remember email' })
      await expect(remember).not.toBeChecked()
      await remember.check()
      await loginViaForm(page)
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(await readStorage(page, ['rememberedEmail', 'rememberEmail'])).toEqual({ rememberedEmail: 'demo@example.com', rememberEmail: 'true' })
      await logOut(page)

      await open(page, '/login')
      await expect(email(page)).toHaveValue('demo@example.com')
      await expect(password(page)).toHaveValue('')
      await expect(remember).toBeChecked()

      // Untick and log in again: the e-mail is forgotten.
      await remember.uncheck()
      await password(page).fill(account('demo').password)
      await submit(page).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(await readStorage(page, ['rememberedEmail', 'rememberEmail'])).toEqual({ rememberedEmail: null, rememberEmail: null })
      await logOut(page)
      await open(page, '/login')
      await expect(email(page)).toHaveValue('')
      await expect(remember).not.toBeChecked()
    })

    await test.step('an authenticated visitor opening /login is sent to /dashboard', async () => {
      await open(page, '/')
      await signInViaApi(page)
      await page.goto('/login')
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    })
  })
})

test.describe('login form in Korean', () => {
  test('a wrong password shows the Korean login-failed message; a 5xx the Korean server-error message; a network failure the Korean network message', async ({ page, sandbox }) => {
    await open(page, '/login?lng=ko')
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible()
    const alert = page.getByTestId('login-error-alert')
    const fill = async (password = 'Demo1234!') => {
      await page.getByRole('textbox', { name: '이메일' }).fill('demo@example.com')
      await page.getByRole('textbox', { name: '비밀번호' }).fill(password)
      await page.getByRole('button', { name: '로그인', exact: true }).click()
    }
    const message = '로그인에 실패했습니다. 이메일과 비밀번호를 확인해 주세요.'
    await fill('Wrong1234!')
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message)
    await sandbox.scenario('POST /auth/login', { status: 502, body: '<html><body>Bad Gateway</body></html>', times: 1 })
    await fill()
    await expect(alert).toHaveText('서버에 문제가 발생해 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.')
    await sandbox.scenario('POST /auth/login', { networkError: true, times: 1 })
    await fill()
    await expect(alert).toHaveText('네트워크 오류가 발생했습니다. 다시 시도해 주세요.')
  })
})

test.describe('terms-acceptance modal', () => {
  /** Logs in as the terms account on /login (opened first unless the page already shows it) and returns the open modal. */
  async function openTermsModal(page: Page, { load = true } = {}) {
    if (load) await open(page, '/login')
    await loginViaForm(page, 'terms')
    return termsModalOpen(page)
  }
  /** The modal is open (a step that continues where the previous one left it open starts here). */
  async function termsModalOpen(page: Page) {
    await expect(termsModal(page)).toBeVisible()
    // Still signed out while the modal is open.
    expect((await readStorage(page, ['access_token'])).access_token).toBeNull()
    return termsModal(page)
  }

  test('both boxes required and the new-tab links; Escape leaves the user signed out; accepting both reloads signed in, stored', async ({ page, context }) => {
    await test.step('both boxes are required; the links open the documents in a new tab', async () => {
      const modal = await openTermsModal(page)
      const termsBox = modal.getByRole('checkbox', { name: /Terms of Service/ })
      const privacyBox = modal.getByRole('checkbox', { name: /Privacy Policy/ })
      await expect(termsBox).not.toBeChecked()
      await expect(privacyBox).not.toBeChecked()

      await termsBox.check()
      await modal.getByRole('button', { name: 'Accept and continue' }).click()
      await expect(modal.getByRole('alert')).toHaveText('Please accept both the Terms of Service and the Privacy Policy to continue.')
      await expect(modal).toBeVisible()

      const termsLink = modal.getByRole('link', { name: 'Terms of Service' })
      const privacyLink = modal.getByRole('link', { name: 'Privacy Policy' })
      await expect(termsLink).toHaveAttribute('href', '/terms')
      await expect(termsLink).toHaveAttribute('target', '_blank')
      await expect(privacyLink).toHaveAttribute('href', '/privacy')
      await expect(privacyLink).toHaveAttribute('target', '_blank')
      const [tab] = await Promise.all([context.waitForEvent('page'), privacyLink.click()])
      await expect(tab).toHaveURL(/\/privacy$/)
      await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
      await tab.close()
      // Following the link did not tick the box, and the modal is still there.
      await expect(privacyBox).not.toBeChecked()
      await expect(modal).toBeVisible()
    })

    await test.step('Escape closes the modal and leaves the user signed out', async () => {
      const modal = await termsModalOpen(page)
      await page.keyboard.press('Escape')
      await expect(modal).toHaveCount(0)
      await expect(page).toHaveURL(/\/login$/)
      await expect(password(page)).toHaveValue('')
      expect(await readStorage(page, ['access_token', 'refresh_token', 'user'])).toEqual({ access_token: null, refresh_token: null, user: null })
      await page.goto('/dashboard')
      await expect(page).toHaveURL(/\/login$/)
    })

    await test.step('accepting both reloads the page signed in on /dashboard; the acceptance is stored', async () => {
      const modal = await openTermsModal(page, { load: false })
      await modal.getByRole('checkbox', { name: /Terms of Service/ }).check()
      await modal.getByRole('checkbox', { name: /Privacy Policy/ }).check()
      const reloaded = page.waitForEvent('load')
      await modal.getByRole('button', { name: 'Accept and continue' }).click()
      await reloaded
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByRole('link', { name: 'Profile: Terms Pending' })).toBeVisible()
      await expect(termsModal(page)).toHaveCount(0)

      await logOut(page)
      await open(page, '/login')
      await loginViaForm(page, 'terms')
      await expect(toast(page, LOGIN_SUCCESS)).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(termsModal(page)).toHaveCount(0)
    })
  })

  test('an accept failure, then deleting the account in two steps', async ({ page, sandbox }) => {
    await test.step('an accept failure: a refusal without a detail shows "Failed to accept terms"; a 5xx the server-error text, never the raw detail', async () => {
      const modal = await openTermsModal(page)
      await sandbox.scenario('POST /auth/accept-terms', { status: 400, body: {}, times: 1 })
      await modal.getByRole('checkbox', { name: /Terms of Service/ }).check()
      await modal.getByRole('checkbox', { name: /Privacy Policy/ }).check()
      await modal.getByRole('button', { name: 'Accept and continue' }).click()
      await expect(modal.getByText('Failed to accept terms', { exact: true })).toBeVisible()
      await sandbox.scenario('POST /auth/accept-terms', { status: 503, body: { detail: 'Service Unavailable' }, times: 1 })
      await modal.getByRole('button', { name: 'Accept and continue' }).click()
      // The spec's text first, then the reason (docs/spec/1-shell-and-accounts.md §8).
      await expect(page.getByTestId('terms-modal-server-error')).toHaveText('Failed to accept terms. The server ran into a problem. Please try again later.')
      await expect(modal.getByText('Service Unavailable')).toHaveCount(0)
      await expect(modal).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)
    })

    await test.step('deleting the account needs a second step; afterwards the account cannot log in', async () => {
      const modal = await termsModalOpen(page)
      await modal.getByRole('button', { name: 'Delete my account instead' }).click()
      const confirm = modal.getByRole('alertdialog', { name: 'Delete your account?' })
      await expect(confirm).toContainText('Your account and its data will be deleted permanently. This cannot be undone.')

      // Keep it first: back to the review step.
      await modal.getByRole('button', { name: 'Keep my account' }).click()
      await expect(confirm).toHaveCount(0)
      await expect(modal.getByRole('button', { name: 'Accept and continue' })).toBeVisible()

      await modal.getByRole('button', { name: 'Delete my account instead' }).click()
      await modal.getByRole('button', { name: 'Yes, delete my account' }).click()
      await expect(toast(page, 'Your account has been deleted.')).toBeVisible()
      await expect(termsModal(page)).toHaveCount(0)
      await expect(page).toHaveURL(/\/login$/)

      await loginViaForm(page, 'terms')
      await expect(page.getByRole('alert').filter({ hasText: LOGIN_FAILED })).toHaveText(LOGIN_FAILED)
      await expect(termsModal(page)).toHaveCount(0)
    })
  })
})
