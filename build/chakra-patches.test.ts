import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHAKRA_PATCHES, PATCHED_FOR, checkChakraVersion, patchChakra } from './chakra-patches'

const require = createRequire(import.meta.url)
const distEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm')
const DIST_FILES = ['anatomy.js', 'styled-system/conditions.js', 'styled-system/factory.js', 'styled-system/system.js', 'utils/memo.js'].map((f) => path.join(distEsm, f))

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

  it('the memo patch: the same results, computed once per distinct argument, and distinct arguments never share a key', async () => {
    const file = path.join(distEsm, 'utils/memo.js')
    const patched = patchChakra(readFileSync(file, 'utf8'), file)!
    const { memo } = (await import(`data:text/javascript,${encodeURIComponent(patched)}`)) as { memo: <A extends unknown[], R>(fn: (...a: A) => R) => (...a: A) => R }
    const calls: unknown[][] = []
    const css = memo((...args: unknown[]) => (calls.push(args), JSON.stringify(args)))
    const style = { color: 'red', _hover: { bg: ['a', 'b'] }, size: 2, on: true, fn: function named() {} }
    expect(css(style)).toBe(JSON.stringify([style]))
    expect(css({ ...style, _hover: { bg: ['a', 'b'] } })).toBe(JSON.stringify([style])) // equal content: a hit
    expect(calls).toHaveLength(1)
    // Arguments the unpatched key could not tell apart (a string holding the key's own separators).
    expect(css({ a: 'x,b:s:y' })).not.toBe(css({ a: 'x', b: 'y' }))
    // A single string, a number and null are cached apart.
    expect([css('1'), css(1), css('null'), css(null), css('a', 'b'), css('a|s1:b')]).toEqual(['["1"]', '[1]', '["null"]', '[null]', '["a","b"]', '["a|s1:b"]'])
    expect(css('1')).toBe('["1"]')
    expect(calls).toHaveLength(9)
  })

  it('the factory patch builds a styled element\'s recipe once per system, not on every render', () => {
    const file = path.join(distEsm, 'styled-system/factory.js')
    const patched = patchChakra(readFileSync(file, 'utf8'), file)!
    const render = patched.slice(patched.indexOf('const Styled = withEmotionCache('))
    expect(render).toMatch(/let cvaRecipe = recipes\.get\(cva\);\n\s+if \(cvaRecipe === void 0\) \{/)
    expect(patched.indexOf('const recipes = ')).toBeLessThan(patched.indexOf('const Styled = withEmotionCache('))
    // The serialised styles: one per styles object, looked up before serialising.
    expect(render).toMatch(/let serialized = plain \? serializedStyles\.get\(styleProps\) : void 0;\n\s+if \(serialized === void 0\) \{/)
  })

  it('a file whose code no longer matches fails loudly, naming the file', () => {
    expect(() => patchChakra('export {}', DIST_FILES[1]!)).toThrow(/conditions\.js no longer contains/)
  })

  it('other modules pass through untouched', () => {
    expect(patchChakra('x', '/node_modules/react/index.js')).toBeNull()
  })
})
