/**
 * Two processes of the practice server on one PostgreSQL database answer as one
 * (mocks/network/runtime-share.ts): tokens, ids and data, progress, faults, bugs, the sandbox clock and the
 * release of held requests, whichever process a request reaches. Real processes: the server is
 * built once (as `npm run api` builds it) and started twice. Needs DATABASE_URL (`.ci/run` starts a
 * throwaway PostgreSQL); without it the test says so and is skipped. Also: `WORKERS=2` without
 * PostgreSQL refuses to start, with the reason.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO } from '../test-helpers'

const root = fileURLToPath(new URL('../..', import.meta.url))
const outDir = path.join(root, 'node_modules/.cache/qa-processes-test')
const url = process.env.DATABASE_URL
if (!url) console.info('[processes] DATABASE_URL is not set: the two-process test is skipped (it needs a PostgreSQL server).')

async function buildServer(): Promise<string> {
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'mocks/server.ts', outDir, emptyOutDir: true } })
  return path.join(outDir, 'server.js')
}

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGTERM')
})

/** Starts `node server.js` with `env`; resolves with its API base URL once it listens. */
function start(server: string, env: Record<string, string | undefined>): Promise<string> {
  const child = spawn(process.execPath, [server], { cwd: root, env: { ...process.env, PORT: '0', SANDBOX_STORAGE: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const seen = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /on (http:\/\/\S+\/api\/v1)/.exec(output)
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1').replace(/\/api\/v1$/, ''))
    }
    child.stdout!.on('data', seen)
    child.stderr!.on('data', seen)
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)))
  })
}

