/**
 * The sandbox routes of the "waiting and timing" challenges (mocks/handlers/challenge-waiting.ts):
 * answers that arrive `delay` ms late. Rejects with `{ code }` (the client's error kind).
 */
import { request } from './client'

export type WaitingChallengeRoute = 'ajax-data' | 'load-delay'

export async function fetchDelayedLabel(route: WaitingChallengeRoute, delayMs: number): Promise<string> {
  try {
    const answer = await request<{ label: string; delay_ms: number }>(`/challenges/waiting/${route}`, { query: { delay: delayMs }, anonymous: true })
    return answer.label
  } catch (error) {
    throw { code: (error as { kind?: string } | null)?.kind ?? 'unknown' }
  }
}
