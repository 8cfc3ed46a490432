/** The search machine's graph model (tests/model/search.model.spec.ts runs it in Chromium). */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { searchMachine } from './search.machine'

type Ev = EventFromLogic<typeof searchMachine>

/** Blank, blank with spaces, one that matches two samples, one that matches none. */
export const SEARCH_MODEL_QUERIES = ['', '  ', 'stable', 'zzz'] as const

export const searchModel = defineModel({
  id: 'search',
  area: 'search',
  routes: ['/search'],
  title: 'Search',
  description: 'Non-blank query, 1 s searching state, result count or no-results message from fixed sample data.',
  machine: searchMachine,
  starts: [{ name: 'empty page', input: undefined }],
  events: (s) =>
    s.matches('searching')
      ? ([after('searchDelay', 'search.searching')] as unknown as Ev[])
      : [
          ...SEARCH_MODEL_QUERIES.filter((q) => q !== s.context.query).map((value) => ({ type: 'query.change' as const, value })),
          { type: 'search.submit' as const },
        ],
  context: (s) => [s.context.query, s.context.searched, s.context.blankAttempt],
})
