/**
 * The product information tabs and the reviews of the e-commerce page (docs/spec/3-playground.md "E-commerce
 * product page"): tabs Description, Specifications, Reviews, Q&A (one open at a time, Reviews
 * first); in Reviews a sort (helpful, recent, rating-high, rating-low), a rating filter (all,
 * 5 to 1 stars) and "Show more reviews" / "Show less" once more than two reviews match.
 * Sort, filter and the expanded list are kept while other tabs are open.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { SAMPLE_REVIEWS, SHOP_RULES, type ShopReview } from './shop-data'

export const SHOP_TABS = ['description', 'specifications', 'reviews', 'qa'] as const
export type ShopTab = (typeof SHOP_TABS)[number]

export const REVIEW_SORTS = ['helpful', 'recent', 'rating-high', 'rating-low'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

export const REVIEW_FILTERS = ['all', 5, 4, 3, 2, 1] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]

export interface ShopReviewsContext {
  reviews: readonly ShopReview[]
  sort: ReviewSort
  filter: ReviewFilter
  /** Whether every matching review shows (else the first two). */
  expanded: boolean
}

export type ShopReviewsEvent =
  | { type: 'tab.select'; tab: ShopTab }
  | { type: 'reviews.sort'; sort: ReviewSort }
  | { type: 'reviews.filter'; filter: ReviewFilter }
  | { type: 'reviews.toggleMore' }

export interface ShopReviewsInput {
  reviews?: readonly ShopReview[]
}

const COMPARE: Record<ReviewSort, (a: ShopReview, b: ShopReview) => number> = {
  helpful: (a, b) => b.helpful - a.helpful,
  recent: (a, b) => b.date.localeCompare(a.date),
  'rating-high': (a, b) => b.rating - a.rating,
  'rating-low': (a, b) => a.rating - b.rating,
}

/** The reviews matching the filter, in the sort order (ties keep the sample order). */
export function matchingReviews(reviews: readonly ShopReview[], sort: ReviewSort, filter: ReviewFilter): ShopReview[] {
  return reviews.filter((r) => filter === 'all' || r.rating === filter).sort(COMPARE[sort])
}

/** What the list shows: the matching reviews, cut to the preview count unless expanded. */
export function shownReviews(context: Pick<ShopReviewsContext, 'reviews' | 'sort' | 'filter' | 'expanded'>): ShopReview[] {
  const matching = matchingReviews(context.reviews, context.sort, context.filter)
  return context.expanded ? matching : matching.slice(0, SHOP_RULES.reviewPreviewCount)
}

/** "Show more reviews" is offered when more reviews match than the preview shows. */
export function hasMoreReviews(context: Pick<ShopReviewsContext, 'reviews' | 'sort' | 'filter'>): boolean {
  return matchingReviews(context.reviews, context.sort, context.filter).length > SHOP_RULES.reviewPreviewCount
}

export const shopReviewsMachine = setup({
  types: {
    context: {} as ShopReviewsContext,
    events: {} as ShopReviewsEvent,
    input: {} as ShopReviewsInput | undefined,
  },
  actions: {
    setSort: assign({ sort: (_, params: { sort: ReviewSort }) => params.sort }),
    setFilter: assign({ filter: (_, params: { filter: ReviewFilter }) => params.filter, expanded: false }),
    toggleExpanded: assign({ expanded: ({ context }) => !context.expanded }),
  },
  guards: {
    isTab: ({ event }, params: { tab: ShopTab }) => event.type === 'tab.select' && event.tab === params.tab,
    hasMore: ({ context }) => hasMoreReviews(context),
  },
}).createMachine({
  id: 'shopReviews',
  context: ({ input }) => ({ reviews: input?.reviews ?? SAMPLE_REVIEWS, sort: 'helpful', filter: 'all', expanded: false }),
  initial: 'reviews',
  on: {
    'tab.select': [
      { guard: { type: 'isTab', params: { tab: 'description' } }, target: '.description' },
      { guard: { type: 'isTab', params: { tab: 'specifications' } }, target: '.specifications' },
      { guard: { type: 'isTab', params: { tab: 'reviews' } }, target: '.reviews' },
      { guard: { type: 'isTab', params: { tab: 'qa' } }, target: '.qa' },
    ],
  },
  states: {
    description: {},
    specifications: {},
    reviews: {
      description: 'Sort, rating filter and show more act on the three sample reviews.',
      on: {
        'reviews.sort': { actions: { type: 'setSort', params: ({ event }) => ({ sort: event.sort }) } },
        'reviews.filter': { description: 'A new filter shows the first two matches again.', actions: { type: 'setFilter', params: ({ event }) => ({ filter: event.filter }) } },
        'reviews.toggleMore': { guard: 'hasMore', description: 'Show more reviews / Show less.', actions: 'toggleExpanded' },
      },
    },
    qa: {},
  },
})

export type ShopReviewsMachine = typeof shopReviewsMachine

/** What the reviews tabs render: the open tab and the list settings (`useSelector(ref, selectShopReviewsView, shallowEqual)`). */
export function selectShopReviewsView(s: SnapshotFrom<ShopReviewsMachine>) {
  return { tab: s.value as ShopTab, context: s.context }
}
export type ShopReviewsViewModel = ReturnType<typeof selectShopReviewsView>
