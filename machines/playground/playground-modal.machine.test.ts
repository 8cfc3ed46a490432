import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { modalMachine } from './playground-modal.machine'

function start() {
  const notifyConfirmed = vi.fn()
  const actor = createActor(modalMachine.provide({ actions: { notifyConfirmed } })).start()
  return { actor, notifyConfirmed }
}

describe('modal machine', () => {
  it('starts closed and opens', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'modal.open' })
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('cancel (also Escape) closes without confirming', () => {
    const { actor, notifyConfirmed } = start()
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'modal.cancel' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(notifyConfirmed).not.toHaveBeenCalled()
  })

  it('confirm closes and announces', () => {
    const { actor, notifyConfirmed } = start()
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'modal.confirm' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(notifyConfirmed).toHaveBeenCalledTimes(1)
  })

  it('ignores confirm and cancel while closed', () => {
    const { actor, notifyConfirmed } = start()
    actor.send({ type: 'modal.confirm' })
    actor.send({ type: 'modal.cancel' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(notifyConfirmed).not.toHaveBeenCalled()
  })
})
