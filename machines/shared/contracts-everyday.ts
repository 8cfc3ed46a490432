/**
 * Request and response shapes of the everyday modules' calls (docs/spec/2-everyday-modules.md §7 "Todos", "Posts and
 * comments"), with the limits of docs/spec/2-everyday-modules.md §5 and §9. The sandbox validates every body and query
 * with these schemas (422 on mismatch); the client (src/api) and the machines use the same
 * types and limits, so the three cannot drift apart.
 */
import * as z from 'zod/mini'

/** docs/spec/2-everyday-modules.md §5 / §9: the limits users meet in the forms and the sandbox enforces. */
export const TODO_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMax: 500,
  tagMax: 30,
  tagsMax: 20,
} as const

export const POST_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 10,
  contentMax: 20_000,
  tagMax: 30,
  tagsMax: 20,
  commentMax: 2000,
} as const

/** Paging of every list: `page` from 1, `limit` 1..100 (default 10, the post store's page size). */
export const PAGE_LIMITS = { defaultLimit: 10, maxLimit: 100 } as const
/** docs/spec/2-everyday-modules.md §9. */
export const UPCOMING_DEFAULT_DAYS = 7
export const POPULAR_DEFAULT_LIMIT = 10
export const RELATED_DEFAULT_LIMIT = 5
/** Bulk calls take at most this many ids. */
export const BULK_MAX_IDS = 100

export const TODO_PRIORITY_VALUES = ['low', 'medium', 'high'] as const
export type TodoPriority = (typeof TODO_PRIORITY_VALUES)[number]
/** The server's status values (upper case); the client maps DONE to `completed`. */
export const TODO_STATUS_VALUES = ['TODO', 'IN_PROGRESS', 'DONE'] as const
export type TodoStatus = (typeof TODO_STATUS_VALUES)[number]
export const TODO_SORT_FIELDS = ['created_at', 'updated_at', 'due_date', 'priority', 'title'] as const
export const POST_STATUS_VALUES = ['published', 'draft'] as const
export type PostStatus = (typeof POST_STATUS_VALUES)[number]
export const POST_SORT_FIELDS = ['created_at', 'updated_at', 'likes_count', 'comments_count', 'title'] as const
export const SORT_ORDERS = ['asc', 'desc'] as const
export const EXPORT_FORMATS = ['csv', 'json'] as const

const ABORT = { abort: true } as const
const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.maxLength(max, ABORT), z.minLength(min))
const optionalNullableText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))))
/** An ISO date or date-time (`2026-11-24` or `2026-11-24T10:00:00.000Z`). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/
const isoDate = z.string().check(
  z.maxLength(40, ABORT),
  z.regex(ISO_DATE_PATTERN, { error: 'Input should be a valid date or datetime', abort: true }),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'Input should be a valid date or datetime'),
)
const tag = z.string().check(z.trim(), z.maxLength(POST_LIMITS.tagMax, ABORT), z.minLength(1, 'Field required'))
const tags = z.array(tag).check(z.maxLength(POST_LIMITS.tagsMax))
const id = z.number().check(z.int(), z.positive())
const ids = z.array(id).check(z.minLength(1), z.maxLength(BULK_MAX_IDS))

// ---------------------------------------------------------------- todos

export const todoCreateRequest = z.object({
  title: trimmed(TODO_LIMITS.titleMin, TODO_LIMITS.titleMax),
  description: optionalNullableText(TODO_LIMITS.descriptionMax),
  priority: z._default(z.enum(TODO_PRIORITY_VALUES), 'medium'),
  due_date: z.optional(z.nullable(isoDate)),
  tags: z.optional(tags),
})
export type TodoCreateRequest = z.input<typeof todoCreateRequest>

export const todoUpdateRequest = z.object({
  title: z.optional(trimmed(TODO_LIMITS.titleMin, TODO_LIMITS.titleMax)),
  description: optionalNullableText(TODO_LIMITS.descriptionMax),
  priority: z.optional(z.enum(TODO_PRIORITY_VALUES)),
  status: z.optional(z.enum(TODO_STATUS_VALUES)),
  due_date: z.optional(z.nullable(isoDate)),
  tags: z.optional(tags),
})
export type TodoUpdateRequest = z.input<typeof todoUpdateRequest>

export const todoBulkUpdateRequest = z.object({ ids, data: todoUpdateRequest })
export type TodoBulkUpdateRequest = z.input<typeof todoBulkUpdateRequest>
export const bulkDeleteRequest = z.object({ ids })
export type BulkDeleteRequest = z.input<typeof bulkDeleteRequest>

export interface ApiTodo {
  id: number
  title: string
  description: string | null
  priority: TodoPriority
  status: TodoStatus
  /** ISO date-time or null. */
  due_date: string | null
  completed_at: string | null
  created_at: string
  updated_at: string
  /** The creator (both names are sent, as the real API does). */
  created_by: number
  user_id: number
  tags: string[]
}

