/**
 * E-commerce product page (docs/spec/3-playground.md "E-commerce product page", §3, §4 E-commerce, §5 Shop, §8, §9):
 * breadcrumb, gallery, product facts, size → colour order with their messages, quantity bounds
 * and typed input, coupon SAVE20, cart badge, buy now, wishlist, tabs, review sort / filter /
 * show more, related products, prices in won in Korean, the dark theme and the guide's test ids.
 */
import type { Page } from '@playwright/test'
import { expect, expectGuideTestIdsOnPage, openSignedIn, storedState, test, toast } from '../fixtures/app'
import { expectAccessible } from '../fixtures/a11y'

test.describe.configure({ mode: 'parallel' })

const PATH = '/qa/ecommerce'
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity' })
const coupon = (page: Page) => page.getByRole('textbox', { name: 'Coupon code' })
const reviewIds = (page: Page) =>
  page
    .getByTestId('shop-review-list')
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')!.replace('shop-review-', '')))
const authors = (page: Page) => page.getByTestId('shop-review-list').locator(':scope > li').locator('[data-testid$="-author"]').allTextContents()

async function typeQuantity(page: Page, value: string, commit: 'Enter' | 'Tab' = 'Enter') {
  await quantity(page).fill(value)
  await quantity(page).press(commit)
}

