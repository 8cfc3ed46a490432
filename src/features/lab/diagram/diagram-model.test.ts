/**
 * The diagram read from a machine definition: nested and parallel states, initial markers,
 * labels `event [guard] / actions`, delays `after 1.5 s`, actor results `done: x` / `error: x`,
 * internal (targetless) transitions written inside their state, and the ELK graph built from it.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { buildDiagram, eventNotation, formatDelay, toElkGraph } from './diagram-model'

const machine = setup({
  types: { events: {} as { type: 'form.submit' } | { type: 'field.change' } },
  actors: { login: fromPromise(async () => 1) },
  guards: { valid: () => true },
  actions: { remember: () => {}, clear: () => {} },
  delays: { logoutDelay: 1500 },
}).createMachine({
  id: 'tiny',
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is open.',
      on: { 'form.submit': [{ guard: 'valid', target: 'submitting', actions: 'remember' }, { actions: 'clear' }], 'field.change': { actions: 'clear' } },
    },
    submitting: { invoke: { src: 'login', id: 'login', onDone: 'done', onError: 'editing' } },
    done: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { after: { logoutDelay: 'b' } }, b: { type: 'final' } } },
        right: { initial: 'x', states: { x: {} } },
      },
    },
  },
})

describe('buildDiagram', () => {
  const diagram = buildDiagram(machine)
  const node = (key: string) => [...diagram.nodes.values()].find((n) => n.key === key)!
  const labels = diagram.edges.map((e) => e.label)

  it('reads nested and parallel states with their initial and final markers and descriptions', () => {
    expect(node('editing')).toMatchObject({ initial: true, type: 'atomic', description: 'The form is open.' })
    expect(node('done')).toMatchObject({ type: 'parallel' })
    expect(node('done.left')).toMatchObject({ region: true, type: 'compound' })
    expect(node('done.left.a').initial).toBe(true)
    expect(node('done.left.b').type).toBe('final')
    expect(node('submitting').invokes).toEqual(['login'])
  })

  it('labels transitions as event [guard] / actions, timers and actor results in words', () => {
    expect(labels).toContain('form.submit [valid] / remember')
    expect(labels).toContain('done: login')
    expect(labels).toContain('error: login')
    expect(labels).toContain('after 1.5 s')
    expect(diagram.edges.find((e) => e.label === 'after 1.5 s')!.kind).toBe('after')
    expect(eventNotation('after', formatDelay(300))).toBe('after 300 ms')
  })

  it('keeps targetless transitions as internal ones of their state (no edge in the layout)', () => {
    const internal = diagram.edges.filter((e) => e.targetless).map((e) => e.label)
    expect(internal.sort()).toEqual(['field.change / clear', 'form.submit / clear'])
    const elk = toElkGraph(diagram)
    const edgeIds = (elk.edges ?? []).map((e) => e.id)
    expect(edgeIds.filter((id) => id.startsWith('tiny.editing form.submit'))).toEqual(['tiny.editing form.submit #0 @0'])
    expect(edgeIds).toContain('tiny#initial-edge')
    expect(edgeIds).toContain('tiny.done.left#initial-edge')
    expect(edgeIds).not.toContain('tiny.done#initial-edge')
  })
})
