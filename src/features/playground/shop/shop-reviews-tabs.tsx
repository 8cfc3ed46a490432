/**
 * The product information tabs (Description, Specifications, Reviews, Q&A) and the reviews:
 * rating summary and distribution, sort, rating filter, the list and show more / show less.
 * Renders the reviews machine; sorting and filtering are the machine's pure selectors.
 */
import { Badge, Box, Button, chakra, Grid, Heading, HStack, NativeSelect, Stack, Table, Tabs, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ReviewRating, ShopProduct } from '@machines/playground/shop-data'
import {
  hasMoreReviews,
  matchingReviews,
  REVIEW_FILTERS,
  REVIEW_SORTS,
  SHOP_TABS,
  shownReviews,
  type ReviewFilter,
  type ReviewSort,
  type ShopReviewsEvent,
  type ShopTab,
  type ShopReviewsViewModel,
} from '@machines/playground/shop-reviews.machine'
import { StarRow } from './shop-icons'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

const SPEC_ROWS = ['driver', 'frequency', 'battery', 'connectivity', 'weight'] as const
const QA_ITEMS = ['1', '2'] as const
const STARS: readonly ReviewRating[] = [5, 4, 3, 2, 1]

export interface ReviewsTabsProps {
  product: ShopProduct
  view: ShopReviewsViewModel
  send: (event: ShopReviewsEvent) => void
}