test.describe('English, light theme', () => {
  test.use({ locale: 'en-US' })

  test('the page: breadcrumb, product facts, related products and the guide; the gallery and the size chart; the back button', async ({ page }) => {
    await test.step('shows the breadcrumb, the product facts, features, shipping, related products and a guide whose test ids exist', async () => {
      await openSignedIn(page, PATH)
      await expect(page).toHaveTitle('E-commerce product page · QA Playground')
      await expect(page.getByRole('heading', { level: 1, name: 'E-commerce product page' })).toBeVisible()

      const crumbs = page.getByRole('navigation', { name: 'breadcrumb' })
      await expect(crumbs).toHaveAttribute('aria-label', 'breadcrumb')
      await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Electronics', 'Audio', 'Headphones'])
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Headphones')
      await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1)

      await expect(page.getByTestId('shop-brand')).toHaveText('AudioTech')
      await expect(page.getByTestId('shop-sku')).toHaveText('SKU: AT-PWH-2024')
      await expect(page.getByRole('heading', { level: 2, name: 'Premium Wireless Headphones' })).toBeVisible()
      await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeVisible()
      await expect(page.getByTestId('shop-rating')).toHaveAttribute('data-rating', '4.5')
      await expect(page.getByTestId('shop-review-count')).toHaveText('1,284 reviews')
      await expect(page.getByTestId('shop-price')).toHaveText('$299.99')
      await expect(page.getByTestId('shop-original-price')).toHaveText('$399.99')
      await expect(page.getByTestId('shop-savings-badge')).toHaveText('Save 25%')
      await expect(page.getByTestId('shop-stock-status')).toHaveText('In stock')
      await expect(page.getByTestId('shop-low-stock-warning')).toHaveText('Only 15 left in stock!')

      await expect(page.getByTestId('shop-features').getByRole('listitem')).toHaveText([
        'Active noise cancellation with three levels',
        'Up to 30 hours of battery life',
        'Bluetooth 5.3 with multipoint pairing',
        'Fast charging: 10 minutes for 5 hours of playback',
        'Memory-foam ear cushions for all-day comfort',
      ])
      await expect(page.getByTestId('shop-shipping-info').getByRole('listitem')).toHaveText([
        'Free shipping on orders over $50.00',
        'Delivery in 3–5 business days',
        '30-day returns',
      ])

      const related = page.getByTestId('shop-related-products')
      await expect(related.getByRole('heading', { name: 'You may also like' })).toBeVisible()
      await expect(related.getByRole('article')).toHaveCount(4)
      for (const [id, name, price] of [
        ['earbuds-pro', 'Wireless Earbuds Pro', '$149.99'],
        ['bluetooth-speaker', 'Portable Bluetooth Speaker', '$89.99'],
        ['headphone-stand', 'Aluminium Headphone Stand', '$29.99'],
        ['usb-dac-amp', 'USB DAC Amplifier', '$129.99'],
      ] as const) {
        await expect(related.getByRole('article', { name })).toBeVisible()
        await expect(page.getByTestId(`shop-related-${id}-price`)).toHaveText(price)
      }

      await expect(page.getByRole('tablist', { name: 'Product information' }).getByRole('tab')).toHaveText(['Description', 'Specifications', 'Reviews', 'Q&A'])
      await expect(page.getByTestId('shop-demo-note')).toHaveText('Demo store: no order is placed and no payment is taken.')
      // No external images: everything is drawn inline.
      await expect(page.locator('img[src^="http"]')).toHaveCount(0)

      const guide = page.getByTestId('guide-panel')
      await expect(guide.getByRole('heading', { name: 'Testing guide: e-commerce product page' })).toBeVisible()
      const scenarios = await page.getByTestId('guide-scenarios').locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')))
      expect(scenarios).toEqual(
        ['size-color-order', 'quantity-bounds', 'coupon', 'review-sort-filter', 'wishlist', 'currency', 'gallery-size-chart', 'tabs'].map((id) => `guide-scenario-${id}`),
      )
      await page.getByTestId('guide-scenario-coupon-toggle').click()
      await expect(page.getByTestId('guide-scenario-coupon-expected')).toContainText('Coupon applied! 20% off')
      const ids = await expectGuideTestIdsOnPage(page)
      expect(ids).toEqual(expect.arrayContaining(['shop-add-to-cart-button', 'shop-quantity-input', 'shop-coupon-input', 'shop-review-sort-select', 'shop-wishlist-button']))
    })
    await test.step('thumbnails change the main image; the size chart toggles', async () => {
      const main = page.getByTestId('shop-main-image')
      await expect(main).toHaveAttribute('data-image', 'front')
      await expect(page.getByRole('img', { name: 'Premium Wireless Headphones: front view' })).toBeVisible()
      for (const [id, view] of [
        ['side', 'side view'],
        ['folded', 'folded'],
        ['case', 'carrying case'],
        ['front', 'front view'],
      ] as const) {
        await button(page, `Show ${view}`).click()
        await expect(main).toHaveAttribute('data-image', id)
        await expect(main).toHaveAccessibleName(`Premium Wireless Headphones: ${view}`)
        await expect(page.getByTestId(`shop-thumbnail-${id}`)).toHaveAttribute('aria-pressed', 'true')
        await expect(page.locator('[data-testid^="shop-thumbnail-"][aria-pressed="true"]')).toHaveCount(1)
      }

      const toggle = button(page, 'Size chart')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByTestId('shop-size-chart')).toHaveCount(0)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const chart = page.getByTestId('shop-size-chart')
      await expect(chart.getByRole('columnheader')).toHaveText(['Size', 'Head circumference', 'Headband length'])
      await expect(chart.getByRole('row')).toHaveCount(5)
      await expect(page.getByTestId('shop-size-chart-row-medium')).toHaveText(/Medium\s*54–57 cm\s*33–36 cm/)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(chart).toHaveCount(0)
    })
    await test.step('the back button returns to the QA hub', async () => {
      await page.getByTestId('qa-back-button').click()
      await expect(page).toHaveURL(/\/qa$/)
    })
  })

  test('add to cart and buy now need a size first, then a colour; success toasts and the cart badge', async ({ page }) => {
    await openSignedIn(page, PATH)
    const badge = page.getByTestId('shop-cart-count')
    await expect(badge).toHaveText('0')

    await button(page, 'Add to cart').click()
    await expect(toast(page, 'Please select a size')).toBeVisible()
    await expect(toast(page, 'Please select a size')).toHaveAttribute('data-type', 'error')
    await expect(page.getByTestId('shop-size-error')).toHaveText('Please select a size')
    await expect(page.getByTestId('shop-color-error')).toHaveCount(0)

    // A colour alone is not enough: the size is asked first.
    await button(page, 'Red').click()
    await expect(button(page, 'Red')).toHaveAttribute('aria-pressed', 'true')
    await button(page, 'Buy now').click()
    await expect(page.getByTestId('shop-size-error')).toHaveText('Please select a size')

    await button(page, 'Medium').click()
    await expect(button(page, 'Medium')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('shop-size-error')).toHaveCount(0)
    await expect(page.getByText('Size: Medium', { exact: true })).toBeVisible()
    await expect(badge).toHaveText('0')

    // Size chosen, colour missing.
    await openSignedIn(page, PATH)
    await button(page, 'Large').click()
    await button(page, 'Add to cart').click()
    await expect(toast(page, 'Please select a color')).toBeVisible()
    await expect(page.getByTestId('shop-color-error')).toHaveText('Please select a color')
    await expect(page.getByTestId('shop-size-error')).toHaveCount(0)
    await button(page, 'Buy now').click()
    await expect(page.getByTestId('shop-color-error')).toHaveText('Please select a color')

    // Changing the size keeps the colour message; choosing a colour clears it.
    await button(page, 'Medium').click()
    await expect(page.getByTestId('shop-color-error')).toBeVisible()
    await button(page, 'Black').click()
    await expect(page.getByTestId('shop-color-error')).toHaveCount(0)
    await expect(page.getByText('Color: Black', { exact: true })).toBeVisible()
    for (const other of ['Small', 'Large', 'X-Large']) await expect(button(page, other)).toHaveAttribute('aria-pressed', 'false')
    for (const other of ['White', 'Blue', 'Red']) await expect(button(page, other)).toHaveAttribute('aria-pressed', 'false')

    await button(page, 'Increase quantity').click()
    await button(page, 'Add to cart').click()
    const added = toast(page, 'Added to cart: 2 × Premium Wireless Headphones (Medium, Black)')
    await expect(added).toBeVisible()
    await expect(added).toHaveAttribute('data-type', 'success')
    await expect(badge).toHaveText('2')
    await expect(page.getByRole('status', { name: 'Cart: 2 items' })).toBeVisible()

    await button(page, 'X-Large').click()
    await button(page, 'Blue').click()
    await button(page, 'Decrease quantity').click()
    await button(page, 'Add to cart').click()
    await expect(toast(page, 'Added to cart: 1 × Premium Wireless Headphones (X-Large, Blue)')).toBeVisible()
    await expect(badge).toHaveText('3')

    await button(page, 'Buy now').click()
    const checkout = toast(page, 'Proceeding to checkout…')
    await expect(checkout).toBeVisible()
    await expect(checkout.getByTestId('toast-description')).toHaveText('This is a demo: no payment is taken.')
    await expect(badge).toHaveText('3')
    await expect(page).toHaveURL(/\/qa\/ecommerce$/)
  })

  test('quantity stays between 1 and the stock (15); invalid typed input falls back to 1, larger values clamp to 15', async ({ page }) => {
    await openSignedIn(page, PATH)
    const minus = button(page, 'Decrease quantity')
    const plus = button(page, 'Increase quantity')
    const notice = page.getByTestId('shop-quantity-notice')
    await expect(quantity(page)).toHaveValue('1')
    await expect(minus).toBeDisabled()
    await expect(plus).toBeEnabled()
    await expect(page.getByTestId('shop-subtotal')).toHaveText('$299.99')

    for (let i = 2; i <= 15; i++) {
      await plus.click()
      await expect(quantity(page)).toHaveValue(String(i))
    }
    await expect(plus).toBeDisabled()
    await expect(minus).toBeEnabled()
    await expect(page.getByTestId('shop-subtotal')).toHaveText('$4,499.85')
    await minus.click()
    await expect(quantity(page)).toHaveValue('14')
    await expect(plus).toBeEnabled()

    for (const invalid of ['0', '-3', '2.5', 'abc', '']) {
      await typeQuantity(page, '5')
      await expect(quantity(page)).toHaveValue('5')
      await expect(notice).toHaveCount(0)
      await typeQuantity(page, invalid)
      await expect(quantity(page), `"${invalid}" falls back to 1`).toHaveValue('1')
      await expect(notice).toHaveText('Please enter a whole number of at least 1. Quantity set to 1.')
      await expect(minus).toBeDisabled()
      await expect(page.getByTestId('shop-subtotal')).toHaveText('$299.99')
    }

    await typeQuantity(page, '99')
    await expect(quantity(page)).toHaveValue('15')
    await expect(notice).toHaveText('Only 15 in stock. Quantity set to 15.')
    await expect(plus).toBeDisabled()

    // Leaving the field (Tab) commits too; a valid number is taken as typed and clears the notice.
    await typeQuantity(page, ' 7 ', 'Tab')
    await expect(quantity(page)).toHaveValue('7')
    await expect(notice).toHaveCount(0)
    await expect(page.getByTestId('shop-subtotal')).toHaveText('$2,099.93')
    await expect(page.getByTestId('shop-total')).toHaveText('$2,099.93')

    await typeQuantity(page, '16', 'Tab')
    await expect(quantity(page)).toHaveValue('15')
  })

  test('coupon SAVE20 (any case, trimmed) takes 20% off; any other code is invalid; remove clears it', async ({ page }) => {
    await openSignedIn(page, PATH)
    const message = page.getByTestId('shop-coupon-message')
    const discount = page.getByTestId('shop-discount')
    await expect(discount).toHaveCount(0)
    await expect(page.getByTestId('shop-total')).toHaveText('$299.99')

    await coupon(page).fill('  save20 ')
    await button(page, 'Apply').click()
    await expect(toast(page, 'Coupon applied! 20% off')).toBeVisible()
    await expect(message).toHaveText('Coupon applied! 20% off')
    await expect(page.getByTestId('shop-subtotal')).toHaveText('$299.99')
    await expect(discount).toHaveText('−$60.00')
    await expect(page.getByTestId('shop-total')).toHaveText('$239.99')

    await button(page, 'Increase quantity').click()
    await expect(page.getByTestId('shop-subtotal')).toHaveText('$599.98')
    await expect(discount).toHaveText('−$120.00')
    await expect(page.getByTestId('shop-total')).toHaveText('$479.98')

    for (const code of ['SAVE10', 'SAVE 20', '']) {
      await coupon(page).fill(code)
      await coupon(page).press('Enter')
      await expect(message).toHaveText('Invalid coupon code')
      await expect(discount).toHaveCount(0)
      await expect(page.getByTestId('shop-total')).toHaveText('$599.98')
    }
    await expect(toast(page, 'Invalid coupon code').first()).toHaveAttribute('data-type', 'error')

    await coupon(page).fill('Save20')
    await button(page, 'Apply').click()
    await expect(message).toHaveText('Coupon applied! 20% off')
    await expect(page.getByTestId('shop-total')).toHaveText('$479.98')
    await button(page, 'Remove coupon').click()
    await expect(toast(page, 'Coupon removed')).toBeVisible()
    await expect(message).toHaveText('Coupon removed')
    await expect(coupon(page)).toHaveValue('')
    await expect(discount).toHaveCount(0)
    await expect(page.getByTestId('shop-total')).toHaveText('$599.98')
    await expect(button(page, 'Remove coupon')).toHaveCount(0)
  })

  // The wishlist button (aria-pressed, "Added to wishlist" / "Removed from wishlist"): tests/model/shop-product.model.spec.ts
  // path 1 (wishlist.toggle twice) and machines/playground/shop-product.machine.test.ts ("toggles the wishlist with a toast each way").

  test('reviews, tabs and the currency: sort, filter, show more, one panel at a time, won in Korean and back', async ({ page }) => {
    await test.step('reviews: distribution, every sort order, the rating filter with its empty message, show more / show less', async () => {
      await openSignedIn(page, PATH)
      await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
      for (const [stars, label, percent] of [
        [5, '5 stars', '60%'],
        [4, '4 stars', '30%'],
        [3, '3 stars', '10%'],
        [2, '2 stars', '0%'],
        [1, '1 star', '0%'],
      ] as const) {
        await expect(page.getByTestId(`shop-rating-bar-${stars}`)).toContainText(label)
        await expect(page.getByTestId(`shop-rating-bar-${stars}-percent`)).toHaveText(percent)
      }

      const sort = page.getByRole('combobox', { name: 'Sort by' })
      const filter = page.getByRole('combobox', { name: 'Filter by rating' })
      await expect(sort).toHaveValue('helpful')
      await expect(sort.locator('option')).toHaveText(['Most helpful', 'Most recent', 'Highest rating', 'Lowest rating'])
      await expect(filter.locator('option')).toHaveText(['All ratings', '5 stars', '4 stars', '3 stars', '2 stars', '1 star'])

      // Two reviews first, then all three.
      expect(await reviewIds(page)).toEqual(['r1', 'r3'])
      await expect(page.getByTestId('shop-reviews-showing')).toHaveText('Showing 2 of 3 reviews')
      const more = page.getByTestId('shop-reviews-show-more-button')
      await expect(more).toHaveText('Show more reviews')
      await more.click()
      await expect(more).toHaveText('Show less')
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await expect.poll(() => authors(page)).toEqual(['Michael Chen', 'David Kim', 'Sarah Johnson'])
      const first = page.getByTestId('shop-review-r1')
      await expect(first).toContainText('Best headphones I have owned.')
      await expect(first).toContainText('45 people found this helpful')
      await expect(first).toContainText('Verified purchase')
      await expect(page.getByTestId('shop-review-r1-date')).toHaveText('Mar 2, 2025')
      await expect(page.getByTestId('shop-review-r1-rating')).toHaveAccessibleName('Rated 5 out of 5')
      await expect(page.getByTestId('shop-review-r3-verified')).toHaveCount(0)

      for (const [value, label, order] of [
        ['recent', 'Most recent', ['r2', 'r1', 'r3']],
        ['rating-high', 'Highest rating', ['r1', 'r2', 'r3']],
        ['rating-low', 'Lowest rating', ['r3', 'r2', 'r1']],
        ['helpful', 'Most helpful', ['r1', 'r3', 'r2']],
      ] as const) {
        await sort.selectOption({ label })
        await expect(sort).toHaveValue(value)
        await expect.poll(() => reviewIds(page), label).toEqual(order)
      }

      await more.click()
      await expect(more).toHaveText('Show more reviews')
      expect(await reviewIds(page)).toEqual(['r1', 'r3'])

      for (const [label, expected] of [
        ['5 stars', ['r1']],
        ['4 stars', ['r2']],
        ['3 stars', ['r3']],
      ] as const) {
        await filter.selectOption({ label })
        await expect.poll(() => reviewIds(page), label).toEqual(expected)
        await expect(page.getByTestId('shop-reviews-empty')).toHaveCount(0)
        await expect(more).toHaveCount(0)
      }
      await expect(page.getByTestId('shop-review-r3')).toHaveAttribute('data-rating', '3')
      for (const label of ['2 stars', '1 star']) {
        await filter.selectOption({ label })
        await expect(page.getByTestId('shop-reviews-empty')).toHaveText('No reviews match this filter')
        await expect(page.getByTestId('shop-review-list').locator(':scope > li')).toHaveCount(0)
        await expect(page.getByTestId('shop-reviews-showing')).toHaveText('Showing 0 of 0 reviews')
      }
      await filter.selectOption({ label: 'All ratings' })
      await expect(page.getByTestId('shop-reviews-empty')).toHaveCount(0)
      await expect.poll(() => reviewIds(page)).toEqual(['r1', 'r3'])
    })
    await test.step('tabs show one panel at a time and keep the review settings', async () => {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating-low')
      for (const [name, id, text] of [
        ['Description', 'description', 'Premium Wireless Headphones combine studio-grade 40 mm drivers'],
        ['Specifications', 'specifications', 'Up to 30 hours (noise cancellation on)'],
        ['Q&A', 'qa', 'Do they connect to two devices at once?'],
      ] as const) {
        await page.getByRole('tab', { name }).click()
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByRole('tabpanel')).toHaveCount(1)
        await expect(page.getByTestId(`shop-tab-panel-${id}`)).toBeVisible()
        await expect(page.getByTestId(`shop-tab-panel-${id}`)).toContainText(text)
        await expect(page.getByTestId('shop-tab-panel-reviews')).toBeHidden()
      }
      await expect(page.getByTestId('shop-specifications-table').getByRole('rowheader')).toHaveCount(0)
      await page.getByRole('tab', { name: 'Specifications' }).click()
      await expect(page.getByTestId('shop-specifications-table').getByRole('rowheader')).toHaveText(['Drivers', 'Frequency response', 'Battery', 'Connectivity', 'Weight'])
      await page.getByRole('tab', { name: 'Reviews' }).click()
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating-low')
      expect(await reviewIds(page)).toEqual(['r3', 'r2'])
    })
    await test.step('switching to Korean shows won at once (× 1300, rounded to whole ₩1,000 as a Korean shop prices), and back to dollars', async () => {
      await expect(page.getByTestId('shop-price')).toHaveText('$299.99')
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')
      await expect(page.getByTestId('shop-price')).toHaveText('₩390,000')
      await expect(page.getByRole('button', { name: '장바구니 담기' })).toBeVisible()
      await page.getByRole('combobox', { name: '언어' }).selectOption('en')
      await expect(page.getByTestId('shop-price')).toHaveText('$299.99')
      await expect(page.getByTestId('shop-related-bluetooth-speaker-price')).toHaveText('$89.99')
    })
  })
})

