/** Graph model of the testing-guide panel (run on /playground, whose guide has these scenario ids). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { guidePanelMachine } from './guide-panel.machine'

export const GUIDE_MODEL_SCENARIOS = ['form-required', 'password-strength'] as const

export const guidePanelModel = defineModel({
  id: 'guidePanel',
  area: 'app',
  routes: ['/qa', '/todos'],
  title: 'Testing guide panel',
  description: 'Open on the first visit to a screen, then as the learner left it (remembered per screen; on a phone later visits start collapsed); closes and reopens; scenarios expand one at a time and collapse when toggled again.',
  machine: guidePanelMachine,
  starts: [
    { name: 'first visit', input: { remembered: null } },
    { name: 'remembered closed', input: { remembered: 'closed' } },
    { name: 'remembered open', input: { remembered: 'open' } },
    { name: 'remembered open on a phone', input: { remembered: 'open', compact: true } },
  ],
  events: () =>
    [
      { type: 'guide.close' },
      { type: 'guide.open' },
      ...GUIDE_MODEL_SCENARIOS.map((id) => ({ type: 'scenario.toggle' as const, id })),
    ] as EventFromLogic<typeof guidePanelMachine>[],
  context: (s) => s.context.expanded,
})
