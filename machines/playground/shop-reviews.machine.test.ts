import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { SAMPLE_REVIEWS, type ShopReview } from './shop-data'
import { hasMoreReviews, matchingReviews, REVIEW_FILTERS, REVIEW_SORTS, shopReviewsMachine, shownReviews, type ShopReviewsEvent } from './shop-reviews.machine'

function setup(reviews?: readonly ShopReview[]) {
  const actor = createActor(shopReviewsMachine, { input: reviews ? { reviews } : undefined })
  actor.start()
  const send = (...events: ShopReviewsEvent[]) => events.forEach((e) => actor.send(e))
  return { actor, send, ctx: () => actor.getSnapshot().context }
}

const ids = (reviews: readonly ShopReview[]) => reviews.map((r) => r.id)

describe('sample reviews', () => {
  it('have distinct dates, ratings and helpful counts', () => {
    for (const key of ['date', 'rating', 'helpful'] as const) expect(new Set(SAMPLE_REVIEWS.map((r) => r[key])).size).toBe(3)
    expect(SAMPLE_REVIEWS.map((r) => r.rating)).toEqual([5, 4, 3])
  })

  it('sort differently in every order', () => {
    const orders = REVIEW_SORTS.map((sort) => ids(matchingReviews(SAMPLE_REVIEWS, sort, 'all')).join())
    expect(new Set(orders).size).toBe(4)
  })
})

describe('matchingReviews', () => {
  it.each([
    ['helpful', ['r1', 'r3', 'r2']],
    ['recent', ['r2', 'r1', 'r3']],
    ['rating-high', ['r1', 'r2', 'r3']],
    ['rating-low', ['r3', 'r2', 'r1']],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(ids(matchingReviews(SAMPLE_REVIEWS, sort, 'all'))).toEqual(expected)
  })

  it.each([
    [5, ['r1']],
    [4, ['r2']],
    [3, ['r3']],
    [2, []],
    [1, []],
    ['all', ['r1', 'r3', 'r2']],
  ] as const)('filters %s stars', (filter, expected) => {
    expect(ids(matchingReviews(SAMPLE_REVIEWS, 'helpful', filter))).toEqual(expected)
  })

  it('does not reorder the input', () => {
    const input = [...SAMPLE_REVIEWS]
    matchingReviews(input, 'rating-low', 'all')
    expect(ids(input)).toEqual(['r1', 'r2', 'r3'])
  })
})

describe('shownReviews / hasMoreReviews', () => {
  it('shows the first two of the sorted matches unless expanded', () => {
    expect(ids(shownReviews({ reviews: SAMPLE_REVIEWS, sort: 'recent', filter: 'all', expanded: false }))).toEqual(['r2', 'r1'])
    expect(ids(shownReviews({ reviews: SAMPLE_REVIEWS, sort: 'recent', filter: 'all', expanded: true }))).toEqual(['r2', 'r1', 'r3'])
    expect(hasMoreReviews({ reviews: SAMPLE_REVIEWS, sort: 'recent', filter: 'all' })).toBe(true)
  })

  it.each(REVIEW_FILTERS.filter((f) => f !== 'all'))('has nothing more with the %s-star filter', (filter) => {
    expect(hasMoreReviews({ reviews: SAMPLE_REVIEWS, sort: 'helpful', filter })).toBe(false)
  })
})

describe('shop reviews machine', () => {
  it('starts on the Reviews tab, most helpful first, all ratings, collapsed', () => {
    const { actor, ctx } = setup()
    expect(actor.getSnapshot().value).toBe('reviews')
    expect(ctx()).toEqual({ reviews: SAMPLE_REVIEWS, sort: 'helpful', filter: 'all', expanded: false })
  })

  it.each(['description', 'specifications', 'qa', 'reviews'] as const)('opens the %s tab', (tab) => {
    const { actor, send } = setup()
    send({ type: 'tab.select', tab: tab === 'reviews' ? 'qa' : 'description' }, { type: 'tab.select', tab })
    expect(actor.getSnapshot().value).toBe(tab)
  })

  it('changes the sort', () => {
    const { ctx, send } = setup()
    for (const sort of REVIEW_SORTS) {
      send({ type: 'reviews.sort', sort })
      expect(ctx().sort).toBe(sort)
    }
  })

  it('changes the filter and collapses the list', () => {
    const { ctx, send } = setup()
    send({ type: 'reviews.toggleMore' })
    expect(ctx().expanded).toBe(true)
    send({ type: 'reviews.filter', filter: 4 })
    expect(ctx()).toMatchObject({ filter: 4, expanded: false })
    send({ type: 'reviews.filter', filter: 'all' })
    expect(ctx().filter).toBe('all')
  })

  it('shows more and less', () => {
    const { ctx, send } = setup()
    send({ type: 'reviews.toggleMore' })
    expect(ctx().expanded).toBe(true)
    send({ type: 'reviews.toggleMore' })
    expect(ctx().expanded).toBe(false)
  })

  it('offers no "show more" when two or fewer reviews match', () => {
    const { actor, send } = setup()
    send({ type: 'reviews.filter', filter: 5 })
    const before = actor.getSnapshot()
    send({ type: 'reviews.toggleMore' })
    expect(actor.getSnapshot()).toBe(before)
  })

  it('keeps sort, filter and expansion while other tabs are open, and ignores review events there', () => {
    const { actor, ctx, send } = setup()
    send({ type: 'reviews.sort', sort: 'rating-low' }, { type: 'reviews.toggleMore' }, { type: 'tab.select', tab: 'qa' })
    const onQa = actor.getSnapshot()
    send({ type: 'reviews.sort', sort: 'recent' }, { type: 'reviews.filter', filter: 1 }, { type: 'reviews.toggleMore' })
    expect(actor.getSnapshot().context).toBe(onQa.context)
    send({ type: 'tab.select', tab: 'reviews' })
    expect(ctx()).toMatchObject({ sort: 'rating-low', filter: 'all', expanded: true })
  })

  it('takes the reviews from its input', () => {
    const { ctx } = setup(SAMPLE_REVIEWS.slice(0, 1))
    expect(ids(ctx().reviews)).toEqual(['r1'])
  })
})
