import { describe, expect, it } from 'vitest'
import { catalog } from '../../machines/catalog'
import { coverageLine, planModel, uncovered } from '../model/graph'

describe('model-based test plans', () => {
  for (const model of catalog) {
    it(`${model.id}: the planned paths take every transition and visit every state`, () => {
      const plan = planModel(model)
      console.log(coverageLine(plan, plan.coveredStates, plan.coveredTransitions), `(${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.steps.length, 0)} steps)`)
      expect(uncovered(plan)).toEqual({ states: [], transitions: [] })
      expect(plan.paths.length).toBeGreaterThan(0)
    })
  }
})
