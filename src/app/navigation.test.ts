// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PAGES, isOnAuthPage, navigateTo, originFrom, setNavigator } from './navigation'

describe('originFrom', () => {
  it('returns the remembered in-app path with its search and hash', () => {
    expect(originFrom({ from: { pathname: '/qa' } })).toBe('/qa')
    expect(originFrom({ from: { pathname: '/profile', search: '?tab=security', hash: '#password' } })).toBe('/profile?tab=security#password')
  })

  it.each([
    ['no state', null],
    ['undefined state', undefined],
    ['a state without from', { other: 1 }],
    ['a non-string pathname', { from: { pathname: 42 } }],
    ['a relative path', { from: { pathname: 'dashboard' } }],
    ['a protocol-relative URL', { from: { pathname: '//evil.com' } }],
    ['a protocol-relative URL with a path', { from: { pathname: '//evil.com/login', search: '?x=1' } }],
    ['an absolute URL', { from: { pathname: 'https://evil.com/' } }],
    ['a javascript: URL', { from: { pathname: 'javascript:alert(1)' } }],
  ])('falls back to /dashboard for %s', (_, state) => {
    expect(originFrom(state)).toBe('/dashboard')
  })

  it.each(AUTH_PAGES)('never sends back to %s', (page) => {
    expect(originFrom({ from: { pathname: page, search: '?next=/qa' } })).toBe('/dashboard')
  })

  it('uses a given fallback', () => {
    expect(originFrom(null, '/')).toBe('/')
    expect(originFrom({ from: { pathname: '//evil.com' } }, '/qa')).toBe('/qa')
  })
})

describe('isOnAuthPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each(['/login', '/signup', '/forgot-password', '/login/', '/forgot-password/sent'])('is true on %s', (path) => {
    expect(isOnAuthPage(path)).toBe(true)
  })

  it.each(['/', '/dashboard', '/loginx', '/signups', '/qa/login'])('is false on %s', (path) => {
    expect(isOnAuthPage(path)).toBe(false)
  })

  it('reads the current location by default', () => {
    expect(isOnAuthPage()).toBe(false)
    window.history.pushState(null, '', '/signup?ref=home')
    expect(isOnAuthPage()).toBe(true)
  })
})

describe('navigateTo', () => {
  it('goes through the navigator set by the router', () => {
    const navigate = vi.fn()
    setNavigator(navigate)
    navigateTo('/login', { replace: true, state: { from: { pathname: '/qa' } } })
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: { pathname: '/qa' } } })
  })
})
