/**
 * The catalogued 'view' bugs (machines/bugs/registry.ts): deviations only the screen can show
 * (a broken image, a misaligned button, a doubled total). A view asks `useViewBug(id)`; it is on
 * - for everyone when switched on in the sandbox (`?bugs=`, `window.__sandbox.bugs`, the Sandbox
 *   controls, the bug hunt, `npm run mutants`): the active set the sandbox keeps; in network mode the
 *   bugs the practice server names in the page (src/lib/network-bugs.ts, `npm run kill-score`), or
 * - for the signed-in persona that has it (machines/shared/personas.ts), decided from the
 *   current-user payload the app already holds (its id and e-mail), so it works the same in the
 *   sandbox and in network mode (the practice server), and never in hosted mode.
 * No new request, no new field in any payload: the least invasive place for a UI-only deviation.
 */
import type { BugId } from '@machines/bugs/registry'
import { VIEW_BUGS } from '@machines/shared/sandbox-runtime'
import { personaOfUser } from '@machines/shared/personas'
import type { User } from '@machines/shared/types'
import { useSessionUser } from '@/app/session'
import { appMode } from '@/lib/env'
import { networkBugIds } from '@/lib/network-bugs'
import { installedSandbox } from '@/lib/sandbox-api'

/** Whether `id` is on for this user (pure: the hook's rule, for tests). */
export function viewBugOn(id: BugId, user: User | null, mode: ReturnType<typeof appMode>, sandboxActive: readonly string[]): boolean {
  if (mode === 'hosted') return false
  if (personaOfUser(user)?.bugs.includes(id)) return true
  return sandboxActive.includes(id)
}

export function useViewBug(id: BugId): boolean {
  const user = useSessionUser()
  const sandboxActive = installedSandbox()?.bugs[VIEW_BUGS]?.() ?? networkBugIds()
  return viewBugOn(id, user, appMode(), sandboxActive)
}
