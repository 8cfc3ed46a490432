/**
 * Every state, event, transition, guard, actor, action and sample payload of every catalogued
 * machine has a human label in en and ko (labels.ts, event-words.ts): not the raw id, no `xstate.` prefix, no `#n` index, no long
 * digit run (a timestamp), and Korean text in Korean.
 */
import { readFileSync } from 'node:fs'
import i18next, { type TFunction } from 'i18next'
import type { AnyStateNode } from 'xstate'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { actionName } from '@machines/lab/analysis'
import { implName } from './diagram/diagram-model'
import { diagramOf } from './lab-data'
import { actionWords, actorWords, eventWords, guardWords, payloadWords } from './event-words'
import { Simulator } from './simulator/simulator'
import { humanise, pairWords, startWords, stateWords, transitionWords } from './labels'

const load = (lang: string, ns: string) => JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, unknown>

const ts: Record<string, TFunction> = {}
beforeAll(async () => {
  for (const lng of ['en', 'ko']) {
    const instance = i18next.createInstance()
    await instance.init({ lng, fallbackLng: false, resources: { [lng]: { lab: load(lng, 'lab'), 'lab-events': load(lng, 'lab-events') } }, interpolation: { escapeValue: false } })
    ts[lng] = instance.t
  }
})

function* nodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* nodes(child)
}

/** Why a label is raw, or null when it reads as words. */
function rawness(label: string, raw: string, lang: string): string | null {
  if (!label.trim()) return 'empty'
  if (label === raw) return 'the raw id'
  if (/xstate\./.test(label)) return 'an xstate. prefix'
  if (/#\d/.test(label)) return 'a #n index'
  if (/\d{6,}/.test(label)) return 'a long number'
  if (lang === 'ko' && !/[\uac00-\ud7a3]/.test(label)) return 'no Korean'
  return null
}

describe('lab labels', () => {
  it('humanises ids', () => {
    expect(humanise('loadingUsers')).toBe('Loading users')
    expect(humanise('form.submit')).toBe('Form submit')
  })

  it('names actor results, timers and pairs in words', () => {
    const kanban = catalog.find((m) => m.id === 'kanbanBoard')!
    expect(eventWords(ts.en!, kanban.machine, 'xstate.done.actor.loadUsers')).toBe('Loading the users succeeds')
    expect(eventWords(ts.ko!, kanban.machine, 'xstate.done.actor.loadUsers')).toBe('사용자 불러오기 성공')
    expect(guardWords(ts.en!, '!queryPresent')).toBe('not: a query is typed')
    const login = catalog.find((m) => m.id === 'login')!
    const key = diagramOf(login).edges.find((e) => e.eventType === 'email.change')!.key
    expect(transitionWords(ts.en!, login, key)).toMatch(/^Editing: .+ \(stays\)$|^Editing: .+ → /)
    expect(pairWords(ts.en!, login, `${key} → ${key}`)).toContain(', then ')
  })

  it('names actions in words, built-ins included', () => {
    expect(actionWords(ts.en!, 'rememberEmail')).toBe('remembers the e-mail')
    expect(actionWords(ts.ko!, 'rememberEmail')).toBe('이메일을 기억함')
    expect(actionWords(ts.en!, 'assign')).toBe('updates its context')
    expect(actionWords(ts.ko!, '(inline)')).toMatch(/[\uac00-\ud7a3]/)
  })

  it('shows a timestamp in an event payload as a date', () => {
    expect(payloadWords({ type: 'wizard.next', now: 1768903200123 } as never, 'en')).toBe('Jan 20, 2026, 10:00 AM')
    expect(payloadWords({ type: 'wizard.next', now: 1768903200123 } as never, 'ko')).not.toMatch(/\d{6,}/)
  })

  it.each(['en', 'ko'])('labels every state, event, transition, guard, actor and action of every catalogued machine in %s', (lang) => {
    const t = ts[lang]!
    const bad: string[] = []
    let checked = 0
    for (const model of catalog) {
      for (const node of nodes(model.machine.root)) {
        const key = node.path.join('.')
        const label = stateWords(t, model, key)
        const why = rawness(label, key || model.machine.id, lang)
        if (why) bad.push(`${model.id} state ${key}: "${label}" (${why})`)
        checked++
        for (const type of node.transitions.keys()) {
          const words = eventWords(t, model.machine, type)
          const whyEvent = rawness(words, type, lang)
          if (whyEvent) bad.push(`${model.id} event ${type}: "${words}" (${whyEvent})`)
          checked++
        }
      }
      for (const edge of diagramOf(model).edges) {
        const words = transitionWords(t, model, edge.key)
        const why = rawness(words, edge.key, lang)
        if (why) bad.push(`${model.id} transition ${edge.key}: "${words}" (${why})`)
        checked++
      }
      // Guards (diagram, state table, the simulator's refusals) and invoked actors (diagram, actor results).
      for (const edge of diagramOf(model).edges) {
        if (edge.guard) {
          const words = guardWords(t, edge.guard)
          const why = rawness(words, edge.guard, lang) ?? (words === humanise(edge.guard) ? 'no label (humanised id)' : null)
          if (why) bad.push(`${model.id} guard ${edge.guard}: "${words}" (${why})`)
          checked++
        }
        if (edge.kind === 'done' || edge.kind === 'error') {
          const words = actorWords(t, edge.subject)
          const why = rawness(words, edge.subject, lang) ?? (words === humanise(edge.subject) ? 'no label (humanised id)' : null)
          if (why) bad.push(`${model.id} actor ${edge.subject}: "${words}" (${why})`)
          checked++
        }
      }
      // Actions (the state table's "/ actions", the diagram's tooltip): of transitions, as the table
      // (analysis.ts actionName) and the diagram (implName) name them, and of entry and exit.
      for (const node of nodes(model.machine.root)) {
        const transitionActions = [...node.transitions.values()].flat().concat(node.always ?? []).flatMap((t) => t.actions as unknown[])
        const names = new Set([...transitionActions.flatMap((a) => [actionName(a), implName(a)]), ...[...node.entry, ...node.exit].map(implName)])
        for (const name of names) {
          const words = actionWords(t, name)
          const why = rawness(words, name, lang) ?? (words === humanise(name) ? 'no label (humanised id)' : null)
          if (why) bad.push(`${model.id} action ${name}: "${words}" (${why})`)
          checked++
        }
      }
      model.starts.forEach((start, i) => {
        // The start picker's option, and the transitions taken while starting (the diagram's last one).
        const startLabel = startWords(t, model, i)
        const whyStart = lang === 'ko' ? rawness(startLabel, start.name, lang) : startLabel.trim() ? null : 'empty'
        if (whyStart) bad.push(`${model.id} start ${i}: "${startLabel}" (${whyStart})`)
        const sim = new Simulator(model, i)
        for (const key of sim.getState().initialTransitions) {
          const words = transitionWords(t, model, key)
          const why = rawness(words, key, lang)
          if (why) bad.push(`${model.id} start ${i} transition ${key}: "${words}" (${why})`)
          checked++
        }
        for (const event of sim.events()) {
          const words = payloadWords(event, lang)
          if (/\d{10,}/.test(words)) bad.push(`${model.id} ${start.name} payload of ${event.type}: "${words}"`)
        }
        sim.stop()
      })
    }
    expect(checked).toBeGreaterThan(900)
    expect(bad).toEqual([])
  }, 120_000)
})
