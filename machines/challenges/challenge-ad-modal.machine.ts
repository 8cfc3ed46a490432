/**
 * A modal that interrupts the page (a content challenge): the-internet "Entry Ad" (opens by itself a
 * moment after the first visit; closing it is remembered) and "Exit Intent" (opens when the mouse
 * leaves the viewport at the top, or through the page's fallback button). One machine for both:
 * `auto` says whether it opens by itself after the `entryDelay`; the view persists the closed
 * flag through the named actions `persistClosed` / `persistRearmed` (no-ops here).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'

export interface AdModalInput {
  /** Opens by itself after `entryDelay` while waiting (entry ad); otherwise only on `modal.show` (exit intent). */
  auto: boolean
  /** The stored flag says it was closed on an earlier visit: start closed. */
  closedBefore: boolean
}

export interface AdModalContext {
  auto: boolean
  closedBefore: boolean
  /** How the modal was last opened. */
  via: 'auto' | 'mouse' | 'button' | null
  /** How often the learner closed it on this page (> 0 means solved). */
  closes: number
}

export type AdModalEvent = { type: 'modal.show'; via: 'mouse' | 'button' } | { type: 'modal.close' } | { type: 'modal.rearm' }

export const AD_MODAL_DELAY_MS = 400

export const adModalMachine = setup({
  types: {
    context: {} as AdModalContext,
    events: {} as AdModalEvent,
    input: {} as AdModalInput,
  },
  guards: {
    closedBefore: ({ context }) => context.closedBefore,
    auto: ({ context }) => context.auto,
  },
  actions: {
    markAuto: assign({ via: 'auto' as const }),
    markVia: assign({ via: ({ event }) => (event.type === 'modal.show' ? event.via : null) }),
    countClose: assign({ closes: ({ context }) => context.closes + 1 }),
    persistClosed: () => {},
    persistRearmed: () => {},
  },
  delays: { entryDelay: AD_MODAL_DELAY_MS },
}).createMachine({
  id: 'challengeAdModal',
  context: ({ input }) => ({ auto: input.auto, closedBefore: input.closedBefore, via: null, closes: 0 }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the stored flag once.',
      always: [{ guard: 'closedBefore', target: 'closed', description: 'Closed on an earlier visit: stays closed.' }, { target: 'waiting' }],
    },
    waiting: {
      description: 'Armed: the entry ad opens after a short delay; the exit-intent modal waits for the mouse to leave at the top.',
      after: { entryDelay: { guard: 'auto', target: 'open', actions: 'markAuto', description: 'The entry ad appears a moment after load.' } },
      on: { 'modal.show': { target: 'open', actions: 'markVia', description: 'The mouse left the viewport at the top (or the fallback button).' } },
    },
    open: {
      description: 'The modal covers the page until it is closed.',
      on: { 'modal.close': { target: 'closed', actions: ['countClose', 'persistClosed'], description: 'Closed: the flag is stored.' } },
    },
    closed: {
      description: 'Closed (now or on an earlier visit).',
      on: { 'modal.rearm': { target: 'waiting', actions: 'persistRearmed', description: 'The re-enable link clears the stored flag.' } },
    },
  },
})

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type AdModalSnap = SnapshotFrom<typeof adModalMachine>

/** What the page shows: the ad open, closed, waiting for it, or checking whether to show it. */
export function selectAdPhase(s: AdModalSnap): 'open' | 'closed' | 'waiting' | 'checking' {
  return (s.matches('open') ? 'open' : s.matches('closed') ? 'closed' : s.matches('waiting') ? 'waiting' : 'checking')
}
