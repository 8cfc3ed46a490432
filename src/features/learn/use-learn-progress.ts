/** Binds the learnProgress machine to the API (src/api/progress.ts) and this browser's data (learn-sync.ts). */
import { shallowEqual, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { learnProgressMachine } from '@machines/learn/learn-progress.machine'
import { selectLearnProgressView } from '@machines/learn/learn-progress.selectors'
import { getProgress, importProgress, resetProgress } from '@/api/progress'
import { useActorRef } from '@/lab-runtime/use-machine'
import { syncLocal } from './learn-sync'

const provided = learnProgressMachine.provide({
  actors: {
    loadProgress: fromPromise(() => getProgress()),
    syncLocal: fromPromise(({ input }) => syncLocal(input)),
    importProgress: fromPromise(({ input }) => importProgress(input.record)),
    resetProgress: fromPromise(() => resetProgress()),
  },
})

/** `signedIn` is read once: the page remounts its screen (a React key) when it changes. */
export function useLearnProgress(signedIn: boolean, lesson?: { track: string; lesson: string }) {
  const [input] = useState(() => ({ signedIn, lesson: lesson ?? null }))
  const actorRef = useActorRef(provided, { input })
  const view = useSelector(actorRef, selectLearnProgressView, shallowEqual)
  return { view, send: actorRef.send }
}

export type LearnProgressBinding = ReturnType<typeof useLearnProgress>
