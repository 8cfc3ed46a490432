import { describe, expect, it } from 'vitest'
import { getDomain, getPublicSuffix } from './tldts'

describe('tldts shim', () => {
  it('approximates the registrable domain', () => {
    expect(getDomain('api.qa-playground.example.com')).toBe('example.com')
    expect(getDomain('Example.COM.')).toBe('example.com')
    expect(getDomain('localhost')).toBeNull()
    expect(getDomain('127.0.0.1')).toBeNull()
    expect(getDomain('[::1]')).toBeNull()
    expect(getDomain('')).toBeNull()
    expect(getPublicSuffix('www.example.com')).toBe('com')
  })
})
