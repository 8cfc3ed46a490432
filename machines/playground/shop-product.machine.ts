/**
 * The e-commerce product panel (docs/spec/3-playground.md "E-commerce product page", §4 E-commerce, §5 Shop, §8,
 * §9): gallery image, size chart, wishlist, size → colour → quantity → coupon, add to cart and
 * buy now. The size chart, the wishlist and the coupon are parallel regions because they toggle
 * independently of each other and of the selection.
 *
 * Rules:
 * - Quantity is a whole number from 1 to stockCount: minus stops at 1, plus stops at stockCount;
 *   typed text is kept as a draft and committed on blur or Enter: a whole number above stock is
 *   clamped to stockCount, anything else that is not a whole number ≥ 1 (text, 0, negative,
 *   decimal, empty) falls back to 1.
 * - The coupon SAVE20 (case-insensitive, trimmed) gives 20% off the total; any other code is
 *   refused and removes an applied discount.
 * - Add to cart and buy now need a size first, then a colour; each missing choice has its own
 *   message (toast + inline), cleared when that choice is made.
 * Effects (toasts) are named actions the page provides; the machine emits codes.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { SAMPLE_PRODUCT, SHOP_RULES, type ShopColor, type ShopImage, type ShopProduct, type ShopSize } from './shop-data'

export type SelectionError = 'sizeRequired' | 'colorRequired'
/** What a quantity commit changed: 'invalid' fell back to 1, 'clamped' was capped at stockCount. */
export type QuantityNotice = 'invalid' | 'clamped'
/** The result of the last coupon attempt (the inline message). */
export type CouponStatus = 'applied' | 'invalid' | 'removed'

export interface ShopProductContext {
  product: ShopProduct
  image: ShopImage
  size: ShopSize | null
  color: ShopColor | null
  quantity: number
  /** The text typed into the quantity field and not yet committed (null when not editing). */
  quantityDraft: string | null
  quantityNotice: QuantityNotice | null
  couponCode: string
  couponStatus: CouponStatus | null
  error: SelectionError | null
  /** Items in the (demo) cart: the sum of the quantities added. */
  cartCount: number
}

export type ShopProductEvent =
  | { type: 'image.select'; image: ShopImage }
  | { type: 'sizeChart.toggle' }
  | { type: 'wishlist.toggle' }
  | { type: 'size.select'; size: ShopSize }
  | { type: 'color.select'; color: ShopColor }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'quantity.change'; value: string }
  | { type: 'quantity.commit' }
  | { type: 'coupon.change'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'cart.add' }
  | { type: 'checkout.start' }

export interface ShopProductInput {
  product?: ShopProduct
}

/** What the purchase toasts need (view translates size and colour). */
export interface PurchaseDetails {
  quantity: number
  size: ShopSize
  color: ShopColor
}

/** Parses typed quantity text: a whole number ≥ 1 as is, above stock clamped, anything else invalid. */
export function parseQuantity(text: string, stockCount: number): { quantity: number; notice: QuantityNotice | null } {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return { quantity: SHOP_RULES.minQuantity, notice: 'invalid' }
  const value = Number(trimmed)
  if (value < SHOP_RULES.minQuantity) return { quantity: SHOP_RULES.minQuantity, notice: 'invalid' }
  if (value > stockCount) return { quantity: stockCount, notice: 'clamped' }
  return { quantity: value, notice: null }
}

/** SAVE20, case-insensitive, surrounding spaces ignored. */
export function isValidCoupon(code: string): boolean {
  return code.trim().toUpperCase() === SHOP_RULES.couponCode
}

export interface PriceSummary {
  subtotal: number
  discount: number
  total: number
}

/** Subtotal = price × quantity; the coupon takes 20% off; computed in cents so the rows add up. */
export function priceSummary(price: number, quantity: number, couponApplied: boolean): PriceSummary {
  const subtotalCents = Math.round(price * 100) * quantity
  const discountCents = couponApplied ? Math.round((subtotalCents * SHOP_RULES.couponPercent) / 100) : 0
  return { subtotal: subtotalCents / 100, discount: discountCents / 100, total: (subtotalCents - discountCents) / 100 }
}

const quantityReset = { quantityDraft: null, quantityNotice: null } as const

