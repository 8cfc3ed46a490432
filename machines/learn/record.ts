/**
 * The progress record's rules (issue "Learn" §3), pure: adding evidence ticks the tasks that name
 * it (once, with the time and the evidence), events update the challenge, lab, bug-hunt and
 * kill-score figures, an import is normalised (its tasks re-derived from its evidence), and the
 * summaries the app shows (per track, next lesson, recent ticks) are computed here, not in views.
 */
import { ALL_TASKS, CURRICULUM, LESSONS, lessonKey, type LessonRef, type Track } from './curriculum'
import { eventEvidence, evidenceKind } from './evidence'
import { emptyProgressDocument, PROGRESS_LIMITS, type EvidenceSource, type ProgressDocument, type ProgressEvent, type ProgressImportRequest } from './progress-contract'

/** Keeps the newest `max` entries of a record map (by insertion order). */
function bounded<T>(map: Record<string, T>, max: number): Record<string, T> {
  const keys = Object.keys(map)
  if (keys.length <= max) return map
  return Object.fromEntries(keys.slice(keys.length - max).map((k) => [k, map[k]!]))
}

/**
 * Adds evidence ids (unknown ones are ignored) and ticks every task that names one of them.
 * Returns the new document and the task ids it newly ticked (the same document when nothing changed).
 */
export function addEvidence(doc: ProgressDocument, ids: readonly string[], source: EvidenceSource, now: string): { doc: ProgressDocument; ticked: string[] } {
  const fresh = [...new Set(ids)].filter((id) => evidenceKind(id) !== undefined && !doc.evidence[id])
  if (fresh.length === 0) return { doc, ticked: [] }
  const evidence = { ...doc.evidence }
  for (const id of fresh) evidence[id] = { at: now, source }
  const tasks = { ...doc.tasks }
  const ticked: string[] = []
  for (const task of ALL_TASKS) {
    if (tasks[task.id] || !fresh.includes(task.evidence)) continue
    tasks[task.id] = { ticked_at: now, evidence: task.evidence }
    ticked.push(task.id)
  }
  return { doc: { ...doc, evidence: bounded(evidence, PROGRESS_LIMITS.evidenceMax), tasks, updated_at: now }, ticked }
}

/** Applies one reported event: its figures, then its evidence. */
export function applyEvent(doc: ProgressDocument, event: ProgressEvent, now: string): { doc: ProgressDocument; ticked: string[] } {
  let next = doc
  switch (event.type) {
    case 'challenge.solved': {
      const previous = doc.challenges[event.slug]
      if (!previous || (event.automated && !previous.automated))
        next = { ...doc, challenges: bounded({ ...doc.challenges, [event.slug]: { solved_at: previous?.solved_at ?? now, automated: event.automated || !!previous?.automated } }, PROGRESS_LIMITS.entriesMax) }
      break
    }
    case 'lab.coverage': {
      const previous = doc.lab[event.machine]
      const best = (k: 'states' | 'transitions') => {
        const total = event[k].total
        const covered = Math.min(event[k].covered, total)
        return previous && previous[k].total === total && previous[k].covered >= covered ? previous[k] : { covered, total }
      }
      const entry = { states: best('states'), transitions: best('transitions'), automated: event.automated || !!previous?.automated, updated_at: now }
      if (!previous || JSON.stringify({ ...previous, updated_at: '' }) !== JSON.stringify({ ...entry, updated_at: '' }))
        next = { ...doc, lab: bounded({ ...doc.lab, [event.machine]: entry }, PROGRESS_LIMITS.entriesMax) }
      break
    }
    case 'bughunt.result': {
      const found = Math.min(event.found, event.total)
      if (!doc.bug_hunt || found > doc.bug_hunt.found) next = { ...doc, bug_hunt: { found, total: event.total, at: now } }
      break
    }
    case 'killscore.result':
      next = { ...doc, kill_score: { killed: Math.min(event.killed, event.total), total: event.total, at: now } }
      break
    case 'lesson.opened': {
      const key = lessonKey(event.track, event.lesson)
      if (!doc.lessons[key] && LESSONS.some((l) => lessonKey(l.track.id, l.lesson.id) === key)) next = { ...doc, lessons: { ...doc.lessons, [key]: { started_at: now } } }
      break
    }
  }
  const result = addEvidence(next, eventEvidence(event), 'app', now)
  return { doc: result.doc === next && next !== doc ? { ...next, updated_at: now } : result.doc, ticked: result.ticked }
}

/** Applies a batch of events in order. */
export function applyEvents(doc: ProgressDocument, events: readonly ProgressEvent[], now: string): { doc: ProgressDocument; ticked: string[] } {
  let current = doc
  const ticked: string[] = []
  for (const event of events) {
    const r = applyEvent(current, event, now)
    current = r.doc
    ticked.push(...r.ticked)
  }
  return { doc: current, ticked }
}

