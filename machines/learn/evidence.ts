/**
 * The evidence rules (issue "Learn" §2): which observation produces which evidence id. Pure: the
 * handlers (mocks/handlers/progress.ts) call `apiEvidence` with what they saw of a signed-in
 * learner's request, and `eventEvidence` with what the app reported; curriculum tasks name these
 * ids. No React, no fetch, no storage here.
 *
 * Evidence ids:
 * - `api:<rule>`: an /api/v1 call the sandbox or practice server answered for the learner (API_RULES): the
 *   learner's own calls (a test's `request` or page fetch, curl, Postman), not the app's (`X-QA-Client: app`),
 *   except the post list in network mode and a fault survived (`fault-survived`: a 2xx from an endpoint a fault
 *   failed earlier in the same session).
 * - `challenge:<slug>`: the challenge's machine reached its solved state (any way, clicks included);
 *   `challenge-auto:<slug>`: the same in a browser under automation (navigator.webdriver: Playwright, Selenium, Cypress).
 * - `lab:<machine>:<states|transitions>:<50|100>`: the lab recorder's coverage of a catalogued machine
 *   reached that percentage; `lab-auto:…` when it was reported from an automated browser.
 * - `bughunt:found:<n>`: a bug-hunt result with at least n bugs found (n in BUG_HUNT_STEPS).
 * - `killscore:run`: a kill-score run was recorded (`npm run kill-score`, scripts/kill-score.mjs);
 *   `killscore:percent:<50|100>`: its suite killed at least that share of the bugs it ran against.
 * - `lesson:<track>/<lesson>`: the lesson was opened while signed in (progress, never a task's evidence).
 */
import type { ProgressEvent } from './progress-contract'

/** What a handler saw: the route key's method and path, the answer's status, the query and the parsed JSON body. */
export interface ApiObservation {
  method: string
  /** The route path as written in mocks/handlers, e.g. '/todos/:id'. */
  path: string
  status: number
  query: URLSearchParams
  body: unknown
  /** Answered by the practice server (mocks/server.ts), not the in-browser sandbox. */
  practiceServer: boolean
  /** The practice server also serves the app (network mode). */
  network: boolean
  /** The request named its own data set with the X-Sandbox-Session header. */
  sessionHeader: boolean
  /** The app's own call (it sends `X-QA-Client: app`), not one the learner's test, curl or Postman made. */
  appClient: boolean
  /** A fault (mocks/scenarios) failed an earlier request of this endpoint in the learner's session or sandbox. */
  afterFault: boolean
}

/** The header the app's HTTP client sends on its own calls (src/api/client.ts). */
export const APP_CLIENT_HEADER = 'X-QA-Client'

const ok = (o: ApiObservation) => o.status >= 200 && o.status < 300
/** A call the learner made (a test's request or page fetch, curl, Postman), not the app's own. */
const is = (o: ApiObservation, method: string, path: string) => !o.appClient && o.method === method && o.path === path
const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined)

/** The API rules, by id (the evidence id is `api:<id>`). */
export const API_RULES: Record<string, (o: ApiObservation) => boolean> = {
  me: (o) => is(o, 'GET', '/auth/me') && ok(o),
  'todo-due-date': (o) => is(o, 'POST', '/todos') && o.status === 201 && typeof field(o.body, 'due_date') === 'string',
  'todo-filter': (o) => is(o, 'GET', '/todos') && ok(o) && ['status', 'priority', 'completed', 'search'].some((k) => o.query.has(k)),
  'todo-not-found': (o) => !o.appClient && o.path === '/todos/:id' && o.status === 404,
  'todo-toggle': (o) => is(o, 'PATCH', '/todos/:id/toggle') && ok(o),
  'todo-bulk': (o) => is(o, 'PATCH', '/todos/bulk') && ok(o),
  'todo-export-json': (o) => is(o, 'GET', '/todos/export') && ok(o) && o.query.get('format') === 'json',
  'post-422': (o) => is(o, 'POST', '/posts') && o.status === 422,
  'post-updated': (o) => is(o, 'PUT', '/posts/:id') && ok(o),
  // The post list in network mode: the app's own load counts (the learner opens /posts in network mode).
  'posts-network': (o) => o.method === 'GET' && o.path === '/posts' && ok(o) && o.network,
  'calendar-422': (o) => is(o, 'POST', '/calendar/events') && o.status === 422,
  'calendar-event': (o) => is(o, 'POST', '/calendar/events') && o.status === 201,
  'kanban-move': (o) => is(o, 'POST', '/kanban/cards/:id/move') && ok(o),
  comment: (o) => is(o, 'POST', '/comments') && o.status === 201,
  like: (o) => is(o, 'POST', '/posts/:id/like') && ok(o),
  'profile-update': (o) => is(o, 'PATCH', '/auth/profile') && ok(o),
  upload: (o) => is(o, 'POST', '/upload') && ok(o),
  'practice-server': (o) => !o.appClient && o.practiceServer && ok(o) && !o.path.startsWith('/progress'),
  // A fault failed a request of this endpoint, and a later one succeeded: the app or the learner's test
  // survived it (a retry, a "Try again", a one-shot fault used up). The app's calls count too.
  'fault-survived': (o) => o.afterFault && ok(o),
  'session-header': (o) => o.practiceServer && o.sessionHeader && ok(o) && !o.path.startsWith('/progress'),
}

