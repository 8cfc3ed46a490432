/**
 * `npm run bench:sandbox`: how the sandbox store scales. Runs the real handlers through msw/node
 * over IndexedDB (fake-indexeddb), with 100 and then 10 000 posts, 10 000 todos and 50 000
 * comments, and prints p50/p95 per call. Budgets at 10 000: read p95 ≤ 5 ms, acknowledged write
 * p95 ≤ 15 ms, and the write p95 at 10 000 at most 1.5× the one at 100 (a write must not grow
 * with the database). Then the CPU cost of a start over the large store (a reload): its first run
 * using one small collection, the todos, or every collection. Exits 1 when a budget is missed.
 * Built with `vite build --ssr` (no extra TypeScript runner) into dist-bench/.
 */
import 'fake-indexeddb/auto'
import { availableParallelism, loadavg } from 'node:os'
import { setupServer } from 'msw/node'
import { createDatabase, nextId, SCHEMA_VERSION, useDatabase, type Collections } from '../mocks/db/database'
import { createMemoryBackend, type RecordId, type RecordWrite } from '../mocks/db/persistence'
import { COLLECTION_NAMES, DEMO_USER_ID, type CollectionName } from '../mocks/db/schema'
import { handlers } from '../mocks/handlers/index'

const BASE = 'http://localhost/api/v1'
const out = (line: string) => void process.stdout.write(`${line}\n`)
const WARMUP = 30
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const SIZES = [100, 10_000]
const BUDGET = { readP95: 5, writeP95: 15, writeGrowth: 1.5 }

const db = createDatabase({ backend: 'indexeddb', name: 'qa-sandbox-bench', locks: null, legacyStorage: null, broadcast: false })
useDatabase(db)
const server = setupServer(...handlers)
server.listen({ onUnhandledRequest: 'error' })

const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(' ')
const TAGS = Array.from({ length: 24 }, (_, i) => `tag-${i}`)
/** A small deterministic PRNG, so every run measures the same data. */
function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0
    return s / 2 ** 32
  }
}

/** Records written per run while seeding (fake-indexeddb handles one huge transaction in quadratic time). */
const CHUNK = 2_000

/** Runs `each(i)` for i in [0, count) in runs of CHUNK records. */
async function inRuns(count: number, each: (c: Collections, i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += CHUNK) {
    await db.run(async (c) => {
      for (let i = start; i < Math.min(count, start + CHUNK); i++) await each(c, i)
    })
  }
}

/** Adds `n` posts, `n` todos, `5n` comments and `n` likes. */
async function grow(n: number): Promise<{ demoTodos: number[]; posts: number[] }> {
  const rnd = random(n)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ')
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
  const users = await db.run((c) => c.users.all().map((u) => u.id))
  const posts: number[] = []
  const demoTodos: number[] = []
  await inRuns(n, async (c, i) => {
    const post = await c.posts.create({
      id: nextId(c.posts),
      title: `${text(4)} ${i}`,
      content: `${text(40)}.`,
      tags: [...new Set([pick(TAGS), pick(TAGS), pick(TAGS)])],
      status: rnd() < 0.9 ? 'published' : 'draft',
      author_id: pick(users),
      likes_count: 0,
      created_at: at(i),
      updated_at: at(i),
      locale: 'en',
    })
    if (post.status === 'published') posts.push(post.id)
  })
  await inRuns(n, async (c, i) => {
    const userId = i % 3 === 0 ? DEMO_USER_ID : pick(users)
    const todo = await c.todos.create({
      id: nextId(c.todos),
      title: `${text(3)} ${i}`,
      description: rnd() < 0.5 ? text(12) : null,
      priority: pick(['low', 'medium', 'high'] as const),
      status: pick(['TODO', 'IN_PROGRESS', 'DONE'] as const),
      due_date: rnd() < 0.7 ? at(i * 7) : null,
      completed_at: null,
      created_at: at(i),
      updated_at: at(i),
      user_id: userId,
      tags: [pick(TAGS)],
    })
    if (userId === DEMO_USER_ID) demoTodos.push(todo.id)
  })
  await inRuns(5 * n, async (c, i) => {
    await c.comments.create({ id: nextId(c.comments), post_id: pick(posts), author_id: pick(users), content: text(10), created_at: at(i) })
  })
  await inRuns(n, async (c, i) => {
    await c.likes.create({ id: nextId(c.likes), post_id: pick(posts), user_id: pick(users), created_at: at(i) })
  })
  return { demoTodos, posts }
}

