// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_SUCCESS_MESSAGE } from '@machines/shared/contracts'
import { sandbox } from '@mocks/node'
import { useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import { setSandboxMode } from '../lib/env'
import { API_TIMEOUT_MS } from './client'
import { CONTACT_TIMEOUT_MS, sendContactMessage } from './contact'

withSandboxServer() // renamed on import: not a React hook, whatever react-hooks/rules-of-hooks thinks of the `use` prefix

beforeEach(() => setSandboxMode(true))
afterEach(() => vi.useRealTimers())

const values = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question about the playground.' }
const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('sendContactMessage', () => {
  it("resolves with the server's message", async () => {
    await expect(sendContactMessage(values)).resolves.toEqual({ message: CONTACT_SUCCESS_MESSAGE })
  })

  it('rejects `success: false` with the message', async () => {
    sandbox.scenario('POST /contact', { status: 200, body: { success: false, message: 'Mailbox full' } })
    await expect(sendContactMessage(values)).rejects.toEqual({ kind: 'http', status: 200, message: 'Mailbox full', issues: null })
  })

  it('rejects `success: false` without a message, and an empty answer', async () => {
    sandbox.scenario('POST /contact', { status: 200, body: { success: false }, times: 1 })
    await expect(sendContactMessage(values)).rejects.toEqual({ kind: 'http', status: 200, message: null, issues: null })
    sandbox.scenario('POST /contact', { status: 204, times: 1 })
    await expect(sendContactMessage(values)).rejects.toMatchObject({ kind: 'http', message: null })
  })

  it("rejects the server's validation errors", async () => {
    await expect(sendContactMessage({ ...values, email: 'not-an-email' })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      issues: [expect.objectContaining({ loc: expect.arrayContaining(['email']) })],
    })
  })

  it('waits 60 s, not the default 30 s, before timing out', async () => {
    expect(CONTACT_TIMEOUT_MS).toBe(60_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    sandbox.scenario('POST /contact', { hold: true })
    let outcome: unknown = 'pending'
    const done = sendContactMessage(values).then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    )
    for (let i = 0; i < 100 && sandbox.pending('POST /contact') === 0; i++) await tick()
    expect(sandbox.pending('POST /contact')).toBe(1)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    await vi.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - API_TIMEOUT_MS - 1)
    for (let i = 0; i < 5; i++) await tick()
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(outcome).toEqual({ kind: 'timeout', status: null, message: null, issues: null })
  })
})
