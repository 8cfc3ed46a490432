/**
 * Runtime settings of the sandbox that are not data: scenarios, latency, the
 * access-token TTL and the sandbox clock offset. They live in sessionStorage
 * (key `qa-sandbox-runtime`) so a Playwright test can set them and then reload
 * or navigate the same tab; a new browser context starts clean. In Node they
 * live in memory. `reset()` restores the defaults.
 */
import * as z from 'zod/mini'
import { browserStorage, createMemoryStorage, readJson, type StorageLike } from './db/storage'
import { SANDBOX_RUNTIME_EVENT, SANDBOX_RUNTIME_KEY } from '@machines/shared/sandbox-runtime'
import { scoped } from './network/scope'

export const RUNTIME_KEY = SANDBOX_RUNTIME_KEY
export const DEFAULT_ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000

const ms = z.number().check(z.nonnegative())

/** A runtime override for one endpoint (see mocks/scenarios/index.ts). */
export const scenarioSchema = z.object({
  /** Answer with this status (200–599). Without `body`, the FastAPI default detail for it. */
  status: z.optional(z.number().check(z.int(), z.gte(200), z.lte(599))),
  /** Answer with this JSON body (status 200 unless `status` is set). */
  body: z.optional(z.unknown()),
  /** Wait this long first; then fall through to the happy handler unless status/body/networkError is set. */
  delayMs: z.optional(ms),
  /** Fail the request at the network level (fetch rejects). */
  networkError: z.optional(z.boolean()),
  /** Keep the request pending until `release(endpoint)`. */
  hold: z.optional(z.boolean()),
  /** How many requests this applies to; unlimited when absent. 1 = one-shot. */
  times: z.optional(z.number().check(z.int(), z.positive())),
  // ---- fault kinds (see mocks/scenarios/faults.ts) ----
  /** With `delayMs`: the delay is drawn from [delayMs, delayMaxMs] by the seeded PRNG, per request. */
  delayMaxMs: z.optional(ms),
  /** Never answer: the request stays pending until the client gives up (its timeout) or aborts. */
  timeout: z.optional(z.boolean()),
  /** Answer 200 with a truncated JSON body (content-type application/json). */
  malformed: z.optional(z.boolean()),
  /** Answer 200 with an empty body (content-length 0). */
  empty: z.optional(z.boolean()),
  /** The share of requests (0–1) the fault applies to, decided by the seeded PRNG; 1 when absent. */
  rate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /** The seed of the PRNG (rate, delay range): the same seed replays the same run. Default 1. */
  seed: z.optional(z.number().check(z.int(), z.gte(0), z.lte(4_294_967_295))),
})
export type Scenario = z.infer<typeof scenarioSchema>

const runtimeSchema = z.object({
  clockOffsetMs: z.number(),
  accessTokenTtlMs: ms,
  /** The latest expiry (sandbox ms) of any access token issued so far. */
  maxAccessExpiryMs: z.number(),
  latencyMs: ms,
  /** Active scenarios by endpoint key, with how many uses remain (null = unlimited). */
  scenarios: z.record(
    z.string(),
    z.object({
      scenario: scenarioSchema,
      remaining: z.nullable(z.number()),
      /** How many requests reached the endpoint since the scenario was set (the PRNG's request index). */
      seen: z._default(z.number(), 0),
    }),
  ),
  /**
   * Sandbox-only client timeout (ms): when set, the app's HTTP client gives up after this long
   * instead of its 30 s, so a `timeout` fault shows the timeout message quickly. null = 30 s.
   */
  clientTimeoutMs: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
  /**
   * Endpoint keys a fault has failed a request of (an error status, a network error, a timeout, a
   * malformed or empty body): a later 2xx answer of the same endpoint is the learner's "fault
   * survived" evidence (machines/learn/evidence.ts `fault-survived`).
   */
  faultsServed: z._default(z.array(z.string()), []),
  /** Ids of the switched-on bugs (machines/bugs/registry.ts, mocks/bugs); kept by `reset()`. */
  bugs: z._default(z.array(z.string()), []),
  /**
   * A bug hunt (/bug-hunt, mocks/bugs): its bugs come from the seed and count (machines/bugs/hunt.ts),
   * so no bug id is stored while it runs; `scored` once the learner's answer was scored (then revealed).
   */
  hunt: z._default(z.nullable(z.object({ seed: z.number().check(z.int()), count: z.number().check(z.int()), scored: z.boolean() })), null),
  /** The practice server's login throttle of this data set (mocks/network/limits.ts): shared by its processes. */
  loginThrottle: z._default(z.object({ enabled: z.boolean(), failures: z.record(z.string(), z.array(z.number())) }), { enabled: true, failures: {} }),
})
export type RuntimeState = z.infer<typeof runtimeSchema>