async function call(method: string, path: string, token: string, body?: unknown): Promise<number> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await res.arrayBuffer()
  return res.status
}

/** A full GC between cases when node runs with --expose-gc, so one case's garbage is not another's pause. */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.()

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

interface Case {
  name: string
  kind: 'read' | 'write'
  request: (i: number) => [method: string, path: string, body?: unknown]
  status: number
}

interface Timing {
  p50: number
  p95: number
  /** The same in CPU time of this process (less sensitive to a busy machine than the wall clock). */
  cpu50: number
  cpu95: number
}

async function measure(token: string, bench: Case): Promise<Timing> {
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const [method, path, body] = bench.request(i)
    const cpuStart = process.cpuUsage()
    const started = performance.now()
    const status = await call(method, path, token, body)
    const took = performance.now() - started
    const used = process.cpuUsage(cpuStart)
    if (status !== bench.status) throw new Error(`${bench.name}: ${method} ${path} answered ${status}, expected ${bench.status}`)
    if (i >= WARMUP) {
      times.push(took)
      cpu.push((used.user + used.system) / 1000)
    }
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), cpu50: quantile(cpu, 0.5), cpu95: quantile(cpu, 0.95) }
}

async function login(): Promise<string> {
  const res = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!' }),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status}`)
  return ((await res.json()) as { access_token: string }).access_token
}

const results = new Map<string, Map<number, Timing & { kind: 'read' | 'write' }>>()

for (const size of SIZES) {
  await db.reseed('empty')
  const started = performance.now()
  const { demoTodos, posts } = await grow(size)
  out(`seeded ${size} posts, ${size} todos, ${5 * size} comments, ${size} likes in ${Math.round(performance.now() - started)} ms`)
  const token = await login()
  const cases: Case[] = [
    { name: 'GET /posts/ (page 1)', kind: 'read', status: 200, request: () => ['GET', '/posts/?page=1&limit=10'] },
    { name: 'GET /posts/ (tag filter)', kind: 'read', status: 200, request: (i) => ['GET', `/posts/?tags=${TAGS[i % TAGS.length]}&page=1&limit=10`] },
    { name: 'GET /posts/ (search)', kind: 'read', status: 200, request: (i) => ['GET', `/posts/?search=${WORDS[i % WORDS.length]}%20${WORDS[(i + 7) % WORDS.length]}&page=1&limit=10`] },
    { name: 'GET /todos/ (filter)', kind: 'read', status: 200, request: (i) => ['GET', `/todos/?completed=${i % 2 === 0}&priority=high`] },
    {
      name: 'POST /posts/',
      kind: 'write',
      status: 201,
      request: (i) => ['POST', '/posts/', { title: `Bench post ${i}`, content: 'Measured content of a bench post.', tags: [TAGS[i % TAGS.length]] }],
    },
    { name: 'PATCH /todos/{id}', kind: 'write', status: 200, request: (i) => ['PATCH', `/todos/${demoTodos[i % demoTodos.length]}`, { title: `Renamed ${i}` }] },
    { name: 'POST /comments/', kind: 'write', status: 201, request: (i) => ['POST', '/comments/', { post_id: posts[i % posts.length], content: `Bench comment ${i}` }] },
  ]
  // BENCH_ONLY=<part of a call's name> measures only the matching calls (e.g. for a profile).
  const only = process.env.BENCH_ONLY
  if (only) cases.splice(0, cases.length, ...cases.filter((c) => c.name.includes(only)))
  // One throwaway round first, so the JIT has seen every path before anything is measured.
  if (size === SIZES[0]) for (const bench of cases) await measure(token, bench)
  for (const bench of cases) {
    collectGarbage()
    const r = await measure(token, bench)
    if (!results.has(bench.name)) results.set(bench.name, new Map())
    results.get(bench.name)!.set(size, { ...r, kind: bench.kind })
  }
}

