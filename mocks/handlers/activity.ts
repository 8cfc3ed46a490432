/**
 * The activity feed (docs/spec/2-everyday-modules.md §2 "Dashboard": the user's own posts, account created, profile
 * updated; and what the user did in the everyday modules: todo created and completed, comment
 * added, kanban card moved, calendar event created).
 *
 * The handlers call `recordActivity` inside their own `route()` run, so the entry is written in
 * the same transaction as the action (durable before the response, like every other record) and
 * a refused write leaves neither. Each user keeps the newest ACTIVITY_LIMITS.storedPerUser
 * entries; older ones are dropped when a new one comes.
 *
 * GET /users/me/activity answers the caller's feed, newest first: the recorded entries, plus
 * 'account created' (from the user record) and a 'post created' entry for each own post that has
 * no recorded one (posts of the seeds), so a fresh seed already shows the user's posts.
 */
import { HttpResponse } from 'msw'
import {
  ACTIVITY_LIMITS,
  type ActivityResponse,
  type ApiActivity,
  type RecordedActivityKind,
} from '@machines/shared/contracts-everyday'
import { nextId, type Collections } from '../db/database'
import type { ActivityRecord, UserRecord } from '../db/schema'
import { clock } from '../tokens'
import { parseQuery, queryParam, requireUser, route } from './http'

const DAY_MS = 24 * 60 * 60 * 1000

export interface ActivityInput {
  kind: RecordedActivityKind
  subjectId?: number | null
  title?: string | null
  detail?: string | null
  detailKey?: string | null
}

/**
 * Records one action of `userId` (inside a route's run) and drops that user's oldest entries
 * beyond ACTIVITY_LIMITS.storedPerUser.
 */
export async function recordActivity(c: Collections, userId: number, input: ActivityInput): Promise<ActivityRecord> {
  const record = await c.activities.create({
    id: nextId(c.activities),
    user_id: userId,
    kind: input.kind,
    subject_id: input.subjectId ?? null,
    title: input.title ?? null,
    detail: input.detail ?? null,
    detail_key: input.detailKey ?? null,
    created_at: clock.iso(),
  })
  const mine = c.activities.findMany((q) => q.where({ user_id: userId }))
  if (mine.length > ACTIVITY_LIMITS.storedPerUser) {
    const oldestFirst = [...mine].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id)
    for (const old of oldestFirst.slice(0, mine.length - ACTIVITY_LIMITS.storedPerUser)) c.activities.delete(old)
  }
  return record
}

const kebab = (kind: string) => kind.replace(/_/g, '-')

/** Every feed entry of a user, newest first (recorded and derived). */
export function activityOf(c: Collections, user: UserRecord): ApiActivity[] {
  const entries: ApiActivity[] = []
  const recordedPosts = new Set<number>()
  const postTitles = new Map<number, string>()
  const ownPosts = c.posts.findMany((q) => q.where({ author_id: user.id }))
  for (const post of ownPosts) postTitles.set(post.id, post.title)
  for (const record of c.activities.findMany((q) => q.where({ user_id: user.id }))) {
    const isPost = record.kind === 'post_created' && record.subject_id !== null
    if (isPost) recordedPosts.add(record.subject_id!)
    entries.push({
      id: isPost ? `post-${record.subject_id}` : `${kebab(record.kind)}-${record.id}`,
      kind: record.kind,
      created_at: record.created_at,
      subject_id: record.subject_id,
      title: isPost ? (postTitles.get(record.subject_id!) ?? record.title) : record.title,
      detail: record.detail,
      detail_key: record.detail_key,
    })
  }
  for (const post of ownPosts) {
    if (recordedPosts.has(post.id)) continue
    entries.push({ id: `post-${post.id}`, kind: 'post_created', created_at: post.created_at, subject_id: post.id, title: post.title, detail: null, detail_key: null })
  }
  entries.push({ id: 'account-created', kind: 'account_created', created_at: user.created_at, subject_id: null, title: null, detail: null, detail_key: null })
  return entries
    .filter((e) => Number.isFinite(Date.parse(e.created_at)))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || order(b) - order(a))
}

/** Ties (the same millisecond) keep the order of recording: a later record id first; derived entries last. */
function order(entry: ApiActivity): number {
  const match = /-(\d+)$/.exec(entry.id)
  return entry.id.startsWith('post-') || !match ? 0 : Number(match[1])
}

/** The feed and its counts, as GET /users/me/activity answers them. */
export function activitySummary(c: Collections, user: UserRecord, limit: number, now = clock.now()): ActivityResponse {
  const all = activityOf(c, user)
  const from = now - ACTIVITY_LIMITS.recentDays * DAY_MS
  const recent = all.filter((e) => {
    const t = Date.parse(e.created_at)
    return t >= from && t <= now + DAY_MS
  }).length
  const days = new Set(all.map((e) => e.created_at.slice(0, 10)))
  return { activity: all.slice(0, limit), total: all.length, recent_count: recent, days_active: Math.max(1, days.size) }
}

export const activityRoutes = [
  route('GET', '/users/me/activity', async ({ request, c }) => {
    const { user } = await requireUser(request)
    const query = parseQuery(request, {
      limit: queryParam.int({ fallback: ACTIVITY_LIMITS.defaultLimit, min: 1, max: ACTIVITY_LIMITS.maxLimit }),
    })
    return HttpResponse.json<ActivityResponse>(activitySummary(c, user, query.limit))
  }),
]
