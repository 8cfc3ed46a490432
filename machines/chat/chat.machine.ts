/**
 * The simulated chat (docs/spec/2-everyday-modules.md "Chat", §9): the composer sends a non-blank message (a blank one is
 * refused with a message); 2 seconds after each message a simulated reply arrives, with a typing
 * indicator meanwhile. Messages sent while a reply is pending queue up: each message gets its own
 * reply, one at a time, each 2 s after the previous reply (the indicator stays on until the last).
 * Channels, direct messages and the status are interface labels only. Clearing the conversation
 * goes through a confirm dialog and drops the pending replies. Every change of the messages runs
 * the `persist` action, which the page provides (local storage; a refused write sets `saveFailed`:
 * the messages stay on screen with a notice).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import {
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  replySender,
  replyText,
  type ChatChannelId,
  type ChatLanguage,
  type ChatMessage,
  type ChatStatus,
} from './chat-message'

/** docs/spec/2-everyday-modules.md §9: the simulated reply comes 2 seconds after a message. */
export const CHAT_REPLY_DELAY_MS = 2000

export interface ChatInput {
  /** The stored conversation (already validated). */
  messages?: ChatMessage[]
  /** The signed-in user's display name (the sender of own messages). */
  userName: string
  language?: ChatLanguage
}

export interface ChatContext {
  userName: string
  language: ChatLanguage
  draft: string
  messages: ChatMessage[]
  /** Replies still to come (one per message sent and not yet answered). */
  pendingReplies: number
  /** How many replies have come so far: picks the next reply text and sender. */
  replyCount: number
  nextId: number
  /** A blank message was sent (Enter): the message shows until the draft changes. */
  blankAttempt: boolean
  /** The last write to local storage was refused: the messages are on screen only. */
  saveFailed: boolean
  confirmingClear: boolean
  channel: ChatChannelId
  status: ChatStatus
}

export type ChatEvent =
  | { type: 'draft.change'; value: string }
  | { type: 'message.send'; at?: number }
  | { type: 'channel.select'; channel: ChatChannelId }
  | { type: 'status.change'; status: ChatStatus }
  | { type: 'language.change'; language: ChatLanguage }
  | { type: 'clear.request' }
  | { type: 'clear.cancel' }
  | { type: 'clear.confirm' }

export const isBlankMessage = (text: string) => text.trim() === ''

const keepLast = (messages: ChatMessage[]) => messages.slice(-CHAT_HISTORY_MAX)

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    tags: {} as 'typing',
  },
  guards: {
    draftPresent: ({ context }) => !isBlankMessage(context.draft),
    hasMessages: ({ context }) => context.messages.length > 0,
    moreRepliesPending: ({ context }) => context.pendingReplies > 1,
  },
  delays: {
    replyDelay: CHAT_REPLY_DELAY_MS,
  },
  actions: {
    changeDraft: assign({ draft: (_, params: { value: string }) => params.value.slice(0, CHAT_MESSAGE_MAX), blankAttempt: false }),
    sendMessage: assign(({ context }, params: { at: number }) => ({
      messages: keepLast([...context.messages, { id: context.nextId, text: context.draft, sender: context.userName, timestamp: params.at, isOwn: true }]),
      nextId: context.nextId + 1,
      draft: '',
      blankAttempt: false,
      pendingReplies: context.pendingReplies + 1,
    })),
    refuseBlank: assign({ blankAttempt: true }),
    addReply: assign(({ context }) => ({
      messages: keepLast([
        ...context.messages,
        { id: context.nextId, text: replyText(context.replyCount, context.language), sender: replySender(context.replyCount, context.language), timestamp: Date.now(), isOwn: false },
      ]),
      nextId: context.nextId + 1,
      replyCount: context.replyCount + 1,
      pendingReplies: Math.max(0, context.pendingReplies - 1),
    })),
    clearConversation: assign({ messages: [], pendingReplies: 0, confirmingClear: false }),
    /**
     * Stores the messages; the app provides it (local storage) as an `assign` that sets
     * `saveFailed` when the write is refused. The default keeps them in memory only.
     */
    persist: assign({ saveFailed: false }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => {
    const messages = input.messages ?? []
    return {
      userName: input.userName,
      language: input.language ?? 'en',
      draft: '',
      messages,
      pendingReplies: 0,
      replyCount: messages.filter((m) => !m.isOwn).length,
      nextId: messages.reduce((max, m) => Math.max(max, m.id), 0) + 1,
      blankAttempt: false,
      saveFailed: false,
      confirmingClear: false,
      channel: 'general',
      status: 'active',
    }
  },
  initial: 'idle',
  on: {
    'draft.change': { actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) } },
    'channel.select': { description: 'A label only: the conversation stays the same.', actions: assign({ channel: ({ event }) => event.channel }) },
    'status.change': { description: 'A label only: nothing else changes.', actions: assign({ status: ({ event }) => event.status }) },
    'language.change': { description: 'Replies that come later use this language.', actions: assign({ language: ({ event }) => event.language }) },
    'clear.request': { guard: 'hasMessages', actions: assign({ confirmingClear: true }) },
    'clear.cancel': { actions: assign({ confirmingClear: false }) },
    'clear.confirm': { guard: 'hasMessages', target: '.idle', description: 'Empties the conversation and drops the pending replies.', actions: ['clearConversation', 'persist'] },
  },
  states: {
    idle: {
      description: 'No reply pending: composing.',
      on: {
        'message.send': [
          { guard: 'draftPresent', target: 'replying', actions: [{ type: 'sendMessage', params: ({ event }) => ({ at: event.at ?? Date.now() }) }, 'persist'] },
          { description: 'A blank or whitespace-only message is refused.', actions: 'refuseBlank' },
        ],
      },
    },
    replying: {
      tags: ['typing'],
      description: 'The typing indicator shows; the next reply comes 2 s after this state was entered.',
      on: {
        'message.send': [
          {
            guard: 'draftPresent',
            description: 'Queued: this message gets its own reply after the pending ones (the timer is not restarted).',
            actions: [{ type: 'sendMessage', params: ({ event }) => ({ at: event.at ?? Date.now() }) }, 'persist'],
          },
          { description: 'A blank or whitespace-only message is refused.', actions: 'refuseBlank' },
        ],
      },
      after: {
        replyDelay: [
          { guard: 'moreRepliesPending', target: 'replying', reenter: true, description: 'One reply comes; the next one 2 s later.', actions: ['addReply', 'persist'] },
          { target: 'idle', actions: ['addReply', 'persist'] },
        ],
      },
    },
  },
})

export type ChatMachine = typeof chatMachine

/** What the chat view renders: `useSelector(ref, selectChatView, shallowEqual)` re-renders only when one of these changes. */
export function selectChatView(s: SnapshotFrom<ChatMachine>) {
  const { draft, messages, blankAttempt, saveFailed, confirmingClear, channel, status, replyCount } = s.context
  return { state: String(s.value), draft, messages, blankAttempt, saveFailed, confirmingClear, channel, status, replyCount, typing: s.hasTag('typing') }
}
export type ChatViewModel = ReturnType<typeof selectChatView>
