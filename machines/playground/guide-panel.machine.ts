/**
 * The testing-guide panel (docs/spec/3-playground.md "Testing guide panel"): closable and reopenable; its scenarios
 * expand one at a time (toggling the open one collapses it). Its open/closed state is remembered
 * per screen: the first visit to a screen shows the guide; later visits start collapsed (a
 * one-line bar) unless the learner opened it. On a phone (`compact` input, the app's narrow-screen
 * check) later visits always start collapsed: the guide follows the page content there and must
 * not fill the screen under it (CONVENTIONS "Guides and lessons"). The app provides `remember`
 * (local storage).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'

/** What the app remembered for this screen; `null` when nothing (first visit) or a corrupted value. */
export type RememberedGuide = 'open' | 'closed' | null

export interface GuidePanelInput {
  remembered: RememberedGuide
  /** A phone-sized screen: after the first visit the guide starts collapsed whatever was remembered. */
  compact?: boolean
}

export interface GuidePanelContext {
  /** The id of the expanded scenario, if any. */
  expanded: string | null
  remembered: RememberedGuide
  compact: boolean
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
    rememberedOpen: ({ context }) => context.remembered === 'open' && !context.compact,
    visitedBefore: ({ context }) => context.remembered !== null,
  },
}).createMachine({
  id: 'guidePanel',
  context: ({ input }) => ({ expanded: null, remembered: input?.remembered ?? null, compact: input?.compact ?? false }),
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'Opens as remembered for this screen; a first visit (nothing or a corrupted value remembered) opens it and remembers "closed" for the next visit. On a phone, every later visit starts collapsed, even when "open" was remembered.',
      always: [
        { guard: 'rememberedOpen', target: 'open' },
        { guard: 'visitedBefore', target: 'closed', description: 'Remembered "closed", or a later visit on a phone.' },
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

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type GuidePanelSnap = SnapshotFrom<typeof guidePanelMachine>

/** The guide panel is open. */
export function selectGuideOpen(s: GuidePanelSnap): boolean {
  return s.matches('open')
}