describe.skipIf(!url)('two processes on one PostgreSQL database', () => {
  let a = ''
  let b = ''
  const session = `two-processes-${process.pid}-${Date.now()}`
  beforeAll(async () => {
    const server = await buildServer()
    ;[a, b] = await Promise.all([start(server, { DATABASE_URL: url }), start(server, { DATABASE_URL: url })])
  }, 120_000)

  const call = async (base: string, method: string, route: string, { body, token }: { body?: unknown; token?: string } = {}) => {
    const response = await fetch(base + route, {
      method,
      headers: { 'X-Sandbox-Session': session, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
  const login = async (base: string) => {
    const r = await call(base, 'POST', '/api/v1/auth/login', { body: { email: DEMO.email, password: DEMO.password } })
    expect(r.status).toBe(200)
    return String(r.json.access_token)
  }

  it('share tokens, ids and data, progress, faults, bugs, login throttling, the clock, and hold/release', async () => {
    // A token from A works on B; ids go on across the two; each sees the other's writes.
    const token = await login(a)
    expect((await call(b, 'GET', '/api/v1/auth/me', { token })).status).toBe(200)
    const first = await call(a, 'POST', '/api/v1/todos', { token, body: { title: 'Written on A' } })
    const second = await call(b, 'POST', '/api/v1/todos', { token, body: { title: 'Written on B' } })
    expect([first.status, second.status]).toEqual([201, 201])
    expect(Number(second.json.id)).toBe(Number(first.json.id) + 1)
    const listed = JSON.stringify((await call(a, 'GET', '/api/v1/todos?size=100', { token })).json)
    expect(listed).toContain('Written on A')
    expect(listed).toContain('Written on B')

    // The account's learning-path progress is one record: a task ticked through A is ticked on B.
    await call(a, 'POST', '/api/v1/progress/events', { token, body: { events: [{ type: 'challenge.solved', slug: 'alerts', automated: true }] } })
    expect(Object.keys((await call(b, 'GET', '/api/v1/progress', { token })).json.tasks as object)).toContain('automate-alerts')

    // A fault set on A answers on B; removed on B, A answers normally again.
    expect((await call(a, 'POST', '/__sandbox/faults', { body: { endpoint: 'GET /todos', fault: { status: 503, body: { detail: 'Down on purpose' } } } })).status).toBe(200)
    const faulted = await call(b, 'GET', '/api/v1/todos', { token })
    expect(faulted).toEqual({ status: 503, json: { detail: 'Down on purpose' } })
    expect((await call(b, 'DELETE', '/__sandbox/faults?endpoint=GET%20/todos')).status).toBe(200)
    expect((await call(a, 'GET', '/api/v1/todos', { token })).status).toBe(200)

    // A bug switched on through B is active on A.
    const catalogue = (await call(a, 'GET', '/__sandbox/bugs')).json.bugs as Array<{ id: string }>
    const bug = catalogue[0]!.id
    expect((await call(b, 'POST', '/__sandbox/bugs', { body: { enable: [bug] } })).status).toBe(200)
    expect(JSON.stringify((await call(a, 'GET', '/__sandbox/bugs')).json.active)).toContain(bug)
    await call(a, 'DELETE', '/__sandbox/bugs')

    // A request held on A goes on when B releases it.
    expect((await call(b, 'POST', '/__sandbox/faults', { body: { endpoint: 'GET /todos', fault: { hold: true } } })).status).toBe(200)
    let answered = false
    const held = call(a, 'GET', '/api/v1/todos', { token }).then((r) => {
      answered = true
      return r
    })
    await new Promise((r) => setTimeout(r, 500))
    expect(answered).toBe(false)
    // Both processes count it: GET /__sandbox/held on B, where it is not, says 1 held and 1 waiting.
    await vi.waitFor(async () => expect((await call(b, 'GET', '/__sandbox/held?endpoint=GET%20/todos')).json).toMatchObject({ held: 1, pending: 1 }), { timeout: 5000 })
    expect((await call(a, 'GET', '/__sandbox/held')).json).toEqual({ held: { 'GET /todos': 1 }, pending: { 'GET /todos': 1 } })
    expect((await call(b, 'POST', '/__sandbox/release', { body: { endpoint: 'GET /todos' } })).json).toEqual({ endpoint: 'GET /todos', released: 1 })
    expect((await held).status).toBe(200)
    await vi.waitFor(async () => expect((await call(b, 'GET', '/__sandbox/held')).json).toEqual({ held: {}, pending: {} }), { timeout: 5000 })
    await call(a, 'DELETE', '/__sandbox/faults')

    // Login throttling counts the failures of both: five wrong passwords, alternately on A and B, lock the e-mail on both.
    for (let i = 0; i < 5; i++) {
      const wrong = await call(i % 2 ? b : a, 'POST', '/api/v1/auth/login', { body: { email: 'admin@example.com', password: 'Wrong1234!' } })
      expect(wrong.status).toBe(401)
    }
    for (const base of [a, b]) expect((await call(base, 'POST', '/api/v1/auth/login', { body: { email: 'admin@example.com', password: 'Admin1234!' } })).status).toBe(429)

    // The sandbox clock moved on A is the clock of B (last: the hour expires the access token).
    const before = Number((await call(b, 'POST', '/__sandbox/advance-clock', { body: { ms: 0 } })).json.now)
    await call(a, 'POST', '/__sandbox/advance-clock', { body: { ms: 3_600_000 } })
    const after = Number((await call(b, 'POST', '/__sandbox/advance-clock', { body: { ms: 0 } })).json.now)
    expect(after - before).toBeGreaterThanOrEqual(3_600_000)
    expect(after - before).toBeLessThan(3_600_000 + 60_000)
  }, 60_000)

  it('WORKERS=2 without PostgreSQL refuses to start and says why', async () => {
    const server = path.join(outDir, 'server.js')
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qa-workers-'))
    try {
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [server], { cwd: root, env: { ...process.env, WORKERS: '2', DATABASE_URL: '', SANDBOX_STORAGE: '', DATA_DIR: dataDir, PORT: '0' } })
        let output = ''
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('exit', (code) => resolve({ code, output }))
      })
      expect(result.code).toBe(1)
      expect(result.output).toContain('WORKERS=2 needs a PostgreSQL server (DATABASE_URL=postgres://…): PGlite is the database of one process')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
