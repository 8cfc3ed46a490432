/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type ViteDevServer } from 'vite'
import { rolldown } from 'rolldown'
import react from '@vitejs/plugin-react'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { UI_MAPPINGS } from './machines/lab/ui-mappings.ts'

/**
 * `virtual:chakra-recipes`: every Chakra recipe, pre-bundled into one self-contained module for
 * the rich system (src/app/system-rich.ts). Importing them from '@chakra-ui/react/theme' would
 * put them in every page's chunk (the theme modules are statically reachable from the base
 * system), so the lazy chunk gets its own copy instead; the home page keeps the small system.
 */
function chakraRecipes(): Plugin {
  const id = 'virtual:chakra-recipes'
  const resolved = `\0${id}`
  return {
    name: 'chakra-recipes',
    resolveId: (source) => (source === id ? resolved : null),
    async load(loading) {
      if (loading !== resolved) return null
      const bundle = await rolldown({
        input: 'chakra-recipes-entry',
        plugins: [
          {
            name: 'entry',
            resolveId: (source) => (source === 'chakra-recipes-entry' ? source : null),
            load: (entry) => (entry === 'chakra-recipes-entry' ? "export { recipes, slotRecipes } from '@chakra-ui/react/theme'" : null),
          },
        ],
      })
      const { output } = await bundle.generate({ format: 'esm' })
      await bundle.close()
      return output[0].code
    },
  }
}

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
  const root = fileURLToPath(new URL('.', import.meta.url))
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
function labRuntime(): Plugin {
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

/**
 * The files every page has already loaded: the entry chunks, the modules src/main.tsx imports at
 * every boot (BOOT_MODULES), and their static imports. A lazy
 * route's preload list (vite's `__vitePreload` dependency list) need not name them again; each
 * name costs bytes in the chunk every page loads. Filled before vite writes those lists.
 */
const entryFiles = new Set<string>()
const BOOT_MODULES = ['src/app/app.tsx', 'src/app/session.ts', 'src/app/preferences.ts', 'src/app/screens.tsx']
function entryClosure(): Plugin {
  return {
    name: 'entry-closure',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryFiles.clear()
        const visit = (file: string) => {
          const chunk = bundle[file]
          if (!chunk || chunk.type !== 'chunk' || entryFiles.has(file)) return
          entryFiles.add(file)
          chunk.imports.forEach(visit)
        }
        const boot = (id: string | null) => id !== null && BOOT_MODULES.some((m) => id.endsWith(`/${m}`))
        for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && (chunk.isEntry || boot(chunk.facadeModuleId))) visit(file)
      },
    },
  }
}

/**
 * Small patches to Chakra's dist files, each checked (a Chakra upgrade that changes the code fails
 * the build here instead of silently losing the patch):
 * - anatomy.js extends Ark's anatomies at module level (`x.extendWith(...)`): marked pure, the
 *   anatomies of components no loaded code uses drop out of the page's chunks (with
 *   `createAnatomy` listed in manualPureFunctions below).
 * - conditions.js answers "is this a condition?" with `Object.keys(values).includes(key)`, an
 *   array built and scanned for every style key Chakra resolves (at boot: every token variable):
 *   a Set instead (issue 14, total blocking time).
 * - system.js builds the global CSS (reset, global styles, every token as a variable) eagerly in
 *   `createSystem`, about half its time: built on first use instead. The app never uses it in the
 *   browser: index.html carries that CSS, built at build time (chakraGlobalCss below).
 * - system.js: `createSystem.prepareSteps(...configs)` returns the two expensive first steps of
 *   `createSystem` (merging the configs, building the token dictionary) as functions, so the app
 *   runs each in a task of its own (src/app/chakra.tsx); `createSystem` called with the same config
 *   objects then starts from their result. Without the patch (dev server, vitest) it is absent and
 *   the app simply builds the system in one go.
 */
