/**
 * The catalogue of switchable bugs: named, documented defects a learner can switch
 * on to practise finding them, and that `npm run mutants` uses to measure how many of them the
 * project's own model-based suite kills. Pure data: no xstate, no DOM, no descriptions (those are
 * translated, in src/i18n/locales/{en,ko}/bugs.json, and stay hidden until revealed).
 *
 * A 'machine' bug is a mutation of a machine's implementations (machines/bugs/mutations.ts),
 * applied where the app creates its actors; a 'handler' bug is a `bugOn(id)` branch in a sandbox
 * handler (mocks/bugs/index.ts); a 'view' bug is a deviation only the screen can show (a broken
 * image, a misaligned button, a doubled total), read by the view through
 * src/features/personas/view-bugs.ts. Every bug is off unless switched on, for everyone; a persona
 * (machines/shared/personas.ts) switches a named set of them on for one account only.
 */

export type BugKind = 'machine' | 'handler' | 'view'

export type BugClass =
  | 'off-by-one'
  | 'wrong-calculation'
  | 'rounding'
  | 'missing-transition'
  | 'missing-effect'
  | 'stale-context'
  | 'stale-response'
  | 'validation-skipped'
  | 'wrong-status-code'
  | 'lost-write'
  | 'korean-only'
  | 'case-sensitive'
  | 'broken-image'
  | 'wrong-link'
  | 'ignored-input'
  | 'wrong-field'
  | 'server-error'
  | 'layout'
  | 'wrong-data'

export type BugScreen = 'auth' | 'account' | 'playground' | 'banking' | 'ecommerce' | 'booking' | 'social' | 'posts' | 'todos' | 'calendar' | 'kanban' | 'chat' | 'dashboard'

export interface BugEntry {
  id: string
  kind: BugKind
  class: BugClass
  screen: BugScreen
  /** The app route where the bug shows (for the panel's "open" link). */
  path: string
  /** Machine bugs: the machine's id (`machine.id`) whose actors get the mutation. */
  machine?: string
  /** Handler bugs: the endpoint keys ('METHOD /path') whose answers change. */
  endpoints?: string[]
  /** The model specs (tests/model/<name>.model.spec.ts) that `npm run mutants` runs for this bug. */
  specs: string[]
}

