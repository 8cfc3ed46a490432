/**
 * PGlite data directories for the vitest suites (Node only). PGlite's first start on an empty directory
 * runs initdb in WebAssembly: 3–5 s alone on the 2-core CI machine and 10–18 s beside the other test files,
 * once for every store a test opens. A test's directory is instead a copy (about 0.1 s) of a pristine one
 * made once per PGlite version on this machine, in the system's temporary directory; the store's own
 * migrations then run on it as on any new directory. The practice server's real first start (initdb
 * included) is still measured by mocks/network/storage.test.ts's restart test, which does not use this.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

const made: string[] = []

/** The pristine directory of the installed PGlite version, made on first use (two vitest workers may race: one rename wins). */
async function template(): Promise<string> {
  // The package does not export its package.json: found above its entry file.
  let root = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(path.join(root, 'package.json'))) root = path.dirname(root)
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
  const dir = path.join(tmpdir(), `qa-pglite-template-${version}`)
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir
  const building = mkdtempSync(`${dir}-building-`)
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(building)
  await db.close()
  try {
    renameSync(building, dir)
  } catch {
    // Another worker renamed its copy first: that one is the template.
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}

/** A new data directory for one store, as initdb leaves it; removed by `removePgliteDirs()`. */
export async function freshPgliteDir(): Promise<string> {
  const source = await template()
  const dir = mkdtempSync(path.join(tmpdir(), 'qa-pglite-'))
  cpSync(source, dir, { recursive: true })
  made.push(dir)
  return dir
}

/** Removes the directories `freshPgliteDir()` made in this file (call in afterAll, after the stores are closed). */
export function removePgliteDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}
