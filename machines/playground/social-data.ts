/**
 * The social feed's sample data and constants (docs/spec/3-playground.md "Social feed", §3, §9): posts, stories,
 * suggested people, online friends, trending topics, notifications, messages, the two canned
 * load-more posts and the emoji set, plus the limits. Data, not UI: pure TypeScript, no React.
 * Avatars are initials (the view draws them); sample pictures are small inline SVGs.
 */
import { isKorean } from '../shared/language'

export interface SocialAuthor {
  name: string
  /** With the leading '@'. */
  username: string
  /** Initials drawn as the avatar. */
  avatar: string
  verified: boolean
}

export type MediaKind = 'image' | 'video'

export interface SocialPost {
  id: string
  author: SocialAuthor
  content: string
  /** A picture URL (sample pictures are inline SVG; an upload is a blob: URL for the session that made it). */
  image?: string
  /** A video URL (a blob: URL for the session that uploaded it). */
  video?: string
  /** The uploaded file's name; stays when the session-only blob: URL is gone after a reload. */
  mediaName?: string
  /** Text, e.g. '2 hours ago' or 'Just now'. */
  timestamp: string
  likes: number
  comments: number
  shares: number
  isLiked: boolean
  isBookmarked: boolean
  /** The comments the current user wrote on this post (newest last). */
  myComments?: string[]
}

export interface Story {
  id: string
  username: string
  avatar: string
  hasNewStory: boolean
}

export interface SuggestedPerson {
  name: string
  username: string
  /** Text, e.g. '23.5K'. */
  followers: string
  avatar: string
}

export interface OnlineFriend {
  id: string
  name: string
  avatar: string
}

export interface TrendingTopic {
  /** Stable id for test ids. */
  id: string
  tag: string
  /** Text, e.g. '12.5K'. */
  posts: string
}

export type NotificationType = 'like' | 'comment' | 'follow' | 'mention'

export interface SocialNotification {
  id: string
  type: NotificationType
  user: string
  /** What the user did; the view words it from `type` (translated). */
  action: NotificationType
  /** Minutes ago (the view words it). */
  time: number
}

export interface SocialMessage {
  id: string
  user: string
  avatar: string
  message: string
  /** Minutes ago (the view words it). */
  time: number
  unread: boolean
}

export interface Emoji {
  /** Stable id for test ids. */
  id: string
  char: string
}

/** Limits (docs/spec/3-playground.md §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024 // 5242880
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024 // 52428800
export const POLL_MIN_OPTIONS = 2
export const POLL_MAX_OPTIONS = 4
export const LOAD_MORE_DELAY_MS = 1000
export const POSTS_PER_LOAD = 2
/**
 * The line a poll adds to the post text starts with this marker: a word, not an emoji (a
 * machine without an emoji font shows an emoji as a box; the feed adds a poll icon in SVG).
 */
export const POLL_MARKER = 'Poll:'
/** The marker older versions stored; the feed still recognises it. */
export const LEGACY_POLL_MARKER = '📊 Poll:'

/** Whether a line of a post is its poll line. */
export function isPollLine(line: string): boolean {
  return line.startsWith(POLL_MARKER) || line.startsWith(LEGACY_POLL_MARKER)
}

/** The fixed current user of the demo (docs/spec/3-playground.md §4, §6). */
export const CURRENT_USER: SocialAuthor = { name: 'You', username: '@you', avatar: 'YO', verified: false }
export const JUST_NOW = 'Just now'

/** The static profile card (docs/spec/3-playground.md "Social feed"). */
export const PROFILE = { name: 'John Doe', username: '@johndoe', avatar: 'JD', posts: '256', followers: '1.2K', following: '589' } as const

