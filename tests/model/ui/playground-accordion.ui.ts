import { ACCORDION_ITEMS, type AccordionItemId } from '@machines/playground/playground-accordion.machine'
import { accordionModel } from '@machines/playground/playground-accordion.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const trigger = (id: AccordionItemId) => `playground-accordion-${id}-trigger`

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundAccordionUi = uiModel({
  model: accordionModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/playground')
  },
  events: {
    'item.toggle': async (e, { page }) => {
      await page.getByTestId(trigger(e.id)).click()
    },
  },
  states: {
    allClosed: async (_s, { page }) => {
      for (const id of ACCORDION_ITEMS) await expect(page.getByTestId(trigger(id))).toHaveAttribute('aria-expanded', 'false')
    },
    itemOpen: async ({ context }, { page }) => {
      const open = (context as { open: AccordionItemId }).open
      for (const id of ACCORDION_ITEMS) await expect(page.getByTestId(trigger(id))).toHaveAttribute('aria-expanded', String(id === open))
      await expect(page.getByTestId(`playground-accordion-${open}-content`)).toBeVisible()
    },
  },
})
