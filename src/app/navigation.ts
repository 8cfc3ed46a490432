/** Late-bound router navigation, so machines' provided actions can navigate without importing the router. */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void

let navigator: Navigate = (to) => window.location.assign(to)

export function setNavigator(fn: Navigate): void {
  navigator = fn
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  navigator(to, options)
}

/** Pages from which a failed refresh does not redirect to /login (docs/spec/1-shell-and-accounts.md §4). */
export const AUTH_PAGES = ['/login', '/signup', '/forgot-password'] as const

export function isOnAuthPage(pathname = window.location.pathname): boolean {
  return AUTH_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}

export interface FromLocation {
  pathname: string
  search?: string
  hash?: string
}

/** The remembered origin from router state, when it is a safe in-app path. */
export function originFrom(state: unknown, fallback = '/dashboard'): string {
  const from = (state as { from?: FromLocation } | null)?.from
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback
  if (AUTH_PAGES.some((p) => from.pathname === p)) return fallback
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
