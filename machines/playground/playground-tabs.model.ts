/** Graph model of the playground tabs. */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { TAB_IDS, tabsMachine } from './playground-tabs.machine'

export const tabsModel = defineModel({
  id: 'playgroundTabs',
  area: 'components',
  routes: ['/playground'],
  title: 'Tabs',
  description: 'Three tabs, exactly one active.',
  machine: tabsMachine,
  starts: [{ name: 'first tab', input: undefined }],
  events: () => TAB_IDS.map((tab) => ({ type: 'tab.select', tab })) as EventFromLogic<typeof tabsMachine>[],
  context: (s) => s.context.active,
})
