import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { apiError, controlled } from '../shared/testing'
import { activityDate, activityFromApi, activityListFromApi, userNumbers, type ActivityEntry } from '../shared/activity'
import {
  ACTIVITY_FEED_SIZE,
  announcementsAt,
  completionPercent,
  isNewAnnouncement,
  modalTags,
  opensPost,
  visibleFeed,
  type DashboardPost,
} from './dashboard-data'
import { dashboardMachine, type DashboardLoad } from './dashboard.machine'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-11-24T12:00:00.000Z')
const post = (id: number, daysAgo: number, tags: string[] = []): DashboardPost => ({
  id,
  title: `Post ${id}`,
  content: `Content of post ${id}`,
  tags,
  status: 'published',
  createdAt: new Date(NOW - daysAgo * DAY).toISOString(),
})
const entry = (id: string, kind: ActivityEntry['kind'], daysAgo: number, subjectId: number | null = null): ActivityEntry => ({
  id,
  kind,
  date: new Date(NOW - daysAgo * DAY).toISOString(),
  subjectId,
  title: `Title of ${id}`,
  column: null,
})
const LOAD: DashboardLoad = {
  posts: [post(3, 1, ['a', 'b', 'c', 'd', 'e', 'f', 'g']), post(2, 20), post(1, 60)],
  numbers: { posts: 3, todos: 8, completed: 3, recent: 4, daysActive: 5 },
  activity: [
    entry('todo-completed-2', 'todoCompleted', 0.5, 7),
    entry('post-3', 'post', 1, 3),
    entry('todo-created-1', 'todoCreated', 2, 7),
    entry('post-2', 'post', 20, 2),
    entry('post-1', 'post', 60, 1),
    entry('account-created', 'accountCreated', 300),
  ],
}

