import type { Plugin } from 'vite'

/**
 * The files every page has already loaded: the entry chunks, the modules src/main.tsx imports at
 * every boot (BOOT_MODULES), and their static imports. A lazy
 * route's preload list (vite's `__vitePreload` dependency list) need not name them again; each
 * name costs bytes in the chunk every page loads. Filled before vite writes those lists.
 */
export const entryFiles = new Set<string>()
const BOOT_MODULES = ['src/app/app.tsx', 'src/app/session.ts', 'src/app/preferences.ts', 'src/app/screens.tsx']
export function entryClosure(): Plugin {
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


/** `build.modulePreload.resolveDependencies`: a lazy chunk's preload list without the files every page has loaded already. */
export const withoutEntryFiles = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'js' ? deps.filter((dep) => !entryFiles.has(dep)) : deps)
