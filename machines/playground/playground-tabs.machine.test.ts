import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { TAB_IDS, tabsMachine, type TabId } from './playground-tabs.machine'

describe('tabs machine', () => {
  it('has three tabs, the first active', () => {
    expect(TAB_IDS).toHaveLength(3)
    const actor = createActor(tabsMachine).start()
    expect(actor.getSnapshot().context.active).toBe('overview')
  })

  it('activates exactly the selected tab; selecting the active one or an unknown one changes nothing', () => {
    const actor = createActor(tabsMachine).start()
    actor.send({ type: 'tab.select', tab: 'settings' })
    expect(actor.getSnapshot().context.active).toBe('settings')
    actor.send({ type: 'tab.select', tab: 'details' })
    expect(actor.getSnapshot().context.active).toBe('details')
    const before = actor.getSnapshot()
    actor.send({ type: 'tab.select', tab: 'details' })
    expect(actor.getSnapshot()).toBe(before)
    actor.send({ type: 'tab.select', tab: 'nope' as TabId })
    expect(actor.getSnapshot().context.active).toBe('details')
  })
})
