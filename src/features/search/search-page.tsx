import { useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { sameSearchView, searchMachine, selectSearchView } from '@machines/search/search.machine'
import { SearchView } from './search-view'

/** Binds the search machine (no effects: the results are fixed sample data). */
export function SearchPage() {
  const actorRef = useActorRef(searchMachine)
  const view = useSelector(actorRef, selectSearchView, sameSearchView)
  return <SearchView view={view} send={actorRef.send} />
}
