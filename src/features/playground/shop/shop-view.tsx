/**
 * The e-commerce product page view: renders the product machine's and the reviews machine's
 * snapshots and sends their events. No domain state here; every rule lives in the machines.
 */
import { Badge, Box, Breadcrumb, Button, chakra, Grid, Heading, HStack, Input, List, SimpleGrid, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  RELATED_PRODUCTS,
  SAMPLE_PRODUCT,
  SAMPLE_REVIEWS,
  savingsPercent,
  shopAmount,
  shopCurrency,
  SHOP_RULES,
  SIZE_CHART,
  stockStatus,
  type RelatedProduct,
} from '@machines/playground/shop-data'
import {
  priceSummary,
  type ShopProductEvent,
  type ShopProductViewModel,
} from '@machines/playground/shop-product.machine'
import { SHOP_TABS, shownReviews, type ShopReviewsEvent, type ShopReviewsViewModel } from '@machines/playground/shop-reviews.machine'
import { formatAmount } from '@/lib/money'
import { useViewBug } from '@/features/personas/view-bugs'
import { ScenarioLayout } from '../scenario-layout'
import { COLOR_HEX, HeadphonesArt, RelatedArt } from './shop-art'
import { ReviewsTabs } from './shop-reviews-tabs'
import { CartIcon, CheckIcon, ClockIcon, HeartIcon, ReturnIcon, StarRow, TruckIcon } from './shop-icons'
import { MachineForm } from '@/ui/machine-form'
import { numberFormat } from '@/lib/intl'

/** The test ids present on the page at load (the guide lists them; a test checks each exists). */
export const SHOP_GUIDE_TEST_IDS: readonly string[] = [
  'shop-page',
  'shop-title',
  'qa-back-button',
  'shop-cart-count',
  'shop-breadcrumb',
  'shop-breadcrumb-current',
  'shop-main-image',
  ...SAMPLE_PRODUCT.images.map((image) => `shop-thumbnail-${image}`),
  'shop-brand',
  'shop-sku',
  'shop-product-title',
  'shop-rating',
  'shop-review-count',
  'shop-price',
  'shop-original-price',
  'shop-savings-badge',
  'shop-stock-status',
  'shop-low-stock-warning',
  ...SAMPLE_PRODUCT.sizes.map((size) => `shop-size-${size}`),
  'shop-size-chart-toggle',
  ...SAMPLE_PRODUCT.colors.map((color) => `shop-color-${color}`),
  'shop-quantity-decrement-button',
  'shop-quantity-input',
  'shop-quantity-increment-button',
  'shop-coupon-input',
  'shop-coupon-apply-button',
  'shop-subtotal',
  'shop-total',
  'shop-add-to-cart-button',
  'shop-buy-now-button',
  'shop-wishlist-button',
  'shop-features',
  'shop-shipping-info',
  ...SHOP_TABS.map((tab) => `shop-tab-${tab}`),
  'shop-review-sort-select',
  'shop-review-filter-select',
  ...[5, 4, 3, 2, 1].map((stars) => `shop-rating-bar-${stars}`),
  'shop-review-list',
  ...shownReviews({ reviews: SAMPLE_REVIEWS, sort: 'helpful', filter: 'all', expanded: false }).map((r) => `shop-review-${r.id}`),
  'shop-reviews-show-more-button',
  'shop-related-products',
  ...RELATED_PRODUCTS.map((item) => `shop-related-${item.id}`),
]

export interface ShopViewProps {
  product: ShopProductViewModel
  sendProduct: (event: ShopProductEvent) => void
  reviews: ShopReviewsViewModel
  sendReviews: (event: ShopReviewsEvent) => void
  related: readonly RelatedProduct[]
}

