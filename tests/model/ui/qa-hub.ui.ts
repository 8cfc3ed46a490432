import { HUB_SCENARIOS } from '@machines/playground/qa-hub.machine'
import { qaHubModel } from '@machines/playground/qa-hub.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const qaHubUi = uiModel({
  model: qaHubModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/qa')
  },
  events: {
    'tags.toggle': async (e, { page }) => {
      await page.getByTestId(`qa-hub-card-${e.scenarioId}-tags-toggle`).click()
    },
  },
  states: {
    browsing: async ({ context }, { page }) => {
      const expanded = (context as { expanded: string[] }).expanded
      for (const scenario of HUB_SCENARIOS) {
        const open = expanded.includes(scenario.id)
        await expect(page.getByTestId(`qa-hub-card-${scenario.id}-tags`).getByRole('listitem')).toHaveCount(open ? scenario.tags.length : 3)
        const toggle = page.getByTestId(`qa-hub-card-${scenario.id}-tags-toggle`)
        await expect(toggle).toHaveAttribute('aria-expanded', String(open))
        await expect(toggle).toHaveText(open ? 'Show less' : `+${scenario.tags.length - 3}`)
      }
    },
  },
})
