/**
 * The one reusable list machine: a paged, filtered list loaded from the server (the posts list,
 * the todos list, …). Modelled on the Cypress RealWorld App's data machine: the app specialises
 * it by giving the item and filter types, the page size, the first filters, and a `fetchPage`
 * actor (provided in src/) that loads one page.
 *
 * Rules (docs/spec/2-everyday-modules.md §4 "Post list and detail reload on entry … any filter change resets to page 1"):
 * - the list loads as soon as the machine starts (a screen creates it on entry, so it reloads);
 * - `list.filter` merges the changed filters and goes back to page 1 (nothing happens when the
 *   filters do not change);
 * - `list.page` goes to an existing page only (1..last, or the next one while `more` says so);
 * - `list.reload` loads the current page again (also the retry after an error);
 * - a new request replaces the one in flight: the old answer is stale and ignored (the invoked
 *   actor is stopped when `loading` is re-entered, so its answer never arrives);
 * - a failed load keeps the items shown so far and carries a failure code the view translates;
 * - `list.sync` says the data changed elsewhere (another tab): a shown list loads again; during a
 *   load the notice is remembered and ONE more load follows that one, so the list always ends on
 *   data read after the last change, however many notices arrive (they are coalesced, never lost).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { failureCode, type FailureCode } from './errors'

/** What `fetchPage` is asked for. */
export interface ListQuery<TFilters> {
  filters: TFilters
  /** From 1. */
  page: number
  limit: number
}

/** What `fetchPage` answers: the page's items and either the total count or whether more follow. */
export interface ListPage<TItem> {
  items: TItem[]
  total?: number
  more?: boolean
}

export interface ListContext<TItem, TFilters> {
  filters: TFilters
  page: number
  limit: number
  items: TItem[]
  /** The number of matching items, when the server says (`{posts, total}`); else null. */
  total: number | null
  /** Whether a next page exists (from `more`, or computed from `total`). */
  more: boolean
  failure: FailureCode | null
  /** The data changed elsewhere while a load was in flight: load once more after it. */
  stale: boolean
}

export type ListEvent<TFilters> =
  | { type: 'list.reload' }
  | { type: 'list.sync' }
  | { type: 'list.page'; page: number }
  | { type: 'list.filter'; filters: Partial<TFilters> }

export interface ListInput<TFilters> {
  /** Filters to start with (e.g. from the URL), merged over the machine's defaults. */
  filters?: Partial<TFilters>
  page?: number
}

export interface ListOptions<TFilters> {
  /** The machine id (also the state lab's name). */
  id: string
  /** Page size. */
  limit: number
  /** The filters of an unfiltered list. */
  filters: TFilters
  /** Whether the list follows changes made elsewhere (`list.sync`); without it the event does nothing. */
  sync?: boolean
}

/** The number of pages, when the total is known (at least 1). */
export function pageCount(context: Pick<ListContext<unknown, unknown>, 'total' | 'limit'>): number | null {
  if (context.total === null) return null
  return Math.max(1, Math.ceil(context.total / context.limit))
}

/** Whether `page` can be shown: 1..last when the total is known, else up to the next page while `more`. */
export function pageExists(context: Pick<ListContext<unknown, unknown>, 'total' | 'limit' | 'page' | 'more'>, page: number): boolean {
  if (!Number.isInteger(page) || page < 1) return false
  const last = pageCount(context)
  if (last !== null) return page <= last
  return page <= context.page || (page === context.page + 1 && context.more)
}

/** The context of an answered page: its items, the total and whether more follow. */
function pageOf<TItem>(context: Pick<ListContext<TItem, unknown>, 'page' | 'limit'>, output: ListPage<TItem>) {
  const total = typeof output.total === 'number' ? output.total : null
  return {
    items: output.items,
    total,
    more: typeof output.more === 'boolean' ? output.more : total !== null && context.page * context.limit < total,
  }
}

