/**
 * Fault injection helpers: the seeded PRNG that decides which requests a flaky
 * fault hits, and the shareable `?faults=` encoding.
 *
 * Determinism: the decision for the n-th request (n = 0, 1, …, counted from when the fault was
 * set) to endpoint E with seed S is `draw(S, E, n)`, a pure function; the same seed and the same
 * sequence of requests replay exactly, whatever the timing, in the browser and on the server.
 *
 * `?faults=` format (entries separated by `;`, URL-encoded as a whole):
 *
 *   <METHOD> <path>:<option>[,<option>…]    a fault for one endpoint (a key of `endpoints()`)
 *   latency=<ms>                            global latency on every /api/v1 request
 *   clientTimeout=<ms>                      the app's HTTP client gives up after this long (sandbox only)
 *
 * Options: `status=<200-599>`, `body=<base64url of the JSON body>`, `network`, `timeout`,
 * `malformed`, `empty`, `hold`, `delay=<ms>` or `delay=<min>-<max>`, `rate=<0-1>`, `seed=<int>`,
 * `times=<n>`. Example (before URL-encoding):
 *
 *   GET /todos:status=500;POST /auth/login:network,rate=0.3,seed=42;latency=200
 *
 * An invalid entry is skipped and reported (the rest still applies); nothing throws.
 */
import * as z from 'zod/mini'
import { mulberry32 } from '@machines/shared/random'
import { scenarioSchema, type Scenario } from '../runtime'

export { mulberry32 }

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The float in [0, 1) for request `index` of `endpoint` under `seed` (`stream` 0: rate, 1: delay range). */
export function draw(seed: number, endpoint: string, index: number, stream = 0): number {
  return mulberry32((seed ^ hash(`${endpoint}#${index}#${stream}`)) >>> 0)()
}

export const DEFAULT_FAULT_SEED = 1

/** Whether request `index` is hit by a fault with this rate and seed. */
export function faultHits(scenario: Pick<Scenario, 'rate' | 'seed'>, endpoint: string, index: number): boolean {
  if (scenario.rate === undefined || scenario.rate >= 1) return true
  if (scenario.rate <= 0) return false
  return draw(scenario.seed ?? DEFAULT_FAULT_SEED, endpoint, index, 0) < scenario.rate
}

/** The delay of request `index`: `delayMs`, or drawn from [delayMs, delayMaxMs]. */
export function faultDelay(scenario: Pick<Scenario, 'delayMs' | 'delayMaxMs' | 'seed'>, endpoint: string, index: number): number {
  const min = scenario.delayMs ?? 0
  const max = scenario.delayMaxMs
  if (max === undefined || max <= min) return min
  return min + Math.floor(draw(scenario.seed ?? DEFAULT_FAULT_SEED, endpoint, index, 1) * (max - min + 1))
}

/** The answer kinds a scenario may choose; at most one per scenario. */
export const ANSWER_KINDS = ['networkError', 'timeout', 'malformed', 'empty', 'status'] as const
export type AnswerKind = (typeof ANSWER_KINDS)[number]

export function answerKinds(scenario: Scenario): AnswerKind[] {
  return ANSWER_KINDS.filter((kind) => (kind === 'status' ? scenario.status !== undefined || scenario.body !== undefined : scenario[kind] === true))
}

/** Problems of a scenario beyond its schema (combinations), as readable texts; [] when fine. */
export function scenarioProblems(scenario: Scenario): string[] {
  const problems: string[] = []
  const kinds = answerKinds(scenario)
  if (kinds.length > 1) problems.push(`choose one of networkError, timeout, malformed, empty, status/body (got ${kinds.join(', ')})`)
  if (scenario.delayMaxMs !== undefined && scenario.delayMaxMs < (scenario.delayMs ?? 0)) problems.push('delayMaxMs must be >= delayMs')
  return problems
}

// ---- ?faults= ----------------------------------------------------------------------------------

export interface FaultSettings {
  faults: Array<{ endpoint: string; fault: Scenario }>
  latencyMs?: number
  clientTimeoutMs?: number | null
}