export const shopProductMachine = setup({
  types: {
    context: {} as ShopProductContext,
    events: {} as ShopProductEvent,
    input: {} as ShopProductInput | undefined,
  },
  actions: {
    /** Toast for a missing choice ("Please select a size" / "Please select a color"). */
    notifySelectionRequired: (_, _params: { error: SelectionError }) => {},
    /** Toast "Added to cart: {n} × {name} ({size}, {color})". */
    notifyAddedToCart: (_, _params: PurchaseDetails) => {},
    /** Toast "Proceeding to checkout…" (a demo: no payment is taken). */
    notifyCheckout: (_, _params: PurchaseDetails) => {},
    /** Toast "Added to wishlist" / "Removed from wishlist". */
    notifyWishlist: (_, _params: { added: boolean }) => {},
    /** Toast for a coupon attempt or removal. */
    notifyCoupon: (_, _params: { status: CouponStatus }) => {},
    selectImage: assign({ image: (_, params: { image: ShopImage }) => params.image }),
    selectSize: assign({
      size: (_, params: { size: ShopSize }) => params.size,
      error: ({ context }) => (context.error === 'sizeRequired' ? null : context.error),
    }),
    selectColor: assign({
      color: (_, params: { color: ShopColor }) => params.color,
      error: ({ context }) => (context.error === 'colorRequired' ? null : context.error),
    }),
    increment: assign({ quantity: ({ context }) => context.quantity + 1, ...quantityReset }),
    decrement: assign({ quantity: ({ context }) => context.quantity - 1, ...quantityReset }),
    setDraft: assign({ quantityDraft: (_, params: { value: string }) => params.value, quantityNotice: null }),
    commitDraft: assign(({ context }) => {
      const { quantity, notice } = parseQuantity(context.quantityDraft ?? '', context.product.stockCount)
      return { quantity, quantityNotice: notice, quantityDraft: null }
    }),
    setCouponCode: assign({ couponCode: (_, params: { value: string }) => params.value }),
    setCouponStatus: assign({ couponStatus: (_, params: { status: CouponStatus }) => params.status }),
    clearCoupon: assign({ couponCode: '', couponStatus: 'removed' as CouponStatus }),
    setError: assign({ error: (_, params: { error: SelectionError }) => params.error }),
    addToCart: assign({ cartCount: ({ context }) => context.cartCount + context.quantity, error: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    canIncrement: ({ context }) => context.quantity < context.product.stockCount,
    canDecrement: ({ context }) => context.quantity > SHOP_RULES.minQuantity,
    draftWithinStock: ({ context }) => context.quantityDraft !== null && parseQuantity(context.quantityDraft, context.product.stockCount).notice === null,
    draftAboveStock: ({ context }) => context.quantityDraft !== null && parseQuantity(context.quantityDraft, context.product.stockCount).notice === 'clamped',
    hasDraft: ({ context }) => context.quantityDraft !== null,
    couponValid: ({ context }) => isValidCoupon(context.couponCode),
    sizeMissing: ({ context }) => context.size === null,
    colorMissing: ({ context }) => context.color === null,
  },
}).createMachine({
  id: 'shopProduct',
  type: 'parallel',
  context: ({ input }) => {
    const product = input?.product ?? SAMPLE_PRODUCT
    return {
      product,
      image: product.images[0] ?? 'front',
      size: null,
      color: null,
      quantity: SHOP_RULES.minQuantity,
      quantityDraft: null,
      quantityNotice: null,
      couponCode: '',
      couponStatus: null,
      error: null,
      cartCount: 0,
    }
  },
  on: {
    'image.select': { description: 'The main image shows the chosen thumbnail.', actions: { type: 'selectImage', params: ({ event }) => ({ image: event.image }) } },
    'size.select': { description: 'Clears the size message.', actions: { type: 'selectSize', params: ({ event }) => ({ size: event.size }) } },
    'color.select': { description: 'Clears the colour message.', actions: { type: 'selectColor', params: ({ event }) => ({ color: event.color }) } },
    'quantity.increment': { guard: 'canIncrement', description: 'Plus stops at stockCount.', actions: 'increment' },
    'quantity.decrement': { guard: 'canDecrement', description: 'Minus stops at 1.', actions: 'decrement' },
    'quantity.change': { description: 'Typed text is a draft until blur or Enter.', actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
    'quantity.commit': [
      { guard: 'draftWithinStock', description: 'A whole number from 1 to stockCount is taken as typed.', actions: 'commitDraft' },
      { guard: 'draftAboveStock', description: 'A whole number above stock is clamped to stockCount.', actions: 'commitDraft' },
      { guard: 'hasDraft', description: 'Text, 0, negative, decimal or empty falls back to 1.', actions: 'commitDraft' },
    ],
    'coupon.change': { actions: { type: 'setCouponCode', params: ({ event }) => ({ value: event.value }) } },
    'cart.add': [
      { guard: 'sizeMissing', description: 'A size is required first.', actions: [{ type: 'setError', params: { error: 'sizeRequired' } }, { type: 'notifySelectionRequired', params: { error: 'sizeRequired' } }] },
      { guard: 'colorMissing', description: 'Then a colour.', actions: [{ type: 'setError', params: { error: 'colorRequired' } }, { type: 'notifySelectionRequired', params: { error: 'colorRequired' } }] },
      {
        description: 'The cart count grows by the quantity.',
        actions: [
          'addToCart',
          { type: 'notifyAddedToCart', params: ({ context }) => purchaseDetails(context) },
        ],
      },
    ],
    'checkout.start': [
      { guard: 'sizeMissing', description: 'A size is required first.', actions: [{ type: 'setError', params: { error: 'sizeRequired' } }, { type: 'notifySelectionRequired', params: { error: 'sizeRequired' } }] },
      { guard: 'colorMissing', description: 'Then a colour.', actions: [{ type: 'setError', params: { error: 'colorRequired' } }, { type: 'notifySelectionRequired', params: { error: 'colorRequired' } }] },
      {
        description: 'Demo checkout: a toast, no payment.',
        actions: ['clearError', { type: 'notifyCheckout', params: ({ context }) => purchaseDetails(context) }],
      },
    ],
  },
  states: {
    sizeChart: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'sizeChart.toggle': 'shown' } },
        shown: { on: { 'sizeChart.toggle': 'hidden' } },
      },
    },
    wishlist: {
      initial: 'off',
      states: {
        off: { on: { 'wishlist.toggle': { target: 'on', actions: { type: 'notifyWishlist', params: { added: true } } } } },
        on: { on: { 'wishlist.toggle': { target: 'off', actions: { type: 'notifyWishlist', params: { added: false } } } } },
      },
    },
    coupon: {
      initial: 'none',
      states: {
        none: {
          on: {
            'coupon.apply': [
              { guard: 'couponValid', target: 'applied', actions: [{ type: 'setCouponStatus', params: { status: 'applied' } }, { type: 'notifyCoupon', params: { status: 'applied' } }] },
              { description: 'Any other code (also empty) is refused.', actions: [{ type: 'setCouponStatus', params: { status: 'invalid' } }, { type: 'notifyCoupon', params: { status: 'invalid' } }] },
            ],
          },
        },
        applied: {
          description: '20% off the total.',
          on: {
            'coupon.apply': [
              { guard: 'couponValid', description: 'Applying it again keeps the discount.', actions: [{ type: 'setCouponStatus', params: { status: 'applied' } }, { type: 'notifyCoupon', params: { status: 'applied' } }] },
              { target: 'none', description: 'An invalid code removes the discount.', actions: [{ type: 'setCouponStatus', params: { status: 'invalid' } }, { type: 'notifyCoupon', params: { status: 'invalid' } }] },
            ],
            'coupon.remove': { target: 'none', actions: ['clearCoupon', { type: 'notifyCoupon', params: { status: 'removed' } }] },
          },
        },
      },
    },
  },
})

/** Only called once size and colour are chosen (the guards above). */
function purchaseDetails(context: ShopProductContext): PurchaseDetails {
  return { quantity: context.quantity, size: context.size!, color: context.color! }
}

export type ShopProductMachine = typeof shopProductMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ShopProductSnap = SnapshotFrom<typeof shopProductMachine>

/** A coupon is applied. */
export function selectCouponApplied(s: ShopProductSnap): boolean {
  return s.matches({ coupon: 'applied' })
}

/** The size chart is shown. */
export function selectSizeChartShown(s: ShopProductSnap): boolean {
  return s.matches({ sizeChart: 'shown' })
}

/** The product is on the wishlist. */
export function selectWishlisted(s: ShopProductSnap): boolean {
  return s.matches({ wishlist: 'on' })
}

/** What the product part of the shop view renders: `useSelector(ref, selectShopProductView, shallowEqual)`. */
export function selectShopProductView(s: ShopProductSnap) {
  return { context: s.context, couponApplied: selectCouponApplied(s), sizeChartShown: selectSizeChartShown(s), wishlisted: selectWishlisted(s) }
}
export type ShopProductViewModel = ReturnType<typeof selectShopProductView>