/** GET /todos/ */
export interface TodoListResponse {
  todos: ApiTodo[]
  /** Whether a next page exists. */
  more: boolean
  total: number
  page: number
  limit: number
}

/** GET /todos/stats */
export interface TodoStats {
  total: number
  completed: number
  pending: number
  overdue: number
  due_today: number
  /** 0..100, one decimal. */
  completion_rate: number
}

/** PATCH /todos/bulk and POST /todos/bulk-delete */
export interface BulkResult {
  /** How many records changed. */
  count: number
  ids: number[]
}

// ---------------------------------------------------------------- posts and comments

export const postCreateRequest = z.object({
  title: trimmed(POST_LIMITS.titleMin, POST_LIMITS.titleMax),
  content: trimmed(POST_LIMITS.contentMin, POST_LIMITS.contentMax),
  tags: z.optional(tags),
  status: z._default(z.enum(POST_STATUS_VALUES), 'published'),
})
export type PostCreateRequest = z.input<typeof postCreateRequest>

/** PUT /posts/{id}: the fields to change (the app sends all of them). */
export const postUpdateRequest = z.object({
  title: z.optional(trimmed(POST_LIMITS.titleMin, POST_LIMITS.titleMax)),
  content: z.optional(trimmed(POST_LIMITS.contentMin, POST_LIMITS.contentMax)),
  tags: z.optional(tags),
  status: z.optional(z.enum(POST_STATUS_VALUES)),
})
export type PostUpdateRequest = z.input<typeof postUpdateRequest>

export const commentCreateRequest = z.object({
  post_id: id,
  content: trimmed(1, POST_LIMITS.commentMax),
})
export type CommentCreateRequest = z.input<typeof commentCreateRequest>

export interface ApiAuthor {
  id: number
  username: string
  full_name: string | null
  /** full_name, else username. */
  name: string
}

export interface ApiComment {
  id: number
  post_id: number
  content: string
  author: ApiAuthor
  created_at: string
}

export interface ApiPost {
  id: number
  title: string
  content: string
  /** The first 150 characters of the content. */
  excerpt: string
  tags: string[]
  status: PostStatus
  author: ApiAuthor
  author_id: number
  created_at: string
  updated_at: string
  likes_count: number
  /** Whether the caller has liked it. */
  user_has_liked: boolean
  comments_count: number
  /** Oldest first. */
  comments: ApiComment[]
}

/** GET /posts/, /posts/my, /posts/search */
export interface PostListResponse {
  posts: ApiPost[]
  total: number
  page: number
  limit: number
}

/** POST/DELETE /posts/{id}/like */
export interface LikeResponse {
  message: string
  likes_count: number
  user_has_liked: boolean
}

/** The server details of docs/spec/2-everyday-modules.md §8 that the client ignores silently. */
export const ALREADY_LIKED_DETAIL = 'Already liked this post'
export const NOT_LIKED_DETAIL = 'Post not liked'

// ---------------------------------------------------------------- calendar

