import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { UI_MAPPINGS } from '@machines/lab/ui-mappings'

// Reads the files only (no Playwright import): the exported specs of the state lab import
// `tests/model/ui/<file>.ts` (export `<name>`) as machines/lab/ui-mappings.ts names them; build/lab-runtime.ts bundles them.
const uiDir = fileURLToPath(new URL('../model/ui/', import.meta.url))
const modelDir = fileURLToPath(new URL('../model/', import.meta.url))

describe('UI mapping modules of the catalogued models', () => {
  it('every catalogued model has a known UI mapping', () => {
    const missing = catalog.filter((m) => !UI_MAPPINGS[m.id]).map((m) => m.id)
    expect(missing).toEqual([])
  })

  it.each(catalog.map((m) => [m.id] as const))('%s: the module exists at the exported name and exports the mapping', (id) => {
    const ui = UI_MAPPINGS[id]!
    const path = `${uiDir}${ui.file}.ts`
    expect(existsSync(path), path).toBe(true)
    const src = readFileSync(path, 'utf8')
    expect(src).toMatch(new RegExp(`^export const ${ui.name} = uiModel\\(`, 'm'))
  })

  it('a model spec runs each module, and no spec keeps an inline mapping', () => {
    const specs = readdirSync(modelDir).filter((f) => f.endsWith('.model.spec.ts'))
    const sources = specs.map((f) => readFileSync(`${modelDir}${f}`, 'utf8'))
    const imported = new Set(sources.flatMap((src) => [...src.matchAll(/from '\.\/ui\/([^']+)'/g)].map((m) => m[1])))
    const notRun = catalog.map((m) => UI_MAPPINGS[m.id]?.file).filter((file) => !file || !imported.has(file))
    expect(notRun).toEqual([])
    expect(specs.filter((_f, i) => /runModel\(\{/.test(sources[i] ?? ''))).toEqual([])
  })
})
