/**
 * Runs a machine's planned paths (graph.ts) in Chromium through ./runtime.ts (user events become
 * Playwright actions, actor results sandbox scenarios, every visited state asserted in the UI).
 * Prints a coverage line per machine and fails on uncovered transitions.
 */
import type { AnyStateMachine } from 'xstate'
import type { MachineModel } from '@machines/shared/model'
import { expect, test } from '../fixtures/app'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { COVERAGE_DIR } from './coverage-dir'
import { coverageLine, planModel, stateName } from '@machines/lab/graph'
import { describePath, runPath, type UiModel } from './runtime'

export { runCases, uiModel, type ActorMapping, type BrowserActorMapping, type EndpointActorMapping, type StepContext, type UiModel } from './runtime'

export function runModel<M extends AnyStateMachine>(ui: UiModel<M>): void {
  const plan = planModel(ui.model as unknown as MachineModel<AnyStateMachine>)
  const dir = join(COVERAGE_DIR, plan.id)
  const missingAssertions = [...new Set(plan.paths.flatMap((p) => [p.initial, ...p.steps.map((s) => s.snapshot)].map(stateName)))].filter(
    (name) => !ui.states[name],
  )

  test.describe(`model: ${plan.id}`, () => {
    test('every visited state has a UI assertion', () => {
      expect(missingAssertions).toEqual([])
    })

    plan.paths.forEach((path, index) => {
      test(`path ${index + 1}/${plan.paths.length} (${describePath(path)})`, async ({ page, sandbox }) => {
        const { transitions, states } = await runPath(ui, plan.id, path, { page, sandbox })
        mkdirSync(dir, { recursive: true })
        writeFileSync(join(dir, `path-${index + 1}.json`), JSON.stringify({ transitions, states }))
      })
    })

    test(`coverage: every transition of ${plan.id} ran in the browser`, () => {
      const covered = { transitions: new Set<string>(), states: new Set<string>() }
      mkdirSync(dir, { recursive: true })
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const run = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { transitions: string[]; states: string[] }
        run.transitions.forEach((t) => covered.transitions.add(t))
        run.states.forEach((s) => covered.states.add(s))
      }
      // A transient state (left at once by an eventless transition) counts when one of its transitions ran.
      for (const s of plan.states) if ([...covered.transitions].some((t) => t.startsWith(`${plan.id}.${s} `))) covered.states.add(s)
      console.log(`[model coverage] ${coverageLine(plan, covered.states, covered.transitions)}`)
      expect(plan.transitions.filter((t) => !covered.transitions.has(t)), `${plan.id}: transitions not taken in the browser`).toEqual([])
      expect(plan.states.filter((s) => !covered.states.has(s)), `${plan.id}: states not visited in the browser`).toEqual([])
    })
  })
}