/** docs/spec/2-everyday-modules.md §3 / §5 / §9: calendar events. */
export const CALENDAR_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  locationMax: 200,
  colorMax: 20,
  /** A reminder is minutes before the start, at most four weeks. */
  reminderMax: 40_320,
  /** A day cell of the month grid shows at most this many events, then '+N more'. */
  eventsPerDayCell: 3,
  /** A timed event runs this long from its time. */
  timedEventMinutes: 60,
  /** GET /calendar/events answers at most this many days at once (inclusive). */
  rangeMaxDays: 400,
} as const

/** The event types of the form; the server keeps them as colours. */
export const EVENT_TYPES = ['meeting', 'deadline', 'todo'] as const
export type EventType = (typeof EVENT_TYPES)[number]
/** The stored colours: blue = meeting, red = deadline, green = todo. */
export const EVENT_COLOR_VALUES = ['blue', 'red', 'green'] as const
export type EventColor = (typeof EVENT_COLOR_VALUES)[number]

/** docs/spec/2-everyday-modules.md §3: the server's colour of a type. */
export function colorOfType(type: EventType): EventColor {
  return type === 'meeting' ? 'blue' : type === 'deadline' ? 'red' : 'green'
}
/** docs/spec/2-everyday-modules.md §3: blue means meeting, red means deadline, any other colour means todo. */
export function typeOfColor(color: string): EventType {
  return color === 'blue' ? 'meeting' : color === 'red' ? 'deadline' : 'todo'
}

/** A local date-time without a time zone as stored and answered (docs/spec/2-everyday-modules.md §3): `2026-11-24T10:00:00.000`. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{3})$/
/**
 * What a request may send for a time (docs/spec/2-everyday-modules.md §3): a local date-time with minutes, seconds or
 * milliseconds (`2026-11-28T10:00`, `2026-11-28T10:00:00`, `2026-11-28T10:00:00.000`), no zone or offset.
 */
export const LOCAL_DATE_TIME_INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{3}))?)?$/
export const LOCAL_DATE_TIME_FORMS = ['YYYY-MM-DDTHH:mm', 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm:ss.sss'] as const
export const LOCAL_DATE_TIME_MESSAGE = `Input should be a local date-time without a time zone or offset: ${LOCAL_DATE_TIME_FORMS.join(', ')} (e.g. 2026-11-28T10:00)`
export const EVENT_END_BEFORE_START_MESSAGE = 'end_time must not be before start_time'

/** Whether `value` is a real local date-time of an accepted form (no 2026-02-30, no 24:00). */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME_INPUT_PATTERN.exec(value)
  if (!m) return false
  const [y, mo, d, h, mi, s = 0] = m.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as [number, number, number, number, number, number?]
  const check = new Date(Date.UTC(y, mo - 1, d))
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d && h < 24 && mi < 60 && s < 60
}