export function ShopView({ product, sendProduct, reviews, sendReviews, related }: ShopViewProps) {
  const { t, i18n } = useTranslation('shop')
  // Dollars, or won as a Korean shop prices them (machines/playground/shop-data.ts `shopAmount`).
  const currency = shopCurrency(i18n.language)
  const money = (usd: number) => formatAmount(shopAmount(usd, currency), currency)
  const number = (n: number) => numberFormat(i18n.language.startsWith('ko') ? 'ko-KR' : 'en-US').format(n)
  const { context: c, couponApplied, sizeChartShown, wishlisted } = product
  const p = c.product
  // In the display currency, from the shown unit price, so the rows add up to what is shown.
  const summary = priceSummary(shopAmount(p.price, currency), c.quantity, couponApplied)
  const stock = stockStatus(p.stockCount)
  const name = t('product.name')
  // Catalogued view bugs (machines/bugs/registry.ts): off unless switched on, or on for the problem / visual persona.
  const imagesBroken = useViewBug('shop-images-broken')
  const homeLinkWrong = useViewBug('shop-home-link-wrong')
  const totalDoubled = useViewBug('shop-total-doubled')
  const buttonsMisaligned = useViewBug('shop-buttons-misaligned')
  const wrongImage = useViewBug('shop-wrong-image')
  const pricesShuffled = useViewBug('shop-prices-shuffled')
  const mainImage = wrongImage ? 'case' : c.image

  const cart = (
    <HStack
      gap="2"
      px="3"
      py="2"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      bg="bg.panel"
      role="status"
      aria-label={t('cart.aria', { count: c.cartCount })}
      data-testid="shop-cart"
    >
      <CartIcon />
      <Text fontWeight="medium">{t('cart.label')}</Text>
      <Badge colorPalette="teal" variant="solid" rounded="full" minW="6" justifyContent="center" data-testid="shop-cart-count">
        {c.cartCount}
      </Badge>
    </HStack>
  )

  return (
    <ScenarioLayout ns="shop" testId="shop-page" guideTestIds={SHOP_GUIDE_TEST_IDS} actions={cart}>
      <Breadcrumb.Root aria-label={t('breadcrumb.label')} data-testid="shop-breadcrumb">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={homeLinkWrong ? '/about' : '/'} data-testid="shop-breadcrumb-home">
                {t('breadcrumb.home')}
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item data-testid="shop-breadcrumb-electronics">{t('breadcrumb.electronics')}</Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item data-testid="shop-breadcrumb-audio">{t('breadcrumb.audio')}</Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink data-testid="shop-breadcrumb-current">{t('breadcrumb.headphones')}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        {/* Gallery */}
        <Stack gap="3" as="section" aria-label={t('gallery.label')}>
          <Box
            role="img"
            aria-label={t('gallery.mainAlt', { name, view: t(`gallery.views.${mainImage}`) })}
            data-testid="shop-main-image"
            data-image={mainImage}
            bg="bg.muted"
            borderWidth="1px"
            borderColor="border"
            rounded="l3"
            aspectRatio="1"
            p="10"
          >
            <HeadphonesArt view={mainImage} color={c.color ?? 'black'} />
          </Box>
          <SimpleGrid columns={4} gap="3">
            {p.images.map((image) => {
              const selected = c.image === image
              return (
                <chakra.button
                  key={image}
                  type="button"
                  aria-pressed={selected}
                  aria-label={t('gallery.show', { view: t(`gallery.views.${image}`) })}
                  data-testid={`shop-thumbnail-${image}`}
                  onClick={() => sendProduct({ type: 'image.select', image })}
                  bg="bg.muted"
                  borderWidth="2px"
                  borderColor={selected ? 'teal.solid' : 'border'}
                  rounded="l2"
                  aspectRatio="1"
                  p="2"
                  cursor="pointer"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
                >
                  <HeadphonesArt view={image} color={c.color ?? 'black'} />
                </chakra.button>
              )
            })}
          </SimpleGrid>
        </Stack>

        {/* Product information and purchase options */}
        <Stack gap="5" as="section" aria-labelledby="shop-product-title">
          <Stack gap="1">
            <Text color="teal.fg" fontWeight="semibold" data-testid="shop-brand">
              {p.brand}
            </Text>
            <Heading as="h2" size="2xl" id="shop-product-title" data-testid="shop-product-title">
              {name}
            </Heading>
            <Text color="fg.muted" fontSize="sm" data-testid="shop-sku">
              {t('product.sku', { sku: p.sku })}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <HStack gap="1" role="img" aria-label={t('product.ratingAria', { rating: p.rating })} data-testid="shop-rating" data-rating={p.rating}>
                <StarRow rating={p.rating} />
                <Text as="span" fontWeight="semibold" aria-hidden="true">
                  {p.rating}
                </Text>
              </HStack>
              <Text color="fg.muted" data-testid="shop-review-count">
                {t('product.reviewCount', { count: number(p.reviewCount) })}
              </Text>
            </HStack>
          </Stack>

          <HStack gap="3" align="baseline" flexWrap="wrap" aria-label={t('product.priceLabel')} role="group">
            <Text fontSize="3xl" fontWeight="bold" data-testid="shop-price">
              {money(p.price)}
            </Text>
            <Text color="fg.muted">
              <chakra.span srOnly>{t('product.originalPrice')} </chakra.span>
              <chakra.s data-testid="shop-original-price">{money(p.originalPrice)}</chakra.s>
            </Text>
            <Badge colorPalette="red" variant="solid" data-testid="shop-savings-badge">
              {t('product.save', { percent: savingsPercent(p) })}
            </Badge>
          </HStack>

          <Stack gap="1">
            <Text color={stock === 'outOfStock' ? 'red.fg' : 'green.fg'} fontWeight="semibold" data-testid="shop-stock-status">
              {t(`stock.${stock}`)}
            </Text>
            {stock === 'lowStock' && (
              <Text color="orange.fg" fontWeight="medium" data-testid="shop-low-stock-warning">
                {t('stock.lowWarning', { count: p.stockCount })}
              </Text>
            )}
          </Stack>

          {/* Size */}
          <Stack gap="2">
            <HStack justify="space-between" flexWrap="wrap">
              <Text fontWeight="semibold" id="shop-size-label">
                {c.size ? t('sizes.chosen', { size: t(`sizes.${c.size}`) }) : t('sizes.label')}
              </Text>
              <Button
                variant="plain"
                size="sm"
                colorPalette="teal"
                textDecoration="underline"
                aria-expanded={sizeChartShown}
                aria-controls="shop-size-chart"
                data-testid="shop-size-chart-toggle"
                onClick={() => sendProduct({ type: 'sizeChart.toggle' })}
              >
                {t('sizeChart.toggle')}
              </Button>
            </HStack>
            <Wrap gap="2" role="group" aria-labelledby="shop-size-label">
              {p.sizes.map((size) => (
                <Button
                  key={size}
                  size="sm"
                  variant={c.size === size ? 'solid' : 'outline'}
                  colorPalette={c.size === size ? 'teal' : 'gray'}
                  aria-pressed={c.size === size}
                  data-testid={`shop-size-${size}`}
                  onClick={() => sendProduct({ type: 'size.select', size })}
                >
                  {t(`sizes.${size}`)}
                </Button>
              ))}
            </Wrap>
            {c.error === 'sizeRequired' && (
              <Text color="red.fg" fontSize="sm" role="alert" data-testid="shop-size-error">
                {t('messages.sizeRequired')}
              </Text>
            )}
            {sizeChartShown && (
              <Box id="shop-size-chart" data-testid="shop-size-chart" borderWidth="1px" borderColor="border" rounded="l2" overflowX="auto">
                <Table.Root size="sm">
                  <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
                    {t('sizeChart.caption')}
                  </Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('sizeChart.size')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('sizeChart.head')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('sizeChart.headband')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {p.sizes.map((size) => (
                      <Table.Row key={size} data-testid={`shop-size-chart-row-${size}`}>
                        <Table.Cell fontWeight="medium">{t(`sizes.${size}`)}</Table.Cell>
                        <Table.Cell>{t('sizeChart.range', { min: SIZE_CHART[size].headCm[0], max: SIZE_CHART[size].headCm[1] })}</Table.Cell>
                        <Table.Cell>{t('sizeChart.range', { min: SIZE_CHART[size].headbandCm[0], max: SIZE_CHART[size].headbandCm[1] })}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Stack>

          {/* Colour */}
          <Stack gap="2">
            <Text fontWeight="semibold" id="shop-color-label">
              {c.color ? t('colors.chosen', { color: t(`colors.${c.color}`) }) : t('colors.label')}
            </Text>
            <Wrap gap="2" role="group" aria-labelledby="shop-color-label">
              {p.colors.map((color) => (
                <Button
                  key={color}
                  size="sm"
                  variant="outline"
                  borderWidth="2px"
                  borderColor={c.color === color ? 'teal.solid' : 'border'}
                  aria-pressed={c.color === color}
                  data-testid={`shop-color-${color}`}
                  onClick={() => sendProduct({ type: 'color.select', color })}
                >
                  <Box as="span" aria-hidden="true" w="4" h="4" rounded="full" borderWidth="1px" borderColor="border.emphasized" style={{ background: COLOR_HEX[color].fill }} />
                  {t(`colors.${color}`)}
                </Button>
              ))}
            </Wrap>
            {c.error === 'colorRequired' && (
              <Text color="red.fg" fontSize="sm" role="alert" data-testid="shop-color-error">
                {t('messages.colorRequired')}
              </Text>
            )}
          </Stack>

          {/* Quantity */}
          <Stack gap="2">
            <chakra.label htmlFor="shop-quantity" fontWeight="semibold">
              {t('quantity.label')}
            </chakra.label>
            <HStack gap="2">
              <Button
                variant="outline"
                size="sm"
                aria-label={t('quantity.decrease')}
                disabled={c.quantity <= SHOP_RULES.minQuantity}
                data-testid="shop-quantity-decrement-button"
                onClick={() => sendProduct({ type: 'quantity.decrement' })}
              >
                −
              </Button>
              <Input
                id="shop-quantity"
                size="sm"
                w="16"
                textAlign="center"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby="shop-quantity-limit"
                data-testid="shop-quantity-input"
                value={c.quantityDraft ?? String(c.quantity)}
                onChange={(e) => sendProduct({ type: 'quantity.change', value: e.currentTarget.value })}
                onBlur={() => {
                  if (c.quantityDraft !== null) sendProduct({ type: 'quantity.commit' })
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') sendProduct({ type: 'quantity.commit' })
                }}
              />
              <Button
                variant="outline"
                size="sm"
                aria-label={t('quantity.increase')}
                disabled={c.quantity >= p.stockCount}
                data-testid="shop-quantity-increment-button"
                onClick={() => sendProduct({ type: 'quantity.increment' })}
              >
                +
              </Button>
              <Text fontSize="sm" color="fg.muted" id="shop-quantity-limit">
                {t('quantity.limit', { max: p.stockCount })}
              </Text>
            </HStack>
            {c.quantityNotice && (
              <Text fontSize="sm" color="orange.fg" role="status" data-testid="shop-quantity-notice" data-notice={c.quantityNotice}>
                {t(`quantity.${c.quantityNotice}`, { max: p.stockCount })}
              </Text>
            )}
          </Stack>

          {/* Coupon */}
          <Stack gap="2">
            <MachineForm
              display="flex"
              gap="2"
              alignItems="flex-end"
              data-testid="shop-coupon-form"
              onSubmit={() => sendProduct({ type: 'coupon.apply' })}
            >
              <Stack gap="1" flex="1" maxW="xs">
                <chakra.label htmlFor="shop-coupon" fontWeight="semibold">
                  {t('coupon.label')}
                </chakra.label>
                <Input
                  id="shop-coupon"
                  size="sm"
                  placeholder={t('coupon.placeholder')}
                  autoComplete="off"
                  aria-describedby={c.couponStatus ? 'shop-coupon-message' : undefined}
                  data-testid="shop-coupon-input"
                  value={c.couponCode}
                  onChange={(e) => sendProduct({ type: 'coupon.change', value: e.currentTarget.value })}
                />
              </Stack>
              <Button type="submit" size="sm" variant="outline" colorPalette="teal" data-testid="shop-coupon-apply-button">
                {t('coupon.apply')}
              </Button>
              {couponApplied && (
                <Button size="sm" variant="ghost" data-testid="shop-coupon-remove-button" onClick={() => sendProduct({ type: 'coupon.remove' })}>
                  {t('coupon.remove')}
                </Button>
              )}
            </MachineForm>
            {c.couponStatus && (
              <Text
                id="shop-coupon-message"
                fontSize="sm"
                role="status"
                color={c.couponStatus === 'applied' ? 'green.fg' : c.couponStatus === 'invalid' ? 'red.fg' : 'fg.muted'}
                data-testid="shop-coupon-message"
                data-status={c.couponStatus}
              >
                {t(`coupon.${c.couponStatus}`)}
              </Text>
            )}
          </Stack>

          {/* Summary */}
          <Box as="section" aria-labelledby="shop-summary-title" borderWidth="1px" borderColor="border" rounded="l3" p="4" bg="bg.subtle" data-testid="shop-summary">
            <Heading as="h3" size="sm" id="shop-summary-title" mb="2">
              {t('summary.title')}
            </Heading>
            <chakra.dl display="grid" gridTemplateColumns="1fr auto" rowGap="1" columnGap="4">
              <chakra.dt color="fg.muted">{t('summary.subtotal')}</chakra.dt>
              <chakra.dd textAlign="end" data-testid="shop-subtotal">
                {formatAmount(summary.subtotal, currency)}
              </chakra.dd>
              {couponApplied && (
                <>
                  <chakra.dt color="green.fg">{t('summary.discount')}</chakra.dt>
                  <chakra.dd textAlign="end" color="green.fg" data-testid="shop-discount">
                    −{formatAmount(summary.discount, currency)}
                  </chakra.dd>
                </>
              )}
              <chakra.dt fontWeight="bold">{t('summary.total')}</chakra.dt>
              <chakra.dd textAlign="end" fontWeight="bold" fontSize="lg" data-testid="shop-total">
                {formatAmount(totalDoubled ? summary.total * 2 : summary.total, currency)}
              </chakra.dd>
            </chakra.dl>
          </Box>

          {/* Actions */}
          <Stack gap="2">
            <HStack gap="3" flexWrap="wrap">
              <Button
                colorPalette="teal"
                size="lg"
                flex="1"
                data-testid="shop-add-to-cart-button"
                onClick={() => sendProduct({ type: 'cart.add' })}
                {...(buttonsMisaligned ? { position: 'relative', top: '14px', left: '10px' } : {})}
              >
                <CartIcon />
                {t('actions.addToCart')}
              </Button>
              <Button colorPalette="orange" size="lg" flex="1" data-testid="shop-buy-now-button" onClick={() => sendProduct({ type: 'checkout.start' })}>
                {t('actions.buyNow')}
              </Button>
              <Button
                variant="outline"
                size="lg"
                colorPalette={wishlisted ? 'red' : 'gray'}
                aria-pressed={wishlisted}
                data-testid="shop-wishlist-button"
                onClick={() => sendProduct({ type: 'wishlist.toggle' })}
              >
                <HeartIcon filled={wishlisted} />
                {t('actions.wishlist')}
              </Button>
            </HStack>
            <Text fontSize="xs" color="fg.muted" data-testid="shop-demo-note">
              {t('actions.demoNote')}
            </Text>
          </Stack>
        </Stack>
      </Grid>

      {/* Features and shipping */}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box as="section" aria-labelledby="shop-features-title" borderWidth="1px" borderColor="border" rounded="l3" p="5" bg="bg.panel" data-testid="shop-features">
          <Heading as="h3" size="md" id="shop-features-title" mb="3">
            {t('features.title')}
          </Heading>
          <List.Root gap="2" variant="plain">
            {p.features.map((feature) => (
              <List.Item key={feature} data-testid={`shop-feature-${feature}`} alignItems="center" gap="2">
                <Box as="span" color="green.fg">
                  <CheckIcon />
                </Box>
                {t(`features.${feature}`)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Box as="section" aria-labelledby="shop-shipping-title" borderWidth="1px" borderColor="border" rounded="l3" p="5" bg="bg.panel" data-testid="shop-shipping-info">
          <Heading as="h3" size="md" id="shop-shipping-title" mb="3">
            {t('shipping.title')}
          </Heading>
          <List.Root gap="2" variant="plain">
            <List.Item data-testid="shop-shipping-free" alignItems="center" gap="2">
              <TruckIcon />
              {t('shipping.free', { amount: money(SHOP_RULES.freeShippingOverUsd) })}
            </List.Item>
            <List.Item data-testid="shop-shipping-delivery" alignItems="center" gap="2">
              <ClockIcon />
              {t('shipping.delivery', { min: SHOP_RULES.deliveryDays.min, max: SHOP_RULES.deliveryDays.max })}
            </List.Item>
            <List.Item data-testid="shop-shipping-returns" alignItems="center" gap="2">
              <ReturnIcon />
              {t('shipping.returns', { days: SHOP_RULES.returnDays })}
            </List.Item>
          </List.Root>
        </Box>
      </SimpleGrid>

      <ReviewsTabs product={p} view={reviews} send={sendReviews} />

      {/* Related products */}
      <Box as="section" aria-labelledby="shop-related-title" data-testid="shop-related-products">
        <Heading as="h2" size="lg" id="shop-related-title" mb="4">
          {t('related.title')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {related.map((item, index) => (
            <Box
              as="article"
              key={item.id}
              aria-labelledby={`shop-related-${item.id}-name`}
              data-testid={`shop-related-${item.id}`}
              borderWidth="1px"
              borderColor="border"
              rounded="l3"
              p="3"
              bg="bg.panel"
            >
              <Box bg="bg.muted" rounded="l2" aspectRatio="4 / 3" p="3" mb="2">
                {imagesBroken ? (
                  <chakra.img src={`/images/products/${item.id}.jpg`} alt={t(`related.${item.id}`)} w="full" h="full" data-testid={`shop-related-${item.id}-image`} />
                ) : (
                  <RelatedArt kind={item.image} />
                )}
              </Box>
              <Text fontWeight="medium" id={`shop-related-${item.id}-name`}>
                {t(`related.${item.id}`)}
              </Text>
              <Text fontWeight="bold" data-testid={`shop-related-${item.id}-price`}>
                {money(pricesShuffled ? related[(index + 1) % related.length]!.price : item.price)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </ScenarioLayout>
  )
}
