/**
 * The /api-docs page shows the OpenAPI document's own texts (tag and operation descriptions, summaries, fields,
 * responses) in the reader's language: every one the generated document has is in `api-docs-texts`, keyed by the
 * English text (which English shows as it is), with a Korean text in Korean, and no entry is left over from a text
 * that is gone. What the API answers (quoted messages, code in backticks) stays as the API sends it.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { docsView } from '@machines/api-docs/openapi-view'
import { routes } from '@mocks/handlers/index'
import { buildOpenApiDocument } from '@mocks/openapi/document'

const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}/api-docs-texts.json`, import.meta.url), 'utf8')) as Record<string, string>

/** Every document text the page shows, once. */
function shown(): string[] {
  const view = docsView(JSON.parse(JSON.stringify(buildOpenApiDocument(routes))))
  const all = new Set<string>()
  for (const group of view.groups) {
    if (group.description) all.add(group.description)
    for (const op of group.operations) {
      all.add(op.summary)
      if (op.description) all.add(op.description)
      for (const f of [...op.parameters, ...op.bodyFields]) if (f.description) all.add(f.description)
      for (const r of op.responses) if (r.description) all.add(r.description)
    }
  }
  return [...all].sort()
}

describe('api-docs texts', () => {
  const wanted = shown()

  it('has every text of the generated document in English as written, and nothing more', () => {
    const en = load('en')
    expect(Object.keys(en).sort()).toEqual(wanted)
    expect(Object.entries(en).filter(([key, text]) => key !== text)).toEqual([])
  })

  it('has a Korean text of each, in Korean, keeping the quoted messages and the code as the API has them', () => {
    const ko = load('ko')
    expect(Object.keys(ko).sort()).toEqual(wanted)
    expect(Object.entries(ko).filter(([, text]) => !/[가-힣]/.test(text)).map(([key]) => key)).toEqual([])
    const kept = (key: string) => [...key.matchAll(/"[^"\n]+"|`[^`\n]+`/g)].map((m) => m[0])
    expect(Object.entries(ko).flatMap(([key, text]) => kept(key).filter((part) => !text.includes(part)).map((part) => `${part} in ${key.slice(0, 60)}`))).toEqual([])
  })
})
