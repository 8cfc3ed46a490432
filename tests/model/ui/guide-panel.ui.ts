import { GUIDE_MODEL_SCENARIOS, guidePanelModel } from '@machines/playground/guide-panel.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The reusable testing-guide panel, as the component playground renders it (after the screen, outside main). */
/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const guidePanelUi = uiModel({
  model: guidePanelModel,
  setup: async ({ page, start }) => {
    await signInViaApi(page)
    // What the app remembered for this screen (nothing on a first visit); a phone-sized screen for `compact`.
    const { remembered, compact } = start.input as { remembered: string | null; compact?: boolean }
    if (compact) await page.setViewportSize({ width: 390, height: 844 })
    await page.evaluate((value) => (value === null ? localStorage.removeItem('qa-guide-playground') : localStorage.setItem('qa-guide-playground', value)), remembered)
  },
  start: async ({ page }) => {
    await open(page, '/playground')
  },
  events: {
    'guide.close': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Close testing guide' }).click()
    },
    'guide.open': async (_e, { page }) => {
      await page.getByRole('button', { name: 'Show testing guide' }).click()
    },
    'scenario.toggle': async (e, { page }) => {
      await page.getByTestId(`guide-scenario-${e.id}-toggle`).click()
    },
  },
  states: {
    open: async ({ context }, { page }) => {
      const expanded = (context as { expanded: string | null }).expanded
      await expect(page.getByTestId('guide-panel')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Show testing guide' })).toHaveCount(0)
      await expect(page.getByTestId('guide-bar')).toHaveCount(0)
      for (const id of GUIDE_MODEL_SCENARIOS) {
        await expect(page.getByTestId(`guide-scenario-${id}-toggle`)).toHaveAttribute('aria-expanded', String(expanded === id))
        await expect(page.getByTestId(`guide-scenario-${id}-body`)).toHaveCount(expanded === id ? 1 : 0)
      }
      await expect(page.locator('[data-testid^="guide-scenario-"][data-testid$="-body"]')).toHaveCount(expanded ? 1 : 0)
    },
    closed: async (_s, { page }) => {
      await expect(page.getByTestId('guide-panel')).toHaveCount(0)
      await expect(page.getByTestId('guide-bar')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Show testing guide' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Show testing guide' })).toHaveAttribute('aria-expanded', 'false')
    },
  },
})
