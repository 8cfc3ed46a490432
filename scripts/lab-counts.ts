/**
 * `npm run lab:counts`: the state lab's figures per catalogued machine (states, valid
 * transitions, 1-switch pairs, invalid cells, and the test cases of each generated suite), as
 * the /lab cards show them. Built with `vite build --ssr` into dist-bench/lab-counts/.
 */
import { catalog } from '../machines/catalog'
import { CRITERIA, machineCounts, testSuite } from '../machines/lab/analysis'

const rows = catalog.map((model) => {
  const counts = machineCounts(model)
  const suites = Object.fromEntries(CRITERIA.map((c) => [`${c} cases`, testSuite(model, c).cases.length]))
  return { id: model.id, machine: model.machine.id, ...counts, ...suites }
})
// eslint-disable-next-line no-console -- the table is the output of this script
console.table(rows)
const total = rows.reduce((t, r) => ({ states: t.states + r.states, transitions: t.transitions + r.transitions, pairs: t.pairs + r.pairs, invalidCells: t.invalidCells + r.invalidCells }), { states: 0, transitions: 0, pairs: 0, invalidCells: 0 })
console.info(`${rows.length} machines: ${total.states} states, ${total.transitions} transitions, ${total.pairs} 1-switch pairs, ${total.invalidCells} invalid cells`)
