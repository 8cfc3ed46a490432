/**
 * Graph model of the Dynamic Controls challenge. One change runs at a time (the page's two timers
 * have the same delay, so the graph must not order two running changes the other way round than
 * the browser does); typing is tried while the input is editable and the challenge unsolved.
 */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { dynamicControlsMachine } from './challenge-dynamic-controls.machine'

type Ev = EventFromLogic<typeof dynamicControlsMachine>

/** The `?delay=` of the model's page (tests/model/ui/challenge-dynamic-controls.ui.ts): long enough to see the loading bar. */
export const DYNAMIC_CONTROLS_MODEL_DELAY_MS = 1_500

/** The text the model types. */
export const DYNAMIC_CONTROLS_MODEL_TEXT = 'hello'

const timer = (state: string) => after('work', `challengeDynamicControls.${state}`) as unknown as Ev

export const dynamicControlsModel = defineModel({
  id: 'challengeDynamicControls',
  area: 'challenges',
  routes: ['/challenges/dynamic-controls'],
  title: 'Dynamic controls',
  description: 'Remove/Add the checkbox and Enable/Disable the input, each after a delay; text typed into the enabled input once the checkbox is gone solves it.',
  machine: dynamicControlsMachine,
  starts: [{ name: 'dynamic controls', input: { delayMs: DYNAMIC_CONTROLS_MODEL_DELAY_MS } }],
  events: (s) => {
    const box = s.value.checkbox
    const field = s.value.input
    if (box === 'removing' || box === 'adding') return [timer(`checkbox.${box}`)]
    if (field === 'enabling' || field === 'disabling') return [timer(`input.${field}`)]
    const events: Ev[] = [{ type: 'checkbox.toggle' }, { type: 'input.toggle' }]
    if (field === 'enabled' && s.value.goal === 'unsolved') events.push({ type: 'input.change', value: DYNAMIC_CONTROLS_MODEL_TEXT })
    return events
  },
  context: () => null,
})
