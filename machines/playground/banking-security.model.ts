/**
 * The graph model of security (tests/model/banking-security.model.spec.ts): both switches on
 * the panel and in the settings modal, Change PIN handing over to the PIN modal, a wrong and
 * the right PIN, cancel.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bankingSecurityMachine } from './banking-security.machine'

type Ev = EventFromLogic<typeof bankingSecurityMachine>

export const bankingSecurityModel = defineModel({
  id: 'bankingSecurity',
  area: 'banking',
  routes: ['/qa/banking'],
  title: 'Banking security',
  description: 'Two-factor and login-alert switches with a message each time; Change PIN closes settings and opens the PIN modal.',
  machine: bankingSecurityMachine,
  starts: [{ name: 'panel', input: undefined }],
  events: () =>
    [
      { type: 'twoFactor.toggle' },
      { type: 'loginAlerts.toggle' },
      { type: 'settings.open' },
      { type: 'settings.close' },
      { type: 'settings.changePin' },
      { type: 'pin.change', value: '0000' },
      { type: 'pin.change', value: '1234' },
      { type: 'pin.submit' },
      { type: 'pin.cancel' },
    ] as Ev[],
  context: (s) => s.context,
})
