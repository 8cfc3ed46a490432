/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import { rolldown } from 'rolldown'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
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

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

export default defineConfig({
  plugins: [react(), chakraRecipes(), entryClosure()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    // msw's cookie store pulls in tldts's 112 KB public-suffix list; the sandbox sets no cookies.
    alias: { tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
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
