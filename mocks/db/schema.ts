/**
 * Record shapes of the sandbox database (docs/spec/1-shell-and-accounts.md §3, docs/spec/2-everyday-modules.md §3), as zod/mini
 * Standard Schemas for `new Collection({ schema })`. Foreign keys are plain
 * numbers; there are no @msw/data relations, so records serialise as they are.
 * Timestamps are ISO strings; `null` means "not set".
 */
import * as z from 'zod/mini'
import { RECORDED_ACTIVITY_KINDS } from '@machines/shared/contracts-everyday'

const id = z.number().check(z.int(), z.positive())
const fk = id
const timestamp = z.string()
const nullableText = z.nullable(z.string())

export const ROLES = ['admin', 'user', 'moderator', 'guest'] as const
export const TOKEN_SCOPES = ['full', 'terms'] as const
export const TODO_PRIORITIES = ['low', 'medium', 'high'] as const
export const TODO_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'] as const
export const POST_STATUSES = ['published', 'draft'] as const
export const LOCALES = ['en', 'ko'] as const
export const EVENT_COLORS = ['blue', 'red', 'green'] as const
export const CARD_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const

export const userSchema = z.object({
  id,
  email: z.string(),
  username: z.string(),
  full_name: nullableText,
  role: z.enum(ROLES),
  bio: nullableText,
  location: nullableText,
  website: nullableText,
  avatar_url: nullableText,
  /** 'sha256:' + hex(SHA-256('qa-playground:' + password)) */
  password_hash: z.string(),
  is_active: z.boolean(),
  /** Set by POST /auth/verify-email; seeded accounts are verified, new sign-ups are not. */
  email_verified: z.boolean(),
  /** The user must accept the terms at the next login (tokens get scope 'terms'). */
  requires_terms: z.boolean(),
  terms_accepted_at: z.nullable(timestamp),
  /** Soft delete: the record stays as a tombstone, so its e-mail and username cannot be reused. */
  deleted_at: z.nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
})
export type UserRecord = z.infer<typeof userSchema>

/** One issued refresh token; `id` is the token's jti. */
export const sessionSchema = z.object({
  id: z.string(),
  user_id: fk,
  token: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  expires_at: timestamp,
  revoked: z.boolean(),
})
export type SessionRecord = z.infer<typeof sessionSchema>

export const todoSchema = z.object({
  id,
  title: z.string(),
  description: nullableText,
  priority: z.enum(TODO_PRIORITIES),
  status: z.enum(TODO_STATUSES),
  due_date: z.nullable(timestamp),
  completed_at: z.nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
  user_id: fk,
  tags: z.array(z.string()),
})
export type TodoRecord = z.infer<typeof todoSchema>

export const postSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  status: z.enum(POST_STATUSES),
  author_id: fk,
  likes_count: z.number().check(z.int(), z.nonnegative()),
  created_at: timestamp,
  updated_at: timestamp,
  locale: z.enum(LOCALES),
})
export type PostRecord = z.infer<typeof postSchema>

export const commentSchema = z.object({
  id,
  post_id: fk,
  author_id: fk,
  content: z.string(),
  created_at: timestamp,
})
export type CommentRecord = z.infer<typeof commentSchema>

export const likeSchema = z.object({
  id,
  post_id: fk,
  user_id: fk,
  created_at: timestamp,
})
export type LikeRecord = z.infer<typeof likeSchema>

/** Local date-times without time zone (docs/spec/2-everyday-modules.md §3): 'YYYY-MM-DDTHH:mm:ss.sss'. */
export const calendarEventSchema = z.object({
  id,
  user_id: fk,
  title: z.string(),
  description: nullableText,
  start_time: timestamp,
  end_time: timestamp,
  all_day: z.boolean(),
  /** blue = meeting, red = deadline, green = todo */
  color: z.enum(EVENT_COLORS),
  location: nullableText,
  /** Minutes before the start; null = no reminder. */
  reminder: z.nullable(z.number().check(z.int(), z.nonnegative())),
  created_at: timestamp,
})
export type CalendarEventRecord = z.infer<typeof calendarEventSchema>

export const kanbanBoardSchema = z.object({
  id,
  user_id: fk,
  title: z.string(),
  description: nullableText,
  created_at: timestamp,
})
export type KanbanBoardRecord = z.infer<typeof kanbanBoardSchema>

