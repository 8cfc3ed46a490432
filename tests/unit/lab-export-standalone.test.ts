/**
 * An exported spec of the state lab runs outside this repository: the runtime text each machine's
 * spec carries (build/lab-runtime.ts) imports nothing but '@playwright/test', and a spec
 * built from it keeps it that way. CI runs such specs in a folder outside the repository
 * (.ci/exported.mjs).
 */
import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { testSuite } from '@machines/lab/analysis'
import { suitePlaywrightSpec } from '@machines/lab/export'
import { loadLabRuntime, LAB_RUNTIME_IDS } from 'virtual:lab-runtime'

/** Every module specifier of a text: static imports and re-exports, dynamic imports and require(). */
function specifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
  return [...new Set(found.map((m) => m[1]!))]
}

describe('exported Playwright specs stand alone', () => {
  it('every catalogued machine has a runtime', () => {
    expect(catalog.map((m) => m.id).filter((id) => !LAB_RUNTIME_IDS.includes(id))).toEqual([])
  })

  it('the login spec imports nothing but @playwright/test and reads no file of the repository', async () => {
    const login = catalog.find((m) => m.id === 'login')!
    const spec = suitePlaywrightSpec(login, testSuite(login, 'zeroSwitch'), { runtime: await loadLabRuntime('login'), baseURL: 'http://localhost:4173' })
    expect(specifiers(spec)).toEqual(['@playwright/test'])
    expect(spec).not.toMatch(/import\.meta|readFileSync|__dirname/)
    expect(spec).toContain('Incorrect email or password')
  }, 60_000)

  it.each(['bankingTransfer', 'bankingTransactions', 'socialComposer', 'todos'])('%s: the runtime imports nothing but @playwright/test', async (id) => {
    expect(specifiers(await loadLabRuntime(id))).toEqual(['@playwright/test'])
  }, 60_000)
})
