import { TAB_IDS, type TabId } from '@machines/playground/playground-tabs.machine'
import { tabsModel } from '@machines/playground/playground-tabs.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const NAMES: Record<TabId, string> = { overview: 'Overview', details: 'Details', settings: 'Settings' }

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundTabsUi = uiModel({
  model: tabsModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/playground')
  },
  events: {
    'tab.select': async (e, { page }) => {
      await page.getByRole('tab', { name: NAMES[e.tab] }).click()
    },
  },
  states: {
    ready: async ({ context }, { page }) => {
      const active = (context as { active: TabId }).active
      for (const id of TAB_IDS) await expect(page.getByRole('tab', { name: NAMES[id] })).toHaveAttribute('aria-selected', String(id === active))
      await expect(page.getByRole('tabpanel')).toHaveCount(1)
      await expect(page.getByTestId(`playground-tab-panel-${active}`)).toBeVisible()
    },
  },
})
