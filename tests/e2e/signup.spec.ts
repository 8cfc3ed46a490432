/**
 * Sign-up (docs/spec/1-shell-and-accounts.md §2.5, §3.2, §4, §5, §8): the fields and their messages word for word (once
 * touched, or all after an attempt), the enabling rule of the submit button, the new-tab terms
 * and privacy links, the security notice, the confirmation modal (I understand / Cancel /
 * Escape), register → log in → /dashboard, every failure of §8, the authenticated-visitor
 * redirect, the Korean screen and the dark theme.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { account, expect, open, readStorage, signInViaApi, storedState, test, toast } from '../fixtures/app'

test.describe.configure({ mode: 'parallel' })

const REQUIRED = 'This field is required'
const SUCCESS = 'Account created successfully. Welcome to QA Playground!'
const EMAIL_EXISTS = 'This email is already registered. Please use a different email or sign in.'

/** A fresh address per test (the sandbox keeps its data per browser context, but be safe across reloads). */
const uniqueEmail = (tag: string) => `signup.${tag}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`

const name = (page: Page) => page.getByRole('textbox', { name: 'Full name' })
const email = (page: Page) => page.getByRole('textbox', { name: 'Email' })
const password = (page: Page) => page.getByLabel('Password', { exact: true })
const confirm = (page: Page) => page.getByLabel('Confirm password', { exact: true })
const terms = (page: Page) => page.getByRole('checkbox', { name: /Terms of Service/ })
const privacy = (page: Page) => page.getByRole('checkbox', { name: /Privacy Policy/ })
const submit = (page: Page) => page.getByRole('button', { name: 'Create account' })
const modal = (page: Page) => page.getByRole('dialog', { name: 'Confirm your sign-up' })
const errorBox = (page: Page) => page.getByTestId('signup-error-alert')

interface Form {
  name: string
  email: string
  password: string
  confirm: string
}

async function fillForm(page: Page, values: Partial<Form> = {}): Promise<Form> {
  const v: Form = { name: 'Ada Tester', email: uniqueEmail('form'), password: 'Tester123', confirm: values.password ?? 'Tester123', ...values }
  await name(page).fill(v.name)
  await email(page).fill(v.email)
  await password(page).fill(v.password)
  await confirm(page).fill(v.confirm)
  await terms(page).check()
  await privacy(page).check()
  return v
}

/** Fills a valid form, presses submit and accepts the confirmation. */
async function signUp(page: Page, values: Partial<Form> = {}): Promise<Form> {
  const v = await fillForm(page, values)
  await submit(page).click()
  await modal(page).getByRole('button', { name: 'I understand' }).click()
  return v
}

