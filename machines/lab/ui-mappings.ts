/**
 * The machines whose state-lab suites export as a Playwright spec, and where each one's UI mapping
 * (event → Playwright action, state → assertion, actor result → sandbox scenario) lives: every
 * catalogued machine, by name, in tests/model/ui/<kebab machine id>.ui.ts under the export
 * <machine id>Ui (tests/unit/name-parity.test.ts checks the files). Keyed by the catalogue model id.
 * build/lab-runtime.ts reads it to bundle, per machine, that mapping and tests/model/runtime.ts
 * into the self-contained text an exported spec carries; it imports only the generated id map
 * (machines/lab/machine-ids.json, `npm run lab:counts -- --write`), not the catalogue.
 */
import ids from './machine-ids.json' with { type: 'json' }

/** A machine id in kebab case, the name of its files in every tower (`playgroundCounter` → `playground-counter`). */
export const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

export const UI_MAPPINGS: Readonly<Record<string, { file: string; name: string }>> = Object.fromEntries(
  Object.entries(ids as Record<string, string>).map(([machineId, modelId]) => [modelId, { file: `${kebab(machineId)}.ui`, name: `${machineId}Ui` }]),
)
