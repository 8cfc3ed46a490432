/**
 * The OpenAPI 3.1 document of /api/v1, generated from the route table (mocks/handlers/index.ts:
 * methods, paths, body schemas, body size caps), the request zod schemas the handlers validate
 * with (machines/shared/contracts*.ts, through zod 4's JSON Schema output), the response zod
 * schemas (schemas.ts) and the per-route documentation (operations.ts). Nothing is hand-kept
 * YAML: a limit changed in the contracts changes the document.
 *
 * Loaded lazily (GET /api/v1/openapi.json imports it on first request), so neither the app's
 * boot chunk nor the sandbox's carries the generator.
 */
import { registry, toJSONSchema, type $ZodType, type JSONSchema } from 'zod/v4/core'
import {
  API_PREFIX,
  FIELD_LIMITS,
  FORBIDDEN_CHARACTERS_MESSAGE,
  noForbiddenCharacters,
  REQUEST_BODY_MAX_BYTES,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
} from '@machines/shared/contracts'
import { FORBIDDEN_IDENTIFIER_CHARACTERS } from '@machines/shared/validation'
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE, type Route } from '../handlers/http'
import { INVALID_SESSION_DETAIL, SESSION_COOKIE, SESSION_HEADER, SESSION_ID_PATTERN, SHARED_SESSION_ID, tooManyRecordsDetail } from '../network/contract'
import { DEFAULT_LOGIN_THROTTLE, loginThrottledDetail, refusedAtRecordsCap } from '../network/limits'
import { DEMO_ACCOUNT, OPERATION_DOCS, TAGS, type OperationDoc } from './operations'
import { RESPONSE_SCHEMAS } from './schemas'

export type OpenApiDocument = {
  openapi: string
  info: Record<string, unknown>
  servers: Array<{ url: string; description?: string }>
  tags: Array<{ name: string; description: string }>
  paths: Record<string, Record<string, OpenApiOperation>>
  components: {
    schemas: Record<string, JSONSchema.BaseSchema>
    responses: Record<string, OpenApiResponse>
    parameters: Record<string, Record<string, unknown>>
    headers: Record<string, Record<string, unknown>>
    securitySchemes: Record<string, unknown>
  }
}
export type OpenApiResponse = {
  description: string
  headers?: Record<string, { $ref: string } | Record<string, unknown>>
  content?: Record<string, { schema: JSONSchema.BaseSchema; example?: unknown }>
}
export type OpenApiOperation = {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  security: Array<Record<string, string[]>>
  parameters?: Array<Record<string, unknown>>
  requestBody?: Record<string, unknown>
  /** A response, or a `$ref` to one of `components.responses`. */
  responses: Record<string, OpenApiResponse | { $ref: string }>
  'x-auth': OperationDoc['auth']
  'x-max-body-bytes'?: number
}

/** `/users/:id` → `/users/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

/** The key of a route in `OPERATION_DOCS`: `METHOD /path/{param}`. */
export function docKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${openApiPath(route.path)}`
}

const REF = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const ERROR = 'HTTPError'
const MB = (bytes: number) => `${bytes / 1_048_576} MB`
const FORBIDDEN_NOTE = `Refuses control, zero-width and bidirectional formatting characters (422 "${FORBIDDEN_CHARACTERS_MESSAGE}").`

interface ZodInternals {
  _zod: { def: { type?: string; checks?: Array<{ _zod: { def: { check?: string } } }> } }
}

/**
 * JSON Schema of a request body as the handler reads it (`io: 'input'`: defaulted fields are
 * optional). Refinements JSON Schema cannot express are written into `description`.
 */
function requestSchema(schema: unknown): JSONSchema.BaseSchema {
  const json = toJSONSchema(schema as $ZodType, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema as unknown as ZodInternals)._zod.def.checks ?? []
      const notes: string[] = []
      if (checks.some((c) => c._zod.def.check === 'overwrite')) notes.push('Surrounding spaces are trimmed before the length checks.')
      if (checks.includes(noForbiddenCharacters as unknown as (typeof checks)[number])) {
        notes.push(FORBIDDEN_NOTE)
        jsonSchema.not = { pattern: FORBIDDEN_IDENTIFIER_CHARACTERS.source }
      }
      if (notes.length > 0) jsonSchema.description = [jsonSchema.description, ...notes].filter(Boolean).join(' ')
      // Several patterns (zod writes one allOf entry per regex check) as one equivalent pattern of
      // lookaheads: tools that merge allOf (Prism) would otherwise join them into a wrong one.
      const patterns = Array.isArray(jsonSchema.allOf) ? jsonSchema.allOf : []
      if (patterns.length > 1 && patterns.every((p) => typeof p === 'object' && p !== null && Object.keys(p).length === 1 && typeof (p as { pattern?: unknown }).pattern === 'string')) {
        const all = [...(typeof jsonSchema.pattern === 'string' ? [jsonSchema.pattern] : []), ...patterns.map((p) => (p as { pattern: string }).pattern)]
        jsonSchema.pattern = `^${all.map((p) => `(?=[\\s\\S]*?(?:${p}))`).join('')}`
        delete jsonSchema.allOf
      }
      // One rule for unknown fields in every body (mocks/handlers/http.ts `unknownFieldIssues`): 422 extra_forbidden.
      if (jsonSchema.type === 'object' && (jsonSchema.additionalProperties === undefined || isEmptySchema(jsonSchema.additionalProperties))) jsonSchema.additionalProperties = false
    },
  })
  delete json.$schema
  return withoutSafeIntegerBounds(json)
}

const isEmptySchema = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0

/** zod's `int()` states ±Number.MAX_SAFE_INTEGER as bounds: noise in a document, dropped. */
function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).filter(
    ([k, v]) => !((k === 'minimum' || k === 'maximum') && Math.abs(v as number) === Number.MAX_SAFE_INTEGER),
  )
  return Object.fromEntries(entries.map(([k, v]) => [k, withoutSafeIntegerBounds(v)])) as T
}

const RESPONSE = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` })

