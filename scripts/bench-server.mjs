#!/usr/bin/env node
/**
 * `npm run bench:server`: the practice server under a class's load, with autocannon (README "For a class and beyond").
 *
 * Builds the server into dist-api/ when it is missing (`--build` rebuilds; the same build as `npm run api`),
 * then per configuration starts `node dist-api/server.js` on a free port and:
 *
 *   1. session creation: each learner's first request (POST /auth/login with a new X-Sandbox-Session),
 *      one after another on the idle server: p50/p95;
 *   2. per learner a board with two columns and one card (setup, not measured);
 *   3. the learners' mix for --duration seconds: each learner is one connection with its own
 *      X-Sandbox-Session looping over log in (demo@example.com), list posts (GET /posts/), create a
 *      todo (POST /todos/) and move its card to the other column (POST /kanban/cards/{id}/move):
 *      requests/s, p50/p99/max latency, errors (connection errors and timeouts) and non-2xx answers;
 *   4. with --datasets=N: N more data sets, one POST /auth/login each (--dataset-concurrency at once):
 *      the time, the creation p50/p95 under that concurrency, and the data sets the server holds;
 *   5. the server process's RSS (VmRSS of /proc/<pid>/status) at the end, and its peak (VmHWM).
 *
 * Configurations: one process on PGlite (a fresh data directory in the system's temp folder, deleted
 * afterwards), one process on PostgreSQL when DATABASE_URL is set (else it says it skipped it; the
 * bench's data sets are deleted from it afterwards, with the server stopped), and four processes
 * (`WORKERS=4`, node:cluster) on that PostgreSQL: RSS is then the largest worker's.
 *
 * The server runs with SANDBOX_MAX_RECORDS at 100,000 (each loop adds a todo and a session record) and
 * the default cap of 200 data sets in memory: past it (or past 0.6 of the heap limit) the least recently
 * used idle ones leave memory and stay in the database. Login throttling does not trigger: every login is
 * correct. Node runs it with the server's heap limit, as `npm run api` does (`--max-old-space-size=256`;
 * SANDBOX_HEAP_MB or a --max-old-space-size in NODE_OPTIONS change it: scripts/heap-limit.mjs).
 *
 * Options: --duration=20 (seconds)  --learners=30  --datasets=0  --dataset-concurrency=8
 *          --configs=pglite,postgres,workers4  --build  --json (one JSON line at the end as well)
 * Not part of `npm test`. The load generator runs in this process, on the same machine as the server.
 */
import autocannon from 'autocannon'
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort } from './free-port.mjs'
import { heapLimitArgs } from './heap-limit.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const arg = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const flag = (name) => args.includes(`--${name}`)

const duration = Number(arg('duration', '20'))
const learners = Number(arg('learners', '30'))
const datasets = Number(arg('datasets', '0'))
const datasetConcurrency = Number(arg('dataset-concurrency', '8'))
const configs = arg('configs', 'pglite,postgres,workers4').split(',')
const EMAIL = 'demo@example.com'
const PASSWORD = 'Demo1234!'
const SESSION_HEADER = 'X-Sandbox-Session'
const serverFile = path.join(root, 'dist-api', 'server.js')

for (const [name, value] of Object.entries({ duration, learners, datasets, datasetConcurrency }))
  if (!Number.isInteger(value) || value < (name === 'datasets' ? 0 : 1)) {
    console.error(`bench:server: --${name} must be a whole number (got ${value})`)
    process.exit(2)
  }

