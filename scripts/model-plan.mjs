/**
 * `node scripts/model-plan.mjs tests/model/ui/<flow>.ui.ts`: the paths the model suite plans for the model(s) of a UI
 * mapping (machines/lab/graph.ts `planModel`), each step with its whole event and the state it reaches, so an e2e test
 * can be read against the states a model path really visits (docs/test-map.md). Reads source only (no build, no browser).
 */
import { createJiti } from 'jiti'
import { resolve } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const file = process.argv[2]
if (!file) {
  console.error('usage: node scripts/model-plan.mjs tests/model/ui/<flow>.ui.ts')
  process.exit(2)
}
// The project's import aliases (build/aliases.ts, the same record Vite and the lab's spec bundler use).
const { ALIAS_RECORD } = await createJiti(import.meta.url).import(resolve(root, 'build/aliases.ts'))
const jiti = createJiti(import.meta.url, { alias: ALIAS_RECORD })
const { planModel, stateName } = await jiti.import(resolve(root, 'machines/lab/graph.ts'))
const mapping = await jiti.import(resolve(file))
for (const [name, ui] of Object.entries(mapping)) {
  if (!ui?.model?.machine) continue
  const plan = planModel(ui.model)
  console.info(`# ${name}: ${plan.id}, ${plan.paths.length} paths, ${plan.transitions.length} transitions`)
  plan.paths.forEach((path, i) => {
    console.info(`## path ${i + 1}/${plan.paths.length}: starts in ${stateName(path.initial)}`)
    for (const step of path.steps) console.info(`  ${JSON.stringify(step.event)} → ${stateName(step.snapshot)}`)
  })
}
