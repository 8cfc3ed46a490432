/**
 * Runtime overrides, kept out of the happy handlers (MSW docs: happy paths per domain,
 * overrides at runtime). `scenarioHandlers` go first in the handler list: for every
 * /api/v1 request they apply the global latency, then the scenario registered for the
 * request's endpoint (if any), and otherwise fall through to the happy handler.
 *
 * Endpoint keys are 'METHOD /path' with the path pattern as written in the handler,
 * e.g. 'POST /auth/login', 'DELETE /users/:id' (see `endpoints`).
 *
 * Per request, in this order: latency → does the fault hit this request (`rate`, seeded; see
 * faults.ts) → hold (until `release`) → delay (`delayMs`, or drawn from [delayMs, delayMaxMs]) →
 * networkError | timeout | malformed | empty | status/body | fall through. `times` counts the
 * requests the fault hit, from their arrival. A request the fault misses goes straight to the
 * happy handler. Scenarios and latency are stored with the other runtime settings (sessionStorage).
 */
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { API_PREFIX } from '@machines/shared/contracts'
import { REASON_PHRASES } from '../handlers/http'
import { endpoints, malformedPathGuard, matchRoute } from '../handlers/index'
import { scoped } from '../network/scope'
import { personaLatencyMs } from '../personas'
import { runtime, scenarioSchema, type Scenario } from '../runtime'
import { faultDelay, faultHits, faultsLink, formatFaults, parseFaults, scenarioProblems, type FaultSettings, type ParsedFaults } from './faults'

export type { Scenario }
export { endpoints }

/** Normalises 'post  /auth/login' to 'POST /auth/login' and checks it is a known endpoint. */
export function endpointKey(endpoint: string): string {
  const match = typeof endpoint === 'string' ? endpoint.trim().match(/^([A-Za-z]+)\s+(\S+)$/) : null
  const key = match ? `${match[1]!.toUpperCase()} ${match[2]}` : String(endpoint)
  if (!endpoints.includes(key)) {
    throw new Error(`Unknown endpoint "${String(endpoint)}". Known endpoints: ${endpoints.join(', ')}`)
  }
  return key
}