test.describe('sign-up form and confirmation modal', () => {
  // Show/hide of both passwords and the enabling rule of the submit button: machines/account/signup.machine.test.ts
  // ("password.toggleVisibility shows and hides both passwords", "signupCanSubmit …"), and
  // tests/model/signup.model.spec.ts (both types and the toggle's name; the button enabled exactly when signupCanSubmit holds).
  test('fields and links; messages once touched, every §5 message, the submit hint, a broken rule; the modal (Cancel keeps the form, Escape registers nothing)', async ({ page, context }) => {
    await open(page, '/signup')
    await test.step('fields, security notice, consent links in a new tab, and the login link', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
      for (const field of [name(page), email(page), password(page), confirm(page)]) {
        await expect(field).toBeVisible()
        await expect(field).toHaveValue('')
      }
      await expect(password(page)).toHaveAttribute('type', 'password')
      await expect(confirm(page)).toHaveAttribute('type', 'password')
      await expect(terms(page)).not.toBeChecked()
      await expect(privacy(page)).not.toBeChecked()
      const notice = page.getByTestId('signup-security-notice')
      await expect(notice).toContainText('Security notice: this is a test environment')
      await expect(notice).toContainText('Data you enter here is for test purposes only. Do not enter real personal data')
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')

      for (const [label, href, heading] of [
        ['Terms of Service', '/terms', 'Terms of Service'],
        ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ] as const) {
        const link = page.getByRole('link', { name: label })
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
        await expect(tab).toHaveURL(new RegExp(`${href}$`))
        await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 })
        await tab.close()
      }
      // Following a link inside a label does not tick its box.
      await expect(terms(page)).not.toBeChecked()
      await expect(privacy(page)).not.toBeChecked()
      await expect(page).toHaveURL(/\/signup$/)
    })

    await test.step('no message before a field is touched; leaving an empty field shows "This field is required"', async () => {
      await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(0)
      await name(page).focus()
      await name(page).blur()
      await expect(page.getByTestId('signup-name-error')).toHaveText(REQUIRED)
      await expect(name(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(1)
      await email(page).focus()
      await password(page).focus()
      await confirm(page).focus()
      await name(page).focus()
      await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(4)
    })

    await test.step('every field message of §5, word for word, under its field', async () => {
      const nameError = page.getByTestId('signup-name-error')
      await name(page).fill('A')
      await expect(nameError).toHaveText('Minimum length is 2 characters')
      await name(page).fill('  A  ')
      await expect(nameError).toHaveText('Minimum length is 2 characters')
      await name(page).fill('x'.repeat(51))
      await expect(nameError).toHaveText('Maximum length is 50 characters')
      await name(page).fill('x'.repeat(50))
      await expect(nameError).toBeHidden()
      await name(page).fill('')
      await expect(nameError).toHaveText(REQUIRED)
      await name(page).fill('Ada Tester')
      await expect(nameError).toBeHidden()

      const emailError = page.getByTestId('signup-email-error')
      await email(page).fill('ada')
      await expect(emailError).toHaveText('Email must contain @')
      await email(page).fill('ada@example')
      await expect(emailError).toHaveText('Email must contain @')
      await email(page).fill('ada@example.com')
      await expect(emailError).toBeHidden()

      const passwordError = page.getByTestId('signup-password-error')
      for (const [value, message] of [
        ['Test1', 'Minimum length is 8 characters'],
        ['tester123', 'Password must contain at least one uppercase letter'],
        ['TESTER123', 'Password must contain at least one lowercase letter'],
        ['Testerabc', 'Password must contain at least one number'],
      ] as const) {
        await password(page).fill(value)
        await expect(passwordError).toHaveText(message)
      }
      await password(page).fill('Tester123')
      await expect(passwordError).toBeHidden()

      const confirmError = page.getByTestId('signup-confirm-password-error')
      await confirm(page).fill('Tester124')
      await expect(confirmError).toHaveText('Passwords do not match')
      await confirm(page).fill('Tester123')
      await expect(confirmError).toBeHidden()
      await password(page).fill('Tester1234')
      await expect(confirmError).toHaveText('Passwords do not match')
      await password(page).fill('Tester123')

      await terms(page).check()
      await expect(page.getByTestId('signup-terms-error')).toBeHidden()
      await terms(page).uncheck()
      await expect(page.getByTestId('signup-terms-error')).toHaveText('You must accept the terms of service')
      await expect(terms(page)).toHaveAttribute('aria-invalid', 'true')
      await privacy(page).check()
      await privacy(page).uncheck()
      await expect(page.getByTestId('signup-privacy-error')).toHaveText('You must accept the privacy policy')
    })

    await test.step('the disabled submit says what is still needed; Enter on an empty form shows every message and sends nothing', async () => {
      // An empty, untouched form again.
      await page.reload()
      await expect(submit(page)).toBeDisabled()
      await expect(submit(page)).toHaveAttribute('disabled', '')
      const hint = page.getByTestId('signup-submit-hint')
      await expect(hint).toHaveText(
        'Still needed: full name (2+ characters), email, password (8+ characters), matching password confirmation, Terms of Service, Privacy Policy',
      )
      await expect(submit(page)).toHaveAccessibleDescription(/^Still needed: full name/)
      // The button is really disabled: Enter in a field is the attempt that shows every rule.
      await name(page).press('Enter')
      await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(4)
      await expect(page.getByText('You must accept the terms of service', { exact: true })).toBeVisible()
      await expect(page.getByText('You must accept the privacy policy', { exact: true })).toBeVisible()
      await expect(modal(page)).toHaveCount(0)
      await name(page).fill('Ada Tester')
      await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(3)
      await email(page).press('Enter')
      await expect(modal(page)).toHaveCount(0)
    })

    await test.step('an enabled form that breaks another rule shows its message instead of the modal', async () => {
      await fillForm(page, { email: 'ada-at-example', password: 'testerabc' })
      await expect(submit(page)).toBeEnabled()
      await submit(page).click()
      await expect(modal(page)).toHaveCount(0)
      await expect(page.getByTestId('signup-email-error')).toHaveText('Email must contain @')
      await expect(page.getByTestId('signup-password-error')).toHaveText('Password must contain at least one uppercase letter')
    })

    await test.step('the modal shows the e-mail and name, the data-handling warning and the test-data recommendation; Cancel keeps the form', async () => {
      const v = await fillForm(page, { name: '  Ada Tester  ' })
      await submit(page).click()
      const dialog = modal(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('signup-confirm-modal-email')).toHaveText(v.email)
      await expect(dialog.getByTestId('signup-confirm-modal-name')).toHaveText('Ada Tester')
      await expect(dialog.getByTestId('signup-confirm-modal-warning')).toContainText('How your data is handled')
      await expect(dialog.getByTestId('signup-confirm-modal-warning')).toContainText('This platform is a test environment.')
      await expect(dialog.getByTestId('signup-confirm-modal-recommendation')).toContainText('Use test data')
      await expect(dialog.getByTestId('signup-confirm-modal-recommendation')).toContainText('We recommend a made-up name, a test e-mail address')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(email(page)).toHaveValue(v.email)
      await expect(privacy(page)).toBeChecked()
      await expect(page).toHaveURL(/\/signup$/)
    })

    await test.step('Escape cancels: nothing is registered', async () => {
      const v = await fillForm(page)
      await submit(page).click()
      await expect(modal(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(modal(page)).toHaveCount(0)
      await expect(email(page)).toHaveValue(v.email)
      // The address is still free: logging in with it fails.
      const status = await page.evaluate(async (e) => {
        const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: e, password: 'Tester123' }) })
        return res.status
      }, v.email)
      expect(status).toBe(401)
    })
  })
})

