/**
 * `npm run lab:export`: writes state-lab suites as Playwright specs, exactly as the lab's
 * "Playwright spec" download makes them: self-contained (the cases, then the machine's runtime;
 * they import only '@playwright/test'), so they run in any folder with @playwright/test installed.
 * Built with `vite build --ssr` (no extra TypeScript runner) into dist-bench/lab-export/.
 *
 *   npm run lab:export -- [--base-url <url>] [--out <dir>] [--models login,bankingTransfer] [--criterion zeroSwitch]
 *
 * --base-url  the app's address written into the specs (default http://localhost:4173, `npm run preview`);
 *             env BASE_URL, then a playwright.config's baseURL, override it when the specs run
 * --out       the folder (default tests/exported/, gitignored; its *.spec.ts files are replaced)
 * --models    machines with a UI mapping (default login, bankingTransfer, bookingWizard)
 * --criterion allStates, zeroSwitch (default), oneSwitch or allTransitions
 * LAB_EXPORT_MODELS and LAB_EXPORT_CRITERION still work as defaults for the last two.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadLabRuntime } from 'virtual:lab-runtime'
import { catalog } from '../machines/catalog'
import { CRITERIA, testSuite, type Criterion } from '../machines/lab/analysis'
import { exportsPlaywright, specFileName, suitePlaywrightSpec } from '../machines/lab/export'

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:4173' },
    out: { type: 'string', default: 'tests/exported' },
    models: { type: 'string', default: process.env.LAB_EXPORT_MODELS ?? 'login,bankingTransfer,bookingWizard' },
    criterion: { type: 'string', default: process.env.LAB_EXPORT_CRITERION ?? 'zeroSwitch' },
  },
})
const baseURL = new URL(values['base-url']).href.replace(/\/+$/, '')
const criterion = values.criterion as Criterion
if (!CRITERIA.includes(criterion)) throw new Error(`--criterion must be one of ${CRITERIA.join(', ')}`)
const dir = resolve(process.cwd(), values.out)
mkdirSync(dir, { recursive: true })
for (const file of readdirSync(dir)) if (file.endsWith('.spec.ts')) rmSync(resolve(dir, file))
for (const id of values.models.split(',')) {
  const model = catalog.find((m) => m.id === id)
  if (!model) throw new Error(`no catalogued model "${id}"`)
  if (!exportsPlaywright(id)) throw new Error(`"${id}" has no UI mapping (machines/lab/ui-mappings.ts): the lab exports its table only`)
  const suite = testSuite(model, criterion)
  const file = resolve(dir, specFileName(id, criterion))
  writeFileSync(file, suitePlaywrightSpec(model, suite, { runtime: await loadLabRuntime(id), baseURL }))
  process.stdout.write(`${file}: ${suite.cases.length} cases, ${suite.covered.length}/${suite.items.length} items\n`)
}
