/**
 * The control surface of the sandbox: installed as `window.__sandbox` in the browser
 * (for Playwright's `page.evaluate` and the sandbox panel) and used by vitest helpers.
 * Every method returns a Promise or a plain JSON value.
 */
import { createBugsApi, type BugsApi } from './bugs/index'
import { db, type StoredDocument } from './db/database'
import type { StorageKind } from './db/persistence'
import { SEED_NAMES, type SeedName } from './db/schema'
import { toMailboxEntries, type MailboxEntry } from './mail'
import { runtime } from './runtime'
import type { ParsedFaults } from './scenarios/faults'
import {
  applyFaults,
  clearScenarios,
  endpointKey,
  faultsLinkFor,
  faultsQuery,
  listFaults,
  removeScenario,
  setClientTimeout,
  type ActiveFault,
  endpoints,
  getLatency,
  pending,
  pendingByEndpoint,
  release,
  setLatency,
  setScenario,
  type Scenario,
} from './scenarios/index'
import { accessTokenTtl, clock, expireAccessTokens, setAccessTokenTtl } from './tokens'

export type { ActiveFault, MailboxEntry, ParsedFaults, Scenario, SeedName, StoredDocument }

/** Fault injection per endpoint; the same store as `scenario()`. */
export interface SandboxFaultsApi {
  /**
   * Sets (replaces) the fault of an endpoint, e.g. `set('GET /todos', { status: 500 })`,
   * `set('POST /auth/login', { networkError: true, rate: 0.3, seed: 42 })`, `{ timeout: true }`,
   * `{ malformed: true }`, `{ empty: true }`, `{ delayMs: 100, delayMaxMs: 900, seed: 7 }`, `times: n`.
   * Throws on an unknown endpoint or an invalid fault.
   */
  set(endpoint: string, fault: Scenario): void
  /** Removes the fault of one endpoint. */
  remove(endpoint: string): void
  /** Removes every fault (latency and client timeout stay; `reset()` clears everything). */
  clear(): void
  /** The active faults with their remaining uses and how many requests they have seen. */
  list(): ActiveFault[]
  /** The current faults, latency and client timeout as a `?faults=` value (not URL-encoded). */
  query(): string
  /** This page's URL with `?faults=` reproducing the current settings (shareable). */
  link(): string
  /** Replaces every fault with those of a `?faults=` value; returns what applied and what was skipped. */
  apply(query: string): ParsedFaults
  /** Sandbox only: the app's HTTP client gives up after `ms` instead of 30 s (null: back to 30 s). */
  setClientTimeout(ms: number | null): void
  /** The sandbox client timeout, or null. */
  clientTimeout(): number | null
}

export interface SandboxApi {
  /**
   * Fresh start: clears scenarios (held requests fall through), latency, the access-token TTL
   * and the clock offset, then reseeds with the current seed name ('default' unless `seed()`
   * chose another). Every existing token becomes invalid (sessions are reseeded).
   */
  reset(): Promise<void>
  /** Replaces all data with a seed: 'default' (English), 'ko' (Korean), 'empty' (demo accounts only) or 'busy' (many records). */
  seed(name: SeedName): Promise<void>
  /** The name of the seed the current data came from. */
  seedName(): SeedName
  /**
   * Overrides an endpoint, e.g. `scenario('POST /auth/login', { status: 500, times: 1 })`.
   * Keys are listed by `endpoints()`. Throws on an unknown endpoint or an invalid config.
   * `{ status, body, delayMs, networkError, hold, times }` and the fault kinds `{ timeout, malformed, empty,
   * delayMaxMs, rate, seed }`: see mocks/scenarios/index.ts and faults.ts (`faults.set` is the same call).
   */
  scenario(endpoint: string, config: Scenario): void
  /** Removes every scenario; held requests continue to their happy handler. */
  clearScenarios(): void
  /** Lets the requests held by a `hold` scenario continue; returns how many there were. */
  release(endpoint: string): number
  /** Requests waiting in the scenario layer (latency, hold or delay), for one endpoint or all. */
  pending(endpoint?: string): number
  /** Waiting requests per endpoint, e.g. `{ 'POST /auth/login': 1 }`. */
  pendingByEndpoint(): Record<string, number>
  /** Adds `ms` of latency to every /api/v1 request (0 turns it off). */
  setLatency(ms: number): void
  /** The global latency in ms. */
  latency(): number
  /** Lifetime of access tokens issued from now on, in ms (default 900000 = 15 minutes). */
  setAccessTokenTtl(ms: number): void
  /** The access-token lifetime in ms. */
  accessTokenTtl(): number
  /** Every access token issued so far counts as expired (the sandbox clock moves on); refresh tokens stay valid. */
  expireAccessTokens(): void
  /** Moves the sandbox clock forward by `ms` (token expiry, timestamps). */
  advanceClock(ms: number): void
  /** The sandbox time in ms (Date.now() plus the offset). */
  now(): number
  /** Fault injection per endpoint: `faults.set(endpoint, fault)`, `.remove`, `.clear()`, `.list()`, `.link()`, `.apply(query)`. */
  readonly faults: SandboxFaultsApi
  /** Every endpoint key, e.g. ['POST /auth/login', 'GET /auth/me', …]. */
  endpoints(): string[]
  /**
   * The sandbox's "sent e-mails", newest first: the tokens of password-reset and verify-email
   * links, `[{ kind: 'password-reset' | 'verify-email', email, token, createdAt, expiresAt, usedAt }]`.
   * E.g. `mailbox().find((m) => m.email === 'ann@example.com' && m.kind === 'password-reset').token`.
   */
  mailbox(): MailboxEntry[]
  /**
   * Where the data lives: 'indexeddb' (survives reloads, shared by the tabs of this origin) or
   * 'memory' (Node, or a browser that refused IndexedDB: a reload starts over from the seed), or
   * 'postgres' (the practice server on PGlite or PostgreSQL: survives restarts).
   */
  storageKind(): StorageKind
  /** A read-only copy of the database (for debugging; changing it has no effect). */
  readonly db: StoredDocument
  /**
   * The catalogue of switchable bugs: `bugs.list()`, `bugs.enable(['login-wrong-status'])`,
   * `bugs.disable()`, `bugs.active()`. Machine bugs apply to the screens opened (or reloaded) afterwards.
   */
  readonly bugs: BugsApi
}

