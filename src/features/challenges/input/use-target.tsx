/**
 * Shared by the input-device challenges: the target-match machine (machines/challenges) bound to
 * the page, onSolved called once when it reaches `solved`, and the status line every challenge shows.
 */
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { targetMatchMachine } from '@machines/challenges/challenge-target-match.machine'
import { hiddenLayersMachine } from '@machines/challenges/challenge-hidden-layers.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import { ChallengeGoalLine } from '../goal-line'

function useSolvedOnce(solved: boolean, onSolved: () => void) {
  useEffect(() => {
    if (solved) onSolved()
    // onSolved is called once per solve; the page ignores repeats.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solved])
}

/** The target-match actor of a challenge: its current value, whether solved, and `set(value)`. */
export function useTarget(target: string, onSolved: () => void, initial: string | null = null) {
  const actorRef = useActorRef(targetMatchMachine, { input: { target, initial } })
  const value = useSelector(actorRef, (s) => s.context.value)
  const tries = useSelector(actorRef, (s) => s.context.tries)
  const solved = useSelector(actorRef, (s) => s.hasTag('solved'))
  useSolvedOnce(solved, onSolved)
  return { value, tries, solved, set: (v: string) => actorRef.send({ type: 'goal.set', value: v }) }
}

/** The hidden-layers actor. */
export function useLayers(onSolved: () => void) {
  const actorRef = useActorRef(hiddenLayersMachine)
  const state = useSelector(actorRef, (s) => s.value as 'greenOnTop' | 'blueOnTop' | 'solved' | 'clickedThrough')
  useSolvedOnce(state === 'solved', onSolved)
  return { state, send: actorRef.send }
}

/** The target line and its solved badge (../goal-line.tsx: `challenge-<slug>-target`, `challenge-<slug>-status`). */
export function GoalLine({ slug, goal, solved }: { slug: string; goal: string; solved: boolean }) {
  return (
    <ChallengeGoalLine textTestId={`challenge-${slug}-target`} statusTestId={`challenge-${slug}-status`} solved={solved}>
      {goal}
    </ChallengeGoalLine>
  )
}
