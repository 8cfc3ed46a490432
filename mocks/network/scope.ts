/**
 * Per-learner scoping of the sandbox's module singletons (`db`, `runtime`, the scenario layer's
 * held requests, the active route's collections).
 *
 * In the browser and in vitest there is one learner: no scope is ever set and every `scoped()`
 * value is its one base instance, exactly as before. The practice server (mocks/network/sessions.ts)
 * installs a resolver backed by Node's AsyncLocalStorage, so while a request of session S is
 * handled, `scoped().get()` returns S's own instance (created on first use). Instances are kept
 * in a WeakMap keyed by the session object: when the server forgets a session (expiry, reset of
 * the store), its data becomes garbage with it.
 *
 * This file is browser-safe (no Node imports); only the server imports node:async_hooks.
 */

/** What identifies one learner's data on the practice server (the session object itself). */
export type Scope = object

let resolveScope: () => Scope | undefined = () => undefined

/** Installs how the current scope is found (the practice server); `undefined` = the base instances. */
export function setScopeResolver(resolver: () => Scope | undefined): void {
  resolveScope = resolver
}

/** The current scope, if a request of a session is being handled. */
export function currentScope(): Scope | undefined {
  return resolveScope()
}

export interface Scoped<T> {
  /** The instance of the current scope (the base instance outside any scope). */
  get(): T
  /** Replaces the base instance; returns the one it replaced. */
  setBase(next: T): T
}

/** A value with one instance per scope, created on first use by `create` (given the scope; undefined for the base instance). */
export function scoped<T>(create: (scope: Scope | undefined) => T): Scoped<T> {
  let base: T | undefined
  let hasBase = false
  const perScope = new WeakMap<Scope, T>()
  return {
    get() {
      const scope = resolveScope()
      if (scope === undefined) {
        if (!hasBase) {
          base = create(undefined)
          hasBase = true
        }
        return base as T
      }
      let value = perScope.get(scope)
      if (value === undefined) {
        value = create(scope)
        perScope.set(scope, value)
      }
      return value
    },
    setBase(next) {
      const previous = hasBase ? (base as T) : create(undefined)
      base = next
      hasBase = true
      return previous
    },
  }
}

let resolveShared: () => boolean = () => false

/**
 * Installs how a handler learns that it serves the practice server's shared data set (requests
 * with neither `X-Sandbox-Session` nor the session cookie), which is protected against changes
 * that would break it for everyone (mocks/network/shared.ts). Never installed in the browser.
 */
export function setSharedResolver(resolver: () => boolean): void {
  resolveShared = resolver
}

/** True while a request on the practice server's protected shared data set is handled. */
export function onProtectedSharedDataSet(): boolean {
  return resolveShared()
}