/** Reseeds and clears every runtime setting. Shared by `reset()` and the vitest helper. */
export async function resetSandboxState(seed?: SeedName): Promise<void> {
  clearScenarios()
  runtime.reset()
  await db.reseed(seed ?? db.seedName)
}

export function createSandboxApi(): SandboxApi {
  return {
    reset: () => resetSandboxState(),
    async seed(name) {
      if (!(SEED_NAMES as readonly string[]).includes(name)) {
        throw new Error(`Unknown seed "${String(name)}"; expected one of ${SEED_NAMES.join(', ')}`)
      }
      await db.reseed(name)
    },
    seedName: () => db.seedName,
    scenario: (endpoint, config) => setScenario(endpoint, config),
    clearScenarios: () => clearScenarios(),
    release: (endpoint) => release(endpoint),
    pending: (endpoint) => (endpoint === undefined ? pending() : pending(endpointKey(endpoint))),
    pendingByEndpoint: () => pendingByEndpoint(),
    setLatency: (ms) => setLatency(ms),
    latency: () => getLatency(),
    setAccessTokenTtl: (ms) => setAccessTokenTtl(ms),
    accessTokenTtl: () => accessTokenTtl(),
    expireAccessTokens: () => expireAccessTokens(),
    advanceClock: (ms) => clock.advance(ms),
    now: () => clock.now(),
    faults: {
      set: (endpoint, fault) => setScenario(endpoint, fault),
      remove: (endpoint) => removeScenario(endpoint),
      clear: () => clearScenarios(),
      list: () => listFaults(),
      query: () => faultsQuery(),
      link: () => faultsLinkFor(typeof location === 'undefined' ? 'http://localhost/' : location.href),
      apply: (query) => applyFaults(query),
      setClientTimeout: (ms) => setClientTimeout(ms),
      clientTimeout: () => runtime.state.clientTimeoutMs,
    },
    endpoints: () => [...endpoints],
    mailbox: () => toMailboxEntries(db.snapshot().collections.mailbox ?? []),
    storageKind: () => db.storageKind,
    bugs: createBugsApi(),
    get db() {
      return db.snapshot()
    },
  }
}

declare global {
  interface Window {
    /**
     * The sandbox controls; present from the first script when the app runs on the in-browser
     * sandbox. Until the sandbox has started it is index.html's stand-in: the same methods, each
     * returning a Promise of its result (they run once the sandbox is up).
     */
    __sandbox?: SandboxApi
    /** Resolves with the real `window.__sandbox` once the sandbox has started (rejects when it cannot start). */
    __sandboxReady?: Promise<SandboxApi>
    /** Set by index.html's stand-in: the app reports that the sandbox will not start. */
    __sandboxFailed?: (error: unknown) => void
  }
}
