import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ApiError } from '../shared/errors'
import type { User } from '../shared/types'
import { sessionMachine } from './session.machine'
import { controlled, SAMPLE_USER } from '../shared/testing'

const user: User = SAMPLE_USER

const unauthorized: ApiError = { kind: 'http', status: 401, message: 'Not authenticated', issues: null }

function setup(hasToken: boolean) {
  const log: string[] = []
  const fetchCurrentUser = controlled<User>(() => log.push('fetchCurrentUser started'))
  const logout = controlled<void>(() => log.push('logout started'))
  const persistUser = vi.fn(() => log.push('persistUser'))
  const clearSession = vi.fn(() => log.push('clearSession'))
  const notifyExpired = vi.fn(() => log.push('notifyExpired'))
  const notifyLoggedOut = vi.fn(() => log.push('notifyLoggedOut'))
  const machine = sessionMachine.provide({
    actors: { fetchCurrentUser: fetchCurrentUser.logic, logout: logout.logic },
    actions: { persistUser, clearSession, notifyExpired, notifyLoggedOut },
  })
  const actor = createActor(machine, { input: { hasToken } })
  return { actor, log, fetchCurrentUser, logout, persistUser, clearSession, notifyExpired, notifyLoggedOut }
}

/** Starts an actor that is authenticated through the startup check. */
async function authenticated() {
  const t = setup(true)
  t.actor.start()
  t.fetchCurrentUser.run(0).resolve(user)
  await waitFor(t.actor, (s) => s.matches('authenticated'))
  t.log.length = 0
  t.persistUser.mockClear()
  return t
}

