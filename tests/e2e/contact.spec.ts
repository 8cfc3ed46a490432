/**
 * Contact page (docs/spec/2-everyday-modules.md "Contact page", §4, §5, §7, §8): four labelled fields, submit disabled
 * until valid (an attempt shows the fill-all-fields message), success clears the form, a
 * failure toasts the server message, the detail or the translated errorMessage.
 */
import type { Page } from '@playwright/test'
import { expect, open, test, toast } from '../fixtures/app'

test.describe.configure({ mode: 'parallel' })

const VALUES = { Name: 'Ann Tester', Email: 'ann@example.com', Subject: 'A bug report', Message: 'The kanban card jumps when dropped.' }

const field = (page: Page, name: keyof typeof VALUES) => page.getByRole('textbox', { name, exact: true })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' })

async function fillAll(page: Page) {
  for (const [name, value] of Object.entries(VALUES)) await field(page, name as keyof typeof VALUES).fill(value)
}

async function expectValues(page: Page, values: Record<keyof typeof VALUES, string>) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, name as keyof typeof VALUES)).toHaveValue(value)
}

const EMPTY = { Name: '', Email: '', Subject: '', Message: '' }

test('the form has four labelled, required fields and the info panel has the support e-mail', async ({ page }) => {
  await open(page, '/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Contact form' })
  for (const name of Object.keys(VALUES) as Array<keyof typeof VALUES>) {
    await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible()
    await expect(form.getByRole('textbox', { name, exact: true })).toHaveAttribute('required', '')
  }
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
  const info = page.getByRole('complementary', { name: 'Contact information' })
  const mail = info.getByRole('link', { name: 'support@example.com' })
  await expect(mail).toHaveAttribute('href', 'mailto:support@example.com')
  await expect(info).toContainText('This is an educational test environment. Do not send real personal data.')
})

test('an invalid submit (Enter) shows the fill-all-fields message and the field messages; the button is disabled with the reason', async ({ page }) => {
  await open(page, '/contact')
  await expect(sendButton(page)).toBeDisabled()
  await expect(sendButton(page)).toHaveAttribute('disabled', '')
  await expect(page.getByTestId('contact-submit-hint')).toHaveText('Still needed: Name, Email, Subject, Message')
  await field(page, 'Name').fill('Ann')
  await field(page, 'Email').fill('not-an-email')
  await expect(page.getByTestId('contact-submit-hint')).toHaveText('Still needed: Email, Subject, Message')
  await field(page, 'Email').press('Enter')

  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toHaveText('Please fill in all fields')
  await expect(page.getByText('Email must contain @', { exact: true })).toBeVisible()
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(2)
  await expect(field(page, 'Subject')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(sendButton(page)).toBeDisabled()

  // Fixing the fields clears the messages and enables the button.
  await field(page, 'Email').fill(VALUES.Email)
  await field(page, 'Subject').fill(VALUES.Subject)
  await field(page, 'Message').fill(VALUES.Message)
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toHaveCount(0)
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(0)
  await expect(sendButton(page)).toBeEnabled()
  await expect(page.getByTestId('contact-submit-hint')).toHaveCount(0)
})

// A valid message (the success toast, the fields cleared), the sending state (Sending…, button and fields disabled)
// and a server failure (its detail toasted as an error, the values kept): tests/model/contact.model.spec.ts.
test('a network error, success: false with a message, then a success without a server message: each toast as written; failures keep the values', async ({ page, sandbox }) => {
  await open(page, '/contact')
  await fillAll(page)

  await sandbox.scenario('POST /contact', { networkError: true, times: 1 })
  await sendButton(page).click()
  await expect(toast(page, 'Failed to send message. Please try again later.')).toHaveAttribute('data-type', 'error')
  await expectValues(page, VALUES)

  await sandbox.scenario('POST /contact', { status: 200, body: { success: false, message: 'Too many messages today' }, times: 1 })
  await sendButton(page).click()
  await expect(toast(page, 'Too many messages today')).toHaveAttribute('data-type', 'error')
  await expectValues(page, VALUES)

  // A refusal with a detail toasts the detail (docs/spec/2-everyday-modules.md §8).
  await sandbox.scenario('POST /contact', { status: 429, body: { detail: 'Slow down, please' }, times: 1 })
  await sendButton(page).click()
  await expect(toast(page, 'Slow down, please')).toHaveAttribute('data-type', 'error')
  await expectValues(page, VALUES)

  await sandbox.scenario('POST /contact', { status: 200, body: { success: true }, times: 1 })
  await sendButton(page).click()
  await expect(toast(page, 'Your message has been sent. We will get back to you soon.')).toBeVisible()
  await expectValues(page, EMPTY)
})

test.describe('in Korean', () => {
  test('the page, labels and messages are Korean', async ({ page }) => {
    await open(page, '/contact?lng=ko')
    await expect(page.getByRole('heading', { level: 1, name: '문의하기' })).toBeVisible()
    for (const name of ['이름', '이메일', '제목', '메시지']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('complementary', { name: '연락처 정보' })).toBeVisible()
    await page.getByRole('textbox', { name: '이름', exact: true }).press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: '모든 항목을 입력해 주세요' })).toBeVisible()
    await expect(page.getByText('필수 입력 항목입니다', { exact: true })).toHaveCount(4)
    await expect(page.getByRole('button', { name: '메시지 보내기' })).toBeDisabled()
    await expect(page.getByTestId('contact-submit-hint')).toHaveText('아직 필요한 항목: 이름, 이메일, 제목, 메시지')
  })

  test("the API's own success sentence and a 500 read in Korean, never the raw English", async ({ page, sandbox }) => {
    await open(page, '/contact?lng=ko')
    const ko = { 이름: '김민지', 이메일: 'minji@example.com', 제목: '버그 신고', 메시지: '칸반 카드가 놓을 때 튑니다.' }
    for (const [name, value] of Object.entries(ko)) await page.getByRole('textbox', { name, exact: true }).fill(value)
    const send = page.getByRole('button', { name: '메시지 보내기' })
    await sandbox.scenario('POST /contact', { status: 500, body: { detail: 'Internal Server Error' }, times: 1 })
    await send.click()
    const failed = toast(page, '메시지를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(failed).toHaveAttribute('data-type', 'error')
    await expect(failed).toContainText('서버에 문제가 발생했습니다')
    await expect(page.getByText('Internal Server Error')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('김민지')
    await send.click()
    await expect(toast(page, '메시지를 성공적으로 보냈습니다. 곧 답변드리겠습니다.')).toBeVisible()
    await expect(page.getByText('Your message has been sent successfully')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('')
  })
})
