/**
 * The playground's buttons section (spec 3 "Component playground"): primary, secondary, success,
 * warning and danger each toast when clicked (danger with an error-style toast); the disabled
 * button cannot be pressed; the loading button shows a spinner for 2 seconds, then reports done.
 */
import { setup } from 'xstate'

export const BUTTON_VARIANTS = ['primary', 'secondary', 'success', 'warning', 'danger'] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]
export type ButtonToastType = 'info' | 'success' | 'warning' | 'error'

/** The toast style per button: the danger button gives an error-style toast. */
export const BUTTON_TOAST_TYPE: Record<ButtonVariant, ButtonToastType> = {
  primary: 'info',
  secondary: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
}

/** How long the loading button stays busy. */
export const LOADING_MS = 2000

export type ButtonDemoEvent = { type: 'button.press'; variant: ButtonVariant } | { type: 'loading.start' }

export const buttonDemoMachine = setup({
  types: {
    events: {} as ButtonDemoEvent,
    tags: {} as 'busy',
  },
  actions: {
    /** A toast naming the pressed button, styled by BUTTON_TOAST_TYPE. */
    notifyPressed: (_, _params: { variant: ButtonVariant; toastType: ButtonToastType }) => {},
    /** Success toast 'Loading complete'. */
    notifyLoaded: () => {},
  },
  delays: {
    loading: LOADING_MS,
  },
}).createMachine({
  id: 'playgroundButtons',
  initial: 'idle',
  on: {
    'button.press': {
      actions: {
        type: 'notifyPressed',
        params: ({ event }) => ({ variant: event.variant, toastType: BUTTON_TOAST_TYPE[event.variant] }),
      },
    },
  },
  states: {
    idle: {
      on: { 'loading.start': 'loading' },
    },
    loading: {
      tags: ['busy'],
      description: 'The loading button shows a spinner and cannot be pressed again.',
      after: { loading: { target: 'idle', actions: 'notifyLoaded' } },
    },
  },
})
