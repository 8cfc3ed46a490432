import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { learnProgressMachine } from './learn-progress.machine'
import { emptyProgressDocument, type ProgressResponse } from './progress-contract'
import { selectConfirmingReset, selectIsBusy, selectLearnProgressView } from './learn-progress.selectors'

const record = (tasks: ProgressResponse['tasks'] = {}): ProgressResponse => ({ ...emptyProgressDocument(), email: 'demo@example.com', tasks })
const httpError = (status: number) => ({ kind: 'http', status, message: 'x', issues: null })

function start(overrides: Partial<Record<'load' | 'sync' | 'import' | 'reset', () => Promise<unknown>>> = {}, signedIn = true) {
  const calls: string[] = []
  const actor = createActor(
    learnProgressMachine.provide({
      actors: {
        loadProgress: fromPromise(async () => {
          calls.push('load')
          return (overrides.load?.() ?? Promise.resolve(record())) as Promise<ProgressResponse>
        }),
        syncLocal: fromPromise(async ({ input }) => {
          calls.push(`sync:${input.lesson?.lesson ?? '-'}`)
          return (overrides.sync?.() ?? Promise.resolve({ progress: input.progress, ticked: [] })) as Promise<{ progress: ProgressResponse; ticked: string[] }>
        }),
        importProgress: fromPromise(async () => {
          calls.push('import')
          return (overrides.import?.() ?? Promise.resolve(record({ 'call-auth-me': { ticked_at: 't', evidence: 'api:me' } }))) as Promise<ProgressResponse>
        }),
        resetProgress: fromPromise(async () => {
          calls.push('reset')
          return (overrides.reset?.() ?? Promise.resolve(record())) as Promise<ProgressResponse>
        }),
      },
    }),
    { input: { signedIn, lesson: { track: 'first-steps', lesson: 'test-ids' } } },
  )
  actor.start()
  return { actor, calls }
}

describe('learnProgress machine', () => {
  it('a visitor who is not signed in reads without progress (no call)', () => {
    const { actor, calls } = start({}, false)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(calls).toEqual([])
  })

  it('loads, syncs (with the lesson opened), then is ready', async () => {
    const { actor, calls } = start({ sync: () => Promise.resolve({ progress: record(), ticked: ['automate-alerts'] }) })
    expect(selectIsBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toEqual(['load', 'sync:test-ids'])
    expect(actor.getSnapshot().context.ticked).toEqual(['automate-alerts'])
  })

  it('the view model: busy while loading; then the record, signed in, able to act; confirming a reset; a failure only when failed', async () => {
    const { actor } = start({ sync: () => Promise.resolve({ progress: record(), ticked: [] }) })
    expect(selectLearnProgressView(actor.getSnapshot())).toMatchObject({ busy: true, progress: null, canAct: false, failure: null, signedIn: true })
    await waitFor(actor, (s) => s.matches('ready'))
    const ready = selectLearnProgressView(actor.getSnapshot())
    expect(ready).toMatchObject({ busy: false, canAct: true, confirmingReset: false, failure: null, actionFailure: null })
    expect(ready.progress?.email).toBe('demo@example.com')
    actor.send({ type: 'reset.request' })
    expect(selectLearnProgressView(actor.getSnapshot())).toMatchObject({ confirmingReset: true, canAct: false })
    const failed = start({ load: () => Promise.reject(httpError(500)) })
    await waitFor(failed.actor, (s) => s.matches('failed'))
    expect(selectLearnProgressView(failed.actor.getSnapshot())).toMatchObject({ failure: 'server', busy: false })
  })

  it('a failed load shows its failure and retries', async () => {
    let fail = true
    const { actor } = start({ load: () => (fail ? Promise.reject(httpError(500)) : Promise.resolve(record())) })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('server')
    fail = false
    actor.send({ type: 'progress.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('a failed sync still shows the loaded record', async () => {
    const { actor } = start({ sync: () => Promise.reject(new Error('x')) })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.progress?.email).toBe('demo@example.com')
  })

  it('imports, and a refused import keeps the record and says why', async () => {
    let refuse = false
    const { actor } = start({ import: () => (refuse ? Promise.reject(httpError(422)) : Promise.resolve(record({ 'call-auth-me': { ticked_at: 't', evidence: 'api:me' } }))) })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'progress.import', record: { version: 1, evidence: {} } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(Object.keys(actor.getSnapshot().context.progress!.tasks)).toEqual(['call-auth-me'])
    refuse = true
    actor.send({ type: 'progress.import', record: { version: 1, evidence: {} } })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.actionFailure).toBe('validation')
    expect(Object.keys(actor.getSnapshot().context.progress!.tasks)).toEqual(['call-auth-me'])
  })

  it('reset asks for confirmation; cancel keeps the record, confirm resets it', async () => {
    const { actor, calls } = start({ load: () => Promise.resolve(record({ 'call-auth-me': { ticked_at: 't', evidence: 'api:me' } })) })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reset.request' })
    expect(selectConfirmingReset(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'reset.cancel' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(calls).not.toContain('reset')
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toContain('reset')
    expect(actor.getSnapshot().context.progress!.tasks).toEqual({})
  })

  it('a failed reset keeps the record', async () => {
    const { actor } = start({ reset: () => Promise.reject(httpError(500)) })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'reset.request' })
    actor.send({ type: 'reset.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.actionFailure).toBe('server')
  })
})
