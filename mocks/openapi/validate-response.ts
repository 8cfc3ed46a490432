/**
 * Checks a sandbox answer against the OpenAPI document: the status must be documented for the
 * route's operation (exactly, or as its `5XX` range) and a JSON body must match that
 * response's schema. Used by the handler tests (mocks/test-helpers.ts) for every response they
 * see, so the document cannot say something the handlers do not do. Node/vitest only.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020'
import { matchRoute, routes } from '../handlers/index'
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from './document'

let document: OpenApiDocument | undefined
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
const compiled = new Map<string, ValidateFunction>()

function openApi(): OpenApiDocument {
  if (!document) {
    document = buildOpenApiDocument(routes)
    ajv.addSchema({ $id: 'openapi.json', components: document.components })
  }
  return document
}

/** Rewrites `#/components/…` refs to the registered document so a fragment compiles on its own. */
function absolute(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolute)
  if (typeof schema !== 'object' || schema === null) return schema
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : absolute(v)]),
  )
}

export interface ObservedResponse {
  method: string
  url: string
  status: number
  contentType: string | null
  /** The body text ('' when none). */
  text: string
}

/** The problems of one response (empty when it matches the document). */
export function responseProblems(observed: ObservedResponse): string[] {
  const doc = openApi()
  const label = `${observed.method} ${new URL(observed.url).pathname} → ${observed.status}`
  let route: ReturnType<typeof matchRoute>
  try {
    route = matchRoute(new Request(observed.url, { method: observed.method }))
  } catch {
    return [] // a malformed percent-escape: answered by the 404 guard, not an operation
  }
  if (!route) return [] // the catch-all 404/405 of unknown paths: not an operation
  const path = openApiPath(route.path)
  const operation = doc.paths[path]?.[route.method.toLowerCase()]
  if (!operation) return [`${label}: ${route.key} is not in the document`]
  const status = String(observed.status)
  const range = `${status[0]}XX`
  const key = status in operation.responses ? status : range in operation.responses ? range : undefined
  if (!key) return [`${label}: status ${status} is not documented for ${route.method} ${path} (documented: ${Object.keys(operation.responses).join(', ')})`]
  const response = operation.responses[key]!
  const content = ('$ref' in response ? doc.components.responses[response.$ref.split('/').pop()!] : response)?.content
  if (observed.text === '') return content ? [`${label}: empty body, the document promises ${Object.keys(content).join(', ')}`] : []
  const mediaType = (observed.contentType ?? '').split(';')[0]!.trim().toLowerCase()
  const media = content?.[mediaType]
  if (!media) return [`${label}: content type ${mediaType || '(none)'} is not documented (documented: ${Object.keys(content ?? {}).join(', ') || 'no body'})`]
  if (mediaType !== 'application/json') return []
  const cacheKey = `${route.key} ${key}`
  let validate = compiled.get(cacheKey)
  if (!validate) {
    validate = ajv.compile(absolute(media.schema) as object)
    compiled.set(cacheKey, validate)
  }
  let body: unknown
  try {
    body = JSON.parse(observed.text)
  } catch {
    return [`${label}: the body is not JSON`]
  }
  if (validate(body)) return []
  return [`${label}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}\n  body: ${observed.text.slice(0, 300)}`]
}
