/**
 * Every happy-path handler of the sandbox, in matching order, plus a final catch-all that
 * answers FastAPI's 404/405 for any other /api/v1 request (so nothing leaks to the dev server).
 * Add a resource by writing `<resource>.ts` with `route(...)` entries and listing them here.
 */
import { http, matchRequestUrl } from 'msw'
import { API_PREFIX } from '../../machines/shared/contracts'
import { accountRoutes } from './account'
import { activityRoutes } from './activity'
import { authRoutes } from './auth'
import { calendarRoutes } from './calendar'
import { challengeBrowserRoutes } from './challenge-browser'
import { challengeWaitingRoutes } from './challenge-waiting'
import { commentRoutes } from './comments'
import { contactRoutes } from './contact'
import { detail, setRouteObserver, type Route } from './http'
import { kanbanRoutes } from './kanban'
import { openApiRoutes } from '../openapi/route'
import { postRoutes } from './posts'
import { observeApiCall, progressRoutes } from './progress'
import { todoRoutes } from './todos'
import { uploadRoutes } from './upload'
import { userRoutes } from './users'

export const routes: Route[] = [
  ...authRoutes,
  ...accountRoutes,
  ...activityRoutes,
  ...userRoutes,
  ...uploadRoutes,
  ...contactRoutes,
  // Static paths (/todos/stats, /posts/my, …) come before the `:id` ones inside each list.
  ...todoRoutes,
  ...postRoutes,
  ...commentRoutes,
  ...calendarRoutes,
  ...kanbanRoutes,
  ...challengeBrowserRoutes,
  ...challengeWaitingRoutes,
  ...progressRoutes,
  // GET /openapi.json: the document of every route above (and itself), generated on request.
  ...openApiRoutes(() => routes),
]

// The progress record's evidence from what signed-in learners' requests did (mocks/handlers/progress.ts).
setRouteObserver(observeApiCall)

/** Scenario keys: 'METHOD /path' with the path as written in the handler. */
export const endpoints: string[] = routes.map((r) => r.key)

/** The route a request goes to (first match, like msw), or undefined. */
export function matchRoute(request: Request): Route | undefined {
  const url = new URL(request.url)
  return routes.find((r) => r.method === request.method.toUpperCase() && matchRequestUrl(url, `*${API_PREFIX}${r.path}`).matches)
}

/**
 * A path with a malformed percent-escape (`/users/%E0%A4%A`) breaks msw's matching (its
 * decoder throws, which would be a 500): answer 404 before any other handler looks at it.
 * A RegExp without groups is matched without decoding. Goes first (see `scenarioHandlers`).
 */
export const malformedPathGuard = http.all(new RegExp(`${API_PREFIX.replace(/\//g, '\\/')}(?:[/?#]|$)`), ({ request }) => {
  try {
    decodeURIComponent(new URL(request.url).pathname)
    return undefined
  } catch {
    return detail(404, 'Not Found')
  }
})

const notFound = http.all(`*${API_PREFIX}/*`, ({ request }) => {
  if (request.method === 'OPTIONS' || request.method === 'HEAD') return undefined
  const url = new URL(request.url)
  const allowed = routes.filter((r) => matchRequestUrl(url, `*${API_PREFIX}${r.path}`).matches).map((r) => r.method)
  if (allowed.length === 0) return detail(404, 'Not Found')
  const response = detail(405, 'Method Not Allowed')
  response.headers.set('Allow', [...new Set(allowed)].join(', '))
  return response
})

export const handlers = [...routes.map((r) => r.handler), notFound]
