/**
 * What this browser contributes to the progress record (issue "Learn" §3): the one-time migration
 * of what it already held (challenge progress `qa.challenges.progress.v1`, lab coverage
 * `qa-lab-coverage-v1`), the lab's current figures of the machines the curriculum's tasks name,
 * the lesson being opened, and a challenge solved (reported from the challenge page). Which of
 * these tick a task is decided by the server (machines/learn/evidence.ts), never here.
 */
import { ALL_TASKS } from '@machines/learn/curriculum'
import { PROGRESS_LIMITS, type ProgressEvent, type ProgressResponse } from '@machines/learn/progress-contract'
import type { SyncResult } from '@machines/learn/learn-progress.machine'
import { getProgress, postProgressEvents } from '@/api/progress'
import { hasStoredToken } from '@/api/tokens'
import { readLabRecord } from '@/lab-runtime/recorder'
import { loadCoverage } from '@/lab-runtime/coverage-loader'
import { labModelId } from '@/lab-runtime/machine-ids'
import { progressStore } from '../challenges/use-progress'

/** localStorage: the e-mails whose browser data this browser has already migrated. */
export const MIGRATION_KEY = 'qa.learn.migrated.v1'

/** The page runs under WebDriver or CDP automation (Playwright, Selenium, Cypress set navigator.webdriver). */
export function isAutomated(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true
}

function migratedEmails(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(MIGRATION_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function markMigrated(email: string): void {
  try {
    localStorage.setItem(MIGRATION_KEY, JSON.stringify([...new Set([...migratedEmails(), email.toLowerCase()])].slice(-20)))
  } catch {
    // storage blocked: the migration runs again next time (events are idempotent)
  }
}

/** The lab machines (lab ids) the curriculum's tasks name. */
const LAB_TASK_MACHINES = [...new Set(ALL_TASKS.map((t) => /^lab(?:-auto)?:([^:]+):/.exec(t.evidence)?.[1]).filter((x): x is string => !!x))]

/** Lab coverage events of `machines` (all when undefined) that differ from what the record holds. */
async function labEvents(progress: ProgressResponse, machines: readonly string[] | undefined): Promise<ProgressEvent[]> {
  const record = readLabRecord()
  if (Object.keys(record.machines).length === 0) return []
  // Only the machines this browser has figures of (and, after the migration, those the tasks name): the graph analysis is not free.
  const wanted = Object.keys(record.machines)
    .map((machineId) => labModelId(machineId))
    .filter((id): id is string => id !== undefined && (!machines || machines.includes(id)))
  if (wanted.length === 0) return []
  const { labCoverage } = await loadCoverage()
  const automated = isAutomated()
  const events: ProgressEvent[] = []
  for (const modelId of wanted) {
    const figures = labCoverage(record, modelId).machines[modelId]
    if (!figures) continue
    if (figures.states.covered === 0 && figures.transitions.covered === 0) continue
    const known = progress.lab[figures.modelId]
    const same =
      known &&
      known.states.covered >= figures.states.covered &&
      known.transitions.covered >= figures.transitions.covered &&
      (known.automated || !automated)
    if (same) continue
    events.push({
      type: 'lab.coverage',
      machine: figures.modelId,
      states: { covered: figures.states.covered, total: figures.states.total },
      transitions: { covered: figures.transitions.covered, total: figures.transitions.total },
      automated,
    })
  }
  return events
}

/** The machine's `syncLocal` actor: sends what this browser holds, returns the updated record. */
export async function syncLocal({ progress, lesson }: { progress: ProgressResponse; lesson: { track: string; lesson: string } | null }): Promise<SyncResult> {
  const migrate = !migratedEmails().includes(progress.email.toLowerCase())
  const events: ProgressEvent[] = []
  if (lesson && !progress.lessons[`${lesson.track}/${lesson.lesson}`]) events.push({ type: 'lesson.opened', track: lesson.track, lesson: lesson.lesson })
  if (migrate) for (const slug of Object.keys(progressStore.get().solved)) if (!progress.challenges[slug]) events.push({ type: 'challenge.solved', slug, automated: false })
  events.push(...(await labEvents(progress, migrate ? undefined : LAB_TASK_MACHINES)))
  // The record's solved challenges show on /challenges too (its local store is this browser's view of them).
  for (const slug of Object.keys(progress.challenges)) progressStore.solve(slug)
  let current = progress
  const ticked: string[] = []
  for (let i = 0; i < events.length; i += PROGRESS_LIMITS.eventsMax) {
    const last = i + PROGRESS_LIMITS.eventsMax >= events.length
    const answer = await postProgressEvents(events.slice(i, i + PROGRESS_LIMITS.eventsMax), { migration: migrate && last })
    current = answer.progress
    ticked.push(...answer.ticked)
  }
  if (migrate) markMigrated(progress.email)
  return { progress: current, ticked }
}

/** Reports an event of a signed-in learner in the background (a challenge solved, a bug-hunt result); a failure is only logged. */
export function reportProgress(event: ProgressEvent): void {
  if (!hasStoredToken()) return
  postProgressEvents([event]).catch((error: unknown) => console.warn('[learn] progress not recorded', error))
}

export function reportChallengeSolved(slug: string): void {
  reportProgress({ type: 'challenge.solved', slug, automated: isAutomated() })
}

/**
 * /challenges reads the record too: a signed-in learner's challenges solved anywhere (another
 * browser, the practice server's account) show as solved in this browser's catalogue.
 */
export async function mergeRecordedChallenges(): Promise<void> {
  if (!hasStoredToken()) return
  try {
    const progress = await getProgress()
    for (const slug of Object.keys(progress.challenges)) progressStore.solve(slug)
  } catch {
    // not signed in any more, or offline: the catalogue shows this browser's progress only
  }
}
