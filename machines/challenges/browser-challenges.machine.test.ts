import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { browserRequestMachine, type BrowserRequestResult } from './challenge-browser-request.machine'
import { meetsGoal, nativeDialogsMachine } from './challenge-native-dialogs.machine'
import { drawAt, seededDrawMachine } from './challenge-seeded-draw.machine'

describe('nativeDialogsMachine', () => {
  const start = () => createActor(nativeDialogsMachine, { input: { word: 'falcon' } }).start()

  it('is solved only by an accepted alert, a cancelled confirm and the word in the prompt', () => {
    const actor = start()
    actor.send({ type: 'dialog.answered', kind: 'confirm', accepted: true, text: null })
    actor.send({ type: 'dialog.answered', kind: 'prompt', accepted: true, text: 'other' })
    actor.send({ type: 'dialog.answered', kind: 'alert', accepted: true, text: null })
    expect(actor.getSnapshot().context.done).toEqual({ alert: true, confirm: false, prompt: false })
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'dialog.answered', kind: 'confirm', accepted: false, text: null })
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'dialog.answered', kind: 'prompt', accepted: true, text: ' falcon ' })
    expect(actor.getSnapshot().value).toBe('solved')
    expect(actor.getSnapshot().hasTag('solved')).toBe(true)
  })

  it('keeps the last answer and stays solved', () => {
    const actor = start()
    for (const e of [
      { kind: 'alert', accepted: true, text: null },
      { kind: 'confirm', accepted: false, text: null },
      { kind: 'prompt', accepted: true, text: 'falcon' },
      { kind: 'confirm', accepted: true, text: null },
    ] as const) actor.send({ type: 'dialog.answered', ...e })
    expect(actor.getSnapshot().value).toBe('solved')
    expect(actor.getSnapshot().context.last).toEqual({ kind: 'confirm', accepted: true, text: null })
  })

  it('meetsGoal: a cancelled prompt never counts', () => {
    expect(meetsGoal({ kind: 'prompt', accepted: false, text: null }, 'falcon')).toBe(false)
    expect(meetsGoal({ kind: 'prompt', accepted: true, text: 'Falcon' }, 'falcon')).toBe(false)
  })
})

describe('browserRequestMachine', () => {
  const result = (code: string, ok = true): BrowserRequestResult => ({ ok, code, status: 200, values: {} })
  const withAnswers = (answers: Array<BrowserRequestResult | { reject: unknown }>, goal?: number) => {
    const queue = [...answers]
    const seen: unknown[] = []
    const actor = createActor(
      browserRequestMachine.provide({
        actors: {
          request: fromPromise(async ({ input }) => {
            seen.push(input)
            const next = queue.shift()!
            if ('reject' in next) throw next.reject
            return next
          }),
        },
      }),
      { input: { goal } },
    ).start()
    return { actor, seen }
  }

  it('sends the params, shows the answer and is solved by one ok answer (default goal)', async () => {
    const { actor, seen } = withAnswers([result('refused', false), result('granted')])
    actor.send({ type: 'request.send', params: { user: 'a' } })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('answered'))
    expect(actor.getSnapshot().context.result?.code).toBe('refused')
    actor.send({ type: 'request.send', params: { user: 'b' } })
    await waitFor(actor, (s) => s.hasTag('solved') && !s.hasTag('busy'))
    expect(seen).toEqual([{ user: 'a' }, { user: 'b' }])
    expect(actor.getSnapshot().context.okCodes).toEqual(['granted'])
  })

  it('needs `goal` distinct ok codes (status codes: four)', async () => {
    const { actor } = withAnswers([result('200'), result('200'), result('404'), result('500'), result('301')], 4)
    for (let i = 0; i < 4; i++) {
      actor.send({ type: 'request.send', params: {} })
      await waitFor(actor, (s) => !s.hasTag('busy'))
      expect(actor.getSnapshot().hasTag('solved')).toBe(false)
    }
    actor.send({ type: 'request.send', params: {} })
    await waitFor(actor, (s) => s.hasTag('solved'))
    expect(actor.getSnapshot().context.okCodes).toEqual(['200', '404', '500', '301'])
  })

  it('turns a rejection into a failure code (never the raw text), and can retry', async () => {
    const timeout = { kind: 'timeout', status: null, message: null, issues: null }
    const { actor } = withAnswers([{ reject: timeout }, result('granted', false)])
    actor.send({ type: 'request.send', params: {} })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('timeout')
    actor.send({ type: 'request.send', params: {} })
    await waitFor(actor, (s) => s.matches('answered'))
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().context.result?.code).toBe('granted')
  })

  it('stays solved when a later request fails', async () => {
    const { actor } = withAnswers([result('granted'), { reject: new Error('boom') }])
    actor.send({ type: 'request.send', params: {} })
    await waitFor(actor, (s) => s.hasTag('solved') && !s.hasTag('busy'))
    actor.send({ type: 'request.send', params: {} })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().hasTag('solved')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('failed')
  })
})

describe('seededDrawMachine', () => {
  const fast = seededDrawMachine.provide({ delays: { reload: 0 } })

  it('draws the same sequence for the same seed', () => {
    const a = Array.from({ length: 10 }, (_, n) => drawAt(42, n, 3))
    const b = Array.from({ length: 10 }, (_, n) => drawAt(42, n, 3))
    expect(a).toEqual(b)
    expect(new Set(Array.from({ length: 30 }, (_, n) => drawAt(7, n, 3)))).toEqual(new Set([0, 1, 2]))
  })

  it('reloads, shows the drawn index, and is solved once the target was shown', async () => {
    const seed = 3
    const firstHit = Array.from({ length: 50 }, (_, n) => drawAt(seed, n, 3)).indexOf(0)
    expect(firstHit).toBeGreaterThanOrEqual(0)
    const actor = createActor(fast, { input: { seed, size: 3, target: 0 } }).start()
    for (let n = 0; n <= firstHit; n++) {
      actor.send({ type: 'draw.next' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => !s.hasTag('busy'))
      expect(actor.getSnapshot().context.current).toBe(drawAt(seed, n, 3))
    }
    expect(actor.getSnapshot().hasTag('solved')).toBe(true)
    actor.send({ type: 'draw.dismiss' })
    expect(actor.getSnapshot().context.current).toBeNull()
    actor.send({ type: 'draw.next' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(actor.getSnapshot().hasTag('solved')).toBe(true)
  })

  it('dismiss hides the message before the goal', async () => {
    const seed = Array.from({ length: 100 }, (_, s) => s).find((s) => drawAt(s, 0, 3) !== 0)!
    const actor = createActor(fast, { input: { seed, size: 3, target: 0 } }).start()
    actor.send({ type: 'draw.next' })
    await waitFor(actor, (s) => s.matches('shown'))
    actor.send({ type: 'draw.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
