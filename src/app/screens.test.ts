import { describe, expect, it } from 'vitest'
import { ROUTES } from './routes'
import { SCREENS, screenFor } from './screens'

describe('SCREENS', () => {
  it('has a screen with a chunk for every route of the route table', () => {
    const missing = ROUTES.filter((r) => SCREENS[r.screen] === undefined).map((r) => `${r.path} (${r.screen})`)
    expect(missing).toEqual([])
  })

  it('gives every route a screen name of its own (its title key and its screen)', () => {
    expect(new Set(ROUTES.map((r) => r.screen)).size).toBe(ROUTES.length)
  })

  it('finds the screen of a deep link, ignoring query and hash', () => {
    expect(screenFor('/posts/12?x=1#y')).toBe(SCREENS.postDetail)
  })
})
