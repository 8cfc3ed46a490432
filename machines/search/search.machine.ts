/**
 * The search page (docs/spec/2-everyday-modules.md §2 "Search page", §4, §5, §9): a query input with submit; only a
 * non-blank query is searched (a blank attempt shows a message); a search shows the searching
 * state for 1 second (the simulated delay), then the fixed sample results that match, with their
 * count or the no-results message. Editing the query keeps the last results until the next search.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { searchSamples } from './search-data'

/** docs/spec/2-everyday-modules.md §9: the simulated search delay. */
export const SEARCH_DELAY_MS = 1000

export interface SearchContext {
  /** The text in the input. */
  query: string
  /** The trimmed query of the last search, or null before the first one. */
  searched: string | null
  /** Ids of the results of the last search (search-data.ts). */
  resultIds: string[]
  /** A blank query was submitted: the message shows until the query changes. */
  blankAttempt: boolean
}

export type SearchEvent = { type: 'query.change'; value: string } | { type: 'search.submit' }

export const isBlankQuery = (query: string) => query.trim() === ''

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    tags: {} as 'busy',
  },
  guards: {
    queryPresent: ({ context }) => !isBlankQuery(context.query),
  },
  delays: {
    searchDelay: SEARCH_DELAY_MS,
  },
  actions: {
    changeQuery: assign({ query: (_, params: { value: string }) => params.value, blankAttempt: false }),
  },
}).createMachine({
  id: 'search',
  context: { query: '', searched: null, resultIds: [], blankAttempt: false },
  initial: 'idle',
  on: {
    'query.change': { actions: { type: 'changeQuery', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    idle: {
      description: 'Before the first search, or after one (its results stay until the next search).',
      on: {
        'search.submit': [
          { guard: 'queryPresent', target: 'searching', actions: assign({ searched: ({ context }) => context.query.trim() }) },
          { description: 'A blank query is not searched: the message asks for a search term.', actions: assign({ blankAttempt: true }) },
        ],
      },
    },
    searching: {
      tags: ['busy'],
      description: 'The simulated search: 1 second, then the matching sample results.',
      after: {
        searchDelay: {
          target: 'idle',
          actions: assign({ resultIds: ({ context }) => searchSamples(context.searched ?? '').map((r) => r.id) }),
        },
      },
    },
  },
})

export type SearchMachine = typeof searchMachine

/** What the search page shows of the machine: its context, whether a search runs, and the state's name (the page's data-state). */
export interface SearchViewModel extends SearchContext {
  searching: boolean
  state: string
}

/** The search page's view model (CONVENTIONS, Machines: selectors next to the machine). */
export function selectSearchView(s: SnapshotFrom<SearchMachine>): SearchViewModel {
  return { ...s.context, searching: s.hasTag('busy'), state: String(s.value) }
}

/** Field-by-field equality of two view models (useSelector's compare: a new object each call). */
export function sameSearchView(a: SearchViewModel, b: SearchViewModel): boolean {
  return (Object.keys(a) as Array<keyof SearchViewModel>).every((k) => a[k] === b[k])
}
