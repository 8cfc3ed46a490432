/**
 * Graph model of the seeded draw machine (the notifications challenge, seed 1): click, wait for
 * the "reload", read the message, dismiss it; the seed decides when "Action successful" comes.
 */
import type { EventFromLogic } from 'xstate'
import { after, defineModel } from '../shared/model'
import { seededDrawMachine } from './challenge-seeded-draw.machine'

type Ev = EventFromLogic<typeof seededDrawMachine>

/** The seed of the model's page (tests/model/ui/challenge-seeded-draw.ui.ts). */
export const SEEDED_DRAW_MODEL_SEED = 1

export const seededDrawModel = defineModel({
  id: 'challengeSeededDraw',
  area: 'challenges',
  routes: ['/challenges/notifications'],
  title: 'Seeded draw (notification messages)',
  description: 'Each click "reloads" and then shows one of three messages drawn from the seed; solved once the success message was shown.',
  machine: seededDrawMachine,
  starts: [{ name: `seed ${SEEDED_DRAW_MODEL_SEED}`, input: { seed: SEEDED_DRAW_MODEL_SEED, size: 3, target: 0 } }],
  events: (s): Ev[] => {
    if (s.matches('loading')) return [after('reload', 'challengeSeededDraw.loading') as unknown as Ev]
    if (s.matches({ solved: 'loading' })) return [after('reload', 'challengeSeededDraw.solved.loading') as unknown as Ev]
    return [{ type: 'draw.next' }, { type: 'draw.dismiss' }]
  },
  // Draws are capped so the graph stays finite (the sequence is the seed's).
  context: (s) => ({ current: s.context.current, draws: Math.min(s.context.draws, 4) }),
})
