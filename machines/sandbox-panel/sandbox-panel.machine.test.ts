import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  DEFAULT_DRAFT,
  draftToFault,
  faultErrors,
  faultToDraft,
  globalError,
  sandboxPanelMachine,
  selectSandboxLoadFailed,
  selectSandboxLoading,
  selectSandboxUnavailable,
  type SandboxCommand,
  type SandboxPanelData,
} from './sandbox-panel.machine'

const DATA: SandboxPanelData = { endpoints: ['POST /auth/login', 'GET /todos'], faults: [], latencyMs: 0, clientTimeoutMs: null, link: 'http://x/', seedName: 'default', now: 0 }

function start(mode: 'sandbox' | 'network' | 'hosted' = 'sandbox', fail = false) {
  const commands: SandboxCommand[] = []
  const actor = createActor(
    sandboxPanelMachine.provide({
      actors: {
        load: fromPromise(async () => DATA),
        run: fromPromise(async ({ input }) => {
          commands.push(input.command)
          if (fail) throw new Error('Unknown endpoint')
          return { ...DATA, latencyMs: input.command.type === 'latency.set' ? input.command.ms : 0 }
        }),
      },
    }),
    { input: { mode } },
  )
  actor.start()
  return { actor, commands }
}

describe('fault form validation', () => {
  const draft = { ...DEFAULT_DRAFT, endpoint: 'GET /todos' }
  it('accepts the defaults and builds the fault', () => {
    expect(faultErrors(draft)).toEqual({})
    expect(draftToFault(draft)).toEqual({ status: 500 })
  })
  it('names each invalid field', () => {
    expect(faultErrors({ ...draft, endpoint: '', status: '99', body: '{', delayMs: 'x', rate: '1.5', seed: '', times: '0' })).toEqual({
      endpoint: 'required',
      status: 'statusRange',
      body: 'json',
      delayMs: 'wholeNumber',
      rate: 'rateRange',
      seed: 'required',
      times: 'positive',
    })
    expect(faultErrors({ ...draft, kind: 'delay', delayMs: '500', delayMaxMs: '100' })).toEqual({ delayMaxMs: 'rangeOrder' })
    expect(faultErrors({ ...draft, kind: 'delay' })).toEqual({ delayMs: 'required' })
  })
  it('carries the seed only when randomness is used; round trips through faultToDraft', () => {
    const flaky = { ...draft, kind: 'networkError' as const, rate: '0.3', seed: '42', times: '2' }
    expect(draftToFault(flaky)).toEqual({ networkError: true, rate: 0.3, seed: 42, times: 2 })
    expect(draftToFault(faultToDraft('GET /todos', draftToFault(flaky), DEFAULT_DRAFT))).toEqual(draftToFault(flaky))
    expect(draftToFault({ ...draft, kind: 'delay', delayMs: '100', delayMaxMs: '900', seed: '7' })).toEqual({ delayMs: 100, delayMaxMs: 900, seed: 7 })
  })
  it('checks the global fields', () => {
    expect(globalError('latencyMs', { ...DEFAULT_DRAFT, latencyMs: '0' })).toBeNull()
    expect(globalError('latencyMs', { ...DEFAULT_DRAFT, latencyMs: '-1' })).toBe('wholeNumber')
    expect(globalError('clientTimeoutMs', { ...DEFAULT_DRAFT, clientTimeoutMs: '' })).toBeNull()
    expect(globalError('clientTimeoutMs', { ...DEFAULT_DRAFT, clientTimeoutMs: '0' })).toBe('positive')
    expect(globalError('clockMs', { ...DEFAULT_DRAFT, clockMs: '' })).toBe('required')
  })
})

describe('sandboxPanelMachine', () => {
  it('hosted mode: unavailable, loads nothing', () => {
    const { actor } = start('hosted')
    expect(actor.getSnapshot().value).toBe('unavailable')
    expect(selectSandboxUnavailable(actor.getSnapshot())).toBe(true)
    expect(selectSandboxLoading(actor.getSnapshot())).toBe(false)
    expect(selectSandboxLoadFailed(actor.getSnapshot())).toBe(false)
  })

  it('the selectors the panel view reads: loading, then neither unavailable nor failed', async () => {
    const { actor } = start()
    expect(selectSandboxLoading(actor.getSnapshot())).toBe(true)
    expect(selectSandboxUnavailable(actor.getSnapshot())).toBe(false)
    await waitFor(actor, (s) => !selectSandboxLoading(s))
    expect(selectSandboxLoadFailed(actor.getSnapshot())).toBe(false)
  })

  it('loads, then applies a valid fault as one command and says so', async () => {
    const { actor, commands } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.draft.endpoint).toBe('POST /auth/login')
    actor.send({ type: 'draft.change', field: 'kind', value: 'timeout' })
    actor.send({ type: 'fault.apply' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(commands).toEqual([{ type: 'fault.set', endpoint: 'POST /auth/login', fault: { timeout: true } }])
    expect(actor.getSnapshot().context.notice).toBe('applied')
  })

  it('an invalid form stays ready and shows its errors; nothing runs', async () => {
    const { actor, commands } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'draft.change', field: 'status', value: '700' })
    actor.send({ type: 'fault.apply' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.attempted.fault).toBe(true)
    actor.send({ type: 'draft.change', field: 'latencyMs', value: 'x' })
    actor.send({ type: 'latency.apply' })
    expect(actor.getSnapshot().context.attempted.latencyMs).toBe(true)
    expect(commands).toEqual([])
  })

  it('global commands, and a refused command keeps the message', async () => {
    const { actor, commands } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'draft.change', field: 'latencyMs', value: '250' })
    actor.send({ type: 'latency.apply' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null)
    expect(actor.getSnapshot().context.data?.latencyMs).toBe(250)
    for (const type of ['faults.clear', 'data.reset', 'data.seed', 'clock.advance', 'clientTimeout.apply'] as const) {
      actor.send({ type })
      await waitFor(actor, (s) => s.matches('ready'))
    }
    actor.send({ type: 'fault.remove', endpoint: 'GET /todos' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(commands.map((c) => c.type)).toEqual(['latency.set', 'faults.clear', 'data.reset', 'data.seed', 'clock.advance', 'clientTimeout.set', 'fault.remove'])

    const failing = start('network', true)
    await waitFor(failing.actor, (s) => s.matches('ready'))
    failing.actor.send({ type: 'faults.clear' })
    await waitFor(failing.actor, (s) => s.matches('ready') && s.context.failure !== null)
    expect(failing.actor.getSnapshot().context.failure).toBe('Unknown endpoint')
  })
})
