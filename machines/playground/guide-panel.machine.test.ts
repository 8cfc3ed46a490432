import { createActor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { guidePanelMachine, type RememberedGuide } from './guide-panel.machine'

const start = (remembered: RememberedGuide = null, compact = false) => {
  const remember = vi.fn()
  const actor = createActor(guidePanelMachine.provide({ actions: { remember: (_, params) => remember(params) } }), { input: { remembered, compact } }).start()
  return { actor, remember }
}

describe('guide panel machine', () => {
  it('opens on the first visit with no scenario expanded, and remembers "closed" for the next visit', () => {
    const { actor, remember } = start(null)
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.expanded).toBeNull()
    expect(remember.mock.calls).toEqual([[{ open: false }]])
  })

  it('starts collapsed when "closed" is remembered, and open when "open" is, without writing anything', () => {
    const closed = start('closed')
    expect(closed.actor.getSnapshot().value).toBe('closed')
    expect(closed.remember).not.toHaveBeenCalled()
    const open = start('open')
    expect(open.actor.getSnapshot().value).toBe('open')
    expect(open.remember).not.toHaveBeenCalled()
  })

  it('on a phone, opens on the first visit but starts collapsed on every later visit, even when "open" is remembered', () => {
    const first = start(null, true)
    expect(first.actor.getSnapshot().value).toBe('open')
    expect(first.remember.mock.calls).toEqual([[{ open: false }]])
    const open = start('open', true)
    expect(open.actor.getSnapshot().value).toBe('closed')
    expect(open.remember).not.toHaveBeenCalled()
    expect(start('closed', true).actor.getSnapshot().value).toBe('closed')
    // The learner can still open it there, and that is remembered (for wider screens).
    open.actor.send({ type: 'guide.open' })
    expect(open.actor.getSnapshot().value).toBe('open')
    expect(open.remember).toHaveBeenLastCalledWith({ open: true })
  })

  it('remembers the learner opening and closing it', () => {
    const { actor, remember } = start('closed')
    actor.send({ type: 'guide.open' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(remember).toHaveBeenLastCalledWith({ open: true })
    actor.send({ type: 'guide.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(remember).toHaveBeenLastCalledWith({ open: false })
    expect(remember).toHaveBeenCalledTimes(2)
  })

  it('expands one scenario at a time, and collapses the expanded one when toggled again', () => {
    const { actor, remember } = start('open')
    actor.send({ type: 'scenario.toggle', id: 'a' })
    expect(actor.getSnapshot().context.expanded).toBe('a')
    actor.send({ type: 'scenario.toggle', id: 'b' })
    expect(actor.getSnapshot().context.expanded).toBe('b')
    actor.send({ type: 'scenario.toggle', id: 'b' })
    expect(actor.getSnapshot().context.expanded).toBeNull()
    expect(remember).not.toHaveBeenCalled()
  })

  it('closes and reopens, keeping the expanded scenario; toggles are ignored while closed', () => {
    const { actor } = start()
    actor.send({ type: 'scenario.toggle', id: 'a' })
    actor.send({ type: 'guide.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'scenario.toggle', id: 'b' })
    expect(actor.getSnapshot().context.expanded).toBe('a')
    actor.send({ type: 'guide.open' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.expanded).toBe('a')
  })

  it('ignores open while open and close while closed', () => {
    const { actor, remember } = start('open')
    actor.send({ type: 'guide.open' })
    expect(actor.getSnapshot().value).toBe('open')
    const closed = start('closed')
    closed.actor.send({ type: 'guide.close' })
    expect(closed.actor.getSnapshot().value).toBe('closed')
    expect(remember).not.toHaveBeenCalled()
    expect(closed.remember).not.toHaveBeenCalled()
  })
})
