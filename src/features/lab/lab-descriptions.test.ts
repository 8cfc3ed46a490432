/**
 * The descriptions of states and transitions (the machines' own `description`s, shown in the state lab's diagram:
 * tooltips, the focused element's line, each state's accessible name) read in the screen's language: every one of the
 * catalogue has a Korean text in `lab-descriptions` (keyed by the English text, which is what English shows), and no
 * entry is left over from a description that is gone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { buildDiagram } from './diagram/diagram-model'

const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/lab-descriptions.json`, import.meta.url), 'utf8')) as Record<string, string>

/** Every text of the app's other namespaces in one language, by namespace and key path. */
function messages(lang: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value)
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`)
  }
  const dir = new URL(`../../i18n/locales/${lang}/`, import.meta.url)
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'lab-descriptions.json')) walk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')), file.slice(0, -5))
  return out
}

/** Every description the lab can show, once. */
function descriptions(): string[] {
  const all = new Set<string>()
  for (const model of catalog) {
    const diagram = buildDiagram(model.machine)
    for (const node of diagram.nodes.values()) if (node.description) all.add(node.description)
    for (const edge of diagram.edges) if (edge.description) all.add(edge.description)
  }
  return [...all].sort()
}

describe('lab descriptions', () => {
  const wanted = descriptions()
  if (process.env.LAB_DESCRIPTIONS_DUMP) writeFileSync(process.env.LAB_DESCRIPTIONS_DUMP, `${JSON.stringify(wanted, null, 2)}\n`)

  it('has every description of the catalogue in English as written, and nothing more', () => {
    const en = load('en')
    expect(Object.keys(en).sort()).toEqual(wanted)
    expect(Object.entries(en).filter(([key, text]) => key !== text)).toEqual([])
  })

  it('has a Korean text of every description, in Korean', () => {
    const ko = load('ko')
    expect(Object.keys(ko).sort()).toEqual(wanted)
    expect(Object.entries(ko).filter(([, text]) => !/[가-힣]/.test(text)).map(([key]) => key)).toEqual([])
  })

  it('quotes the Korean text of a message the app shows in Korean, not its English one', () => {
    // A description quotes a message as the app shows it ("Post deleted" or 'Failed to move card'); i18next's {{name}} reads {name} there.
    const en = messages('en')
    const ko = messages('ko')
    const english = new Set([...en].filter(([key, text]) => ko.has(key) && ko.get(key) !== text).map(([, text]) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}')))
    const quoted = Object.values(load('ko')).flatMap((text) => [...text.matchAll(/"([^"]+)"|(?<![A-Za-z])'([^'\n]+)'(?![A-Za-z])/g)].map((m) => (m[1] ?? m[2])!))
    expect(quoted.filter((q) => english.has(q))).toEqual([])
  })
})