export const BUGS = [
  // ------------------------------------------------------------------ machine bugs
  { id: 'counter-decrement-by-two', kind: 'machine', class: 'wrong-calculation', screen: 'playground', path: '/playground', machine: 'playgroundCounter', specs: ['playground-counter'] },
  { id: 'shop-stock-off-by-one', kind: 'machine', class: 'off-by-one', screen: 'ecommerce', path: '/qa/ecommerce', machine: 'shopProduct', specs: ['shop-product'] },
  { id: 'login-terms-one-box', kind: 'machine', class: 'validation-skipped', screen: 'auth', path: '/login', machine: 'login', specs: ['login'] },
  { id: 'chat-draft-kept', kind: 'machine', class: 'stale-context', screen: 'chat', path: '/chat', machine: 'chat', specs: ['chat'] },
  { id: 'todos-delete-unconfirmed', kind: 'machine', class: 'missing-transition', screen: 'todos', path: '/todos', machine: 'todos', specs: ['todos'] },
  { id: 'banking-pin-unchecked', kind: 'machine', class: 'validation-skipped', screen: 'banking', path: '/qa/banking', machine: 'bankingTransfer', specs: ['banking-transfer'] },
  { id: 'booking-promo-case-sensitive', kind: 'machine', class: 'case-sensitive', screen: 'booking', path: '/qa/booking', machine: 'bookingWizard', specs: ['booking-wizard'] },
  { id: 'social-follows-not-saved', kind: 'machine', class: 'lost-write', screen: 'social', path: '/qa/social', machine: 'socialPeople', specs: ['social-people'] },
  { id: 'modal-confirm-silent', kind: 'machine', class: 'missing-effect', screen: 'playground', path: '/playground', machine: 'playgroundModal', specs: ['playground-modal'] },
  // ------------------------------------------------------------------ handler bugs
  { id: 'login-wrong-status', kind: 'handler', class: 'wrong-status-code', screen: 'auth', path: '/login', endpoints: ['POST /auth/login'], specs: ['login'] },
  { id: 'signup-duplicate-email', kind: 'handler', class: 'validation-skipped', screen: 'account', path: '/signup', endpoints: ['POST /auth/register'], specs: ['signup'] },
  { id: 'profile-update-stale', kind: 'handler', class: 'stale-response', screen: 'account', path: '/profile', endpoints: ['PATCH /auth/profile'], specs: ['profile'] },
  { id: 'posts-ko-title-bytes', kind: 'handler', class: 'korean-only', screen: 'posts', path: '/posts/create', endpoints: ['POST /posts'], specs: ['post-form'] },
  { id: 'posts-page-overlap', kind: 'handler', class: 'off-by-one', screen: 'posts', path: '/posts', endpoints: ['GET /posts'], specs: ['post-list'] },
  { id: 'todos-stats-rounding', kind: 'handler', class: 'rounding', screen: 'todos', path: '/todos', endpoints: ['GET /todos/stats'], specs: ['todos', 'dashboard'] },
  { id: 'kanban-move-lost', kind: 'handler', class: 'lost-write', screen: 'kanban', path: '/kanban', endpoints: ['POST /kanban/cards/:id/move'], specs: ['card-move', 'kanban-board'] },
  { id: 'calendar-last-day-missing', kind: 'handler', class: 'off-by-one', screen: 'calendar', path: '/calendar', endpoints: ['GET /calendar/events'], specs: ['calendar'] },
  // Personas (machines/shared/personas.ts): problem, error
  { id: 'posts-sort-ignored', kind: 'handler', class: 'ignored-input', screen: 'posts', path: '/posts', endpoints: ['GET /posts'], specs: ['post-list'] },
  { id: 'profile-location-into-bio', kind: 'handler', class: 'wrong-field', screen: 'account', path: '/profile', endpoints: ['PATCH /auth/profile'], specs: ['profile'] },
  { id: 'todos-create-500', kind: 'handler', class: 'server-error', screen: 'todos', path: '/todos', endpoints: ['POST /todos'], specs: ['todos'] },
  { id: 'calendar-create-500', kind: 'handler', class: 'server-error', screen: 'calendar', path: '/calendar', endpoints: ['POST /calendar/events'], specs: ['calendar'] },
  // ------------------------------------------------------------------ view bugs (personas problem, visual)
  { id: 'shop-images-broken', kind: 'view', class: 'broken-image', screen: 'ecommerce', path: '/qa/ecommerce', specs: ['shop-product'] },
  { id: 'shop-home-link-wrong', kind: 'view', class: 'wrong-link', screen: 'ecommerce', path: '/qa/ecommerce', specs: ['shop-product'] },
  { id: 'shop-total-doubled', kind: 'view', class: 'wrong-calculation', screen: 'ecommerce', path: '/qa/ecommerce', specs: ['shop-product'] },
  { id: 'shop-buttons-misaligned', kind: 'view', class: 'layout', screen: 'ecommerce', path: '/qa/ecommerce', specs: ['shop-product'] },
  { id: 'shop-wrong-image', kind: 'view', class: 'wrong-data', screen: 'ecommerce', path: '/qa/ecommerce', specs: ['shop-product'] },
  { id: 'shop-prices-shuffled', kind: 'view', class: 'wrong-data', screen: 'ecommerce', path: '/qa/ecommerce', specs: ['shop-product'] },
] as const satisfies readonly BugEntry[]

export type BugId = (typeof BUGS)[number]['id']

export const BUG_IDS: readonly BugId[] = BUGS.map((b) => b.id)

export const isBugId = (id: string): id is BugId => (BUG_IDS as readonly string[]).includes(id)

export function bugById(id: string): BugEntry | undefined {
  return (BUGS as readonly BugEntry[]).find((b) => b.id === id)
}

/**
 * The known ids among `ids` (trimmed, deduplicated, in catalogue order); unknown ones are
 * returned separately so a caller can say which it ignored.
 */
export function parseBugIds(ids: Iterable<string>): { known: BugId[]; unknown: string[] } {
  const wanted = new Set<string>()
  const unknown: string[] = []
  for (const raw of ids) {
    const id = raw.trim()
    if (id === '') continue
    if (isBugId(id)) wanted.add(id)
    else if (!unknown.includes(id)) unknown.push(id)
  }
  return { known: BUG_IDS.filter((id) => wanted.has(id)), unknown }
}

/** `?bugs=a,b` (comma-separated, spaces allowed) to its parts; `null` when the parameter is absent. */
export function bugsParam(search: string): string[] | null {
  const value = new URLSearchParams(search).get('bugs')
  return value === null ? null : value.split(',')
}
