import { join } from 'node:path'

/** Each passing model path records what it covered here; the model's last test reads them all. */
export const COVERAGE_DIR = join(process.cwd(), 'test-results', 'model-coverage')
