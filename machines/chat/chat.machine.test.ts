import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor } from 'xstate'
import { CHAT_HISTORY_MAX, CHAT_REPLIES, parseChatMessages, replySender, type ChatMessage } from './chat-message'
import { CHAT_REPLY_DELAY_MS, chatMachine, type ChatInput } from './chat.machine'

function start(input: Partial<ChatInput> = {}) {
  const actor = createActor(chatMachine, { input: { userName: 'demo', ...input } })
  actor.start()
  return actor
}

function send(actor: ReturnType<typeof start>, text: string, at = 1000) {
  actor.send({ type: 'draft.change', value: text })
  actor.send({ type: 'message.send', at })
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('chat machine', () => {
  it('starts idle with the stored messages, the next id after the highest and the reply counter from the stored replies', () => {
    const messages: ChatMessage[] = [
      { id: 4, text: 'hi', sender: 'demo', timestamp: 1, isOwn: true },
      { id: 9, text: 'yo', sender: 'Minji Park', timestamp: 2, isOwn: false },
    ]
    const actor = start({ messages })
    const s = actor.getSnapshot()
    expect(s.value).toBe('idle')
    expect(s.context).toMatchObject({ messages, nextId: 10, replyCount: 1, draft: '', pendingReplies: 0, channel: 'general', status: 'active' })
  })

  it('draft.change edits the draft and hides the blank message', () => {
    const actor = start()
    actor.send({ type: 'message.send' })
    expect(actor.getSnapshot().context.blankAttempt).toBe(true)
    actor.send({ type: 'draft.change', value: 'a' })
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'a', blankAttempt: false })
  })

  it('refuses a blank or whitespace-only message, in idle and while replying', () => {
    const actor = start()
    send(actor, '  \n\t ')
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], blankAttempt: true })
    send(actor, 'hello')
    send(actor, '   ')
    expect(actor.getSnapshot().value).toBe('replying')
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
    expect(actor.getSnapshot().context.blankAttempt).toBe(true)
  })

  it('sends a message (kept as typed, line breaks included), shows typing, and the reply comes after exactly 2 s', () => {
    const actor = start()
    send(actor, 'line 1\nline 2', 5000)
    let s = actor.getSnapshot()
    expect(s.value).toBe('replying')
    expect(s.hasTag('typing')).toBe(true)
    expect(s.context.draft).toBe('')
    expect(s.context.messages).toEqual([{ id: 1, text: 'line 1\nline 2', sender: 'demo', timestamp: 5000, isOwn: true }])
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('replying')
    vi.advanceTimersByTime(1)
    s = actor.getSnapshot()
    expect(s.value).toBe('idle')
    expect(s.context.messages[1]).toEqual({ id: 2, text: CHAT_REPLIES.en[0], sender: replySender(0), timestamp: Date.now(), isOwn: false })
    expect(s.context.replyCount).toBe(1)
  })

  it('each message gets its own reply: a message sent while one is pending queues, replies come 2 s apart in turn', () => {
    const actor = start()
    send(actor, 'one')
    vi.advanceTimersByTime(1000)
    send(actor, 'two')
    expect(actor.getSnapshot().context.pendingReplies).toBe(2)
    vi.advanceTimersByTime(1000) // 2 s after the first message: its reply; the timer is not restarted by 'two'
    let s = actor.getSnapshot()
    expect(s.value).toBe('replying')
    expect(s.context.messages.map((m) => m.text)).toEqual(['one', 'two', CHAT_REPLIES.en[0]])
    expect(s.context.pendingReplies).toBe(1)
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    s = actor.getSnapshot()
    expect(s.value).toBe('idle')
    expect(s.context.messages.map((m) => [m.text, m.sender])).toEqual([
      ['one', 'demo'],
      ['two', 'demo'],
      [CHAT_REPLIES.en[0], replySender(0)],
      [CHAT_REPLIES.en[1], replySender(1)],
    ])
  })

  it('replies in the language set last (language.change)', () => {
    const actor = start({ language: 'en' })
    actor.send({ type: 'language.change', language: 'ko' })
    send(actor, '안녕')
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(actor.getSnapshot().context.messages[1]!.text).toBe(CHAT_REPLIES.ko[0])
    // Korean replies come from Korean names (the same people, the same turns).
    expect(actor.getSnapshot().context.messages[1]!.sender).toBe('박민지')
    expect([0, 1, 2, 3].map((i) => replySender(i, 'ko'))).toEqual(['박민지', '김현우', '이도윤', '박민지'])
  })

  it('channel.select and status.change only change their labels', () => {
    const actor = start()
    send(actor, 'x')
    actor.send({ type: 'channel.select', channel: 'dm-alex' })
    actor.send({ type: 'status.change', status: 'dnd' })
    const s = actor.getSnapshot()
    expect(s.value).toBe('replying')
    expect(s.context).toMatchObject({ channel: 'dm-alex', status: 'dnd', pendingReplies: 1 })
    expect(s.context.messages).toHaveLength(1)
  })

  it('persist runs on every change of the messages (send, reply, clear); a refused write sets saveFailed, a later one clears it', () => {
    const saved: string[][] = []
    let full = true
    const machine = chatMachine.provide({
      actions: {
        persist: assign({
          saveFailed: ({ context }) => {
            saved.push(context.messages.map((m) => m.text))
            return full
          },
        }),
      },
    })
    const actor = createActor(machine, { input: { userName: 'demo' } }).start()
    send(actor as never, 'a')
    expect(actor.getSnapshot().context.saveFailed).toBe(true)
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
    full = false
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(actor.getSnapshot().context.saveFailed).toBe(false)
    actor.send({ type: 'clear.request' })
    actor.send({ type: 'clear.confirm' })
    expect(saved).toEqual([['a'], ['a', CHAT_REPLIES.en[0]], []])
  })

  it('clear: asks only when there are messages; cancel keeps them; confirm empties them and drops pending replies', () => {
    const actor = start()
    actor.send({ type: 'clear.request' })
    expect(actor.getSnapshot().context.confirmingClear).toBe(false)
    send(actor, 'x')
    actor.send({ type: 'clear.request' })
    expect(actor.getSnapshot().context.confirmingClear).toBe(true)
    actor.send({ type: 'clear.cancel' })
    expect(actor.getSnapshot().context).toMatchObject({ confirmingClear: false, pendingReplies: 1 })
    actor.send({ type: 'clear.request' })
    actor.send({ type: 'clear.confirm' })
    const s = actor.getSnapshot()
    expect(s.value).toBe('idle')
    expect(s.context).toMatchObject({ messages: [], pendingReplies: 0, confirmingClear: false })
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS * 2)
    expect(actor.getSnapshot().context.messages).toEqual([])
  })

  it('keeps the last CHAT_HISTORY_MAX messages', () => {
    const messages = Array.from({ length: CHAT_HISTORY_MAX }, (_, i) => ({ id: i + 1, text: `m${i}`, sender: 'demo', timestamp: i, isOwn: true }))
    const actor = start({ messages })
    send(actor, 'newest')
    const m = actor.getSnapshot().context.messages
    expect(m).toHaveLength(CHAT_HISTORY_MAX)
    expect(m.at(-1)!.text).toBe('newest')
    expect(m[0]!.id).toBe(2)
  })
})

describe('parseChatMessages (stored value)', () => {
  const ok = { id: 1, text: 'hi', sender: 'demo', timestamp: 1_700_000_000_000, isOwn: true }
  it('a corrupted or non-array value is an empty chat', () => {
    for (const raw of ['{not json', '', 'null', '42', '"text"', '{"id":1}', 'true']) expect(parseChatMessages(raw)).toEqual([])
  })
  it('keeps the valid messages of an array and drops the bad ones (wrong types, blank text, duplicate id, HTML kept as text)', () => {
    const xss = { ...ok, id: 2, text: '<img src=x onerror=alert(1)>' }
    const raw = JSON.stringify([ok, null, { ...ok, id: 'x' }, { ...ok, id: 3, text: '  ' }, { ...ok, id: 4, isOwn: 'yes' }, { ...ok, id: 5, timestamp: -1 }, { ...ok, text: 'dup' }, xss])
    expect(parseChatMessages(raw)).toEqual([ok, xss])
  })
})
