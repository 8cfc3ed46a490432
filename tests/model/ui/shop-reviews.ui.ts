import type { AnyMachineSnapshot } from 'xstate'
import { hasMoreReviews, matchingReviews, SHOP_TABS, shownReviews, type ShopReviewsContext, type ShopTab } from '@machines/playground/shop-reviews.machine'
import { shopReviewsModel } from '@machines/playground/shop-reviews.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const SORT_LABEL = { helpful: 'Most helpful', recent: 'Most recent', 'rating-high': 'Highest rating', 'rating-low': 'Lowest rating' } as const

/** Only the open tab's panel is visible; its tab is selected. */
async function expectTab(s: AnyMachineSnapshot, { page }: StepContext) {
  const open = s.value as ShopTab
  for (const tab of SHOP_TABS) {
    await expect(page.getByTestId(`shop-tab-${tab}`)).toHaveAttribute('aria-selected', String(tab === open))
    if (tab === open) await expect(page.getByTestId(`shop-tab-panel-${tab}`)).toBeVisible()
    else await expect(page.getByTestId(`shop-tab-panel-${tab}`)).toBeHidden()
  }
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const shopReviewsUi = uiModel({
  model: shopReviewsModel,
  start: async ({ page }) => {
    await signInViaApi(page)
    await open(page, '/qa/ecommerce')
    await page.getByTestId('guide-close-button').click()
  },
  events: {
    'tab.select': async (e, { page }) => page.getByTestId(`shop-tab-${e.tab}`).click(),
    'reviews.sort': async (e, { page }) => page.getByTestId('shop-review-sort-select').selectOption(e.sort),
    'reviews.filter': async (e, { page }) => page.getByTestId('shop-review-filter-select').selectOption(String(e.filter)),
    'reviews.toggleMore': async (_e, { page }) => page.getByTestId('shop-reviews-show-more-button').click(),
  },
  states: {
    description: async (s, ctx) => {
      await expectTab(s, ctx)
      await expect(ctx.page.getByTestId('shop-tab-panel-description')).toContainText('Premium Wireless Headphones combine studio-grade 40 mm drivers')
    },
    specifications: async (s, ctx) => {
      await expectTab(s, ctx)
      await expect(ctx.page.getByTestId('shop-spec-battery')).toHaveText(/Battery\s*Up to 30 hours \(noise cancellation on\)/)
    },
    qa: async (s, ctx) => {
      await expectTab(s, ctx)
      await expect(ctx.page.getByTestId('shop-qa-1')).toContainText('Can I use them with a cable when the battery is empty?')
    },
    reviews: async (s, ctx) => {
      await expectTab(s, ctx)
      const { page } = ctx
      const c = s.context as ShopReviewsContext
      await expect(page.getByTestId('shop-review-sort-select')).toHaveValue(c.sort)
      await expect(page.getByTestId('shop-review-sort-select').locator('option:checked')).toHaveText(SORT_LABEL[c.sort])
      await expect(page.getByTestId('shop-review-filter-select')).toHaveValue(String(c.filter))
      const expected = shownReviews(c).map((r) => `shop-review-${r.id}`)
      await expect
        .poll(() => page.getByTestId('shop-review-list').locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-testid'))))
        .toEqual(expected)
      const total = matchingReviews(c.reviews, c.sort, c.filter).length
      await expect(page.getByTestId('shop-reviews-showing')).toHaveText(`Showing ${expected.length} of ${total} reviews`)
      if (total === 0) await expect(page.getByTestId('shop-reviews-empty')).toHaveText('No reviews match this filter')
      else await expect(page.getByTestId('shop-reviews-empty')).toHaveCount(0)
      const more = page.getByTestId('shop-reviews-show-more-button')
      if (hasMoreReviews(c)) {
        await expect(more).toHaveText(c.expanded ? 'Show less' : 'Show more reviews')
        await expect(more).toHaveAttribute('aria-expanded', String(c.expanded))
      } else await expect(more).toHaveCount(0)
    },
  },
})
