/**
 * The engine's graph exploration (machines/lab/analysis.ts) off the main thread: exploring every
 * catalogued machine takes seconds (one machine alone more than one second), so the catalogue's
 * counts and coverage and a machine's table and suites are computed here and streamed back.
 */
import { catalog } from '@machines/catalog'
import { machineCounts, stateTable, testSuites } from '@machines/lab/analysis'
import { cataloguedCoverage } from '@machines/lab/reachable'
import type { LabRecord } from '@machines/lab/keys'
import type { AnalysisRequest } from './analysis-client'

const scope = self as unknown as { onmessage: ((e: MessageEvent<AnalysisRequest>) => void) | null; postMessage: (message: unknown) => void }

/** Structured clone refuses functions: a value that holds one goes through JSON. */
function post(message: unknown): void {
  try {
    scope.postMessage(message)
  } catch {
    scope.postMessage(JSON.parse(JSON.stringify(message)) as unknown)
  }
}

const models = (ids: string[] | undefined) => (ids ? catalog.filter((m) => ids.includes(m.id)) : catalog)

function coverage(record: LabRecord, ids?: string[]) {
  return models(ids).map((m) => [m.id, cataloguedCoverage(m, record.machines[m.machine.id])] as const)
}

scope.onmessage = (e) => {
  const req = e.data
  try {
    if (req.type === 'counts') {
      for (const m of catalog) post({ id: req.id, partial: [m.id, machineCounts(m)] })
      post({ id: req.id, done: true })
    } else if (req.type === 'coverage') {
      for (const entry of coverage(req.record, req.models)) post({ id: req.id, partial: entry })
      post({ id: req.id, done: true })
    } else {
      const model = catalog.find((m) => m.id === req.model)
      if (!model) throw new Error(`unknown machine ${req.model}`)
      post({ id: req.id, done: true, result: req.type === 'table' ? stateTable(model) : testSuites(model) })
    }
  } catch (error) {
    post({ id: req.id, error: String(error) })
  }
}
