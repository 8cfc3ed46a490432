/**
 * The import aliases, one per tower: `@/…` is src/, `@machines/…` machines/, `@mocks/…` mocks/, `@tests/…` tests/
 * (tsconfig.json `paths` says the same for TypeScript, Playwright and editors). Used by Vite (app,
 * vitest, the practice server's build) and by the state lab's spec bundler (build/lab-runtime.ts).
 */
import { fileURLToPath } from 'node:url'

const dir = (name: string) => fileURLToPath(new URL(`../${name}/`, import.meta.url))

export const ALIASES: Array<{ find: RegExp; replacement: string }> = [
  { find: /^@\//, replacement: dir('src') },
  { find: /^@machines\//, replacement: dir('machines') },
  { find: /^@mocks\//, replacement: dir('mocks') },
  { find: /^@tests\//, replacement: dir('tests') },
]

/** The same as a plain record (rolldown's `resolve.alias`). */
export const ALIAS_RECORD: Record<string, string> = { '@': dir('src').slice(0, -1), '@machines': dir('machines').slice(0, -1), '@mocks': dir('mocks').slice(0, -1), '@tests': dir('tests').slice(0, -1) }