describe('session machine', () => {
  describe('booting', () => {
    it('goes to checking with the loading tag and asks for the current user when a token is stored', () => {
      const { actor, fetchCurrentUser, log } = setup(true)

      actor.start()

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('checking')
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(snapshot.context).toEqual({ hasToken: true, user: null, reason: null })
      expect(fetchCurrentUser.runs).toHaveLength(1)
      expect(log).toEqual(['fetchCurrentUser started'])
    })

    it('goes straight to anonymous, without the loading tag and without a check, when no token is stored', () => {
      const { actor, log, clearSession } = setup(false)

      actor.start()

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('anonymous')
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(snapshot.context).toEqual({ hasToken: false, user: null, reason: null })
      expect(log).toEqual([])
      expect(clearSession).not.toHaveBeenCalled()
    })
  })

  describe('checking', () => {
    it('becomes authenticated with the user and persists it when the check succeeds', async () => {
      const { actor, fetchCurrentUser, persistUser, clearSession } = setup(true)
      actor.start()

      fetchCurrentUser.run(0).resolve(user)
      const snapshot = await waitFor(actor, (s) => s.matches('authenticated'))

      expect(snapshot.context.user).toEqual(user)
      expect(snapshot.context.reason).toBeNull()
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(persistUser).toHaveBeenCalledTimes(1)
      expect(persistUser).toHaveBeenCalledWith(expect.anything(), { user })
      expect(clearSession).not.toHaveBeenCalled()
    })

    it('clears the session and continues anonymously, without the expiry notice, when the check fails', async () => {
      const { actor, fetchCurrentUser, persistUser, clearSession, notifyExpired } = setup(true)
      actor.start()

      fetchCurrentUser.run(0).reject(unauthorized)
      const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))

      expect(snapshot.context).toEqual({ hasToken: true, user: null, reason: null })
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(notifyExpired).not.toHaveBeenCalled()
      expect(persistUser).not.toHaveBeenCalled()
    })

    it.each<[string, ApiError]>([
      ['a network failure', { kind: 'network', status: null, message: null, issues: null }],
      ['a timeout', { kind: 'timeout', status: null, message: null, issues: null }],
      ['a 500', { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }],
      ['a 502 with an HTML body', { kind: 'http', status: 502, message: null, issues: null }],
    ])('keeps the tokens and continues anonymously when the check could not be answered (%s)', async (_name, error) => {
      const { actor, fetchCurrentUser, clearSession, notifyExpired } = setup(true)
      actor.start()

      fetchCurrentUser.run(0).reject(error)
      const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))

      expect(snapshot.context.user).toBeNull()
      expect(snapshot.context.reason).toBe('unreachable')
      expect(clearSession).not.toHaveBeenCalled()
      expect(notifyExpired).not.toHaveBeenCalled()
    })

    it('clears the session for a 403 too (the credentials are refused)', async () => {
      const { actor, fetchCurrentUser, clearSession } = setup(true)
      actor.start()
      fetchCurrentUser.run(0).reject({ kind: 'http', status: 403, message: 'Not allowed', issues: null } satisfies ApiError)
      await waitFor(actor, (s) => s.matches('anonymous'))
      expect(clearSession).toHaveBeenCalledTimes(1)
    })

    it('ends anonymous with reason sessionExpired, clears, then notifies when the session expires during the check', async () => {
      const { actor, fetchCurrentUser, log, persistUser, clearSession, notifyExpired } = setup(true)
      actor.start()

      actor.send({ type: 'session.expired' })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('anonymous')
      expect(snapshot.context).toEqual({ hasToken: true, user: null, reason: 'sessionExpired' })
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(notifyExpired).toHaveBeenCalledTimes(1)
      expect(log).toEqual(['fetchCurrentUser started', 'clearSession', 'notifyExpired'])

      // The check was stopped: its late answer changes nothing.
      fetchCurrentUser.run(0).resolve(user)
      await Promise.resolve()
      await Promise.resolve()
      expect(actor.getSnapshot().value).toBe('anonymous')
      expect(actor.getSnapshot().context.user).toBeNull()
      expect(persistUser).not.toHaveBeenCalled()
    })

    it('ignores session.login and session.logout while checking', () => {
      const { actor, logout } = setup(true)
      actor.start()

      actor.send({ type: 'session.login', user })
      actor.send({ type: 'session.logout' })

      expect(actor.getSnapshot().value).toBe('checking')
      expect(actor.getSnapshot().context.user).toBeNull()
      expect(logout.runs).toHaveLength(0)
    })
  })

  describe('anonymous', () => {
    it('becomes authenticated with the user and persists it on session.login', () => {
      const { actor, persistUser } = setup(false)
      actor.start()

      actor.send({ type: 'session.login', user })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('authenticated')
      expect(snapshot.context.user).toEqual(user)
      expect(snapshot.context.reason).toBeNull()
      expect(persistUser).toHaveBeenCalledTimes(1)
      expect(persistUser).toHaveBeenCalledWith(expect.anything(), { user })
    })

    it('resets the reason of the previous ending on session.login', () => {
      const { actor } = setup(true)
      actor.start()
      actor.send({ type: 'session.expired' })
      expect(actor.getSnapshot().context.reason).toBe('sessionExpired')

      actor.send({ type: 'session.login', user })

      expect(actor.getSnapshot().value).toBe('authenticated')
      expect(actor.getSnapshot().context.reason).toBeNull()
    })

    it('ignores session.logout and session.expired', () => {
      const { actor, logout, clearSession, notifyExpired } = setup(false)
      actor.start()

      actor.send({ type: 'session.logout' })
      actor.send({ type: 'session.expired' })

      expect(actor.getSnapshot().value).toBe('anonymous')
      expect(actor.getSnapshot().context.reason).toBeNull()
      expect(logout.runs).toHaveLength(0)
      expect(clearSession).not.toHaveBeenCalled()
      expect(notifyExpired).not.toHaveBeenCalled()
    })
  })

  describe('authenticated', () => {
    it('goes to loggingOut (no loading tag: the page stays) and calls the server without clearing the session yet', async () => {
      const { actor, logout, log, clearSession, notifyLoggedOut } = await authenticated()

      actor.send({ type: 'session.logout' })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('loggingOut')
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(snapshot.context.user).toEqual(user)
      expect(logout.runs).toHaveLength(1)
      expect(log).toEqual(['logout started'])
      expect(clearSession).not.toHaveBeenCalled()
      expect(notifyLoggedOut).not.toHaveBeenCalled()
    })

    it('ends anonymous with reason sessionExpired, clears, then notifies on session.expired', async () => {
      const { actor, log, clearSession, notifyExpired, logout } = await authenticated()

      actor.send({ type: 'session.expired' })

      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toBe('anonymous')
      expect(snapshot.context).toEqual({ hasToken: true, user: null, reason: 'sessionExpired' })
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(notifyExpired).toHaveBeenCalledTimes(1)
      expect(log).toEqual(['clearSession', 'notifyExpired'])
      expect(logout.runs).toHaveLength(0)
    })

    it('ignores session.login', async () => {
      const { actor, persistUser } = await authenticated()
      const other: User = { ...user, id: 8, email: 'bob@example.com' }

      actor.send({ type: 'session.login', user: other })

      expect(actor.getSnapshot().value).toBe('authenticated')
      expect(actor.getSnapshot().context.user).toEqual(user)
      expect(persistUser).not.toHaveBeenCalled()
    })

    it('session.userUpdated replaces and persists the user (the profile was saved), staying authenticated', async () => {
      const { actor, persistUser, clearSession } = await authenticated()
      const renamed: User = { ...user, name: 'Ada Tester' }

      actor.send({ type: 'session.userUpdated', user: renamed })

      expect(actor.getSnapshot().value).toBe('authenticated')
      expect(actor.getSnapshot().context.user).toEqual(renamed)
      expect(persistUser).toHaveBeenCalledTimes(1)
      expect(persistUser).toHaveBeenCalledWith(expect.anything(), { user: renamed })
      expect(clearSession).not.toHaveBeenCalled()
    })

    it('session.clear ends anonymous without calling the server or notifying (the account was deleted)', async () => {
      const { actor, log, logout, clearSession, notifyExpired, notifyLoggedOut } = await authenticated()

      actor.send({ type: 'session.clear' })

      expect(actor.getSnapshot().value).toBe('anonymous')
      expect(actor.getSnapshot().context).toEqual({ hasToken: true, user: null, reason: null })
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(logout.runs).toHaveLength(0)
      expect(notifyExpired).not.toHaveBeenCalled()
      expect(notifyLoggedOut).not.toHaveBeenCalled()
      expect(log).toEqual(['clearSession'])
    })
  })

  describe('session.userUpdated and session.clear outside authenticated', () => {
    it('are ignored while anonymous', () => {
      const { actor, persistUser, clearSession } = setup(false)
      actor.start()
      actor.send({ type: 'session.userUpdated', user })
      actor.send({ type: 'session.clear' })
      expect(actor.getSnapshot().value).toBe('anonymous')
      expect(actor.getSnapshot().context.user).toBeNull()
      expect(persistUser).not.toHaveBeenCalled()
      expect(clearSession).not.toHaveBeenCalled()
    })
  })

  describe('loggingOut', () => {
    it('ends anonymous with reason loggedOut, clearing the session only after the server was called, when logout succeeds', async () => {
      const { actor, logout, log, clearSession, notifyLoggedOut, notifyExpired } = await authenticated()
      actor.send({ type: 'session.logout' })

      logout.run(0).resolve()
      const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))

      expect(snapshot.context).toEqual({ hasToken: true, user: null, reason: 'loggedOut' })
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(notifyLoggedOut).toHaveBeenCalledTimes(1)
      expect(notifyExpired).not.toHaveBeenCalled()
      expect(log).toEqual(['logout started', 'clearSession', 'notifyLoggedOut'])
    })

    it('ends anonymous with reason loggedOut just the same when logout fails', async () => {
      const { actor, logout, log, clearSession, notifyLoggedOut } = await authenticated()
      actor.send({ type: 'session.logout' })

      logout.run(0).reject({ kind: 'network', status: null, message: null, issues: null } satisfies ApiError)
      const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))

      expect(snapshot.context).toEqual({ hasToken: true, user: null, reason: 'loggedOut' })
      expect(clearSession).toHaveBeenCalledTimes(1)
      expect(notifyLoggedOut).toHaveBeenCalledTimes(1)
      expect(log).toEqual(['logout started', 'clearSession', 'notifyLoggedOut'])
    })

    it('ignores session.expired and a second session.logout while the server is called', async () => {
      const { actor, logout, clearSession, notifyExpired } = await authenticated()
      actor.send({ type: 'session.logout' })

      actor.send({ type: 'session.expired' })
      actor.send({ type: 'session.logout' })

      expect(actor.getSnapshot().value).toBe('loggingOut')
      expect(logout.runs).toHaveLength(1)
      expect(clearSession).not.toHaveBeenCalled()
      expect(notifyExpired).not.toHaveBeenCalled()
    })
  })
})