const CHAKRA_PATCHES: { file: RegExp; edits: [from: RegExp | string, to: string][] }[] = [
  { file: /[\\/]dist[\\/]esm[\\/]anatomy\.js$/, edits: [[/= ([\w$]+)\.extendWith\(/g, '= /* @__PURE__ */ $1.extendWith(']] },
  {
    file: /[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    edits: [['function has(key) {\n    return keys().includes(key) ||', 'const keySet = new Set(Object.keys(values));\n  function has(key) {\n    return keySet.has(key) ||']],
  },
  {
    file: /[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    edits: [
      // The global CSS on first use.
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let globalStyles;'],
      ['    _global,\n', '    get _global() {\n      return globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n'],
      // prepareSteps: the merged config and the token dictionary, each a step; createSystem called
      // with the same config objects afterwards starts from them.
      [
        'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);',
        [
          'let prepared = null;',
          'function systemTokens(config) {',
          '  const { theme = {}, cssVarsPrefix = "chakra" } = config;',
          '  return createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix });',
          '}',
          'function createSystem(...configs) {',
          '  const ready = prepared && prepared.configs.length === configs.length && prepared.configs.every((c, i) => c === configs[i]) ? prepared : null;',
          '  if (ready) prepared = null;',
          '  const config = ready ? ready.config : mergeConfigs(...configs);',
        ].join('\n'),
      ],
      [/const tokens = createTokenDictionary\(\{[^}]*\}\);/, 'const tokens = ready ? ready.tokens : systemTokens(config);'],
      [
        'export { createSystem, isValidSystem };',
        [
          'createSystem.prepareSteps = (...configs) => {',
          '  let config;',
          '  return [',
          '    () => { config = mergeConfigs(...configs); },',
          '    () => { prepared = { configs, config, tokens: systemTokens(config) }; },',
          '  ];',
          '};',
          'export { createSystem, isValidSystem };',
        ].join('\n'),
      ],
    ],
  },
]
function chakraPatches(): Plugin {
  return {
    name: 'chakra-patches',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]/.test(id)) return null
      const edits = CHAKRA_PATCHES.filter((patch) => patch.file.test(id)).flatMap((patch) => patch.edits)
      if (edits.length === 0) return null
      let patched = code
      for (const [from, to] of edits) {
        const next = patched.replace(from, to)
        if (next === patched) throw new Error(`chakra-patches: ${id} no longer contains ${String(from)} (Chakra upgraded? update vite.config.ts)`)
        patched = next
      }
      return { code: patched, map: null }
    },
  }
}

/**
 * Chakra's global CSS (scripts/chakra-global-css.mjs) as a <style> in index.html's <head>: built
 * from src/app/system.ts in Node (the dev server's SSR loader, or a rolldown bundle at build time),
 * so no browser builds it. src/app/system.ts hands the provider a system whose `_global` is empty.
 * The same <style> carries the shell's precompiled classes (src/ui/shell-styles.tsx), whose names
 * the app imports as `virtual:shell-classes` (src/ui/shell.ts): the shell and the home page need
 * no Chakra at run time.
 */
interface ChakraCss {
  css: string
  classes: Record<string, string>
}
function chakraGlobalCss(): Plugin {
  const virtualId = 'virtual:shell-classes'
  const resolvedId = `\0${virtualId}`
  let server: ViteDevServer | undefined
  let built: Promise<ChakraCss> | undefined
  type Modules = { createAppSystem: () => unknown; SHELL_STYLES: Record<string, unknown> }
  async function load(): Promise<Modules> {
    if (server) {
      const [{ createAppSystem }, { SHELL_STYLES }] = await Promise.all([server.ssrLoadModule('/src/app/system.ts'), server.ssrLoadModule('/src/ui/shell-styles.tsx')])
      return { createAppSystem, SHELL_STYLES } as Modules
    }
    const source = (file: string) => JSON.stringify(fileURLToPath(new URL(file, import.meta.url)))
    const entry = `export { createAppSystem } from ${source('./src/app/system.ts')}\nexport { SHELL_STYLES } from ${source('./src/ui/shell-styles.tsx')}\n`
    const bundle = await rolldown({
      input: 'qa-chakra-entry',
      external: (id) => id !== 'qa-chakra-entry' && !id.startsWith('.') && !path.isAbsolute(id),
      plugins: [{ name: 'entry', resolveId: (id) => (id === 'qa-chakra-entry' ? id : null), load: (id) => (id === 'qa-chakra-entry' ? entry : null) }],
      logLevel: 'silent',
    })
    const { output } = await bundle.generate({ format: 'esm' })
    await bundle.close()
    const file = fileURLToPath(new URL(`./node_modules/.cache/qa-chakra-system-${process.pid}.mjs`, import.meta.url))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, output[0].code)
    try {
      return (await import(pathToFileURL(file).href)) as Modules
    } finally {
      rmSync(file, { force: true })
    }
  }
  async function build(): Promise<ChakraCss> {
    // @ts-expect-error a plain .mjs script without types
    const script = (await import('./scripts/chakra-global-css.mjs')) as { chakraGlobalCss: (system: unknown) => string; chakraShellCss: (system: unknown, styles: Record<string, unknown>) => Promise<ChakraCss> }
    const { createAppSystem, SHELL_STYLES } = await load()
    const system = createAppSystem()
    const shell = await script.chakraShellCss(system, SHELL_STYLES)
    return { css: script.chakraGlobalCss(system) + shell.css, classes: shell.classes }
  }
  // The dev server rebuilds it on every page load (the theme or the shell's styles may have changed).
  const current = () => (server ? build() : (built ??= build()))
  return {
    name: 'chakra-global-css',
    configureServer(devServer) {
      server = devServer
    },
    resolveId: (source) => (source === virtualId ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null
      const { classes } = await current()
      return `export const shell = ${JSON.stringify(classes)}`
    },
    handleHotUpdate({ file, server: devServer }) {
      if (!file.endsWith('/src/ui/shell-styles.tsx')) return
      const module = devServer.moduleGraph.getModuleById(resolvedId)
      if (module) devServer.moduleGraph.invalidateModule(module)
      devServer.ws.send({ type: 'full-reload' })
      return []
    },
    async transformIndexHtml(html) {
      const { css } = await current()
      return html.replace('</head>', `    <style id="chakra-global-css">${css}</style>\n  </head>`)
    },
  }
}

