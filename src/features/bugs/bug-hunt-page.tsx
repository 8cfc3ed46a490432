/**
 * /bug-hunt: binds the bug hunt machine (machines/bugs/bug-hunt.machine.ts) to the
 * sandbox's bug switches and to session storage; BugHuntView only renders.
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { bugHuntMachine, selectBugHuntView } from '@machines/bugs/bug-hunt.machine'
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
        reportScore: (_, { found, total }) => reportProgress({ type: 'bughunt.result', found, total }),
      },
    }),
    { input: { saved: readHunt(), seed: randomSeed() } },
  )
  const view = useSelector(actorRef, selectBugHuntView, shallowEqual)
  return <BugHuntView view={view} send={actorRef.send} available={bugs !== undefined} onNewSeed={() => actorRef.send({ type: 'seed.change', value: String(randomSeed()) })} />
}
