import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS, REQUEST_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '@machines/shared/contracts'
import { LOCAL_DATE_TIME_INPUT_PATTERN, TODO_LIMITS } from '@machines/shared/contracts-everyday'
import { FORBIDDEN_IDENTIFIER_CHARACTERS } from '@machines/shared/validation'
import { routes } from '../handlers/index'
import { BASE, call, DEMO, useSandboxServer } from '../test-helpers'
import { buildOpenApiDocument, docKey, openApiPath, type OpenApiDocument } from './document'
import { OPERATION_DOCS } from './operations'

const document = buildOpenApiDocument(routes)
type Schema = { properties?: Record<string, Record<string, unknown>>; required?: string[] }
const bodySchema = (doc: OpenApiDocument, path: string, method: string) =>
  (doc.paths[path]![method]!.requestBody as { content: Record<string, { schema: Schema }> }).content['application/json']!.schema

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(document) as never)
    expect(api).toMatchObject({ openapi: '3.1.0' })
  })

  it('documents every registered route, and nothing else', () => {
    const registered = routes.map(docKey).sort()
    expect(Object.keys(OPERATION_DOCS).sort()).toEqual(registered)
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    expect(documented.sort()).toEqual(registered)
  })

  it('takes request bodies from the routes\' zod schemas, with the limits the handlers enforce', () => {
    const register = bodySchema(document, '/auth/register', 'post')
    expect(register.required).toEqual(expect.arrayContaining(['email', 'username', 'password', 'full_name']))
    expect(register.properties!.email).toMatchObject({ maxLength: FIELD_LIMITS.email, pattern: expect.any(String) })
    expect(register.properties!.username).toMatchObject({ maxLength: FIELD_LIMITS.username, not: { pattern: FORBIDDEN_IDENTIFIER_CHARACTERS.source } })
    expect(register.properties!.password).toMatchObject({ minLength: 8, maxLength: FIELD_LIMITS.password })
    const todo = bodySchema(document, '/todos', 'post')
    expect(todo.properties!.title).toMatchObject({ minLength: TODO_LIMITS.titleMin, maxLength: TODO_LIMITS.titleMax })
    expect(todo.required).toEqual(['title'])
    const event = bodySchema(document, '/calendar/events', 'post')
    expect(event.properties!.start_time).toMatchObject({ pattern: expect.any(String) })
    // The three accepted time forms, exactly: the pattern, the description and the examples say so.
    for (const [path, method] of [['/calendar/events', 'post'], ['/calendar/events/{id}', 'patch']] as const) {
      for (const field of ['start_time', 'end_time']) {
        const time = bodySchema(document, path, method).properties![field]!
        expect(time.pattern).toBe(LOCAL_DATE_TIME_INPUT_PATTERN.source)
        expect(time.examples).toEqual(['2026-11-28T10:00', '2026-11-28T10:00:00', '2026-11-28T10:00:00.000'])
        expect(time.description).toContain('YYYY-MM-DDTHH:mm, YYYY-MM-DDTHH:mm:ss, YYYY-MM-DDTHH:mm:ss.sss')
        const pattern = new RegExp(time.pattern as string)
        expect(['2026-11-28T10:00', '2026-11-28T10:00:00', '2026-11-28T10:00:00.000'].every((v) => pattern.test(v))).toBe(true)
        expect(['2026-11-28T10:00:00Z', '2026-11-28T10:00+09:00', '2026-11-28T10'].some((v) => pattern.test(v))).toBe(false)
      }
    }
    expect(document.paths['/auth/login']!.post!['x-max-body-bytes']).toBe(REQUEST_BODY_MAX_BYTES)
    expect(document.paths['/upload']!.post!['x-max-body-bytes']).toBe(UPLOAD_MAX_BYTES + REQUEST_BODY_MAX_BYTES)
  })

  it('marks authentication, path parameters and the FastAPI error shapes', () => {
    const me = document.paths['/auth/me']!.get!
    expect(me.security).toEqual([{ bearer: [] }])
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['200', '401', '403']))
    expect(document.paths['/auth/login']!.post!.security).toEqual([])
    expect(document.paths['/openapi.json']!.get!.security).toEqual([])
    const todo = document.paths['/todos/{id}']!.get!
    expect(todo.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true }), { $ref: '#/components/parameters/SandboxSession' }])
    expect(todo.responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' })
    expect(document.components.responses.ValidationError!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/HTTPValidationError' })
    expect(todo.responses['404']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPError' } } } })
    expect(document.components.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' } })
  })

  it('gives the demo account as the login example', () => {
    const login = document.paths['/auth/login']!.post!.requestBody as { content: Record<string, { example: unknown }> }
    expect(login.content['application/json']!.example).toEqual({ email: DEMO.email, password: DEMO.password })
  })

  it('uses OpenAPI path templates for every route', () => {
    for (const route of routes) expect(openApiPath(route.path)).not.toContain(':')
  })
})

describe('GET /api/v1/openapi.json', () => {
  useSandboxServer()

  it('serves the document without authentication, with the caller\'s server URL', async () => {
    const res = await call('GET', '/openapi.json')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ openapi: '3.1.0', servers: [{ url: BASE }] })
    expect(Object.keys(res.body.paths)).toEqual(Object.keys(document.paths))
  })
})
