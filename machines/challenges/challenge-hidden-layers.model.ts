/** Graph model of the hidden-layers challenge: green, blue, the click through the layer, start again. */
import { defineModel } from '../shared/model'
import { hiddenLayersMachine, type HiddenLayersEvent } from './challenge-hidden-layers.machine'

export const hiddenLayersModel = defineModel({
  id: 'challengeHiddenLayers',
  area: 'challenges',
  routes: ['/challenges/hidden-layers'],
  title: 'Challenge: hidden layers',
  description: 'A click on green puts blue on top; blue solves it; a second green click (only possible by skipping hit-testing) is a click through the layer.',
  machine: hiddenLayersMachine,
  starts: [{ name: 'green on top', input: undefined }],
  events: (): HiddenLayersEvent[] => [{ type: 'green.press' }, { type: 'blue.press' }, { type: 'layers.reset' }],
  context: () => null,
})
