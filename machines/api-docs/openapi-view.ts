/**
 * The /api-docs page's view of an OpenAPI 3.1 document (the one GET /api/v1/openapi.json
 * serves): operations grouped by tag, with parameters, request body fields and their limits,
 * responses and examples, `$ref`s resolved. Pure and defensive: any JSON goes in, a document
 * that is not OpenAPI 3.x throws `InvalidDocumentError` (the page then shows its error state).
 */

export class InvalidDocumentError extends Error {
  constructor() {
    super('Not an OpenAPI 3 document')
    this.name = 'InvalidDocumentError'
  }
}

type Json = Record<string, unknown>

export interface FieldView {
  name: string
  /** 'path' | 'query' | 'body'. */
  location: string
  type: string
  required: boolean
  /** Limits and rules, e.g. ['minLength 3', 'maxLength 100', 'pattern ^…$', 'enum low | medium | high', 'default medium']. */
  constraints: string[]
  description: string | null
}

export interface ResponseView {
  status: string
  description: string
  /** The schema's name (components/schemas) or a short type, or null without a body. */
  schema: string | null
  example: string | null
}

export interface OperationView {
  /** `METHOD /path`, unique: the React key and the test id suffix. */
  id: string
  method: string
  path: string
  summary: string
  description: string | null
  tag: string
  auth: 'none' | 'optional' | 'bearer'
  parameters: FieldView[]
  bodyType: string | null
  bodyFields: FieldView[]
  /** The body size cap in bytes (`x-max-body-bytes`), when stated. */
  maxBodyBytes: number | null
  requestExample: string | null
  responses: ResponseView[]
}

export interface TagGroup {
  name: string
  description: string | null
  operations: OperationView[]
}

export interface DocsView {
  title: string
  version: string
  description: string | null
  serverUrl: string | null
  groups: TagGroup[]
  operationCount: number
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const

/** Follows a local `$ref` (`#/components/...`) once or more; anything else comes back as is. */
function resolve(doc: Json, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || depth > 10) return value
  const parts = value.$ref.replace(/^#\//, '').split('/')
  let target: unknown = doc
  for (const part of parts) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  return resolve(doc, target, depth + 1)
}

function refName(value: unknown): string | null {
  return isObject(value) && typeof value.$ref === 'string' ? (value.$ref.split('/').pop() ?? null) : null
}

/** A short type: 'string', 'integer | null', 'array of Todo', 'Todo'. */
export function typeLabel(doc: Json, schema: unknown): string {
  const name = refName(schema)
  if (name) return name
  if (!isObject(schema)) return 'any'
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null
  if (variants) return variants.map((v) => typeLabel(doc, v)).join(' | ')
  if (schema.type === 'array') return `array of ${typeLabel(doc, schema.items)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (typeof schema.type === 'string') return schema.format ? `${schema.type} (${String(schema.format)})` : schema.type
  if ('const' in schema) return JSON.stringify(schema.const)
  return 'any'
}

/** The limits and rules of a field's schema (nullable variants merged). */
export function constraintsOf(doc: Json, raw: unknown): string[] {
  const schema = resolve(doc, raw)
  if (!isObject(schema)) return []
  const out: string[] = []
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : []
  for (const variant of variants) out.push(...constraintsOf(doc, variant))
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'] as const) {
    if (typeof schema[key] === 'number') out.push(`${key} ${schema[key]}`)
  }
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`)
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) if (isObject(part) && typeof part.pattern === 'string') out.push(`pattern ${part.pattern}`)
  }
  if (isObject(schema.not) && typeof schema.not.pattern === 'string') out.push(`not pattern ${schema.not.pattern}`)
  if (Array.isArray(schema.enum)) out.push(`enum ${schema.enum.map(String).join(' | ')}`)
  if ('default' in schema) out.push(`default ${JSON.stringify(schema.default)}`)
  if (schema.additionalProperties === false) out.push('no other fields')
  if (schema.type === 'array' && isObject(schema.items)) {
    const items = constraintsOf(doc, schema.items)
    if (items.length > 0) out.push(`items: ${items.join(', ')}`)
  }
  return out
}

function fieldsOf(doc: Json, raw: unknown): FieldView[] {
  const schema = resolve(doc, raw)
  if (!isObject(schema) || !isObject(schema.properties)) return []
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : [])
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    location: 'body',
    type: typeLabel(doc, property),
    required: required.has(name),
    constraints: constraintsOf(doc, property),
    description: isObject(property) ? str(property.description) : null,
  }))
}

