/**
 * The /api-docs page: loads the OpenAPI document (GET /api/v1/openapi.json), shows it or a
 * translated failure with a retry, and keeps the filter text of the operation list.
 *
 * - loading → ready with the document's view (openapi-view.ts), or → failed with a failure
 *   code (a document that is not OpenAPI 3 fails as 'badResponse');
 * - `docs.retry` in failed loads again; `docs.filter` sets the filter in any state.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureCode, type FailureCode } from '../shared/errors'
import { docsView, InvalidDocumentError, type DocsView } from './openapi-view'

export interface ApiDocsContext {
  docs: DocsView | null
  /** The document as fetched (what "Download openapi.json" saves). */
  document: unknown
  filter: string
  failure: FailureCode | null
}

export type ApiDocsEvent = { type: 'docs.retry' } | { type: 'docs.filter'; filter: string }

export const apiDocsMachine = setup({
  types: {
    context: {} as ApiDocsContext,
    events: {} as ApiDocsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Fetches the document (the app provides it from src/api/openapi.ts; tests fake it). */
    fetchDocument: fromPromise<unknown>(async () => {
      throw new Error('fetchDocument is provided by the app')
    }),
  },
}).createMachine({
  id: 'apiDocs',
  context: { docs: null, document: null, filter: '', failure: null },
  initial: 'loading',
  on: {
    'docs.filter': { actions: assign({ filter: ({ event }) => event.filter.slice(0, 200) }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'fetchDocument',
        src: 'fetchDocument',
        onDone: [
          {
            description: 'An OpenAPI 3 document: shown.',
            guard: ({ event }) => isDocument(event.output),
            target: 'ready',
            actions: assign({ docs: ({ event }) => docsView(event.output), document: ({ event }) => event.output }),
          },
          {
            description: 'Any other answer (not OpenAPI 3): a bad response.',
            target: 'failed',
            actions: assign({ failure: 'badResponse' as FailureCode }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    ready: {},
    failed: {
      description: 'The translated failure with a retry.',
      on: { 'docs.retry': 'loading' },
    },
  },
})

function isDocument(value: unknown): boolean {
  try {
    docsView(value)
    return true
  } catch (error) {
    if (error instanceof InvalidDocumentError) return false
    throw error
  }
}

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ApiDocsSnap = SnapshotFrom<typeof apiDocsMachine>

/** Loading the docs failed. */
export function selectApiDocsFailed(s: ApiDocsSnap): boolean {
  return s.matches('failed')
}

/** The docs are shown. */
export function selectApiDocsReady(s: ApiDocsSnap): boolean {
  return s.matches('ready')
}

/** What the API docs view renders: `useSelector(ref, selectApiDocsView, shallowEqual)` re-renders only when one of these changes. */
export function selectApiDocsView(s: ApiDocsSnap) {
  const { docs, filter, failure, document } = s.context
  return { state: String(s.value), docs, filter, failure, document, loading: s.hasTag('busy'), failed: selectApiDocsFailed(s), ready: selectApiDocsReady(s) }
}
export type ApiDocsViewModel = ReturnType<typeof selectApiDocsView>