describe('dashboard data', () => {
  it("announcements: dated relative to now, newest first; 'new' within 7 days, whatever today is", () => {
    for (const now of [NOW, Date.parse('2030-02-28T00:00:00Z')]) {
      const list = announcementsAt(now)
      expect(list.some((a) => a.isNew)).toBe(true)
      expect(list.some((a) => !a.isNew)).toBe(true)
      expect(list.map((a) => Date.parse(a.date))).toEqual([...list.map((a) => Date.parse(a.date))].sort((a, b) => b - a))
    }
    expect(isNewAnnouncement(new Date(NOW - 7 * DAY).toISOString(), NOW)).toBe(true)
    expect(isNewAnnouncement(new Date(NOW - 7 * DAY - 1).toISOString(), NOW)).toBe(false)
    expect(isNewAnnouncement('not a date', NOW)).toBe(false)
    expect(announcementsAt(NOW).some((a) => a.guide && a.guide.steps.en.length === a.guide.steps.ko.length)).toBe(true)
  })

  it('activity entries from the API: every kind mapped, unknown kinds and bad dates dropped; 3 shown until expanded', () => {
    const api = (kind: string, extra: object = {}) => ({ id: `${kind}-1`, kind, created_at: '2026-11-24T10:00:00.000Z', subject_id: 4, title: 'T', detail: null, detail_key: null, ...extra }) as never
    expect(activityFromApi(api('post_created'))).toMatchObject({ kind: 'post', subjectId: 4, title: 'T', column: null })
    expect(activityFromApi(api('card_moved', { detail: 'Done', detail_key: 'done' }))).toMatchObject({ kind: 'cardMoved', column: { key: 'done', title: 'Done' } })
    expect(activityFromApi(api('card_moved', { detail: 'Ideas', detail_key: 'ideas' }))).toMatchObject({ column: { key: null, title: 'Ideas' } })
    expect(activityFromApi(api('account_created', { subject_id: null, title: null }))).toMatchObject({ kind: 'accountCreated', title: '' })
    expect(activityListFromApi([api('todo_created'), api('signed_in'), api('todo_completed', { created_at: 'x' })]).map((e) => e.kind)).toEqual(['todoCreated'])
    expect(visibleFeed(LOAD.activity, false)).toHaveLength(ACTIVITY_FEED_SIZE)
    expect(visibleFeed(LOAD.activity, true)).toHaveLength(LOAD.activity.length)
    // A post entry opens the modal only when its post is loaded.
    expect(opensPost(LOAD.activity[1]!, LOAD.posts)).toBe(true)
    expect(opensPost({ ...LOAD.activity[1]!, subjectId: 99 }, LOAD.posts)).toBe(false)
    expect(opensPost(LOAD.activity[0]!, LOAD.posts)).toBe(false)
  })

  it('the numbers both screens show, read one way; the date form of an entry', () => {
    expect(userNumbers(3, { total: 8, completed: 3 }, { recent_count: 4, days_active: 0 })).toEqual({ posts: 3, todos: 8, completed: 3, recent: 4, daysActive: 1 })
    expect(userNumbers(-1, { total: Number.NaN, completed: 2.7 }, { recent_count: 1, days_active: 6 })).toEqual({ posts: 0, todos: 0, completed: 2, recent: 1, daysActive: 6 })
    const ago = (ms: number) => new Date(NOW - ms).toISOString()
    expect(activityDate(ago(10_000), NOW)).toEqual({ style: 'relative', value: 0, unit: 'second' })
    expect(activityDate(ago(5 * 60_000), NOW)).toEqual({ style: 'relative', value: -5, unit: 'minute' })
    expect(activityDate(ago(3 * 3_600_000), NOW)).toEqual({ style: 'relative', value: -3, unit: 'hour' })
    expect(activityDate(ago(2 * DAY), NOW)).toEqual({ style: 'relative', value: -2, unit: 'day' })
    expect(activityDate(ago(7 * DAY), NOW)).toEqual({ style: 'absolute' })
    expect(activityDate('not a date', NOW)).toEqual({ style: 'absolute' })
  })

  it("completion percent; the post modal's 5 tags", () => {
    expect(completionPercent(3, 8)).toBe(38)
    expect(completionPercent(0, 0)).toBe(0)
    expect(modalTags(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: 2 })
    expect(modalTags(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})

describe('dashboard machine', () => {
  const start = () => {
    const load = controlled<DashboardLoad, void>()
    const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: load.logic } }), { input: { now: NOW } }).start()
    return { actor, load }
  }

  it('loads the stat cards and the feed', async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    load.run(0).resolve(LOAD)
    await Promise.resolve()
    const c = actor.getSnapshot().context
    expect(actor.getSnapshot().value).toBe('ready')
    expect(c.stats).toEqual({ posts: 3, todos: 8, completed: 3, completedPercent: 38, recent: 4 })
    expect(c.feed).toEqual(LOAD.activity)
  })

  it('a failed load shows the failure; retry loads again', async () => {
    const { actor, load } = start()
    load.run(0).reject(apiError('http', 500, 'boom'))
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toBe('server')
    actor.send({ type: 'dashboard.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    load.run(1).resolve(LOAD)
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('feed toggle and post modal in ready; only known posts open', async () => {
    const { actor, load } = start()
    actor.send({ type: 'feed.toggle' })
    expect(actor.getSnapshot().context.expanded).toBe(false)
    load.run(0).resolve(LOAD)
    await Promise.resolve()
    actor.send({ type: 'feed.toggle' })
    expect(actor.getSnapshot().context.expanded).toBe(true)
    actor.send({ type: 'feed.toggle' })
    expect(actor.getSnapshot().context.expanded).toBe(false)
    actor.send({ type: 'post.open', id: 99 })
    expect(actor.getSnapshot().context.postId).toBeNull()
    actor.send({ type: 'post.open', id: 3 })
    expect(actor.getSnapshot().context.postId).toBe(3)
    actor.send({ type: 'post.close' })
    expect(actor.getSnapshot().context.postId).toBeNull()
  })

  it('announcements open in any state; unknown ids are ignored', () => {
    const { actor } = start()
    actor.send({ type: 'announcement.open', id: 'nope' })
    expect(actor.getSnapshot().context.announcementId).toBeNull()
    actor.send({ type: 'announcement.open', id: 'welcome' })
    expect(actor.getSnapshot().context.announcementId).toBe('welcome')
    actor.send({ type: 'announcement.close' })
    expect(actor.getSnapshot().context.announcementId).toBeNull()
  })
})
