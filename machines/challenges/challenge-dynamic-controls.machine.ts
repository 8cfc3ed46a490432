/**
 * the-internet "Dynamic Controls" (spec 3, waiting challenges): two controls that change late.
 * Remove/Add takes the checkbox out of the page and back; Enable/Disable toggles the text input's
 * real `disabled` attribute. Each change takes the learner's `?delay=` (the named delay `work`,
 * 3 s by default) while a loading bar shows, then a message. The page's buttons are disabled
 * while their change runs, so a region ignores a toggle while it works.
 *
 * The challenge is solved (the region `goal`, tag `solved`) by the first text typed into the
 * enabled input once the checkbox is gone: removed, or still gone while it is being added back.
 */
import { and, or, setup, stateIn } from 'xstate'

/** The-internet's Dynamic Controls take about 3 seconds. */
export const DYNAMIC_CONTROLS_DEFAULT_MS = 3_000

export interface DynamicControlsInput {
  /** The learner's `?delay=` in ms. */
  delayMs: number
}

export interface DynamicControlsContext {
  delayMs: number
}

export type DynamicControlsEvent =
  | { type: 'checkbox.toggle' }
  | { type: 'input.toggle' }
  /** The learner typed into the (enabled) input; `value` is the whole text. */
  | { type: 'input.change'; value: string }

export type DynamicControlsTag = 'checkboxBusy' | 'inputBusy' | 'solved'

const ID = 'challengeDynamicControls'

export const dynamicControlsMachine = setup({
  types: {
    context: {} as DynamicControlsContext,
    events: {} as DynamicControlsEvent,
    input: {} as DynamicControlsInput,
    tags: {} as DynamicControlsTag,
  },
  guards: {
    hasText: ({ event }) => event.type === 'input.change' && event.value.trim() !== '',
    checkboxGone: or([stateIn(`#${ID}.checkbox.removed`), stateIn(`#${ID}.checkbox.adding`)]),
    solves: and(['hasText', 'checkboxGone']),
  },
  delays: {
    /** 3 s, the reference site's. The page runs `dynamicControlsWithInputDelay` (the input's `delayMs`, its `?delay=`). */
    work: DYNAMIC_CONTROLS_DEFAULT_MS,
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({ delayMs: input.delayMs }),
  type: 'parallel',
  states: {
    checkbox: {
      description: 'The checkbox and its Remove / Add button.',
      initial: 'present',
      states: {
        present: {
          description: 'The checkbox is shown; no message yet.',
          on: { 'checkbox.toggle': 'removing' },
        },
        removing: {
          tags: ['checkboxBusy'],
          description: 'The loading bar; the checkbox is still there.',
          after: { work: 'removed' },
        },
        removed: {
          description: "The checkbox is gone: \"It's gone!\".",
          on: { 'checkbox.toggle': 'adding' },
        },
        adding: {
          tags: ['checkboxBusy'],
          description: 'The loading bar; the checkbox is still gone.',
          after: { work: 'back' },
        },
        back: {
          description: "The checkbox is shown again: \"It's back!\".",
          on: { 'checkbox.toggle': 'removing' },
        },
      },
    },
    input: {
      description: 'The text input and its Enable / Disable button.',
      initial: 'disabled',
      states: {
        disabled: {
          description: 'The input is disabled; no message yet.',
          on: { 'input.toggle': 'enabling' },
        },
        enabling: {
          tags: ['inputBusy'],
          description: 'The loading bar; the input stays disabled.',
          after: { work: 'enabled' },
        },
        enabled: {
          description: 'The input can be typed into: "It\'s enabled!".',
          on: { 'input.toggle': 'disabling' },
        },
        disabling: {
          tags: ['inputBusy'],
          description: 'The loading bar; the input is disabled while it runs.',
          after: { work: 'disabledAgain' },
        },
        disabledAgain: {
          description: 'The input is disabled again: "It\'s disabled!".',
          on: { 'input.toggle': 'enabling' },
        },
      },
    },
    goal: {
      description: 'Whether the challenge is solved.',
      initial: 'unsolved',
      states: {
        unsolved: {
          on: {
            'input.change': {
              guard: 'solves',
              target: 'solved',
              description: 'Text typed while the checkbox is gone solves the challenge.',
            },
          },
        },
        solved: {
          tags: ['solved'],
          description: 'Solved once; later changes keep it solved.',
        },
      },
    },
  },
})

/** The machine as the page runs it: the named delay `work` is the input's `delayMs` (the learner's `?delay=`). */
export const dynamicControlsWithInputDelay = dynamicControlsMachine.provide({ delays: { work: ({ context }) => context.delayMs } })
