import type { Plugin } from 'vite'
import path from 'node:path'

/**
 * After a client build, the public pages' build-time pictures (build/prerender.mjs):
 * dist/index.html, about.html and login.html get the page's HTML and CSS for the first paint.
 * QA_PRERENDER=0 skips it (the pages then boot with the spinner, as before).
 */
export function prerenderPages(): Plugin {
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
      const { prerender } = (await import('./prerender.mjs')) as { prerender: (dir: string, options?: { log?: (line: string) => void }) => Promise<boolean> }
      await prerender(outDir, { log: (line) => this.environment.logger.info(line) })
    },
  }
}
