import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { SAMPLE_PRODUCT, savingsPercent, SHOP_RULES, stockStatus } from './shop-data'
import { isValidCoupon, parseQuantity, priceSummary, shopProductMachine, type ShopProductEvent, type ShopProductInput } from './shop-product.machine'

function setup(input?: ShopProductInput) {
  const notifySelectionRequired = vi.fn()
  const notifyAddedToCart = vi.fn()
  const notifyCheckout = vi.fn()
  const notifyWishlist = vi.fn()
  const notifyCoupon = vi.fn()
  const machine = shopProductMachine.provide({
    actions: { notifySelectionRequired, notifyAddedToCart, notifyCheckout, notifyWishlist, notifyCoupon },
  })
  const actor = createActor(machine, { input })
  actor.start()
  const send = (...events: ShopProductEvent[]) => events.forEach((e) => actor.send(e))
  const ctx = () => actor.getSnapshot().context
  const matches = (value: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) => actor.getSnapshot().matches(value)
  return { actor, send, ctx, matches, notifySelectionRequired, notifyAddedToCart, notifyCheckout, notifyWishlist, notifyCoupon }
}

const params = (fn: ReturnType<typeof vi.fn>, call = 0) => fn.mock.calls[call]?.[1]

describe('sample data', () => {
  it('has the spec values', () => {
    expect(SAMPLE_PRODUCT).toMatchObject({ price: 299.99, originalPrice: 399.99, rating: 4.5, reviewCount: 1284, stockCount: 15 })
    expect(SAMPLE_PRODUCT.sizes).toEqual(['small', 'medium', 'large', 'x-large'])
    expect(SAMPLE_PRODUCT.colors).toEqual(['black', 'white', 'blue', 'red'])
    expect(SAMPLE_PRODUCT.images).toHaveLength(4)
    expect(SAMPLE_PRODUCT.ratingDistribution).toEqual({ 5: 60, 4: 30, 3: 10, 2: 0, 1: 0 })
  })

  it('computes the savings badge (25% for 299.99 vs 399.99) and 0 without a discount', () => {
    expect(savingsPercent(SAMPLE_PRODUCT)).toBe(25)
    expect(savingsPercent({ price: 50, originalPrice: 50 })).toBe(0)
    expect(savingsPercent({ price: 60, originalPrice: 50 })).toBe(0)
    expect(savingsPercent({ price: 10, originalPrice: 0 })).toBe(0)
    expect(savingsPercent({ price: 66.66, originalPrice: 100 })).toBe(33)
  })

  it('classifies the stock: 15 is low, above the threshold is in stock, 0 is out', () => {
    expect(stockStatus(15)).toBe('lowStock')
    expect(stockStatus(SHOP_RULES.lowStockThreshold)).toBe('lowStock')
    expect(stockStatus(SHOP_RULES.lowStockThreshold + 1)).toBe('inStock')
    expect(stockStatus(1)).toBe('lowStock')
    expect(stockStatus(0)).toBe('outOfStock')
  })
})

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    [' 12 ', 12],
    ['015', 15],
    ['15', 15],
  ])('takes the whole number %j as %i', (text, quantity) => {
    expect(parseQuantity(text, 15)).toEqual({ quantity, notice: null })
  })

  it.each([['16'], ['99'], ['100000000000000000000']])('clamps %j above stock to 15', (text) => {
    expect(parseQuantity(text, 15)).toEqual({ quantity: 15, notice: 'clamped' })
  })

  it.each([['abc'], ['0'], ['-3'], ['2.5'], [''], ['   '], ['1e3'], ['+2'], ['3 4'], ['٣']])('falls back to 1 for %j', (text) => {
    expect(parseQuantity(text, 15)).toEqual({ quantity: 1, notice: 'invalid' })
  })
})

describe('isValidCoupon', () => {
  it.each([['SAVE20'], ['save20'], ['Save20'], ['  SAVE20  '], ['\tsave20\n']])('accepts %j', (code) => expect(isValidCoupon(code)).toBe(true))
  it.each([[''], ['SAVE10'], ['SAVE 20'], ['SAVE200'], ['FIRSTTIME'], ['S4VE20']])('refuses %j', (code) => expect(isValidCoupon(code)).toBe(false))
})

