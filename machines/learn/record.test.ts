import { describe, expect, it } from 'vitest'
import { CURRICULUM, LESSONS } from './curriculum'
import { emptyProgressDocument } from './progress-contract'
import { addEvidence, applyEvent, applyEvents, importDocument, lessonStatus, nextLesson, overallSummary, recentTicks, trackComplete, trackSummary } from './record'

const T1 = '2026-11-24T10:00:00.000Z'
const T2 = '2026-11-24T11:00:00.000Z'

describe('progress record rules', () => {
  it('evidence ticks the tasks that name it, once, with time and evidence; unknown ids are ignored', () => {
    const first = addEvidence(emptyProgressDocument(), ['api:todo-due-date', 'api:nope'], 'api', T1)
    expect(first.ticked).toEqual(['create-todo-with-due-date'])
    expect(first.doc.tasks['create-todo-with-due-date']).toEqual({ ticked_at: T1, evidence: 'api:todo-due-date' })
    expect(first.doc.evidence).toEqual({ 'api:todo-due-date': { at: T1, source: 'api' } })
    const again = addEvidence(first.doc, ['api:todo-due-date'], 'api', T2)
    expect(again.ticked).toEqual([])
    expect(again.doc).toBe(first.doc)
  })

  it('a challenge solved by hand, then by a test: both kinds of evidence, automated kept', () => {
    const byHand = applyEvent(emptyProgressDocument(), { type: 'challenge.solved', slug: 'typos', automated: false }, T1)
    expect(byHand.ticked).toEqual(['solve-typos'])
    expect(byHand.doc.challenges.typos).toEqual({ solved_at: T1, automated: false })
    const byTest = applyEvent(byHand.doc, { type: 'challenge.solved', slug: 'typos', automated: true }, T2)
    expect(byTest.ticked).toEqual(['automate-typos'])
    expect(byTest.doc.challenges.typos).toEqual({ solved_at: T1, automated: true })
  })

  it('lab coverage keeps the best figures and ticks thresholds', () => {
    const r = applyEvents(
      emptyProgressDocument(),
      [
        { type: 'lab.coverage', machine: 'login', states: { covered: 4, total: 6 }, transitions: { covered: 10, total: 10 }, automated: true },
        { type: 'lab.coverage', machine: 'login', states: { covered: 2, total: 6 }, transitions: { covered: 3, total: 10 }, automated: false },
      ],
      T1,
    )
    expect(r.ticked.sort()).toEqual(['login-all-transitions-by-test', 'login-half-states'])
    expect(r.doc.lab.login).toMatchObject({ states: { covered: 4, total: 6 }, transitions: { covered: 10, total: 10 }, automated: true })
  })

  it('bug hunt keeps the best result; lessons opened become started', () => {
    let doc = applyEvent(emptyProgressDocument(), { type: 'bughunt.result', found: 3, total: 8 }, T1).doc
    doc = applyEvent(doc, { type: 'bughunt.result', found: 1, total: 8 }, T2).doc
    expect(doc.bug_hunt).toEqual({ found: 3, total: 8, at: T1 })
    const opened = applyEvent(doc, { type: 'lesson.opened', track: 'first-steps', lesson: 'test-ids' }, T2).doc
    expect(opened.lessons['first-steps/test-ids']).toEqual({ started_at: T2 })
    expect(applyEvent(opened, { type: 'lesson.opened', track: 'first-steps', lesson: 'unknown' }, T2).doc.lessons['first-steps/unknown']).toBeUndefined()
  })

  it('an import re-derives tasks from its evidence and drops unknown evidence', () => {
    const doc = importDocument(
      { version: 1, evidence: { 'api:me': { at: T1, source: 'api' }, 'made:up': { at: T1, source: 'app' } }, tasks: { 'solve-typos': { ticked_at: T1, evidence: 'challenge:typos' } } },
      T2,
    )
    expect(Object.keys(doc.tasks)).toEqual(['call-auth-me'])
    expect(Object.keys(doc.evidence)).toEqual(['api:me'])
  })

  it('summaries: lesson status, per-track percentage, next lesson, recent ticks, completion', () => {
    const track = CURRICULUM[0]!
    const firstLesson = track.lessons[0]!
    expect(lessonStatus(null, { track, lesson: firstLesson })).toBe('new')
    expect(nextLesson(null)?.lesson.id).toBe(firstLesson.id)
    let doc = applyEvent(emptyProgressDocument(), { type: 'lesson.opened', track: track.id, lesson: 'first-test' }, T1).doc
    expect(nextLesson(doc)?.lesson.id).toBe('first-test')
    doc = addEvidence(doc, ['api:me', 'challenge:typos'], 'api', T2).doc
    expect(lessonStatus(doc, { track, lesson: firstLesson })).toBe('done')
    expect(nextLesson(doc)?.lesson.id).toBe('first-test')
    const summary = trackSummary(doc, track)
    expect(summary).toMatchObject({ done: 2, total: 10, percent: 20, lessonsDone: 1, lessons: 5 })
    expect(overallSummary(doc).done).toBe(2)
    expect(recentTicks(doc).map((t) => t.taskId).sort()).toEqual(['call-auth-me', 'solve-typos'])
    expect(trackComplete(doc, track)).toBe(false)
    const all = addEvidence(doc, track.lessons.flatMap((l) => l.tasks.map((t) => t.evidence)), 'api', T2).doc
    expect(trackComplete(all, track)).toBe(true)
    expect(LESSONS.length).toBeGreaterThan(0)
  })
})
