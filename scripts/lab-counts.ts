/**
 * `npm run lab:counts`: the state lab's figures per catalogued machine (states, valid
 * transitions, 1-switch pairs, invalid cells, and the test cases of each generated suite), as
 * the /lab cards show them. `npm run lab:counts -- --write` also writes machines/lab/counts.json
 * (the four counts and the coverage denominators per model id, for pages that must not wait for the exploration) and
 * machines/lab/reachable.json (the coverage items themselves, for the learner's coverage) and
 * machines/lab/machine-ids.json (machine id → model id, for the recorder in the main chunk and the
 * lab's spec export); unit tests (machines/lab/analysis.test.ts, src/lab-runtime/machine-ids.test.ts)
 * fail when one is out of date. Built with `vite build --ssr`
 * into dist-bench/lab-counts/.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalog } from '../machines/catalog'
import { CRITERIA, machineCounts, precomputedCounts, reachableItems, testSuite, type PrecomputedCounts, type ReachableItems } from '../machines/lab/analysis'

const counts: Record<string, PrecomputedCounts> = {}
const reachable: Record<string, ReachableItems> = {}
const rows = catalog.map((model) => {
  const c = machineCounts(model)
  counts[model.id] = precomputedCounts(model)
  reachable[model.id] = reachableItems(model)
  const suites = Object.fromEntries(CRITERIA.map((criterion) => [`${criterion} cases`, testSuite(model, criterion).cases.length]))
  return { id: model.id, machine: model.machine.id, ...c, ...suites }
})
// eslint-disable-next-line no-console -- the table is the output of this script
console.table(rows)
const total = rows.reduce((t, r) => ({ states: t.states + r.states, transitions: t.transitions + r.transitions, pairs: t.pairs + r.pairs, invalidCells: t.invalidCells + r.invalidCells }), { states: 0, transitions: 0, pairs: 0, invalidCells: 0 })
console.info(`${rows.length} machines: ${total.states} states, ${total.transitions} transitions, ${total.pairs} 1-switch pairs, ${total.invalidCells} invalid cells`)
if (process.argv.includes('--write')) {
  const file = join(process.cwd(), 'machines', 'lab', 'counts.json')
  writeFileSync(file, `${JSON.stringify(counts, null, 2)}\n`)
  console.info(`wrote ${file}`)
  // One line per model: the file is data, not for reading.
  const items = join(process.cwd(), 'machines', 'lab', 'reachable.json')
  writeFileSync(items, `{\n${Object.entries(reachable).map(([id, value]) => `  ${JSON.stringify(id)}: ${JSON.stringify(value)}`).join(',\n')}\n}\n`)
  console.info(`wrote ${items}`)
  const ids = join(process.cwd(), 'machines', 'lab', 'machine-ids.json')
  writeFileSync(ids, `${JSON.stringify(Object.fromEntries(catalog.map((model) => [model.machine.id, model.id])), null, 2)}\n`)
  console.info(`wrote ${ids}`)
}
