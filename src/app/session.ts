/**
 * The app's session actor: the session machine with its effects provided (HTTP calls, storage,
 * toasts, navigation). Views read it through the hooks below and only send events.
 */
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { createActor } from '../lab-runtime/use-machine'
import { sessionMachine } from '@machines/session/session.machine'
import type { User } from '@machines/shared/types'
import { setSessionExpiredHandler } from '../api/session-events'
import { clearTokens, hasStoredToken } from '../api/tokens'
import { i18n } from '../i18n'
import { removeStored, STORAGE_KEYS, writeStored } from '../lib/storage'
import { notify } from '../ui/toaster'
import { isOnAuthPage, navigateTo } from './navigation'

const sessionLogic = sessionMachine.provide({
  actors: {
    // The HTTP client is loaded on demand: a guest's first page does not need it.
    fetchCurrentUser: fromPromise(async () => (await import('../api/auth')).fetchCurrentUser()),
    logout: fromPromise(async () => (await import('../api/auth')).logout()),
  },
  actions: {
    persistUser: (_, { user }) => {
      writeStored(STORAGE_KEYS.user, user)
      writeStored(STORAGE_KEYS.authState, { state: { user, isAuthenticated: true }, version: 0 })
    },
    clearSession: () => {
      clearTokens()
      removeStored(STORAGE_KEYS.user, STORAGE_KEYS.authState)
    },
    notifyExpired: () => {
      notify('warning', i18n.t('errors.sessionExpired'))
      if (!isOnAuthPage()) {
        const { pathname, search, hash } = window.location
        navigateTo('/login', { replace: true, state: { from: { pathname, search, hash } } })
      }
    },
    // On a protected page the guard then sends the visitor to /login (origin remembered).
    notifyLoggedOut: () => notify('info', i18n.t('auth.loggedOut')),
  },
})

export const sessionActor = createActor(sessionLogic, { input: { hasToken: hasStoredToken() } })

export function startSession(): void {
  setSessionExpiredHandler(() => sessionActor.send({ type: 'session.expired' }))
  sessionActor.start()
}

export function useSessionUser(): User | null {
  return useSelector(sessionActor, (s) => s.context.user)
}

export function useIsAuthenticated(): boolean {
  return useSelector(sessionActor, (s) => s.matches('authenticated'))
}

/** True while the startup check (or logout) runs: guards show a spinner. */
export function useSessionLoading(): boolean {
  return useSelector(sessionActor, (s) => s.hasTag('loading'))
}

export function useSessionState(): string {
  return useSelector(sessionActor, (s) => String(s.value))
}

export function signIn(user: User): void {
  sessionActor.send({ type: 'session.login', user })
}

export function signOut(): void {
  sessionActor.send({ type: 'session.logout' })
}

/** The profile was saved: the header and the stored user show the new values. */
export function updateSessionUser(user: User): void {
  sessionActor.send({ type: 'session.userUpdated', user })
}

/** Signs out locally without calling the server (the account was deleted). */
export function clearSessionLocally(): void {
  sessionActor.send({ type: 'session.clear' })
}
