/**
 * Personas: sandbox accounts that change the app's behaviour while they are signed
 * in, in the spirit of Sauce Demo's users (locked_out_user, performance_glitch_user,
 * problem_user, error_user, visual_user). Pure data, shared by the sandbox (mocks) and the app.
 *
 * A persona is a named set of catalogued bugs (machines/bugs/registry.ts): the same bugs anyone
 * can switch on with `?bugs=`, `window.__sandbox.bugs` or the Sandbox controls — one mechanism,
 * not two. Plus, for two personas, what a bug cannot express: `locked` (login refused with 403 and
 * its own detail) and `latencyMs` (every /api/v1 answer that late).
 *
 * Who is a persona:
 * - the sandbox and the practice server: the user id of the request's bearer token (the seed
 *   gives these accounts fixed ids in every seed, after the generated users);
 * - the app (for the bugs only the screen can show): the signed-in user's id AND e-mail, from the
 *   current-user payload it already has (GET /auth/me), never in hosted mode.
 * Other accounts are never affected.
 */
import type { BugId } from '../bugs/registry'

export type PersonaSlug = 'locked' | 'slow' | 'problem' | 'error' | 'visual'

export interface Persona {
  slug: PersonaSlug
  /** Fixed user id in every seed (mocks/db/generate-seed.mjs PERSONA_ACCOUNTS). */
  id: number
  email: string
  password: string
  /** Shown as the user's full name. */
  name: string
  /** Login is refused with 403 `SERVER_TEXTS.accountLocked` (after the password is checked). */
  locked: boolean
  /** Added to every /api/v1 answer while this user's token is presented (server side). */
  latencyMs: number
  /** The catalogued bugs switched on for this user only. */
  bugs: readonly BugId[]
}

/** How late every answer is for the slow persona. */
export const SLOW_PERSONA_LATENCY_MS = 3000

export const PERSONAS = [
  { slug: 'locked', id: 16, email: 'locked@example.com', password: 'Locked1234!', name: 'Locked Out User', locked: true, latencyMs: 0, bugs: [] },
  { slug: 'slow', id: 17, email: 'slow@example.com', password: 'Slow1234!', name: 'Slow Network User', locked: false, latencyMs: SLOW_PERSONA_LATENCY_MS, bugs: [] },
  {
    slug: 'problem',
    id: 18,
    email: 'problem@example.com',
    password: 'Problem1234!',
    name: 'Problem User',
    locked: false,
    latencyMs: 0,
    bugs: ['shop-images-broken', 'shop-home-link-wrong', 'shop-total-doubled', 'posts-sort-ignored', 'profile-location-into-bio'],
  },
  { slug: 'error', id: 19, email: 'error@example.com', password: 'Error1234!', name: 'Error User', locked: false, latencyMs: 0, bugs: ['todos-create-500', 'calendar-create-500'] },
  { slug: 'visual', id: 20, email: 'visual@example.com', password: 'Visual1234!', name: 'Visual User', locked: false, latencyMs: 0, bugs: ['shop-buttons-misaligned', 'shop-wrong-image', 'shop-prices-shuffled'] },
] as const satisfies readonly Persona[]

export const PERSONA_SLUGS: readonly PersonaSlug[] = PERSONAS.map((p) => p.slug)

/** The persona with this user id (server side: the token's `sub`), or null. */
export function personaById(id: number | string | null | undefined): Persona | null {
  const n = typeof id === 'string' ? Number(id) : id
  return (PERSONAS as readonly Persona[]).find((p) => p.id === n) ?? null
}

/** The persona of a signed-in user (client side): id and e-mail must both match. */
export function personaOfUser(user: { id: number; email: string } | null | undefined): Persona | null {
  if (!user) return null
  const persona = personaById(user.id)
  return persona && persona.email === user.email.trim().toLowerCase() ? persona : null
}

/** The persona that switches on this bug, if any (for the docs and the tests). */
export function personasWithBug(id: BugId): Persona[] {
  return (PERSONAS as readonly Persona[]).filter((p) => p.bugs.includes(id))
}
