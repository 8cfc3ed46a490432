/**
 * Graph model of the bug hunt (tests/model/bug-hunt.model.spec.ts runs it in Chromium). Starts
 * without a stored hunt and with a stored hunt in each phase (the page passes session storage
 * back as input). The page proposes a random seed, so the model only sets its own seed ('7') or
 * clears the field; the hidden set is whatever the seed picks.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { bugHuntMachine, type HuntPhase, type SavedHunt } from './bug-hunt.machine'
import { HUNT_LIMITS } from './hunt'
import { BUG_IDS } from './registry'

type Ev = EventFromLogic<typeof bugHuntMachine>

export const BUG_HUNT_MODEL_SEED = '7'
/** The bug the model ticks and unticks (any catalogued id is a valid claim). */
export const BUG_HUNT_MODEL_CLAIM = BUG_IDS[0]!

const stored = (phase: HuntPhase): SavedHunt => ({ phase, count: 2, seed: Number(BUG_HUNT_MODEL_SEED), claimed: [] })

export const bugHuntModel = defineModel({
  id: 'bugHunt',
  area: 'app',
  routes: ['/bug-hunt'],
  title: 'Bug hunt',
  description: 'Choose a count and a seed, start (the seeded bugs switch on unnamed), tick claims, submit for a score, reveal, end; a stored hunt resumes in its phase.',
  machine: bugHuntMachine,
  starts: [
    { name: 'no stored hunt', input: { saved: null, seed: 4242 } },
    { name: 'stored hunt: hunting', input: { saved: stored('hunting'), seed: 4242 } },
    { name: 'stored hunt: scored', input: { saved: stored('scored'), seed: 4242 } },
    { name: 'stored hunt: revealed', input: { saved: stored('revealed'), seed: 4242 } },
  ],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (s.matches('setup')) {
      events.push({ type: 'count.change', count: c.count === HUNT_LIMITS.defaultCount ? 2 : HUNT_LIMITS.defaultCount })
      events.push({ type: 'seed.change', value: c.seedText === BUG_HUNT_MODEL_SEED ? '' : BUG_HUNT_MODEL_SEED })
      events.push({ type: 'hunt.start' })
    }
    if (s.matches('hunting')) events.push({ type: 'claim.toggle', id: BUG_HUNT_MODEL_CLAIM }, { type: 'hunt.submit' }, { type: 'hunt.end' })
    if (s.matches('scored')) events.push({ type: 'hunt.reveal' }, { type: 'hunt.end' })
    if (s.matches('revealed')) events.push({ type: 'hunt.end' })
    return events
  },
  context: (s) => [s.context.count, s.context.seedText === BUG_HUNT_MODEL_SEED ? 'model' : s.context.seedText === '' ? 'empty' : 'page', s.context.claimed.length],
})
