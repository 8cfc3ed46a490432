// The catalogue of switchable bugs (machines/bugs/registry.ts) as plain data for the Node scripts
// that run a suite once per bug (`npm run mutants`, `npm run kill-score`). The registry is
// TypeScript with one object per line: read its fields from the source instead of building it.
import { readFileSync } from 'node:fs'

/**
 * @typedef {{ id: string, kind: 'machine' | 'handler' | 'view', class: string, screen: string, path: string, endpoints: string[], specs: string[] }} CatalogueBug
 */

/** Every bug of the registry's source, in catalogue order. @param {string} source @returns {CatalogueBug[]} */
export function parseCatalogue(source) {
  const line = /\{ id: '([^']+)', kind: '(machine|handler|view)', class: '([^']+)', screen: '([^']+)', path: '([^']+)'(.*?)specs: \[([^\]]*)\] \}/g
  const strings = (text) => [...text.matchAll(/'([^']+)'/g)].map((s) => s[1])
  return [...source.matchAll(line)].map((m) => ({
    id: m[1],
    kind: /** @type {'machine' | 'handler' | 'view'} */ (m[2]),
    class: m[3],
    screen: m[4],
    path: m[5],
    endpoints: strings(/endpoints: \[([^\]]*)\]/.exec(m[6])?.[1] ?? ''),
    specs: strings(m[7]),
  }))
}

/** The catalogue of this checkout. @returns {CatalogueBug[]} */
export function readCatalogue(file = new URL('../machines/bugs/registry.ts', import.meta.url)) {
  return parseCatalogue(readFileSync(file, 'utf8'))
}
