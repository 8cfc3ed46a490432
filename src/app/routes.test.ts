import { describe, expect, it } from 'vitest'
import { isActivePath, isPlaygroundPath } from './routes'

describe('isPlaygroundPath', () => {
  it('recognises the playground routes whatever the query or hash', () => {
    for (const origin of ['/qa', '/qa?sandbox=1', '/qa#x', '/qa/', '/qa/banking?x=1#y', '/playground', '/playground?utm_source=x', '/playground#forms', '/playground/'])
      expect(isPlaygroundPath(origin), origin).toBe(true)
  })

  it('refuses other routes, including look-alike prefixes', () => {
    for (const origin of ['/', '/dashboard?next=/qa', '/qaz', '/playgrounds', '/settings#/qa', '/login?from=/playground'])
      expect(isPlaygroundPath(origin), origin).toBe(false)
  })
})

describe('isActivePath', () => {
  it('matches the item and its sub-paths only', () => {
    expect(isActivePath('/posts', '/posts/12')).toBe(true)
    expect(isActivePath('/posts', '/postsx')).toBe(false)
  })
})
