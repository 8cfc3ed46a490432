/** The chat machine's graph model (tests/model/chat.model.spec.ts runs it in Chromium). */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { chatMachine } from './chat.machine'

type Ev = EventFromLogic<typeof chatMachine>

/** Empty, whitespace only, a message. */
export const CHAT_MODEL_DRAFTS = ['', '  ', 'Hi'] as const

export const chatModel = defineModel({
  id: 'chat',
  area: 'chat',
  routes: ['/chat'],
  title: 'Chat',
  description: 'Local chat simulation: blank messages refused, a reply 2 s after each message (queued while one is pending), labels only for channels and statuses, clear with a confirm.',
  machine: chatMachine,
  starts: [{ name: 'empty chat', input: { userName: 'demo', language: 'en' } }],
  events: (s) => {
    const c = s.context
    if (c.confirmingClear) return [{ type: 'clear.cancel' }, { type: 'clear.confirm' }] as Ev[]
    if (s.matches('replying')) {
      // Kept short: the browser must act before the 2 s timer fires.
      const events: Ev[] = [after('replyDelay', 'chat.replying') as unknown as Ev]
      if (c.pendingReplies < 2 && c.messages.length < 4) {
        events.push({ type: 'message.send' })
        if (c.draft === '') events.push({ type: 'draft.change', value: 'Hi' })
      }
      return events
    }
    const events: Ev[] = CHAT_MODEL_DRAFTS.filter((d) => d !== c.draft).map((value) => ({ type: 'draft.change' as const, value }))
    // Bounded so the graph stays finite: at most 4 messages, one clear.
    if (c.messages.length < 4) events.push({ type: 'message.send' })
    if (c.messages.length > 0 && c.draft === '' && c.replyCount <= 2) events.push({ type: 'clear.request' })
    if (c.messages.length === 0 && c.draft === '' && !c.blankAttempt) {
      events.push({ type: 'channel.select', channel: 'random' }, { type: 'status.change', status: 'dnd' })
      events.push({ type: 'language.change', language: c.language === 'en' ? 'ko' : 'en' })
    }
    return events
  },
  context: (s) => {
    const c = s.context
    return [c.draft, c.pendingReplies, c.confirmingClear, c.blankAttempt, c.messages.length, c.replyCount, c.channel, c.status, c.language]
  },
})