/** An accepted local date-time in the stored form: `2026-11-28T10:00` → `2026-11-28T10:00:00.000`. */
export function normalizeLocalDateTime(value: string): string {
  const m = LOCAL_DATE_TIME_INPUT_PATTERN.exec(value)
  if (!m) return value
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}.${m[7] ?? '000'}`
}

const localDateTime = z.pipe(
  z.string().check(
    z.maxLength(40, ABORT),
    // The pattern first (same message) so JSON Schema / OpenAPI carry it; the refine rejects 2026-02-30 and 24:00.
    z.regex(LOCAL_DATE_TIME_INPUT_PATTERN, { error: LOCAL_DATE_TIME_MESSAGE, abort: true }),
    z.refine((value) => isLocalDateTime(value), LOCAL_DATE_TIME_MESSAGE),
    z.meta({
      description: `A local date-time without a time zone or offset, in one of the forms ${LOCAL_DATE_TIME_FORMS.join(', ')}; stored and answered as YYYY-MM-DDTHH:mm:ss.sss. A zone (Z) or an offset (+09:00) is refused with 422.`,
      examples: ['2026-11-28T10:00', '2026-11-28T10:00:00', '2026-11-28T10:00:00.000'],
    }),
  ),
  // Answers keep one form: whatever was sent is stored as YYYY-MM-DDTHH:mm:ss.sss.
  z.transform(normalizeLocalDateTime),
)
const eventTitle = z.string().check(z.trim(), z.maxLength(CALENDAR_LIMITS.titleMax, ABORT), z.minLength(1, 'Field required'))
/** Any colour string is accepted (blue, red, anything else = todo) and stored as blue, red or green. */
const eventColor = z.string().check(z.trim(), z.maxLength(CALENDAR_LIMITS.colorMax, ABORT), z.minLength(1, 'Field required'))
const reminder = z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(CALENDAR_LIMITS.reminderMax)))
/** The same format compares like the instant, so a string comparison orders them. */
const endNotBeforeStart = (value: { start_time?: string; end_time?: string }) =>
  value.start_time === undefined || value.end_time === undefined || value.end_time >= value.start_time

export const calendarEventCreateRequest = z.object({
  title: eventTitle,
  description: optionalNullableText(CALENDAR_LIMITS.descriptionMax),
  start_time: localDateTime,
  end_time: localDateTime,
  all_day: z._default(z.boolean(), false),
  color: z._default(eventColor, 'blue'),
  location: optionalNullableText(CALENDAR_LIMITS.locationMax),
  reminder: z.optional(reminder),
}).check(z.refine(endNotBeforeStart, { message: EVENT_END_BEFORE_START_MESSAGE, path: ['end_time'] }))
export type CalendarEventCreateRequest = z.input<typeof calendarEventCreateRequest>

/** PATCH /calendar/events/{id}: any of the create fields; the merged event must still end after it starts. */
export const calendarEventUpdateRequest = z.object({
  title: z.optional(eventTitle),
  description: optionalNullableText(CALENDAR_LIMITS.descriptionMax),
  start_time: z.optional(localDateTime),
  end_time: z.optional(localDateTime),
  all_day: z.optional(z.boolean()),
  color: z.optional(eventColor),
  location: optionalNullableText(CALENDAR_LIMITS.locationMax),
  reminder: z.optional(reminder),
}).check(z.refine(endNotBeforeStart, { message: EVENT_END_BEFORE_START_MESSAGE, path: ['end_time'] }))
export type CalendarEventUpdateRequest = z.input<typeof calendarEventUpdateRequest>

export interface ApiCalendarEvent {
  id: number
  title: string
  description: string | null
  /** Local date-time without a zone, `YYYY-MM-DDTHH:mm:ss.sss`. */
  start_time: string
  end_time: string
  all_day: boolean
  color: EventColor
  location: string | null
  /** Minutes before the start, or null. */
  reminder: number | null
  user_id: number
  created_at: string
}

/** GET /calendar/events */
export interface CalendarEventListResponse {
  events: ApiCalendarEvent[]
}

// ---------------------------------------------------------------- kanban

/** docs/spec/2-everyday-modules.md §3 / §9: the kanban board, its columns and cards. */
export const KANBAN_LIMITS = {
  titleMax: 200,
  descriptionMax: 1000,
  translationKeyMax: 40,
} as const
/** The 4 standard columns (docs/spec/2-everyday-modules.md §9), in board order, by translation key. */
export const KANBAN_STANDARD_COLUMNS = ['todo', 'inProgress', 'review', 'done'] as const
export type KanbanStandardColumn = (typeof KANBAN_STANDARD_COLUMNS)[number]
/** The form offers low, medium and high (docs/spec/2-everyday-modules.md §9); the API also keeps 'urgent' (interface text mentions it). */
export const KANBAN_PRIORITY_VALUES = ['low', 'medium', 'high', 'urgent'] as const
export type KanbanPriority = (typeof KANBAN_PRIORITY_VALUES)[number]
export const KANBAN_FORM_PRIORITIES = ['low', 'medium', 'high'] as const
/** docs/spec/2-everyday-modules.md §3: the fixed 5 sample users the client fills the assignee from (`GET /kanban/users`). */
export const KANBAN_SAMPLE_USERS = [
  { id: 1, name: 'John Doe' },
  { id: 2, name: 'Jane Smith' },
  { id: 3, name: 'Mike Johnson' },
  { id: 4, name: 'Sarah Wilson' },
  { id: 5, name: 'David Brown' },
] as const
export type KanbanUser = { id: number; name: string }
export const KANBAN_UNKNOWN_ASSIGNEE_MESSAGE = 'assignee_id must be one of the sample users (GET /kanban/users)'

const kanbanTitle = z.string().check(z.trim(), z.maxLength(KANBAN_LIMITS.titleMax, ABORT), z.minLength(1, 'Field required'))
const position = z.number().check(z.int(), z.minimum(0))
const assigneeId = z.nullable(
  id.check(z.refine((value) => KANBAN_SAMPLE_USERS.some((u) => u.id === value), KANBAN_UNKNOWN_ASSIGNEE_MESSAGE)),
)
const translationKey = optionalNullableText(KANBAN_LIMITS.translationKeyMax)

export const kanbanBoardCreateRequest = z.object({
  title: kanbanTitle,
  description: optionalNullableText(KANBAN_LIMITS.descriptionMax),
})
export type KanbanBoardCreateRequest = z.input<typeof kanbanBoardCreateRequest>
export const kanbanBoardUpdateRequest = z.object({
  title: z.optional(kanbanTitle),
  description: optionalNullableText(KANBAN_LIMITS.descriptionMax),
})
export type KanbanBoardUpdateRequest = z.input<typeof kanbanBoardUpdateRequest>

/** POST /kanban/boards/{id}/columns: a position past the end (or none) appends. */
export const kanbanColumnCreateRequest = z.object({
  title: kanbanTitle,
  position: z.optional(position),
  translation_key: translationKey,
})
export type KanbanColumnCreateRequest = z.input<typeof kanbanColumnCreateRequest>
export const kanbanColumnUpdateRequest = z.object({
  title: z.optional(kanbanTitle),
  position: z.optional(position),
  translation_key: translationKey,
})
export type KanbanColumnUpdateRequest = z.input<typeof kanbanColumnUpdateRequest>

/** The spec's own names for a card's fields (docs/spec/2-everyday-modules.md §7: `assignee`, `assigneeId`, `columnId`), accepted beside the snake_case ones; the snake_case one wins when both are sent. */
const alias = <T extends z.ZodMiniType>(schema: T, of: string) =>
  z.optional(schema).check(z.meta({ description: `The same as ${of} (the name the specification uses); ${of} wins when both are sent.` }))

export const kanbanCardCreateRequest = z.object({
  title: kanbanTitle,
  description: optionalNullableText(KANBAN_LIMITS.descriptionMax),
  priority: z._default(z.enum(KANBAN_PRIORITY_VALUES), 'medium'),
  assignee_id: z.optional(assigneeId),
  assignee: alias(assigneeId, 'assignee_id'),
  assigneeId: alias(assigneeId, 'assignee_id'),
  due_date: z.optional(z.nullable(isoDate)),
})
export type KanbanCardCreateRequest = z.input<typeof kanbanCardCreateRequest>
/** PATCH /kanban/cards/{id}: a new column_id moves the card to the end of that column. */
export const kanbanCardUpdateRequest = z.object({
  title: z.optional(kanbanTitle),
  description: optionalNullableText(KANBAN_LIMITS.descriptionMax),
  priority: z.optional(z.enum(KANBAN_PRIORITY_VALUES)),
  assignee_id: z.optional(assigneeId),
  assignee: alias(assigneeId, 'assignee_id'),
  assigneeId: alias(assigneeId, 'assignee_id'),
  due_date: z.optional(z.nullable(isoDate)),
  column_id: z.optional(id),
  columnId: alias(id, 'column_id'),
})
export type KanbanCardUpdateRequest = z.input<typeof kanbanCardUpdateRequest>

/** A card body with the spec's camelCase names folded into the snake_case fields (the snake_case one wins). */
export function kanbanCardFields<T extends { assignee_id?: number | null; assignee?: number | null; assigneeId?: number | null; column_id?: number; columnId?: number }>(
  body: T,
): Omit<T, 'assignee' | 'assigneeId' | 'columnId'> {
  const { assignee, assigneeId, columnId, ...rest } = body
  const assignee_id = rest.assignee_id !== undefined ? rest.assignee_id : assignee !== undefined ? assignee : assigneeId
  const column_id = rest.column_id !== undefined ? rest.column_id : columnId
  return { ...rest, ...(assignee_id !== undefined ? { assignee_id } : {}), ...(column_id !== undefined ? { column_id } : {}) }
}
/** POST /kanban/cards/{id}/move: both columns are re-numbered densely; a position past the end appends. */
export const kanbanCardMoveRequest = z.object({ target_column_id: id, position })
export type KanbanCardMoveRequest = z.input<typeof kanbanCardMoveRequest>
export const kanbanCardBulkUpdateRequest = z.object({ ids, data: kanbanCardUpdateRequest })
export type KanbanCardBulkUpdateRequest = z.input<typeof kanbanCardBulkUpdateRequest>

export interface ApiKanbanCard {
  id: number
  column_id: number
  title: string
  description: string | null
  priority: KanbanPriority
  assignee_id: number | null
  due_date: string | null
  position: number
  created_at: string
  updated_at: string
}
export interface ApiKanbanColumn {
  id: number
  board_id: number
  title: string
  position: number
  translation_key: string | null
  cards: ApiKanbanCard[]
}
/** GET /kanban/boards lists boards without columns; GET /kanban/boards/{id} has them. */
export interface ApiKanbanBoardSummary {
  id: number
  title: string
  description: string | null
  created_at: string
}
export interface ApiKanbanBoard extends ApiKanbanBoardSummary {
  columns: ApiKanbanColumn[]
}
export interface KanbanBoardListResponse {
  boards: ApiKanbanBoardSummary[]
}
export interface KanbanUserListResponse {
  users: KanbanUser[]
}

// ---------------------------------------------------------------- activity (dashboard feed, profile numbers)

/**
 * What the handlers record when a user acts (docs/spec/2-everyday-modules.md §2 "Dashboard": the activity feed), one
 * record per action, per user. `account_created` is not stored: the feed derives it from the
 * user record, and posts written before recording started (the seeds) from the posts.
 */
export const RECORDED_ACTIVITY_KINDS = ['todo_created', 'todo_completed', 'post_created', 'comment_added', 'card_moved', 'event_created', 'profile_updated'] as const
export type RecordedActivityKind = (typeof RECORDED_ACTIVITY_KINDS)[number]
export const ACTIVITY_KINDS = [...RECORDED_ACTIVITY_KINDS, 'account_created'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const ACTIVITY_LIMITS = {
  /** The newest entries kept per user; older ones are dropped when a new one is recorded. */
  storedPerUser: 50,
  /** GET /users/me/activity `limit`: default and maximum. */
  defaultLimit: 20,
  maxLimit: 50,
  /** The 'recent activity' count covers this many days before now (docs/spec/2-everyday-modules.md §9). */
  recentDays: 30,
} as const

/** One entry of GET /users/me/activity, newest first. */
export interface ApiActivity {
  /** Stable and unique in the feed: 'post-{postId}', 'account-created', or '{kind}-{recordId}' in kebab case. */
  id: string
  kind: ActivityKind
  created_at: string
  /** The todo, post, card or event acted on (for comment_added: the post); null for the account entries. */
  subject_id: number | null
  /** Its title when the action happened (a post's current title). */
  title: string | null
  /** card_moved: the target column's title. */
  detail: string | null
  /** card_moved: the target column's translation key ('todo', 'inProgress', 'review', 'done') or null for a custom column. */
  detail_key: string | null
}

/** GET /users/me/activity */
export interface ActivityResponse {
  /** The newest `limit` entries. */
  activity: ApiActivity[]
  /** How many entries there are in all. */
  total: number
  /** Entries within the last 30 days (the dashboard's 'recent activity' card). */
  recent_count: number
  /** Distinct calendar days (UTC) with at least one entry (the profile's 'days active'); at least 1. */
  days_active: number
}
