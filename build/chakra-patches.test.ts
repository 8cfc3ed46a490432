import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHAKRA_PATCHES, PATCHED_FOR, checkChakraVersion, patchChakra } from './chakra-patches'

const require = createRequire(import.meta.url)
const distEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm')
const DIST_FILES = ['anatomy.js', 'styled-system/conditions.js', 'styled-system/factory.js', 'styled-system/system.js'].map((f) => path.join(distEsm, f))

describe('build/chakra-patches.ts against the installed Chakra', () => {
  it(`the installed @chakra-ui/react is the version the patches were written for (${PATCHED_FOR})`, () => {
    expect(() => checkChakraVersion()).not.toThrow()
  })

  it('every patched file is one of the dist files checked here, and every edit applies', () => {
    for (const patch of CHAKRA_PATCHES) expect(DIST_FILES.some((file) => patch.file.test(file)), String(patch.file)).toBe(true)
    for (const file of DIST_FILES) {
      const code = readFileSync(file, 'utf8')
      const patched = patchChakra(code, file)
      expect(patched, file).not.toBeNull()
      expect(patched).not.toBe(code)
    }
  })

  it('the system patch adds prepareSteps and builds the global CSS lazily', () => {
    const file = path.join(distEsm, 'styled-system/system.js')
    const patched = patchChakra(readFileSync(file, 'utf8'), file)!
    expect(patched).toContain('createSystem.prepareSteps')
    expect(patched).toContain('get _global()')
  })

  it('the factory patch builds a styled element\'s recipe once per system, not on every render', () => {
    const file = path.join(distEsm, 'styled-system/factory.js')
    const patched = patchChakra(readFileSync(file, 'utf8'), file)!
    const render = patched.slice(patched.indexOf('const Styled = withEmotionCache('))
    expect(render).toMatch(/let cvaRecipe = recipes\.get\(cva\);\n\s+if \(cvaRecipe === void 0\) \{/)
    expect(patched.indexOf('const recipes = ')).toBeLessThan(patched.indexOf('const Styled = withEmotionCache('))
  })

  it('a file whose code no longer matches fails loudly, naming the file', () => {
    expect(() => patchChakra('export {}', DIST_FILES[1]!)).toThrow(/conditions\.js no longer contains/)
  })

  it('other modules pass through untouched', () => {
    expect(patchChakra('x', '/node_modules/react/index.js')).toBeNull()
  })
})
