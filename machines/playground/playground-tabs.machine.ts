/**
 * The playground tabs (docs/spec/3-playground.md "Component playground"): three tabs, exactly one active.
 */
import { assign, setup } from 'xstate'

export const TAB_IDS = ['overview', 'details', 'settings'] as const
export type TabId = (typeof TAB_IDS)[number]

export interface TabsContext {
  active: TabId
}

export type TabsEvent = { type: 'tab.select'; tab: TabId }

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
  },
  guards: {
    otherTab: ({ context, event }) => event.tab !== context.active && TAB_IDS.includes(event.tab),
  },
  actions: {
    activate: assign({ active: ({ event }) => event.tab }),
  },
}).createMachine({
  id: 'playgroundTabs',
  context: { active: 'overview' },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'tab.select': { guard: 'otherTab', actions: 'activate', description: 'The selected tab becomes the only active one.' },
      },
    },
  },
})
