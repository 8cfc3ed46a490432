/**
 * Shared by the locating challenges: the generic target-match machine (machines/challenges, also
 * used by the input-device challenges) bound to the page with onSolved called once, seeded
 * helpers (mulberry32 from the seed: never Math.random), and the goal/status line.
 */
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import { targetMatchMachine } from '@machines/challenges/challenge-target-match.machine'
import { mulberry32 } from '@machines/shared/random'
import { useActorRef } from '@/lab-runtime/use-machine'
import { ChallengeGoalLine } from '../goal-line'

/** The target-match actor: the last value, tries, whether solved, and `set(value)`. */
export function useGoal(target: string, onSolved: () => void) {
  const actorRef = useActorRef(targetMatchMachine, { input: { target } })
  const value = useSelector(actorRef, (s) => s.context.value)
  const tries = useSelector(actorRef, (s) => s.context.tries)
  const solved = useSelector(actorRef, (s) => s.hasTag('solved'))
  useEffect(() => {
    if (solved) onSolved()
    // Once per solve: the page ignores repeats.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solved])
  return { value, tries, solved, set: (v: string) => actorRef.send({ type: 'goal.set', value: v }) }
}

/** A seeded random source that stays the same for the page's lifetime. */
export function useRandom(seed: number, salt = 0): () => number {
  return useMemo(() => mulberry32(seed * 31 + salt), [seed, salt])
}

export function seededShuffle<T>(rand: () => number, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

export function seededInt(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1))
}

export function seededHex(rand: () => number, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += Math.floor(rand() * 16).toString(16)
  return out
}

/** The target line and its solved badge (../goal-line.tsx). `testIds` false: the challenge whose pitfall is missing test ids. */
export function GoalLine({ slug, children, solved, testIds = true }: { slug: string; children: ReactNode; solved: boolean; testIds?: boolean }) {
  return (
    <ChallengeGoalLine textTestId={testIds ? `challenge-${slug}-task` : undefined} statusTestId={testIds ? `challenge-${slug}-status` : undefined} solved={solved}>
      {children}
    </ChallengeGoalLine>
  )
}
