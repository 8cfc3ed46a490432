/**
 * A catalogued machine's coverage from its precomputed items (machines/lab/reachable.json), so a
 * learner's coverage costs set lookups instead of the graph exploration (seconds for the login
 * machine). A model missing there (catalogued since the file was written) is explored. A unit
 * test in machines/lab/analysis.test.ts keeps the file current: `npm run lab:counts -- --write`.
 * Imported by the coverage chunk and the analysis worker only: the file is ~290 KB (20 KB gzip).
 */
import type { LabMachineRecord } from './keys'
import { coverageOf, reachableItems, type MachineCoverage, type Model, type ReachableItems } from './analysis'
import REACHABLE from './reachable.json'

const PRECOMPUTED = REACHABLE as Record<string, ReachableItems | undefined>

export function cataloguedItems(model: Model): ReachableItems {
  return PRECOMPUTED[model.id] ?? reachableItems(model)
}

export function cataloguedCoverage(model: Model, recorded: LabMachineRecord | undefined): MachineCoverage {
  return coverageOf(model, recorded, cataloguedItems(model))
}
