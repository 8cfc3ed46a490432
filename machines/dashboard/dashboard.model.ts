/**
 * The dashboard machine's graph model (tests/model/dashboard.model.spec.ts runs it in Chromium
 * against the seeded demo user; the load's sample answer only decides the graph, the browser
 * shows the seed's numbers).
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import type { DashboardPost } from './dashboard-data'
import { dashboardMachine, type DashboardLoad } from './dashboard.machine'

type Ev = EventFromLogic<typeof dashboardMachine>

const DAY = 24 * 60 * 60 * 1000
export const DASHBOARD_MODEL_NOW = Date.parse('2026-11-24T12:00:00.000Z')
const post = (id: number, daysAgo: number): DashboardPost => ({
  id,
  title: `Post ${id}`,
  content: 'Sample content',
  tags: ['qa', 'testing'],
  status: 'published',
  createdAt: new Date(DASHBOARD_MODEL_NOW - daysAgo * DAY).toISOString(),
})

export const DASHBOARD_SAMPLE_LOAD: DashboardLoad = {
  posts: [post(1, 3), post(2, 40)],
  numbers: { posts: 2, todos: 10, completed: 4, recent: 1, daysActive: 3 },
  activity: [
    { id: 'post-1', kind: 'post', date: new Date(DASHBOARD_MODEL_NOW - 3 * DAY).toISOString(), subjectId: 1, title: 'Post 1', column: null },
    { id: 'post-2', kind: 'post', date: new Date(DASHBOARD_MODEL_NOW - 40 * DAY).toISOString(), subjectId: 2, title: 'Post 2', column: null },
    { id: 'account-created', kind: 'accountCreated', date: '2026-01-10T09:00:00.000Z', subjectId: null, title: '', column: null },
  ],
}

/** The announcement the model opens (it has steps and a note). */
export const DASHBOARD_MODEL_ANNOUNCEMENT = 'todos-posts'

export const DASHBOARD_LOAD_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }

export const dashboardModel = defineModel({
  id: 'dashboard',
  area: 'dashboard',
  routes: ['/dashboard'],
  title: 'Dashboard',
  description: "Stat cards from the API, 'Failed to load data.' with retry, announcement modal, activity feed 3 at a time, post modal.",
  machine: dashboardMachine,
  starts: [{ name: 'demo user', input: { now: DASHBOARD_MODEL_NOW } }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (c.announcementId === null) events.push({ type: 'announcement.open', id: DASHBOARD_MODEL_ANNOUNCEMENT })
    else events.push({ type: 'announcement.close' })
    if (s.matches('loading')) events.push(done('loadDashboard', DASHBOARD_SAMPLE_LOAD) as unknown as Ev, failed('loadDashboard', DASHBOARD_LOAD_ERROR) as unknown as Ev)
    if (s.matches('failed')) events.push({ type: 'dashboard.retry' })
    if (s.matches('ready') && c.announcementId === null) {
      if (c.postId === null) events.push({ type: 'feed.toggle' })
      // A post entry can be clicked when the whole feed shows (the newest entries may be other actions).
      if (c.postId === null && c.expanded && c.posts[0]) events.push({ type: 'post.open', id: c.posts[0].id })
      if (c.postId !== null) events.push({ type: 'post.close' })
    }
    return events
  },
  context: (s) => [s.context.expanded, s.context.announcementId, s.context.postId, s.context.failure],
})
