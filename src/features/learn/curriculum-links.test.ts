/**
 * The curriculum against the app: every lesson links to existing routes and shows an existing
 * challenge's runnable examples, every challenge and lab machine a task names exists, and every
 * track, lesson and task has its texts in en and ko.
 */
import { existsSync, readFileSync } from 'node:fs'
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { ALL_TASKS, CURRICULUM, LESSONS } from '@machines/learn/curriculum'
import { ROUTES } from '@/app/routes'
import { CHALLENGES } from '../challenges/registry'

const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/learn.json`, import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>
const slugs = new Set(CHALLENGES.map((c) => c.slug))

describe('curriculum in the app', () => {
  it('links every lesson to routes of the route table', () => {
    for (const { lesson } of LESSONS)
      for (const link of lesson.links) expect(ROUTES.some((r) => matchPath(r.path, link)), `${lesson.id}: ${link}`).toBe(true)
  })

  it('shows examples of an existing challenge with a runnable Playwright file', () => {
    for (const { lesson } of LESSONS) {
      expect(slugs.has(lesson.example), lesson.id).toBe(true)
      expect(existsSync(new URL(`../../../examples/playwright/challenges/${lesson.example}.spec.ts`, import.meta.url)), lesson.example).toBe(true)
    }
  })

  it('names only existing challenges and catalogued lab machines in its evidence', () => {
    const labIds = new Set(catalog.map((m) => m.id))
    for (const task of ALL_TASKS) {
      const challenge = /^challenge(?:-auto)?:(.+)$/.exec(task.evidence)?.[1]
      if (challenge) expect(slugs.has(challenge), task.id).toBe(true)
      const machine = /^lab(?:-auto)?:([^:]+):/.exec(task.evidence)?.[1]
      if (machine) expect(labIds.has(machine), task.id).toBe(true)
    }
  })

  it.each(['en', 'ko'])('has every text in %s', (lang) => {
    const texts = load(lang)
    for (const track of CURRICULUM) expect((texts.tracks![track.id] as { title?: string })?.title, track.id).toBeTruthy()
    for (const { lesson } of LESSONS) {
      const l = texts.lessons![lesson.id] as { title?: string; goal?: string; explanation?: string; steps?: string[] }
      expect(l?.title && l.goal && l.explanation, lesson.id).toBeTruthy()
      expect(l.steps?.length, lesson.id).toBeGreaterThan(0)
    }
    for (const task of ALL_TASKS) expect(texts.tasks![task.id], task.id).toBeTruthy()
    expect(Object.keys(texts.tasks!).sort()).toEqual(ALL_TASKS.map((t) => t.id).sort())
  })
})