test.describe('Korean', () => {
  test.use({ locale: 'en-US', storageState: storedState({ i18nextLng: 'ko' }) })

  test('prices in round won (₩390,000, not ₩389,987), Korean labels, messages and toasts', async ({ page }) => {
    await openSignedIn(page, PATH)
    await expect(page.getByRole('heading', { level: 1, name: '전자상거래 상품 페이지' })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: '이동 경로' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['홈', '전자제품', '오디오', '헤드폰'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('헤드폰')
    await expect(page.getByRole('heading', { level: 2, name: '프리미엄 무선 헤드폰' })).toBeVisible()
    await expect(page.getByTestId('shop-review-count')).toHaveText('리뷰 1,284개')
    await expect(page.getByTestId('guide-panel').getByRole('heading', { name: '테스트 가이드: 전자상거래 상품 페이지' })).toBeVisible()
    // The same test ids in Korean (they never depend on the language).
    await expectGuideTestIdsOnPage(page)

    await expect(page.getByTestId('shop-price')).toHaveText('₩390,000')
    await expect(page.getByTestId('shop-original-price')).toHaveText('₩520,000')
    await expect(page.getByTestId('shop-savings-badge')).toHaveText('25% 할인')
    await expect(page.getByTestId('shop-low-stock-warning')).toHaveText('재고가 15개만 남았습니다!')
    await expect(page.getByTestId('shop-shipping-free')).toHaveText('₩65,000 이상 주문 시 무료 배송')
    await expect(page.getByTestId('shop-shipping-delivery')).toHaveText('영업일 기준 3–5일 이내 배송')
    await expect(page.getByTestId('shop-shipping-returns')).toHaveText('30일 이내 반품 가능')
    await expect(page.getByTestId('shop-related-earbuds-pro-price')).toHaveText('₩195,000')
    await expect(page.getByTestId('shop-related-bluetooth-speaker-price')).toHaveText('₩117,000')
    await expect(page.getByTestId('shop-related-headphone-stand-price')).toHaveText('₩39,000')
    await expect(page.getByTestId('shop-related-usb-dac-amp-price')).toHaveText('₩169,000')

    for (const label of ['스몰', '미디엄', '라지', '엑스라지', '블랙', '화이트', '블루', '레드', '바로 구매', '위시리스트', '사이즈 표', '적용'])
      await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible()
    await expect(page.getByRole('tablist', { name: '상품 정보' }).getByRole('tab')).toHaveText(['상품 설명', '사양', '리뷰', 'Q&A'])
    await expect(page.getByRole('combobox', { name: '정렬' }).locator('option')).toHaveText(['도움순', '최신순', '평점 높은순', '평점 낮은순'])

    await page.getByRole('button', { name: '장바구니 담기' }).click()
    await expect(toast(page, '사이즈를 선택해 주세요')).toBeVisible()
    await expect(page.getByTestId('shop-size-error')).toHaveText('사이즈를 선택해 주세요')
    await page.getByRole('button', { name: '미디엄' }).click()
    await page.getByRole('button', { name: '바로 구매' }).click()
    await expect(toast(page, '색상을 선택해 주세요')).toBeVisible()
    await page.getByRole('button', { name: '블랙' }).click()
    await page.getByRole('button', { name: '수량 늘리기' }).click()
    await page.getByRole('button', { name: '장바구니 담기' }).click()
    await expect(toast(page, '장바구니에 담았습니다: 2 × 프리미엄 무선 헤드폰 (미디엄, 블랙)')).toBeVisible()
    await expect(page.getByTestId('shop-cart-count')).toHaveText('2')

    await page.getByRole('textbox', { name: '수량' }).fill('abc')
    await page.getByRole('textbox', { name: '수량' }).press('Enter')
    await expect(page.getByTestId('shop-quantity-notice')).toHaveText('1 이상의 정수를 입력해 주세요. 수량을 1로 설정했습니다.')

    await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('save20')
    await page.getByRole('button', { name: '적용' }).click()
    await expect(toast(page, '쿠폰이 적용되었습니다! 20% 할인')).toBeVisible()
    await expect(page.getByTestId('shop-subtotal')).toHaveText('₩390,000')
    await expect(page.getByTestId('shop-discount')).toHaveText('−₩78,000')
    await expect(page.getByTestId('shop-total')).toHaveText('₩312,000')
    await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('WELCOME')
    await page.getByRole('button', { name: '적용' }).click()
    await expect(page.getByTestId('shop-coupon-message')).toHaveText('유효하지 않은 쿠폰 코드입니다')

    // Korean reviewers, in the order the Korean guide names them.
    await page.getByRole('button', { name: '리뷰 더 보기' }).click()
    await expect.poll(() => authors(page)).toEqual(['정우진', '김도현', '한서연'])
    await page.getByRole('combobox', { name: '평점 필터' }).selectOption('4')
    await expect.poll(() => authors(page)).toEqual(['한서연'])
    await page.getByRole('combobox', { name: '평점 필터' }).selectOption('2')
    await expect(page.getByTestId('shop-reviews-empty')).toHaveText('이 필터에 맞는 리뷰가 없습니다')
  })
})

test.describe('themes', () => {
  test.use({ locale: 'en-US', storageState: storedState({ theme: 'dark' }) })

  test('renders dark from the stored theme and light after the header toggle; no serious or critical axe violation in either', async ({ page }) => {
    await openSignedIn(page, PATH)
    const html = page.locator('html')
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('heading', { level: 2, name: 'Premium Wireless Headphones' })).toBeVisible()
    // Open the states that add content: size chart, messages, coupon, expanded reviews; axe reads them in both themes.
    await button(page, 'Size chart').click()
    await button(page, 'Add to cart').click()
    await coupon(page).fill('SAVE20')
    await button(page, 'Apply').click()
    await page.getByTestId('shop-reviews-show-more-button').click()
    const summary = async () => {
      const background = await page.getByTestId('shop-summary').evaluate((el) => getComputedStyle(el).backgroundColor)
      return (background.match(/\d+/g) ?? []).slice(0, 3).map(Number).reduce((a, b) => a + b, 0)
    }
    expect(await summary(), 'dark summary background').toBeLessThan(200)
    await expectAccessible(page, 'shop page with the size chart, messages, coupon and every review')
    // The header's theme toggle: the same screen in light.
    await page.getByTestId('header-theme-toggle').click()
    await expect(html).toHaveClass(/\blight\b/)
    expect(await summary(), 'light summary background').toBeGreaterThan(600)
  })
})