/** The drawings of the sample pictures: SVG shapes, no emoji (no emoji font needed to see them). */
const MOTIFS = {
  rocket:
    '<path d="M300 60c40 30 60 80 60 130h-120c0-50 20-100 60-130z" fill="#fff"/><circle cx="300" cy="135" r="18" fill="#6366f1"/>' +
    '<path d="M240 190l-30 40h45zM360 190l30 40h-45z" fill="#fff" opacity=".85"/><path d="M280 200h40l-20 50z" fill="#fbbf24"/>',
  sunset:
    '<circle cx="300" cy="200" r="80" fill="#fde047"/><rect y="200" width="600" height="100" fill="#1e1b4b" opacity=".55"/>' +
    '<path d="M0 230h600M60 255h480M140 280h320" stroke="#fde047" stroke-width="6" opacity=".6"/>',
  palette:
    '<ellipse cx="300" cy="150" rx="150" ry="105" fill="#fff"/><circle cx="240" cy="110" r="22" fill="#ef4444"/>' +
    '<circle cx="305" cy="90" r="22" fill="#22c55e"/><circle cx="365" cy="120" r="22" fill="#3b82f6"/><circle cx="250" cy="185" r="22" fill="#eab308"/>' +
    '<circle cx="340" cy="195" r="26" fill="#14b8a6"/>',
} as const

function picture(from: string, to: string, motif: keyof typeof MOTIFS): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="300" fill="url(#g)"/>${MOTIFS[motif]}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const DEFAULT_POSTS: readonly SocialPost[] = [
  {
    id: '1',
    author: { name: 'Sarah Johnson', username: '@sarahj', avatar: 'SJ', verified: true },
    content: 'Just launched my new project! Excited to share it with everyone. Check it out and let me know what you think! 🚀 #launch #startup #tech',
    image: picture('#6366f1', '#ec4899', 'rocket'),
    timestamp: '2 hours ago',
    likes: 234,
    comments: 45,
    shares: 12,
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '2',
    author: { name: 'Tech News Daily', username: '@technews', avatar: 'TN', verified: true },
    content: 'Breaking: Major tech company announces revolutionary AI breakthrough that could change everything we know about machine learning. #TechNews #AI',
    timestamp: '3 hours ago',
    likes: 1542,
    comments: 328,
    shares: 456,
    isLiked: true,
    isBookmarked: true,
  },
  {
    id: '3',
    author: { name: 'Mike Chen', username: '@mikechen', avatar: 'MC', verified: false },
    content: 'Beautiful sunset from my evening run today! Sometimes you just need to disconnect and enjoy nature. 🌅',
    image: picture('#f97316', '#7c3aed', 'sunset'),
    timestamp: '5 hours ago',
    likes: 89,
    comments: 12,
    shares: 3,
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '4',
    author: { name: 'Emily Ross', username: '@emilyr', avatar: 'ER', verified: false },
    content: 'QA tip of the day: prefer stable data-testid attributes over CSS classes in your selectors. Your future self will thank you. #QA #testing',
    timestamp: '1 day ago',
    likes: 56,
    comments: 8,
    shares: 5,
    isLiked: false,
    isBookmarked: false,
  },
]

/** The canned posts each 'Load More Posts' appends (their ids get a running number: more-1, more-2, ...). */
export const LOAD_MORE_POSTS: readonly Omit<SocialPost, 'id'>[] = [
  {
    author: { name: 'Jessica Lee', username: '@jessicalee', avatar: 'JL', verified: false },
    content: 'Just finished a 30-day coding challenge! Consistency beats intensity every single time. 💪 #WebDev #100DaysOfCode',
    timestamp: '6 hours ago',
    likes: 156,
    comments: 23,
    shares: 8,
    isLiked: false,
    isBookmarked: false,
  },
  {
    author: { name: 'Design Weekly', username: '@designweekly', avatar: 'DW', verified: true },
    content: 'Five small UI patterns that make forms easier to use and easier to test: clear labels, inline errors, visible focus, sensible defaults and honest buttons. #Design #UX',
    image: picture('#14b8a6', '#0ea5e9', 'palette'),
    timestamp: '8 hours ago',
    likes: 412,
    comments: 37,
    shares: 64,
    isLiked: false,
    isBookmarked: false,
  },
]

/** The own story id: its tile opens the file picker instead of the viewer. */
export const OWN_STORY_ID = 'your-story'

