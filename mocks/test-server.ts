/**
 * vitest helper: the practice server (mocks/server.ts) on a free local port for one test file,
 * started before its tests and closed after them, for checks over real HTTP.
 */
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { startApiServer, type ApiServer, type ApiServerOptions } from './server'

export interface PracticeServer {
  /** `http://127.0.0.1:<port>` (valid inside tests, once the server has started). */
  readonly origin: string
  readonly api: ApiServer
}

export function usePracticeServer(options?: ApiServerOptions): PracticeServer {
  let api: ApiServer | undefined
  beforeAll(async () => {
    api = await startApiServer(0, '127.0.0.1', options)
  })
  afterAll(() => api?.close())
  const started = () => {
    if (!api) throw new Error('the practice server is not started yet (use it inside a test)')
    return api
  }
  return {
    get origin() {
      return `http://127.0.0.1:${(started().server.address() as AddressInfo).port}`
    },
    get api() {
      return started()
    },
  }
}
