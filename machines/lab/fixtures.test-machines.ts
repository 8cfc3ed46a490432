/**
 * Small hand-made machines for the state lab's unit tests (machines/lab/*.test.ts): small enough
 * that the table, the items and the coverage can be worked out by hand in the tests' comments.
 */
import { assign, createMachine, fromPromise, setup } from 'xstate'
import { defineModel, done, failed } from '../shared/model'

/**
 * idle --play--> playing --pause--> paused --play--> playing; `stop` (defined on the root) goes
 * to idle from every state. `broken` is never entered (no transition targets it).
 */
export const playerMachine = createMachine({
  id: 'player',
  initial: 'idle',
  on: { stop: { target: '.idle' } },
  states: {
    idle: { on: { play: 'playing' } },
    playing: { on: { pause: 'paused' } },
    paused: { on: { play: 'playing' } },
    broken: {},
  },
})

export const playerModel = defineModel({
  id: 'player',
  area: 'app',
  routes: [],
  title: 'Player',
  description: 'A hand-made player for the lab tests.',
  machine: playerMachine,
  starts: [{ name: 'stopped', input: undefined }],
  events: () => [{ type: 'play' }, { type: 'pause' }, { type: 'stop' }],
  context: () => null,
})

/**
 * check (transient) → idle --fetch--> loading; loading invokes `load`: done → finished (final),
 * error → waiting (guarded: one retry) or failed; waiting retries after 1.5 s; failed --fetch--> loading.
 */
export const fetcherMachine = setup({
  types: { context: {} as { retries: number }, events: {} as { type: 'fetch' } },
  actors: { load: fromPromise(async () => 1) },
  guards: { hasRetries: ({ context }) => context.retries < 1 },
  actions: { log: () => {} },
  delays: { pause: 1500 },
}).createMachine({
  id: 'fetcher',
  initial: 'check',
  context: { retries: 0 },
  states: {
    check: { always: { target: 'idle' } },
    idle: { on: { fetch: 'loading' } },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: 'finished',
        onError: [{ guard: 'hasRetries', target: 'waiting', actions: [assign({ retries: ({ context }) => context.retries + 1 }), 'log'] }, { target: 'failed' }],
      },
    },
    waiting: { after: { pause: 'loading' } },
    failed: { on: { fetch: 'loading' } },
    finished: { type: 'final' },
  },
})

export const fetcherModel = defineModel({
  id: 'fetcher',
  area: 'app',
  routes: [],
  title: 'Fetcher',
  description: 'A hand-made fetcher for the lab tests.',
  machine: fetcherMachine,
  starts: [{ name: 'fresh', input: undefined }],
  events: () =>
    [{ type: 'fetch' }, done('load', 1), failed('load', 'boom'), { type: 'xstate.after.pause.fetcher.waiting' }] as unknown as Array<{ type: 'fetch' }>,
  context: (s) => s.context.retries,
})

/** Two regions: light (off ⇄ on by toggle) and sound (mute --unmute--> loud). */
export const panelMachine = createMachine({
  id: 'panel',
  type: 'parallel',
  states: {
    light: { initial: 'off', states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } } },
    sound: { initial: 'mute', states: { mute: { on: { unmute: 'loud' } }, loud: {} } },
  },
})

export const panelModel = defineModel({
  id: 'panel',
  area: 'app',
  routes: [],
  title: 'Panel',
  description: 'A hand-made parallel machine for the lab tests.',
  machine: panelMachine,
  starts: [{ name: 'dark and silent', input: undefined }],
  events: () => [{ type: 'toggle' }, { type: 'unmute' }],
  context: () => null,
})
