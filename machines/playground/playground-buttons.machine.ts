/**
 * The playground's buttons section (docs/spec/3-playground.md "Component playground"): primary, secondary, success,
 * warning and danger each toast when clicked (danger with an error-style toast); the disabled
 * button cannot be pressed; the loading button shows a spinner for 2 seconds, then reports done.
 * The one deliberate `aria-disabled`-only button of the app sits here too: it looks and reads
 * disabled to assistive technology and to Playwright, yet a click still reaches its handler,
 * which counts it and does nothing else (the page's guide explains what each tool reports).
 */
import { assign, setup } from 'xstate'

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

export type ButtonDemoEvent = { type: 'button.press'; variant: ButtonVariant } | { type: 'loading.start' } | { type: 'ariaDisabled.press' }

export interface ButtonDemoContext {
  /** Clicks that reached the aria-disabled button's handler (which ignores them). */
  ariaDisabledClicks: number
}

export const buttonDemoMachine = setup({
  types: {
    context: {} as ButtonDemoContext,
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
  context: { ariaDisabledClicks: 0 },
  initial: 'idle',
  on: {
    'ariaDisabled.press': {
      description: 'aria-disabled does not stop a click: the handler runs, counts it and does nothing else.',
      actions: assign({ ariaDisabledClicks: ({ context }) => context.ariaDisabledClicks + 1 }),
    },
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
