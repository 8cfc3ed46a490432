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
        const cycles = lazyCycles(Object.fromEntries(Object.entries(bundle).flatMap(([file, c]) => (c.type === 'chunk' ? [[file, c.imports]] : []))), entryFiles)
        if (cycles.length > 0) this.error(`chunks that import each other and load lazily (one evaluates before the other's code has run, depending on which is imported first): ${cycles.map((c) => c.join(' ⇄ ')).join('; ')}. Put the module they share into one of them (vite.config.ts, codeSplitting.groups).`)
      },
    },
  }
}


/** `build.modulePreload.resolveDependencies`: a lazy chunk's preload list without the files every page has loaded already. */
export const withoutEntryFiles = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'js' ? deps.filter((dep) => !entryFiles.has(dep)) : deps)

/**
 * Cycles of static imports between chunks that are not all loaded at boot. Such a cycle is evaluated from
 * whichever chunk a page imports first: imported from the other side, a chunk's code runs before the code
 * it reads from its partner (`undefined`, not an error, in rolldown's output). Two lazy imports that race
 * (a screen's chunk and Chakra's provider) then crash a page now and then, as Chakra's chunk and
 * `chakra-root` did when `@pandacss/is-valid-prop` was left outside Chakra's group. A cycle inside the boot's
 * closure is always entered the same way, at boot. Returns the chunks of each such cycle (a strongly
 * connected group of the import graph), sorted.
 */
export function lazyCycles(imports: Record<string, readonly string[]>, atBoot: ReadonlySet<string>): string[][] {
  // Tarjan's strongly connected components: every group of two or more chunks that reach each other.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const connect = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of imports[file] ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) groups.push(group.sort())
  }
  for (const file of Object.keys(imports)) if (!index.has(file)) connect(file)
  return groups.filter((group) => group.some((file) => !atBoot.has(file)))
}
