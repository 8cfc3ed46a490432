import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './db/storage'
import { DEFAULT_ACCESS_TOKEN_TTL_MS, runtime, RUNTIME_KEY } from './runtime'

afterEach(() => runtime.useStorage(createMemoryStorage()))

describe('runtime settings', () => {
  it('are stored so a reload of the same tab keeps them', () => {
    const storage = createMemoryStorage()
    runtime.useStorage(storage)
    runtime.update((s) => {
      s.latencyMs = 250
      s.scenarios['POST /auth/login'] = { scenario: { status: 500 }, remaining: null, seen: 0 }
    })
    runtime.useStorage(createMemoryStorage())
    expect(runtime.state.latencyMs).toBe(0)
    runtime.useStorage(storage)
    expect(runtime.state.latencyMs).toBe(250)
    expect(runtime.state.scenarios['POST /auth/login']?.scenario).toEqual({ status: 500 })
  })

  it('fall back to the defaults when the stored value is unreadable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    runtime.useStorage(createMemoryStorage({ [RUNTIME_KEY]: '{"latencyMs": "slow"' }))
    expect(runtime.state).toMatchObject({ latencyMs: 0, accessTokenTtlMs: DEFAULT_ACCESS_TOKEN_TTL_MS, scenarios: {} })
    runtime.useStorage(createMemoryStorage({ [RUNTIME_KEY]: '{"latencyMs": "slow"}' }))
    expect(runtime.state.latencyMs).toBe(0)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
