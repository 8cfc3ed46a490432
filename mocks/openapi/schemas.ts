/**
 * Response shapes of /api/v1 as zod schemas, for the OpenAPI document (mocks/openapi/document.ts).
 * The TypeScript types the handlers answer with live in machines/shared/contracts*.ts;
 * schemas.test.ts checks in both directions that each schema's type and the handler's type are
 * the same, and the handler tests validate every response against the document.
 */
import * as z from 'zod/mini'
import { ISO_DATE_PATTERN, LOCAL_DATE_TIME_PATTERN } from '@machines/shared/contracts-everyday'
import { progressDocument } from '@machines/learn/progress-contract'
import {
  ACTIVITY_KINDS,
  EVENT_COLOR_VALUES,
  KANBAN_PRIORITY_VALUES,
  POST_STATUS_VALUES,
  TODO_PRIORITY_VALUES,
  TODO_STATUS_VALUES,
} from '@machines/shared/contracts-everyday'

const int = () => z.number().check(z.int())
const dateTime = () => z.string().check(z.regex(ISO_DATE_PATTERN))
const localDateTime = () => z.string().check(z.regex(LOCAL_DATE_TIME_PATTERN))
const nullableString = () => z.nullable(z.string())

// ---------------------------------------------------------------- errors

export const validationIssue = z.object({
  loc: z.array(z.union([z.string(), int()])),
  msg: z.string(),
  type: z.string(),
})
/** FastAPI's `{"detail": "message"}` (400, 401, 403, 404, 409, 413, 500, 507). */
export const httpError = z.object({ detail: z.string() })
/** FastAPI's 422 `{"detail": [{loc, msg, type}]}`. */
export const validationErrorBody = z.object({ detail: z.array(validationIssue) })

// ---------------------------------------------------------------- auth and account

export const apiUser = z.object({
  id: int(),
  email: z.string(),
  username: z.string(),
  full_name: nullableString(),
  role: z.enum(['admin', 'user', 'moderator', 'guest']),
  bio: nullableString(),
  location: nullableString(),
  website: nullableString(),
  avatar_url: nullableString(),
  is_active: z.boolean(),
  terms_accepted: z.boolean(),
  email_verified: z.optional(z.boolean()),
  created_at: dateTime(),
  updated_at: dateTime(),
})

export const loginResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  requires_terms_acceptance: z.boolean(),
  user_id: int(),
})

export const refreshResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
})

export const acceptTermsResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
})

export const messageResponse = z.object({ message: z.string() })

export const passwordResetResponse = z.object({
  message: z.string(),
  registered: z.optional(z.boolean()),
  tempPassword: z.optional(z.string()),
  expires_in: z.optional(int()),
})

export const uploadResponse = z.object({
  filename: z.string(),
  content_type: z.string(),
  size: int(),
  url: z.string(),
})

export const contactResponse = z.object({ success: z.boolean(), message: z.string() })

// ---------------------------------------------------------------- todos

export const apiTodo = z.object({
  id: int(),
  title: z.string(),
  description: nullableString(),
  priority: z.enum(TODO_PRIORITY_VALUES),
  status: z.enum(TODO_STATUS_VALUES),
  due_date: z.nullable(dateTime()),
  completed_at: z.nullable(dateTime()),
  created_at: dateTime(),
  updated_at: dateTime(),
  created_by: int(),
  user_id: int(),
  tags: z.array(z.string()),
})

export const todoListResponse = z.object({
  todos: z.array(apiTodo),
  more: z.boolean(),
  total: int(),
  page: int(),
  limit: int(),
})

export const todoStats = z.object({
  total: int(),
  completed: int(),
  pending: int(),
  overdue: int(),
  due_today: int(),
  completion_rate: z.number(),
})

export const bulkResult = z.object({ count: int(), ids: z.array(int()) })

// ---------------------------------------------------------------- activity

export const apiActivity = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  created_at: dateTime(),
  subject_id: z.nullable(int()),
  title: nullableString(),
  detail: nullableString(),
  detail_key: nullableString(),
})

export const activityResponse = z.object({
  activity: z.array(apiActivity),
  total: int(),
  recent_count: int(),
  days_active: int(),
})

// ---------------------------------------------------------------- posts and comments

