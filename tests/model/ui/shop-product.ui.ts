import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { SAMPLE_PRODUCT } from '@machines/playground/shop-data'
import { shopProductModel } from '@machines/playground/shop-product.model'
import { isValidCoupon, priceSummary, type ShopProductContext } from '@machines/playground/shop-product.machine'
import { formatMoney } from '@/lib/money'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const SIZE = { small: 'Small', medium: 'Medium', large: 'Large', 'x-large': 'X-Large' } as const
const COLOR = { black: 'Black', white: 'White', blue: 'Blue', red: 'Red' } as const
const usd = (amount: number) => formatMoney(amount, 'en')
const ctxOf = (s: AnyMachineSnapshot) => s.context as ShopProductContext

/** After a purchase button: the message toast for a missing choice, else the success toast. */
async function expectPurchaseToast(page: Page, before: ShopProductContext, success: string) {
  if (before.size === null) await expect(toast(page, 'Please select a size').first()).toBeVisible()
  else if (before.color === null) await expect(toast(page, 'Please select a color').first()).toBeVisible()
  else await expect(toast(page, success).first()).toBeVisible()
}

async function expectCouponToast(page: Page, { before }: StepContext) {
  await expect(toast(page, isValidCoupon(ctxOf(before).couponCode) ? 'Coupon applied! 20% off' : 'Invalid coupon code').first()).toBeVisible()
}

