/**
 * The simulated chat (docs/spec/2-everyday-modules.md "Chat", §9): Enter sends and Shift+Enter breaks a line, blank messages
 * are refused, a reply comes 2 s after each message with a typing indicator, queued messages each
 * get their reply, persistence per user in local storage (a corrupted value is an empty chat, a
 * refused write shows a notice), text never HTML, labels only for channels and statuses, Korean,
 * axe in light and dark, 320 px.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { expect, expectGuideTestIdsOnPage, openSignedIn, storedState, test } from '../fixtures/app'

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const messages = (page: Page) => page.getByTestId('chat-messages').locator('li[data-testid^="chat-message-"]')
const chatKey = (page: Page) => page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('qa-chat-messages-')) ?? null)

test('Enter sends, Shift+Enter breaks the line; the reply comes after about 2 s with the typing indicator; it survives a reload', async ({ page }) => {
  await openSignedIn(page, '/chat')
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible()
  await expect(page.getByTestId('chat-empty')).toHaveText('No messages yet. Say hello!')
  await input(page).fill('first line')
  await input(page).press('Shift+Enter')
  await input(page).pressSequentially('second line')
  await expect(input(page)).toHaveValue('first line\nsecond line')
  const sent = Date.now()
  await input(page).press('Enter')
  await expect(input(page)).toHaveValue('')
  const own = page.getByTestId('chat-message-1')
  await expect(own).toHaveAttribute('data-own', 'true')
  await expect(page.getByTestId('chat-message-1-text')).toHaveText('first line\nsecond line')
  await expect(page.getByTestId('chat-message-1-sender')).toHaveText('You')
  await expect(page.getByTestId('chat-message-1-time')).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/)
  await expect(page.getByTestId('chat-typing-indicator')).toHaveText('Minji Park is typing…')
  await expect(page.getByTestId('chat-message-2-text')).toHaveText('Thanks! I will take a look.', { timeout: 5000 })
  expect(Date.now() - sent).toBeGreaterThanOrEqual(1900)
  await expect(page.getByTestId('chat-message-2-sender')).toHaveText('Minji Park')
  await expect(page.getByTestId('chat-typing-indicator')).toHaveCount(0)
  await expect(page.getByTestId('chat-live-region')).toHaveText('New message from Minji Park: Thanks! I will take a look.')
  await expectGuideTestIdsOnPage(page)

  await page.reload()
  await expect(messages(page)).toHaveCount(2)
  await expect(page.getByTestId('chat-message-1-text')).toHaveText('first line\nsecond line')
  expect(await chatKey(page)).toMatch(/^qa-chat-messages-\d+$/)
})

// A blank message refused (Send disabled with "Still needed: a message"; Enter shows "Type a message first: blank messages
// are not sent." and sends nothing; typing hides it): tests/model/chat.model.spec.ts (draft "  " → message.send by Enter →
// idle with the message, no message and no typing indicator; then a draft enables Send) and
// machines/chat/chat.machine.test.ts ("refuses a blank or whitespace-only message …", "draft.change … hides the blank message").

test('two messages in a row and clearing, then an HTML payload that stays text and the channel and status labels', async ({ page }) => {
  // The clearing step ends with a reload on an empty chat (ids and the reply count start again), as the payload step needs.
  await openSignedIn(page, '/chat')
  await test.step('two messages in a row each get their reply, in order; clearing asks first', async () => {
    await input(page).fill('one')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await input(page).fill('two')
    await input(page).press('Enter')
    await expect(page.getByTestId('chat-message-3-text')).toHaveText('Thanks! I will take a look.', { timeout: 5000 })
    await expect(page.getByTestId('chat-typing-indicator')).toHaveText('Alex Kim is typing…')
    await expect(page.getByTestId('chat-message-4-text')).toHaveText('Good point. Did the test pass on CI?', { timeout: 5000 })
    await expect(page.getByTestId('chat-message-4-sender')).toHaveText('Alex Kim')
    await expect(page.getByTestId('chat-typing-indicator')).toHaveCount(0)
    await expect(messages(page)).toHaveCount(4)

    await page.getByTestId('chat-clear-button').click()
    const dialog = page.getByRole('alertdialog', { name: 'Clear the conversation?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(messages(page)).toHaveCount(4)
    await page.getByTestId('chat-clear-button').click()
    await page.getByTestId('chat-clear-confirm-button').click()
    await expect(page.getByTestId('chat-empty')).toBeVisible()
    await expect(page.getByTestId('chat-clear-button')).toBeDisabled()
    await page.reload()
    await expect(page.getByTestId('chat-empty')).toBeVisible()
  })
  await test.step('an HTML payload stays text; channels and statuses are labels only', async () => {
    let dialogs = 0
    page.on('dialog', (d) => {
      dialogs++
      void d.dismiss()
    })
    const payload = '<img src=x onerror=alert(1)>'
    await input(page).fill(payload)
    await input(page).press('Enter')
    await expect(page.getByTestId('chat-message-1-text')).toHaveText(payload)
    await expect(page.getByTestId('chat-messages').locator('img')).toHaveCount(0)
    await page.getByTestId('chat-channel-random').click()
    await expect(page.getByTestId('chat-conversation-title')).toHaveText('Conversation: #random')
    await expect(page.getByTestId('chat-channel-random')).toHaveAttribute('aria-current', 'true')
    await page.getByTestId('chat-channel-dm-jordan').click()
    await expect(page.getByTestId('chat-conversation-title')).toHaveText('Conversation: Jordan Lee')
    await page.getByLabel('Your status').selectOption('dnd')
    await expect(page.getByTestId('chat-status-current')).toHaveText('Status: Do not disturb')
    await expect(page.getByTestId('chat-message-1-text')).toHaveText(payload)
    await expect(page.getByTestId('chat-message-2')).toBeVisible({ timeout: 5000 })
    expect(dialogs).toBe(0)
  })
})

test('a corrupted stored value is an empty chat without a crash; bad entries of a list are dropped', async ({ page }) => {
  await openSignedIn(page, '/chat')
  await input(page).fill('keep me')
  await input(page).press('Enter')
  await expect(page.getByTestId('chat-message-2')).toBeVisible({ timeout: 5000 })
  const key = (await chatKey(page))!
  await page.evaluate((k) => localStorage.setItem(k, '{not json'), key)
  await page.reload()
  await expect(page.getByTestId('chat-empty')).toBeVisible()
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull()
  await page.evaluate(
    (k) => localStorage.setItem(k, JSON.stringify([{ id: 7, text: 'valid', sender: 'demo', timestamp: 1_700_000_000_000, isOwn: true }, { id: 'x' }, 42])),
    key,
  )
  await page.reload()
  await expect(messages(page)).toHaveCount(1)
  await expect(page.getByTestId('chat-message-7-text')).toHaveText('valid')
})

test('storage full: the message stays on screen with a notice that it was not saved', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('qa-chat-messages-')) throw new DOMException('full', 'QuotaExceededError')
      return setItem.call(this, key, value)
    }
  })
  await openSignedIn(page, '/chat')
  await input(page).fill('not stored')
  await input(page).press('Enter')
  await expect(page.getByTestId('chat-message-1-text')).toHaveText('not stored')
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveText(
    'Your messages could not be saved in this browser (storage is full). They stay on screen until you reload.',
  )
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })
  test('labels, reply and time in Korean; the same test ids', async ({ page }) => {
    await openSignedIn(page, '/chat')
    await expect(page.getByRole('heading', { level: 1, name: '채팅' })).toBeVisible()
    await expect(page.getByTestId('chat-send-hint')).toHaveText('아직 필요한 항목: 메시지')
    const box = page.getByRole('textbox', { name: '메시지' })
    await box.fill('안녕하세요')
    await box.press('Enter')
    await expect(page.getByTestId('chat-message-1-sender')).toHaveText('나')
    await expect(page.getByTestId('chat-message-1-time')).toHaveText(/^(오전|오후) \d{1,2}:\d{2}$/)
    await expect(page.getByTestId('chat-typing-indicator')).toHaveText('박민지 님이 입력 중…')
    await expect(page.getByTestId('chat-message-2-text')).toHaveText('고마워요! 확인해 볼게요.', { timeout: 5000 })
    await expect(page.getByTestId('chat-message-2-sender')).toHaveText('박민지')
    await expect(page.getByTestId('chat-channel-dm-alex')).toHaveText('김현우')
    await page.getByTestId('chat-channel-dm-jordan').click()
    await expect(page.getByTestId('chat-conversation-title')).toContainText('이도윤')
    await page.getByLabel('내 상태').selectOption('away')
    await expect(page.getByTestId('chat-status-current')).toHaveText('상태: 자리 비움')
  })
})

test('no serious or critical axe violation in light and dark', async ({ page }) => {
  await openSignedIn(page, '/chat')
  await input(page).fill('hello')
  await input(page).press('Enter')
  await expect(page.getByTestId('chat-typing-indicator')).toBeVisible()
  await expectAccessible(page, 'chat typing')
  await expect(page.getByTestId('chat-message-2')).toBeVisible({ timeout: 5000 })
  await page.getByTestId('chat-clear-button').click()
  await expect(page.getByTestId('chat-clear-dialog')).toBeVisible()
  await expectAccessible(page, 'chat clear dialog')
})

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test('no horizontal overflow; the conversation list folds behind a button', async ({ page }) => {
    await openSignedIn(page, '/chat')
    await expect(page.getByTestId('chat-channels')).toBeHidden()
    await page.getByTestId('chat-channels-toggle').click()
    await page.getByTestId('chat-channel-qa-automation').click()
    await expect(page.getByTestId('chat-conversation-title')).toHaveText('Conversation: #qa-automation')
    await expect(page.getByTestId('chat-channels')).toBeHidden()
    await input(page).fill('a-very-long-word-without-any-spaces-that-must-wrap-inside-the-bubble-and-not-overflow')
    await input(page).press('Enter')
    await expect(page.getByTestId('chat-message-1')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