/** The answers most operations share, once under components/responses. */
const SHARED_RESPONSES = {
  Unauthorized: {
    description: 'No or a bad token: "Not authenticated", "Token has expired" or "Could not validate credentials". Carries WWW-Authenticate: Bearer.',
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: 'Not authenticated' } } },
  },
  TermsRequired: {
    description: '"Terms acceptance required": a terms-scoped token (POST /auth/accept-terms first).',
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: 'Terms acceptance required' } } },
  },
  BodyTooLarge: {
    description: `The body is larger than ${REQUEST_BODY_MAX_BYTES} bytes (1 MB): "Request body too large. Maximum size is 1 MB".`,
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: 'Request body too large. Maximum size is 1 MB' } } },
  },
  ValidationError: {
    description:
      'Validation failed (FastAPI/pydantic shape): one entry per problem, loc = ["body" | "query" | "path", field…]. An empty body is type "missing", invalid JSON "json_invalid".',
    content: { 'application/json': { schema: REF('HTTPValidationError'), example: { detail: [{ loc: ['body', 'email'], msg: 'Field required', type: 'missing' }] } } },
  },
  InvalidSession: {
    description: `Practice server only: the ${SESSION_HEADER} header is malformed (it must match ${SESSION_ID_PATTERN.source}).`,
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: INVALID_SESSION_DETAIL } } },
  },
  RequestTimeout: {
    description: 'Practice server only: the body did not arrive within the body timeout (10 s by default, `BODY_TIMEOUT_MS`); the connection is closed after this answer (Connection: close).',
    headers: { Connection: { description: '"close"', schema: { type: 'string', const: 'close' } } },
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: 'Request timeout' } } },
  },
  UnsupportedMediaType: {
    description: `A body sent with a Content-Type other than application/json (or application/*+json), or with none: "${UNSUPPORTED_MEDIA_TYPE_MESSAGE}". An empty body is a 422 "Field required" instead.`,
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: UNSUPPORTED_MEDIA_TYPE_MESSAGE } } },
  },
  TooManyRecords: {
    description:
      'Practice server only: the data set holds the maximum of records (3000 by default, `SANDBOX_MAX_RECORDS`; GET /__sandbox/limits shows it). Only requests that create records are refused: reads, updates, every delete and login, refresh and logout still work. Delete some records or POST /__sandbox/reset.',
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: tooManyRecordsDetail(3000) } } },
  },
  ServerError: {
    description: '500 "Internal Server Error" (a bug: please report it), 507 when the browser refused to store a write (never acknowledged), or a status set by a sandbox scenario or fault.',
    content: { 'application/json': { schema: REF('HTTPError'), example: { detail: 'Internal Server Error' } } },
  },
} satisfies Record<string, OpenApiResponse>

