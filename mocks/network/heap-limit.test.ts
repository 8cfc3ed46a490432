/**
 * The practice server's heap limit (scripts/heap-limit.mjs) and the cap of data sets that follows it
 * (mocks/network/sessions.ts, `heapShare`), in real Node processes: a process with the server's
 * default limit (`--max-old-space-size=256`, heap share 0.6) fills 60 data sets of about 10 MB each
 * (one filled to the records cap with long todos), far more than fit; the store evicts the least
 * recently used as the heap fills, so the process lives, where the count cap alone (200) lets it die
 * of an out-of-memory error. The session store is the source one, bundled for the child (vite, as the
 * server is built); a data set's data hang on its session object in a WeakMap, as the server's do
 * (mocks/network/scope.ts).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_HEAP_MB, heapLimitArgs } from '../../scripts/heap-limit.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const outDir = path.join(root, 'node_modules/.cache/qa-heap-limit-test')

describe('the heap limit argument (scripts/heap-limit.mjs)', () => {
  it('is 256 MB by default, SANDBOX_HEAP_MB otherwise, and none when the user set their own or SANDBOX_HEAP_MB=0', () => {
    expect(DEFAULT_HEAP_MB).toBe(256)
    expect(heapLimitArgs({}, [])).toEqual(['--max-old-space-size=256'])
    expect(heapLimitArgs({ SANDBOX_HEAP_MB: '512' }, [])).toEqual(['--max-old-space-size=512'])
    expect(heapLimitArgs({ SANDBOX_HEAP_MB: 'lots' }, [])).toEqual(['--max-old-space-size=256'])
    expect(heapLimitArgs({ SANDBOX_HEAP_MB: '0' }, [])).toEqual([])
    expect(heapLimitArgs({ NODE_OPTIONS: '--enable-source-maps --max-old-space-size=1024' }, [])).toEqual([])
    expect(heapLimitArgs({ NODE_OPTIONS: '--max_old_space_size=1024', SANDBOX_HEAP_MB: '512' }, [])).toEqual([])
    expect(heapLimitArgs({}, ['--max-old-space-size=128'])).toEqual([])
    expect(heapLimitArgs({ NODE_OPTIONS: '--max-semi-space-size=2' }, ['--inspect'])).toEqual(['--max-old-space-size=256'])
  })

  it('`node scripts/heap-limit.mjs <script>` runs the script with it, or with the limit NODE_OPTIONS gives', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qa-heap-limit-'))
    const script = path.join(dir, 'print-heap.mjs')
    writeFileSync(script, "import v8 from 'node:v8'\nprocess.stdout.write(JSON.stringify({ argv: process.execArgv, args: process.argv.slice(2), limit: v8.getHeapStatistics().heap_size_limit }))\n")
    const run = (env: Record<string, string>) => {
      const result = spawnSync(process.execPath, [path.join(root, 'scripts/heap-limit.mjs'), script, '--an-argument'], { cwd: root, env: { ...process.env, NODE_OPTIONS: '', SANDBOX_HEAP_MB: '', ...env }, encoding: 'utf8' })
      expect(result.status, result.stderr).toBe(0)
      return JSON.parse(result.stdout) as { argv: string[]; args: string[]; limit: number }
    }
    try {
      const byDefault = run({})
      expect(byDefault.argv).toEqual(['--max-old-space-size=256'])
      expect(byDefault.args).toEqual(['--an-argument'])
      expect(byDefault.limit / 2 ** 20).toBeGreaterThanOrEqual(256)
      expect(byDefault.limit / 2 ** 20).toBeLessThan(400)
      const own = run({ NODE_OPTIONS: '--max-old-space-size=128' })
      expect(own.argv).toEqual([])
      expect(own.limit / 2 ** 20).toBeLessThan(256)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * The child: data sets of ~10 MB (3,000 records of ~3 KB), created one after another, each filled by
 * ten requests of 300 records (as POSTs or a load from the database fill one: a few turns of the event
 * loop apart, in which the GC entries reach their observer).
 */
const CHILD = `
import v8 from 'node:v8'
const { SessionStore, limitsFromEnv } = await import(process.env.SESSIONS_BUNDLE)
const store = new SessionStore(limitsFromEnv(process.env))
const data = new WeakMap()
const turns = async (n) => { for (let turn = 0; turn < n; turn++) await new Promise((resolve) => setImmediate(resolve)) }
// A request that stays in flight throughout: its data set is never evicted.
const busy = store.acquire('busy')
store.begin(busy)
data.set(busy, 'busy')
const started = performance.now()
for (let i = 0; i < Number(process.env.DATA_SETS); i++) {
  for (let request = 0; request < 10; request++) {
    const session = store.acquire('big-' + i)
    store.begin(session)
    const records = data.get(session) ?? []
    data.set(session, records)
    for (let j = 0; j < 300; j++) records.push({ id: j, title: Buffer.alloc(200, 'Todo ' + i + '.' + request + '.' + j + ' ').toString('latin1'), description: Buffer.alloc(2800, i + ':' + j + ' ').toString('latin1') })
    await turns(3)
    store.end(session)
  }
}
process.stdout.write(JSON.stringify({ size: store.size, evictions: store.evictions, heapEvictions: store.heapEvictions, busyKept: store.peek('busy') === busy && data.get(busy) === 'busy', limit: v8.getHeapStatistics().heap_size_limit, seconds: (performance.now() - started) / 1000 }))
`

interface ChildResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

function runChild(bundle: string, env: Record<string, string>): Promise<ChildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...heapLimitArgs({}, []), '--input-type=module', '-e', CHILD], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '', SESSIONS_BUNDLE: pathToFileURL(bundle).href, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
}

describe("data sets in a process with the server's heap limit (real V8, real GC)", () => {
  let bundle = ''
  beforeAll(async () => {
    await build({ root, configFile: false, publicDir: false, logLevel: 'warn', build: { ssr: 'mocks/network/sessions.ts', outDir, emptyOutDir: true, minify: false } })
    bundle = path.join(outDir, 'sessions.js')
  }, 30_000)

  it('60 data sets of ~10 MB (the count cap is 200): the least recently used idle ones are evicted and the process lives', async () => {
    const result = await runChild(bundle, { DATA_SETS: '60', SANDBOX_HEAP_SHARE: '' })
    expect(result.code, result.stderr.slice(-2000)).toBe(0)
    const figures = JSON.parse(result.stdout) as { size: number; evictions: number; heapEvictions: number; busyKept: boolean; limit: number; seconds: number }
    console.info(`[heap-limit] 60 data sets of ~10 MB in ${figures.seconds.toFixed(1)} s under a ${Math.round(figures.limit / 2 ** 20)} MB heap limit: ${figures.size} in memory at the end, ${figures.heapEvictions} evicted for the heap`)
    expect(figures.busyKept).toBe(true)
    // 256 MB hold about 20 of them beside the rest of the heap; the other 40 or so were evicted.
    expect(figures.heapEvictions).toBeGreaterThanOrEqual(25)
    expect(figures.evictions).toBe(figures.heapEvictions)
    expect(figures.size).toBeLessThan(36)
  }, 20_000)

  it('without it (SANDBOX_HEAP_SHARE=0, the count cap alone) the same process dies of an out-of-memory error', async () => {
    const result = await runChild(bundle, { DATA_SETS: '60', SANDBOX_HEAP_SHARE: '0' })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toMatch(/heap out of memory/i)
  }, 20_000)
})
