/**
 * The learner's progress record (issue "Learn" §3): request and response shapes of
 * GET/PUT/DELETE /api/v1/progress and POST /api/v1/progress/events, with their limits. The
 * sandbox validates every body with these schemas (422 on mismatch) and the client uses the same
 * types. A record holds evidence (what was observed, when, from where) and the tasks that
 * evidence ticked; tasks are never written directly (see ./evidence.ts and ./record.ts).
 */
import * as z from 'zod/mini'

export const PROGRESS_LIMITS = {
  /** Events in one POST /progress/events. */
  eventsMax: 50,
  /** Evidence entries kept in one record (the oldest are dropped beyond). */
  evidenceMax: 600,
  /** Challenges and lab machines kept in one record. */
  entriesMax: 300,
  /** Bytes of a POST /progress/events body. */
  eventsBodyMaxBytes: 32 * 1024,
  /** Bytes of a PUT /progress (import) body. */
  importBodyMaxBytes: 256 * 1024,
  idMax: 120,
} as const

/** Evidence and task ids: lower-case words, digits and `:./-` (e.g. `challenge-auto:alerts`). */
export const EVIDENCE_ID_PATTERN = /^[a-z0-9][a-zA-Z0-9:./_-]{0,119}$/
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/
const MACHINE_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,63}$/

const slug = z.string().check(z.regex(SLUG_PATTERN, 'Must be a lower-case slug (a-z, 0-9, -)'))
const machineId = z.string().check(z.regex(MACHINE_ID_PATTERN, 'Must be a machine id (letters, digits, _ and -)'))
const count = z.number().check(z.int(), z.nonnegative(), z.lte(100_000))
const timestamp = z.string().check(z.maxLength(40))
const figure = z.object({ covered: count, total: count })

/** Where a piece of evidence came from: a handler's own observation, the app, or an import. */
export const EVIDENCE_SOURCES = ['api', 'app', 'import'] as const
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number]

/** What the app reports (client-side evidence). `automated`: the page ran under WebDriver/CDP automation (navigator.webdriver). */
export const progressEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('challenge.solved'), slug, automated: z.boolean() }),
  z.strictObject({ type: z.literal('lab.coverage'), machine: machineId, states: figure, transitions: figure, automated: z.boolean() }),
  z.strictObject({ type: z.literal('bughunt.result'), found: count, total: count }),
  z.strictObject({ type: z.literal('lesson.opened'), track: slug, lesson: slug }),
  z.strictObject({ type: z.literal('killscore.result'), killed: count, total: count }),
])
export type ProgressEvent = z.infer<typeof progressEvent>
export const PROGRESS_EVENT_TYPES = ['challenge.solved', 'lab.coverage', 'bughunt.result', 'lesson.opened', 'killscore.result'] as const

export const progressEventsRequest = z.strictObject({
  events: z.array(progressEvent).check(z.minLength(1), z.maxLength(PROGRESS_LIMITS.eventsMax)),
})
export type ProgressEventsRequest = z.infer<typeof progressEventsRequest>

const evidenceEntry = z.object({ at: timestamp, source: z.enum(EVIDENCE_SOURCES) })
const taskEntry = z.object({ ticked_at: timestamp, evidence: z.string().check(z.regex(EVIDENCE_ID_PATTERN)) })
const labEntry = z.object({ states: figure, transitions: figure, automated: z.boolean(), updated_at: timestamp })
const challengeEntry = z.object({ solved_at: timestamp, automated: z.boolean() })
const score = z.object({ found: count, total: count, at: timestamp })
const kill = z.object({ killed: count, total: count, at: timestamp })

/** The record as stored and answered (snake_case like the rest of the API). */
export const progressDocument = z.object({
  version: z.literal(1),
  updated_at: z.nullable(timestamp),
  migrated_at: z.nullable(timestamp),
  lessons: z.record(z.string().check(z.maxLength(PROGRESS_LIMITS.idMax)), z.object({ started_at: timestamp })),
  evidence: z.record(z.string().check(z.regex(EVIDENCE_ID_PATTERN)), evidenceEntry),
  tasks: z.record(z.string().check(z.maxLength(PROGRESS_LIMITS.idMax)), taskEntry),
  challenges: z.record(slug, challengeEntry),
  lab: z.record(machineId, labEntry),
  bug_hunt: z.nullable(score),
  kill_score: z.nullable(kill),
})
export type ProgressDocument = z.infer<typeof progressDocument>

/** GET /progress: the record of the signed-in account. */
export interface ProgressResponse extends ProgressDocument {
  email: string
}

/** PUT /progress: an exported record (the `email` of an export is ignored; tasks are re-derived from the evidence). */
export const progressImportRequest = z.object({
  version: z.literal(1),
  email: z.optional(z.string().check(z.maxLength(254))),
  updated_at: z.optional(z.nullable(timestamp)),
  migrated_at: z.optional(z.nullable(timestamp)),
  lessons: z.optional(progressDocument.shape.lessons),
  evidence: progressDocument.shape.evidence,
  tasks: z.optional(progressDocument.shape.tasks),
  challenges: z.optional(progressDocument.shape.challenges),
  lab: z.optional(progressDocument.shape.lab),
  bug_hunt: z.optional(progressDocument.shape.bug_hunt),
  kill_score: z.optional(progressDocument.shape.kill_score),
})
export type ProgressImportRequest = z.infer<typeof progressImportRequest>

/** POST /progress/events answers what the events newly ticked. */
export interface ProgressEventsResponse {
  ticked: string[]
  progress: ProgressResponse
}

export function emptyProgressDocument(): ProgressDocument {
  return { version: 1, updated_at: null, migrated_at: null, lessons: {}, evidence: {}, tasks: {}, challenges: {}, lab: {}, bug_hunt: null, kill_score: null }
}
