/**
 * The dashboard (docs/spec/2-everyday-modules.md §2 "Dashboard", §8, §9): loads the four stat cards' numbers, the user's
 * own posts and the activity feed (one `loadDashboard` actor: GET /posts/my, GET /todos/stats,
 * GET /users/me/activity; the profile reads the same numbers from the same calls, see
 * machines/shared/activity.ts); a failure shows 'Failed to load data.' with a retry. The
 * announcements are fixed client content, open in a modal whatever the load does; the activity
 * feed (what the user did, recorded by the sandbox when it happened) shows 3 entries with show
 * more / show less, and a post entry opens the post modal.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { ActivityEntry, UserNumbers } from '../shared/activity'
import { failureCode, type FailureCode } from '../shared/errors'
import { ANNOUNCEMENTS, completionPercent, type DashboardPost } from './dashboard-data'

/** What `loadDashboard` answers. */
export interface DashboardLoad {
  /** The user's own posts, newest first (GET /posts/my, first 100): the post modal's content. */
  posts: DashboardPost[]
  /** The numbers (machines/shared/activity.ts `userNumbers`). */
  numbers: UserNumbers
  /** The newest activity entries (GET /users/me/activity), newest first. */
  activity: ActivityEntry[]
}

export interface DashboardStats {
  posts: number
  todos: number
  completed: number
  /** 0..100. */
  completedPercent: number
  /** Activity entries of the last 30 days. */
  recent: number
}

export interface DashboardContext {
  /** The sandbox time the dashboard was opened at (ms). */
  now: number
  stats: DashboardStats | null
  posts: DashboardPost[]
  feed: ActivityEntry[]
  failure: FailureCode | null
  /** The feed shows every entry (show less) or the first 3 (show more). */
  expanded: boolean
  /** The announcement whose modal is open. */
  announcementId: string | null
  /** The post whose modal is open. */
  postId: number | null
}

export type DashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'feed.toggle' }
  | { type: 'announcement.open'; id: string }
  | { type: 'announcement.close' }
  | { type: 'post.open'; id: number }
  | { type: 'post.close' }

export interface DashboardInput {
  now: number
}

/** The stat cards and the feed from a load answer. */
export function dashboardFromLoad(load: DashboardLoad): Pick<DashboardContext, 'stats' | 'posts' | 'feed'> {
  const { numbers } = load
  return {
    stats: {
      posts: numbers.posts,
      todos: numbers.todos,
      completed: numbers.completed,
      completedPercent: completionPercent(numbers.completed, numbers.todos),
      recent: numbers.recent,
    },
    posts: load.posts,
    feed: load.activity,
  }
}

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
    tags: {} as 'busy',
  },
  actors: {
    loadDashboard: fromPromise<DashboardLoad, void>(async () => {
      throw new Error('loadDashboard is provided by the app')
    }),
  },
  guards: {
    knownAnnouncement: ({ event }) => event.type === 'announcement.open' && ANNOUNCEMENTS.some((a) => a.id === event.id),
    knownPost: ({ context, event }) => event.type === 'post.open' && context.posts.some((p) => p.id === event.id),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({
    now: input.now,
    stats: null,
    posts: [],
    feed: [],
    failure: null,
    expanded: false,
    announcementId: null,
    postId: null,
  }),
  initial: 'loading',
  on: {
    'announcement.open': {
      guard: 'knownAnnouncement',
      description: 'The announcements are client content: their modal opens whatever the load does.',
      actions: assign({ announcementId: ({ event }) => event.id }),
    },
    'announcement.close': { actions: assign({ announcementId: null }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...dashboardFromLoad(event.output), failure: null })),
        },
        onError: {
          target: 'failed',
          description: "The generic 'Failed to load data.' (a transport failure says so instead) with a retry.",
          actions: assign({ failure: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    failed: {
      on: { 'dashboard.retry': 'loading' },
    },
    ready: {
      on: {
        'feed.toggle': {
          description: 'Show more shows every entry, show less the first 3 again.',
          actions: assign({ expanded: ({ context }) => !context.expanded }),
        },
        'post.open': { guard: 'knownPost', actions: assign({ postId: ({ event }) => event.id }) },
        'post.close': { actions: assign({ postId: null }) },
      },
    },
  },
})

export type DashboardMachine = typeof dashboardMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type DashboardSnap = SnapshotFrom<typeof dashboardMachine>

/** Loading the dashboard failed. */
export function selectDashboardFailed(s: DashboardSnap): boolean {
  return s.matches('failed')
}

/** What the dashboard view renders: `useSelector(ref, selectDashboardView, shallowEqual)` re-renders only when one of these changes. */
export function selectDashboardView(s: DashboardSnap) {
  const { stats, feed, expanded, failure, announcementId, postId, posts, now } = s.context
  return { state: String(s.value), stats, feed, expanded, failure, announcementId, postId, posts, now, loading: s.hasTag('busy'), failed: selectDashboardFailed(s) }
}
export type DashboardViewModel = ReturnType<typeof selectDashboardView>