describe('priceSummary', () => {
  it('multiplies the price by the quantity without a coupon', () => {
    expect(priceSummary(299.99, 1, false)).toEqual({ subtotal: 299.99, discount: 0, total: 299.99 })
    expect(priceSummary(299.99, 3, false)).toEqual({ subtotal: 899.97, discount: 0, total: 899.97 })
  })

  it('takes 20% off with the coupon, rounded to cents, and the rows add up', () => {
    expect(priceSummary(299.99, 1, true)).toEqual({ subtotal: 299.99, discount: 60, total: 239.99 })
    expect(priceSummary(299.99, 2, true)).toEqual({ subtotal: 599.98, discount: 120, total: 479.98 })
    expect(priceSummary(299.99, 15, true)).toEqual({ subtotal: 4499.85, discount: 899.97, total: 3599.88 })
  })
})

describe('shop product machine', () => {
  it('starts with the first image, nothing chosen, quantity 1, no coupon, empty cart, chart hidden, not in the wishlist', () => {
    const { actor, ctx } = setup()
    expect(actor.getSnapshot().value).toEqual({ sizeChart: 'hidden', wishlist: 'off', coupon: 'none' })
    expect(ctx()).toEqual({
      product: SAMPLE_PRODUCT,
      image: 'front',
      size: null,
      color: null,
      quantity: 1,
      quantityDraft: null,
      quantityNotice: null,
      couponCode: '',
      couponStatus: null,
      error: null,
      cartCount: 0,
    })
  })

  it('takes the product from its input', () => {
    const product = { ...SAMPLE_PRODUCT, stockCount: 3, images: ['case', 'front'] as const }
    const { ctx, send } = setup({ product })
    expect(ctx().image).toBe('case')
    send({ type: 'quantity.increment' }, { type: 'quantity.increment' }, { type: 'quantity.increment' })
    expect(ctx().quantity).toBe(3)
  })

  it('selects images', () => {
    const { ctx, send } = setup()
    send({ type: 'image.select', image: 'folded' })
    expect(ctx().image).toBe('folded')
    send({ type: 'image.select', image: 'case' })
    expect(ctx().image).toBe('case')
  })

  it('toggles the size chart', () => {
    const { matches, send } = setup()
    send({ type: 'sizeChart.toggle' })
    expect(matches({ sizeChart: 'shown' })).toBe(true)
    send({ type: 'sizeChart.toggle' })
    expect(matches({ sizeChart: 'hidden' })).toBe(true)
  })

  it('toggles the wishlist with a toast each way', () => {
    const { matches, send, notifyWishlist } = setup()
    send({ type: 'wishlist.toggle' })
    expect(matches({ wishlist: 'on' })).toBe(true)
    expect(params(notifyWishlist, 0)).toEqual({ added: true })
    send({ type: 'wishlist.toggle' })
    expect(matches({ wishlist: 'off' })).toBe(true)
    expect(params(notifyWishlist, 1)).toEqual({ added: false })
    expect(notifyWishlist).toHaveBeenCalledTimes(2)
  })

  it('keeps the regions independent', () => {
    const { actor, send, ctx } = setup()
    send({ type: 'wishlist.toggle' }, { type: 'sizeChart.toggle' }, { type: 'coupon.change', value: 'save20' }, { type: 'coupon.apply' }, { type: 'size.select', size: 'large' })
    expect(actor.getSnapshot().value).toEqual({ sizeChart: 'shown', wishlist: 'on', coupon: 'applied' })
    expect(ctx().size).toBe('large')
    send({ type: 'wishlist.toggle' })
    expect(actor.getSnapshot().value).toEqual({ sizeChart: 'shown', wishlist: 'off', coupon: 'applied' })
  })

  describe('quantity', () => {
    it('increments and decrements by one', () => {
      const { ctx, send } = setup()
      send({ type: 'quantity.increment' }, { type: 'quantity.increment' })
      expect(ctx().quantity).toBe(3)
      send({ type: 'quantity.decrement' })
      expect(ctx().quantity).toBe(2)
    })

    it('never goes below 1', () => {
      const { actor, ctx, send } = setup()
      const before = actor.getSnapshot()
      send({ type: 'quantity.decrement' })
      expect(ctx().quantity).toBe(1)
      expect(actor.getSnapshot()).toBe(before)
    })

    it('never goes above stockCount (15) with plus', () => {
      const { ctx, send } = setup()
      for (let i = 0; i < 20; i++) send({ type: 'quantity.increment' })
      expect(ctx().quantity).toBe(15)
      send({ type: 'quantity.decrement' })
      expect(ctx().quantity).toBe(14)
    })

    it('keeps typed text as a draft until committed', () => {
      const { ctx, send } = setup()
      send({ type: 'quantity.change', value: '7' })
      expect(ctx()).toMatchObject({ quantity: 1, quantityDraft: '7', quantityNotice: null })
      send({ type: 'quantity.commit' })
      expect(ctx()).toMatchObject({ quantity: 7, quantityDraft: null, quantityNotice: null })
    })

    it.each([['abc'], ['0'], ['-2'], ['2.5'], ['']])('falls back to 1 with the invalid notice for %j', (value) => {
      const { ctx, send } = setup()
      send({ type: 'quantity.increment' }, { type: 'quantity.change', value }, { type: 'quantity.commit' })
      expect(ctx()).toMatchObject({ quantity: 1, quantityDraft: null, quantityNotice: 'invalid' })
    })

    it.each([['16'], ['99']])('clamps %j to 15 with the clamped notice', (value) => {
      const { ctx, send } = setup()
      send({ type: 'quantity.change', value }, { type: 'quantity.commit' })
      expect(ctx()).toMatchObject({ quantity: 15, quantityDraft: null, quantityNotice: 'clamped' })
    })

    it('ignores a commit without a draft', () => {
      const { actor, send } = setup()
      const before = actor.getSnapshot()
      send({ type: 'quantity.commit' })
      expect(actor.getSnapshot()).toBe(before)
    })

    it('clears the notice on the next change, increment or decrement', () => {
      const { ctx, send } = setup()
      send({ type: 'quantity.change', value: 'x' }, { type: 'quantity.commit' })
      send({ type: 'quantity.change', value: '3' })
      expect(ctx().quantityNotice).toBeNull()
      send({ type: 'quantity.commit' }, { type: 'quantity.change', value: '99' }, { type: 'quantity.commit' })
      expect(ctx().quantityNotice).toBe('clamped')
      send({ type: 'quantity.decrement' })
      expect(ctx()).toMatchObject({ quantity: 14, quantityNotice: null })
      send({ type: 'quantity.change', value: '0' }, { type: 'quantity.commit' }, { type: 'quantity.increment' })
      expect(ctx()).toMatchObject({ quantity: 2, quantityNotice: null })
    })

    it('plus and minus drop a pending draft and act on the committed quantity', () => {
      const { ctx, send } = setup()
      send({ type: 'quantity.change', value: '9' }, { type: 'quantity.increment' })
      expect(ctx()).toMatchObject({ quantity: 2, quantityDraft: null })
      send({ type: 'quantity.change', value: '9' }, { type: 'quantity.decrement' })
      expect(ctx()).toMatchObject({ quantity: 1, quantityDraft: null })
    })
  })

  describe('coupon', () => {
    it.each([['SAVE20'], ['save20'], ['  Save20 ']])('applies %j with the success toast', (value) => {
      const { matches, ctx, send, notifyCoupon } = setup()
      send({ type: 'coupon.change', value }, { type: 'coupon.apply' })
      expect(matches({ coupon: 'applied' })).toBe(true)
      expect(ctx()).toMatchObject({ couponCode: value, couponStatus: 'applied' })
      expect(params(notifyCoupon)).toEqual({ status: 'applied' })
    })

    it.each([['SAVE10'], [''], ['SAVE 20']])('refuses %j with the invalid toast', (value) => {
      const { matches, ctx, send, notifyCoupon } = setup()
      send({ type: 'coupon.change', value }, { type: 'coupon.apply' })
      expect(matches({ coupon: 'none' })).toBe(true)
      expect(ctx().couponStatus).toBe('invalid')
      expect(params(notifyCoupon)).toEqual({ status: 'invalid' })
    })

    it('re-applying the valid code keeps the discount', () => {
      const { matches, send, notifyCoupon } = setup()
      send({ type: 'coupon.change', value: 'SAVE20' }, { type: 'coupon.apply' }, { type: 'coupon.apply' })
      expect(matches({ coupon: 'applied' })).toBe(true)
      expect(notifyCoupon).toHaveBeenCalledTimes(2)
    })

    it('an invalid code after a valid one removes the discount', () => {
      const { matches, ctx, send, notifyCoupon } = setup()
      send({ type: 'coupon.change', value: 'SAVE20' }, { type: 'coupon.apply' }, { type: 'coupon.change', value: 'SAVE30' }, { type: 'coupon.apply' })
      expect(matches({ coupon: 'none' })).toBe(true)
      expect(ctx()).toMatchObject({ couponCode: 'SAVE30', couponStatus: 'invalid' })
      expect(params(notifyCoupon, 1)).toEqual({ status: 'invalid' })
    })

    it('remove clears the code and the discount', () => {
      const { matches, ctx, send, notifyCoupon } = setup()
      send({ type: 'coupon.change', value: 'save20' }, { type: 'coupon.apply' }, { type: 'coupon.remove' })
      expect(matches({ coupon: 'none' })).toBe(true)
      expect(ctx()).toMatchObject({ couponCode: '', couponStatus: 'removed' })
      expect(params(notifyCoupon, 1)).toEqual({ status: 'removed' })
    })

    it('remove does nothing without an applied coupon', () => {
      const { actor, send } = setup()
      send({ type: 'coupon.change', value: 'x' })
      const before = actor.getSnapshot()
      send({ type: 'coupon.remove' })
      expect(actor.getSnapshot()).toBe(before)
    })

    it('typing keeps the applied discount until the next apply', () => {
      const { matches, ctx, send } = setup()
      send({ type: 'coupon.change', value: 'SAVE20' }, { type: 'coupon.apply' }, { type: 'coupon.change', value: 'other' })
      expect(matches({ coupon: 'applied' })).toBe(true)
      expect(ctx().couponStatus).toBe('applied')
    })
  })

  describe.each([
    ['cart.add', 'notifyAddedToCart'],
    ['checkout.start', 'notifyCheckout'],
  ] as const)('%s', (type, success) => {
    it('asks for a size first (even when a colour is chosen)', () => {
      const t = setup()
      t.send({ type: 'color.select', color: 'red' }, { type })
      expect(t.ctx().error).toBe('sizeRequired')
      expect(params(t.notifySelectionRequired)).toEqual({ error: 'sizeRequired' })
      expect(t[success]).not.toHaveBeenCalled()
      expect(t.ctx().cartCount).toBe(0)
    })

    it('then asks for a colour', () => {
      const t = setup()
      t.send({ type }, { type: 'size.select', size: 'medium' })
      expect(t.ctx().error).toBeNull()
      t.send({ type })
      expect(t.ctx().error).toBe('colorRequired')
      expect(params(t.notifySelectionRequired, 1)).toEqual({ error: 'colorRequired' })
      expect(t[success]).not.toHaveBeenCalled()
    })

    it('a colour alone does not clear the size message; a size alone does not clear the colour message', () => {
      const t = setup()
      t.send({ type }, { type: 'color.select', color: 'blue' })
      expect(t.ctx().error).toBe('sizeRequired')
      const u = setup()
      u.send({ type: 'size.select', size: 'small' }, { type }, { type: 'size.select', size: 'large' })
      expect(u.ctx().error).toBe('colorRequired')
      u.send({ type: 'color.select', color: 'white' })
      expect(u.ctx().error).toBeNull()
    })

    it('succeeds with size and colour, reporting quantity, size and colour', () => {
      const t = setup()
      t.send({ type: 'size.select', size: 'medium' }, { type: 'color.select', color: 'black' }, { type: 'quantity.increment' }, { type })
      expect(params(t[success])).toEqual({ quantity: 2, size: 'medium', color: 'black' })
      expect(t.ctx().error).toBeNull()
      expect(t.notifySelectionRequired).not.toHaveBeenCalled()
    })
  })

  it('adds the quantity to the cart count each time', () => {
    const { ctx, send, notifyAddedToCart } = setup()
    send({ type: 'size.select', size: 'x-large' }, { type: 'color.select', color: 'blue' }, { type: 'quantity.change', value: '3' }, { type: 'quantity.commit' }, { type: 'cart.add' })
    expect(ctx().cartCount).toBe(3)
    send({ type: 'quantity.decrement' }, { type: 'cart.add' })
    expect(ctx().cartCount).toBe(5)
    expect(notifyAddedToCart).toHaveBeenCalledTimes(2)
    expect(params(notifyAddedToCart, 1)).toEqual({ quantity: 2, size: 'x-large', color: 'blue' })
  })

  it('buy now does not change the cart', () => {
    const { ctx, send } = setup()
    send({ type: 'size.select', size: 'small' }, { type: 'color.select', color: 'white' }, { type: 'checkout.start' })
    expect(ctx().cartCount).toBe(0)
  })

  it('a successful add clears an earlier message', () => {
    const { ctx, send } = setup()
    send({ type: 'size.select', size: 'small' }, { type: 'cart.add' })
    expect(ctx().error).toBe('colorRequired')
    send({ type: 'color.select', color: 'white' }, { type: 'cart.add' })
    expect(ctx().error).toBeNull()
  })
})
