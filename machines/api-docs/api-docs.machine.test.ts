import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { apiDocsMachine } from './api-docs.machine'

const DOC = {
  openapi: '3.1.0',
  info: { title: 'QA Playground API', version: '1.0.0' },
  tags: [{ name: 'auth', description: 'Sign in' }],
  paths: { '/auth/login': { post: { summary: 'Sign in', tags: ['auth'], security: [], responses: { '200': { description: 'OK' } } } } },
}

function start(answers: Array<() => Promise<unknown>>) {
  let call = 0
  const actor = createActor(
    apiDocsMachine.provide({ actors: { fetchDocument: fromPromise(() => answers[Math.min(call++, answers.length - 1)]!()) } }),
  )
  actor.start()
  return actor
}

describe('apiDocsMachine', () => {
  it('loads the document and shows its view', async () => {
    const actor = start([async () => DOC])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const snap = await waitFor(actor, (s) => s.matches('ready'))
    expect(snap.context.docs?.groups[0]?.operations[0]).toMatchObject({ method: 'POST', path: '/auth/login', auth: 'none' })
  })

  it('fails with a failure code and loads again on docs.retry', async () => {
    const actor = start([() => Promise.reject({ kind: 'network', status: null, message: null, issues: null }), async () => DOC])
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.failure).toBe('network')
    actor.send({ type: 'docs.retry' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('treats an answer that is not an OpenAPI 3 document as a bad response', async () => {
    const actor = start([async () => ({ hello: 'world' })])
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.failure).toBe('badResponse')
  })

  it('keeps the filter text in any state (at most 200 characters)', async () => {
    const actor = start([async () => DOC])
    actor.send({ type: 'docs.filter', filter: 'login' })
    expect(actor.getSnapshot().context.filter).toBe('login')
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'docs.filter', filter: 'x'.repeat(300) })
    expect(actor.getSnapshot().context.filter).toHaveLength(200)
  })

  it('ignores docs.retry unless failed', async () => {
    const actor = start([async () => DOC])
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'docs.retry' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
  })
})
