/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import { rolldown } from 'rolldown'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
 * Chakra's anatomy module extends Ark's anatomies at module level (`x.extendWith(...)`): marked
 * pure, the anatomies of components no loaded code uses drop out of the page's chunks (with
 * `createAnatomy` listed in manualPureFunctions below).
 */
function pureChakraAnatomy(): Plugin {
  return {
    name: 'pure-chakra-anatomy',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/.test(id)) return null
      return { code: code.replace(/= ([\w$]+)\.extendWith\(/g, '= /* @__PURE__ */ $1.extendWith('), map: null }
    },
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
  plugins: [react(), chakraRecipes(), pureChakraAnatomy(), entryClosure(), prerenderPages()],
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