export const STORIES: readonly Story[] = [
  { id: OWN_STORY_ID, username: 'Your Story', avatar: 'YO', hasNewStory: false },
  { id: 'alexm', username: 'alexm', avatar: 'AM', hasNewStory: true },
  { id: 'emilyr', username: 'emilyr', avatar: 'ER', hasNewStory: true },
  { id: 'davidk', username: 'davidk', avatar: 'DK', hasNewStory: false },
  { id: 'lisap', username: 'lisap', avatar: 'LP', hasNewStory: true },
  { id: 'jamesw', username: 'jamesw', avatar: 'JW', hasNewStory: false },
]

export const SUGGESTED_PEOPLE: readonly SuggestedPerson[] = [
  { name: 'Alex Morgan', username: '@alexm', followers: '23.5K', avatar: 'AM' },
  { name: 'Emily Ross', username: '@emilyr', followers: '18.2K', avatar: 'ER' },
  { name: 'David Kim', username: '@davidk', followers: '45.8K', avatar: 'DK' },
]

export const ONLINE_FRIENDS: readonly OnlineFriend[] = [
  { id: 'sarahj', name: 'Sarah Johnson', avatar: 'SJ' },
  { id: 'mikechen', name: 'Mike Chen', avatar: 'MC' },
  { id: 'lisap', name: 'Lisa Park', avatar: 'LP' },
  { id: 'jamesw', name: 'James Wilson', avatar: 'JW' },
]

export const TRENDING_TOPICS: readonly TrendingTopic[] = [
  { id: 'technews', tag: '#TechNews', posts: '12.5K' },
  { id: 'ai', tag: '#AI', posts: '8.3K' },
  { id: 'webdev', tag: '#WebDev', posts: '5.2K' },
  { id: 'startup', tag: '#Startup', posts: '3.8K' },
  { id: 'design', tag: '#Design', posts: '2.9K' },
]

export const NOTIFICATIONS: readonly SocialNotification[] = [
  { id: 'n1', type: 'like', user: 'Sarah Johnson', action: 'like', time: 2 },
  { id: 'n2', type: 'comment', user: 'Mike Chen', action: 'comment', time: 15 },
  { id: 'n3', type: 'follow', user: 'Alex Morgan', action: 'follow', time: 60 },
  { id: 'n4', type: 'mention', user: 'Emily Ross', action: 'mention', time: 180 },
]

export const MESSAGES: readonly SocialMessage[] = [
  { id: 'm1', user: 'Lisa Park', avatar: 'LP', message: 'Are you coming to the QA meetup tonight?', time: 5, unread: true },
  { id: 'm2', user: 'James Wilson', avatar: 'JW', message: 'I pushed the new test cases, can you review?', time: 45, unread: true },
  { id: 'm3', user: 'Sarah Johnson', avatar: 'SJ', message: 'Thanks for the feedback on my launch post!', time: 1440, unread: false },
]

export const EMOJIS: readonly Emoji[] = [
  { id: 'grin', char: '😀' },
  { id: 'joy', char: '😂' },
  { id: 'heart-eyes', char: '😍' },
  { id: 'thinking', char: '🤔' },
  { id: 'thumbs-up', char: '👍' },
  { id: 'clap', char: '👏' },
  { id: 'party', char: '🎉' },
  { id: 'fire', char: '🔥' },
  { id: 'heart', char: '❤️' },
  { id: 'rocket', char: '🚀' },
  { id: 'sparkles', char: '✨' },
  { id: 'cool', char: '😎' },
]

export const DEFAULT_FOLLOWS: readonly string[] = []

// ---- The same sample data in Korean ----

/**
 * Korean screens get Korean sample people and posts from the first start (as the everyday modules get the `ko`
 * seed): the same ids, handles, hashtags, numbers and pictures as the English set, so test ids, follows, stories
 * and the trending topics' searches work alike in both languages; only names, avatars (the first syllable of
 * the given name) and texts differ. People by their English sample name; stored posts keep the language they
 * were made in.
 */