export const kanbanColumnSchema = z.object({
  id,
  board_id: fk,
  title: z.string(),
  position: z.number().check(z.int(), z.nonnegative()),
  /** 'todo' | 'inProgress' | 'review' | 'done' for the standard columns. */
  translation_key: nullableText,
})
export type KanbanColumnRecord = z.infer<typeof kanbanColumnSchema>

export const kanbanCardSchema = z.object({
  id,
  column_id: fk,
  title: z.string(),
  description: nullableText,
  priority: z.enum(CARD_PRIORITIES),
  assignee_id: z.nullable(fk),
  due_date: z.nullable(timestamp),
  position: z.number().check(z.int(), z.nonnegative()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type KanbanCardRecord = z.infer<typeof kanbanCardSchema>

export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: timestamp,
})
export type ContactMessageRecord = z.infer<typeof contactMessageSchema>

export const MAIL_KINDS = ['password-reset', 'verify-email'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/**
 * A message the sandbox "sent": the single-use token of a password reset or an e-mail
 * verification. There is no real e-mail; `window.__sandbox.mailbox()` shows them.
 */
export const mailSchema = z.object({
  id,
  kind: z.enum(MAIL_KINDS),
  email: z.string(),
  user_id: fk,
  token: z.string(),
  created_at: timestamp,
  expires_at: timestamp,
  /** When the token was used, or superseded by a newer one of the same kind. */
  used_at: z.nullable(timestamp),
})
export type MailRecord = z.infer<typeof mailSchema>

/** A temporary password issued by POST /auth/password-reset for an unregistered e-mail (lower case). */
export const tempPasswordSchema = z.object({
  id,
  email: z.string(),
  password_hash: z.string(),
  created_at: timestamp,
  expires_at: timestamp,
})
export type TempPasswordRecord = z.infer<typeof tempPasswordSchema>

/** An uploaded file's metadata (POST /upload); the content itself is never stored. */
export const uploadSchema = z.object({
  id,
  user_id: fk,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  created_at: timestamp,
})
export type UploadRecord = z.infer<typeof uploadSchema>

/**
 * One action a user did (docs/spec/2-everyday-modules.md §2 "Dashboard": the activity feed), written by the handler of
 * that action in the same transaction, at most ACTIVITY_LIMITS.storedPerUser per user
 * (mocks/handlers/activity.ts). `title` is the subject's title at that moment.
 */
export const activitySchema = z.object({
  id,
  user_id: fk,
  kind: z.enum(RECORDED_ACTIVITY_KINDS),
  subject_id: z.nullable(fk),
  title: nullableText,
  detail: nullableText,
  detail_key: nullableText,
  created_at: timestamp,
})
export type ActivityRecord = z.infer<typeof activitySchema>

/**
 * A learner's progress record (issue "Learn" §3): one per account, `id` = the user's id. The
 * record itself (machines/learn/progress-contract.ts) is kept as JSON text and validated on read.
 * On the practice server progress follows the account by e-mail instead (mocks/handlers/progress-store.ts).
 */
export const progressSchema = z.object({
  id,
  email: z.string(),
  document: z.string(),
  updated_at: timestamp,
})
export type ProgressRecord = z.infer<typeof progressSchema>

/** Every collection of the database, by its name in the stored document. */
export const schemas = {
  users: userSchema,
  sessions: sessionSchema,
  todos: todoSchema,
  posts: postSchema,
  comments: commentSchema,
  likes: likeSchema,
  calendarEvents: calendarEventSchema,
  kanbanBoards: kanbanBoardSchema,
  kanbanColumns: kanbanColumnSchema,
  kanbanCards: kanbanCardSchema,
  contactMessages: contactMessageSchema,
  mailbox: mailSchema,
  tempPasswords: tempPasswordSchema,
  uploads: uploadSchema,
  activities: activitySchema,
  progress: progressSchema,
} as const

export type CollectionName = keyof typeof schemas
export const COLLECTION_NAMES = Object.keys(schemas) as CollectionName[]

/** Plain records per collection: the shape of a seed file and of the stored document. */
export type CollectionsData = { [K in CollectionName]: Array<z.infer<(typeof schemas)[K]>> }

export const SEED_NAMES = ['default', 'ko', 'empty', 'busy'] as const
export type SeedName = (typeof SEED_NAMES)[number]

export interface SeedFile {
  seed: SeedName
  collections: CollectionsData
}

/** Fixed ids of the demo accounts, present in every seed. */
export const DEMO_USER_ID = 1
export const ADMIN_USER_ID = 2
export const TERMS_USER_ID = 3
