/**
 * `npm run bench:recorder`: what the state lab's recorder (src/lab-runtime/recorder.ts) costs per
 * transition. Walks catalogued machines (banking transfer, booking wizard, shop product,
 * accordion) through thousands of transitions chosen deterministically from each model's sample
 * events, then replays the same event sequence on fresh actors with and without the recorder as
 * `inspect` (XState's inspection overhead included), alternating rounds, and prints the median
 * cost per transition. Budget: ≤ 0.1 ms per transition. Exits 1 over budget.
 * Built with `vite build --ssr` (no extra TypeScript runner) into dist-bench/recorder/.
 */
import { performance } from 'node:perf_hooks'
import { createActor, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate'
import { catalog } from '../machines/catalog'
import { labInspect, readLabRecord } from '../src/lab-runtime/recorder'

const out = (line: string) => void process.stdout.write(`${line}\n`)
const MODELS = ['bankingTransfer', 'bookingWizard', 'shopProduct', 'playgroundAccordion']
const STEPS = Number(process.env.BENCH_STEPS ?? 5000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const BUDGET_MS = 0.1

interface Workload {
  id: string
  machine: AnyStateMachine
  input: unknown
  events: EventObject[]
  transitions: number
}

/** A seeded random walk over each snapshot's accepted sample events, restarting in a final or stuck state. */
function workload(id: string): Workload {
  const model = catalog.find((m) => m.id === id)
  if (!model) throw new Error(`No catalogued model ${id}`)
  const input = model.starts[0]?.input
  const events: EventObject[] = []
  let transitions = 0
  const count = (e: InspectionEvent) => {
    if (e.type === '@xstate.microstep') transitions += e._transitions.length
  }
  let actor = createActor(model.machine, { input, inspect: count }).start()
  let seed = 12345
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
  while (events.length < STEPS) {
    const snapshot = actor.getSnapshot()
    const candidates = snapshot.status === 'active' ? model.events(snapshot).filter((e) => snapshot.can(e)) : []
    if (candidates.length === 0) {
      // A final or stuck state: the replay restarts here too (marked by a null-type event).
      actor.stop()
      actor = createActor(model.machine, { input, inspect: count }).start()
      events.push({ type: '' })
      continue
    }
    const event = candidates[Math.floor(random() * candidates.length)]!
    events.push(event)
    actor.send(event)
  }
  actor.stop()
  return { id, machine: model.machine, input, events, transitions }
}

/** Replays a workload; returns the elapsed milliseconds. */
function replay(w: Workload, inspect: ((e: InspectionEvent) => void) | undefined): number {
  const options = { input: w.input, inspect }
  const start = performance.now()
  let actor = createActor(w.machine, options).start()
  for (const event of w.events) {
    if (event.type === '') {
      actor.stop()
      actor = createActor(w.machine, options).start()
    } else actor.send(event)
  }
  actor.stop()
  return performance.now() - start
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

let worst = 0
out(`bench:recorder: ${STEPS} events per machine, ${ROUNDS} rounds each (median), budget ${BUDGET_MS} ms per transition`)
for (const id of MODELS) {
  const w = workload(id)
  for (let i = 0; i < 2; i++) {
    // warm-up (JIT, first-time keys)
    replay(w, undefined)
    replay(w, labInspect)
  }
  const plain: number[] = []
  const recorded: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    plain.push(replay(w, undefined))
    recorded.push(replay(w, labInspect))
  }
  const base = median(plain)
  const withRecorder = median(recorded)
  const perTransition = Math.max(0, withRecorder - base) / w.transitions
  worst = Math.max(worst, perTransition)
  const entry = readLabRecord().machines[w.machine.id]
  out(
    `  ${id.padEnd(20)} ${String(w.transitions).padStart(6)} transitions  without ${base.toFixed(1).padStart(7)} ms  with ${withRecorder.toFixed(1).padStart(7)} ms  ` +
      `recorder ${(perTransition * 1000).toFixed(2).padStart(6)} µs/transition  (recorded ${entry?.states.length ?? 0} states, ${entry?.transitions.length ?? 0} transitions, ${entry?.pairs.length ?? 0} pairs)`,
  )
}
out(`worst: ${(worst * 1000).toFixed(2)} µs = ${worst.toFixed(4)} ms per transition (budget ${BUDGET_MS} ms)`)
if (worst > BUDGET_MS) {
  out('✖ over the recorder budget')
  process.exit(1)
}
process.exit(0)
