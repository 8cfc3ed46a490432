/**
 * The QA hub (/qa, docs/spec/3-playground.md "QA hub"): binds the hub machine (per-card tag expansion) to the view.
 */
import { useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { qaHubMachine } from '@machines/playground/qa-hub.machine'
import { QaHubView } from './qa-hub-view'

export function QaHubPage() {
  const actorRef = useActorRef(qaHubMachine)
  const expanded = useSelector(actorRef, (s) => s.context.expanded)
  return <QaHubView expanded={expanded} onToggleTags={(scenarioId) => actorRef.send({ type: 'tags.toggle', scenarioId })} />
}
