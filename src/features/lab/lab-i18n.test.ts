/**
 * The lab's texts cover the whole catalogue: every catalogued machine has a title and a
 * description in en and ko and a place in the app (its model's area and routes), and every event type any
 * catalogued machine handles has a phrase in both languages (actor results and timers through
 * the generic "succeeds / fails / after" phrases).
 */
import { readFileSync } from 'node:fs'
import type { AnyStateNode } from 'xstate'
import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { eventKind } from './diagram/diagram-model'
import { LAB_AREAS } from '@machines/shared/model'

const load = (lang: string, ns: string) => JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, unknown>

function* nodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* nodes(child)
}

describe('lab texts', () => {
  it.each(['en', 'ko'])('has a title and description of every catalogued machine in %s', (lang) => {
    const machines = load(lang, 'lab').machines as Record<string, { title?: string; description?: string }>
    const missing = catalog.filter((m) => !machines[m.id]?.title?.trim() || !machines[m.id]?.description?.trim()).map((m) => m.id)
    expect(missing).toEqual([])
    expect(Object.keys(machines).sort()).toEqual(catalog.map((m) => m.id).sort())
  })

  it('places every catalogued machine in an area with at least one screen', () => {
    for (const model of catalog) {
      expect(LAB_AREAS, model.id).toContain(model.area)
      expect(model.routes.length, model.id).toBeGreaterThan(0)
    }
  })

  it.each(['en', 'ko'])('has a phrase for every event type of the catalogue in %s', (lang) => {
    const phrases = load(lang, 'lab-events').events as Record<string, string>
    const missing: string[] = []
    let checked = 0
    for (const model of catalog)
      for (const node of nodes(model.machine.root))
        for (const type of node.transitions.keys()) {
          checked++
          if (eventKind(model.machine, type).kind !== 'event') continue
          if (!phrases[type]?.trim()) missing.push(`${model.id}: ${type}`)
        }
    expect(checked).toBeGreaterThan(300)
    expect(missing).toEqual([])
  })

  it('names every timer of the catalogue with a known delay', () => {
    const unknown: string[] = []
    for (const model of catalog)
      for (const node of nodes(model.machine.root))
        for (const [type, ts] of node.transitions)
          for (const t of ts) {
            const kind = eventKind(model.machine, type, t)
            if (kind.kind === 'after' && kind.delayMs === null) unknown.push(`${model.id}: ${type}`)
          }
    expect(unknown).toEqual([])
  })
})
