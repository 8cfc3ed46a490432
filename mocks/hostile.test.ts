/**
 * The bad-input corpus as a property test: hostile bodies, paths, headers and methods over
 * every registered endpoint of the practice HTTP server (in-process, random port). Whatever
 * arrives, the answer is never a 5xx, comes within a bounded time, and a normal login still
 * works afterwards.
 */
import fc from 'fast-check'
import type net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './server'

/** The longest an answer may take, however hostile the request. */
const ANSWER_WITHIN_MS = 3000
const DEMO = { email: 'demo@example.com', password: 'Demo1234!' }
const FUZZER = { email: 'fuzzer@example.com', password: 'Fuzzer123!' }

let api: ApiServer
let origin: string
let endpoints: string[]
let validToken: string

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${origin}/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

beforeAll(async () => {
  api = await startApiServer(0, '127.0.0.1', { bodyTimeoutMs: 1000 })
  origin = `http://127.0.0.1:${(api.server.address() as net.AddressInfo).port}`
  endpoints = api.sandbox.endpoints()
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

const FIELDS = [
  'email', 'password', 'username', 'full_name', 'name', 'subject', 'message', 'bio', 'location', 'website', 'avatar_url',
  'token', 'refreshToken', 'refresh_token', 'oldPassword', 'newPassword', 'user_id', 'terms_accepted', 'privacy_accepted',
  '__proto__', 'constructor',
]
const NASTY_CHARS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u200b', '\u200d', '\u2060', '\ufeff', '\u202e', '\u2066', '\ud800', '"', '\\', '@', '.', '%', 'é', '한', '😀', ' ']

const nastyChar = fc.constantFrom(...NASTY_CHARS)
/** A long string: one character repeated up to a few hundred KB (bodies stay within, and cross, 1 MB). */
const hugeString = fc.tuple(fc.integer({ min: 1_000, max: 400_000 }), fc.oneof(nastyChar, fc.constantFrom('a', 'a@', '.@'))).map(([n, c]) => c.repeat(n))
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(nastyChar, { maxLength: 40 }).map((cs) => cs.join('')),
  fc.constantFrom('demo@example.com\u200b', 'a@' + '.'.repeat(24000) + '@', 'DEMO@EXAMPLE.COM', 'javascript:alert(1)', '<script>alert(1)</script>', "' OR 1=1 --"),
  hugeString,
)
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
)
const fieldObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), value, { maxKeys: 8 })

/** A body as sent (a string), or undefined for none. */
const body: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 5, arbitrary: fieldObject.map((o) => JSON.stringify(o)) },
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(), // mostly malformed JSON
  fc.constantFrom('{', '{"email":', '[]', 'null', '""', 'true', '{"a":1}{"b":2}', '\u0000', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--x--'),
  hugeString.map((s) => JSON.stringify({ message: s, email: s, password: s })),
  fc.constant(undefined),
)

const contentType = fc.option(
  fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'garbage/\u00e9', '*/*'),
  { nil: undefined },
)

const authorization = fc.option(
  fc.oneof(
    fc.constant('VALID'),
    fc.constantFrom('Bearer', 'Bearer ', 'Bearer garbage', 'Bearer a.b.c', 'Basic ZGVtbzpkZW1v', 'bearer  x  '),
    fc.string({ unit: 'grapheme-ascii', maxLength: 50 }).map((s) => `Bearer ${s}`),
  ),
  { nil: undefined },
)

const pathParam = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom('1', '2', '0', '-1', '1e3', '9007199254740993', 'me', '..', '%00', '%E0%A4%A', ' 1'),
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s)),
)

/** Paths of the registered endpoints (params filled with hostile values) plus random ones. */
const path = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.nat(), pathParam).map(([i, param]) => endpoints[i % endpoints.length]!.split(' ')[1]!.replace(/:[a-z]+/gi, param)).map((p) => `/api/v1${p}`) },
  fc.array(fc.string({ maxLength: 12 }).map(encodeURIComponent), { maxLength: 4 }).map((segs) => `/api/v1/${segs.join('/')}`),
  fc.constantFrom('/api/v1', '/api/v1/', '/api/v1/auth/login/', '/api/v1//auth//login', '/api/v1/auth/login?x=1&x=2', '/API/V1/AUTH/LOGIN', '/', '/__sandbox/endpoints'),
)

const method = fc.oneof(
  { weight: 3, arbitrary: fc.constant('ENDPOINT') },
  fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
)

const extraHeaders = fc.dictionary(
  fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/).filter((h) => !['content-length', 'transfer-encoding', 'host', 'connection', 'expect', 'upgrade', 'te', 'keep-alive'].includes(h)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  { maxKeys: 3 },
)

const hostileRequest = fc.record({ path, method, body, contentType, authorization, extraHeaders })

describe('the practice API under hostile input', () => {
  it('never answers 5xx, always answers in time, and a normal login still works', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (r) => {
        let m: string = r.method
        if (m === 'ENDPOINT') {
          const match = endpoints.find((e) => r.path.startsWith(`/api/v1${e.split(' ')[1]!.replace(/\/:.*$/, '')}`))
          m = match?.split(' ')[0] ?? 'POST'
        }
        const headers = new Headers()
        for (const [name, v] of Object.entries(r.extraHeaders)) {
          try {
            headers.set(name, v)
          } catch {
            // A value fetch itself refuses to send.
          }
        }
        try {
          if (r.contentType) headers.set('Content-Type', r.contentType)
          if (r.authorization) headers.set('Authorization', r.authorization === 'VALID' ? `Bearer ${validToken}` : r.authorization)
        } catch {
          // Idem.
        }
        const started = Date.now()
        const res = await fetch(`${origin}${r.path}`, {
          method: m,
          headers,
          body: m === 'GET' || m === 'HEAD' ? undefined : r.body,
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 2000),
        })
        await res.arrayBuffer()
        const took = Date.now() - started
        if (res.status >= 500) throw new Error(`${m} ${r.path} answered ${res.status}`)
        if (took > ANSWER_WITHIN_MS) throw new Error(`${m} ${r.path} took ${took} ms`)
      }),
      { numRuns: 250, interruptAfterTimeLimit: 18_000, markInterruptAsFailure: false },
    )
    const login = await post('/auth/login', DEMO)
    expect(login.status).toBe(200)
    expect(await login.json()).toMatchObject({ token_type: 'bearer', user_id: 1 })
  }, 40_000)
})
