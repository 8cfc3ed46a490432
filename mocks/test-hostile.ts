/**
 * fast-check arbitraries for the bad-input corpus (hostile bodies, paths, headers, methods),
 * shared by the property tests over the HTTP server (hostile.test.ts) and over the in-process
 * handlers (handlers/hostile.test.ts). Test-only: never loaded by the app.
 */
import fc from 'fast-check'

export const FIELDS = [
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

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

const extraHeaders = fc.dictionary(
  fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/).filter((h) => !['content-length', 'transfer-encoding', 'host', 'connection', 'expect', 'upgrade', 'te', 'keep-alive'].includes(h)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  { maxKeys: 3 },
)

/** Every arbitrary of a hostile request, over the given endpoint keys ('METHOD /path'). */
export function hostileRequest(endpoints: readonly string[], options: { methods?: readonly string[]; foreignPaths?: boolean } = {}) {
  const endpointPath = fc
    .tuple(fc.nat(), pathParam)
    .map(([i, param]) => `/api/v1${endpoints[i % endpoints.length]!.split(' ')[1]!.replace(/:[a-z]+/gi, param)}`)
  const fixedPaths = ['/api/v1/', '/api/v1/auth/login/', '/api/v1//auth//login', '/api/v1/auth/login?x=1&x=2', '/api/v1/users/%E0%A4%A']
  const path = fc.oneof(
    { weight: 4, arbitrary: endpointPath },
    fc.array(fc.string({ maxLength: 12 }).map(encodeURIComponent), { maxLength: 4 }).map((segs) => `/api/v1/${segs.join('/')}`),
    fc.constantFrom(...fixedPaths, ...(options.foreignPaths === false ? [] : ['/api/v1', '/API/V1/AUTH/LOGIN', '/', '/__sandbox/endpoints'])),
  )
  const method = fc.oneof({ weight: 3, arbitrary: fc.constant('ENDPOINT') }, fc.constantFrom(...(options.methods ?? METHODS)))
  return fc.record({ path, method, body, contentType, authorization, extraHeaders })
}

export type HostileRequest = ReturnType<typeof hostileRequest> extends fc.Arbitrary<infer T> ? T : never

/** The fetch() arguments of a hostile request; 'ENDPOINT' becomes the method of the endpoint the path belongs to. */
export function toFetch(r: HostileRequest, endpoints: readonly string[], validToken: string): { method: string; init: RequestInit } {
  let method: string = r.method
  if (method === 'ENDPOINT') {
    const match = endpoints.find((e) => r.path.startsWith(`/api/v1${e.split(' ')[1]!.replace(/\/:.*$/, '')}`))
    method = match?.split(' ')[0] ?? 'POST'
  }
  const headers = new Headers()
  const set = (name: string, value: string) => {
    try {
      headers.set(name, value)
    } catch {
      // A value fetch itself refuses to send.
    }
  }
  for (const [name, value] of Object.entries(r.extraHeaders)) set(name, value)
  if (r.contentType) set('Content-Type', r.contentType)
  if (r.authorization) set('Authorization', r.authorization === 'VALID' ? `Bearer ${validToken}` : r.authorization)
  return { method, init: { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : r.body } }
}