/** The evidence ids one observed API call produces (usually none). */
export function apiEvidence(o: ApiObservation): string[] {
  return Object.entries(API_RULES)
    .filter(([, rule]) => rule(o))
    .map(([id]) => `api:${id}`)
}

/** Coverage thresholds that become evidence. */
export const LAB_STEPS = [50, 100] as const
/** Bug-hunt thresholds that become evidence. */
export const BUG_HUNT_STEPS = [1, 3, 5] as const
/** Kill-score thresholds (percent of the bugs run) that become evidence. */
export const KILL_SCORE_STEPS = [50, 100] as const

const reached = (covered: number, total: number, pct: number) => total > 0 && Math.min(covered, total) * 100 >= pct * total

/** The evidence ids one reported event produces. */
export function eventEvidence(event: ProgressEvent): string[] {
  switch (event.type) {
    case 'challenge.solved':
      return event.automated ? [`challenge:${event.slug}`, `challenge-auto:${event.slug}`] : [`challenge:${event.slug}`]
    case 'lab.coverage': {
      const ids: string[] = []
      for (const metric of ['states', 'transitions'] as const)
        for (const pct of LAB_STEPS)
          if (reached(event[metric].covered, event[metric].total, pct)) {
            ids.push(`lab:${event.machine}:${metric}:${pct}`)
            if (event.automated) ids.push(`lab-auto:${event.machine}:${metric}:${pct}`)
          }
      return ids
    }
    case 'bughunt.result':
      return BUG_HUNT_STEPS.filter((n) => Math.min(event.found, event.total) >= n).map((n) => `bughunt:found:${n}`)
    case 'killscore.result':
      return event.total > 0 ? ['killscore:run', ...KILL_SCORE_STEPS.filter((pct) => reached(event.killed, event.total, pct)).map((pct) => `killscore:percent:${pct}`)] : []
    case 'lesson.opened':
      return [`lesson:${event.track}/${event.lesson}`]
  }
}

export type EvidenceKind = 'api' | 'challenge' | 'challenge-auto' | 'lab' | 'lab-auto' | 'bughunt' | 'killscore' | 'lesson'

/** The kind of a well-formed evidence id that some rule can produce, else undefined. */
export function evidenceKind(id: string): EvidenceKind | undefined {
  const [kind, ...rest] = id.split(':')
  switch (kind) {
    case 'api':
      return rest.length === 1 && Object.prototype.hasOwnProperty.call(API_RULES, rest[0]!) ? 'api' : undefined
    case 'challenge':
    case 'challenge-auto':
      return rest.length === 1 && /^[a-z0-9][a-z0-9-]*$/.test(rest[0]!) ? kind : undefined
    case 'lab':
    case 'lab-auto':
      return rest.length === 3 && /^[a-zA-Z0-9_-]+$/.test(rest[0]!) && (rest[1] === 'states' || rest[1] === 'transitions') && (LAB_STEPS as readonly number[]).includes(Number(rest[2]))
        ? kind
        : undefined
    case 'bughunt':
      return rest.length === 2 && rest[0] === 'found' && (BUG_HUNT_STEPS as readonly number[]).includes(Number(rest[1])) ? 'bughunt' : undefined
    case 'killscore':
      return (rest.length === 1 && rest[0] === 'run') || (rest.length === 2 && rest[0] === 'percent' && (KILL_SCORE_STEPS as readonly number[]).includes(Number(rest[1]))) ? 'killscore' : undefined
    case 'lesson':
      return rest.length === 1 && /^[a-z0-9-]+\/[a-z0-9-]+$/.test(rest[0]!) ? 'lesson' : undefined
    default:
      return undefined
  }
}
