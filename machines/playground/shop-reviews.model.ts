/** Graph model of the product tabs and the reviews (sort, rating filter, show more / less). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { SAMPLE_REVIEWS } from './shop-data'
import { REVIEW_FILTERS, REVIEW_SORTS, SHOP_TABS, shopReviewsMachine } from './shop-reviews.machine'

type Ev = EventFromLogic<typeof shopReviewsMachine>

export const shopReviewsModel = defineModel({
  id: 'shopReviews',
  area: 'shop',
  routes: ['/qa/ecommerce'],
  title: 'E-commerce reviews',
  description: 'Product tabs, review sort orders, the rating filter with its empty result, show more and show less.',
  machine: shopReviewsMachine,
  starts: [{ name: 'sample reviews', input: { reviews: SAMPLE_REVIEWS } }],
  events: () =>
    [
      ...SHOP_TABS.map((tab) => ({ type: 'tab.select', tab })),
      ...REVIEW_SORTS.map((sort) => ({ type: 'reviews.sort', sort })),
      ...REVIEW_FILTERS.map((filter) => ({ type: 'reviews.filter', filter })),
      { type: 'reviews.toggleMore' },
    ] as Ev[],
  context: (s) => [s.context.sort, s.context.filter, s.context.expanded],
})
