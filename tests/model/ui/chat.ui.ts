import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { replySender } from '@machines/chat/chat-message'
import { isBlankMessage, type ChatContext } from '@machines/chat/chat.machine'
import { chatModel } from '@machines/chat/chat.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const TEXT = {
  en: { hint: 'Still needed: a message', blank: 'Type a message first: blank messages are not sent.', typing: (n: string) => `${n} is typing…`, status: { active: 'Status: Active', dnd: 'Status: Do not disturb' } },
  ko: { hint: '아직 필요한 항목: 메시지', blank: '메시지를 먼저 입력하세요. 빈 메시지는 보내지 않습니다.', typing: (n: string) => `${n} 님이 입력 중…`, status: { active: '상태: 활동 중', dnd: '상태: 방해 금지' } },
} as const

async function expectChat(snapshot: AnyMachineSnapshot, page: Page, typing: boolean) {
  const c = snapshot.context as ChatContext
  const text = TEXT[c.language]
  await expect(page.getByTestId('chat-message-input')).toHaveValue(c.draft)
  await expect(page.getByTestId('chat-messages').locator('li[data-testid^="chat-message-"]')).toHaveCount(c.messages.length)
  // Which texts the messages have depends on the order of the path's steps: the count and the newest reply's sender are asserted.
  if (typing) await expect(page.getByTestId('chat-typing-indicator')).toHaveText(text.typing(replySender(c.replyCount, c.language)))
  else await expect(page.getByTestId('chat-typing-indicator')).toHaveCount(0)
  const send = page.getByTestId('chat-send-button')
  if (isBlankMessage(c.draft)) await expect(send).toBeDisabled()
  else await expect(send).toBeEnabled()
  if (c.blankAttempt) await expect(page.getByTestId('chat-message-error')).toHaveText(text.blank)
  else await expect(page.getByTestId('chat-message-error')).toHaveCount(0)
  if (isBlankMessage(c.draft) && !c.blankAttempt) await expect(page.getByTestId('chat-send-hint')).toHaveText(text.hint)
  if (c.confirmingClear) await expect(page.getByTestId('chat-clear-dialog')).toBeVisible()
  else await expect(page.getByTestId('chat-clear-dialog')).toHaveCount(0)
  await expect(page.getByTestId('chat-conversation-title')).toContainText(c.channel === 'general' ? '#general' : '#random')
  await expect(page.getByTestId('chat-status-current')).toHaveText(text.status[c.status as 'active' | 'dnd'])
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const chatUi = uiModel({
  model: chatModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
    // A fresh conversation for every path.
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('qa-chat-messages-')).forEach((k) => localStorage.removeItem(k)))
  },
  start: async ({ page }) => {
    await page.goto('/chat')
  },
  events: {
    'draft.change': async (e, { page }) => page.getByTestId('chat-message-input').fill(e.value),
    // A blank message's Send button is disabled: that attempt is Enter in the field.
    'message.send': async (_e, { page, before }) => {
      if (isBlankMessage((before.context as ChatContext).draft)) await page.getByTestId('chat-message-input').press('Enter')
      else await page.getByTestId('chat-send-button').click()
    },
    'channel.select': async (e, { page }) => page.getByTestId(`chat-channel-${e.channel}`).click(),
    'status.change': async (e, { page }) => page.getByTestId('chat-status-select').selectOption(e.status),
    'language.change': async (e, { page }) => page.getByTestId('header-language-select').selectOption(e.language),
    'clear.request': async (_e, { page }) => page.getByTestId('chat-clear-button').click(),
    'clear.cancel': async (_e, { page }) => page.getByTestId('chat-clear-cancel-button').click(),
    'clear.confirm': async (_e, { page }) => page.getByTestId('chat-clear-confirm-button').click(),
  },
  states: {
    idle: async (snapshot, { page }) => expectChat(snapshot, page, false),
    replying: async (snapshot, { page }) => expectChat(snapshot, page, true),
  },
})
