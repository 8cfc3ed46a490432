/**
 * Graph model of the target-match machine, as the horizontal-slider challenge runs it (seed 7):
 * a wrong value (0.5, never a target), the seeded target, and a wrong value again once solved.
 */
import { defineModel } from '../shared/model'
import { sliderTarget } from './input-targets'
import { targetMatchMachine, type TargetMatchEvent } from './challenge-target-match.machine'

export const TARGET_MATCH_MODEL_SEED = 7
const target = sliderTarget(TARGET_MATCH_MODEL_SEED)

export const targetMatchModel = defineModel({
  id: 'challengeTargetMatch',
  area: 'challenges',
  routes: ['/challenges/horizontal-slider', '/challenges/hovers', '/challenges/context-menu', '/challenges/double-click', '/challenges/key-presses', '/challenges/scroll-to-click', '/challenges/overlapped', '/challenges/sortable-list', '/challenges/html5-drag', '/challenges/windows', '/challenges/frames', '/challenges/dynamic-id', '/challenges/class-attribute', '/challenges/no-test-ids', '/challenges/non-breaking-space', '/challenges/challenging-dom', '/challenges/shadow-dom', '/challenges/large-dom', '/challenges/css-selector-puzzle'],
  title: 'Challenge: reach the target',
  description: 'A value set by the learner (key, slider value, order, text…) solves the challenge when it equals the seeded target; it stays solved.',
  machine: targetMatchMachine,
  starts: [{ name: `slider at 0, target ${target}`, input: { target, initial: '0' } }],
  events: (): TargetMatchEvent[] => [
    { type: 'goal.set', value: '0.5' },
    { type: 'goal.set', value: target },
  ],
  context: (s) => s.context.value,
})
