/**
 * Sandbox routes of the "waiting and timing" challenges: answers that arrive late on
 * purpose. The delay is the learner's knob: `?delay=` in milliseconds; a negative, non-integer or
 * unsafe-integer value is a FastAPI 422, and a larger one is capped at CHALLENGE_MAX_DELAY_MS (kept
 * under the client's 30 s timeout; the answer's `delay_ms` says what was applied). Without `?delay=`
 * the answer comes at once: the challenge pages always send theirs (15 s and 5 s unless the learner
 * shortens them), and no request without one is slow (the hostile-input suites expect every route
 * to answer within 3 s).
 * No token needed. The wait happens outside the database lock (these routes read no data), so a
 * 15-second answer never holds up other requests; an aborted request stops waiting.
 */
import { http, HttpResponse } from 'msw'
import { API_PREFIX } from '@machines/shared/contracts'
import { HttpError, detail, parseQuery, queryParam, type Route } from './http'

export const CHALLENGE_MAX_DELAY_MS = 20_000
/** The delays the challenge pages send unless the learner sets `?delay=`. */
export const AJAX_DEFAULT_DELAY_MS = 15_000
export const LOAD_DEFAULT_DELAY_MS = 5_000
export const AJAX_LABEL = 'Data loaded with AJAX get request.'
export const LOAD_LABEL = 'Button Appearing After Delay'

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    }, { once: true })
  })
}

/** A GET route answering `{ label, delay_ms }` after `?delay=` ms (a `route()` without the db lock). */
function delayedRoute(path: string, label: string): Route {
  const handler = http.get(`*${API_PREFIX}${path}`, async ({ request }) => {
    try {
      const delay = Math.min(parseQuery(request, { delay: queryParam.int({ fallback: 0, min: 0 }) }).delay, CHALLENGE_MAX_DELAY_MS)
      await wait(delay, request.signal)
      return HttpResponse.json({ label, delay_ms: delay })
    } catch (error) {
      if (error instanceof HttpError) return error.response
      console.error(`[sandbox] GET ${path} failed`, error)
      return detail(500, 'Internal Server Error')
    }
  })
  return { method: 'GET', path, key: `GET ${path}`, handler, options: {} }
}

export const challengeWaitingRoutes: Route[] = [
  delayedRoute('/challenges/waiting/ajax-data', AJAX_LABEL),
  delayedRoute('/challenges/waiting/load-delay', LOAD_LABEL),
]
