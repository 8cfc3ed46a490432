/**
 * Shared pieces of every handler: FastAPI-style errors, body validation with the
 * client's zod schemas, bearer authentication and the `route()` helper.
 *
 * Handlers throw `HttpError` (through `fail`, `validate`, `parseBody`, `requireUser`,
 * `intParam`) and `route()` turns it into the response, so the happy path reads
 * top to bottom. Anything unexpected becomes a logged 500; bad input never does.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { API_PREFIX, REQUEST_BODY_MAX_BYTES, type ValidationIssue } from '@machines/shared/contracts'
import { db, SandboxStorageError, type Collections } from '../db/database'
import type { SessionRecord, UserRecord } from '../db/schema'
import { verifyToken, type TokenPayload } from '../tokens'
import { scoped } from '../network/scope'

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** Reason phrases FastAPI/Starlette use as the default `detail`. */
export const REASON_PHRASES: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** A response thrown from inside a handler; `route()` returns it. */
export class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`)
    this.name = 'HttpError'
  }
}

/** FastAPI error body `{"detail": "..."}`. 401 answers carry `WWW-Authenticate: Bearer` like FastAPI's. */
export function detail(status: number, message: string): Response {
  const headers = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : undefined
  return HttpResponse.json({ detail: message }, { status, headers })
}

/** Throws a `{"detail": message}` response. */
export function fail(status: number, message: string): never {
  throw new HttpError(detail(status, message))
}

/** FastAPI 422 body `{"detail": [{loc, msg, type}]}`. */
export function validationError(issues: ValidationIssue[]): Response {
  return HttpResponse.json({ detail: issues }, { status: 422 })
}

type PathSegment = PropertyKey | { key: PropertyKey }

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

const quote = (v: unknown) => `'${String(v)}'`
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Maps one Standard Schema (zod) issue to pydantic's `type` and `msg`. */
function describeIssue(issue: StandardSchemaV1.Issue, value: unknown, atRoot: boolean): { type: string; msg: string } {
  const raw = issue as StandardSchemaV1.Issue & {
    code?: string
    expected?: string
    origin?: string
    minimum?: number | bigint
    maximum?: number | bigint
    inclusive?: boolean
    format?: string
    pattern?: string
    values?: unknown[]
  }
  const custom = issue.message && issue.message !== 'Invalid input' ? issue.message : undefined
  switch (raw.code) {
    case 'invalid_type':
      if (value === undefined) return { type: 'missing', msg: 'Field required' }
      switch (raw.expected) {
        case 'string':
          return { type: 'string_type', msg: 'Input should be a valid string' }
        case 'int':
          return { type: 'int_type', msg: 'Input should be a valid integer' }
        case 'number':
          return { type: 'float_type', msg: 'Input should be a valid number' }
        case 'boolean':
          return { type: 'bool_type', msg: 'Input should be a valid boolean' }
        case 'array':
          return { type: 'list_type', msg: 'Input should be a valid list' }
        case 'object':
          return atRoot
            ? { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' }
            : { type: 'dict_type', msg: 'Input should be a valid dictionary' }
        default:
          return { type: `${raw.expected ?? 'value'}_type`, msg: `Input should be a valid ${raw.expected ?? 'value'}` }
      }
    case 'too_small': {
      const n = Number(raw.minimum)
      if (raw.origin === 'string') return { type: 'string_too_short', msg: custom ?? `String should have at least ${plural(n, 'character')}` }
      if (raw.origin === 'array') return { type: 'too_short', msg: custom ?? `List should have at least ${plural(n, 'item')}` }
      return raw.inclusive
        ? { type: 'greater_than_equal', msg: custom ?? `Input should be greater than or equal to ${n}` }
        : { type: 'greater_than', msg: custom ?? `Input should be greater than ${n}` }
    }
    case 'too_big': {
      const n = Number(raw.maximum)
      if (raw.origin === 'string') return { type: 'string_too_long', msg: custom ?? `String should have at most ${plural(n, 'character')}` }
      if (raw.origin === 'array') return { type: 'too_long', msg: custom ?? `List should have at most ${plural(n, 'item')}` }
      return raw.inclusive
        ? { type: 'less_than_equal', msg: custom ?? `Input should be less than or equal to ${n}` }
        : { type: 'less_than', msg: custom ?? `Input should be less than ${n}` }
    }
    case 'invalid_format':
      return custom
        ? { type: 'value_error', msg: custom }
        : { type: 'string_pattern_mismatch', msg: `String should match pattern '${raw.pattern ?? raw.format ?? ''}'` }
    case 'invalid_value': {
      const values = (raw.values ?? []).map(quote)
      const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : (values[0] ?? '')
      return { type: values.length > 1 ? 'enum' : 'literal_error', msg: custom ?? `Input should be ${list}` }
    }
    default:
      return { type: 'value_error', msg: custom ?? 'Invalid input' }
  }
}

/** Turns schema issues into FastAPI `detail` entries, located under `prefix` (e.g. ['body']). */
export function toValidationIssues(
  issues: readonly StandardSchemaV1.Issue[],
  input: unknown,
  prefix: Array<string | number> = ['body'],
): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const path = (issue.path ?? []).map((segment: PathSegment) =>
      typeof segment === 'object' && segment !== null ? segment.key : segment,
    )
    const loc = [...prefix, ...path.map((p) => (typeof p === 'number' ? p : String(p)))]
    // A strict object's unknown fields: one entry per field, like pydantic's extra="forbid".
    const keys = (issue as { code?: string; keys?: unknown }).code === 'unrecognized_keys' ? (issue as { keys?: unknown }).keys : undefined
    if (Array.isArray(keys)) {
      return keys.map((key) => ({ loc: [...loc, String(key)], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' }))
    }
    const { type, msg } = describeIssue(issue, valueAt(input, path), path.length === 0)
    return [{ loc, msg, type }]
  })
}

/**
 * Validates `body` with a (zod/mini) Standard Schema and returns the parsed value.
 * On failure throws a 422 `{detail: [{loc: ['body', field], msg, type}]}`.
 */
export function validate<S extends StandardSchemaV1>(schema: S, body: unknown): StandardSchemaV1.InferOutput<S> {
  const result = schema['~standard'].validate(body)
  if (result instanceof Promise) throw new TypeError('validate() needs a synchronous schema')
  const extra = unknownFieldIssues(schema, body)
  if (result.issues || extra.length > 0) throw new HttpError(validationError([...toValidationIssues(result.issues ?? [], body), ...extra]))
  return result.value
}

interface ZodDef {
  type?: string
  shape?: Record<string, unknown>
  catchall?: unknown
  innerType?: unknown
  in?: unknown
  element?: unknown
  options?: unknown[]
}

const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One rule for unknown fields in every JSON body (pydantic's `extra="forbid"`, stated in the
 * OpenAPI document as `additionalProperties: false`): each field a body's object does not declare
 * is a 422 `extra_forbidden` at its loc, at any depth. Objects declared strict report their own
 * (zod's `unrecognized_keys`, mapped in `toValidationIssues`); declared loose ones (a catch-all)
 * accept anything.
 */
export function unknownFieldIssues(schema: unknown, value: unknown, loc: Array<string | number> = ['body']): ValidationIssue[] {
  const def = defOf(schema)
  if (!def) return []
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unknownFieldIssues(def.innerType, value, loc)
    case 'pipe':
      return unknownFieldIssues(def.in, value, loc)
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => unknownFieldIssues(def.element, item, [...loc, i])) : []
    case 'union': {
      // The option the value matches (the first that validates), checked like a plain object.
      const option = (def.options ?? []).find((o) => {
        const result = (o as StandardSchemaV1)['~standard']?.validate(value)
        return result !== undefined && !(result instanceof Promise) && !result.issues
      })
      return option ? unknownFieldIssues(option, value, loc) : []
    }
    case 'object': {
      if (!isPlainObject(value) || !def.shape) return []
      const issues: ValidationIssue[] = []
      if (def.catchall === undefined) {
        for (const key of Object.keys(value)) {
          if (!(key in def.shape)) issues.push({ loc: [...loc, key], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' })
        }
      }
      for (const [key, field] of Object.entries(def.shape)) {
        if (key in value) issues.push(...unknownFieldIssues(field, value[key], [...loc, key]))
      }
      return issues
    }
    default:
      return []
  }
}

/** The 413 `detail` for a body over `REQUEST_BODY_MAX_BYTES`. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large. Maximum size is 1 MB'

/**
 * Reads a request's body into memory, at most `maxBytes`: a `Content-Length` over it is
 * refused without reading, and a body that grows past it (chunked, or a lying header) is
 * cancelled as soon as it does. Throws a 413 `{"detail": message}`.
 */
export async function readBodyBytes(request: Request, maxBytes: number, message = BODY_TOO_LARGE_MESSAGE): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new HttpError(detail(413, message))
  if (request.body === null) return new Uint8Array(0)
  const header = request.headers.get('Content-Length')?.trim() ?? ''
  const declared = /^\d+$/.test(header) ? Number(header) : undefined
  if (declared !== undefined && declared > maxBytes) {
    request.body.cancel().catch(() => undefined) // not awaited: a tee branch (msw clones requests) settles only when both are cancelled
    throw tooLarge()
  }
  if (declared !== undefined) {
    // A declared length within the limit: read natively, then check the actual size too.
    const bytes = new Uint8Array(await request.arrayBuffer())
    if (bytes.byteLength > maxBytes) throw tooLarge()
    return bytes
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

type Settled = { value: unknown } | { error: HttpError }

/** JSON bodies that `route()` parsed before taking the database lock, by the request it handed on. */
const parsedBodies = new WeakMap<Request, Settled>()
/** Schema results computed before the database lock, per request and schema. */
const validatedBodies = new WeakMap<Request, Map<StandardSchemaV1, Settled>>()

function parseJsonText(text: string): unknown {
  const missing = () => new HttpError(validationError([{ loc: ['body'], msg: 'Field required', type: 'missing' }]))
  if (text.trim() === '') throw missing()
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(validationError([{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]))
  }
  if (value === null) throw missing()
  return value
}

/** The 422 of a request's body checked before the lock (unparsable or invalid), or undefined. */
function bodyProblem(request: Request, schema: StandardSchemaV1): HttpError | undefined {
  const parsed = parsedBodies.get(request)
  if (parsed && 'error' in parsed) return parsed.error
  const checked = validatedBodies.get(request)?.get(schema)
  return checked && 'error' in checked ? checked.error : undefined
}

function settle(run: () => unknown): Settled {
  try {
    return { value: run() }
  } catch (error) {
    if (error instanceof HttpError) return { error }
    throw error
  }
}

function unwrap(settled: Settled): unknown {
  if ('error' in settled) throw settled.error
  return settled.value
}

/**
 * Reads a JSON body (at most 1 MB, else 413). An empty body (or `null`) is a 422 "Field
 * required" (type missing) at loc ['body']; unparsable JSON is a 422 "JSON decode error"
 * (type json_invalid). Inside `route()` the body was already read and parsed before the lock.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const parsed = parsedBodies.get(request)
  if (parsed) return unwrap(parsed)
  let text: string
  try {
    text = new TextDecoder().decode(await readBodyBytes(request, REQUEST_BODY_MAX_BYTES))
  } catch (error) {
    if (error instanceof HttpError) throw error
    text = ''
  }
  return parseJsonText(text)
}

/** `validate(schema, await readJsonBody(request))`; inside a `route()` declared with `body: schema` it was done before the lock. */
export async function parseBody<S extends StandardSchemaV1>(request: Request, schema: S): Promise<StandardSchemaV1.InferOutput<S>> {
  const done = validatedBodies.get(request)?.get(schema)
  if (done) return unwrap(done) as StandardSchemaV1.InferOutput<S>
  return validate(schema, await readJsonBody(request))
}

/** The 415 `detail`: a JSON endpoint was sent a body of another type (or of no declared type). */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Unsupported Media Type: send the body as application/json'

/** `application/json` or `application/<anything>+json`, with or without parameters (charset). */
export function isJsonContentType(header: string | null): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)
}

/**
 * Reads the body (size-capped), parses it as JSON unless it is multipart and validates it
 * with the route's schema, all before the database lock, so a slow or huge body never holds
 * up other requests. Returns the request to hand to the resolver (same URL, method and
 * headers, the body in memory). Errors other than 413 are kept and thrown where the handler
 * reads the body, so the order of checks (401 before 422) stays the handler's.
 */
async function prepareRequest(request: Request, options: RouteOptions): Promise<Request> {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return request
  if (request.body === null) {
    // No body at all: a JSON endpoint's 422 "Field required", kept for the handler (and for `route()`'s order).
    if (options.body) parsedBodies.set(request, settle(() => parseJsonText('')))
    return request
  }
  const bytes = await readBodyBytes(request, options.maxBodyBytes ?? REQUEST_BODY_MAX_BYTES, options.tooLargeMessage)
  // A JSON endpoint takes JSON only: a form or text/plain body (what a cross-site page can post without a preflight) is 415.
  if (options.body && bytes.byteLength > 0 && !isJsonContentType(request.headers.get('Content-Type'))) throw new HttpError(detail(415, UNSUPPORTED_MEDIA_TYPE_MESSAGE))
  const prepared = new Request(request.url, { method, headers: request.headers, body: bytes.byteLength > 0 ? bytes : undefined })
  if (!/^\s*multipart\//i.test(request.headers.get('Content-Type') ?? '')) {
    const parsed = settle(() => parseJsonText(new TextDecoder().decode(bytes)))
    parsedBodies.set(prepared, parsed)
    const schema = options.body
    if (schema && 'value' in parsed) validatedBodies.set(prepared, new Map([[schema, settle(() => validate(schema, parsed.value))]]))
  }
  return prepared
}

/** A positive integer path parameter, else a 422 at loc ['path', name] like FastAPI's. */
export function intParam(value: string | undefined, name: string): number {
  if (value === undefined || !/^[+-]?\d+$/.test(value.trim())) {
    throw new HttpError(
      validationError([
        { loc: ['path', name], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing' },
      ]),
    )
  }
  const n = Number(value.trim())
  if (!Number.isSafeInteger(n)) {
    throw new HttpError(validationError([{ loc: ['path', name], msg: 'Input should be a valid integer', type: 'int_type' }]))
  }
  return n
}

export interface AuthContext {
  user: UserRecord
  token: TokenPayload
  session: SessionRecord
}

export interface RequireUserOptions {
  /** 'full' (default): a terms-scoped token gets 403. 'any': terms or full scope. */
  scope?: 'full' | 'any'
}

/** The bearer token of the request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  const match = header?.match(/^\s*Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}

/**
 * Authenticates the request's bearer access token. Must run inside `route()` (it reads the db).
 * 401 "Not authenticated" without a token; 401 "Token has expired"; 401 "Could not validate
 * credentials" for a bad signature, a refresh token, a revoked session or an unknown, inactive
 * or deleted user; 403 "Terms acceptance required" for a terms-scoped token on a full-scope endpoint.
 */
export async function requireUser(request: Request, options: RequireUserOptions = {}): Promise<AuthContext> {
  const refuse = (status: number, message: string): never => {
    authFailures.add(request)
    fail(status, message)
  }
  const token = bearerToken(request)
  if (!token) refuse(401, 'Not authenticated')
  const auth = await authenticate(currentCollections(), token!)
  if (!auth.ok) return refuse(401, auth.reason === 'expired' ? 'Token has expired' : 'Could not validate credentials')
  if ((options.scope ?? 'full') === 'full' && auth.value.token.scope !== 'full') refuse(403, 'Terms acceptance required')
  authenticatedUsers.set(request, auth.value.user)
  return auth.value
}

/**
 * Requests refused by authentication (requireUser / optionalUser): FastAPI's dependencies, which
 * answer before the body is validated. Any other refusal comes after a bad body's 422 (`route()`).
 */
const authFailures = new WeakSet<Request>()

/**
 * Optional auth: null without a token; a token that is present must be valid (401 like
 * requireUser otherwise), as FastAPI's optional bearer dependencies behave. This is what lets a
 * signed-in user's expired token trigger the client's refresh on any endpoint.
 */
export async function optionalUser(request: Request): Promise<AuthContext | null> {
  const token = bearerToken(request)
  if (!token) return null
  const auth = await authenticate(currentCollections(), token)
  if (!auth.ok) {
    authFailures.add(request)
    fail(401, auth.reason === 'expired' ? 'Token has expired' : 'Could not validate credentials')
  }
  authenticatedUsers.set(request, auth.value.user)
  return auth.value
}

/** The account each request authenticated as (a full-scope requireUser or optionalUser), for the route observer. */
const authenticatedUsers = new WeakMap<Request, UserRecord>()

/** What `route()` hands its observer after answering a request of a signed-in user. */
export interface RouteObservation {
  method: HttpMethod
  /** The path as written in the route, e.g. '/todos/:id'. */
  path: string
  request: Request
  response: Response
  /** The parsed JSON body, when there was one. */
  body: unknown
  user: UserRecord
}

let routeObserver: ((observation: RouteObservation) => Promise<void>) | undefined

/**
 * Installs the observer of answered requests (mocks/handlers/index.ts installs the progress
 * record's: mocks/handlers/progress.ts). It runs after the answer exists and before it is returned
 * (outside the route's `db.run`; the observer takes one when its record is in the data set); an
 * observer's failure is logged, never the request's.
 */
export function setRouteObserver(observer: ((observation: RouteObservation) => Promise<void>) | undefined): void {
  routeObserver = observer
}

type AuthResult = { ok: true; value: AuthContext } | { ok: false; reason: 'invalid' | 'expired' }

async function authenticate(c: Collections, token: string): Promise<AuthResult> {
  const verified = await verifyToken(token)
  if (!verified.ok) return verified
  const payload = verified.payload
  if (payload.type !== 'access') return { ok: false, reason: 'invalid' }
  const userId = Number(payload.sub)
  const user = c.users.findFirst((q) => q.where({ id: userId }))
  if (!user || user.deleted_at !== null || !user.is_active) return { ok: false, reason: 'invalid' }
  const session = c.sessions.findFirst((q) => q.where({ id: payload.sid }))
  if (!session || session.revoked || session.user_id !== user.id) return { ok: false, reason: 'invalid' }
  return { ok: true, value: { user, token: payload, session } }
}

/**
 * The collections of the request being handled: set by `route()`, safe because `db.run` is
 * exclusive (per learner session on the practice server, hence one slot per session).
 */
const active = scoped<{ collections?: Collections; request?: Request }>(() => ({}))

/**
 * The request whose `route()` resolver is running (exclusive like the collections), or undefined
 * outside a resolver. Lets `bugOn` (mocks/bugs) see whose token it is (the personas).
 */
export function activeRequest(): Request | undefined {
  return active.get().request
}

function currentCollections(): Collections {
  const { collections } = active.get()
  if (!collections) throw new Error('requireUser() must be called inside a route() handler')
  return collections
}

export interface RouteContext {
  request: Request
  params: Record<string, string | undefined>
  /** The database collections, up to date; writes are persisted before the response resolves. */
  c: Collections
}

export interface Route {
  method: HttpMethod
  /** The path as written, relative to /api/v1, e.g. '/users/:id'. */
  path: string
  /** The scenario key, e.g. 'DELETE /users/:id'. */
  key: string
  handler: HttpHandler
  /** The options it was declared with (the body schema and size cap): the OpenAPI document reads them. */
  options: RouteOptions
}

export interface RouteOptions {
  /** The body schema: validated before the database lock; `parseBody(request, schema)` then returns its result. */
  body?: StandardSchemaV1
  /** The largest body read (default `REQUEST_BODY_MAX_BYTES`, 1 MB); larger ones get 413. */
  maxBodyBytes?: number
  /** The 413 `detail` (default `BODY_TOO_LARGE_MESSAGE`). */
  tooLargeMessage?: string
}

const methodHandlers = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

/**
 * Declares an endpoint under `*\/api/v1` (any origin). The body is read (at most 1 MB, else
 * 413), parsed and validated first, outside the lock; then the resolver runs exclusively
 * inside `db.run` (writes persisted before the response). Thrown `HttpError`s become their
 * response, a write the storage refused a 507 `{"detail": STORAGE_FAILED_DETAIL}`, and any
 * other error a logged 500.
 */
export function route(
  method: HttpMethod,
  path: string,
  resolve: (ctx: RouteContext) => Response | Promise<Response>,
  options: RouteOptions = {},
): Route {
  const key = `${method} ${path}`
  const handler = methodHandlers[method](`*${API_PREFIX}${path}`, async ({ request, params }) => {
    const flatParams: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(params)) flatParams[name] = Array.isArray(value) ? value.join('/') : (value as string | undefined)
    let prepared = request
    const observed = async (response: Response): Promise<Response> => {
      const user = authenticatedUsers.get(prepared)
      if (!routeObserver || !user) return response
      const parsed = parsedBodies.get(prepared)
      try {
        await routeObserver({ method, path, request: prepared, response, body: parsed && 'value' in parsed ? parsed.value : undefined, user })
      } catch (error) {
        console.error(`[sandbox] recording the progress of ${key} failed`, error)
      }
      return response
    }
    /**
     * FastAPI's order: authentication (a dependency) first, then every parameter and the body
     * (one 422 with the path/query issues first), then the endpoint's own answers (404, 403, 409…).
     * A handler that looks its record up before reading the body would answer 404 to a bad body:
     * the body's 422 wins unless authentication refused the request.
     */
    const inOrder = async (response: Response): Promise<Response> => {
      const body = options.body ? bodyProblem(prepared, options.body) : undefined
      if (!body || response === body.response || authFailures.has(prepared)) return response
      if (response.status !== 422) return body.response
      const first = (await response.clone().json()) as { detail?: unknown }
      const second = (await body.response.clone().json()) as { detail?: unknown }
      if (!Array.isArray(first.detail) || !Array.isArray(second.detail)) return response
      const seen = new Set(first.detail.map((d) => JSON.stringify(d)))
      return validationError([...first.detail, ...second.detail.filter((d) => !seen.has(JSON.stringify(d)))] as ValidationIssue[])
    }
    try {
      prepared = await prepareRequest(request, options)
      return await observed(await inOrder(await db.run(async (c) => {
        const slot = active.get()
        slot.collections = c
        slot.request = prepared
        try {
          return await resolve({ request: prepared, params: flatParams, c })
        } finally {
          slot.collections = undefined
          slot.request = undefined
        }
      }).catch(async (error: unknown) => {
        if (error instanceof HttpError) return error.response
        throw error
      })))
    } catch (error) {
      if (error instanceof HttpError) return observed(error.response)
      // The write could not be persisted (quota, refused storage): rolled back, never acknowledged.
      if (error instanceof SandboxStorageError) return detail(507, error.message)
      console.error(`[sandbox] ${key} failed`, error)
      return detail(500, 'Internal Server Error')
    }
  })
  return { method, path, key, handler, options }
}

// ---------------------------------------------------------------- query parameters

type QueryResult<T> = { value: T } | { issue: Omit<ValidationIssue, 'loc'> }

/** One query parameter's parser: the raw value (null when absent) to a value or a pydantic-style issue. */
export type QueryField<T> = (raw: string | null) => QueryResult<T>

const MISSING = { issue: { type: 'missing', msg: 'Field required' } } as const
const BOOL_TRUE = new Set(['true', '1', 'yes', 'on', 't', 'y'])
const BOOL_FALSE = new Set(['false', '0', 'no', 'off', 'f', 'n'])
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

function listOf(values: readonly string[]): string {
  const quoted = values.map(quote)
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '')
}

/** Parsers of query parameters with FastAPI's (pydantic's) messages; see `parseQuery`. */
export const queryParam = {
  /** An integer in [min, max]; `fallback` when absent (else 422 missing). */
  int(options: { fallback?: number; min?: number; max?: number } = {}): QueryField<number> {
    return (raw) => {
      if (raw === null) return options.fallback === undefined ? MISSING : { value: options.fallback }
      if (!/^[+-]?\d+$/.test(raw.trim())) return { issue: { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' } }
      const n = Number(raw.trim())
      if (!Number.isSafeInteger(n)) return { issue: { type: 'int_type', msg: 'Input should be a valid integer' } }
      if (options.min !== undefined && n < options.min) return { issue: { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${options.min}` } }
      if (options.max !== undefined && n > options.max) return { issue: { type: 'less_than_equal', msg: `Input should be less than or equal to ${options.max}` } }
      return { value: n }
    }
  },
  /** true/false (also 1/0, yes/no, on/off, t/f, y/n, any case); undefined when absent. */
  bool(): QueryField<boolean | undefined> {
    return (raw) => {
      if (raw === null) return { value: undefined }
      const key = raw.trim().toLowerCase()
      if (BOOL_TRUE.has(key)) return { value: true }
      if (BOOL_FALSE.has(key)) return { value: false }
      return { issue: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' } }
    }
  },
  /** One of `values` (exact); `fallback` when absent (undefined when none is given). */
  oneOf<const V extends readonly string[], F extends V[number] | undefined = undefined>(values: V, fallback?: F): QueryField<F extends undefined ? V[number] | undefined : V[number]> {
    return (raw) => {
      if (raw === null) return { value: fallback as F extends undefined ? V[number] | undefined : V[number] }
      if ((values as readonly string[]).includes(raw)) return { value: raw as V[number] }
      return { issue: { type: values.length > 1 ? 'enum' : 'literal_error', msg: `Input should be ${listOf(values)}` } }
    }
  },
  /** A string of at most `max` characters; `min` (after trimming) makes it required. Undefined when absent and optional. */
  text(options: { min?: number; max?: number } = {}): QueryField<string | undefined> {
    return (raw) => {
      if (raw === null) return options.min ? MISSING : { value: undefined }
      const max = options.max ?? 200
      if (raw.length > max) return { issue: { type: 'string_too_long', msg: `String should have at most ${plural(max, 'character')}` } }
      const min = options.min ?? 0
      if (raw.trim().length < min) return { issue: { type: 'string_too_short', msg: `String should have at least ${plural(min, 'character')}` } }
      return { value: raw }
    }
  },
  /** A calendar date `YYYY-MM-DD` (required), as `{year, month, day}` (month 1..12). */
  date(): QueryField<{ year: number; month: number; day: number }> {
    return (raw) => {
      if (raw === null) return MISSING
      const match = DATE_ONLY.exec(raw.trim())
      const invalid = { issue: { type: 'date_parsing', msg: 'Input should be a valid date in the format YYYY-MM-DD' } }
      if (!match) return invalid
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
      const check = new Date(Date.UTC(year, month - 1, day))
      if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return invalid
      return { value: { year, month, day } }
    }
  },
}

type QueryValues<S extends Record<string, QueryField<unknown>>> = { [K in keyof S]: S[K] extends QueryField<infer T> ? T : never }

/**
 * Reads and validates the request's query parameters (the first value of each), collecting
 * every problem into one FastAPI 422 `{detail: [{loc: ['query', name], msg, type}]}`.
 * Unknown parameters are ignored, as FastAPI does.
 *
 *   const q = parseQuery(request, { page: queryParam.int({ fallback: 1, min: 1 }) })
 */
export function parseQuery<S extends Record<string, QueryField<unknown>>>(request: Request, spec: S): QueryValues<S> {
  const params = new URL(request.url).searchParams
  const values: Record<string, unknown> = {}
  const issues: ValidationIssue[] = []
  for (const [name, field] of Object.entries(spec)) {
    const result = field(params.get(name))
    if ('issue' in result) issues.push({ loc: ['query', name], ...result.issue })
    else values[name] = result.value
  }
  if (issues.length > 0) throw new HttpError(validationError(issues))
  return values as QueryValues<S>
}
