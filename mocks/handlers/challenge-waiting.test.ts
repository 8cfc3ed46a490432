import { describe, expect, it, vi } from 'vitest'
import { AJAX_LABEL, CHALLENGE_MAX_DELAY_MS, LOAD_LABEL } from './challenge-waiting'
import { call, useSandboxServer } from '../test-helpers'

useSandboxServer()

describe('GET /challenges/waiting/*', () => {
  it('answers the label after the requested delay, without a token', async () => {
    const started = Date.now()
    const res = await call('GET', '/challenges/waiting/ajax-data?delay=300')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ label: AJAX_LABEL, delay_ms: 300 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
    const load = await call('GET', '/challenges/waiting/load-delay?delay=0')
    expect(load.body).toEqual({ label: LOAD_LABEL, delay_ms: 0 })
  })

  it('answers at once without a delay (the pages always send theirs)', async () => {
    const started = Date.now()
    const res = await call('GET', '/challenges/waiting/ajax-data')
    expect(res.body).toEqual({ label: AJAX_LABEL, delay_ms: 0 })
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('caps a huge delay at the maximum (no 422) and stops waiting when the request is aborted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const pending = call('GET', '/challenges/waiting/ajax-data?delay=86400000')
      await vi.advanceTimersByTimeAsync(CHALLENGE_MAX_DELAY_MS - 1)
      let settled = false
      void pending.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const res = await pending
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ label: AJAX_LABEL, delay_ms: CHALLENGE_MAX_DELAY_MS })
    } finally {
      vi.useRealTimers()
    }
    const controller = new AbortController()
    const aborted = fetch(`http://localhost/api/v1/challenges/waiting/ajax-data?delay=${CHALLENGE_MAX_DELAY_MS}`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(aborted).rejects.toThrow()
  })

  it.each([
    ['-1', 'greater_than_equal', 'Input should be greater than or equal to 0'],
    ['99999999999999999999', 'int_type', 'Input should be a valid integer'],
    ['soon', 'int_parsing', 'Input should be a valid integer, unable to parse string as an integer'],
    ['1.5', 'int_parsing', 'Input should be a valid integer, unable to parse string as an integer'],
  ])('delay=%s is a FastAPI 422 (%s) answered at once', async (value, type, msg) => {
    for (const path of ['/challenges/waiting/ajax-data', '/challenges/waiting/load-delay']) {
      const started = Date.now()
      const res = await call('GET', `${path}?delay=${encodeURIComponent(value)}`)
      expect(res.status).toBe(422)
      expect(res.body).toEqual({ detail: [{ loc: ['query', 'delay'], msg, type }] })
      expect(Date.now() - started).toBeLessThan(1000)
    }
  })

  it('other methods get 405 with Allow: GET', async () => {
    const res = await call('POST', '/challenges/waiting/ajax-data', { body: {} })
    expect(res.status).toBe(405)
  })
})
