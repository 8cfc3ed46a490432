import { describe, expect, it } from 'vitest'
import { API_RULES, apiEvidence, eventEvidence, evidenceKind, type ApiObservation } from './evidence'

const obs = (o: Partial<ApiObservation>): ApiObservation => ({
  method: 'GET',
  path: '/todos',
  status: 200,
  query: new URLSearchParams(),
  body: undefined,
  practiceServer: false,
  network: false,
  sessionHeader: false,
  appClient: false,
  afterFault: false,
  ...o,
})

describe('API evidence rules', () => {
  it('a fault survived: a 2xx from an endpoint a fault failed earlier (the app call or the learner call); not before a fault, not while failing', () => {
    expect(apiEvidence(obs({ afterFault: true }))).toEqual(['api:fault-survived'])
    expect(apiEvidence(obs({ afterFault: true, appClient: true }))).toEqual(['api:fault-survived'])
    expect(apiEvidence(obs({ afterFault: false }))).toEqual([])
    expect(apiEvidence(obs({ afterFault: true, status: 500 }))).toEqual([])
  })

  it('a todo created with a due date (201) is evidence; without one, or refused, it is not', () => {
    expect(apiEvidence(obs({ method: 'POST', path: '/todos', status: 201, body: { title: 'x', due_date: '2030-01-01' } }))).toEqual(['api:todo-due-date'])
    expect(apiEvidence(obs({ method: 'POST', path: '/todos', status: 201, body: { title: 'x' } }))).toEqual([])
    expect(apiEvidence(obs({ method: 'POST', path: '/todos', status: 422, body: { due_date: '2030-01-01' } }))).toEqual([])
  })

  it('a 422 from POST /posts is evidence, a 201 is not', () => {
    expect(apiEvidence(obs({ method: 'POST', path: '/posts', status: 422 }))).toEqual(['api:post-422'])
    expect(apiEvidence(obs({ method: 'POST', path: '/posts', status: 201 }))).toEqual([])
  })

  it('the post list counts in network mode only; the practice server and its session header have rules of their own', () => {
    expect(apiEvidence(obs({ path: '/posts' }))).toEqual([])
    expect(apiEvidence(obs({ path: '/posts', practiceServer: true, network: true }))).toEqual(['api:posts-network', 'api:practice-server'])
    expect(apiEvidence(obs({ path: '/posts', practiceServer: true, sessionHeader: true })).sort()).toEqual(['api:practice-server', 'api:session-header'])
    expect(apiEvidence(obs({ path: '/progress', practiceServer: true, sessionHeader: true }))).toEqual([])
  })

  it('filters, 404s, bulk, export, toggles, kanban, calendar, comments, likes, profile and upload', () => {
    expect(apiEvidence(obs({ query: new URLSearchParams('status=DONE') }))).toEqual(['api:todo-filter'])
    expect(apiEvidence(obs({ path: '/todos/:id', status: 404 }))).toEqual(['api:todo-not-found'])
    expect(apiEvidence(obs({ method: 'PATCH', path: '/todos/bulk' }))).toEqual(['api:todo-bulk'])
    expect(apiEvidence(obs({ path: '/todos/export', query: new URLSearchParams('format=json') }))).toEqual(['api:todo-export-json'])
    expect(apiEvidence(obs({ path: '/todos/export' }))).toEqual([])
    expect(apiEvidence(obs({ method: 'PATCH', path: '/todos/:id/toggle' }))).toEqual(['api:todo-toggle'])
    expect(apiEvidence(obs({ method: 'POST', path: '/kanban/cards/:id/move' }))).toEqual(['api:kanban-move'])
    expect(apiEvidence(obs({ method: 'POST', path: '/calendar/events', status: 201 }))).toEqual(['api:calendar-event'])
    expect(apiEvidence(obs({ method: 'POST', path: '/calendar/events', status: 422 }))).toEqual(['api:calendar-422'])
    expect(apiEvidence(obs({ method: 'POST', path: '/comments', status: 201 }))).toEqual(['api:comment'])
    expect(apiEvidence(obs({ method: 'POST', path: '/posts/:id/like', status: 201 }))).toEqual(['api:like'])
    expect(apiEvidence(obs({ method: 'PATCH', path: '/auth/profile' }))).toEqual(['api:profile-update'])
    expect(apiEvidence(obs({ method: 'POST', path: '/upload', status: 201 }))).toEqual(['api:upload'])
    expect(apiEvidence(obs({ path: '/auth/me' }))).toEqual(['api:me'])
    expect(apiEvidence(obs({ method: 'PUT', path: '/posts/:id' }))).toEqual(['api:post-updated'])
  })

  it("the app's own calls are not the learner's evidence (except the post list in network mode)", () => {
    expect(apiEvidence(obs({ path: '/auth/me', appClient: true }))).toEqual([])
    expect(apiEvidence(obs({ method: 'POST', path: '/todos', status: 201, body: { due_date: '2030-01-01' }, appClient: true }))).toEqual([])
    expect(apiEvidence(obs({ path: '/todos/:id', status: 404, appClient: true }))).toEqual([])
    expect(apiEvidence(obs({ path: '/posts', practiceServer: true, network: true, appClient: true }))).toEqual(['api:posts-network'])
  })

  it('every rule has a valid evidence id', () => {
    for (const id of Object.keys(API_RULES)) expect(evidenceKind(`api:${id}`)).toBe('api')
  })
})