/** An imported record: its figures kept, unknown evidence dropped, its tasks re-derived from its evidence (never taken as they are). */
export function importDocument(body: ProgressImportRequest, now: string): ProgressDocument {
  const doc: ProgressDocument = {
    ...emptyProgressDocument(),
    migrated_at: body.migrated_at ?? null,
    lessons: Object.fromEntries(Object.entries(body.lessons ?? {}).filter(([key]) => LESSONS.some((l) => lessonKey(l.track.id, l.lesson.id) === key))),
    challenges: bounded(body.challenges ?? {}, PROGRESS_LIMITS.entriesMax),
    lab: bounded(body.lab ?? {}, PROGRESS_LIMITS.entriesMax),
    bug_hunt: body.bug_hunt ?? null,
    kill_score: body.kill_score ?? null,
  }
  const evidence = Object.fromEntries(Object.entries(body.evidence).filter(([id]) => evidenceKind(id) !== undefined))
  const tasks: ProgressDocument['tasks'] = {}
  for (const task of ALL_TASKS) {
    const seen = evidence[task.evidence]
    if (seen) tasks[task.id] = { ticked_at: body.tasks?.[task.id]?.ticked_at ?? seen.at, evidence: task.evidence }
  }
  return { ...doc, evidence: bounded(evidence, PROGRESS_LIMITS.evidenceMax), tasks, updated_at: now }
}

// ---------------------------------------------------------------- summaries (what the app shows)

export type LessonStatus = 'new' | 'started' | 'done'

export function lessonStatus(doc: ProgressDocument | null, ref: Pick<LessonRef, 'track' | 'lesson'>): LessonStatus {
  if (!doc) return 'new'
  const done = ref.lesson.tasks.every((t) => doc.tasks[t.id])
  if (done) return 'done'
  return doc.lessons[lessonKey(ref.track.id, ref.lesson.id)] || ref.lesson.tasks.some((t) => doc.tasks[t.id]) ? 'started' : 'new'
}

export interface TrackSummary {
  id: string
  done: number
  total: number
  /** done / total × 100, rounded down (100 only when every task is done). */
  percent: number
  lessonsDone: number
  lessons: number
}

export function trackSummary(doc: ProgressDocument | null, track: Track): TrackSummary {
  const tasks = track.lessons.flatMap((l) => l.tasks)
  const done = doc ? tasks.filter((t) => doc.tasks[t.id]).length : 0
  return {
    id: track.id,
    done,
    total: tasks.length,
    percent: tasks.length === 0 ? 0 : Math.floor((done / tasks.length) * 100),
    lessonsDone: track.lessons.filter((lesson) => lessonStatus(doc, { track, lesson }) === 'done').length,
    lessons: track.lessons.length,
  }
}

export function trackSummaries(doc: ProgressDocument | null): TrackSummary[] {
  return CURRICULUM.map((t) => trackSummary(doc, t))
}

export function overallSummary(doc: ProgressDocument | null): { done: number; total: number; percent: number } {
  const done = doc ? ALL_TASKS.filter((t) => doc.tasks[t.id]).length : 0
  return { done, total: ALL_TASKS.length, percent: Math.floor((done / ALL_TASKS.length) * 100) }
}

/**
 * "Continue where you left off": the most recently started lesson that is not done, else the first
 * lesson (in reading order) that is not done; undefined when everything is done.
 */
export function nextLesson(doc: ProgressDocument | null): LessonRef | undefined {
  const open = LESSONS.filter((ref) => lessonStatus(doc, ref) !== 'done')
  if (open.length === 0) return undefined
  if (!doc) return open[0]
  const lastTouched = (ref: LessonRef) => {
    const times = [doc.lessons[lessonKey(ref.track.id, ref.lesson.id)]?.started_at, ...ref.lesson.tasks.map((t) => doc.tasks[t.id]?.ticked_at)].filter((x): x is string => !!x)
    return times.sort().at(-1) ?? ''
  }
  const started = open.filter((ref) => lastTouched(ref) !== '').sort((a, b) => (lastTouched(b) < lastTouched(a) ? -1 : lastTouched(b) > lastTouched(a) ? 1 : a.index - b.index))
  return started[0] ?? open[0]
}

export interface RecentTick {
  taskId: string
  trackId: string
  lessonId: string
  at: string
  evidence: string
}

/** The newest ticks first. */
export function recentTicks(doc: ProgressDocument | null, limit = 5): RecentTick[] {
  if (!doc) return []
  const ticks: RecentTick[] = []
  for (const ref of LESSONS)
    for (const task of ref.lesson.tasks) {
      const tick = doc.tasks[task.id]
      if (tick) ticks.push({ taskId: task.id, trackId: ref.track.id, lessonId: ref.lesson.id, at: tick.ticked_at, evidence: tick.evidence })
    }
  return ticks.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit)
}

/** Whether every task of a track is done (its certificate can be printed). */
export function trackComplete(doc: ProgressDocument | null, track: Track): boolean {
  const s = trackSummary(doc, track)
  return s.total > 0 && s.done === s.total
}

/** The latest tick of a track (the certificate's date). */
export function trackCompletedAt(doc: ProgressDocument | null, track: Track): string | undefined {
  if (!doc) return undefined
  return track.lessons
    .flatMap((l) => l.tasks.map((t) => doc.tasks[t.id]?.ticked_at))
    .filter((x): x is string => !!x)
    .sort()
    .at(-1)
}
