import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ApiError } from '../shared/errors'
import { tokenRefreshMachine } from './token-refresh.machine'
import { controlled } from '../shared/testing'

const refreshRefused: ApiError = { kind: 'http', status: 401, message: 'Invalid refresh token', issues: null }

function setup() {
  const log: string[] = []
  const refreshTokens = controlled<void>(() => log.push('refreshTokens started'))
  const expireSession = vi.fn(() => log.push('expireSession'))
  const machine = tokenRefreshMachine.provide({
    actors: { refreshTokens: refreshTokens.logic },
    actions: { expireSession },
  })
  const actor = createActor(machine)
  const succeeded = vi.fn(() => log.push('emitted refresh.succeeded'))
  const failed = vi.fn(() => log.push('emitted refresh.failed'))
  actor.on('refresh.succeeded', succeeded)
  actor.on('refresh.failed', failed)
  actor.start()
  return { actor, log, refreshTokens, expireSession, succeeded, failed }
}

describe('token refresh machine', () => {
  it('starts idle without refreshing', () => {
    const { actor, refreshTokens } = setup()

    expect(actor.getSnapshot().value).toBe('idle')
    expect(refreshTokens.runs).toHaveLength(0)
  })

  it('goes to refreshing and calls the refresh once on refresh.request', () => {
    const { actor, refreshTokens, succeeded, failed } = setup()

    actor.send({ type: 'refresh.request' })

    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(refreshTokens.runs).toHaveLength(1)
    expect(succeeded).not.toHaveBeenCalled()
    expect(failed).not.toHaveBeenCalled()
  })

  it('absorbs further refresh.request events while refreshing: one call for any number of 401s (single flight)', () => {
    const { actor, refreshTokens } = setup()

    actor.send({ type: 'refresh.request' })
    actor.send({ type: 'refresh.request' })
    actor.send({ type: 'refresh.request' })
    actor.send({ type: 'refresh.request' })

    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(refreshTokens.runs).toHaveLength(1)
  })

  it('emits refresh.succeeded once to every waiting request and returns to idle when the refresh succeeds', async () => {
    const { actor, refreshTokens, succeeded, failed, expireSession } = setup()
    actor.send({ type: 'refresh.request' })
    actor.send({ type: 'refresh.request' })

    refreshTokens.run(0).resolve()
    await waitFor(actor, (s) => s.matches('idle'))

    expect(succeeded).toHaveBeenCalledTimes(1)
    expect(succeeded).toHaveBeenCalledWith({ type: 'refresh.succeeded' })
    expect(failed).not.toHaveBeenCalled()
    expect(expireSession).not.toHaveBeenCalled()
  })

  it('refreshes again (a new call) on a later refresh.request after a success', async () => {
    const { actor, refreshTokens } = setup()
    actor.send({ type: 'refresh.request' })
    refreshTokens.run(0).resolve()
    await waitFor(actor, (s) => s.matches('idle'))

    actor.send({ type: 'refresh.request' })

    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(refreshTokens.runs).toHaveLength(2)
  })

  it('expires the session, emits refresh.failed and goes to failed when the refresh fails', async () => {
    const { actor, refreshTokens, log, succeeded, failed, expireSession } = setup()
    actor.send({ type: 'refresh.request' })
    actor.send({ type: 'refresh.request' })

    refreshTokens.run(0).reject(refreshRefused)
    await waitFor(actor, (s) => s.matches('failed'))

    expect(failed).toHaveBeenCalledTimes(1)
    expect(failed).toHaveBeenCalledWith({ type: 'refresh.failed' })
    expect(succeeded).not.toHaveBeenCalled()
    expect(expireSession).toHaveBeenCalledTimes(1)
    // xstate delivers emitted events after the transition's own actions: both happen in the same step.
    expect(log).toEqual(['refreshTokens started', 'expireSession', 'emitted refresh.failed'])
  })

  it('refreshes again from failed on refresh.request (after a new login)', async () => {
    const { actor, refreshTokens, succeeded, expireSession } = setup()
    actor.send({ type: 'refresh.request' })
    refreshTokens.run(0).reject(refreshRefused)
    await waitFor(actor, (s) => s.matches('failed'))

    actor.send({ type: 'refresh.request' })
    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(refreshTokens.runs).toHaveLength(2)

    refreshTokens.run(1).resolve()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(succeeded).toHaveBeenCalledTimes(1)
    expect(expireSession).toHaveBeenCalledTimes(1)
  })
})
