/**
 * The documentation of every /api/v1 route, keyed by the route's key ('METHOD /path' as written
 * in mocks/handlers). The OpenAPI document (document.ts) joins it with the route table: the
 * request body schema and size cap come from the route itself (`route(..., { body })`), the
 * responses from the zod schemas in schemas.ts; 401/403 (from `auth`), 413 (any body), 422
 * (body, path or query) and 5XX are added to every operation that can answer them.
 * document.test.ts checks that this table and `routes` name the same endpoints.
 */
import {
  FIELD_LIMITS,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
} from '@machines/shared/contracts'
import {
  ACTIVITY_LIMITS,
  CALENDAR_LIMITS,
  EXPORT_FORMATS,
  PAGE_LIMITS,
  POPULAR_DEFAULT_LIMIT,
  POST_SORT_FIELDS,
  RELATED_DEFAULT_LIMIT,
  SORT_ORDERS,
  TODO_PRIORITY_VALUES,
  TODO_SORT_FIELDS,
  TODO_STATUS_VALUES,
  UPCOMING_DEFAULT_DAYS,
} from '@machines/shared/contracts-everyday'
import { UPCOMING_MAX_DAYS } from '../handlers/todos'
import {
  BASIC_AUTH_INVALID,
  BASIC_AUTH_MISSING,
  BASIC_AUTH_PASSWORD,
  BASIC_AUTH_REALM,
  BASIC_AUTH_SUCCESS,
  BASIC_AUTH_USER,
  BASIC_AUTH_WRONG,
  STATUS_CODES,
  statusCodeMessage,
} from '../handlers/challenge-browser'
import { AJAX_DEFAULT_DELAY_MS, AJAX_LABEL, CHALLENGE_MAX_DELAY_MS, LOAD_DEFAULT_DELAY_MS, LOAD_LABEL } from '../handlers/challenge-waiting'
import type { RESPONSE_SCHEMAS } from './schemas'
import { PROGRESS_LIMITS } from '@machines/learn/progress-contract'

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Demo1234!' } as const

export const TAGS = [
  { name: 'auth', description: 'Sign in, tokens, sign out, terms acceptance.' },
  { name: 'account', description: 'Sign-up, profile, passwords, e-mail verification.' },
  { name: 'users', description: 'Account deletion; the own activity feed and its counts (dashboard, profile).' },
  { name: 'upload', description: 'File upload (multipart).' },
  { name: 'contact', description: 'The contact form.' },
  { name: 'todos', description: 'Todos: list, filter, bulk actions, export.' },
  { name: 'posts', description: 'Posts and likes.' },
  { name: 'comments', description: 'Comments on posts.' },
  { name: 'calendar', description: 'Calendar events.' },
  { name: 'kanban', description: 'Kanban boards, columns and cards.' },
  { name: 'challenges', description: 'Sandbox answers of the classic automation challenges (/challenges pages).' },
  { name: 'progress', description: "The signed-in learner's progress record (/learn): evidence, ticked tasks, challenge, lab, bug-hunt and kill-score results." },
  { name: 'meta', description: 'This document.' },
] as const
export type Tag = (typeof TAGS)[number]['name']

/**
 * - `none`: no token needed.
 * - `optional`: works without a token; a token that is sent must be valid (401 otherwise).
 * - `bearer`: a full-scope access token (401 without or with a bad one, 403 with a terms-only token).
 * - `bearer-any-scope`: a full or terms-scoped access token (401 without or with a bad one).
 */
export type AuthMode = 'none' | 'optional' | 'bearer' | 'bearer-any-scope'

/** A query parameter as `queryParam` in mocks/handlers/http.ts parses it. */
export interface QueryDoc {
  description: string
  required?: boolean
  schema: Record<string, unknown>
}

type SchemaName = keyof typeof RESPONSE_SCHEMAS

export interface OperationDoc {
  tag: Tag
  summary: string
  description?: string
  auth: AuthMode
  query?: Record<string, QueryDoc>
  /** The success answer: a named schema, or other media types (export, this document). */
  success: { status: 200 | 201; description: string; schema?: SchemaName; array?: boolean; content?: Record<string, { schema: Record<string, unknown> }>; example?: unknown }
  /** Route-specific errors besides the generic ones: status → when, with the `detail` texts. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422, string>>
  /** A request body example (JSON), using the demo accounts where it names one. */
  requestExample?: unknown
  /** The body is multipart/form-data (POST /upload). */
  multipart?: boolean
  /** Redirect answers (no body, a Location header): status → when and where to. */
  redirects?: Partial<Record<301 | 302 | 307 | 308, string>>
}

