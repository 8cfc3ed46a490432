import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useEffect, useState } from 'react'
import { assign } from 'xstate'
import { useTranslation } from 'react-i18next'
import type { User } from '@machines/shared/types'
import { parseChatMessages, type ChatMessage } from '@machines/chat/chat-message'
import { chatMachine, selectChatView } from '@machines/chat/chat.machine'
import { useSessionUser } from '@/app/session'
import { toLanguage } from '@/i18n'
import { chatMessagesKey, readStored, writeStoredOrThrow } from '@/lib/storage'
import { ChatView } from './chat-view'

/** The stored conversation of a user: a corrupted value is discarded (empty chat), bad entries are dropped. */
export function loadChatMessages(userId: number): ChatMessage[] {
  return readStored(chatMessagesKey(userId), (raw) => {
    const messages = parseChatMessages(raw)
    // A value that is not a list at all is removed; a list keeps its valid messages.
    return messages.length > 0 || raw.trim().startsWith('[') ? messages : undefined
  }) ?? []
}

/** Writes the conversation; false when the storage refuses it (full, private mode). */
export function saveChatMessages(userId: number, messages: ChatMessage[]): boolean {
  try {
    writeStoredOrThrow(chatMessagesKey(userId), messages)
    return true
  } catch {
    return false
  }
}

/** The route guard renders this page for a signed-in user only. */
export function ChatPage() {
  const user = useSessionUser()
  if (!user) return null
  return <ChatSession key={user.id} user={user} />
}

/** Binds the chat machine to the user's stored conversation and the current language. */
function ChatSession({ user }: { user: User }) {
  const { i18n } = useTranslation('chat')
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language)
  const [stored] = useState(() => loadChatMessages(user.id))
  const [machine] = useState(() =>
    chatMachine.provide({ actions: { persist: assign({ saveFailed: ({ context }) => !saveChatMessages(user.id, context.messages) }) } }),
  )
  const actorRef = useActorRef(machine, { input: { messages: stored, userName: user.name || user.username, language } })
  const view = useSelector(actorRef, selectChatView, shallowEqual)

  useEffect(() => {
    actorRef.send({ type: 'language.change', language })
  }, [actorRef, language])

  return <ChatView view={view} send={actorRef.send} language={language} />
}
