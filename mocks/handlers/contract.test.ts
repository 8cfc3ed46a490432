/**
 * The contract rules every operation follows, derived from the OpenAPI document and checked on the
 * in-process handlers (the code the browser sandbox runs; every answer is also checked against the
 * document by useSandboxServer): 415 for a JSON endpoint sent another type, one rule for unknown
 * fields (422 extra_forbidden at any depth, `additionalProperties: false`), FastAPI's validation order
 * (401 before 422, 422 before 404), HEAD and OPTIONS, and the document naming X-Sandbox-Session
 * and its errors.
 */
import { describe, expect, it } from 'vitest'
import { routes } from './index'
import { buildOpenApiDocument } from '../openapi/document'
import { BASE, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from './http'

useSandboxServer()

const document = buildOpenApiDocument(routes)
type Media = { schema: Record<string, unknown>; example?: Record<string, unknown> }
const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })))
const jsonBodies = operations.flatMap((o) => {
  const media = (o.op.requestBody as { content?: Record<string, Media> } | undefined)?.content?.['application/json']
  return media ? [{ ...o, media }] : []
})
/** A path with every id a record that does not exist. */
const missing = (path: string) => path.replace(/\{\w+\}/g, '999999')

describe('JSON endpoints take JSON only', () => {
  it.each(jsonBodies.map((o) => [`${o.method} ${o.path}`, o] as const))('%s answers 415 to text/plain', async (_, { method, path }) => {
    const res = await call(method, missing(path), { raw: '{}', headers: { 'Content-Type': 'text/plain' } })
    expect(res).toMatchObject({ status: 415, body: { detail: UNSUPPORTED_MEDIA_TYPE_MESSAGE } })
  })

  it('keeps an empty body a 422 "Field required", and JSON with a charset fine', async () => {
    const res = await fetch(`${BASE}/auth/login`, { method: 'POST' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ detail: [{ loc: ['body'], msg: 'Field required', type: 'missing' }] })
    const ok = await call('POST', '/auth/login', { body: { email: DEMO.email, password: DEMO.password }, headers: { 'Content-Type': 'application/json; charset=UTF-8' } })
    expect(ok.status).toBe(200)
  })
})