/** Query parameter builders mirroring `queryParam.int/bool/oneOf/text/date` (same options, same constants). */
const q = {
  int(description: string, o: { fallback?: number; min?: number; max?: number }): QueryDoc {
    return {
      description,
      required: o.fallback === undefined,
      schema: { type: 'integer', ...(o.fallback !== undefined && { default: o.fallback }), ...(o.min !== undefined && { minimum: o.min }), ...(o.max !== undefined && { maximum: o.max }) },
    }
  },
  bool(description: string): QueryDoc {
    return { description: `${description} Also accepts 1/0, yes/no, on/off, t/f, y/n (any case).`, schema: { type: 'boolean' } }
  },
  oneOf(description: string, values: readonly string[], fallback?: string): QueryDoc {
    return { description, schema: { type: 'string', enum: [...values], ...(fallback !== undefined && { default: fallback }) } }
  },
  text(description: string, o: { min?: number; max?: number }): QueryDoc {
    return { description, required: Boolean(o.min), schema: { type: 'string', maxLength: o.max ?? 200, ...(o.min && { minLength: o.min }) } }
  },
  date(description: string): QueryDoc {
    return { description, required: true, schema: { type: 'string', format: 'date', example: '2026-11-24' } }
  },
}

const paging = (sortFields: readonly string[], sortBy = 'created_at', order = 'desc') => ({
  page: q.int('Page number, from 1.', { fallback: 1, min: 1 }),
  limit: q.int('Items per page.', { fallback: PAGE_LIMITS.defaultLimit, min: 1, max: PAGE_LIMITS.maxLimit }),
  sortBy: q.oneOf('Sort field.', sortFields, sortBy),
  order: q.oneOf('Sort order.', SORT_ORDERS, order),
})
/** GET /todos/upcoming, /overdue, /by-date: nearest due date first. */
const dueFirst = () => paging(TODO_SORT_FIELDS, 'due_date', 'asc')

/** `?delay=` of the delayed challenge routes: larger values are capped, not refused. */
const delayQuery = (pageDefault: number): QueryDoc => ({
  description: `Milliseconds to wait before answering (the challenge page sends ${pageDefault} unless the learner sets its ?delay=); values above ${CHALLENGE_MAX_DELAY_MS} are capped at ${CHALLENGE_MAX_DELAY_MS} (the answer's delay_ms says what was applied).`,
  schema: { type: 'integer', default: 0, minimum: 0 },
})
/** The answer of the delayed challenge routes: `{ label, delay_ms }`. */
const delayedLabel = (label: string, delayMs: number) => ({
  status: 200 as const,
  description: 'The label, after the delay.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['label', 'delay_ms'],
        properties: { label: { type: 'string' }, delay_ms: { type: 'integer', minimum: 0, maximum: CHALLENGE_MAX_DELAY_MS } },
        additionalProperties: false,
        example: { label, delay_ms: delayMs },
      },
    },
  },
})
const ok = (schema: SchemaName, description = 'OK', example?: unknown) => ({ status: 200 as const, description, schema, example })
const created = (schema: SchemaName, description = 'Created') => ({ status: 201 as const, description, schema })
const list = (schema: SchemaName, description = 'OK') => ({ status: 200 as const, description, schema, array: true })

const TOKEN_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9…'

