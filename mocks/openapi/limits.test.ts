/**
 * Boundary-value tests derived from the OpenAPI document alone, as a learner would write them:
 * every documented query parameter limit (minimum, maximum, maxLength, enum, boolean) and every
 * documented body string maxLength is one past the limit a 422 at that very field, and (query
 * parameters) exactly at the limit not a 422. So the document's limits are the handlers' limits.
 */
import { describe, expect, it } from 'vitest'
import { routes } from '../handlers/index'
import { BASE, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { buildOpenApiDocument } from './document'

const document = buildOpenApiDocument(routes)

type Schema = Record<string, unknown>
interface Param {
  name: string
  in: string
  required: boolean
  schema: Schema
}

const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
)

/** A valid value of a parameter (for the required ones while another is tested). */
function validValue(param: Param): string {
  const s = param.schema
  if (s.format === 'date') return '2026-11-24'
  if (s.type === 'integer') return String(s.default ?? s.minimum ?? 1)
  if (s.type === 'boolean') return 'true'
  if (Array.isArray(s.enum)) return String(s.default ?? s.enum[0])
  return 'a'.repeat(Number(s.minLength ?? 1))
}

/** [label, value, whether the value is out of bounds] for each documented limit of a parameter. */
function boundaryValues(param: Param): Array<[string, string, boolean]> {
  const s = param.schema
  const out: Array<[string, string, boolean]> = []
  if (typeof s.maximum === 'number') out.push([`maximum ${s.maximum}`, String(s.maximum), false], [`maximum ${s.maximum} + 1`, String(s.maximum + 1), true])
  if (typeof s.minimum === 'number') out.push([`minimum ${s.minimum}`, String(s.minimum), false], [`minimum ${s.minimum} - 1`, String(s.minimum - 1), true])
  if (typeof s.maxLength === 'number') out.push([`maxLength ${s.maxLength}`, 'a'.repeat(s.maxLength), false], [`maxLength ${s.maxLength} + 1`, 'a'.repeat(s.maxLength + 1), true])
  if (Array.isArray(s.enum)) out.push(...s.enum.map((v): [string, string, boolean] => [`enum ${String(v)}`, String(v), false]), ['not in the enum', 'not-a-value', true])
  if (s.type === 'boolean') out.push(['false', 'false', false], ['not a boolean', 'maybe', true])
  if (s.format === 'date') out.push(['a date', '2026-11-24', false], ['not a date', '2026-02-30', true])
  return out
}

const concrete = (path: string) => path.replace(/\{\w+\}/g, '1')
const locOf = (body: unknown) => ((body as { detail?: Array<{ loc: unknown[] }> } | null)?.detail ?? []).map((d) => JSON.stringify(d.loc))

describe('the documented limits are the enforced ones', () => {
  useSandboxServer()

  const withQuery = operations.filter(({ op }) => (op.parameters ?? []).some((p) => p.in === 'query'))
  it.each(withQuery.map((o) => [`${o.method} ${o.path}`, o] as const))('query parameters of %s', async (_, { method, path, op }) => {
    const { access_token } = await login(DEMO)
    const params = (op.parameters ?? []) as unknown as Param[]
    const query = params.filter((p) => p.in === 'query')
    // GET /calendar/events: a range of at most 400 days, so end_date follows start_date.
    const base = Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, validValue(p)]))
    for (const param of query) {
      for (const [label, value, outOfBounds] of boundaryValues(param)) {
        const search = new URLSearchParams({ ...base, [param.name]: value })
        // fetch, not call(): GET /todos/export answers CSV.
        const answer = await fetch(`${BASE}${concrete(path)}?${search}`, { method, headers: { Authorization: `Bearer ${access_token}` } })
        const res = { status: answer.status, body: answer.status === 422 ? ((await answer.json()) as unknown) : (await answer.text(), null) }
        const at = JSON.stringify(['query', param.name])
        if (outOfBounds) expect(locOf(res.body), `${method} ${path} ${param.name}: ${label}`).toContain(at)
        else expect(res.status === 422 ? locOf(res.body) : [], `${method} ${path} ${param.name}: ${label}`).not.toContain(at)
      }
    }
  })

  type Media = { schema: Schema; example?: Record<string, unknown> }
  /** The body's string fields with a maxLength (nullable ones included). */
  const boundedStrings = (media: Media) =>
    Object.entries((media.schema.properties ?? {}) as Record<string, Schema>).flatMap(([field, raw]) => {
      const schema = (Array.isArray(raw.anyOf) ? (raw.anyOf as Schema[]).find((v) => v.type === 'string') : raw) ?? raw
      return schema.type === 'string' && typeof schema.maxLength === 'number' ? [{ field, maxLength: schema.maxLength }] : []
    })
  const withBody = operations.flatMap(({ method, path, op }) => {
    const media = (op.requestBody as { content?: Record<string, Media> } | undefined)?.content?.['application/json']
    return media?.example !== undefined && boundedStrings(media).length > 0 ? [{ method, path, media }] : []
  })
  it.each(withBody.map((o) => [`${o.method} ${o.path}`, o] as const))('body string lengths of %s', async (_, { method, path, media }) => {
    const { access_token } = await login(DEMO)
    for (const { field, maxLength } of boundedStrings(media)) {
      const res = await call(method, concrete(path), { token: access_token, body: { ...media.example, [field]: 'a'.repeat(maxLength + 1) } })
      expect(res.status, `${method} ${path} ${field}: maxLength ${maxLength} + 1`).toBe(422)
      expect(locOf(res.body)).toContain(JSON.stringify(['body', field]))
    }
  })
})
