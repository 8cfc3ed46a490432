import { describe, expect, it } from 'vitest'
import { PERSONAS } from '@machines/shared/personas'
import type { User } from '@machines/shared/types'
import { viewBugOn } from './view-bugs'

const user = (id: number, email: string): User => ({ id, email, username: 'u', name: null, role: 'user', bio: null, location: null, website: null }) as unknown as User
const visual = PERSONAS.find((p) => p.slug === 'visual')!
const problem = PERSONAS.find((p) => p.slug === 'problem')!

describe('viewBugOn: a view bug is on for its persona, or for everyone when switched on in the sandbox', () => {
  it("is on for the visual persona's own bugs only, and never for another account", () => {
    const me = user(visual.id, visual.email)
    expect(viewBugOn('shop-prices-shuffled', me, 'sandbox', [])).toBe(true)
    expect(viewBugOn('shop-prices-shuffled', me, 'network', [])).toBe(true)
    expect(viewBugOn('shop-total-doubled', me, 'sandbox', [])).toBe(false)
    expect(viewBugOn('shop-total-doubled', user(problem.id, problem.email), 'sandbox', [])).toBe(true)
    expect(viewBugOn('shop-prices-shuffled', user(1, 'demo@example.com'), 'sandbox', [])).toBe(false)
    expect(viewBugOn('shop-prices-shuffled', null, 'sandbox', [])).toBe(false)
  })

  it('needs both the id and the e-mail (another account with that id is not the persona), and is off in hosted mode', () => {
    expect(viewBugOn('shop-prices-shuffled', user(visual.id, 'someone@example.com'), 'sandbox', [])).toBe(false)
    expect(viewBugOn('shop-prices-shuffled', user(visual.id, visual.email), 'hosted', [])).toBe(false)
  })

  it("follows the sandbox's active bugs for everyone (?bugs=, window.__sandbox.bugs, the panel)", () => {
    expect(viewBugOn('shop-total-doubled', user(1, 'demo@example.com'), 'sandbox', ['shop-total-doubled'])).toBe(true)
    expect(viewBugOn('shop-total-doubled', null, 'sandbox', ['shop-total-doubled'])).toBe(true)
  })
})
