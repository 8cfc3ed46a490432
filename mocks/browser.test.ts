import { describe, expect, it } from 'vitest'
import { withSafeWorkerUpdates, workerLocation } from './browser'

describe('workerLocation', () => {
  it('is absolute from the site root, whatever the base', () => {
    expect(workerLocation('/')).toEqual({ url: '/sandbox-worker.js', scope: '/' })
    expect(workerLocation('')).toEqual({ url: '/sandbox-worker.js', scope: '/' })
    expect(workerLocation('/app/')).toEqual({ url: '/app/sandbox-worker.js', scope: '/app/' })
    expect(workerLocation('app')).toEqual({ url: '/app/sandbox-worker.js', scope: '/app/' })
  })
})

describe('withSafeWorkerUpdates', () => {
  it('leaves no unhandled rejection when an update check fails during start, and restores update()', async () => {
    const failing = () => Promise.reject(new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/'): A bad HTTP response code (404) was received"))
    const proto = { update: failing }
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const result = await withSafeWorkerUpdates(async () => {
        // As MSW does: fire and forget.
        void proto.update()
        return 'started'
      }, proto)
      expect(result).toBe('started')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
      expect(proto.update).toBe(failing)
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('still rejects for a caller that awaits the update, and lets start errors through', async () => {
    const proto = { update: () => Promise.reject(new Error('404')) }
    await expect(withSafeWorkerUpdates(() => proto.update(), proto)).rejects.toThrow('404')
    await expect(withSafeWorkerUpdates(() => Promise.reject(new Error('no worker')), proto)).rejects.toThrow('no worker')
  })

  it('runs start as is without a ServiceWorkerRegistration (no service worker support)', async () => {
    await expect(withSafeWorkerUpdates(async () => 1, undefined)).resolves.toBe(1)
  })
})