/** Every response schema once, under components/schemas, referring to each other by $ref. */
function componentSchemas(): Record<string, JSONSchema.BaseSchema> {
  const names = registry<{ id: string }>()
  for (const [id, schema] of Object.entries(RESPONSE_SCHEMAS)) names.add(schema as unknown as $ZodType, { id })
  const { schemas } = toJSONSchema(names, { uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, JSONSchema.BaseSchema> }
  for (const schema of Object.values(schemas)) {
    delete schema.$schema
    delete schema.$id
    delete schema.id
  }
  return withoutSafeIntegerBounds(schemas)
}

function json(schema: JSONSchema.BaseSchema, example?: unknown) {
  return { 'application/json': example === undefined ? { schema } : { schema, example } }
}

function errorResponse(description: string, example?: string) {
  return { description, content: json(REF(ERROR), example === undefined ? undefined : { detail: example }) }
}

function operation(route: Route, doc: OperationDoc): OpenApiOperation {
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const parameters: Array<Record<string, unknown>> = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, description: 'An integer id.', schema: { type: 'integer' } })),
    ...Object.entries(doc.query ?? {}).map(([name, p]) => ({ name, in: 'query', required: p.required ?? false, description: p.description, schema: p.schema })),
  ]
  const hasBody = route.options.body !== undefined || doc.multipart === true
  const maxBodyBytes = route.options.maxBodyBytes ?? REQUEST_BODY_MAX_BYTES
  const op: OpenApiOperation = {
    operationId: docKey(route)
      .toLowerCase()
      .replace(/[{}]/g, '')
      .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()),
    summary: doc.summary,
    tags: [doc.tag],
    security: doc.auth === 'none' ? [] : doc.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    responses: {},
    'x-auth': doc.auth,
  }
  const authText = {
    none: 'No authentication.',
    optional: 'Bearer token optional (a token that is sent must be valid).',
    bearer: 'Requires a Bearer access token (full scope).',
    'bearer-any-scope': 'Requires a Bearer access token (a terms-only token is enough).',
  }[doc.auth]
  op.description = [doc.description, authText].filter(Boolean).join('\n\n')
  if (parameters.length > 0) op.parameters = parameters
  if (route.options.body !== undefined) {
    op.requestBody = { required: true, content: json(requestSchema(route.options.body), doc.requestExample) }
  } else if (doc.multipart) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [UPLOAD_FIELD],
            properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: `At most ${UPLOAD_MAX_BYTES} bytes; ${UPLOAD_ALLOWED_TYPES.join(', ')}.` } },
          },
        },
      },
    }
  }
  if (route.method !== 'GET') op['x-max-body-bytes'] = maxBodyBytes

  const { success } = doc
  const schema: JSONSchema.BaseSchema | undefined = success.schema
    ? success.array
      ? { type: 'array', items: REF(success.schema) }
      : REF(success.schema)
    : undefined
  op.responses[String(success.status)] = {
    description: success.description,
    ...(success.content ? { content: success.content } : schema ? { content: json(schema, success.example) } : {}),
  }
  for (const [status, text] of Object.entries(doc.redirects ?? {})) if (text) op.responses[status] = { description: text }
  const errors: Partial<Record<number, string>> = { ...doc.errors }
  for (const [status, text] of Object.entries(errors)) {
    if (Number(status) !== 422 && text) op.responses[status] = errorResponse(text)
  }
  if (doc.auth !== 'none' && !errors[401]) {
    op.responses['401'] =
      doc.auth === 'optional'
        ? errorResponse('A token was sent but is invalid: "Token has expired" or "Could not validate credentials".', 'Could not validate credentials')
        : RESPONSE('Unauthorized')
  }
  if (doc.auth === 'bearer') {
    const own = errors[403]
    op.responses['403'] = own ? errorResponse(`${own} Also "Terms acceptance required": a terms-scoped token.`) : RESPONSE('TermsRequired')
  }
  if (route.method !== 'GET') {
    op.responses['413'] =
      errors[413] || maxBodyBytes !== REQUEST_BODY_MAX_BYTES
        ? errorResponse(errors[413] ?? `The body is larger than ${maxBodyBytes} bytes.`)
        : RESPONSE('BodyTooLarge')
  }
  if (route.method !== 'GET') op.responses['408'] = RESPONSE('RequestTimeout')
  if (route.options.body !== undefined) op.responses['415'] = RESPONSE('UnsupportedMediaType')
  op.responses['400'] = errors[400] ? errorResponse(`${errors[400]} ${SHARED_RESPONSES.InvalidSession.description}`) : RESPONSE('InvalidSession')
  if (docKey(route) === 'POST /auth/login') {
    op.responses['429'] = {
      description: `Login throttling (practice server): after ${DEFAULT_LOGIN_THROTTLE.maxFailures} wrong passwords for one e-mail within ${DEFAULT_LOGIN_THROTTLE.windowMs / 1000} s in one data set, login for that e-mail is refused for ${DEFAULT_LOGIN_THROTTLE.lockMs / 1000} s after the last failure, even with the right password. Retry-After says how many seconds are left. The data set's records cap can also answer 429 here (only after logins far past it). Switch it off for your data set with POST /__sandbox/login-throttle {"enabled": false}.`,
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
      content: json(REF(ERROR), { detail: loginThrottledDetail(42) }),
    }
  } else if (refusedAtRecordsCap(route.method, `${API_PREFIX}${route.path}`, Number.MAX_SAFE_INTEGER, 1)) {
    // Record-creating POSTs at the cap; refresh and accept-terms only far past it.
    op.responses['429'] = RESPONSE('TooManyRecords')
  }
  if (hasBody || parameters.length > 0) {
    op.responses['422'] = errors[422]
      ? { description: `${errors[422]} ${SHARED_RESPONSES.ValidationError.description}`, content: SHARED_RESPONSES.ValidationError.content }
      : RESPONSE('ValidationError')
  }
  op.responses['5XX'] = RESPONSE('ServerError')
  op.parameters = [...(op.parameters ?? []), { $ref: '#/components/parameters/SandboxSession' }]
  return op
}

