/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
// The build machinery, one file per concern (build/README.md).
import { chakraRecipes } from './build/chakra-recipes.ts'
import { chakraPatches } from './build/chakra-patches.ts'
import { chakraGlobalCss } from './build/chakra-css.ts'
import { sandboxStandIn } from './build/sandbox-stand-in.ts'
import { entryClosure, withoutEntryFiles } from './build/entry-closure.ts'
import { prerenderPages } from './build/prerender.ts'
import { labRuntime } from './build/lab-runtime.ts'
import { ALIASES } from './build/aliases.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

export default defineConfig({
  plugins: [react(), chakraRecipes(), chakraPatches(), chakraGlobalCss(), sandboxStandIn(), entryClosure(), prerenderPages(), labRuntime()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    // msw's cookie store pulls in tldts's 112 KB public-suffix list; the sandbox sets no cookies.
    alias: [
      ...ALIASES,
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
      output: {
        codeSplitting: {
          groups: [
            // XState's core and its React binding in one chunk (every page runs the session and
            // preferences machines): left alone, the bundler cut it into 4-5 pieces whose edges moved
            // each time a lazy screen started using another part of it (+1.1 KB gz on the home page).
            { name: 'xstate', test: /[\\/]node_modules[\\/](xstate[\\/]dist|@xstate[\\/]react[\\/]dist|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/, includeDependenciesRecursively: false },
            // Chakra with Ark, zag and emotion in one chunk, loaded by the first screen that uses Chakra
            // (never by the home page). Left alone, a signed-in /todos start asked for 97 files, 40 of
            // them Chakra pieces of 0.1-12 KB; now 65. With an empty cache, as every test's new browser
            // context has, the main thread's work to /todos' first row went 1,450 → 1,264 ms (medians
            // of 8, interleaved); /login and /about no more (857 → 812, 914 → 884 ms). The cost: the
            // first Chakra page downloads all of Chakra (login page, hosted: 185.8 → 264.3 KB gz), once
            // (the file is immutable). README "Performance".
            { name: 'chakra-ui', test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@swc[\\/]helpers|@pandacss|proxy-compare|stylis)[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    modulePreload: {
      // Every supported browser has modulepreload.
      polyfill: false,
      resolveDependencies: withoutEntryFiles,
    },
  },
  test: {
    environment: 'node',
    restoreMocks: true,
    projects: [
      // Machines, views, build steps and the repository's rules keep no state between files (no vi.mock; fake timers
      // are restored; web storage is emptied before each file): one module graph per worker instead of one per file halves their time (136 → 68 s here).
      { extends: true, test: { name: 'unit', include: ['build/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'], isolate: false, setupFiles: ['tests/unit/fresh-storage.ts'] } },
      // The sandbox and the practice server hold their data sets, sessions and limits in module state: each file starts fresh.
      { extends: true, test: { name: 'mocks', include: ['mocks/**/*.test.ts'] } },
    ],
  },
})