const KO_PEOPLE: Readonly<Record<string, { name: string; avatar: string }>> = {
  'Sarah Johnson': { name: '한서연', avatar: '서' },
  'Tech News Daily': { name: '데일리 테크 뉴스', avatar: '테' },
  'Mike Chen': { name: '진민혁', avatar: '민' },
  'Emily Ross': { name: '이은지', avatar: '은' },
  'Jessica Lee': { name: '이지수', avatar: '지' },
  'Design Weekly': { name: '디자인 위클리', avatar: '디' },
  'Alex Morgan': { name: '강민호', avatar: '호' },
  'David Kim': { name: '김도현', avatar: '도' },
  'Lisa Park': { name: '박소연', avatar: '소' },
  'James Wilson': { name: '윤재민', avatar: '재' },
}

/** Korean post texts by post id (the load-more posts by their place: more-1, more-2). */
const KO_POSTS: Readonly<Record<string, string>> = {
  '1': '드디어 새 프로젝트를 출시했어요! 여러분께 보여 드리게 되어 정말 설레요. 둘러보시고 의견 남겨 주세요! 🚀 #launch #startup #tech',
  '2': '속보: 한 대형 IT 기업이 머신러닝에 대한 상식을 바꿀 수도 있는 AI 기술을 발표했습니다. #TechNews #AI',
  '3': '저녁 러닝 중에 본 노을이 정말 예뻤어요! 가끔은 다 내려놓고 자연을 즐길 필요가 있죠. 🌅',
  '4': 'QA 오늘의 팁: 선택자에는 CSS 클래스보다 안정적인 data-testid 속성을 쓰세요. 미래의 내가 고마워할 거예요. #QA #testing',
  'more-1': '30일 코딩 챌린지를 끝냈어요! 꾸준함이 강도를 이긴다는 걸 또 한 번 느꼈습니다. 💪 #WebDev #100DaysOfCode',
  'more-2': '폼을 쓰기 쉽고 테스트하기도 쉽게 만드는 작은 UI 패턴 다섯 가지: 분명한 레이블, 필드 옆 오류, 보이는 포커스, 알맞은 기본값, 정직한 버튼. #Design #UX',
}

const KO_MESSAGES: Readonly<Record<string, string>> = {
  m1: '오늘 저녁 QA 밋업 오시나요?',
  m2: '새 테스트 케이스 올렸어요. 리뷰 부탁드려요!',
  m3: '출시 글에 피드백 주셔서 고마워요!',
}

/** The Korean name and avatar of a person, by the English sample name every list of this file gives. */
const koPerson = (name: string) => KO_PEOPLE[name]

const koAuthor = (author: SocialAuthor): SocialAuthor => ({ ...author, ...koPerson(author.name) })

/** The sample data a screen in this language starts with. */
export interface SocialSamples {
  posts: readonly SocialPost[]
  loadMore: readonly Omit<SocialPost, 'id'>[]
  suggested: readonly SuggestedPerson[]
  online: readonly OnlineFriend[]
  notifications: readonly SocialNotification[]
  messages: readonly SocialMessage[]
}

const EN_SAMPLES: SocialSamples = {
  posts: DEFAULT_POSTS,
  loadMore: LOAD_MORE_POSTS,
  suggested: SUGGESTED_PEOPLE,
  online: ONLINE_FRIENDS,
  notifications: NOTIFICATIONS,
  messages: MESSAGES,
}

const KO_SAMPLES: SocialSamples = {
  posts: DEFAULT_POSTS.map((p) => ({ ...p, author: koAuthor(p.author), content: KO_POSTS[p.id] ?? p.content })),
  loadMore: LOAD_MORE_POSTS.map((p, i) => ({ ...p, author: koAuthor(p.author), content: KO_POSTS[`more-${i + 1}`] ?? p.content })),
  suggested: SUGGESTED_PEOPLE.map((p) => ({ ...p, ...koPerson(p.name) })),
  online: ONLINE_FRIENDS.map((f) => ({ ...f, ...koPerson(f.name) })),
  notifications: NOTIFICATIONS.map((n) => ({ ...n, user: koPerson(n.user)?.name ?? n.user })),
  messages: MESSAGES.map((m) => ({ ...m, user: koPerson(m.user)?.name ?? m.user, avatar: koPerson(m.user)?.avatar ?? m.avatar, message: KO_MESSAGES[m.id] ?? m.message })),
}

