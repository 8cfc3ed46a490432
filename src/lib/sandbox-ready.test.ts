/**
 * index.html's `window.__sandbox` stand-in (README "window.__sandbox"): it decides like
 * resolveSandbox (src/lib/env.ts) whether this page will run the sandbox, queues calls until the
 * real API is installed, and hands it over through `window.__sandboxReady`.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { resolveSandbox, SANDBOX_SESSION_KEY } from './env'

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const standIn = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((text) => text.includes('__sandboxReady'))!

interface FakeWindow {
  __sandbox?: unknown
  __sandboxReady?: Promise<unknown>
  __sandboxFailed?: (error: unknown) => void
}

/** Runs the inline script against a fake page, with VITE_API_URL written in as build/sandbox-stand-in.ts does. */
function runStandIn({ search = '', stored = null, apiUrl, network = false }: { search?: string; stored?: string | null; apiUrl?: string; network?: boolean }): FakeWindow {
  const w: FakeWindow = {}
  const doc = { querySelector: (selector: string) => (network && selector === 'meta[name="qa-api-mode"][content="network"]' ? {} : null) }
  const session = { getItem: (key: string) => (key === SANDBOX_SESSION_KEY ? stored : null) }
  const text = standIn.replace("'__QA_API_URL__'", JSON.stringify(apiUrl ?? ''))
  new Function('window', 'location', 'sessionStorage', 'document', text)(w, { search }, session, doc)
  return w
}

describe('the __sandbox stand-in in index.html', () => {
  it('is small (it is inline in every page)', () => {
    // 2,400 before the early read of the stored data (about 600 more, which save a signed-in boot with a big store 130–190 ms).
    expect(standIn.replace(/^\s*\/\/.*$/gm, '').replace(/\s+/g, ' ').length).toBeLessThan(3000)
  })

  it('is installed exactly when the app will start the sandbox (the rule of resolveSandbox)', () => {
    for (const search of ['', '?sandbox=1', '?sandbox=0', '?lng=ko&sandbox=1', '?sandbox=2'])
      for (const stored of [null, '1', '0'])
        for (const apiUrl of [undefined, '', 'https://api.example.com'])
          for (const network of [false, true]) {
            const session = { getItem: () => stored, setItem: () => undefined }
            const expected = resolveSandbox(search, session, apiUrl ?? '', network)
            const w = runStandIn({ search, stored, apiUrl, network })
            expect({ search, stored, apiUrl, network, on: w.__sandboxReady !== undefined && w.__sandbox !== undefined }).toEqual({ search, stored, apiUrl, network, on: expected })
          }
  })

  it('queues calls (nested ones too) until the real API is installed, then is replaced by it', async () => {
    const w = runStandIn({})
    const stub = w.__sandbox as { scenario: (...a: unknown[]) => Promise<unknown>; endpoints: () => Promise<string[]>; faults: { list: () => Promise<unknown> }; bugs: { active: () => Promise<unknown> }; db: Promise<unknown> }
    const calls: unknown[] = []
    const scenario = stub.scenario('POST /auth/login', { status: 500, times: 1 })
    const endpoints = stub.endpoints()
    const faults = stub.faults.list()
    const db = stub.db
    let settled = false
    void scenario.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)

    const real = {
      scenario: (...args: unknown[]) => void calls.push(args),
      endpoints: () => ['POST /auth/login'],
      faults: { list: () => [{ endpoint: 'GET /todos' }] },
      bugs: { active: () => [] },
      db: { revision: 1 },
    }
    w.__sandbox = real
    expect(w.__sandbox).toBe(real)
    expect(await w.__sandboxReady).toBe(real)
    await scenario
    expect(calls).toEqual([['POST /auth/login', { status: 500, times: 1 }]])
    expect(await endpoints).toEqual(['POST /auth/login'])
    expect(await faults).toEqual([{ endpoint: 'GET /todos' }])
    expect(await db).toEqual({ revision: 1 })
  })

  it('a call the real API refuses rejects with its error', async () => {
    const w = runStandIn({ search: '?sandbox=1', apiUrl: 'https://api.example.com' })
    const call = (w.__sandbox as { scenario: (e: string) => Promise<void> }).scenario('GET /nope')
    w.__sandbox = {
      scenario: (endpoint: string) => {
        throw new Error(`Unknown endpoint "${endpoint}"`)
      },
    }
    await expect(call).rejects.toThrow('Unknown endpoint "GET /nope"')
  })

  it('when the sandbox cannot start, waiting calls reject and the stand-in goes away', async () => {
    const w = runStandIn({})
    const call = (w.__sandbox as { reset: () => Promise<void> }).reset()
    w.__sandboxFailed!(new Error('navigator.serviceWorker is not available'))
    await expect(call).rejects.toThrow('navigator.serviceWorker is not available')
    await expect(w.__sandboxReady).rejects.toThrow('navigator.serviceWorker is not available')
    expect(w.__sandbox).toBeUndefined()
  })
})
