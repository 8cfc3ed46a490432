import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { catalog } from '@machines/catalog'
import { refusal, Simulator } from './simulator'

const model = (id: string) => catalog.find((m) => m.id === id)!

describe('Simulator', () => {
  it('takes accepted events as steps with their transitions, undoes and resets', () => {
    const sim = new Simulator(model('login'))
    const before = sim.getState().snapshot
    sim.send({ type: 'email.change', value: 'demo@example.com' } as EventObject)
    const { steps } = sim.getState()
    expect(steps).toHaveLength(1)
    expect(steps[0]!.transitions[0]).toMatch(/ email\.change #\d+$/)
    sim.send({ type: 'password.change', value: 'Demo1234!' } as EventObject)
    expect(sim.getState().steps).toHaveLength(2)
    sim.undo()
    expect(sim.getState().steps.map((s) => s.event.type)).toEqual(['email.change'])
    expect((sim.getState().snapshot.context as { email: string }).email).toBe('demo@example.com')
    sim.stop()
    sim.resume()
    expect(sim.getState().steps.map((s) => s.event.type)).toEqual(['email.change'])
    sim.send({ type: 'password.change', value: 'Demo1234!' } as EventObject)
    expect(sim.getState().steps).toHaveLength(2)
    sim.reset()
    expect(sim.getState().steps).toEqual([])
    expect(sim.getState().snapshot.value).toEqual(before.value)
    sim.stop()
  })

  it('refuses an event without a transition in the state, and one whose guard is false', () => {
    const sim = new Simulator(model('login'))
    expect(refusal(sim.getState().snapshot, { type: 'terms.accept' })).toEqual({ kind: 'noTransition' })
    const tabs = new Simulator(model('playgroundTabs'))
    // Selecting the tab that is already active: the transition exists, its guard is false.
    const refused = tabs.events().map((e) => refusal(tabs.getState().snapshot, e)).filter((r) => r !== null)
    expect(refused).toContainEqual({ kind: 'guard', guards: ['otherTab'] })
    sim.stop()
    tabs.stop()
  })

  it('sends actor results as events (the invoked actors never settle)', () => {
    const sim = new Simulator(model('contact'))
    for (const [field, value] of [['name', 'Ada'], ['email', 'ada@example.com'], ['subject', 'Q'], ['message', 'How do I reset the sandbox?']])
      sim.send({ type: 'field.change', field, value } as never)
    sim.send({ type: 'form.submit' })
    const sending = sim.getState().snapshot.value
    const done = sim.events().find((e) => e.type === 'xstate.done.actor.sendMessage')!
    expect(refusal(sim.getState().snapshot, done)).toBeNull()
    sim.send(done)
    expect(sim.getState().snapshot.value).not.toEqual(sending)
    sim.stop()
  })
})