export interface ParsedFaults extends FaultSettings {
  /** The entries that were skipped, with why. */
  errors: string[]
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const binary = atob(padded)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

const FLAGS = { network: 'networkError', timeout: 'timeout', malformed: 'malformed', empty: 'empty', hold: 'hold' } as const
const NUMBER = /^-?\d+(\.\d+)?$/

function parseOptions(text: string): { fault: Record<string, unknown> } | { error: string } {
  const fault: Record<string, unknown> = {}
  for (const option of text.split(',').map((o) => o.trim()).filter(Boolean)) {
    const [name = '', ...rest] = option.split('=')
    const value = rest.join('=')
    if (name in FLAGS && rest.length === 0) {
      fault[FLAGS[name as keyof typeof FLAGS]] = true
      continue
    }
    if (name === 'body') {
      try {
        fault.body = JSON.parse(fromBase64Url(value))
      } catch {
        return { error: 'body is not base64url-encoded JSON' }
      }
      continue
    }
    if (name === 'delay') {
      const range = value.match(/^(\d+)(?:-(\d+))?$/)
      if (!range) return { error: `delay expects <ms> or <min>-<max>, got "${value}"` }
      fault.delayMs = Number(range[1])
      if (range[2] !== undefined) fault.delayMaxMs = Number(range[2])
      continue
    }
    if (name === 'status' || name === 'rate' || name === 'seed' || name === 'times') {
      if (!NUMBER.test(value)) return { error: `${name} expects a number, got "${value}"` }
      fault[name] = Number(value)
      continue
    }
    return { error: `unknown option "${option}"` }
  }
  return { fault }
}

/** Parses a `?faults=` value (already URL-decoded); never throws. */
export function parseFaults(text: string, endpoints: readonly string[]): ParsedFaults {
  const result: ParsedFaults = { faults: [], errors: [] }
  // Longest first, so 'GET /todos/stats' wins over 'GET /todos'.
  const known = [...endpoints].sort((a, b) => b.length - a.length)
  for (const raw of text.split(';')) {
    const entry = raw.trim()
    if (!entry) continue
    const global = entry.match(/^(latency|clientTimeout)=(\d+)$/)
    if (global) {
      if (global[1] === 'latency') result.latencyMs = Number(global[2])
      else result.clientTimeoutMs = Number(global[2]) > 0 ? Number(global[2]) : null
      continue
    }
    const normalised = entry.replace(/^([A-Za-z]+)\s+/, (_m, method: string) => `${method.toUpperCase()} `)
    const endpoint = known.find((key) => normalised.startsWith(`${key}:`))
    if (!endpoint) {
      result.errors.push(`"${entry}": not <METHOD> <path>:<options> with a known endpoint, nor latency=<ms> / clientTimeout=<ms>`)
      continue
    }
    const options = parseOptions(normalised.slice(endpoint.length + 1))
    if ('error' in options) {
      result.errors.push(`"${entry}": ${options.error}`)
      continue
    }
    const parsed = z.safeParse(scenarioSchema, options.fault)
    if (!parsed.success) {
      result.errors.push(`"${entry}": ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
      continue
    }
    const problems = scenarioProblems(parsed.data)
    if (problems.length > 0) {
      result.errors.push(`"${entry}": ${problems.join('; ')}`)
      continue
    }
    result.faults.push({ endpoint, fault: parsed.data })
  }
  return result
}

/** One fault's options in the `?faults=` syntax. */
export function formatFault(fault: Scenario): string {
  const options: string[] = []
  if (fault.status !== undefined) options.push(`status=${fault.status}`)
  if (fault.body !== undefined) options.push(`body=${toBase64Url(JSON.stringify(fault.body))}`)
  for (const [flag, field] of Object.entries(FLAGS)) if (fault[field] === true) options.push(flag)
  if (fault.delayMs !== undefined || fault.delayMaxMs !== undefined) {
    options.push(`delay=${fault.delayMs ?? 0}${fault.delayMaxMs !== undefined ? `-${fault.delayMaxMs}` : ''}`)
  }
  if (fault.rate !== undefined) options.push(`rate=${fault.rate}`)
  if (fault.seed !== undefined) options.push(`seed=${fault.seed}`)
  if (fault.times !== undefined) options.push(`times=${fault.times}`)
  return options.join(',')
}

/** The `?faults=` value (not yet URL-encoded) that reproduces these settings. */
export function formatFaults(settings: FaultSettings): string {
  const entries = settings.faults.map(({ endpoint, fault }) => `${endpoint}:${formatFault(fault)}`)
  if (settings.latencyMs) entries.push(`latency=${settings.latencyMs}`)
  if (settings.clientTimeoutMs) entries.push(`clientTimeout=${settings.clientTimeoutMs}`)
  return entries.join(';')
}

/** `href` with its `faults` parameter set to these settings (removed when there are none). */
export function faultsLink(href: string, settings: FaultSettings): string {
  const url = new URL(href)
  const value = formatFaults(settings)
  if (value) url.searchParams.set('faults', value)
  else url.searchParams.delete('faults')
  return url.toString()
}
