/**
 * `window.__lab.coverage()`: the learner's coverage as the lab shows it, per catalogued machine
 * and overall. A lazy chunk (the catalogue and the graph engine never enter the main chunk):
 * the recorder imports it on the first call, so `coverage()` returns a Promise.
 */
import { catalog } from '@machines/catalog'
import type { CriterionCoverage } from '@machines/lab/analysis'
import { cataloguedCoverage } from '@machines/lab/reachable'
import type { LabRecord } from '@machines/lab/keys'

export interface LabFigure {
  /** covered / total × 100, one decimal (100 when there is nothing to cover). */
  percent: number
  covered: number
  total: number
}

export interface LabMachineFigures {
  /** The lab page's id: /lab/<modelId>. */
  modelId: string
  /** The machine's config id (the key in the stored record). */
  machineId: string
  title: string
  /** All-states coverage, with the states not entered yet. */
  states: LabFigure & { uncovered: string[] }
  /** 0-switch (valid transitions) coverage, with the transitions not taken yet. */
  transitions: LabFigure & { uncovered: string[] }
  /** 1-switch (pairs of consecutive transitions) coverage, with the pairs not taken yet. */
  pairs: LabFigure & { uncovered: string[] }
}

export interface LabCoverage {
  /** Every catalogued machine's items together (a machine with more items weighs more). */
  overall: { states: LabFigure; transitions: LabFigure; pairs: LabFigure }
  /** Keyed by the lab page's id (/lab/<id>). */
  machines: Record<string, LabMachineFigures>
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.round((covered / total) * 1000) / 10)
const figure = (c: CriterionCoverage) => ({ percent: c.percent, covered: c.covered.length, total: c.items.length, uncovered: c.uncovered })

/** Coverage of every catalogued machine, or of the one whose lab id is `only`. */
export function labCoverage(record: LabRecord, only?: string): LabCoverage {
  const sum: Record<'states' | 'transitions' | 'pairs', [number, number]> = { states: [0, 0], transitions: [0, 0], pairs: [0, 0] }
  const machines: Record<string, LabMachineFigures> = {}
  for (const model of catalog) {
    if (only !== undefined && model.id !== only) continue
    const c = cataloguedCoverage(model, record.machines[model.machine.id])
    machines[model.id] = {
      modelId: model.id,
      machineId: model.machine.id,
      title: model.title,
      states: figure(c.states),
      transitions: figure(c.transitions),
      pairs: figure(c.pairs),
    }
    for (const kind of ['states', 'transitions', 'pairs'] as const) {
      sum[kind][0] += c[kind].covered.length
      sum[kind][1] += c[kind].items.length
    }
  }
  const overall = (kind: keyof typeof sum) => ({ percent: percent(sum[kind][0], sum[kind][1]), covered: sum[kind][0], total: sum[kind][1] })
  return { overall: { states: overall('states'), transitions: overall('transitions'), pairs: overall('pairs') }, machines }
}
