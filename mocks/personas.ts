/**
 * The sandbox side of the personas (machines/shared/personas.ts): whose token a
 * request carries decides its persona, per request, so a persona changes nothing for any other
 * account (nor for another learner's session on the practice server: the runtime, the data and
 * the request being handled are all per session there).
 * - `personaOfRequest`: the persona of the request's bearer access token (its `sub`), or null.
 * - `personaLatencyMs`: the extra latency the scenario layer adds (the slow persona), after
 *   verifying the token's signature and expiry.
 * - `personaBugOn`: whether the persona of the request being handled has the bug on; `bugOn`
 *   (mocks/bugs) asks it, so a persona's bugs are exactly the catalogued bugs' branches.
 * The locked persona is refused in the login handler (mocks/handlers/auth.ts).
 */
import type { BugId } from '@machines/bugs/registry'
import { personaById, type Persona } from '@machines/shared/personas'
import { activeRequest, bearerToken } from './handlers/http'
import { decodeToken, verifyToken } from './tokens'

/** The persona of the request's bearer access token, read without verifying it (the handler's requireUser does). */
export function personaOfRequest(request: Request | undefined): Persona | null {
  const token = request ? bearerToken(request) : null
  const payload = token ? decodeToken(token) : null
  return payload && payload.type === 'access' ? personaById(payload.sub) : null
}

/** The latency (ms) the request's persona adds to every /api/v1 answer: 0 unless a valid token of the slow persona. */
export async function personaLatencyMs(request: Request): Promise<number> {
  const persona = personaOfRequest(request)
  if (!persona || persona.latencyMs <= 0) return 0
  const verified = await verifyToken(bearerToken(request)!)
  return verified.ok ? persona.latencyMs : 0
}

/** Whether the persona of the request now being handled (inside `route()`) has this bug on. */
export function personaBugOn(id: BugId): boolean {
  return personaOfRequest(activeRequest())?.bugs.includes(id) ?? false
}
