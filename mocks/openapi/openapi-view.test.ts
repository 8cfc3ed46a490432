import { describe, expect, it } from 'vitest'
import { routes } from '../handlers/index'
import { buildOpenApiDocument } from './document'
import { FIELD_LIMITS } from '@machines/shared/contracts'
import { docsView, filterGroups, InvalidDocumentError } from '@machines/api-docs/openapi-view'

// The /api-docs page's view (machines/api-docs) of the generated document: it must read what the sandbox serves.
const view = docsView(JSON.parse(JSON.stringify(buildOpenApiDocument(routes))))
const op = (id: string) => view.groups.flatMap((g) => g.operations).find((o) => o.id === id)!

describe('docsView', () => {
  it('groups every operation by tag, in the document\'s tag order', () => {
    expect(view.groups.map((g) => g.name).slice(0, 3)).toEqual(['auth', 'account', 'users'])
    expect(view.operationCount).toBe(routes.length)
    expect(view.title).toBe('QA Playground API')
  })

  it('reads auth, body fields with their limits, the body cap and examples', () => {
    const login = op('POST /auth/login')
    expect(login.auth).toBe('none')
    expect(login.bodyType).toBe('application/json')
    expect(login.bodyFields.find((f) => f.name === 'email')).toMatchObject({ required: true, type: 'string', constraints: expect.arrayContaining([`maxLength ${FIELD_LIMITS.email}`]) })
    expect(login.maxBodyBytes).toBe(1_048_576)
    expect(login.requestExample).toContain('demo@example.com')
    expect(op('GET /auth/me').auth).toBe('bearer')
    expect(op('POST /contact').auth).toBe('optional')
  })

  it('reads parameters and responses, resolving $refs', () => {
    const list = op('GET /todos')
    expect(list.parameters.find((p) => p.name === 'limit')).toMatchObject({ location: 'query', type: 'integer', constraints: expect.arrayContaining(['minimum 1', 'maximum 100', 'default 10']) })
    const one = op('GET /todos/{id}')
    expect(one.parameters[0]).toMatchObject({ name: 'id', location: 'path', required: true })
    expect(one.responses.find((r) => r.status === '200')).toMatchObject({ schema: 'Todo' })
    expect(one.responses.find((r) => r.status === '422')).toMatchObject({ schema: 'HTTPValidationError' })
    expect(one.responses.find((r) => r.status === '401')!.description).toContain('Not authenticated')
  })

  it('refuses anything that is not an OpenAPI 3 document', () => {
    for (const bad of [null, 'x', [], { swagger: '2.0', paths: {} }, { openapi: '3.1.0' }]) expect(() => docsView(bad)).toThrow(InvalidDocumentError)
  })
})

describe('filterGroups', () => {
  it('keeps the operations matching every word, drops empty groups', () => {
    const found = filterGroups(view.groups, '  LOGIN post ')
    expect(found.flatMap((g) => g.operations.map((o) => o.id))).toEqual(['POST /auth/login'])
    expect(filterGroups(view.groups, '')).toHaveLength(view.groups.length)
    expect(filterGroups(view.groups, 'no such thing')).toEqual([])
  })

  it('matches the summary in the reader\'s language too, when the page shows it translated', () => {
    const korean = (text: string) => (text === 'Sign in' ? '로그인' : text)
    const ids = (groups: ReturnType<typeof filterGroups>) => groups.flatMap((g) => g.operations.map((o) => o.id))
    expect(ids(filterGroups(view.groups, '로그인 POST', korean))).toEqual(['POST /auth/login'])
    expect(ids(filterGroups(view.groups, 'sign in', korean))).toContain('POST /auth/login')
    expect(filterGroups(view.groups, '로그인')).toEqual([])
  })
})
