/**
 * The simulated chat's data (docs/spec/2-everyday-modules.md "Chat", §9): a message, the fixed channels, direct messages,
 * statuses and the bilingual reply texts, and the tolerant reading of stored messages.
 * Pure TypeScript: the page reads and writes local storage and passes the values here.
 */

export interface ChatMessage {
  id: number
  text: string
  sender: string
  /** Milliseconds since the epoch. */
  timestamp: number
  isOwn: boolean
}

/** The longest message the composer accepts (and a stored message may have). */
export const CHAT_MESSAGE_MAX = 2000
/** At most this many messages are kept (the oldest go first). */
export const CHAT_HISTORY_MAX = 200

/** Channels and direct messages: interface labels only (docs/spec/2-everyday-modules.md "Chat": their behaviour is not shown). */
export const CHAT_CHANNELS = ['general', 'qa-automation', 'random'] as const
export const CHAT_PEOPLE = [
  { id: 'dm-minji', name: 'Minji Park', nameKo: '박민지' },
  { id: 'dm-alex', name: 'Alex Kim', nameKo: '김현우' },
  { id: 'dm-jordan', name: 'Jordan Lee', nameKo: '이도윤' },
] as const

/** A person's name as a screen in this language shows it (Korean names on a Korean screen, as the replies are Korean). */
export const personName = (person: (typeof CHAT_PEOPLE)[number], language: ChatLanguage = 'en'): string => (language === 'ko' ? person.nameKo : person.name)
export type ChatChannelId = (typeof CHAT_CHANNELS)[number] | (typeof CHAT_PEOPLE)[number]['id']
export const CHAT_CHANNEL_IDS: readonly ChatChannelId[] = [...CHAT_CHANNELS, ...CHAT_PEOPLE.map((p) => p.id)]

export const CHAT_STATUSES = ['active', 'away', 'dnd', 'invisible'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

/** Who answers: the people take turns, in order. */
export const replySender = (index: number, language: ChatLanguage = 'en'): string => personName(CHAT_PEOPLE[index % CHAT_PEOPLE.length]!, language)

/** The simulated replies, in turn (a counter picks the next one: no randomness). */
export const CHAT_REPLIES = {
  en: [
    'Thanks! I will take a look.',
    'Good point. Did the test pass on CI?',
    'Can you share the steps to reproduce?',
    'Nice catch. Let us add a regression test.',
  ],
  ko: [
    '고마워요! 확인해 볼게요.',
    '좋은 지적이에요. CI에서도 테스트가 통과했나요?',
    '재현 절차를 공유해 주실 수 있나요?',
    '잘 찾았어요. 회귀 테스트를 추가해요.',
  ],
} as const
export type ChatLanguage = keyof typeof CHAT_REPLIES

export const replyText = (index: number, language: ChatLanguage): string => {
  const list = CHAT_REPLIES[language]
  return list[index % list.length]!
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** One stored message, or null when any field is missing, of the wrong type or out of range. */
export function toChatMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null
  const { id, text, sender, timestamp, isOwn } = value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null
  if (typeof text !== 'string' || text.trim() === '' || text.length > CHAT_MESSAGE_MAX) return null
  if (typeof sender !== 'string' || sender.length === 0 || sender.length > 100) return null
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0 || Number.isNaN(new Date(timestamp).getTime())) return null
  if (typeof isOwn !== 'boolean') return null
  return { id, text, sender, timestamp, isOwn }
}

/**
 * The stored value (already JSON-parsed, or the raw string) as messages: anything but an array
 * is an empty chat; an array keeps its valid messages (a duplicate id keeps the first) and
 * drops the rest, then the last CHAT_HISTORY_MAX.
 */
export function parseChatMessages(raw: unknown): ChatMessage[] {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return []
    }
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<number>()
  const messages: ChatMessage[] = []
  for (const item of value) {
    const m = toChatMessage(item)
    if (!m || seen.has(m.id)) continue
    seen.add(m.id)
    messages.push(m)
  }
  return messages.slice(-CHAT_HISTORY_MAX)
}