/** Registers (or replaces) the scenario of an endpoint. Throws on an unknown endpoint or bad config. */
export function setScenario(endpoint: string, scenario: Scenario): void {
  const key = endpointKey(endpoint)
  const parsed = z.safeParse(scenarioSchema, scenario)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'scenario'}: ${i.message}`).join('; ')
    throw new Error(`Invalid scenario for ${key}: ${problems}`)
  }
  const problems = scenarioProblems(parsed.data)
  if (problems.length > 0) throw new Error(`Invalid scenario for ${key}: ${problems.join('; ')}`)
  runtime.update((s) => {
    s.scenarios[key] = { scenario: parsed.data, remaining: parsed.data.times ?? null, seen: 0 }
  })
}

/** Removes the scenario of one endpoint (its held requests fall through). */
export function removeScenario(endpoint: string): void {
  const key = endpointKey(endpoint)
  runtime.update((s) => {
    delete s.scenarios[key]
  })
  fallThrough(key)
}

/** One active fault, as `faults.list()` shows it. */
export interface ActiveFault {
  endpoint: string
  fault: Scenario
  /** Uses left (null = unlimited). */
  remaining: number | null
  /** Requests that reached the endpoint since the fault was set. */
  seen: number
}

export function listFaults(): ActiveFault[] {
  return Object.entries(runtime.state.scenarios).map(([endpoint, entry]) => ({ endpoint, fault: entry.scenario, remaining: entry.remaining, seen: entry.seen }))
}

/** The settings a `?faults=` link carries (the faults as set, not their remaining uses). */
export function faultSettings(): FaultSettings {
  return {
    faults: Object.entries(runtime.state.scenarios).map(([endpoint, entry]) => ({ endpoint, fault: entry.scenario })),
    latencyMs: runtime.state.latencyMs,
    clientTimeoutMs: runtime.state.clientTimeoutMs,
  }
}

/** The current faults as a `?faults=` value (not URL-encoded). */
export function faultsQuery(): string {
  return formatFaults(faultSettings())
}

/** `href` with `?faults=` reproducing the current faults, latency and client timeout. */
export function faultsLinkFor(href: string): string {
  return faultsLink(href, faultSettings())
}

/**
 * Applies a `?faults=` value: replaces every fault, and sets the latency and client timeout
 * (back to none when the value does not name them). Invalid entries are skipped and returned.
 */
export function applyFaults(text: string): ParsedFaults {
  const parsed = parseFaults(text, endpoints)
  clearScenarios()
  runtime.update((s) => {
    s.latencyMs = parsed.latencyMs ?? 0
    s.clientTimeoutMs = parsed.clientTimeoutMs ?? null
    for (const { endpoint, fault } of parsed.faults) s.scenarios[endpoint] = { scenario: fault, remaining: fault.times ?? null, seen: 0 }
  })
  return parsed
}

/** Sandbox-only: the app's HTTP client gives up after `ms` (null: its own 30 s). */
export function setClientTimeout(ms: number | null): void {
  if (ms !== null && (!Number.isInteger(ms) || ms <= 0)) throw new TypeError('setClientTimeout(ms) expects a positive integer or null')
  runtime.update((s) => {
    s.clientTimeoutMs = ms
  })
}

/** The active scenario of an endpoint, if any. */
export function getScenario(endpoint: string): Scenario | undefined {
  return runtime.state.scenarios[endpointKey(endpoint)]?.scenario
}

/** Removes every scenario and lets held requests continue to their happy handler. */
export function clearScenarios(): void {
  runtime.update((s) => {
    s.scenarios = {}
  })
  for (const key of [...waits.get().held.keys()]) fallThrough(key)
}

/** Global latency added to every /api/v1 request (ms). */
export function setLatency(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new TypeError('setLatency(ms) expects a number >= 0')
  runtime.update((s) => {
    s.latencyMs = ms
  })
}

export function getLatency(): number {
  return runtime.state.latencyMs
}

/**
 * Held requests per endpoint (resume(true) applies the rest of the scenario, resume(false) falls
 * through) and the requests waiting in this layer (latency, hold or delay) per endpoint: one pair
 * per learner session on the practice server (mocks/network/scope.ts), one in the browser.
 */
const waits = scoped(() => ({
  held: new Map<string, Set<(apply: boolean) => void>>(),
  waitingCount: new Map<string, number>(),
}))

/**
 * Called in a data set's scope each time its held or waiting requests change (a request starts
 * waiting, is held, or ends): the practice server on a database stores the counts, so every
 * process counts every process's (mocks/network/runtime-share.ts). Null: no one listens.
 */
let waitsListener: (() => void) | null = null
export function onWaitsChange(listener: (() => void) | null): void {
  waitsListener = listener
}

/**
 * Lets the held requests of endpoints that have no scenario any more fall through, as removing
 * one does (after settings another process changed were taken: mocks/network/runtime-share.ts).
 */
export function dropUnscheduledHolds(): void {
  for (const key of [...waits.get().held.keys()]) if (!runtime.state.scenarios[key]) fallThrough(key)
}

/** Lets the requests held for an endpoint go on to their happy handler (their scenario is gone). */
function fallThrough(key: string): void {
  const { held } = waits.get()
  const waiting = held.get(key)
  held.delete(key)
  for (const resume of [...(waiting ?? [])]) resume(false)
}

/** Releases the requests held for an endpoint; returns how many were released. */
export function release(endpoint: string): number {
  const key = endpointKey(endpoint)
  const { held } = waits.get()
  const waiting = held.get(key)
  if (!waiting) return 0
  held.delete(key)
  const resumes = [...waiting]
  for (const resume of resumes) resume(true)
  return resumes.length
}

/**
 * How many requests are waiting in the scenario layer (latency, hold or delay) for an
 * endpoint, or for all endpoints when none is given.
 */
export function pending(endpoint?: string): number {
  const { waitingCount } = waits.get()
  if (endpoint === undefined) {
    let total = 0
    for (const n of waitingCount.values()) total += n
    return total
  }
  return waitingCount.get(endpointKey(endpoint)) ?? 0
}

/** The waiting counts of every endpoint that has waiting requests. */
export function pendingByEndpoint(): Record<string, number> {
  const { waitingCount } = waits.get()
  return Object.fromEntries([...waitingCount].filter(([, n]) => n > 0))
}

/** The held counts of every endpoint that has held requests (those `release` would let go). */
export function heldByEndpoint(): Record<string, number> {
  const { held } = waits.get()
  return Object.fromEntries([...held].filter(([, waiting]) => waiting.size > 0).map(([key, waiting]) => [key, waiting.size]))
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
}

function hold(key: string, signal: AbortSignal | undefined): Promise<boolean> {
  const { held } = waits.get()
  return new Promise((resolve) => {
    const waiting = held.get(key) ?? new Set()
    held.set(key, waiting)
    const resume = (apply: boolean) => {
      waiting.delete(resume)
      resolve(apply)
    }
    waiting.add(resume)
    waitsListener?.()
    signal?.addEventListener('abort', () => resume(false), { once: true })
  })
}

/**
 * Counts the request (its index feeds the seeded PRNG) and, when the fault hits it, takes one
 * use of the endpoint's scenario (removing it when used up). Returns the scenario and the
 * request's index when the fault hits.
 */
function takeScenario(key: string): { scenario: Scenario; index: number } | undefined {
  const entry = runtime.state.scenarios[key]
  if (!entry) return undefined
  const index = entry.seen
  const hits = faultHits(entry.scenario, key, index)
  runtime.update((s) => {
    const current = s.scenarios[key]
    if (!current) return
    current.seen = index + 1
    if (!hits || current.remaining === null) return
    current.remaining -= 1
    if (current.remaining <= 0) delete s.scenarios[key]
  })
  return hits ? { scenario: entry.scenario, index } : undefined
}

/** How long a `timeout` fault keeps a request at most when the client never aborts (then the connection drops). */
export const TIMEOUT_FAULT_MAX_MS = 5 * 60_000
/** The body of a `malformed` fault: JSON cut off in the middle. */
export const MALFORMED_BODY = '{"detail": "This answer was cut off by a sandbox fault", "items": [{"id": 1, "title": "'

function never(signal: AbortSignal | undefined): Promise<void> {
  return sleep(TIMEOUT_FAULT_MAX_MS, signal)
}

const NULL_BODY_STATUSES = new Set([204, 205, 304])

async function respond(scenario: Scenario, signal: AbortSignal | undefined): Promise<Response | undefined> {
  if (scenario.networkError) return HttpResponse.error()
  if (scenario.timeout) {
    await never(signal)
    return HttpResponse.error()
  }
  if (scenario.malformed) return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } })
  if (scenario.empty) return new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': '0' } })
  if (scenario.status === undefined && scenario.body === undefined) return undefined
  const status = scenario.status ?? 200
  if (NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status })
  const body =
    scenario.body !== undefined
      ? scenario.body
      : status === 422
        ? { detail: [{ loc: ['body'], msg: 'Validation error', type: 'value_error' }] }
        : { detail: REASON_PHRASES[status] ?? `HTTP ${status}` }
  return HttpResponse.json(body as never, { status })
}

/** Whether a scenario fails the request it answers (rather than delaying it or answering a made-up 2xx body). */
export function failsRequest(scenario: Scenario): boolean {
  return !!(scenario.networkError || scenario.timeout || scenario.malformed || scenario.empty || (scenario.status !== undefined && scenario.status >= 400))
}

/** The first handler: latency and scenarios for every /api/v1 request. */
export const scenarioHandler = http.all(`*${API_PREFIX}/*`, async ({ request }) => {
  const key = matchRoute(request)?.key
  // The slow persona (machines/shared/personas.ts): its token adds its latency to every answer.
  const latency = runtime.state.latencyMs + (await personaLatencyMs(request))
  const scenario = key ? runtime.state.scenarios[key] : undefined
  if (latency <= 0 && !scenario) return undefined

  const signal = request.signal as AbortSignal | undefined
  const { waitingCount } = waits.get()
  const countKey = key ?? `${request.method} ${new URL(request.url).pathname}`
  waitingCount.set(countKey, (waitingCount.get(countKey) ?? 0) + 1)
  waitsListener?.()
  try {
    await sleep(latency, signal)
    const taken = key ? takeScenario(key) : undefined
    if (!taken || !key) return undefined
    const active = taken.scenario
    if (active.hold && !(await hold(key, signal))) return undefined
    if (failsRequest(active) && !runtime.state.faultsServed.includes(key)) runtime.update((s) => void s.faultsServed.push(key))
    await sleep(faultDelay(active, key, taken.index), signal)
    return await respond(active, signal)
  } finally {
    const left = (waitingCount.get(countKey) ?? 1) - 1
    if (left > 0) waitingCount.set(countKey, left)
    else waitingCount.delete(countKey)
    waitsListener?.()
  }
})

/** The malformed-path guard first (msw cannot match such paths), then latency and scenarios. */
export const scenarioHandlers = [malformedPathGuard, scenarioHandler]
