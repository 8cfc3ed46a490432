import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { coverageLine, planModel, uncovered } from '@machines/lab/graph'

describe('model-based test plans', () => {
  for (const model of catalog) {
    it(`${model.id}: the planned paths take every transition and visit every state`, () => {
      const plan = planModel(model)
      console.log(coverageLine(plan, plan.coveredStates, plan.coveredTransitions), `(${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.steps.length, 0)} steps)`)
      expect(uncovered(plan)).toEqual({ states: [], transitions: [] })
      expect(plan.paths.length).toBeGreaterThan(0)
    }, 60_000)
  }
})

describe('the catalog', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.model.ts', { eager: true })
  const specs = Object.keys(import.meta.glob('../model/*.model.spec.ts'))

  it('lists every model defined in machines/**/*.model.ts, once', () => {
    const defined = Object.values(modules).flatMap((m) => Object.values(m).filter((v): v is { id: string } => typeof v === 'object' && v !== null && 'machine' in v && 'id' in v))
    const ids = catalog.map((m) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(defined.map((m) => m.id).filter((id) => !ids.includes(id))).toEqual([])
  })

  it('has a Playwright model spec for every model file', () => {
    const missing = Object.keys(modules)
      .map((file) => file.replace(/^.*\//, '').replace(/\.model\.ts$/, ''))
      .filter((name) => !specs.some((spec) => spec.endsWith(`/${name}.model.spec.ts`)))
    expect(missing).toEqual([])
  })
})
