/**
 * /bug-hunt: binds the bug hunt machine (machines/bugs/bug-hunt.machine.ts) to the
 * sandbox's bug switches and to session storage; BugHuntView only renders.
 */
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { bugHuntMachine } from '@machines/bugs/bug-hunt.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import { BugHuntView } from './bug-hunt-view'
import { clearHunt, randomSeed, readHunt, writeHunt } from './hunt-storage'
import { installedSandbox } from '@/lib/sandbox-api'
import { reportProgress } from '../learn/learn-sync'

export function BugHuntPage() {
  const bugs = installedSandbox()?.bugs
  const actorRef = useActorRef(
    bugHuntMachine.provide({
      actions: {
        startHunt: (_, { seed, count }) => void bugs?.startHunt(seed, count),
        scoreBugs: () => void bugs?.scoreHunt(),
        disableBugs: () => void bugs?.disable(),
        persist: (_, hunt) => writeHunt(hunt),
        clear: () => clearHunt(),
      },
    }),
    { input: { saved: readHunt(), seed: randomSeed() } },
  )
  const snapshot = useSelector(actorRef, (s) => s)
  const score = snapshot.context.score
  useEffect(() => {
    // A scored round goes into the learner's progress record (when signed in).
    if (score) reportProgress({ type: 'bughunt.result', found: score.found.length, total: score.found.length + score.missed.length })
  }, [score])
  return <BugHuntView snapshot={snapshot} send={actorRef.send} available={bugs !== undefined} onNewSeed={() => actorRef.send({ type: 'seed.change', value: String(randomSeed()) })} />
}