export const OPERATION_DOCS: Record<string, OperationDoc> = {
  // ------------------------------------------------------------ progress
  'GET /progress': {
    tag: 'progress',
    summary: 'Your progress record',
    description:
      'Evidence (what the sandbox saw your requests do, or what the app reported), the tasks it ticked with time and evidence, lessons started, challenge results, lab coverage figures, bug-hunt and kill-score results. Tasks tick only from evidence. On the practice server the record follows the account (by e-mail) across sessions and browsers.',
    auth: 'bearer',
    success: ok('Progress'),
  },
  'POST /progress/events': {
    tag: 'progress',
    summary: 'Report what the app observed',
    description: `Events: challenge.solved, lab.coverage, bughunt.result, lesson.opened, killscore.result (1-${PROGRESS_LIMITS.eventsMax} per call; body at most 32 KB). Answers the task ids they newly ticked. \`migration: true\` marks the one-time import of what a browser held.`,
    auth: 'bearer',
    requestExample: { events: [{ type: 'challenge.solved', slug: 'alerts', automated: true }] },
    success: ok('ProgressEventsResult'),
  },
  'PUT /progress': {
    tag: 'progress',
    summary: 'Import an exported record',
    description: 'Replaces the record with an export (GET /progress). Unknown evidence is dropped and tasks are re-derived from the evidence. Body at most 256 KB.',
    auth: 'bearer',
    requestExample: { version: 1, evidence: { 'api:me': { at: '2026-11-24T12:00:00.000Z', source: 'api' } } },
    success: ok('Progress'),
  },
  'DELETE /progress': { tag: 'progress', summary: 'Reset your progress record', auth: 'bearer', success: ok('MessageResponse') },
  // ------------------------------------------------------------ auth
  'POST /auth/login': {
    tag: 'auth',
    summary: 'Sign in',
    description: `Answers an access token (Bearer) and a refresh token. A user who has not accepted the terms (terms@example.com / Terms1234!) gets a terms-scoped token and requires_terms_acceptance true.`,
    auth: 'none',
    requestExample: DEMO_ACCOUNT,
    success: ok('LoginResponse', 'Signed in', { access_token: TOKEN_EXAMPLE, refresh_token: TOKEN_EXAMPLE, token_type: 'bearer', requires_terms_acceptance: false, user_id: 1 }),
    errors: {
      401: '"Incorrect email or password" (also for a deleted or inactive account, and an expired temporary password).',
      403: '"This account has been locked. Please contact support": the locked persona (locked@example.com / Locked1234!) with its right password.',
    },
  },
  'GET /auth/me': { tag: 'auth', summary: 'The signed-in user', auth: 'bearer', success: ok('User') },
  'POST /auth/refresh': {
    tag: 'auth',
    summary: 'New tokens from a refresh token',
    description: 'Send the refresh token as `refreshToken` or `refresh_token`. The old refresh token stops working (rotation).',
    auth: 'none',
    requestExample: { refresh_token: TOKEN_EXAMPLE },
    success: ok('RefreshResponse'),
    errors: { 401: '"Invalid refresh token": unknown, expired, already used (rotated) or revoked.' },
  },
  'POST /auth/logout': { tag: 'auth', summary: 'Sign out (revokes the session)', auth: 'bearer-any-scope', success: ok('MessageResponse') },
  'POST /auth/accept-terms': {
    tag: 'auth',
    summary: 'Accept the terms of service',
    description: 'With a terms-scoped token: answers full-scope tokens.',
    auth: 'bearer-any-scope',
    requestExample: { user_id: 3 },
    success: ok('AcceptTermsResponse'),
    errors: { 403: '"Not allowed": another user\'s id.', 404: '"User not found".' },
  },
  // ------------------------------------------------------------ account
  'POST /auth/register': {
    tag: 'account',
    summary: 'Sign up',
    auth: 'none',
    requestExample: { email: 'new.user@example.com', username: 'new.user', password: 'Newuser123', full_name: 'New User', terms_accepted: true, privacy_accepted: true },
    success: created('User'),
    errors: { 409: '"This email is already registered", "This username is already taken", or the same for a deleted account ("… was previously used and cannot be reused").' },
  },
  'PATCH /auth/profile': {
    tag: 'account',
    summary: 'Update the profile',
    description: 'Every field is optional; null (or, except full_name, an empty string) clears it. Unknown fields get 422 extra_forbidden.',
    auth: 'bearer',
    requestExample: { full_name: 'Demo User', bio: 'QA engineer', location: 'Seoul', website: 'https://example.com' },
    success: ok('User'),
  },
  'POST /auth/change-password': {
    tag: 'account',
    summary: 'Change the password',
    description: 'Other sessions are signed out. The legacy shape {current_password, new_password} gets 422.',
    auth: 'bearer',
    requestExample: { oldPassword: DEMO_ACCOUNT.password, newPassword: 'Demo5678!' },
    success: ok('MessageResponse'),
    errors: { 400: '"Current password is incorrect" or "New password must be different from current password".' },
  },
  'POST /auth/password-reset': {
    tag: 'account',
    summary: 'Request a password reset',
    description: 'A registered e-mail gets a reset mail (GET /__sandbox/mailbox on the practice server shows it); an unregistered one a temporary password valid 30 minutes.',
    auth: 'none',
    requestExample: { email: DEMO_ACCOUNT.email },
    success: ok('PasswordResetResponse'),
    errors: { 409: '"This email was previously used and cannot be reused" (a deleted account).' },
  },
  'POST /auth/password-reset/confirm': {
    tag: 'account',
    summary: 'Set a new password with a reset token',
    auth: 'none',
    requestExample: { token: 'reset-token-from-the-mailbox', newPassword: 'Demo5678!' },
    success: ok('MessageResponse'),
    errors: { 400: '"Invalid or expired reset token".' },
  },
  'POST /auth/verify-email': {
    tag: 'account',
    summary: 'Verify the e-mail address with a token',
    auth: 'none',
    requestExample: { token: 'verification-token-from-the-mailbox' },
    success: ok('MessageResponse'),
    errors: { 400: '"Invalid or expired verification token".' },
  },
  'POST /auth/resend-verification': {
    tag: 'account',
    summary: 'Send the verification mail again',
    auth: 'bearer',
    success: ok('MessageResponse'),
    errors: { 400: '"Email is already verified".' },
  },
  // ------------------------------------------------------------ users
  'DELETE /users/me': { tag: 'users', summary: 'Delete the own account', auth: 'bearer', success: ok('MessageResponse') },
  'GET /users/me/activity': {
    tag: 'users',
    summary: 'Own activity feed, newest first, with its counts',
    description:
      `What the caller did, as the handlers recorded it when it happened: todo_created, todo_completed (PATCH, toggle or bulk to DONE), post_created, comment_added (subject_id is the post), card_moved (to another column; detail is the column title, detail_key its translation key), event_created, profile_updated; plus account_created (from the account) and post_created for own posts written before recording started. ` +
      `The newest ${ACTIVITY_LIMITS.storedPerUser} recorded entries are kept per user. total counts every entry, recent_count those of the last ${ACTIVITY_LIMITS.recentDays} days (the dashboard's 'Recent activity' card), days_active the distinct UTC days with an entry (at least 1; the profile). ` +
      'The dashboard and the profile read the same numbers: posts from GET /posts/my (total), todos from GET /todos/stats (total, completed), the rest from here.',
    auth: 'bearer',
    query: { limit: q.int('How many of the newest entries.', { fallback: ACTIVITY_LIMITS.defaultLimit, min: 1, max: ACTIVITY_LIMITS.maxLimit }) },
    success: ok('ActivityList'),
  },
  'DELETE /users/{id}': {
    tag: 'users',
    summary: 'Delete an account (own, or any as admin)',
    auth: 'bearer-any-scope',
    success: ok('MessageResponse'),
    errors: { 403: '"Not allowed": another user\'s account without the admin role.', 404: '"User not found".' },
  },
  // ------------------------------------------------------------ upload
  'POST /upload': {
    tag: 'upload',
    summary: 'Upload a file',
    description: `multipart/form-data with the file in the field \`${UPLOAD_FIELD}\`; at most ${UPLOAD_MAX_BYTES} bytes (10 MB); types: ${UPLOAD_ALLOWED_TYPES.join(', ')}.`,
    auth: 'bearer',
    multipart: true,
    success: created('UploadResponse'),
    errors: { 413: '"File too large. Maximum size is 10 MB".', 422: 'No file, an empty file, or a type that is not allowed ("File type not allowed. Allowed types: …").' },
  },
  // ------------------------------------------------------------ contact
  'POST /contact': {
    tag: 'contact',
    summary: 'Send the contact form',
    auth: 'optional',
    requestExample: { name: 'Demo User', email: DEMO_ACCOUNT.email, subject: 'Hello', message: 'A question about the playground.' },
    success: ok('ContactResponse'),
  },
  'GET /contact/test-email': {
    tag: 'contact',
    summary: 'Check the e-mail service',
    description: 'The real API sends a test e-mail to its support address; the sandbox and the practice server send none and answer that the service is there.',
    auth: 'optional',
    success: ok('ContactResponse'),
  },
  // ------------------------------------------------------------ todos
  'GET /todos': {
    tag: 'todos',
    summary: 'List own todos',
    auth: 'bearer',
    query: {
      ...paging(TODO_SORT_FIELDS),
      completed: q.bool('Only done (true) or not done (false) todos.'),
      priority: q.oneOf('Only this priority.', TODO_PRIORITY_VALUES),
      status: q.oneOf('Only this status.', TODO_STATUS_VALUES),
      search: q.text('Case-insensitive text in title, description or tags.', { max: 200 }),
    },
    success: ok('TodoList'),
  },
  'POST /todos': {
    tag: 'todos',
    summary: 'Create a todo',
    auth: 'bearer',
    requestExample: { title: 'Write test cases', description: 'Boundary values of the title', priority: 'high', due_date: '2026-12-01', tags: ['qa'] },
    success: created('Todo'),
  },
  'GET /todos/stats': { tag: 'todos', summary: 'Counts of own todos', auth: 'bearer', success: ok('TodoStats') },
  'GET /todos/export': {
    tag: 'todos',
    summary: 'Export own todos as CSV or JSON (a download)',
    auth: 'bearer',
    query: { format: q.oneOf('File format.', EXPORT_FORMATS, 'csv') },
    success: {
      status: 200,
      description: 'The file (Content-Disposition: attachment).',
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Todo' } } },
      },
    },
  },
  'GET /todos/upcoming': {
    tag: 'todos',
    summary: 'Own open todos due in the next days',
    auth: 'bearer',
    query: { days: q.int('How many days ahead.', { fallback: UPCOMING_DEFAULT_DAYS, min: 1, max: UPCOMING_MAX_DAYS }), ...dueFirst() },
    success: ok('TodoList'),
  },
  'GET /todos/overdue': { tag: 'todos', summary: 'Own open todos past their due date', auth: 'bearer', query: dueFirst(), success: ok('TodoList') },
  'GET /todos/by-date': {
    tag: 'todos',
    summary: 'Own todos due on one day',
    auth: 'bearer',
    query: { date: q.date('The day, YYYY-MM-DD.'), ...dueFirst() },
    success: ok('TodoList'),
  },
  'PATCH /todos/bulk': {
    tag: 'todos',
    summary: 'Update several own todos',
    auth: 'bearer',
    requestExample: { ids: [1, 2], data: { status: 'DONE' } },
    success: ok('BulkResult'),
    errors: { 404: 'Some of the ids are not own todos (nothing changes).' },
  },
  'POST /todos/bulk-delete': {
    tag: 'todos',
    summary: 'Delete several own todos',
    auth: 'bearer',
    requestExample: { ids: [1, 2] },
    success: ok('BulkResult'),
    errors: { 404: 'Some of the ids are not own todos (nothing is deleted).' },
  },
  'GET /todos/{id}': { tag: 'todos', summary: 'One own todo', auth: 'bearer', success: ok('Todo'), errors: { 404: '"Todo not found".' } },
  'PATCH /todos/{id}': {
    tag: 'todos',
    summary: 'Update an own todo',
    auth: 'bearer',
    requestExample: { title: 'Write more test cases', status: 'IN_PROGRESS' },
    success: ok('Todo'),
    errors: { 404: '"Todo not found".' },
  },
  'PATCH /todos/{id}/toggle': { tag: 'todos', summary: 'Toggle done / not done', auth: 'bearer', success: ok('Todo'), errors: { 404: '"Todo not found".' } },
  'DELETE /todos/{id}': { tag: 'todos', summary: 'Delete an own todo', auth: 'bearer', success: ok('MessageResponse'), errors: { 404: '"Todo not found".' } },
  // ------------------------------------------------------------ posts
  'GET /posts': {
    tag: 'posts',
    summary: 'List posts (published, and own drafts)',
    auth: 'bearer',
    query: {
      ...paging(POST_SORT_FIELDS),
      search: q.text('Case-insensitive text in title, content or tags.', { max: 200 }),
      tags: q.text('Comma-separated tags (any of them).', { max: 1000 }),
      author: q.text('A user id or username.', { max: 100 }),
      published: q.bool('Only published (true) or only own drafts (false).'),
    },
    success: ok('PostList'),
  },
  'POST /posts': {
    tag: 'posts',
    summary: 'Create a post',
    auth: 'bearer',
    requestExample: { title: 'Boundary value analysis', content: 'Test at, just below and just above each limit.', tags: ['testing'], status: 'published' },
    success: created('Post'),
  },
  'GET /posts/my': { tag: 'posts', summary: 'Own posts (drafts included)', auth: 'bearer', query: paging(POST_SORT_FIELDS), success: ok('PostList') },
  'GET /posts/popular': {
    tag: 'posts',
    summary: 'Most liked published posts',
    auth: 'bearer',
    query: { limit: q.int('How many.', { fallback: POPULAR_DEFAULT_LIMIT, min: 1, max: PAGE_LIMITS.maxLimit }) },
    success: list('Post'),
  },
  'GET /posts/search': {
    tag: 'posts',
    summary: 'Search posts',
    auth: 'bearer',
    query: { q: q.text('The text to find.', { min: 1, max: 200 }), ...paging(POST_SORT_FIELDS) },
    success: ok('PostList'),
  },
  'GET /posts/{id}': { tag: 'posts', summary: 'One post with its comments', auth: 'bearer', success: ok('Post'), errors: { 404: '"Post not found" (also another user\'s draft).' } },
  'PUT /posts/{id}': {
    tag: 'posts',
    summary: 'Update an own post',
    auth: 'bearer',
    requestExample: { title: 'Boundary value analysis, revised', content: 'Test at, just below and just above each limit.', tags: ['testing'], status: 'published' },
    success: ok('Post'),
    errors: { 403: 'Not the author.', 404: '"Post not found".' },
  },
  'DELETE /posts/{id}': { tag: 'posts', summary: 'Delete an own post', auth: 'bearer', success: ok('MessageResponse'), errors: { 403: 'Not the author.', 404: '"Post not found".' } },
  'POST /posts/{id}/like': { tag: 'posts', summary: 'Like a post', auth: 'bearer', success: ok('LikeResponse'), errors: { 400: '"Already liked this post".', 404: '"Post not found".' } },
  'DELETE /posts/{id}/like': { tag: 'posts', summary: 'Remove a like', auth: 'bearer', success: ok('LikeResponse'), errors: { 400: '"Post not liked".', 404: '"Post not found".' } },
  'GET /posts/{id}/related': {
    tag: 'posts',
    summary: 'Published posts sharing tags with a post',
    auth: 'bearer',
    query: { limit: q.int('How many.', { fallback: RELATED_DEFAULT_LIMIT, min: 1, max: PAGE_LIMITS.maxLimit }) },
    success: list('Post'),
    errors: { 404: '"Post not found".' },
  },
  // ------------------------------------------------------------ comments
  'POST /comments': {
    tag: 'comments',
    summary: 'Comment on a post',
    auth: 'bearer',
    requestExample: { post_id: 1, content: 'Nice write-up.' },
    success: created('Comment'),
    errors: { 404: '"Post not found".' },
  },
  'DELETE /comments/{id}': { tag: 'comments', summary: 'Delete an own comment', auth: 'bearer', success: ok('MessageResponse'), errors: { 403: 'Not the author.', 404: '"Comment not found".' } },
  // ------------------------------------------------------------ calendar
  'GET /calendar/events': {
    tag: 'calendar',
    summary: 'Own events overlapping a date range',
    description: `Both dates inclusive; at most ${CALENDAR_LIMITS.rangeMaxDays} days; end_date before start_date is a 422.`,
    auth: 'bearer',
    query: { start_date: q.date('First day, YYYY-MM-DD.'), end_date: q.date('Last day, YYYY-MM-DD.') },
    success: ok('CalendarEventList'),
  },
  'POST /calendar/events': {
    tag: 'calendar',
    summary: 'Create an event',
    description: 'start_time and end_time are local date-times without a zone or offset, sent as YYYY-MM-DDTHH:mm, YYYY-MM-DDTHH:mm:ss or YYYY-MM-DDTHH:mm:ss.sss and answered as YYYY-MM-DDTHH:mm:ss.sss (2026-11-28T10:00 is stored as 2026-11-28T10:00:00.000); a zone (Z) or an offset (+09:00) is a 422; end_time must not be before start_time. Colours: blue = meeting, red = deadline, anything else is stored as green (todo).',
    auth: 'bearer',
    requestExample: { title: 'Test planning', start_time: '2026-11-24T10:00:00.000', end_time: '2026-11-24T11:00:00.000', color: 'blue', reminder: 15 },
    success: created('CalendarEvent'),
  },
  'GET /calendar/events/{id}': { tag: 'calendar', summary: 'One own event', auth: 'bearer', success: ok('CalendarEvent'), errors: { 404: '"Event not found".' } },
  'PATCH /calendar/events/{id}': {
    tag: 'calendar',
    summary: 'Update an own event',
    auth: 'bearer',
    requestExample: { title: 'Test planning (moved)', start_time: '2026-11-25T10:00:00.000', end_time: '2026-11-25T11:00:00.000' },
    success: ok('CalendarEvent'),
    errors: { 404: '"Event not found".' },
  },
  'DELETE /calendar/events/{id}': { tag: 'calendar', summary: 'Delete an own event', auth: 'bearer', success: ok('MessageResponse'), errors: { 404: '"Event not found".' } },
  // ------------------------------------------------------------ kanban
  'GET /kanban/users': { tag: 'kanban', summary: 'The sample users cards can be assigned to', auth: 'bearer', success: ok('KanbanUserList') },
  'GET /kanban/boards': { tag: 'kanban', summary: 'Own boards (without columns)', auth: 'bearer', success: ok('KanbanBoardList') },
  'POST /kanban/boards': { tag: 'kanban', summary: 'Create a board (with the 4 standard columns)', auth: 'bearer', requestExample: { title: 'Release 1.0' }, success: created('KanbanBoard') },
  'GET /kanban/boards/{id}': { tag: 'kanban', summary: 'One own board with columns and cards', auth: 'bearer', success: ok('KanbanBoard'), errors: { 404: '"Board not found".' } },
  'PATCH /kanban/boards/{id}': { tag: 'kanban', summary: 'Rename a board', auth: 'bearer', requestExample: { title: 'Release 1.1' }, success: ok('KanbanBoard'), errors: { 404: '"Board not found".' } },
  'DELETE /kanban/boards/{id}': { tag: 'kanban', summary: 'Delete a board', auth: 'bearer', success: ok('MessageResponse'), errors: { 404: '"Board not found".' } },
  'POST /kanban/boards/{id}/columns': {
    tag: 'kanban',
    summary: 'Add a column',
    description: 'A position past the end (or none) appends.',
    auth: 'bearer',
    requestExample: { title: 'Blocked' },
    success: created('KanbanColumn'),
    errors: { 404: '"Board not found".' },
  },
  'PATCH /kanban/columns/{id}': { tag: 'kanban', summary: 'Rename or move a column', auth: 'bearer', requestExample: { title: 'Waiting', position: 1 }, success: ok('KanbanColumn'), errors: { 404: '"Column not found".' } },
  'DELETE /kanban/columns/{id}': { tag: 'kanban', summary: 'Delete a column and its cards', auth: 'bearer', success: ok('MessageResponse'), errors: { 404: '"Column not found".' } },
  'POST /kanban/columns/{id}/cards': {
    tag: 'kanban',
    summary: 'Add a card to a column',
    auth: 'bearer',
    requestExample: { title: 'Check the 320 px layout', priority: 'high', assignee_id: 2 },
    success: created('KanbanCard'),
    errors: { 404: '"Column not found".' },
  },
  'PATCH /kanban/cards/bulk': { tag: 'kanban', summary: 'Update several cards', auth: 'bearer', requestExample: { ids: [1, 2], data: { priority: 'low' } }, success: ok('BulkResult'), errors: { 404: 'Some of the ids are not own cards (nothing changes).' } },
  'POST /kanban/cards/bulk-delete': { tag: 'kanban', summary: 'Delete several cards', auth: 'bearer', requestExample: { ids: [1, 2] }, success: ok('BulkResult'), errors: { 404: 'Some of the ids are not own cards (nothing is deleted).' } },
  'PATCH /kanban/cards/{id}': {
    tag: 'kanban',
    summary: 'Update a card',
    description: 'A new column_id moves the card to the end of that column.',
    auth: 'bearer',
    requestExample: { title: 'Check the 320 px layout in dark mode' },
    success: ok('KanbanCard'),
    errors: { 404: '"Card not found" or "Column not found".' },
  },
  'DELETE /kanban/cards/{id}': { tag: 'kanban', summary: 'Delete a card', auth: 'bearer', success: ok('MessageResponse'), errors: { 404: '"Card not found".' } },
  'POST /kanban/cards/{id}/move': {
    tag: 'kanban',
    summary: 'Move a card',
    description: 'Both columns are re-numbered densely; a position past the end appends.',
    auth: 'bearer',
    requestExample: { target_column_id: 2, position: 0 },
    success: ok('KanbanCard'),
    errors: { 404: '"Card not found" or "Column not found".' },
  },
  // ------------------------------------------------------------ challenges: waiting and timing
  'GET /challenges/waiting/ajax-data': {
    tag: 'challenges',
    summary: 'The AJAX Data challenge: a label answered late',
    description: 'Waits `delay` ms, then answers the label. The /challenges/ajax-data page sends 15 s (the reference site\'s) or its own `?delay=`.',
    auth: 'none',
    query: { delay: delayQuery(AJAX_DEFAULT_DELAY_MS) },
    success: delayedLabel(AJAX_LABEL, AJAX_DEFAULT_DELAY_MS),
  },
  'GET /challenges/waiting/load-delay': {
    tag: 'challenges',
    summary: 'The Load Delay challenge: the page content answered late',
    description: 'Waits `delay` ms, then answers the label of the button the page shows. The /challenges/load-delay page sends 5 s or its own `?delay=`.',
    auth: 'none',
    query: { delay: delayQuery(LOAD_DEFAULT_DELAY_MS) },
    success: delayedLabel(LOAD_LABEL, LOAD_DEFAULT_DELAY_MS),
  },
  // ------------------------------------------------------------ challenges: browser features
  'GET /challenges/status-codes/{code}': {
    tag: 'challenges',
    summary: 'The Status Codes challenge: answers the status asked for',
    description: `code is one of ${STATUS_CODES.join(', ')} (the reference site's pages). 200 answers {status_code, message}; 301 answers no body and Location: /api/v1/challenges/status-codes/200 (fetch follows it: response.redirected is true); 404 and 500 answer {"detail": "This page returned a … status code."}. Assert on the response: page.waitForResponse, cy.intercept, Selenium BiDi network events, or a fetch.`,
    auth: 'none',
    success: {
      status: 200,
      description: 'The 200 page.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['status_code', 'message'],
            properties: { status_code: { type: 'integer', const: 200 }, message: { type: 'string' } },
            additionalProperties: false,
            example: { status_code: 200, message: statusCodeMessage(200) },
          },
        },
      },
    },
    redirects: { 301: 'The 301 page: Location /api/v1/challenges/status-codes/200, no body.' },
    errors: { 404: `The 404 page: "${statusCodeMessage(404)}"`, 422: `Any other code: "Input should be ${STATUS_CODES.slice(0, -1).join(', ')} or ${STATUS_CODES.at(-1)}" at ["path", "code"]. The 500 page answers 500 {"detail": "${statusCodeMessage(500)}"}.` },
  },
  'GET /challenges/basic-auth': {
    tag: 'challenges',
    summary: 'The Basic Auth challenge: needs HTTP Basic credentials',
    description: `Send Authorization: Basic base64("${BASIC_AUTH_USER}:${BASIC_AUTH_PASSWORD}") (not the app's bearer token). Refusals carry WWW-Authenticate: Basic realm="${BASIC_AUTH_REALM}", so a browser navigating here against the practice server (npm run start:network) shows its own sign-in dialog; the in-browser sandbox cannot.`,
    auth: 'none',
    success: {
      status: 200,
      description: 'Signed in.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['message', 'username'],
            properties: { message: { type: 'string' }, username: { type: 'string' } },
            additionalProperties: false,
            example: { message: BASIC_AUTH_SUCCESS, username: BASIC_AUTH_USER },
          },
        },
      },
    },
    errors: { 401: `"${BASIC_AUTH_MISSING}" (no Basic header), "${BASIC_AUTH_INVALID}" (not base64 or no colon) or "${BASIC_AUTH_WRONG}".` },
  },
  // ------------------------------------------------------------ meta
  'GET /openapi.json': {
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document',
    auth: 'none',
    success: { status: 200, description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } },
  },
}

/** `FIELD_LIMITS` is re-exported for the document's description (string limits of the bodies). */
export { FIELD_LIMITS }
