/**
 * Security on the banking dashboard (docs/spec/3-playground.md "Banking dashboard", §4, §5): the two-factor and
 * login-alert switches (on the panel and in the security settings modal) with a message each
 * time; the security settings modal; "Change PIN" closes security settings and opens the PIN
 * modal, where only the demo PIN is accepted ('Invalid PIN' otherwise). The demo PIN itself
 * never changes: a verified PIN is acknowledged and the modal closes.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { SECURITY_DEFAULTS } from './banking-data'
import { limitPin, pinAccepted } from './banking-rules'

export interface BankingSecurityContext {
  twoFactor: boolean
  loginAlerts: boolean
  pin: string
  pinError: boolean
}

export type BankingSecurityEvent =
  | { type: 'twoFactor.toggle' }
  | { type: 'loginAlerts.toggle' }
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | { type: 'settings.changePin' }
  | { type: 'pin.change'; value: string }
  | { type: 'pin.submit' }
  | { type: 'pin.cancel' }

const toggles: Record<'twoFactor.toggle' | 'loginAlerts.toggle', { description: string; actions: Array<'flipTwoFactor' | 'notifyTwoFactor' | 'flipLoginAlerts' | 'notifyLoginAlerts'> }> = {
  'twoFactor.toggle': {
    description: "'Two-factor authentication enabled' or '… disabled'.",
    actions: ['flipTwoFactor', 'notifyTwoFactor'],
  },
  'loginAlerts.toggle': {
    description: "'Login alerts enabled' or '… disabled'.",
    actions: ['flipLoginAlerts', 'notifyLoginAlerts'],
  },
}

export const bankingSecurityMachine = setup({
  types: {
    context: {} as BankingSecurityContext,
    events: {} as BankingSecurityEvent,
  },
  actions: {
    flipTwoFactor: assign({ twoFactor: ({ context }) => !context.twoFactor }),
    flipLoginAlerts: assign({ loginAlerts: ({ context }) => !context.loginAlerts }),
    /** Reads the new value from the context. */
    notifyTwoFactor: () => {},
    notifyLoginAlerts: () => {},
    notifyPinVerified: () => {},
    notifyInvalidPin: () => {},
  },
  guards: {
    pinCorrect: ({ context }) => pinAccepted(context.pin),
  },
}).createMachine({
  id: 'bankingSecurity',
  context: { twoFactor: SECURITY_DEFAULTS.twoFactor, loginAlerts: SECURITY_DEFAULTS.loginAlerts, pin: '', pinError: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'The security panel.',
      on: {
        ...toggles,
        'settings.open': { target: 'settings' },
      },
    },
    settings: {
      description: 'The security settings modal.',
      on: {
        ...toggles,
        'settings.close': { target: 'idle' },
        'settings.changePin': {
          target: 'changingPin',
          description: 'Closes security settings and opens the PIN modal.',
          actions: assign({ pin: '', pinError: false }),
        },
      },
    },
    changingPin: {
      description: 'The PIN modal: the current PIN must be confirmed.',
      on: {
        'pin.change': {
          description: 'The input keeps at most 4 characters.',
          actions: assign({ pin: ({ event }) => limitPin(event.value), pinError: false }),
        },
        'pin.submit': [
          { guard: 'pinCorrect', target: 'idle', actions: [assign({ pin: '', pinError: false }), 'notifyPinVerified'] },
          { description: "'Invalid PIN': the PIN is cleared for another try.", actions: [assign({ pin: '', pinError: true }), 'notifyInvalidPin'] },
        ],
        'pin.cancel': { target: 'idle', actions: assign({ pin: '', pinError: false }) },
      },
    },
  },
})

export type BankingSecurityMachine = typeof bankingSecurityMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type BankingSecuritySnap = SnapshotFrom<typeof bankingSecurityMachine>

/** The security settings dialog is open. */
export function selectSecuritySettingsOpen(s: BankingSecuritySnap): boolean {
  return s.matches('settings')
}

/** The change-PIN dialog is open. */
export function selectChangingPin(s: BankingSecuritySnap): boolean {
  return s.matches('changingPin')
}

/** What the security panel, the settings modal and the change-PIN modal render: `useSelector(ref, selectBankingSecurityView, shallowEqual)`. */
export function selectBankingSecurityView(s: BankingSecuritySnap) {
  const { twoFactor, loginAlerts, pin, pinError } = s.context
  return { twoFactor, loginAlerts, pin, pinError, settingsOpen: selectSecuritySettingsOpen(s), changingPin: selectChangingPin(s) }
}
export type BankingSecurityViewModel = ReturnType<typeof selectBankingSecurityView>
