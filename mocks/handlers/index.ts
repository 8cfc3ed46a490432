/**
 * Every happy-path handler of the sandbox, in matching order, plus a final catch-all that
 * answers FastAPI's 404/405 for any other /api/v1 request (so nothing leaks to the dev server).
 * Add a resource by writing `<resource>.ts` with `route(...)` entries and listing them here.
 */
import { getResponse, http, matchRequestUrl } from 'msw'
import { API_PREFIX } from '@machines/shared/contracts'
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

/** The methods of the routes whose path matches `url` (empty: no route has this path). */
function allowedMethods(url: URL): string[] {
  return [...new Set(routes.filter((r) => matchRequestUrl(url, `*${API_PREFIX}${r.path}`).matches).map((r) => r.method))]
}

/** The `Allow` header of a path: its methods, HEAD with GET, and OPTIONS. */
function allowHeader(methods: string[]): string {
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ')
}

/**
 * HEAD and OPTIONS as a real server answers them: HEAD on a GET route is that GET's answer
 * (status and headers) without the body; OPTIONS on a known path is 204 with `Allow`; on an
 * unknown path both are 404 (HEAD without a body). CORS preflights never get here on the
 * practice server (mocks/server.ts answers them first).
 */
const headAndOptions = http.all(`*${API_PREFIX}/*`, async ({ request }) => {
  const method = request.method.toUpperCase()
  if (method !== 'HEAD' && method !== 'OPTIONS') return undefined
  const url = new URL(request.url)
  const methods = allowedMethods(url)
  if (methods.length === 0) {
    const response = detail(404, 'Not Found')
    return method === 'HEAD' ? new Response(null, { status: 404, headers: response.headers }) : response
  }
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allowHeader(methods) } })
  if (!methods.includes('GET')) {
    return new Response(null, { status: 405, headers: { Allow: methods.join(', '), 'Content-Type': 'application/json' } })
  }
  const get = new Request(request.url, { method: 'GET', headers: request.headers })
  const answer = await getResponse(routes.map((r) => r.handler), get)
  if (!answer) return detail(404, 'Not Found')
  // The GET's headers (Content-Type, Content-Length when it had one), no body.
  return new Response(null, { status: answer.status, headers: answer.headers })
})

const notFound = http.all(`*${API_PREFIX}/*`, ({ request }) => {
  if (request.method === 'OPTIONS' || request.method === 'HEAD') return undefined
  const url = new URL(request.url)
  const allowed = allowedMethods(url)
  if (allowed.length === 0) return detail(404, 'Not Found')
  const response = detail(405, 'Method Not Allowed')
  response.headers.set('Allow', allowed.join(', '))
  return response
})

export const handlers = [...routes.map((r) => r.handler), headAndOptions, notFound]
