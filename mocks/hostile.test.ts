/**
 * The bad-input corpus as a property test over the practice HTTP server (in-process, random
 * port): hostile bodies, paths, headers and methods over every registered endpoint. Whatever
 * arrives, the answer is never a 5xx, comes within a bounded time, and a normal login still
 * works afterwards. The same corpus runs against the in-process handlers in handlers/hostile.test.ts.
 */
import fc from 'fast-check'
import type net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './server'
import { hostileRequest, toFetch } from './test-hostile'

/** The longest an answer may take, however hostile the request. */
const ANSWER_WITHIN_MS = 3000
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' }
const FUZZER = { email: 'fuzzer@example.com', password: 'Fuzzer123!' }

let api: ApiServer
let origin: string
let endpoints: string[]
/** Endpoints whose slowness is the exercise (the waiting challenges). */
const DELIBERATELY_SLOW = /^GET \/challenges\/waiting\//
let validToken: string

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${origin}/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

beforeAll(async () => {
  api = await startApiServer(0, '127.0.0.1', { bodyTimeoutMs: 1000 })
  origin = `http://127.0.0.1:${(api.server.address() as net.AddressInfo).port}`
  // The waiting challenges answer late on purpose (their ?delay= is the learner's knob): not probed for speed.
  endpoints = api.sandbox.endpoints().filter((e) => !DELIBERATELY_SLOW.test(e))
  // A throwaway account for the "valid token" cases, so the fuzzer never signs in as the demo user.
  const registered = await post('/auth/register', {
    email: FUZZER.email,
    username: 'fuzzer',
    password: FUZZER.password,
    full_name: 'Fuzz Tester',
    terms_accepted: true,
    privacy_accepted: true,
  })
  expect(registered.status).toBe(201)
  validToken = ((await (await post('/auth/login', FUZZER)).json()) as { access_token: string }).access_token
})
afterAll(() => api.close())

describe('the practice HTTP server under hostile input', () => {
  it('never answers 5xx, always answers in time, and a normal login still works', async () => {
    expect(endpoints.length).toBeGreaterThan(10)
    await fc.assert(
      fc.asyncProperty(hostileRequest(endpoints), async (r) => {
        const { method, init } = toFetch(r, endpoints, validToken)
        const started = Date.now()
        const res = await fetch(`${origin}${r.path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 2000) })
        await res.arrayBuffer()
        const took = Date.now() - started
        if (res.status >= 500) throw new Error(`${method} ${r.path} answered ${res.status}`)
        if (took > ANSWER_WITHIN_MS) throw new Error(`${method} ${r.path} took ${took} ms`)
      }),
      { numRuns: 600, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: false },
    )
    const login = await post('/auth/login', DEMO)
    expect(login.status).toBe(200)
    expect(await login.json()).toMatchObject({ token_type: 'bearer', user_id: 1 })
  }, 40_000)
})