/** Between steps: the app's own Log out, so that the next step starts signed out as its old test did. */
async function logOutMove(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await toast(page, 'You have been logged out.').waitFor()
}

test.describe('sign-up journey and failures (docs/spec/1-shell-and-accounts.md §8, in the red box above the form)', () => {
  // The rules behind the failure texts (which status, detail or message wins): machines/account/signup.machine.test.ts
  // "signupFailure (docs/spec/1-shell-and-accounts.md §8)". One form, one failure after another: each text as the red box shows it.
  test('409, withdrawn e-mail, taken username and the other failures; a failed automatic sign-in; the journey to /dashboard; the authenticated-visitor redirect', async ({ page, sandbox }) => {
    await open(page, '/signup')
    await test.step('409: a registered e-mail', async () => {
      await signUp(page, { email: account('demo').email })
      await expect(errorBox(page)).toHaveText(EMAIL_EXISTS)
      await expect(errorBox(page)).toContainText('This email is already registered')
      await expect(page.getByRole('alert').filter({ hasText: EMAIL_EXISTS })).toBeVisible()
      await expect(email(page)).toHaveValue(account('demo').email)
      await expect(page).toHaveURL(/\/signup$/)
      // The box sits above the form's fields.
      const box = await errorBox(page).boundingBox()
      const field = await name(page).boundingBox()
      expect(box!.y).toBeLessThan(field!.y)
    })

    await test.step('a username taken by another account (same part before @) is named', async () => {
      await signUp(page, { email: 'demo@another-domain.test' })
      await expect(errorBox(page)).toHaveText('The username "demo" (the part of your email before @) is already taken. Please use a different email.')
    })

    await test.step('the e-mail of a withdrawn (deleted) account gets the withdrawn-account text', async () => {
      // A real withdrawal: an account signs up, deletes itself, and its address is tried again.
      const address = uniqueEmail('withdrawn')
      await signUp(page, { email: address })
      await expect(page).toHaveURL(/\/dashboard$/)
      const deleted = await page.evaluate(async () => {
        const res = await fetch('/api/v1/users/me', { method: 'DELETE', headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })
        localStorage.removeItem('access_token')
        localStorage.removeItem('refresh_token')
        return res.status
      })
      expect(deleted).toBe(200)
      await open(page, '/signup')
      await signUp(page, { email: address })
      await expect(errorBox(page)).toHaveText('This email belongs to a withdrawn account and cannot be used again. Please use a different email.')
    })

    await test.step('the withdrawn-username text; 422: the detail entries joined by ", "; other statuses: the detail, else the message, else the default; a network error, then a try that succeeds', async () => {
      const again = async () => {
        await submit(page).click()
        await modal(page).getByRole('button', { name: 'I understand' }).click()
      }
      await sandbox.scenario('POST /auth/register', { status: 409, body: { detail: 'This username was previously used and cannot be reused' }, times: 1 })
      await signUp(page)
      await expect(errorBox(page)).toHaveText(
        'This username belongs to a withdrawn account and cannot be used again. Your username is the part of your email before @, so please use a different email.',
      )

      await sandbox.scenario('POST /auth/register', {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'password'], msg: 'Password must contain at least one uppercase letter', type: 'value_error' },
            { loc: ['body', 'email'], message: 'value is not a valid email address' },
            { loc: ['body', 'full_name'] },
          ],
        },
        times: 1,
      })
      await again()
      await expect(errorBox(page)).toHaveText('Password must contain at least one uppercase letter, value is not a valid email address, Validation error')

      await sandbox.scenario('POST /auth/register', { status: 500, body: { detail: 'Registration is temporarily disabled' }, times: 1 })
      await again()
      await expect(errorBox(page)).toHaveText('Registration is temporarily disabled')

      await sandbox.scenario('POST /auth/register', { status: 400, body: { message: 'Sign-ups are closed today' }, times: 1 })
      await again()
      await expect(errorBox(page)).toHaveText('Sign-ups are closed today')

      await sandbox.scenario('POST /auth/register', { status: 503, body: {}, times: 1 })
      await again()
      await expect(errorBox(page)).toHaveText('Failed to create account. Please try again.')

      await sandbox.scenario('POST /auth/register', { networkError: true, times: 1 })
      await again()
      await expect(errorBox(page)).toHaveText('Network error. Please try again.')
      await again()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(toast(page, SUCCESS)).toBeVisible()
    })

    await logOutMove(page)
    await test.step('when the automatic sign-in fails, the account exists and the page sends the user to log in', async () => {
      await open(page, '/signup')
      await sandbox.scenario('POST /auth/login', { status: 503, times: 1 })
      const v = await signUp(page)
      const alert = page.getByTestId('signup-signed-out-alert')
      await expect(alert).toContainText('Your account has been created')
      await expect(alert).toContainText('We could not sign you in automatically. Please log in with your new account.')
      await expect(page).toHaveURL(/\/signup$/)
      await alert.getByRole('link', { name: 'Go to login' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await page.getByRole('textbox', { name: 'Email' }).fill(v.email)
      await page.getByRole('textbox', { name: 'Password' }).fill(v.password)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
    })

    await logOutMove(page)
    await test.step('I understand → creating account → signing in → /dashboard with the success toast; username from the e-mail', async () => {
      await open(page, '/signup')
      await sandbox.scenario('POST /auth/register', { hold: true, times: 1 })
      await sandbox.scenario('POST /auth/login', { hold: true, times: 1 })
      const address = uniqueEmail('journey')
      await signUp(page, { name: 'Journey Tester', email: address })
      await expect(modal(page)).toHaveCount(0)
      await sandbox.waitForPending('POST /auth/register')
      await expect(page.getByRole('button', { name: 'Creating account…' })).toBeDisabled()
      await expect(name(page)).toBeDisabled()
      await sandbox.release('POST /auth/register')
      await sandbox.waitForPending('POST /auth/login')
      await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled()
      await sandbox.release('POST /auth/login')
      await expect(toast(page, SUCCESS)).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByRole('link', { name: 'Profile: Journey Tester' })).toBeVisible()

      const me = await page.evaluate(async () => {
        const res = await fetch('/api/v1/auth/me', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })
        return (await res.json()) as { email: string; username: string; full_name: string }
      })
      expect(me).toMatchObject({ email: address, username: address.split('@')[0], full_name: 'Journey Tester' })
      expect((await readStorage(page, ['access_token'])).access_token).not.toBeNull()

      // The new account logs in again after logging out.
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
      await expect(toast(page, 'You have been logged out.')).toBeVisible()
      await open(page, '/login')
      await page.getByRole('textbox', { name: 'Email' }).fill(address)
      await page.getByRole('textbox', { name: 'Password' }).fill('Tester123')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
    })

    await test.step('an authenticated visitor opening /signup is sent to /dashboard', async () => {
      await open(page, '/')
      await signInViaApi(page)
      await page.goto('/signup')
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    })
  })
})