/** Everything the product panel shows for a snapshot. */
async function expectProductPanel(s: AnyMachineSnapshot, { page }: StepContext) {
  const c = ctxOf(s)
  await expect(page.getByTestId('shop-main-image')).toHaveAttribute('data-image', c.image)
  for (const image of SAMPLE_PRODUCT.images) await expect(page.getByTestId(`shop-thumbnail-${image}`)).toHaveAttribute('aria-pressed', String(image === c.image))

  const chartShown = s.matches({ sizeChart: 'shown' })
  await expect(page.getByTestId('shop-size-chart-toggle')).toHaveAttribute('aria-expanded', String(chartShown))
  await expect(page.getByTestId('shop-size-chart')).toHaveCount(chartShown ? 1 : 0)
  await expect(page.getByTestId('shop-wishlist-button')).toHaveAttribute('aria-pressed', String(s.matches({ wishlist: 'on' })))

  for (const size of SAMPLE_PRODUCT.sizes) await expect(page.getByTestId(`shop-size-${size}`)).toHaveAttribute('aria-pressed', String(size === c.size))
  for (const color of SAMPLE_PRODUCT.colors) await expect(page.getByTestId(`shop-color-${color}`)).toHaveAttribute('aria-pressed', String(color === c.color))
  await expect(page.locator('#shop-size-label')).toHaveText(c.size ? `Size: ${SIZE[c.size]}` : 'Size')
  await expect(page.locator('#shop-color-label')).toHaveText(c.color ? `Color: ${COLOR[c.color]}` : 'Color')

  await expect(page.getByTestId('shop-quantity-input')).toHaveValue(c.quantityDraft ?? String(c.quantity))
  if (c.quantity <= 1) await expect(page.getByTestId('shop-quantity-decrement-button')).toBeDisabled()
  else await expect(page.getByTestId('shop-quantity-decrement-button')).toBeEnabled()
  if (c.quantity >= 15) await expect(page.getByTestId('shop-quantity-increment-button')).toBeDisabled()
  else await expect(page.getByTestId('shop-quantity-increment-button')).toBeEnabled()
  const notice = page.getByTestId('shop-quantity-notice')
  if (c.quantityNotice === 'invalid') await expect(notice).toHaveText('Please enter a whole number of at least 1. Quantity set to 1.')
  else if (c.quantityNotice === 'clamped') await expect(notice).toHaveText('Only 15 in stock. Quantity set to 15.')
  else await expect(notice).toHaveCount(0)

  const applied = s.matches({ coupon: 'applied' })
  await expect(page.getByTestId('shop-coupon-input')).toHaveValue(c.couponCode)
  const message = page.getByTestId('shop-coupon-message')
  if (c.couponStatus === null) await expect(message).toHaveCount(0)
  else await expect(message).toHaveText({ applied: 'Coupon applied! 20% off', invalid: 'Invalid coupon code', removed: 'Coupon removed' }[c.couponStatus])
  await expect(page.getByTestId('shop-coupon-remove-button')).toHaveCount(applied ? 1 : 0)

  const summary = priceSummary(SAMPLE_PRODUCT.price, c.quantity, applied)
  await expect(page.getByTestId('shop-subtotal')).toHaveText(usd(summary.subtotal))
  if (applied) await expect(page.getByTestId('shop-discount')).toHaveText(`−${usd(summary.discount)}`)
  else await expect(page.getByTestId('shop-discount')).toHaveCount(0)
  await expect(page.getByTestId('shop-total')).toHaveText(usd(summary.total))

  const sizeError = page.getByTestId('shop-size-error')
  const colorError = page.getByTestId('shop-color-error')
  if (c.error === 'sizeRequired') await expect(sizeError).toHaveText('Please select a size')
  else await expect(sizeError).toHaveCount(0)
  if (c.error === 'colorRequired') await expect(colorError).toHaveText('Please select a color')
  else await expect(colorError).toHaveCount(0)

  await expect(page.getByTestId('shop-cart-count')).toHaveText(String(c.cartCount))
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const shopProductUi = uiModel({
  model: shopProductModel,
  start: async ({ page }) => {
    await signInViaApi(page)
    await open(page, '/qa/ecommerce')
    // The guide panel is not part of this model: close it so the product panel is in view.
    await page.getByTestId('guide-close-button').click()
  },
  events: {
    'image.select': async (e, { page }) => page.getByTestId(`shop-thumbnail-${e.image}`).click(),
    'sizeChart.toggle': async (_e, { page }) => page.getByTestId('shop-size-chart-toggle').click(),
    'wishlist.toggle': async (_e, { page, before }) => {
      await page.getByTestId('shop-wishlist-button').click()
      await expect(toast(page, before.matches({ wishlist: 'on' }) ? 'Removed from wishlist' : 'Added to wishlist').first()).toBeVisible()
    },
    'size.select': async (e, { page }) => page.getByTestId(`shop-size-${e.size}`).click(),
    'color.select': async (e, { page }) => page.getByTestId(`shop-color-${e.color}`).click(),
    'quantity.increment': async (_e, { page }) => page.getByTestId('shop-quantity-increment-button').click(),
    'quantity.decrement': async (_e, { page }) => page.getByTestId('shop-quantity-decrement-button').click(),
    'quantity.change': async (e, { page }) => page.getByTestId('shop-quantity-input').fill(e.value),
    'quantity.commit': async (_e, { page }) => page.getByTestId('shop-quantity-input').press('Enter'),
    'coupon.change': async (e, { page }) => page.getByTestId('shop-coupon-input').fill(e.value),
    'coupon.apply': async (_e, ctx) => {
      await ctx.page.getByTestId('shop-coupon-apply-button').click()
      await expectCouponToast(ctx.page, ctx)
    },
    'coupon.remove': async (_e, { page }) => {
      await page.getByTestId('shop-coupon-remove-button').click()
      await expect(toast(page, 'Coupon removed').first()).toBeVisible()
    },
    'cart.add': async (_e, { page, before }) => {
      const c = ctxOf(before)
      await page.getByTestId('shop-add-to-cart-button').click()
      const added = c.size && c.color ? `Added to cart: ${c.quantity} × Premium Wireless Headphones (${SIZE[c.size]}, ${COLOR[c.color]})` : ''
      await expectPurchaseToast(page, c, added)
    },
    'checkout.start': async (_e, { page, before }) => {
      await page.getByTestId('shop-buy-now-button').click()
      await expectPurchaseToast(page, ctxOf(before), 'Proceeding to checkout…')
    },
  },
  states: {
    'sizeChart.hidden': expectProductPanel,
    'sizeChart.shown': expectProductPanel,
  },
})
