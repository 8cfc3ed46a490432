/**
 * The dashboard's fixed content and rules (docs/spec/2-everyday-modules.md §2 "Dashboard", §3 "Announcement", §9): the
 * bilingual announcements with their 'new' window, the activity feed shown 3 at a time (its
 * entries come from GET /users/me/activity: machines/shared/activity.ts) and the post modal's
 * tag limit. Pure: dates are computed from the `now` the app passes in (the sandbox clock), so
 * the 'new' badge reads the same whatever day the tests run.
 */

import type { ActivityEntry } from '../shared/activity'
import { ACTIVITY_LIMITS } from '../shared/contracts-everyday'

const DAY_MS = 24 * 60 * 60 * 1000

/** docs/spec/2-everyday-modules.md §9. */
export const ACTIVITY_FEED_SIZE = 3
export const ANNOUNCEMENT_NEW_DAYS = 7
export const RECENT_ACTIVITY_DAYS = ACTIVITY_LIMITS.recentDays
export const POST_MODAL_TAGS = 5

type Bilingual = { en: string; ko: string }

export interface AnnouncementContent {
  id: string
  /** How many days before `now` it was published (the date is relative, so one is always new and one never is). */
  daysAgo: number
  title: Bilingual
  content: Bilingual
  guide?: { steps: { en: string[]; ko: string[] }; note: Bilingual }
}

export interface Announcement extends AnnouncementContent {
  /** ISO date-time. */
  date: string
  isNew: boolean
}

export const ANNOUNCEMENTS: readonly AnnouncementContent[] = [
  {
    id: 'todos-posts',
    daysAgo: 1,
    title: { en: 'Todos, posts and search are live', ko: '할 일, 게시글, 검색 기능 공개' },
    content: {
      en: 'The todo list, the community posts and the search page now run on the sandbox API. Practise create, edit, delete and filter flows.',
      ko: '할 일 목록, 커뮤니티 게시글, 검색 페이지가 이제 샌드박스 API에서 동작합니다. 생성, 수정, 삭제, 필터 흐름을 연습해 보세요.',
    },
    guide: {
      steps: {
        en: ['Open Todos from the sidebar.', 'Add a todo with a due date of today.', 'Check its orange row and the "Due today" badge, then complete it.'],
        ko: ['사이드바에서 할 일을 엽니다.', '마감일이 오늘인 할 일을 추가합니다.', '주황색 행과 "오늘 마감" 배지를 확인한 뒤 완료합니다.'],
      },
      note: { en: 'Everything you create is sample data kept in your browser.', ko: '생성한 모든 데이터는 브라우저에 보관되는 샘플 데이터입니다.' },
    },
  },
  {
    id: 'sandbox-scenarios',
    daysAgo: 5,
    title: { en: 'Switch on API errors from your tests', ko: '테스트에서 API 오류 켜기' },
    content: {
      en: 'Every endpoint can answer with an error, a delay or a held request, so you can test error and loading states.',
      ko: '모든 엔드포인트가 오류, 지연, 대기 요청으로 응답할 수 있어 오류 및 로딩 상태를 테스트할 수 있습니다.',
    },
    guide: {
      steps: {
        en: ["In the browser console run window.__sandbox.endpoints().", "Run window.__sandbox.scenario('GET /todos/stats', { status: 500, times: 1 }).", 'Reload the dashboard and press Retry.'],
        ko: ['브라우저 콘솔에서 window.__sandbox.endpoints()를 실행합니다.', "window.__sandbox.scenario('GET /todos/stats', { status: 500, times: 1 })를 실행합니다.", '대시보드를 새로 고친 뒤 다시 시도를 누릅니다.'],
      },
      note: { en: 'window.__sandbox.reset() clears every scenario.', ko: 'window.__sandbox.reset()은 모든 시나리오를 지웁니다.' },
    },
  },
  {
    id: 'qa-playground',
    daysAgo: 14,
    title: { en: 'New scenarios in the QA playground', ko: 'QA 플레이그라운드의 새 시나리오' },
    content: {
      en: 'The banking, e-commerce, social and booking scenarios each come with a testing guide and stable test ids.',
      ko: '뱅킹, 전자상거래, 소셜, 예약 시나리오에는 각각 테스트 가이드와 안정적인 테스트 ID가 있습니다.',
    },
  },
  {
    id: 'welcome',
    daysAgo: 45,
    title: { en: 'Welcome to QA Playground', ko: 'QA 플레이그라운드에 오신 것을 환영합니다' },
    content: {
      en: 'A practice web application for testers: use the demo accounts and write test cases against every screen.',
      ko: '테스터를 위한 연습용 웹 애플리케이션입니다. 데모 계정으로 모든 화면의 테스트 케이스를 작성해 보세요.',
    },
  },
]

/** Whether `date` lies within the last 7 days before `now` (a future date counts as new too). */
export function isNewAnnouncement(date: string, now: number): boolean {
  const time = Date.parse(date)
  return Number.isFinite(time) && now - time <= ANNOUNCEMENT_NEW_DAYS * DAY_MS
}

/** The announcements dated relative to `now`, newest first. */
export function announcementsAt(now: number): Announcement[] {
  return ANNOUNCEMENTS.map((a) => {
    const date = new Date(now - a.daysAgo * DAY_MS).toISOString()
    return { ...a, date, isNew: isNewAnnouncement(date, now) }
  }).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
}

/** One of the user's posts, as the dashboard needs it. */
export interface DashboardPost {
  id: number
  title: string
  content: string
  tags: string[]
  status: 'published' | 'draft'
  createdAt: string
}

export type { ActivityEntry } from '../shared/activity'

/** Whether a feed entry opens the post modal: a post entry whose post is among the loaded own posts. */
export function opensPost(entry: ActivityEntry, posts: readonly DashboardPost[]): boolean {
  return entry.kind === 'post' && entry.subjectId !== null && posts.some((p) => p.id === entry.subjectId)
}

/** The entries shown: 3 unless expanded. */
export function visibleFeed(entries: readonly ActivityEntry[], expanded: boolean): ActivityEntry[] {
  return expanded ? [...entries] : entries.slice(0, ACTIVITY_FEED_SIZE)
}

/** The post modal's tags: the first 5 and how many more there are. */
export function modalTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, POST_MODAL_TAGS), more: Math.max(0, tags.length - POST_MODAL_TAGS) }
}

/** A completion percentage 0..100 (whole number) from completed and total. */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0
  return Math.round((Math.min(completed, total) / total) * 100)
}