test.describe('sign-up in Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })

  test('labels, messages, the modal and the 409 text in Korean; a successful sign-up toasts in Korean', async ({ page }) => {
    await open(page, '/signup')
    await test.step('labels, messages, the modal and the 409 text in Korean', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible()
      for (const label of ['이름', '이메일']) await expect(page.getByRole('textbox', { name: label })).toBeVisible()
      await expect(page.getByLabel('비밀번호', { exact: true })).toBeVisible()
      await expect(page.getByLabel('비밀번호 확인', { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: '서비스 이용약관' })).toHaveAttribute('target', '_blank')
      await expect(page.getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute('target', '_blank')
      await expect(page.getByTestId('signup-security-notice')).toContainText('테스트 용도로만 사용됩니다')

      await expect(page.getByTestId('signup-submit-hint')).toHaveText(
        '아직 필요한 항목: 이름(2자 이상), 이메일, 비밀번호(8자 이상), 일치하는 비밀번호 확인, 서비스 이용약관 동의, 개인정보 처리방침 동의',
      )
      await page.getByRole('textbox', { name: '이름' }).press('Enter')
      await expect(page.getByText('필수 입력 항목입니다', { exact: true })).toHaveCount(4)
      await expect(page.getByText('서비스 이용약관에 동의해야 합니다', { exact: true })).toBeVisible()
      await expect(page.getByText('개인정보 처리방침에 동의해야 합니다', { exact: true })).toBeVisible()
      await page.getByRole('textbox', { name: '이메일' }).fill('ada')
      await expect(page.getByTestId('signup-email-error')).toHaveText('이메일에는 @가 포함되어야 합니다')

      await page.getByRole('textbox', { name: '이름' }).fill('테스트 사용자')
      await page.getByRole('textbox', { name: '이메일' }).fill(account('demo').email)
      await page.getByLabel('비밀번호', { exact: true }).fill('Tester123')
      await page.getByLabel('비밀번호 확인', { exact: true }).fill('Tester124')
      await expect(page.getByTestId('signup-confirm-password-error')).toHaveText('비밀번호가 일치하지 않습니다')
      await page.getByLabel('비밀번호 확인', { exact: true }).fill('Tester123')
      await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check()
      await page.getByRole('checkbox', { name: /개인정보 처리방침/ }).check()
      await page.getByRole('button', { name: '계정 만들기' }).click()
      const dialog = page.getByRole('dialog', { name: '회원가입 확인' })
      await expect(dialog).toContainText('데이터 처리 안내')
      await expect(dialog).toContainText('테스트 데이터를 사용하세요')
      await dialog.getByRole('button', { name: '확인했습니다' }).click()
      await expect(errorBox(page)).toHaveText('이미 등록된 이메일입니다. 다른 이메일을 사용하거나 로그인해 주세요.')
    })

    await test.step('a successful sign-up toasts in Korean', async () => {
      await page.getByRole('textbox', { name: '이름' }).fill('김테스트')
      await page.getByRole('textbox', { name: '이메일' }).fill(uniqueEmail('ko'))
      await page.getByLabel('비밀번호', { exact: true }).fill('Tester123')
      await page.getByLabel('비밀번호 확인', { exact: true }).fill('Tester123')
      await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check()
      await page.getByRole('checkbox', { name: /개인정보 처리방침/ }).check()
      await page.getByRole('button', { name: '계정 만들기' }).click()
      await page.getByRole('dialog', { name: '회원가입 확인' }).getByRole('button', { name: '확인했습니다' }).click()
      await expect(toast(page, '계정이 만들어졌습니다. QA Playground에 오신 것을 환영합니다!')).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard$/)
    })
  })
})

