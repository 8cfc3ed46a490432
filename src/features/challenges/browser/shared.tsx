/**
 * Shared by the browser-feature challenges: the generic request machine bound to a page's
 * effect, onSolved called once, the seeded picks and the goal line.
 */
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { browserRequestMachine, type BrowserRequestResult } from '@machines/challenges/challenge-browser-request.machine'
import { targetMatchMachine } from '@machines/challenges/challenge-target-match.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import { ChallengeGoalLine } from '../goal-line'

export function useSolvedOnce(solved: boolean, onSolved: () => void) {
  useEffect(() => {
    if (solved) onSolved()
    // onSolved is called once per solve; the page ignores repeats.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solved])
}

/** The request machine of a page, with the page's effect. */
export function useBrowserRequest(run: (params: Record<string, unknown>) => Promise<BrowserRequestResult>, onSolved: () => void, goal = 1) {
  const actorRef = useActorRef(
    browserRequestMachine.provide({ actors: { request: fromPromise<BrowserRequestResult, Record<string, unknown>>(({ input }) => run(input)) } }),
    { input: { goal } },
  )
  const result = useSelector(actorRef, (s) => s.context.result)
  const error = useSelector(actorRef, (s) => s.context.error)
  const okCodes = useSelector(actorRef, (s) => s.context.okCodes)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const solved = useSelector(actorRef, (s) => s.hasTag('solved'))
  useSolvedOnce(solved, onSolved)
  return { result, error, okCodes, busy, solved, send: (params: Record<string, unknown> = {}) => actorRef.send({ type: 'request.send', params }) }
}

/** The target-match machine (shared with the input challenges): value, solved, set(value). */
export function useGoal(target: string, onSolved: () => void) {
  const actorRef = useActorRef(targetMatchMachine, { input: { target, initial: null } })
  const value = useSelector(actorRef, (s) => s.context.value)
  const solved = useSelector(actorRef, (s) => s.hasTag('solved'))
  useSolvedOnce(solved, onSolved)
  return { value, solved, set: (v: string) => actorRef.send({ type: 'goal.set', value: v }) }
}

/** The target line and its solved badge (../goal-line.tsx: `challenge-<slug>-goal`, `challenge-<slug>-status`). */
export function GoalLine({ slug, goal, solved }: { slug: string; goal: string; solved: boolean }) {
  return (
    <ChallengeGoalLine textTestId={`challenge-${slug}-goal`} statusTestId={`challenge-${slug}-status`} solved={solved}>
      {goal}
    </ChallengeGoalLine>
  )
}