/** Plain-data comparison of two filter objects (strings, numbers, booleans, arrays of them). */
export function sameFilters(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function createListMachine<TItem, TFilters extends object>(options: ListOptions<TFilters>) {
  type Context = ListContext<TItem, TFilters>
  return setup({
    types: {
      context: {} as Context,
      events: {} as ListEvent<TFilters>,
      input: {} as ListInput<TFilters> | undefined,
      tags: {} as 'busy',
    },
    actors: {
      /** Loads one page; provided by the app (src/api), faked in tests. */
      fetchPage: fromPromise<ListPage<TItem>, ListQuery<TFilters>>(async () => {
        throw new Error('fetchPage is provided by the app')
      }),
    },
    actions: {
      /** A load failed (the app may show a toast); the view also shows the failure. */
      loadFailed: (_, _params: { failure: FailureCode }) => {},
    },
    guards: {
      pageExists: ({ context, event }) => event.type === 'list.page' && event.page !== context.page && pageExists(context, event.page),
      filtersChanged: ({ context, event }) =>
        event.type === 'list.filter' && !sameFilters({ ...context.filters, ...event.filters }, context.filters),
      stale: ({ context }) => context.stale,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      filters: { ...options.filters, ...(input?.filters ?? {}) },
      page: input?.page && input.page >= 1 ? Math.floor(input.page) : 1,
      limit: options.limit,
      items: [],
      total: null,
      more: false,
      failure: null,
      stale: false,
    }),
    initial: 'loading',
    on: {
      'list.reload': {
        target: '.loading',
        reenter: true,
        description: 'Loads the current page again; an answer still in flight is dropped.',
      },
      'list.page': {
        guard: 'pageExists',
        target: '.loading',
        reenter: true,
        description: 'Only an existing page: 1..last (or the next one while more follow).',
        actions: assign({ page: ({ event }) => event.page }),
      },
      'list.filter': {
        guard: 'filtersChanged',
        target: '.loading',
        reenter: true,
        description: 'Any filter change goes back to page 1; an unchanged filter does nothing.',
        actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), page: 1 }),
      },
    },
    states: {
      loading: {
        tags: ['busy'],
        description: 'The items of the last answer stay visible while the page loads.',
        entry: assign({ failure: null, stale: false }),
        on: options.sync
          ? {
              'list.sync': {
                actions: assign({ stale: true }),
                description: 'Changed elsewhere during the load: the answer may predate the change, so one more load follows.',
              },
            }
          : {},
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ filters: context.filters, page: context.page, limit: context.limit }),
          onDone: options.sync
            ? [
                {
                  guard: 'stale',
                  target: 'loading',
                  reenter: true,
                  description: 'A change noticed during the load: show this answer, then load once more.',
                  actions: assign(({ context, event }) => pageOf(context, event.output)),
                },
                {
                  target: 'ready',
                  actions: assign(({ context, event }) => pageOf(context, event.output)),
                },
              ]
            : {
                target: 'ready',
                actions: assign(({ context, event }) => pageOf(context, event.output)),
              },
          onError: {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => failureCode(event.error) }),
              { type: 'loadFailed', params: ({ event }) => ({ failure: failureCode(event.error) }) },
            ],
          },
        },
      },
      ready: {
        on: options.sync ? { 'list.sync': { target: 'loading', description: 'The data changed elsewhere (another tab): load the current page again.' } } : {},
      },
      failed: {
        description: 'The failure shows with a retry (list.reload); the previous items stay.',
        on: options.sync ? { 'list.sync': { target: 'loading', description: 'The data changed elsewhere: try the current page again.' } } : {},
      },
    },
  })
}

export type ListMachine<TItem, TFilters extends object> = ReturnType<typeof createListMachine<TItem, TFilters>>
export type ListActorRef<TItem, TFilters extends object> = ActorRefFrom<ListMachine<TItem, TFilters>>

// Selectors: what views read of a list machine (CONVENTIONS, Machines), instead of its state paths.

/** The page of items is shown. */
export function selectListReady<TItem, TFilters extends object>(s: SnapshotFrom<ListMachine<TItem, TFilters>>): boolean {
  return s.matches('ready')
}

/** Loading the page failed. */
export function selectListFailed<TItem, TFilters extends object>(s: SnapshotFrom<ListMachine<TItem, TFilters>>): boolean {
  return s.matches('failed')
}

/** What a list view renders: `useSelector(ref, selectListView, shallowEqual)` re-renders only when one of these changes. */
export interface ListViewModel<TItem, TFilters> {
  state: string
  context: ListContext<TItem, TFilters>
  loading: boolean
  ready: boolean
  failed: boolean
}

export function selectListView<TItem, TFilters extends object>(s: SnapshotFrom<ListMachine<TItem, TFilters>>): ListViewModel<TItem, TFilters> {
  return { state: String(s.value), context: s.context, loading: s.hasTag('busy'), ready: selectListReady(s), failed: selectListFailed(s) }
}
