import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLAIM_MESSAGE, ensureControlled, withSafeWorkerUpdates, workerLocation } from './browser'

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

/** A service worker container as a page sees it: `controller`, `getRegistration()`, `controllerchange`. */
function fakeContainer({ controlled, claims }: { controlled: boolean; claims: boolean }) {
  const listeners = new Set<() => void>()
  const posted: unknown[] = []
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    async getRegistration() {
      return {
        active: {
          postMessage(message: unknown) {
            posted.push(message)
            // The worker's claim makes it this page's controller, then the page hears controllerchange.
            if (claims && message === CLAIM_MESSAGE)
              setTimeout(() => {
                container.controller = {} as ServiceWorker
                listeners.forEach((l) => l())
              }, 5)
          },
        },
      }
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }
  return { container: container as unknown as ServiceWorkerContainer, posted, listeners }
}

describe('ensureControlled', () => {
  it('asks nothing of a worker that already controls the page', async () => {
    const { container, posted } = fakeContainer({ controlled: true, claims: true })
    expect(await ensureControlled(container)).toBe(true)
    expect(posted).toEqual([])
  })

  it('asks the active worker to claim an uncontrolled page and resolves when it controls it', async () => {
    const { container, posted, listeners } = fakeContainer({ controlled: false, claims: true })
    expect(await ensureControlled(container, 1000)).toBe(true)
    expect(posted).toEqual([CLAIM_MESSAGE])
    expect(container.controller).not.toBeNull()
    expect(listeners.size).toBe(0)
  })

  it('says false after the timeout when no worker takes the page', async () => {
    const { container, posted, listeners } = fakeContainer({ controlled: false, claims: false })
    expect(await ensureControlled(container, 30)).toBe(false)
    expect(posted).toEqual([CLAIM_MESSAGE])
    expect(listeners.size).toBe(0)
  })

  it('uses the message the sandbox worker answers with a claim', () => {
    const worker = readFileSync(new URL('../public/sandbox-worker.js', import.meta.url), 'utf8')
    expect(worker).toContain(`event.data === '${CLAIM_MESSAGE}'`)
    expect(worker).toContain('self.clients.claim()')
  })

  it('resolves at once without a service worker container (a browser without one)', async () => {
    expect(await ensureControlled(undefined)).toBe(true)
  })
})
