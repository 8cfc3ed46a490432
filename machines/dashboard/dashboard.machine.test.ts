import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { apiError, controlled } from '../shared/testing'
import {
  ACTIVITY_FEED_SIZE,
  activityFeed,
  announcementsAt,
  completionPercent,
  countRecent,
  isNewAnnouncement,
  modalTags,
  visibleFeed,
  type DashboardPost,
} from './dashboard-data'
import { dashboardMachine, type DashboardLoad } from './dashboard.machine'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-11-24T12:00:00.000Z')
const USER = { createdAt: '2026-01-10T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' }
const post = (id: number, daysAgo: number, tags: string[] = []): DashboardPost => ({
  id,
  title: `Post ${id}`,
  content: `Content of post ${id}`,
  tags,
  status: 'published',
  createdAt: new Date(NOW - daysAgo * DAY).toISOString(),
})
const LOAD: DashboardLoad = {
  posts: [post(3, 1, ['a', 'b', 'c', 'd', 'e', 'f', 'g']), post(2, 20), post(1, 60)],
  postsTotal: 3,
  todoStats: { total: 8, completed: 3 },
  recentTodoDates: [new Date(NOW - 2 * DAY).toISOString(), new Date(NOW - 31 * DAY).toISOString()],
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

  it('activity feed: own posts, account created, profile updated and sample sign-ins, newest first; 3 shown until expanded', () => {
    const feed = activityFeed(USER, LOAD.posts, NOW)
    expect(feed.map((e) => e.kind)).toEqual(expect.arrayContaining(['post', 'accountCreated', 'profileUpdated', 'signIn']))
    expect(feed.filter((e) => e.kind === 'post')).toHaveLength(3)
    expect(feed[0]!.id).toBe('sign-in-1')
    const times = feed.map((e) => Date.parse(e.date))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(visibleFeed(feed, false)).toHaveLength(ACTIVITY_FEED_SIZE)
    expect(visibleFeed(feed, true)).toHaveLength(feed.length)
    // Never updated: no profile-updated entry.
    expect(activityFeed({ createdAt: USER.createdAt, updatedAt: USER.createdAt }, [], NOW).some((e) => e.kind === 'profileUpdated')).toBe(false)
  })

  it("counts the last 30 days; completion percent; the post modal's 5 tags", () => {
    expect(countRecent([new Date(NOW - 30 * DAY).toISOString(), new Date(NOW - 30 * DAY - 1).toISOString(), 'x'], NOW)).toBe(1)
    expect(completionPercent(3, 8)).toBe(38)
    expect(completionPercent(0, 0)).toBe(0)
    expect(modalTags(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: 2 })
    expect(modalTags(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})

describe('dashboard machine', () => {
  const start = () => {
    const load = controlled<DashboardLoad, void>()
    const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: load.logic } }), { input: { user: USER, now: NOW } }).start()
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
    // Posts: 3 total, 2 within 30 days (1 and 20 days ago); todos: 1 within 30 days.
    expect(c.stats).toEqual({ posts: 3, todos: 8, completed: 3, completedPercent: 38, recent: 3 })
    expect(c.feed.length).toBeGreaterThan(ACTIVITY_FEED_SIZE)
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
