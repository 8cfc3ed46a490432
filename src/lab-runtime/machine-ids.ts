/**
 * machine.id (the root config id the recorder sees) → catalogue model id (the lab's URL,
 * /lab/<model id>), for every catalogued machine. Read from machines/lab/machine-ids.json, which
 * `npm run lab:counts -- --write` writes from the catalogue (so the main chunk does not import
 * machines/catalog.ts); machine-ids.test.ts fails when it is out of date.
 * A machine that is not listed there is not recorded.
 */
import ids from '@machines/lab/machine-ids.json'

export const LAB_MODEL_IDS: Readonly<Record<string, string>> = Object.freeze(ids as Record<string, string>)

/** The catalogue model id of a machine root id, or undefined when the machine is not catalogued. */
export function labModelId(machineId: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(LAB_MODEL_IDS, machineId) ? LAB_MODEL_IDS[machineId] : undefined
}
