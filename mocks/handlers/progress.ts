/**
 * /progress (issue "Learn" §3): the signed-in learner's progress record.
 *
 * - GET /progress: the record (an empty one before anything was recorded).
 * - POST /progress/events `{events: [...], migration?}`: what the app observed (a challenge
 *   solved, lab coverage figures, a bug-hunt or kill-score result, a lesson opened); answers the
 *   tasks this newly ticked. `migration: true` marks the one-time import of what a browser held.
 * - PUT /progress: import an exported record (its tasks are re-derived from its evidence).
 * - DELETE /progress: reset (the app asks for confirmation first).
 *
 * Besides these, every answered request of a signed-in learner is shown to `observeApiCall`
 * (installed as `route()`'s observer in ./index.ts): the pure rules of machines/learn/evidence.ts
 * decide whether it is evidence (a todo created with a due date, a 422 from POST /posts, …), and
 * the evidence is written before the answer is returned. Storage: ./progress-store.ts.
 */
import { HttpResponse } from 'msw'
import * as z from 'zod/mini'
import type { MessageResponse } from '@machines/shared/contracts'
import { APP_CLIENT_HEADER, apiEvidence } from '@machines/learn/evidence'
import {
  PROGRESS_LIMITS,
  progressEvent,
  progressImportRequest,
  type ProgressDocument,
  type ProgressEventsResponse,
  type ProgressResponse,
} from '@machines/learn/progress-contract'
import { addEvidence, applyEvents, importDocument } from '@machines/learn/record'
import { db, type Collections } from '../db/database'
import type { UserRecord } from '../db/schema'
import { runtime } from '../runtime'
import { clock } from '../tokens'
import { parseBody, requireUser, route, type RouteObservation } from './http'
import { progressEnvironment, progressStore } from './progress-store'

export const PROGRESS_RESET_MESSAGE = 'Progress reset'
/** The practice server's session header (mocks/network/sessions.ts is Node-only; progress.test.ts checks they agree). */
export const SESSION_HEADER = 'X-Sandbox-Session'

/** POST /progress/events body (the contract's, plus the migration flag). */
export const progressEventsBody = z.strictObject({
  events: z.array(progressEvent).check(z.minLength(1), z.maxLength(PROGRESS_LIMITS.eventsMax)),
  migration: z.optional(z.boolean()),
})

const answer = (user: UserRecord, doc: ProgressDocument): ProgressResponse => ({ email: user.email, ...doc })

/** What an account store (never reading the data set's collections) is handed instead of them. */
const OUTSIDE_DATA_SETS = undefined as unknown as Collections

/** Records the evidence an answered request of a signed-in learner gives (route()'s observer). */
export async function observeApiCall(o: RouteObservation): Promise<void> {
  if (o.path === '/progress' || o.path.startsWith('/progress/')) return
  const env = progressEnvironment()
  const ids = apiEvidence({
    method: o.method,
    path: o.path,
    status: o.response.status,
    query: new URL(o.request.url).searchParams,
    body: o.body,
    practiceServer: env.practiceServer,
    network: env.network,
    sessionHeader: o.request.headers.has(SESSION_HEADER),
    appClient: o.request.headers.get(APP_CLIENT_HEADER) === 'app',
    afterFault: runtime.state.faultsServed.includes(`${o.method} ${o.path}`),
  })
  if (ids.length === 0) return
  const store = progressStore()
  const now = clock.iso()
  const record = async (c: Collections) => {
    // Evidence only ever adds: a record that already holds all of it needs no write, so no lock or
    // transaction either (the usual case: a learner's requests repeat the evidence they gave before).
    const seen = await store.read(c, o.user)
    if (addEvidence(seen, ids, 'api', now).doc === seen) return
    await store.exclusive(o.user, async () => {
      const doc = await store.read(c, o.user)
      const next = addEvidence(doc, ids, 'api', now)
      if (next.doc !== doc) await store.write(c, o.user, next.doc)
    })
  }
  // The practice server's account records live outside the data set: no data set run (its lock and catch-up) for them.
  await (store.inDataSet ? db.run(record) : record(OUTSIDE_DATA_SETS))
}

export const progressRoutes = [
  route('GET', '/progress', async ({ request, c }) => {
    const { user } = await requireUser(request)
    return HttpResponse.json<ProgressResponse>(answer(user, await progressStore().read(c, user)))
  }),

  route(
    'POST',
    '/progress/events',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, progressEventsBody)
      const store = progressStore()
      const now = clock.iso()
      return store.exclusive(user, async () => {
        const doc = await store.read(c, user)
        const result = applyEvents(doc, body.events, now)
        let next = result.doc
        if (body.migration && !next.migrated_at) next = { ...next, migrated_at: now, updated_at: now }
        if (next !== doc) await store.write(c, user, next)
        return HttpResponse.json<ProgressEventsResponse>({ ticked: result.ticked, progress: answer(user, next) })
      })
    },
    { body: progressEventsBody, maxBodyBytes: PROGRESS_LIMITS.eventsBodyMaxBytes, tooLargeMessage: 'Request body too large. Maximum size is 32 KB' },
  ),

  route(
    'PUT',
    '/progress',
    async ({ request, c }) => {
      const { user } = await requireUser(request)
      const body = await parseBody(request, progressImportRequest)
      const doc = importDocument(body, clock.iso())
      await progressStore().write(c, user, doc)
      return HttpResponse.json<ProgressResponse>(answer(user, doc))
    },
    { body: progressImportRequest, maxBodyBytes: PROGRESS_LIMITS.importBodyMaxBytes, tooLargeMessage: 'Request body too large. Maximum size is 256 KB' },
  ),

  route('DELETE', '/progress', async ({ request, c }) => {
    const { user } = await requireUser(request)
    await progressStore().remove(c, user)
    return HttpResponse.json<MessageResponse>({ message: PROGRESS_RESET_MESSAGE })
  }),
]