if (flag('build') || !existsSync(serverFile)) {
  console.info('bench:server: building the practice server (npx vite build --ssr mocks/server.ts --outDir dist-api)')
  const built = spawnSync('npx', ['vite', 'build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-api', '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
const sortNumbers = (values) => Float64Array.from(values).sort()
const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : '–')
const mb = (kb) => (kb === undefined ? '–' : `${Math.round(kb / 1024)} MB`)

/** VmRSS and VmHWM (peak) of a process, in kB. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const read = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
    return { rss: read('VmRSS'), peak: read('VmHWM') }
  } catch {
    return { rss: undefined, peak: undefined }
  }
}

/** The processes `WORKERS=n` started under `pid` (none for one process). */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** RSS of the server: of its one process, or the largest of its workers' (and their count). */
function serverMemory(pid) {
  const workers = childrenOf(pid)
  if (workers.length === 0) return memoryOf(pid)
  const each = workers.map(memoryOf)
  return { rss: Math.max(...each.map((m) => m.rss ?? 0)), peak: Math.max(...each.map((m) => m.peak ?? 0)), processes: workers.length }
}

/** Starts `node <heap limit> dist-api/server.js` and waits until it answers. */
async function startServer(env) {
  const port = await freePort()
  const child = spawn(process.execPath, [...heapLimitArgs(env, []), serverFile], { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`)
    try {
      const res = await fetch(`${base}/__sandbox/limits`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) {
      child.kill('SIGTERM')
      throw new Error(`the server did not answer within 180 s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    base,
    pid: child.pid,
    startMs: performance.now() - started,
    log: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** One JSON request in a learner's data set; throws on a non-2xx answer. */
async function call(base, session, method, route, { token, body } = {}) {
  const headers = { [SESSION_HEADER]: session }
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`${base}/api/v1${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${route} in ${session}: ${res.status} ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : undefined
}

/** A new data set's first request: the login; returns its time and the access token. */
async function firstLogin(base, session) {
  const t0 = performance.now()
  const answer = await call(base, session, 'POST', '/auth/login', { body: { email: EMAIL, password: PASSWORD } })
  return { ms: performance.now() - t0, token: answer.access_token }
}

/** Runs `task(i)` for i < count with at most `concurrency` at once. */
async function pool(count, concurrency, task) {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}

/** Each learner's mix as one autocannon connection; the latencies of every answer, merged. */
async function runMix(base, learnerSets) {
  const latencies = []
  const statuses = new Map()
  let errors = 0
  let timeouts = 0
  const started = performance.now()
  const runs = learnerSets.map((learner) => {
    const json = { 'Content-Type': 'application/json', [SESSION_HEADER]: learner.session }
    const authed = (req) => ({ ...req, headers: { ...req.headers, Authorization: `Bearer ${learner.token}` } })
    let todo = 0
    let column = 1
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: 1,
          duration,
          timeout: 30,
          requests: [
            {
              method: 'POST',
              path: '/api/v1/auth/login',
              headers: json,
              body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
              onResponse: (status, body) => {
                if (status === 200) learner.token = JSON.parse(body).access_token
              },
            },
            { method: 'GET', path: '/api/v1/posts/', headers: { [SESSION_HEADER]: learner.session }, setupRequest: authed },
            {
              method: 'POST',
              path: '/api/v1/todos/',
              headers: json,
              setupRequest: (req) => authed({ ...req, body: JSON.stringify({ title: `Bench todo ${++todo}`, priority: 'low' }) }),
            },
            {
              method: 'POST',
              path: `/api/v1/kanban/cards/${learner.card}/move`,
              headers: json,
              setupRequest: (req) => {
                column = 1 - column
                return authed({ ...req, body: JSON.stringify({ target_column_id: learner.columns[column], position: 0 }) })
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      )
      instance.on('response', (_client, status, _bytes, time) => {
        latencies.push(time)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      })
      instance.on('done', (result) => {
        errors += result.errors
        timeouts += result.timeouts
      })
    })
  })
  await Promise.all(runs)
  const seconds = (performance.now() - started) / 1000
  const sorted = sortNumbers(latencies)
  const non2xx = [...statuses].filter(([status]) => status < 200 || status > 299).reduce((sum, [, n]) => sum + n, 0)
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    errors,
    timeouts,
    non2xx,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  }
}

/**
 * Deletes the bench's data sets (keys starting with `prefix`) from a PostgreSQL database, with the
 * server stopped: ending them over HTTP (DELETE /__sandbox/session) only queues their deletion, which
 * a stopping server does not finish for thousands of them.
 */
async function deleteDataSets(url, prefix) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const like = `${prefix.replace(/[\\%_]/g, '\\$&')}%`
    let deleted = 0
    await client.query('BEGIN')
    for (const table of ['records', 'changes', 'data_sets']) {
      const result = await client.query(`DELETE FROM ${table} WHERE dataset LIKE $1`, [like])
      if (table === 'data_sets') deleted = result.rowCount ?? 0
    }
    await client.query('COMMIT')
    console.info(`bench:server: deleted the bench's ${deleted} data sets from the database`)
  } finally {
    await client.end()
  }
}

/** One configuration: start, create sessions, run the mix, add data sets, read RSS, stop. */
async function benchConfig(name, storageEnv, { deleteFrom }) {
  const env = { ...process.env }
  delete env.SANDBOX_STORAGE
  delete env.DATABASE_URL
  delete env.DATA_DIR
  // The default cap of data sets in memory (200) stays: past it the least recently used leave memory
  // and stay in the database, so --datasets=10000 measures 10,000 stored data sets, 200 in memory.
  const limits = { SANDBOX_MAX_RECORDS: '100000' }
  Object.assign(env, storageEnv, limits)
  console.info(`\nbench:server: ${name}: starting the server…`)
  const server = await startServer(env)
  const tag = randomBytes(4).toString('hex')
  try {
    // 1. Session creation, one after another.
    const learnerSets = []
    const creation = []
    for (let i = 0; i < learners; i += 1) {
      const session = `bench-${tag}-l${i}`
      const first = await firstLogin(server.base, session)
      creation.push(first.ms)
      learnerSets.push({ session, token: first.token })
    }
    // 2. A board with two columns and a card per learner.
    for (const learner of learnerSets) {
      const board = await call(server.base, learner.session, 'POST', '/kanban/boards', { token: learner.token, body: { title: 'Bench board' } })
      const todoColumn = await call(server.base, learner.session, 'POST', `/kanban/boards/${board.id}/columns`, { token: learner.token, body: { title: 'To do' } })
      const doneColumn = await call(server.base, learner.session, 'POST', `/kanban/boards/${board.id}/columns`, { token: learner.token, body: { title: 'Done' } })
      const card = await call(server.base, learner.session, 'POST', `/kanban/columns/${todoColumn.id}/cards`, { token: learner.token, body: { title: 'Bench card' } })
      learner.columns = [todoColumn.id, doneColumn.id]
      learner.card = card.id
    }
    // 3. The mix.
    console.info(`bench:server: ${name}: ${learners} learners for ${duration} s…`)
    const mix = await runMix(server.base, learnerSets)
    const afterMix = serverMemory(server.pid)
    // 4. More data sets.
    let extra
    if (datasets > 0) {
      console.info(`bench:server: ${name}: creating ${datasets} data sets (${datasetConcurrency} at once)…`)
      const times = []
      let failed = 0
      const t0 = performance.now()
      await pool(datasets, datasetConcurrency, async (i) => {
        const session = `bench-${tag}-d${i}`
          try {
          times.push((await firstLogin(server.base, session)).ms)
        } catch {
          failed += 1
        }
      })
      const seconds = (performance.now() - t0) / 1000
      const sorted = sortNumbers(times)
      const held = await (await fetch(`${server.base}/__sandbox/limits`)).json()
      extra = { created: times.length, failed, seconds, perSecond: times.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), activeSessions: held.activeSessions, evicted: held.evictedSessions, heapEvicted: held.heapEvictedSessions, ...serverMemory(server.pid) }
    }
    const end = serverMemory(server.pid)
    const sortedCreation = sortNumbers(creation)
    return {
      name,
      startMs: server.startMs,
      limits,
      creation: { count: creation.length, p50: percentile(sortedCreation, 50), p95: percentile(sortedCreation, 95) },
      mix,
      rssAfterMix: afterMix.rss,
      datasets: extra,
      rss: end.rss,
      peakRss: end.peak,
    }
  } finally {
    await server.stop()
    if (deleteFrom) await deleteDataSets(deleteFrom, `bench-${tag}-`)
  }
}

function printTable(result) {
  const { mix } = result
  const rows = [
    ['learners (connections)', `${learners}`],
    ['duration', `${mix.seconds.toFixed(1)} s`],
    ['requests', `${mix.requests}`],
    ['requests/s', `${Math.round(mix.rps)}`],
    ['latency p50', ms(mix.p50)],
    ['latency p99', ms(mix.p99)],
    ['latency max', ms(mix.max)],
    ['errors (connection / timeouts)', `${mix.errors} / ${mix.timeouts}`],
    ['non-2xx answers', `${mix.non2xx}${mix.non2xx ? ` (${JSON.stringify(mix.statuses)})` : ''}`],
    [`session creation p50 / p95 (${result.creation.count}, one at a time)`, `${ms(result.creation.p50)} / ${ms(result.creation.p95)}`],
    ['server RSS after the mix', mb(result.rssAfterMix)],
  ]
  if (result.datasets) {
    const d = result.datasets
    rows.push(
      [`data sets created (${datasetConcurrency} at once)`, `${d.created} in ${d.seconds.toFixed(1)} s (${Math.round(d.perSecond)}/s)${d.failed ? `, ${d.failed} failed` : ''}`],
      ['their first request p50 / p95', `${ms(d.p50)} / ${ms(d.p95)}`],
      ['data sets held by the server / evicted (of them for the heap)', `${d.activeSessions} / ${d.evicted} (${d.heapEvicted ?? '–'})`],
      ['server RSS after the data sets', mb(d.rss)],
    )
  }
  rows.push(['server RSS at the end / peak (VmHWM)', `${mb(result.rss)} / ${mb(result.peakRss)}`], ['server start (until it answered)', ms(result.startMs)])
  const width = Math.max(...rows.map(([label]) => label.length))
  console.info(`\n${result.name}`)
  for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`)
}

const results = []
const notes = []
console.info(`bench:server: ${learners} learners, ${duration} s per run${datasets ? `, ${datasets} extra data sets` : ''}; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)}; the load generator shares the machine`)
if (configs.includes('pglite')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qa-bench-pglite-'))
  try {
    results.push(await benchConfig('1 process, PGlite (fresh data directory)', { DATA_DIR: dataDir }, { deleteFrom: undefined }))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
if (configs.includes('postgres')) {
  const url = process.env.DATABASE_URL?.trim()
  if (url) results.push(await benchConfig(`1 process, PostgreSQL (${url.replace(/\/\/[^@/]*@/, '//…@')})`, { DATABASE_URL: url }, { deleteFrom: url }))
  else notes.push('1 process, PostgreSQL: skipped (DATABASE_URL is not set)')
}
if (configs.includes('workers4')) {
  const url = process.env.DATABASE_URL?.trim()
  if (url) results.push(await benchConfig(`4 processes (WORKERS=4), PostgreSQL (${url.replace(/\/\/[^@/]*@/, '//…@')})`, { DATABASE_URL: url, WORKERS: '4' }, { deleteFrom: url }))
  else notes.push('4 processes, PostgreSQL: skipped (DATABASE_URL is not set)')
}
const one = results.find((r) => r.name.startsWith('1 process, PostgreSQL'))
const four = results.find((r) => r.name.startsWith('4 processes'))
if (one && four) notes.push(`4 processes / 1 process on PostgreSQL: ${(four.mix.rps / one.mix.rps).toFixed(2)}× the requests/s (${os.cpus().length} CPUs, load generator on the same machine)`)

for (const result of results) printTable(result)
if (results[0]) console.info(`\nLimits set for the runs: ${Object.entries(results[0].limits).map(([k, v]) => `${k}=${v}`).join(' ')}; node ${heapLimitArgs(process.env, []).join(' ') || '(no heap limit added)'}`)
for (const note of notes) console.info(note)
if (flag('json')) console.info(JSON.stringify({ learners, duration, datasets, results, notes }))