export function ReviewsTabs({ product, view, send }: ReviewsTabsProps) {
  const { t, i18n } = useTranslation('shop')
  const locale = i18n.language.startsWith('ko') ? 'ko-KR' : 'en-US'
  const number = (n: number) => numberFormat(locale).format(n)
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  const starsLabel = (count: number) => t(count === 1 ? 'reviews.star' : 'reviews.stars', { count })

  const { tab, context: c } = view
  const shown = shownReviews(c)
  const matching = matchingReviews(c.reviews, c.sort, c.filter)
  const more = hasMoreReviews(c)

  return (
    <Box as="section" aria-labelledby="shop-tabs-title" borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" id="shop-tabs-title" mb="3">
        {t('tabs.label')}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(d) => send({ type: 'tab.select', tab: d.value as ShopTab })} colorPalette="teal" data-testid="shop-tabs">
        <Tabs.List aria-label={t('tabs.label')} flexWrap="wrap">
          {SHOP_TABS.map((id) => (
            <Tabs.Trigger key={id} value={id} data-testid={`shop-tab-${id}`}>
              {t(`tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="description" data-testid="shop-tab-panel-description">
          <Stack gap="3" maxW="3xl">
            <Text>{t('description.intro')}</Text>
            <Text>{t('description.body')}</Text>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="specifications" data-testid="shop-tab-panel-specifications">
          <Table.Root size="sm" maxW="2xl" data-testid="shop-specifications-table">
            <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
              {t('specifications.caption')}
            </Table.Caption>
            <Table.Body>
              {SPEC_ROWS.map((row) => (
                <Table.Row key={row} data-testid={`shop-spec-${row}`}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold" w="50%">
                    {t(`specifications.${row}`)}
                  </Table.Cell>
                  <Table.Cell>{t(`specifications.${row}Value`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Tabs.Content>

        <Tabs.Content value="reviews" data-testid="shop-tab-panel-reviews">
          <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="8">
            {/* Summary and distribution */}
            <Stack gap="3">
              <Heading as="h3" size="md">
                {t('reviews.title')}
              </Heading>
              <HStack gap="2" role="img" aria-label={t('product.ratingAria', { rating: product.rating })}>
                <Text fontSize="3xl" fontWeight="bold" aria-hidden="true">
                  {product.rating}
                </Text>
                <StarRow rating={product.rating} size="5" />
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {t('reviews.basedOn', { count: number(product.reviewCount) })}
              </Text>
              <Stack gap="1.5" as="ul" listStyleType="none" aria-label={t('reviews.distribution')} data-testid="shop-rating-distribution">
                {STARS.map((stars) => {
                  const percent = product.ratingDistribution[stars]
                  return (
                    <HStack as="li" key={stars} gap="2" fontSize="sm" data-testid={`shop-rating-bar-${stars}`} data-percent={percent}>
                      <Text w="12" flexShrink={0}>
                        {starsLabel(stars)}
                      </Text>
                      <Box flex="1" h="2" bg="bg.emphasized" rounded="full" overflow="hidden" aria-hidden="true">
                        <Box h="full" w={`${percent}%`} bg="orange.solid" rounded="full" />
                      </Box>
                      <Text w="10" textAlign="end" data-testid={`shop-rating-bar-${stars}-percent`}>
                        {percent}%
                      </Text>
                    </HStack>
                  )
                })}
              </Stack>
            </Stack>

            {/* Controls and list */}
            <Stack gap="4">
              <HStack gap="4" flexWrap="wrap" align="flex-end">
                <Stack gap="1">
                  <chakra.label htmlFor="shop-review-sort" fontSize="sm" fontWeight="semibold">
                    {t('reviews.sortLabel')}
                  </chakra.label>
                  <NativeSelect.Root size="sm" w="48">
                    <NativeSelect.Field
                      id="shop-review-sort"
                      data-testid="shop-review-sort-select"
                      value={c.sort}
                      onChange={(e) => send({ type: 'reviews.sort', sort: e.currentTarget.value as ReviewSort })}
                    >
                      {REVIEW_SORTS.map((sort) => (
                        <option key={sort} value={sort}>
                          {t(`reviews.sort.${sort}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
                <Stack gap="1">
                  <chakra.label htmlFor="shop-review-filter" fontSize="sm" fontWeight="semibold">
                    {t('reviews.filterLabel')}
                  </chakra.label>
                  <NativeSelect.Root size="sm" w="48">
                    <NativeSelect.Field
                      id="shop-review-filter"
                      data-testid="shop-review-filter-select"
                      value={String(c.filter)}
                      onChange={(e) => {
                        const value = e.currentTarget.value
                        send({ type: 'reviews.filter', filter: (value === 'all' ? 'all' : Number(value)) as ReviewFilter })
                      }}
                    >
                      {REVIEW_FILTERS.map((filter) => (
                        <option key={filter} value={String(filter)}>
                          {filter === 'all' ? t('reviews.allRatings') : starsLabel(filter)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
              </HStack>

              <Text fontSize="sm" color="fg.muted" role="status" data-testid="shop-reviews-showing">
                {t('reviews.showing', { shown: shown.length, total: matching.length })}
              </Text>

              <Stack as="ul" listStyleType="none" gap="3" id="shop-review-list" aria-label={t('reviews.listLabel')} data-testid="shop-review-list">
                {shown.map((review) => (
                  <Box
                    as="li"
                    key={review.id}
                    data-testid={`shop-review-${review.id}`}
                    data-rating={review.rating}
                    borderWidth="1px"
                    borderColor="border"
                    rounded="l2"
                    p="4"
                    bg="bg.subtle"
                  >
                    <HStack justify="space-between" gap="2" flexWrap="wrap">
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="semibold" data-testid={`shop-review-${review.id}-author`}>
                          {t(`reviews.authors.${review.id}`, { defaultValue: review.author })}
                        </Text>
                        {review.verified && (
                          <Badge colorPalette="green" size="sm" data-testid={`shop-review-${review.id}-verified`}>
                            {t('reviews.verified')}
                          </Badge>
                        )}
                      </HStack>
                      <chakra.time fontSize="sm" color="fg.muted" dateTime={review.date} data-testid={`shop-review-${review.id}-date`}>
                        {date(review.date)}
                      </chakra.time>
                    </HStack>
                    <Box role="img" aria-label={t('product.ratingAria', { rating: review.rating })} data-testid={`shop-review-${review.id}-rating`} my="1" w="fit-content">
                      <StarRow rating={review.rating} />
                    </Box>
                    <Text>{t(`reviews.comments.${review.id}`)}</Text>
                    <Text fontSize="sm" color="fg.muted" mt="2" data-testid={`shop-review-${review.id}-helpful`}>
                      {t('reviews.helpful', { count: review.helpful })}
                    </Text>
                  </Box>
                ))}
              </Stack>
              {matching.length === 0 && (
                <Text color="fg.muted" textAlign="center" py="6" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l2" data-testid="shop-reviews-empty">
                  {t('reviews.empty')}
                </Text>
              )}
              {more && (
                <Button
                  variant="outline"
                  alignSelf="flex-start"
                  aria-expanded={c.expanded}
                  aria-controls="shop-review-list"
                  data-testid="shop-reviews-show-more-button"
                  onClick={() => send({ type: 'reviews.toggleMore' })}
                >
                  {c.expanded ? t('reviews.showLess') : t('reviews.showMore')}
                </Button>
              )}
            </Stack>
          </Grid>
        </Tabs.Content>

        <Tabs.Content value="qa" data-testid="shop-tab-panel-qa">
          <Stack as="dl" gap="4" maxW="3xl">
            {QA_ITEMS.map((n) => (
              <Box key={n} data-testid={`shop-qa-${n}`}>
                <chakra.dt fontWeight="semibold">{t(`qa.q${n}`)}</chakra.dt>
                <chakra.dd color="fg.muted" ms="0">
                  {t(`qa.a${n}`)}
                </chakra.dd>
              </Box>
            ))}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  )
}