describe('one rule for unknown fields, before the endpoint\'s own answers', () => {
  it.each(jsonBodies.map((o) => [`${o.method} ${o.path}`, o] as const))('%s: 422 extra_forbidden (on a missing id too)', async (_, { method, path, media }) => {
    const { access_token } = await login(DEMO)
    const res = await call(method, missing(path), { token: access_token, body: { ...media.example, unexpected_field: 1 } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toContainEqual({ loc: ['body', 'unexpected_field'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' })
  })

  it('refuses unknown fields in nested objects too', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('PATCH', '/todos/bulk', { token: access_token, body: { ids: [1], data: { status: 'DONE', colour: 'red' } } })
    expect(res.status).toBe(422)
    expect(res.body.detail).toContainEqual({ loc: ['body', 'data', 'colour'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' })
  })

  it('PATCH /todos/{id} no longer ignores an unknown field, like PATCH /auth/profile', async () => {
    const { access_token } = await login(DEMO)
    const todo = await call('PATCH', '/todos/1', { token: access_token, body: { title: 'Renamed', owner_id: 2 } })
    const profile = await call('PATCH', '/auth/profile', { token: access_token, body: { full_name: 'Renamed', owner_id: 2 } })
    for (const res of [todo, profile]) expect(res).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'owner_id'], type: 'extra_forbidden' }] } })
  })

  it('answers 422 for a bad body before 404 for a missing id, 401 before both, and merges path and body issues', async () => {
    const { access_token } = await login(DEMO)
    expect((await call('PATCH', '/todos/999999', { token: access_token, body: { title: '' } })).status).toBe(422)
    expect((await call('PATCH', '/todos/999999', { token: access_token, body: { title: 'Fine' } })).status).toBe(404)
    expect((await call('PATCH', '/todos/999999', { body: { title: '' } })).status).toBe(401)
    expect((await call('POST', '/comments', { token: access_token, body: { post_id: 999999, content: '' } })).status).toBe(422)
    const both = await call('PATCH', '/todos/abc', { token: access_token, body: { title: '' } })
    expect(both.status).toBe(422)
    expect(both.body.detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([['path', 'id'], ['body', 'title']])
  })
})

describe('HEAD and OPTIONS', () => {
  it('HEAD on a GET route is the GET without its body; OPTIONS lists the methods', async () => {
    const { access_token } = await login(DEMO)
    const head = await fetch(`${BASE}/auth/me`, { method: 'HEAD', headers: { Authorization: `Bearer ${access_token}` } })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(head.headers.get('Content-Type')).toContain('application/json')
    expect((await fetch(`${BASE}/auth/me`, { method: 'HEAD' })).status).toBe(401)
    expect((await fetch(`${BASE}/auth/login`, { method: 'HEAD' })).status).toBe(405)
    expect((await fetch(`${BASE}/nope`, { method: 'HEAD' })).status).toBe(404)
    const options = await fetch(`${BASE}/posts/1`, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('Allow')).toBe('GET, PUT, DELETE, HEAD, OPTIONS')
    expect((await fetch(`${BASE}/nope`, { method: 'OPTIONS' })).status).toBe(404)
  })
})

describe('the document names the practice server\'s header and errors', () => {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` })

  it('X-Sandbox-Session is a parameter of every operation, with its 400', () => {
    expect(document.components.parameters.SandboxSession).toMatchObject({ name: 'X-Sandbox-Session', in: 'header', required: false, schema: { pattern: '^[A-Za-z0-9_-]{1,64}$' } })
    for (const { method, path, op } of operations) {
      expect(op.parameters, `${method} ${path}`).toContainEqual({ $ref: '#/components/parameters/SandboxSession' })
      expect(op.responses['400'], `${method} ${path}`).toBeDefined()
    }
  })

  it('every body operation documents 408 and 413, every JSON one 415, record-creating POSTs 429', () => {
    for (const { method, path, op } of operations) {
      if (method === 'GET') continue
      expect(op.responses['408'], `${method} ${path}`).toEqual(ref('RequestTimeout'))
      expect(op.responses['413'], `${method} ${path}`).toBeDefined()
    }
    for (const { method, path, op } of jsonBodies) expect(op.responses['415'], `${method} ${path}`).toEqual(ref('UnsupportedMediaType'))
    expect(document.paths['/todos']!.post!.responses['429']).toEqual(ref('TooManyRecords'))
    expect(document.paths['/todos/bulk-delete']!.post!.responses['429']).toBeUndefined()
    expect(document.paths['/todos/{id}']!.delete!.responses['429']).toBeUndefined()
    expect(document.paths['/auth/login']!.post!.responses['429']).toMatchObject({ headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } })
  })

  it('states additionalProperties: false on every object of every body (a map states its values\' schema)', () => {
    const objects = (schema: unknown, at: string): Array<[string, Record<string, unknown>]> => {
      if (typeof schema !== 'object' || schema === null) return []
      const s = schema as Record<string, unknown>
      const own: Array<[string, Record<string, unknown>]> = s.type === 'object' ? [[at, s]] : []
      return [...own, ...Object.entries(s).flatMap(([k, v]) => (Array.isArray(v) ? v.flatMap((x, i) => objects(x, `${at}.${k}[${i}]`)) : objects(v, `${at}.${k}`)))]
    }
    const all = jsonBodies.flatMap(({ method, path, media }) => objects(media.schema, `${method} ${path}`))
    expect(all.length).toBeGreaterThan(jsonBodies.length)
    for (const [at, schema] of all) {
      const extra = schema.additionalProperties
      if (extra !== false) expect(typeof extra === 'object' && extra !== null && Object.keys(extra).length > 0, `${at}: ${JSON.stringify(extra)}`).toBe(true)
    }
    expect(all.filter(([, schema]) => schema.additionalProperties === false).length).toBeGreaterThan(jsonBodies.length)
  })
})
