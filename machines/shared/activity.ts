/**
 * The user's activity and numbers as the dashboard and the profile show them (docs/spec/2-everyday-modules.md §2
 * "Dashboard": four stat cards and the activity feed; docs/spec/1-shell-and-accounts.md §2.7: the profile's activity block).
 * Both screens read the same endpoints (GET /posts/my `total`, GET /todos/stats, GET
 * /users/me/activity) and turn them into numbers with `userNumbers`, so they always agree.
 * Pure: no fetch, no React.
 */
import { KANBAN_STANDARD_COLUMNS, type ActivityResponse, type ApiActivity } from './contracts-everyday'

/** The feed entry kinds, as the views name them ('post' opens the post modal). */
export type ActivityEntryKind = 'post' | 'accountCreated' | 'profileUpdated' | 'todoCreated' | 'todoCompleted' | 'commentAdded' | 'cardMoved' | 'eventCreated'

export interface ActivityEntry {
  /** Stable: 'post-{id}', 'account-created', 'todo-created-{n}', … (the test id `dashboard-activity-{id}`). */
  id: string
  kind: ActivityEntryKind
  /** ISO date-time. */
  date: string
  /** The todo, post, card or event (a comment's post). */
  subjectId: number | null
  title: string
  /** card moved: the target column; `key` only for a standard column (the view names it in the UI language), else its own title. */
  column: { key: (typeof KANBAN_STANDARD_COLUMNS)[number] | null; title: string } | null
}

const KIND: Record<ApiActivity['kind'], ActivityEntryKind> = {
  post_created: 'post',
  account_created: 'accountCreated',
  profile_updated: 'profileUpdated',
  todo_created: 'todoCreated',
  todo_completed: 'todoCompleted',
  comment_added: 'commentAdded',
  card_moved: 'cardMoved',
  event_created: 'eventCreated',
}

/** An API entry for the views; an unknown kind (a newer server) is dropped. */
export function activityFromApi(entry: ApiActivity): ActivityEntry | null {
  const kind = KIND[entry.kind]
  if (!kind || !Number.isFinite(Date.parse(entry.created_at))) return null
  return {
    id: entry.id,
    kind,
    date: entry.created_at,
    subjectId: entry.subject_id,
    title: entry.title ?? '',
    column: kind === 'cardMoved' ? { key: standardColumn(entry.detail_key), title: entry.detail ?? '' } : null,
  }
}

function standardColumn(key: string | null): (typeof KANBAN_STANDARD_COLUMNS)[number] | null {
  return (KANBAN_STANDARD_COLUMNS as readonly string[]).includes(key ?? '') ? (key as (typeof KANBAN_STANDARD_COLUMNS)[number]) : null
}

export function activityListFromApi(entries: readonly ApiActivity[]): ActivityEntry[] {
  return entries.map(activityFromApi).filter((e): e is ActivityEntry => e !== null)
}

/** The numbers both screens show. */
export interface UserNumbers {
  /** Own posts, drafts included (GET /posts/my `total`). */
  posts: number
  /** Own todos (GET /todos/stats `total`). */
  todos: number
  /** Own completed todos (GET /todos/stats `completed`). */
  completed: number
  /** Activity entries of the last 30 days (GET /users/me/activity `recent_count`). */
  recent: number
  /** Distinct days with activity, at least 1 (GET /users/me/activity `days_active`). */
  daysActive: number
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0)

/** The one way the numbers are read from the three answers. */
export function userNumbers(postsTotal: number, todoStats: { total: number; completed: number }, activity: Pick<ActivityResponse, 'recent_count' | 'days_active'>): UserNumbers {
  return {
    posts: count(postsTotal),
    todos: count(todoStats.total),
    completed: count(todoStats.completed),
    recent: count(activity.recent_count),
    daysActive: Math.max(1, count(activity.days_active)),
  }
}

/** How a feed entry's date reads: relative ("3 hours ago") within a week, else the date and time. */
export type ActivityDate = { style: 'relative'; value: number; unit: 'second' | 'minute' | 'hour' | 'day' } | { style: 'absolute' }

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
export const RELATIVE_DATE_DAYS = 7

/** The relative form of `date` seen at `now` (negative values lie in the past), or 'absolute'. */
export function activityDate(date: string, now: number): ActivityDate {
  const diff = Date.parse(date) - now
  const ago = -diff
  if (!Number.isFinite(ago) || ago >= RELATIVE_DATE_DAYS * DAY || ago < -MINUTE) return { style: 'absolute' }
  if (ago < MINUTE) return { style: 'relative', value: 0, unit: 'second' }
  if (ago < HOUR) return { style: 'relative', value: -Math.floor(ago / MINUTE), unit: 'minute' }
  if (ago < DAY) return { style: 'relative', value: -Math.floor(ago / HOUR), unit: 'hour' }
  return { style: 'relative', value: -Math.floor(ago / DAY), unit: 'day' }
}
