/**
 * Translation parity: every namespace has an en and a ko file with the same nested keys,
 * every value is a non-empty string, and each string uses the same {{placeholders}} in both.
 * Lists read with `returnObjects` (paragraphs, bullet items) are arrays of strings: each item
 * counts as a key (`body.0`, `body.1`, …), so both languages have the same number of items.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const LOCALES = new URL('../../src/i18n/locales/', import.meta.url)
const namespaces = (language: string) =>
  readdirSync(new URL(`${language}/`, LOCALES))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as unknown
}

/** Every leaf as [dotted key, value]; objects and arrays are walked, anything else is a leaf. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
    if (entries.length === 0) return [[prefix, value]]
    return entries.flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
  }
  return [[prefix, value]]
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort()

const en = namespaces('en')
const ko = namespaces('ko')

describe('i18n locales', () => {
  it('has the same namespaces in en and ko', () => {
    expect(en.length).toBeGreaterThan(0)
    expect(ko).toEqual(en)
  })

  describe.each(en.filter((ns) => ko.includes(ns)))('%s', (namespace) => {
    const enLeaves = new Map(leaves(load('en', namespace)))
    const koLeaves = new Map(leaves(load('ko', namespace)))

    it('has exactly the same nested keys in en and ko', () => {
      expect(enLeaves.size).toBeGreaterThan(0)
      const missingInKo = [...enLeaves.keys()].filter((key) => !koLeaves.has(key))
      const missingInEn = [...koLeaves.keys()].filter((key) => !enLeaves.has(key))
      expect({ missingInKo, missingInEn }).toEqual({ missingInKo: [], missingInEn: [] })
    })

    it('has a non-empty string for every key', () => {
      const bad = [
        ...[...enLeaves].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `en:${k}`),
        ...[...koLeaves].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `ko:${k}`),
      ]
      expect(bad).toEqual([])
    })

    it('uses the same {{placeholders}} in en and ko', () => {
      const mismatches: Array<{ key: string; en: string[]; ko: string[] }> = []
      for (const [key, enValue] of enLeaves) {
        const koValue = koLeaves.get(key)
        if (typeof enValue !== 'string' || typeof koValue !== 'string') continue
        const a = placeholders(enValue)
        const b = placeholders(koValue)
        if (a.join('\n') !== b.join('\n')) mismatches.push({ key, en: a, ko: b })
      }
      expect(mismatches).toEqual([])
    })
  })
})

describe('helpers', () => {
  it('walks objects and lists into dotted keys, keeping empty containers as leaves', () => {
    expect(leaves({ a: { b: 'x', c: ['p1', 'p2'] }, d: [], e: {} })).toEqual([
      ['a.b', 'x'],
      ['a.c.0', 'p1'],
      ['a.c.1', 'p2'],
      ['d', []],
      ['e', {}],
    ])
  })

  it('finds interpolations with and without spaces or formats', () => {
    expect(placeholders('Hi {{name}}, {{ count }} new, {{date, datetime}} and {{name}} again')).toEqual(['count', 'date, datetime', 'name'])
    expect(placeholders('no placeholders')).toEqual([])
  })
})