describe('event evidence rules', () => {
  it('a solved challenge: challenge:<slug>, plus challenge-auto:<slug> under automation', () => {
    expect(eventEvidence({ type: 'challenge.solved', slug: 'alerts', automated: false })).toEqual(['challenge:alerts'])
    expect(eventEvidence({ type: 'challenge.solved', slug: 'alerts', automated: true })).toEqual(['challenge:alerts', 'challenge-auto:alerts'])
  })

  it('lab coverage: 50 and 100 % thresholds per metric; covered is capped at total; total 0 reaches nothing', () => {
    expect(eventEvidence({ type: 'lab.coverage', machine: 'login', states: { covered: 3, total: 6 }, transitions: { covered: 1, total: 10 }, automated: false })).toEqual([
      'lab:login:states:50',
    ])
    expect(eventEvidence({ type: 'lab.coverage', machine: 'login', states: { covered: 9, total: 6 }, transitions: { covered: 10, total: 10 }, automated: true })).toEqual([
      'lab:login:states:50',
      'lab-auto:login:states:50',
      'lab:login:states:100',
      'lab-auto:login:states:100',
      'lab:login:transitions:50',
      'lab-auto:login:transitions:50',
      'lab:login:transitions:100',
      'lab-auto:login:transitions:100',
    ])
    expect(eventEvidence({ type: 'lab.coverage', machine: 'x', states: { covered: 0, total: 0 }, transitions: { covered: 0, total: 0 }, automated: true })).toEqual([])
  })

  it('bug hunt: thresholds 1, 3, 5 (found capped at total); kill score; lesson opened', () => {
    expect(eventEvidence({ type: 'bughunt.result', found: 3, total: 10 })).toEqual(['bughunt:found:1', 'bughunt:found:3'])
    expect(eventEvidence({ type: 'bughunt.result', found: 9, total: 2 })).toEqual(['bughunt:found:1'])
    expect(eventEvidence({ type: 'killscore.result', killed: 1, total: 3 })).toEqual(['killscore:run'])
    expect(eventEvidence({ type: 'killscore.result', killed: 2, total: 4 })).toEqual(['killscore:run', 'killscore:percent:50'])
    expect(eventEvidence({ type: 'killscore.result', killed: 3, total: 3 })).toEqual(['killscore:run', 'killscore:percent:50', 'killscore:percent:100'])
    expect(eventEvidence({ type: 'killscore.result', killed: 9, total: 2 })).toEqual(['killscore:run', 'killscore:percent:50', 'killscore:percent:100'])
    expect(eventEvidence({ type: 'killscore.result', killed: 0, total: 0 })).toEqual([])
    for (const id of ['killscore:run', 'killscore:percent:50', 'killscore:percent:100']) expect(evidenceKind(id), id).toBe('killscore')
    expect(eventEvidence({ type: 'lesson.opened', track: 'first-steps', lesson: 'test-ids' })).toEqual(['lesson:first-steps/test-ids'])
  })

  it('rejects malformed evidence ids', () => {
    for (const id of ['api:nope', 'challenge:', 'lab:login:states:30', 'lab:login:pairs:50', 'bughunt:found:2', 'killscore:x', 'killscore:percent:30', 'killscore:percent', 'lesson:a', 'other:x', '']) expect(evidenceKind(id), id).toBeUndefined()
  })
})
