import { describe, expect, it } from 'vitest'
import { ALL_TASKS, CURRICULUM, LESSONS, findLesson, neighbours, tasksForEvidence, verifiedBy } from './curriculum'
import { evidenceKind } from './evidence'

describe('curriculum', () => {
  it('has at least 6 tracks, 30 lessons and 60 tasks', () => {
    expect(CURRICULUM.length).toBeGreaterThanOrEqual(6)
    expect(LESSONS.length).toBeGreaterThanOrEqual(30)
    expect(ALL_TASKS.length).toBeGreaterThanOrEqual(60)
  })

  it('has unique, slug-shaped ids (tracks, lessons, tasks)', () => {
    const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/
    const trackIds = CURRICULUM.map((t) => t.id)
    const lessonIds = LESSONS.map((l) => l.lesson.id)
    const taskIds = ALL_TASKS.map((t) => t.id)
    for (const ids of [trackIds, lessonIds, taskIds]) {
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(slug)
    }
  })

  it('gives every task an evidence rule that exists (and never a lesson visit)', () => {
    for (const task of ALL_TASKS) {
      const kind = evidenceKind(task.evidence)
      expect(kind, `${task.id}: ${task.evidence}`).toBeDefined()
      expect(kind).not.toBe('lesson')
    }
  })

  it('verifies at least half of the tasks from what automated tests or API calls did', () => {
    const automated = ALL_TASKS.filter((t) => verifiedBy(t) === 'automation').length
    expect(automated * 2).toBeGreaterThanOrEqual(ALL_TASKS.length)
  })

  it('gives every lesson links, an example and at least one task', () => {
    for (const { lesson } of LESSONS) {
      expect(lesson.links.length, lesson.id).toBeGreaterThan(0)
      expect(lesson.example).toMatch(/^[a-z0-9-]+$/)
      expect(lesson.tasks.length, lesson.id).toBeGreaterThan(0)
    }
  })

  it('finds lessons and their neighbours across tracks', () => {
    expect(findLesson('first-steps', 'meet-the-app')?.index).toBe(0)
    expect(findLesson('first-steps', 'nope')).toBeUndefined()
    const firstOfSecond = CURRICULUM[1]!.lessons[0]!
    const lastOfFirst = CURRICULUM[0]!.lessons.at(-1)!
    expect(neighbours(CURRICULUM[1]!.id, firstOfSecond.id).previous?.lesson.id).toBe(lastOfFirst.id)
    expect(neighbours('first-steps', 'meet-the-app').previous).toBeUndefined()
    const last = LESSONS.at(-1)!
    expect(neighbours(last.track.id, last.lesson.id).next).toBeUndefined()
  })

  it('maps evidence to the tasks it ticks', () => {
    expect(tasksForEvidence('api:todo-due-date').map((t) => t.id)).toEqual(['create-todo-with-due-date'])
    expect(tasksForEvidence('api:unknown')).toEqual([])
  })
})
