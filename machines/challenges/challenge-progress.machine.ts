/**
 * The progress bar challenge (UITAP "Progress Bar"): Start runs the bar one step per `tick`, Stop
 * freezes it, and the result says how far from the target (75 %) it stopped. The bar stops by
 * itself at 100 %. Starting again after a stop begins from 0.
 */
import { assign, setup } from 'xstate'

export const PROGRESS_TARGET = 75
/** One step of the bar every `tick` ms (the page's `?tick=`). */
export const DEFAULT_TICK_MS = 200
export const MIN_TICK_MS = 20
export const MAX_TICK_MS = 2_000
/** A stop this close to the target (in %) solves the challenge. */
export const PROGRESS_TOLERANCE = 2

/** Percent per tick (the page's `?step=`, 1 by default; larger only for short model runs). */
export const MAX_STEP = 50

export interface ProgressInput {
  tickMs: number
  step?: number
  target?: number
}

export interface ProgressContext {
  tickMs: number
  step: number
  target: number
  value: number
  /** How far the last stop was from the target (signed: value - target); null before a stop. */
  offBy: number | null
}

export type ProgressEvent = { type: 'progress.start' } | { type: 'progress.stop' }

export const progressMachine = setup({
  types: {
    context: {} as ProgressContext,
    events: {} as ProgressEvent,
    input: {} as ProgressInput,
    tags: {} as 'busy',
  },
  guards: {
    /** The next step reaches 100 %. */
    lastStep: ({ context }) => context.value + context.step >= 100,
  },
  actions: {
    restart: assign({ value: 0, offBy: null }),
    step: assign({ value: ({ context }) => Math.min(100, context.value + context.step) }),
    measure: assign({ offBy: ({ context }) => context.value - context.target }),
  },
  delays: {
    /** 200 ms per step by default; pages run `progressWithInputTick` (the input's `tickMs`, their `?tick=`). */
    tick: DEFAULT_TICK_MS,
  },
}).createMachine({
  id: 'challengeProgress',
  context: ({ input }) => ({ tickMs: input.tickMs, step: input.step ?? 1, target: input.target ?? PROGRESS_TARGET, value: 0, offBy: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'progress.start': { target: 'running', actions: 'restart' } },
    },
    running: {
      tags: ['busy'],
      description: 'One step (1 % unless the page says otherwise) every tick.',
      after: {
        tick: [
          { guard: 'lastStep', target: 'stopped', actions: ['step', 'measure'], description: 'The bar stops by itself at 100 %.' },
          { target: 'running', reenter: true, actions: 'step' },
        ],
      },
      on: { 'progress.stop': { target: 'stopped', actions: 'measure' } },
    },
    stopped: {
      description: 'The result: how far from the target the bar stopped.',
      on: { 'progress.start': { target: 'running', actions: 'restart' } },
    },
  },
})

/** Did the stop land close enough to the target? */
export function progressSolved(offBy: number | null): boolean {
  return offBy !== null && Math.abs(offBy) <= PROGRESS_TOLERANCE
}

/** The machine as the page runs it: the named delay `tick` is the input's `tickMs`. */
export const progressWithInputTick = progressMachine.provide({ delays: { tick: ({ context }) => context.tickMs } })
