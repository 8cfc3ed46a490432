import type { Plugin } from 'vite'
import { rolldown } from 'rolldown'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { UI_MAPPINGS } from '../machines/lab/ui-mappings.ts'
import { ALIAS_RECORD } from './aliases.ts'

/**
 * `virtual:lab-runtime`: what an exported Playwright spec of the state lab carries so that it runs
 * anywhere `@playwright/test` is installed (machines/lab/export.ts `suitePlaywrightSpec`). Per
 * machine of machines/lab/ui-mappings.ts, tests/model/runtime.ts (runCases) and the machine's UI
 * mapping are bundled with rolldown into one ES module whose only import is '@playwright/test';
 * the module ends with `runCases(ui, LAB_TITLE, LAB_CASES, { baseURL: LAB_BASE_URL })`, names the
 * spec declares. The locale texts a mapping reads with `readLocale` (tests/fixtures/failure-text.ts)
 * are inlined. `loadLabRuntime(id)` imports one text lazily (the lab page fetches it on export).
 */
const LAB_RUNTIME = 'virtual:lab-runtime'
const LAB_ENTRY = 'lab-runtime-entry:'
/** `readLocale<T>('en', 'auth')`: a locale file read from disk in the repository, inlined in a bundle. */
const READ_LOCALE = /readLocale(?:<[^()]*?>)?\(\s*'(en|ko)'\s*,\s*'([\w-]+)'\s*\)/g
const labRuntimeTexts = new Map<string, Promise<string>>()
async function labRuntimeText(id: string): Promise<string> {
  const mapping = UI_MAPPINGS[id]
  if (!mapping) throw new Error(`lab-runtime: no UI mapping for "${id}" (machines/lab/ui-mappings.ts)`)
  const root = fileURLToPath(new URL('..', import.meta.url))
  const file = (rel: string) => JSON.stringify(path.join(root, rel))
  const entry = [
    `import { runCases } from ${file('tests/model/runtime.ts')}`,
    `import { ${mapping.name} } from ${file(`tests/model/ui/${mapping.file}.ts`)}`,
    `runCases(${mapping.name}, LAB_TITLE, LAB_CASES, { baseURL: LAB_BASE_URL })`,
  ].join('\n')
  const bundle = await rolldown({
    input: LAB_ENTRY + id,
    external: ['@playwright/test'],
    platform: 'node',
    resolve: { alias: ALIAS_RECORD },
    // The Node built-ins the repository's test helpers import for other uses carry no effect a spec needs.
    treeshake: { moduleSideEffects: (_id: string, external: boolean) => !external },
    plugins: [
      {
        name: 'lab-runtime-entry',
        resolveId: (source) => (source.startsWith(LAB_ENTRY) ? source : null),
        load: (loading) => (loading.startsWith(LAB_ENTRY) ? entry : null),
      },
      {
        name: 'inline-locales',
        transform(code, module) {
          if (!module.endsWith('.ts') || !code.includes('readLocale')) return null
          const used = new Set<string>()
          const next = code.replace(READ_LOCALE, (_m, lang: string, ns: string) => {
            used.add(`${lang}/${ns}`)
            return `__locale_${lang}_${ns.replace(/-/g, '_')}`
          })
          if (used.size === 0) return null
          const imports = [...used].map((key) => `import __locale_${key.replace(/[/-]/g, '_')} from ${file(`src/i18n/locales/${key}.json`)}\n`)
          return { code: imports.join('') + next, map: null }
        },
      },
    ],
    logLevel: 'silent',
  })
  const { output } = await bundle.generate({ format: 'esm', comments: { legal: false, annotation: false, jsdoc: false } })
  await bundle.close()
  const code = output[0].code
  const imports = [...code.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])
  const foreign = imports.filter((m) => m !== '@playwright/test')
  if (foreign.length > 0 || /\brequire\(|import\(/.test(code)) throw new Error(`lab-runtime ${id}: the bundle must import only @playwright/test, found ${foreign.join(', ') || 'require()/import()'}`)
  for (const name of ['LAB_TITLE', 'LAB_CASES', 'LAB_BASE_URL']) if (!code.includes(name)) throw new Error(`lab-runtime ${id}: ${name} was renamed in the bundle`)
  return code
}
export function labRuntime(): Plugin {
  return {
    name: 'lab-runtime',
    resolveId: (source) => (source === LAB_RUNTIME || source.startsWith(`${LAB_RUNTIME}/`) ? `\0${source}` : null),
    async load(loading) {
      if (loading === `\0${LAB_RUNTIME}`) {
        const loaders = Object.keys(UI_MAPPINGS).map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${LAB_RUNTIME}/${id}`)}),`)
        return [
          `const loaders = {\n${loaders.join('\n')}\n}`,
          'export const LAB_RUNTIME_IDS = Object.keys(loaders)',
          'export async function loadLabRuntime(id) {',
          '  const load = loaders[id]',
          '  if (!load) throw new Error(`No exportable runtime for ${id}`)',
          '  return (await load()).default',
          '}',
        ].join('\n')
      }
      if (!loading.startsWith(`\0${LAB_RUNTIME}/`)) return null
      const id = loading.slice(`\0${LAB_RUNTIME}/`.length)
      let text = labRuntimeTexts.get(id)
      if (!text) labRuntimeTexts.set(id, (text = labRuntimeText(id)))
      return `export default ${JSON.stringify(await text)}`
    },
  }
}