export interface DocumentOptions {
  /** The server URL (default the relative `/api/v1`); the handler passes the caller's origin + /api/v1 so Postman can import it. */
  serverUrl?: string
}

/** Builds the document from `routes`; throws when a route has no entry in `OPERATION_DOCS`. */
export function buildOpenApiDocument(routes: readonly Route[], options: DocumentOptions = {}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const route of routes) {
    const doc = OPERATION_DOCS[docKey(route)]
    if (!doc) throw new Error(`No OpenAPI documentation for ${docKey(route)} (add it to mocks/openapi/operations.ts)`)
    const path = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operation(route, doc)
  }
  const limits = Object.entries(FIELD_LIMITS)
    .map(([field, max]) => `${field} ≤ ${max}`)
    .join(', ')
  return {
    openapi: '3.1.0',
    info: {
      title: 'QA Playground API',
      version: '1.0.0',
      summary: 'The practice API of QA Playground (FastAPI conventions), served by the sandbox and by `npm run api`.',
      description: [
        `Sign in with POST /auth/login using the demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (also admin@example.com / Admin1234!, and terms@example.com / Terms1234! who still has to accept the terms), then send \`Authorization: Bearer <access_token>\`.`,
        'Errors are FastAPI-shaped: `{"detail": "message"}`, and for 422 `{"detail": [{"loc": [...], "msg": "...", "type": "..."}]}`.',
        `Limits: request bodies at most ${REQUEST_BODY_MAX_BYTES} bytes (${MB(REQUEST_BODY_MAX_BYTES)}, else 413); POST /upload files at most ${UPLOAD_MAX_BYTES} bytes (${MB(UPLOAD_MAX_BYTES)}). String fields: ${limits} characters; each body field's schema states its own minLength/maxLength/pattern (x-max-body-bytes states the body cap). E-mail addresses and usernames refuse control, zero-width and bidirectional formatting characters.`,
        'Every JSON endpoint takes `Content-Type: application/json` only (415 otherwise, so a plain HTML form cannot post to it). Unknown fields are refused everywhere with a 422 `extra_forbidden` (`additionalProperties: false` in every body schema). Validation follows FastAPI\'s order: authentication (401/403 of the token) first, then the path, query and body (one 422 listing each problem), then the endpoint\'s own answers (404, 403, 409…). HEAD answers on every GET route (the GET\'s status and headers, no body); OPTIONS answers 204 with `Allow` on every path (404 on unknown ones).',
        `On the practice server each learner has a data set of their own (the ${SESSION_HEADER} header, a parameter of every operation); 400, 408, 429 and the session header apply there only. Its limits: GET /__sandbox/limits.`,
        'A new practice-server data set\'s sample data is Korean when its first request sends `X-Sandbox-Language: ko`, `?lng=ko` or an `Accept-Language` whose first choice is Korean (`ko-KR`), else English; every answer\'s `X-Sandbox-Language` header names the data set\'s language. The shared data set is English.',
        'This document is generated from the handlers\' route table and zod schemas (mocks/openapi/).',
      ].join('\n\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl ?? API_PREFIX, description: 'This sandbox' }],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: {
      schemas: componentSchemas(),
      responses: SHARED_RESPONSES,
      parameters: {
        SandboxSession: {
          name: SESSION_HEADER,
          in: 'header',
          required: false,
          description: `Practice server (npm run api, npm run start:network): which data set answers. Any id you choose gets a data set of its own, created from the seed on first use, so a class shares one server safely; the answer repeats it in the ${SESSION_HEADER} response header. Without it the ${SESSION_COOKIE} cookie (network mode) or else the shared data set "${SHARED_SESSION_ID}" answers (protected: no admin by e-mail, no user deletion, no reset; it resets itself every 10 minutes when changed). A named data set is forgotten after 24 h idle, a browser-context (cookie) one after 1 h; past the cap (200) the least recently used idle one is evicted, never refused. A malformed value is a 400. The browser sandbox ignores it.`,
          schema: { type: 'string', pattern: SESSION_ID_PATTERN.source, maxLength: 64 },
          example: 'alice-01',
        },
      },
      headers: {
        RetryAfter: { description: 'Seconds until the request may be tried again.', schema: { type: 'integer', minimum: 1 } },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access_token of POST /auth/login.' } },
    },
  }
}
