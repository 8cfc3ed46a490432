import { useSelector } from '@xstate/react'
import { useActorRef } from '../../lab-runtime/use-machine'
import { searchMachine } from '../../../machines/search/search.machine'
import { SearchView } from './search-view'

/** Binds the search machine (no effects: the results are fixed sample data). */
export function SearchPage() {
  const actorRef = useActorRef(searchMachine)
  const snapshot = useSelector(actorRef, (s) => s)
  return <SearchView snapshot={snapshot} send={actorRef.send} />
}
