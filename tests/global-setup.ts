import { rmSync } from 'node:fs'
import { COVERAGE_DIR } from './model/coverage-dir'

/** Model coverage is recorded per run. */
export default function globalSetup(): void {
  rmSync(COVERAGE_DIR, { recursive: true, force: true })
}
