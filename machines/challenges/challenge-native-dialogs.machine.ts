/**
 * The native dialogs challenge (a browser-features challenge; the-internet "JavaScript Alerts"):
 * the page opens `alert`, `confirm` and `prompt` and tells the machine how each was answered.
 * The goal: accept the alert, *cancel* the confirm (tools that auto-accept dialogs get this
 * wrong) and answer the prompt with the page's seeded word. The last answer is always shown.
 */
import { assign, setup } from 'xstate'

export type NativeDialogKind = 'alert' | 'confirm' | 'prompt'

export interface NativeDialogAnswer {
  kind: NativeDialogKind
  /** OK (true) or Cancel / Escape (false); an alert is always accepted. */
  accepted: boolean
  /** The prompt's text (null for alert and confirm, and for a cancelled prompt). */
  text: string | null
}

export interface NativeDialogsInput {
  /** The word the prompt must be answered with. */
  word: string
}

export interface NativeDialogsContext {
  word: string
  last: NativeDialogAnswer | null
  /** Which part of the goal is done. */
  done: Record<NativeDialogKind, boolean>
}

export type NativeDialogsEvent = { type: 'dialog.answered' } & NativeDialogAnswer

/** Whether one answer meets its part of the goal. */
export function meetsGoal(answer: NativeDialogAnswer, word: string): boolean {
  if (answer.kind === 'alert') return answer.accepted
  if (answer.kind === 'confirm') return !answer.accepted
  return answer.accepted && (answer.text ?? '').trim() === word
}

export const nativeDialogsMachine = setup({
  types: {
    context: {} as NativeDialogsContext,
    events: {} as NativeDialogsEvent,
    input: {} as NativeDialogsInput,
    tags: {} as 'solved',
  },
  guards: {
    completesGoal: ({ context, event }) => {
      const done = { ...context.done, [event.kind]: context.done[event.kind] || meetsGoal(event, context.word) }
      return done.alert && done.confirm && done.prompt
    },
  },
  actions: {
    record: assign(({ context, event }) => {
      const answer: NativeDialogAnswer = { kind: event.kind, accepted: event.accepted, text: event.text }
      return { last: answer, done: { ...context.done, [event.kind]: context.done[event.kind] || meetsGoal(answer, context.word) } }
    }),
  },
}).createMachine({
  id: 'challengeNativeDialogs',
  context: ({ input }) => ({ word: input.word, last: null, done: { alert: false, confirm: false, prompt: false } }),
  initial: 'answering',
  states: {
    answering: {
      description: 'Some part of the goal is still open: accept the alert, cancel the confirm, answer the prompt with the word.',
      on: {
        'dialog.answered': [
          { guard: 'completesGoal', target: 'solved', actions: 'record', description: 'This answer completes the goal.' },
          { actions: 'record', description: 'Shown; the goal is updated when the answer meets its part.' },
        ],
      },
    },
    solved: {
      tags: 'solved',
      description: 'All three answered as asked: stays solved; later answers are still shown.',
      on: { 'dialog.answered': { actions: 'record' } },
    },
  },
})
