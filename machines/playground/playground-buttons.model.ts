/** Graph model of the playground buttons (toasts per variant, the 2-second loading button). */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { buttonDemoMachine } from './playground-buttons.machine'

export const buttonDemoModel = defineModel({
  id: 'playgroundButtons',
  area: 'components',
  routes: ['/playground'],
  title: 'Buttons',
  description: 'Each button toasts (danger with an error-style toast); the loading button is busy for 2 seconds; a click on the aria-disabled button still reaches its handler.',
  machine: buttonDemoMachine,
  starts: [{ name: 'idle', input: undefined }],
  events: () =>
    [
      { type: 'button.press', variant: 'danger' },
      { type: 'button.press', variant: 'success' },
      { type: 'loading.start' },
      { type: 'ariaDisabled.press' },
      after('loading', 'playgroundButtons.loading'),
    ] as EventFromLogic<typeof buttonDemoMachine>[],
  // One click on the aria-disabled button is enough to show it reaches the handler.
  context: (s) => ({ ariaDisabledClicks: Math.min(s.context.ariaDisabledClicks, 1) }),
})