export const apiAuthor = z.object({
  id: int(),
  username: z.string(),
  full_name: nullableString(),
  name: z.string(),
})

export const apiComment = z.object({
  id: int(),
  post_id: int(),
  content: z.string(),
  author: apiAuthor,
  created_at: dateTime(),
})

export const apiPost = z.object({
  id: int(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  status: z.enum(POST_STATUS_VALUES),
  author: apiAuthor,
  author_id: int(),
  created_at: dateTime(),
  updated_at: dateTime(),
  likes_count: int(),
  user_has_liked: z.boolean(),
  comments_count: int(),
  comments: z.array(apiComment),
})

export const postListResponse = z.object({
  posts: z.array(apiPost),
  total: int(),
  page: int(),
  limit: int(),
})

export const postArray = z.array(apiPost)

export const likeResponse = z.object({
  message: z.string(),
  likes_count: int(),
  user_has_liked: z.boolean(),
})

// ---------------------------------------------------------------- calendar

export const apiCalendarEvent = z.object({
  id: int(),
  title: z.string(),
  description: nullableString(),
  start_time: localDateTime(),
  end_time: localDateTime(),
  all_day: z.boolean(),
  color: z.enum(EVENT_COLOR_VALUES),
  location: nullableString(),
  reminder: z.nullable(int()),
  user_id: int(),
  created_at: dateTime(),
})

export const calendarEventListResponse = z.object({ events: z.array(apiCalendarEvent) })

// ---------------------------------------------------------------- kanban

export const apiKanbanCard = z.object({
  id: int(),
  column_id: int(),
  title: z.string(),
  description: nullableString(),
  priority: z.enum(KANBAN_PRIORITY_VALUES),
  assignee_id: z.nullable(int()),
  due_date: z.nullable(dateTime()),
  position: int(),
  created_at: dateTime(),
  updated_at: dateTime(),
})

export const apiKanbanColumn = z.object({
  id: int(),
  board_id: int(),
  title: z.string(),
  position: int(),
  translation_key: nullableString(),
  cards: z.array(apiKanbanCard),
})

export const apiKanbanBoardSummary = z.object({
  id: int(),
  title: z.string(),
  description: nullableString(),
  created_at: dateTime(),
})

export const apiKanbanBoard = z.object({
  id: int(),
  title: z.string(),
  description: nullableString(),
  created_at: dateTime(),
  columns: z.array(apiKanbanColumn),
})

export const kanbanBoardListResponse = z.object({ boards: z.array(apiKanbanBoardSummary) })

export const kanbanUserListResponse = z.object({ users: z.array(z.object({ id: int(), name: z.string() })) })

/** Component names in the document (`#/components/schemas/<name>`), so shared shapes appear once. */
// ---------------------------------------------------------------- progress (issue "Learn" §3)

export const progressResponse = z.extend(progressDocument, { email: z.string() })
export const progressEventsResponse = z.object({ ticked: z.array(z.string()), progress: progressResponse })

export const RESPONSE_SCHEMAS = {
  HTTPError: httpError,
  HTTPValidationError: validationErrorBody,
  ValidationIssue: validationIssue,
  User: apiUser,
  LoginResponse: loginResponse,
  RefreshResponse: refreshResponse,
  AcceptTermsResponse: acceptTermsResponse,
  MessageResponse: messageResponse,
  PasswordResetResponse: passwordResetResponse,
  UploadResponse: uploadResponse,
  ContactResponse: contactResponse,
  Todo: apiTodo,
  TodoList: todoListResponse,
  TodoStats: todoStats,
  BulkResult: bulkResult,
  Activity: apiActivity,
  ActivityList: activityResponse,
  Author: apiAuthor,
  Comment: apiComment,
  Post: apiPost,
  PostList: postListResponse,
  LikeResponse: likeResponse,
  CalendarEvent: apiCalendarEvent,
  CalendarEventList: calendarEventListResponse,
  KanbanCard: apiKanbanCard,
  KanbanColumn: apiKanbanColumn,
  KanbanBoardSummary: apiKanbanBoardSummary,
  KanbanBoard: apiKanbanBoard,
  KanbanBoardList: kanbanBoardListResponse,
  KanbanUserList: kanbanUserListResponse,
  Progress: progressResponse,
  ProgressEventsResult: progressEventsResponse,
} as const
