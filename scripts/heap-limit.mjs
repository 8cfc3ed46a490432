#!/usr/bin/env node
/**
 * The practice server's V8 heap limit: `--max-old-space-size=256` unless the user set their own, in one
 * place for every way the project starts the server (README "For a class and beyond"):
 *
 *   - `npm run api` runs `node scripts/heap-limit.mjs dist-api/server.js` (this file as a command: node
 *     with the limit on the script and its arguments);
 *   - scripts/start-network.mjs runs itself again with it (`relaunchWithHeapLimit`) before anything else;
 *   - `WORKERS=n` gives it to the workers (mocks/server.ts, `cluster.setupPrimary({ execArgv })`);
 *   - scripts/bench-server.mjs passes it to the servers it starts.
 *
 * Why 256 MB: without a limit V8 lets the heap grow to about 4 GB before it collects in earnest, so a
 * server that creates data sets kept 533 MB of RSS where 273 MB did with the limit, at the same
 * throughput. The data sets kept in memory follow the heap (mocks/network/sessions.ts, `heapShare`), so
 * large ones cannot push the process past it.
 *
 * `SANDBOX_HEAP_MB=<n>` chooses another limit (MB), `SANDBOX_HEAP_MB=0` none (V8's default); a
 * `--max-old-space-size` of the user's own (in NODE_OPTIONS or node's arguments) wins over both.
 * Node only, no dependencies (mocks/server.ts imports it too).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The default limit of V8's old generation for the server, MB. */
export const DEFAULT_HEAP_MB = 256

const OWN_FLAG = /(^|\s)--max[-_]old[-_]space[-_]size(=|\s|$)/

/**
 * The node arguments that give the server its heap limit: `['--max-old-space-size=256']` (or
 * `SANDBOX_HEAP_MB`'s value), or none when `SANDBOX_HEAP_MB=0` or the user set the flag already
 * (in `env.NODE_OPTIONS` or in `execArgv`, the arguments the process is started with).
 */
export function heapLimitArgs(env = process.env, execArgv = process.execArgv) {
  if (OWN_FLAG.test(env.NODE_OPTIONS ?? '') || execArgv.some((arg) => OWN_FLAG.test(arg))) return []
  const raw = env.SANDBOX_HEAP_MB?.trim()
  const chosen = raw ? Number(raw) : DEFAULT_HEAP_MB
  const mb = Number.isSafeInteger(chosen) && chosen >= 0 ? chosen : DEFAULT_HEAP_MB
  return mb === 0 ? [] : [`--max-old-space-size=${mb}`]
}

/**
 * Runs `node [node's arguments] <extra> <args>` in place of this process: with `process.execve`
 * (POSIX, Node ≥ 22.15: the same process id, so signals and a supervisor's kill reach the server),
 * else as a child whose exit code this process takes (Ctrl+C reaches the child from the terminal
 * itself; SIGTERM is passed on). Never returns.
 */
function replaceProcess(extra, args) {
  const argv = [...process.execArgv, ...extra, ...args]
  if (typeof process.execve === 'function' && process.platform !== 'win32') {
    process.execve(process.execPath, [process.execPath, ...argv], process.env)
  }
  const child = spawn(process.execPath, argv, { stdio: 'inherit' })
  process.on('SIGINT', () => {})
  process.on('SIGTERM', () => child.kill('SIGTERM'))
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)))
  return new Promise(() => {})
}

/**
 * Runs the current script again with the heap limit when it has none (see `heapLimitArgs`); resolves
 * when it needs none (already set, or turned off). A script calls it first: `await relaunchWithHeapLimit()`.
 */
export async function relaunchWithHeapLimit() {
  const extra = heapLimitArgs()
  if (extra.length === 0) return
  await replaceProcess(extra, process.argv.slice(1))
}

// `node scripts/heap-limit.mjs <script> [args…]`: the script under node with the heap limit (not when
// bundled into the server, whose import.meta.url is the bundle's).
const self = fileURLToPath(import.meta.url)
if (path.basename(self) === 'heap-limit.mjs' && process.argv[1] && path.resolve(process.argv[1]) === self) {
  const [script, ...rest] = process.argv.slice(2)
  if (!script) {
    console.error('usage: node scripts/heap-limit.mjs <script> [args…]  (runs it with --max-old-space-size=256, SANDBOX_HEAP_MB, unless NODE_OPTIONS sets one)')
    process.exit(2)
  }
  await replaceProcess(heapLimitArgs(), [script, ...rest])
}