/** The sample data for a language: Korean for 'ko' and 'ko-KR', else English. */
export function socialSamples(language: string | undefined): SocialSamples {
  return isKorean(language) ? KO_SAMPLES : EN_SAMPLES
}

/** A post timestamp as the view words it: 'Just now', 'N minutes/hours/days ago', else the raw text. */
export type TimestampParts = { kind: 'justNow' } | { kind: 'ago'; unit: 'minute' | 'hour' | 'day'; count: number } | { kind: 'text'; text: string }

export function timestampParts(text: string): TimestampParts {
  if (text === JUST_NOW) return { kind: 'justNow' }
  const m = /^(\d+) (minute|hour|day)s? ago$/.exec(text)
  if (m) return { kind: 'ago', unit: m[2] as 'minute' | 'hour' | 'day', count: Number(m[1]) }
  return { kind: 'text', text }
}

// ---- Validation of stored values (a corrupted value falls back to the defaults) ----

/**
 * The most posts the feed keeps in storage: the ONE limit of both the loader and the saver.
 * The list is newest first (a new post is prepended, Load More appends older ones), so the
 * newest N are its first N. A list never gets dropped for being long: it is cut to N.
 */
export const SOCIAL_MAX_POSTS = 500
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const isOptionalString = (v: unknown) => v === undefined || typeof v === 'string'

function isAuthor(v: unknown): v is SocialAuthor {
  return isObject(v) && typeof v.name === 'string' && typeof v.username === 'string' && typeof v.avatar === 'string' && typeof v.verified === 'boolean'
}

export function isSocialPost(v: unknown): v is SocialPost {
  return (
    isObject(v) &&
    typeof v.id === 'string' &&
    v.id !== '' &&
    isAuthor(v.author) &&
    typeof v.content === 'string' &&
    isOptionalString(v.image) &&
    isOptionalString(v.video) &&
    isOptionalString(v.mediaName) &&
    typeof v.timestamp === 'string' &&
    isCount(v.likes) &&
    isCount(v.comments) &&
    isCount(v.shares) &&
    typeof v.isLiked === 'boolean' &&
    typeof v.isBookmarked === 'boolean' &&
    (v.myComments === undefined || (Array.isArray(v.myComments) && v.myComments.every((c) => typeof c === 'string')))
  )
}

/** A stored post list: an array of at most SOCIAL_MAX_POSTS well-formed posts with unique ids. */
export function isSocialPostList(v: unknown): v is SocialPost[] {
  if (!Array.isArray(v) || v.length > SOCIAL_MAX_POSTS || !v.every(isSocialPost)) return false
  return new Set(v.map((p) => p.id)).size === v.length
}

/** The newest `max` posts of a newest-first list (what the saver stores). */
export function newestPosts<T>(posts: readonly T[], max: number = SOCIAL_MAX_POSTS): T[] {
  return posts.slice(0, max)
}

/**
 * What the loader keeps of a stored value: its well-formed posts (the first of a repeated id),
 * the newest SOCIAL_MAX_POSTS of them. null when the value is not a list, or a non-empty list
 * without one usable post (the caller falls back to the defaults).
 */
export function usablePosts(v: unknown): SocialPost[] | null {
  if (!Array.isArray(v)) return null
  const seen = new Set<string>()
  const kept: SocialPost[] = []
  for (const item of v) {
    if (kept.length >= SOCIAL_MAX_POSTS) break
    if (!isSocialPost(item) || seen.has(item.id)) continue
    seen.add(item.id)
    kept.push(item)
  }
  return kept.length === 0 && v.length > 0 ? null : kept
}

/** A stored follow list: unique '@username' strings. */
export function isFollowList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= 1000 && v.every((u) => typeof u === 'string' && /^@\S{1,64}$/.test(u)) && new Set(v).size === v.length
}
