import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { counterMachine } from '@machines/playground/playground-counter.machine'
import { viewBugOn } from '../features/personas/view-bugs'
import { loadNetworkBugs, networkBugIds, networkMutate } from './network-bugs'

const page = (content: string | null) => ({
  querySelector: (selector: string) => (selector === 'meta[name="qa-bugs"]' && content !== null ? ({ getAttribute: () => content } as unknown as Element) : null),
})

describe('bugs named by the practice server in network mode', () => {
  it('reads the ids of the meta tag (well-formed ones, as the server wrote them); none without it', () => {
    expect(networkBugIds(page(null))).toEqual([])
    expect(networkBugIds(page('counter-decrement-by-two,shop-total-doubled,<x>'))).toEqual(['counter-decrement-by-two', 'shop-total-doubled'])
    expect(networkBugIds(undefined)).toEqual([])
  })

  it('applies a screen-logic bug to the machine it names once loaded, and leaves other machines alone', async () => {
    const ids = ['counter-decrement-by-two']
    await loadNetworkBugs(page(ids.join(',')))
    const actor = createActor(networkMutate(counterMachine, ids)).start()
    actor.send({ type: 'counter.decrement' })
    expect(actor.getSnapshot().context.count).toBe(-2)
    expect(networkMutate(counterMachine, [])).toBe(counterMachine)
    expect(networkMutate(counterMachine, ['shop-total-doubled'])).toBe(counterMachine)
  })

  it('a display bug named by the page is on in network mode, never in hosted mode', () => {
    const ids = networkBugIds(page('shop-total-doubled'))
    expect(viewBugOn('shop-total-doubled', null, 'network', ids)).toBe(true)
    expect(viewBugOn('shop-total-doubled', null, 'hosted', ids)).toBe(false)
  })
})