function defaults(): RuntimeState {
  return {
    clockOffsetMs: 0,
    accessTokenTtlMs: DEFAULT_ACCESS_TOKEN_TTL_MS,
    maxAccessExpiryMs: 0,
    latencyMs: 0,
    scenarios: {},
    clientTimeoutMs: null,
    faultsServed: [],
    bugs: [],
    hunt: null,
    loginThrottle: { enabled: true, failures: {} },
  }
}

/**
 * Where the settings are kept and their current value: one slot in the browser and vitest; on the
 * practice server one per learner session (mocks/network/scope.ts), so scenarios, latency, faults
 * and bugs of one learner never reach another.
 */
interface Slot {
  storage: StorageLike
  state: RuntimeState
}
const slots = scoped<Slot>(() => {
  const storage = browserStorage('sessionStorage') ?? createMemoryStorage()
  return { storage, state: load(storage) }
})

function load(storage: StorageLike): RuntimeState {
  const read = readJson(storage, RUNTIME_KEY)
  if (read === undefined) return defaults()
  const parsed = 'value' in read ? z.safeParse(runtimeSchema, read.value) : undefined
  if (!parsed?.success) {
    console.warn(`[sandbox] ignoring unreadable ${RUNTIME_KEY}; using the default runtime settings`)
    return defaults()
  }
  return parsed.data
}

/** The practice server's store of the settings (mocks/network/runtime-share.ts), told of every change. */
let saved: ((state: RuntimeState) => void) | null = null

function save(): void {
  const { storage, state } = slots.get()
  saved?.(state)
  try {
    storage.setItem(RUNTIME_KEY, JSON.stringify(state))
  } catch (error) {
    console.warn('[sandbox] could not store the runtime settings', error)
  }
  // The app's fault strip listens (src/app/fault-strip.tsx): it reads the stored settings, never this module.
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function' && typeof Event === 'function') {
    window.dispatchEvent(new Event(SANDBOX_RUNTIME_EVENT))
  }
}

export const runtime = {
  /** The current settings (read-only view; change them with `update`). */
  get state(): Readonly<RuntimeState> {
    return slots.get().state
  },
  /** Applies a change and stores it. */
  update(change: (draft: RuntimeState) => void): void {
    change(slots.get().state)
    save()
  },
  /** Back to the defaults: no scenarios, no latency, 15-minute access tokens, real time. */
  reset(): void {
    // The switched-on bugs are a practice setting, not data: a reset keeps them (bugs.disable() clears them).
    const slot = slots.get()
    slot.state = { ...defaults(), bugs: slot.state.bugs, hunt: slot.state.hunt }
    save()
  },
  /** Use another storage (tests); reloads the settings from it. */
  /**
   * The practice server with a database: `listener` is called (in the changed scope) after every
   * change of the settings, so they can be stored for the other processes (null: none).
   */
  onSave(listener: ((state: RuntimeState) => void) | null): void {
    saved = listener
  },
  /**
   * Settings another process stored for the current scope: they replace this process's (not saved
   * again). Unreadable ones are ignored; returns whether they were taken.
   */
  adopt(value: unknown): boolean {
    const parsed = z.safeParse(runtimeSchema, value)
    if (!parsed.success) return false
    slots.get().state = parsed.data
    return true
  },
  useStorage(next: StorageLike): void {
    const slot = slots.get()
    slot.storage = next
    slot.state = load(next)
  },
}
