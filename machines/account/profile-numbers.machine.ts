/**
 * The profile's activity block (docs/spec/1-shell-and-accounts.md §2.7: posts, todos completed, days active). It used to be
 * static (0, 0, 1); it now shows the user's real numbers, read with the same calls and the same
 * reading as the dashboard's cards (machines/shared/activity.ts `userNumbers`), so the two
 * screens always agree. Loads on entry; a failure keeps the block with dashes and a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { UserNumbers } from '../shared/activity'
import { failureCode, type FailureCode } from '../shared/errors'

export interface ProfileNumbersContext {
  numbers: UserNumbers | null
  failure: FailureCode | null
}

export type ProfileNumbersEvent = { type: 'numbers.retry' }

export const profileNumbersMachine = setup({
  types: {
    context: {} as ProfileNumbersContext,
    events: {} as ProfileNumbersEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadNumbers: fromPromise<UserNumbers, void>(async () => {
      throw new Error('loadNumbers is provided by the app')
    }),
  },
}).createMachine({
  id: 'profileNumbers',
  context: { numbers: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNumbers',
        src: 'loadNumbers',
        onDone: { target: 'ready', actions: assign({ numbers: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureCode(event.error) }) },
      },
    },
    failed: {
      on: { 'numbers.retry': 'loading' },
    },
    ready: {},
  },
})

/** The three numbers of the block, in its order; null while unknown (the view shows a dash). */
export function profileActivityItems(numbers: UserNumbers | null): Array<{ id: 'posts' | 'todos' | 'days'; key: string; value: number | null }> {
  return [
    { id: 'posts', key: 'activity.posts', value: numbers?.posts ?? null },
    { id: 'todos', key: 'activity.todosCompleted', value: numbers?.completed ?? null },
    { id: 'days', key: 'activity.daysActive', value: numbers?.daysActive ?? null },
  ]
}

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ProfileNumbersSnap = SnapshotFrom<typeof profileNumbersMachine>

/** Loading the numbers failed. */
export function selectProfileNumbersFailed(s: ProfileNumbersSnap): boolean {
  return s.matches('failed')
}

/** What the profile's activity block renders: `useSelector(ref, selectProfileNumbersView, shallowEqual)`. */
export function selectProfileNumbersView(s: ProfileNumbersSnap) {
  return { context: s.context, busy: s.hasTag('busy'), failed: selectProfileNumbersFailed(s) }
}
export type ProfileNumbersViewModel = ReturnType<typeof selectProfileNumbersView>
