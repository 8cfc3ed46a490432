// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { initAnalytics, isAnalyticsActive, trackPageView, type AnalyticsEnvironment } from './analytics'

const production: AnalyticsEnvironment = {
  configuredHost: 'qa-playground.example.com',
  measurementId: 'G-TEST123',
  hostname: 'qa-playground.example.com',
  production: true,
  sandbox: false,
  automated: false,
}

describe('isAnalyticsActive', () => {
  it('is active on the configured production host with a measurement id', () => {
    expect(isAnalyticsActive(production)).toBe(true)
  })

  it.each<[string, Partial<AnalyticsEnvironment>]>([
    ['in the sandbox', { sandbox: true }],
    ['under automation', { automated: true }],
    ['in development', { production: false }],
    ['on another host', { hostname: 'preview.example.com' }],
    ['on localhost', { hostname: 'localhost' }],
    ['on a subdomain of the configured host', { hostname: 'www.qa-playground.example.com' }],
    ['without a measurement id', { measurementId: '' }],
    ['without a configured host', { configuredHost: '' }],
    ['without a configured host on an empty hostname', { configuredHost: '', hostname: '' }],
  ])('is inactive %s', (_, change) => {
    expect(isAnalyticsActive({ ...production, ...change })).toBe(false)
  })
})

describe('initAnalytics', () => {
  it('loads nothing and tracks nothing in tests', () => {
    expect(initAnalytics(false)).toBe(false)
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull()
    trackPageView('/dashboard')
    expect((window as unknown as { dataLayer?: unknown }).dataLayer).toBeUndefined()
  })
})
