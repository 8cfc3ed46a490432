/**
 * The playground modal (docs/spec/3-playground.md "Component playground", §4): opens from a button; Cancel, Escape
 * and the close button close it without effect; Confirm closes it and announces the confirmation.
 */
import { setup, type SnapshotFrom } from 'xstate'

export type ModalEvent = { type: 'modal.open' } | { type: 'modal.cancel' } | { type: 'modal.confirm' }

export const modalMachine = setup({
  types: {
    events: {} as ModalEvent,
  },
  actions: {
    /** Success toast 'Action confirmed'. */
    notifyConfirmed: () => {},
  },
}).createMachine({
  id: 'playgroundModal',
  initial: 'closed',
  states: {
    closed: {
      on: { 'modal.open': 'open' },
    },
    open: {
      on: {
        'modal.cancel': { target: 'closed', description: 'Cancel, Escape or the close button: nothing happens.' },
        'modal.confirm': { target: 'closed', actions: 'notifyConfirmed' },
      },
    },
  },
})

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ModalSnap = SnapshotFrom<typeof modalMachine>

/** The modal is open. */
export function selectModalOpen(s: ModalSnap): boolean {
  return s.matches('open')
}