/**
 * A start over the large store (80,000 records): a new database instance (a reload) loads it and answers its first
 * run, which uses one small collection (a calendar's first request) or the 10,000 todos. Each stored
 * collection is checked and placed on its first use only, so the first costs far less than the second.
 */
const starts: Record<string, number[]> = { events: [], todos: [], all: [] }
// The same records in a memory store, so what is measured is the load, not fake-indexeddb's slow read
// (in a browser, index.html reads IndexedDB while the modules load).
const copy = createMemoryBackend()
{
  const { collections } = await db.stored()
  const writes: RecordWrite[] = []
  for (const [name, records] of Object.entries(collections)) for (const record of records as Array<{ id: RecordId }>) writes.push({ key: [name as CollectionName, record.id], value: record })
  await copy.replace(writes, { schemaVersion: SCHEMA_VERSION, revision: db.revision, seed: db.seedName, counters: {} })
}
for (let i = 0; i < 7; i++) {
  for (const [label, use] of [
    ['events', (c: Collections) => c.calendarEvents.count()],
    ['todos', (c: Collections) => c.todos.count()],
    ['all', (c: Collections) => COLLECTION_NAMES.reduce((sum, name) => sum + c[name].count(), 0)],
  ] as const) {
    collectGarbage()
    const fresh = createDatabase({ backend: copy, locks: null, legacyStorage: null, broadcast: false })
    const cpuStart = process.cpuUsage()
    await fresh.ready()
    await fresh.run(use)
    const used = process.cpuUsage(cpuStart)
    if (i > 0) starts[label]!.push((used.user + used.system) / 1000)
  }
}
server.close()
db.close()

const ms = (n: number) => n.toFixed(2).padStart(7)
const [small, large] = SIZES as [number, number]
out(`\nSandbox store over fake-indexeddb, msw/node, ${RUNS} runs per call (after ${WARMUP} warm-up), Node ${process.version}`)
out(`| call                      | p50 @${small} | p95 @${small} | p50 @${large} | p95 @${large} | budget |`)
out('|---------------------------|--------:|--------:|----------:|----------:|--------|')
const failures: string[] = []
for (const [name, bySize] of results) {
  const a = bySize.get(small)!
  const b = bySize.get(large)!
  const limit = b.kind === 'read' ? BUDGET.readP95 : BUDGET.writeP95
  const verdicts: string[] = []
  if (b.p95 > limit) verdicts.push(`p95 > ${limit} ms`)
  if (b.kind === 'write' && b.p95 > BUDGET.writeGrowth * Math.max(a.p95, 0.5)) verdicts.push(`grows ${(b.p95 / a.p95).toFixed(2)}×`)
  if (verdicts.length > 0) failures.push(`${name}: ${verdicts.join(', ')}`)
  out(`| ${name.padEnd(25)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(b.p50).padStart(9)} | ${ms(b.p95).padStart(9)} | ${verdicts.length ? `OVER: ${verdicts.join(', ')}` : 'ok'} |`)
}
out('(milliseconds, wall clock)')
out(`\nCPU time of the process per call (ms): p50 / p95`)
for (const [name, bySize] of results) {
  const a = bySize.get(small)!
  const b = bySize.get(large)!
  out(`  ${name.padEnd(25)} @${small}: ${a.cpu50.toFixed(2)} / ${a.cpu95.toFixed(2)}   @${large}: ${b.cpu50.toFixed(2)} / ${b.cpu95.toFixed(2)}`)
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
out(`\nA start over the store @${large} (a new instance loads it and runs once), CPU ms, median of ${starts.events!.length}:`)
out(`  first run uses calendarEvents: ${median(starts.events!).toFixed(1)}   todos: ${median(starts.todos!).toFixed(1)}   every collection: ${median(starts.all!).toFixed(1)}`)
const [load] = loadavg()
if (load > availableParallelism()) out(`\nNote: load average ${load.toFixed(1)} on ${availableParallelism()} cores while measuring: wall-clock tails are inflated.`)
if (failures.length > 0) {
  out(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
out('\nAll within budget.')
