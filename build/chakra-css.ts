import type { Plugin, ViteDevServer } from 'vite'
import { rolldown } from 'rolldown'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Chakra's global CSS (build/chakra-global-css.mjs) as a <style> in index.html's <head>: built
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
export function chakraGlobalCss(): Plugin {
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
    const source = (file: string) => JSON.stringify(fileURLToPath(new URL(`../${file}`, import.meta.url)))
    const entry = `export { createAppSystem } from ${source('./src/app/system.ts')}\nexport { SHELL_STYLES } from ${source('./src/ui/shell-styles.tsx')}\n`
    const bundle = await rolldown({
      input: 'qa-chakra-entry',
      external: (id) => id !== 'qa-chakra-entry' && !id.startsWith('.') && !path.isAbsolute(id),
      plugins: [{ name: 'entry', resolveId: (id) => (id === 'qa-chakra-entry' ? id : null), load: (id) => (id === 'qa-chakra-entry' ? entry : null) }],
      logLevel: 'silent',
    })
    const { output } = await bundle.generate({ format: 'esm' })
    await bundle.close()
    const file = fileURLToPath(new URL(`../node_modules/.cache/qa-chakra-system-${process.pid}.mjs`, import.meta.url))
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
    const script = (await import('./chakra-global-css.mjs')) as { chakraGlobalCss: (system: unknown) => string; chakraShellCss: (system: unknown, styles: Record<string, unknown>) => Promise<ChakraCss> }
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
