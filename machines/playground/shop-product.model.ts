/**
 * Graph model of the e-commerce product panel. The sample events are offered in phases so the
 * graph stays small while every transition is reachable:
 * - the independent toggles (image, size chart, wishlist) while the purchase is untouched;
 * - the coupon while nothing is selected;
 * - quantity (plus/minus near the bounds, typed 7 / 99 / abc) and size, colour, add to cart,
 *   buy now while the toggles and the coupon are untouched.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate'
import { defineModel } from '../shared/model'
import { SAMPLE_PRODUCT } from './shop-data'
import { shopProductMachine, type ShopProductContext } from './shop-product.machine'

type Ev = EventFromLogic<typeof shopProductMachine>
type Snap = SnapshotFrom<typeof shopProductMachine>

export const SHOP_QUANTITY_SAMPLES = ['7', '99', 'abc'] as const
export const SHOP_COUPON_SAMPLES = [' save20 ', 'SAVE10'] as const

const purchaseUntouched = (c: ShopProductContext) =>
  c.size === null &&
  c.color === null &&
  c.quantity === 1 &&
  c.quantityDraft === null &&
  c.quantityNotice === null &&
  c.error === null &&
  c.cartCount === 0 &&
  c.couponCode === '' &&
  c.couponStatus === null

const togglesUntouched = (s: Snap) => s.context.image === SAMPLE_PRODUCT.images[0] && s.matches({ sizeChart: 'hidden' }) && s.matches({ wishlist: 'off' })

const nothingSelected = (c: ShopProductContext) =>
  c.size === null && c.color === null && c.quantity === 1 && c.quantityDraft === null && c.quantityNotice === null && c.error === null && c.cartCount === 0

export const shopProductModel = defineModel({
  id: 'shopProduct',
  area: 'shop',
  routes: ['/qa/ecommerce'],
  title: 'E-commerce product',
  description: 'Gallery, size chart, wishlist, size → colour order, quantity bounds and typed input, coupon SAVE20, add to cart and buy now.',
  machine: shopProductMachine,
  starts: [{ name: 'sample product', input: { product: SAMPLE_PRODUCT } }],
  events: (s) => {
    const c = s.context
    const events: Ev[] = []
    if (purchaseUntouched(c)) {
      events.push({ type: 'image.select', image: 'side' }, { type: 'image.select', image: 'front' }, { type: 'sizeChart.toggle' }, { type: 'wishlist.toggle' })
    }
    if (!togglesUntouched(s)) return events
    if (nothingSelected(c)) {
      events.push(...SHOP_COUPON_SAMPLES.filter((v) => v !== c.couponCode).map((value) => ({ type: 'coupon.change' as const, value })))
      events.push({ type: 'coupon.apply' }, { type: 'coupon.remove' })
    }
    if (c.couponCode !== '' || c.couponStatus !== null) return events
    if (c.quantityDraft !== null) return [...events, { type: 'quantity.commit' } as Ev]
    if (c.quantity === 1 || c.quantity === 14) events.push({ type: 'quantity.increment' })
    if (c.quantity === 2 || c.quantity === 15) events.push({ type: 'quantity.decrement' })
    if (c.quantity <= 2 && c.quantityNotice === null && c.size === null) events.push(...SHOP_QUANTITY_SAMPLES.map((value) => ({ type: 'quantity.change' as const, value })))
    if (c.quantityNotice === null) {
      if (c.size === null) events.push({ type: 'size.select', size: 'medium' })
      if (c.color === null) events.push({ type: 'color.select', color: 'black' })
      if (c.cartCount === 0) events.push({ type: 'cart.add' })
      events.push({ type: 'checkout.start' })
    }
    return events
  },
  context: (s) => {
    const c = s.context
    return [c.image, c.size, c.color, c.quantity, c.quantityDraft, c.quantityNotice, c.couponCode, c.couponStatus, c.error, c.cartCount]
  },
})
