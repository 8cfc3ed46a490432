/**
 * The testing-guide panel (spec 3 "Testing guide panel"): closable and reopenable; its scenarios
 * expand one at a time (toggling the open one collapses it). Its open/closed state is remembered
 * per screen: the first visit to a screen shows the guide; later visits start collapsed (a
 * one-line bar) unless the learner opened it. The app provides `remember` (local storage).
 */
import { assign, setup } from 'xstate'

/** What the app remembered for this screen; `null` when nothing (first visit) or a corrupted value. */
export type RememberedGuide = 'open' | 'closed' | null

export interface GuidePanelInput {
  remembered: RememberedGuide
}

export interface GuidePanelContext {
  /** The id of the expanded scenario, if any. */
  expanded: string | null
  remembered: RememberedGuide
}

export type GuidePanelEvent = { type: 'guide.close' } | { type: 'guide.open' } | { type: 'scenario.toggle'; id: string }

export const guidePanelMachine = setup({
  types: {
    context: {} as GuidePanelContext,
    events: {} as GuidePanelEvent,
    input: {} as GuidePanelInput,
  },
  actions: {
    /** Stores the state the screen opens in next time (the app writes it under the screen's key). */
    remember: (_, _params: { open: boolean }) => {},
    toggleScenario: assign({
      expanded: ({ context, event }) => (event.type === 'scenario.toggle' ? (context.expanded === event.id ? null : event.id) : context.expanded),
    }),
  },
  guards: {
    rememberedOpen: ({ context }) => context.remembered === 'open',
    rememberedClosed: ({ context }) => context.remembered === 'closed',
  },
}).createMachine({
  id: 'guidePanel',
  context: ({ input }) => ({ expanded: null, remembered: input?.remembered ?? null }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Opens as remembered for this screen; a first visit (nothing or a corrupted value remembered) opens it and remembers "closed" for the next visit.',
      always: [
        { guard: 'rememberedOpen', target: 'open' },
        { guard: 'rememberedClosed', target: 'closed' },
        { target: 'open', actions: { type: 'remember', params: { open: false } } },
      ],
    },
    open: {
      on: {
        'guide.close': { target: 'closed', actions: { type: 'remember', params: { open: false } } },
        'scenario.toggle': {
          description: 'Expands the scenario and collapses any other; toggling the expanded one collapses it.',
          actions: 'toggleScenario',
        },
      },
    },
    closed: {
      description: 'A one-line bar with the guide title and the button that shows it.',
      on: { 'guide.open': { target: 'open', actions: { type: 'remember', params: { open: true } } } },
    },
  },
})
