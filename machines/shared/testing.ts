/**
 * Helpers for machine unit tests: actors whose runs the test settles, and sample values.
 * Pure (no vitest import), so the same samples serve the graph models too.
 */
import { fromPromise } from 'xstate'
import type { ApiError } from './errors'
import type { User } from './types'

/** A promise actor whose every run waits until the test resolves or rejects it. */
export function controlled<TOutput, TInput = unknown>(onStart: () => void = () => {}) {
  const runs: Array<{ input: TInput; resolve: (output: TOutput) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        onStart()
        runs.push({ input, resolve, reject })
      }),
  )
  const run = (index: number) => {
    const found = runs[index]
    if (!found) throw new Error(`run ${index} never started (${runs.length} runs)`)
    return found
  }
  return { logic, runs, run }
}

export function apiError(kind: ApiError['kind'], status: number | null, message: string | null): ApiError {
  return { kind, status, message, issues: null }
}

/** A signed-in user as the app holds it. */
export const SAMPLE_USER: User = {
  id: 1,
  email: 'demo@example.com',
  username: 'demo',
  name: 'Demo User',
  role: 'user',
  bio: null,
  location: null,
  website: null,
  avatar: null,
  termsAccepted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
