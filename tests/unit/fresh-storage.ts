/**
 * vitest setup of the unit project (vite.config.ts). Its files share one module graph per worker
 * (`isolate: false`) and, in jsdom, one localStorage and sessionStorage: each file starts with both
 * empty, as it would in a fresh environment (a token one file stored was otherwise sent by the next).
 */
import { beforeAll } from 'vitest'

beforeAll(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
