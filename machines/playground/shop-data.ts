/**
 * Sample data of the e-commerce product page (docs/spec/3-playground.md §3 "Sample product", "Sample review",
 * "Related product"; §9): one product, three reviews, four related products and the shop's
 * constants. Amounts are US dollars; the Korean screen shows them as a Korean shop prices:
 * won (× 1300, docs/spec/3-playground.md §9) rounded to a whole ₩1,000 (`shopAmount`), so ₩390,000 rather than a
 * raw conversion like ₩389,987. The view formats them with Intl.NumberFormat.
 * Display texts (names, comments, features) are translated by id in the `shop` namespace; the
 * English texts here are the canonical sample values.
 */

import { isKorean } from '../shared/language'
import { KRW_PER_USD } from './banking-data'

export const SHOP_SIZES = ['small', 'medium', 'large', 'x-large'] as const
export type ShopSize = (typeof SHOP_SIZES)[number]

export const SHOP_COLORS = ['black', 'white', 'blue', 'red'] as const
export type ShopColor = (typeof SHOP_COLORS)[number]

export const SHOP_IMAGES = ['front', 'side', 'folded', 'case'] as const
export type ShopImage = (typeof SHOP_IMAGES)[number]

export const SHOP_FEATURES = ['noiseCancelling', 'battery', 'bluetooth', 'fastCharging', 'comfort'] as const
export type ShopFeature = (typeof SHOP_FEATURES)[number]

export interface ShopProduct {
  id: string
  name: string
  brand: string
  /** Current price in USD. */
  price: number
  /** Price before the sale in USD (the savings badge compares the two). */
  originalPrice: number
  rating: number
  reviewCount: number
  sku: string
  stockCount: number
  images: readonly ShopImage[]
  sizes: readonly ShopSize[]
  colors: readonly ShopColor[]
  features: readonly ShopFeature[]
  /** Share of all reviews per star rating, in percent (5 → 60 means 60% of the reviews give 5 stars). */
  ratingDistribution: Readonly<Record<ReviewRating, number>>
}

export type ReviewRating = 1 | 2 | 3 | 4 | 5

export interface ShopReview {
  id: string
  author: string
  rating: ReviewRating
  /** ISO date (YYYY-MM-DD). */
  date: string
  comment: string
  helpful: number
  verified: boolean
}

export interface RelatedProduct {
  id: string
  name: string
  price: number
  /** Which drawn placeholder the view shows (no external image URLs: the app works offline). */
  image: 'earbuds' | 'speaker' | 'stand' | 'amplifier'
}

export const SAMPLE_PRODUCT: ShopProduct = {
  id: 'premium-wireless-headphones',
  name: 'Premium Wireless Headphones',
  brand: 'AudioTech',
  price: 299.99,
  originalPrice: 399.99,
  rating: 4.5,
  reviewCount: 1284,
  sku: 'AT-PWH-2024',
  stockCount: 15,
  images: SHOP_IMAGES,
  sizes: SHOP_SIZES,
  colors: SHOP_COLORS,
  features: SHOP_FEATURES,
  ratingDistribution: { 5: 60, 4: 30, 3: 10, 2: 0, 1: 0 },
}

/**
 * Three reviews with distinct dates, ratings and helpful counts, so every sort order differs:
 * helpful r1, r3, r2 · recent r2, r1, r3 · rating-high r1, r2, r3 · rating-low r3, r2, r1.
 */
export const SAMPLE_REVIEWS: readonly ShopReview[] = [
  {
    id: 'r1',
    author: 'Michael Chen',
    rating: 5,
    date: '2025-03-02',
    comment: 'Best headphones I have owned. The noise cancellation is superb and the battery easily lasts a week of commuting.',
    helpful: 45,
    verified: true,
  },
  {
    id: 'r2',
    author: 'Sarah Johnson',
    rating: 4,
    date: '2025-04-18',
    comment: 'Great sound and very comfortable. The case is a bit bulky, otherwise perfect.',
    helpful: 12,
    verified: true,
  },
  {
    id: 'r3',
    author: 'David Kim',
    rating: 3,
    date: '2025-01-20',
    comment: 'Good audio quality, but the ear cushions get warm after an hour and the app needs work.',
    helpful: 28,
    verified: false,
  },
]

export const RELATED_PRODUCTS: readonly RelatedProduct[] = [
  { id: 'earbuds-pro', name: 'Wireless Earbuds Pro', price: 149.99, image: 'earbuds' },
  { id: 'bluetooth-speaker', name: 'Portable Bluetooth Speaker', price: 89.99, image: 'speaker' },
  { id: 'headphone-stand', name: 'Aluminium Headphone Stand', price: 29.99, image: 'stand' },
  { id: 'usb-dac-amp', name: 'USB DAC Amplifier', price: 129.99, image: 'amplifier' },
]

/** The size chart: head circumference and headband length per size, in centimetres. */
export const SIZE_CHART: Readonly<Record<ShopSize, { headCm: readonly [number, number]; headbandCm: readonly [number, number] }>> = {
  small: { headCm: [50, 54], headbandCm: [30, 33] },
  medium: { headCm: [54, 57], headbandCm: [33, 36] },
  large: { headCm: [57, 60], headbandCm: [36, 39] },
  'x-large': { headCm: [60, 63], headbandCm: [39, 42] },
}

/** The shop's constants (docs/spec/3-playground.md §9). */
export const SHOP_RULES = {
  /** The only coupon: matched case-insensitively after trimming. */
  couponCode: 'SAVE20',
  couponPercent: 20,
  minQuantity: 1,
  /** Free shipping on orders over this amount (USD). */
  freeShippingOverUsd: 50,
  returnDays: 30,
  deliveryDays: { min: 3, max: 5 },
  /** At or below this stock count the low-stock warning shows. */
  lowStockThreshold: 20,
  /** Reviews shown before "Show more reviews". */
  reviewPreviewCount: 2,
} as const

/** The savings badge: how much cheaper than the original price, in whole percent (299.99 vs 399.99 → 25). */
export function savingsPercent(product: Pick<ShopProduct, 'price' | 'originalPrice'>): number {
  if (product.originalPrice <= 0 || product.price >= product.originalPrice) return 0
  return Math.round(((product.originalPrice - product.price) / product.originalPrice) * 100)
}

export type StockStatus = 'outOfStock' | 'lowStock' | 'inStock'

export function stockStatus(stockCount: number): StockStatus {
  if (stockCount <= 0) return 'outOfStock'
  return stockCount <= SHOP_RULES.lowStockThreshold ? 'lowStock' : 'inStock'
}

/** The shop's display currency: won on the Korean screen, dollars otherwise. */
export type ShopCurrency = 'USD' | 'KRW'

export function shopCurrency(language: string): ShopCurrency {
  return isKorean(language) ? 'KRW' : 'USD'
}

/**
 * A price as a Korean shop shows it: the dollar amount × 1300, rounded to a whole ₩1,000
 * (₩100 under ₩10,000): 299.99 → ₩390,000, 29.99 → ₩39,000, 5.99 → ₩7,800.
 */
export function wonPrice(usd: number): number {
  const won = usd * KRW_PER_USD
  const step = Math.abs(won) >= 10_000 ? 1000 : 100
  return Math.round(won / step) * step
}

/** A sample amount in the display currency: dollars as they are, won as `wonPrice`. */
export function shopAmount(usd: number, currency: ShopCurrency): number {
  return currency === 'KRW' ? wonPrice(usd) : usd
}