const pretty = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value, null, 2))

function authOf(operation: Json, doc: Json): OperationView['auth'] {
  const security = Array.isArray(operation.security) ? operation.security : Array.isArray(doc.security) ? doc.security : []
  if (security.length === 0) return 'none'
  return security.some((s) => isObject(s) && Object.keys(s).length === 0) ? 'optional' : 'bearer'
}

function operationView(doc: Json, method: string, path: string, operation: Json, pathItem: Json): OperationView {
  const params = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
  const parameters: FieldView[] = params
    .map((p) => resolve(doc, p))
    .filter(isObject)
    .map((p) => ({
      name: String(p.name ?? ''),
      location: String(p.in ?? ''),
      type: typeLabel(doc, p.schema),
      required: p.required === true,
      constraints: constraintsOf(doc, p.schema),
      description: str(p.description),
    }))
  const body = resolve(doc, operation.requestBody)
  const content = isObject(body) && isObject(body.content) ? body.content : {}
  const [bodyType, media] = Object.entries(content)[0] ?? [null, undefined]
  const responses: ResponseView[] = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, raw]) => {
    const response = resolve(doc, raw)
    const first = isObject(response) && isObject(response.content) ? Object.values(response.content)[0] : undefined
    return {
      status,
      description: isObject(response) ? (str(response.description) ?? '') : '',
      schema: isObject(first) && first.schema !== undefined ? typeLabel(doc, first.schema) : null,
      example: isObject(first) ? pretty(first.example) : null,
    }
  })
  const tags = Array.isArray(operation.tags) ? operation.tags.map(String) : []
  return {
    id: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: str(operation.summary) ?? `${method.toUpperCase()} ${path}`,
    description: str(operation.description),
    tag: tags[0] ?? 'default',
    auth: authOf(operation, doc),
    parameters,
    bodyType,
    bodyFields: isObject(media) ? fieldsOf(doc, media.schema) : [],
    maxBodyBytes: typeof operation['x-max-body-bytes'] === 'number' ? operation['x-max-body-bytes'] : null,
    requestExample: isObject(media) ? pretty(media.example) : null,
    responses,
  }
}

/** The view of a document; throws `InvalidDocumentError` unless it is OpenAPI 3.x with paths. */
export function docsView(document: unknown): DocsView {
  if (!isObject(document) || typeof document.openapi !== 'string' || !document.openapi.startsWith('3.') || !isObject(document.paths)) {
    throw new InvalidDocumentError()
  }
  const info = isObject(document.info) ? document.info : {}
  const declared = Array.isArray(document.tags) ? document.tags.filter(isObject) : []
  const groups = new Map<string, TagGroup>()
  for (const tag of declared) groups.set(String(tag.name), { name: String(tag.name), description: str(tag.description), operations: [] })
  let count = 0
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolve(document, rawItem)
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const operation = item[method]
      if (!isObject(operation)) continue
      const view = operationView(document, method, path, operation, item)
      if (!groups.has(view.tag)) groups.set(view.tag, { name: view.tag, description: null, operations: [] })
      groups.get(view.tag)!.operations.push(view)
      count += 1
    }
  }
  const servers = Array.isArray(document.servers) ? document.servers.filter(isObject) : []
  return {
    title: str(info.title) ?? 'API',
    version: str(info.version) ?? '',
    description: str(info.description),
    serverUrl: servers[0] ? str(servers[0].url) : null,
    groups: [...groups.values()].filter((g) => g.operations.length > 0),
    operationCount: count,
  }
}

/**
 * The groups whose operations match `filter` (case-insensitive, every word must occur in the
 * method, path, summary or tag, or in the summary in the reader's language, `translate`, when the
 * page shows it translated): '' keeps everything, empty groups are dropped.
 */
export function filterGroups(groups: readonly TagGroup[], filter: string, translate: (text: string) => string = (text) => text): TagGroup[] {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...groups]
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((op) => {
        const text = `${op.method} ${op.path} ${op.summary} ${translate(op.summary)} ${op.tag}`.toLowerCase()
        return words.every((w) => text.includes(w))
      }),
    }))
    .filter((group) => group.operations.length > 0)
}
