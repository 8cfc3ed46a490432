import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { apiError, controlled } from '../shared/testing'
import { confirmWordMatches, DELETE_CONFIRM_WORD, deleteAccountMachine, REDIRECT_DELAY_MS } from './delete-account.machine'

function setup() {
  const log: string[] = []
  const deleteAccount = controlled<void>(() => log.push('deleteAccount'))
  const clearStoredSession = vi.fn(() => log.push('clearStoredSession'))
  const leave = vi.fn(() => log.push('leave'))
  const actor = createActor(deleteAccountMachine.provide({ actors: { deleteAccount: deleteAccount.logic }, actions: { clearStoredSession, leave } }))
  actor.start()
  return { actor, log, deleteAccount, clearStoredSession, leave }
}

function typed(text: string) {
  const t = setup()
  t.actor.send({ type: 'delete.open' })
  t.actor.send({ type: 'delete.change', value: text })
  return t
}

const flush = () => Promise.resolve().then(() => Promise.resolve())

describe('confirmWordMatches', () => {
  it.each([
    ['DELETE', true],
    ['delete', false],
    ['Delete', false],
    [' DELETE', false],
    ['DELETE ', false],
    ['DELET', false],
    ['DELETEE', false],
    ['', false],
  ])('%j → %s', (text, ok) => {
    expect(confirmWordMatches(text)).toBe(ok)
  })

  it('the word is DELETE', () => {
    expect(DELETE_CONFIRM_WORD).toBe('DELETE')
  })
})

describe('delete-account machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts closed; typing and confirming are ignored until the dialog opens', () => {
    const { actor, deleteAccount } = setup()
    actor.send({ type: 'delete.change', value: 'DELETE' })
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.confirmText).toBe('')
    expect(deleteAccount.runs).toHaveLength(0)
  })

  it('delete.open opens an empty dialog', () => {
    const { actor } = setup()
    actor.send({ type: 'delete.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'confirming' })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ confirmText: '', failure: null })
  })

  it.each(['', 'delete', 'DELETE ', 'DEL'])('confirm with %j typed does nothing', (text) => {
    const { actor, deleteAccount } = typed(text)
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().value).toEqual({ open: 'confirming' })
    expect(deleteAccount.runs).toHaveLength(0)
  })

  it('confirm with DELETE typed deletes (busy); closing is ignored meanwhile', () => {
    const { actor, deleteAccount } = typed('DELETE')
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().value).toEqual({ open: 'deleting' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(deleteAccount.runs).toHaveLength(1)
    actor.send({ type: 'delete.close' })
    actor.send({ type: 'delete.change', value: '' })
    expect(actor.getSnapshot().value).toEqual({ open: 'deleting' })
    expect(actor.getSnapshot().context.confirmText).toBe('DELETE')
  })

  it('delete.close closes and resets the typed text and the failure', async () => {
    const { actor, deleteAccount } = typed('DELETE')
    actor.send({ type: 'delete.confirm' })
    deleteAccount.run(0).reject(apiError('http', 500, 'Nope'))
    await flush()
    actor.send({ type: 'delete.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context).toEqual({ confirmText: '', failure: null })
    actor.send({ type: 'delete.open' })
    expect(actor.getSnapshot().context).toEqual({ confirmText: '', failure: null })
  })

  it('success clears the stored session at once, then leaves for / after 2 s (not before)', async () => {
    const { actor, deleteAccount, clearStoredSession, leave, log } = typed('DELETE')
    actor.send({ type: 'delete.confirm' })
    deleteAccount.run(0).resolve()
    await flush()
    expect(actor.getSnapshot().value).toBe('deleted')
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(clearStoredSession).toHaveBeenCalledTimes(1)
    actor.send({ type: 'delete.close' })
    expect(actor.getSnapshot().value).toBe('deleted')
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1)
    expect(leave).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(leave).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('left')
    expect(actor.getSnapshot().status).toBe('done')
    expect(log).toEqual(['deleteAccount', 'clearStoredSession', 'leave'])
    expect(REDIRECT_DELAY_MS).toBe(2000)
  })

  it.each<[string, ReturnType<typeof apiError>, { reason: string }]>([
    ['a 5xx with a detail (the server-error text, never the raw detail)', apiError('http', 500, 'Internal Server Error'), { reason: 'server' }],
    ['a 5xx without a detail', apiError('http', 503, null), { reason: 'server' }],
    ['a known server text', apiError('http', 404, 'User not found'), { reason: 'userNotFound' }],
    ['an unknown refusal (the translated default)', apiError('http', 400, 'Nope'), { reason: 'failed' }],
    ['a network error', apiError('network', null, null), { reason: 'network' }],
  ])('failure %s: back to confirming with the failure, the text kept, no session change', async (_name, error, failure) => {
    const { actor, deleteAccount, clearStoredSession, leave } = typed('DELETE')
    actor.send({ type: 'delete.confirm' })
    deleteAccount.run(0).reject(error)
    await flush()
    expect(actor.getSnapshot().value).toEqual({ open: 'confirming' })
    expect(actor.getSnapshot().context).toEqual({ confirmText: 'DELETE', failure })
    expect(clearStoredSession).not.toHaveBeenCalled()
    vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2)
    expect(leave).not.toHaveBeenCalled()
  })

  it('a retry after a failure clears the failure while deleting', async () => {
    const { actor, deleteAccount } = typed('DELETE')
    actor.send({ type: 'delete.confirm' })
    deleteAccount.run(0).reject(apiError('http', 500, 'Nope'))
    await flush()
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().value).toEqual({ open: 'deleting' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})