test.describe('sign-up in the dark theme', () => {
  test.use({ storageState: storedState({ theme: 'dark' }) })

  test('renders dark, with the form, the error box and the modal visible', async ({ page }) => {
    await open(page, '/signup')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByTestId('signup-form')).toBeVisible()
    await signUp(page, { email: account('demo').email })
    await expect(errorBox(page)).toBeVisible()
    await submit(page).click()
    await expect(modal(page)).toBeVisible()
    await expect(modal(page).getByRole('button', { name: 'I understand' })).toBeVisible()
    // The dialog is painted with the dark panel colour, not white.
    const background = await page.getByTestId('signup-confirm-modal').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).not.toBe('rgb(255, 255, 255)')
  })
})

test.describe('sign-up accessibility', () => {
  test.use({ colorScheme: 'light' })

  test('no serious or critical axe violations in light and dark: form, messages, error box, modal', async ({ page }) => {
    await open(page, '/signup')
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await name(page).press('Enter')
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(4)
    await expectAccessible(page, 'form with messages')
    await signUp(page, { email: account('demo').email })
    await expect(errorBox(page)).toBeVisible()
    await expectAccessible(page, 'error box')
    await submit(page).click()
    await expect(modal(page)).toBeVisible()
    await expectAccessible(page, 'confirmation modal')
  })
})
