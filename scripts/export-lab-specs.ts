/**
 * `npm run lab:export`: writes the state lab's 0-switch suites of three machines (login, banking
 * transfer, booking wizard) as Playwright specs into tests/exported/ (gitignored), exactly as
 * the lab's "Playwright spec" export makes them, so CI runs them (project `exported`) and an
 * export is known to work. .ci/playwright.mjs runs it before Playwright. Built with
 * `vite build --ssr` (no extra TypeScript runner) into dist-bench/lab-export/.
 * `LAB_EXPORT_CRITERION=allTransitions LAB_EXPORT_MODELS=bankingTransfer npm run lab:export` writes
 * another criterion / other machines instead (they need a UI mapping in tests/model/ui/).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalog } from '../machines/catalog'
import { CRITERIA, testSuite, type Criterion } from '../machines/lab/analysis'
import { suitePlaywrightSpec } from '../machines/lab/export'

const MODELS = process.env.LAB_EXPORT_MODELS?.split(',') ?? ['login', 'bankingTransfer', 'bookingWizard']
const criterion = (process.env.LAB_EXPORT_CRITERION ?? 'zeroSwitch') as Criterion
if (!CRITERIA.includes(criterion)) throw new Error(`LAB_EXPORT_CRITERION must be one of ${CRITERIA.join(', ')}`)
const dir = join(process.cwd(), 'tests', 'exported')
mkdirSync(dir, { recursive: true })
for (const file of readdirSync(dir)) if (file.endsWith('.spec.ts')) rmSync(join(dir, file))
for (const id of MODELS) {
  const model = catalog.find((m) => m.id === id)
  if (!model) throw new Error(`no catalogued model "${id}"`)
  const suite = testSuite(model, criterion)
  const file = join(dir, `${id}.${criterion}.spec.ts`)
  writeFileSync(file, suitePlaywrightSpec(model, suite))
  process.stdout.write(`${file}: ${suite.cases.length} cases, ${suite.covered.length}/${suite.items.length} items\n`)
}