/**
 * index.html's `window.__sandbox` stand-in decides like src/lib/env.ts whether the page runs the
 * sandbox, and for that needs VITE_API_URL: written in (as a JS string) in place of __QA_API_URL__.
 */
function sandboxStandIn(): Plugin {
  let apiUrl = ''
  return {
    name: 'sandbox-stand-in',
    configResolved(config) {
      apiUrl = String(config.env.VITE_API_URL ?? '').trim().replace(/\/+$/, '') // as CONFIGURED_API_URL (src/lib/env.ts)
    },
    transformIndexHtml: (html) => html.replace("'__QA_API_URL__'", JSON.stringify(apiUrl).replace(/</g, '\\u003c')),
  }
}

/**
 * After a client build, the public pages' build-time pictures (scripts/prerender.mjs, issue 14):
 * dist/index.html, about.html and login.html get the page's HTML and CSS for the first paint.
 * QA_PRERENDER=0 skips it (the pages then boot with the spinner, as before).
 */
function prerenderPages(): Plugin {
  let outDir = 'dist'
  let enabled = false
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      enabled = !config.build.ssr && process.env.QA_PRERENDER !== '0'
    },
    async closeBundle() {
      if (!enabled) return
      // @ts-expect-error a plain .mjs script without types
      const { prerender } = (await import('./scripts/prerender.mjs')) as { prerender: (dir: string, options?: { log?: (line: string) => void }) => Promise<boolean> }
      await prerender(outDir, { log: (line) => this.environment.logger.info(line) })
    },
  }
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

export default defineConfig({
  plugins: [react(), chakraRecipes(), chakraPatches(), chakraGlobalCss(), sandboxStandIn(), entryClosure(), prerenderPages(), labRuntime()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    // msw's cookie store pulls in tldts's 112 KB public-suffix list; the sandbox sets no cookies.
    alias: [
      { find: 'tldts', replacement: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) },
      // @emotion/react imports it (CommonJS, with react-is) only for its side effects: ~1 KB gz on every page.
      { find: /^hoist-non-react-statics$/, replacement: fileURLToPath(new URL('./src/shims/hoist-non-react-statics.ts', import.meta.url)) },
      // React 19 has useSyncExternalStore: @xstate/react's shims for React 16/17 are dead weight.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Chakra's theme index builds its full default config with `defineConfig(...)` (an identity
    // function) at module level; marked pure, rolldown drops it and with it every recipe the
    // small system does not name (all 78 recipes were on every page: -2 KB gz on the home page).
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      // XState's core and its React binding in one chunk (every page runs the session and
      // preferences machines): left alone, the bundler cut it into 4-5 pieces whose edges moved
      // each time a lazy screen started using another part of it (+1.1 KB gz on the home page).
      output: { codeSplitting: { groups: [{ name: 'xstate', test: /[\\/]node_modules[\\/](xstate[\\/]dist|@xstate[\\/]react[\\/]dist|use-sync-external-store)[\\/]/, includeDependenciesRecursively: false }] } },
    },
    modulePreload: {
      // Every supported browser has modulepreload.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryFiles.has(dep)) : deps),
    },
  },
  test: {
    include: ['machines/**/*.test.ts', 'mocks/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
})
