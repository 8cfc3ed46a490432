/**
 * The seeded choices of the "waiting and timing" challenges, pure so the pages and the
 * tests compute the same thing from a `?seed=`: which menu items a Disappearing Elements load shows
 * (and the seed of its next reload), and how far Shifting Content moves what in random mode.
 */
import { mulberry32 } from '../shared/random'

/** A generator for one purpose of one page: the same seed and salt give the same numbers. */
export function seededRandom(seed: number, salt: string): () => number {
  let h = seed >>> 0
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x9e3779b1) >>> 0
  return mulberry32(h)
}

export const MENU_ITEMS = ['home', 'about', 'contact', 'portfolio', 'gallery'] as const
export type MenuItem = (typeof MENU_ITEMS)[number]

/** The items of this load: Gallery on about half the seeds, Portfolio on most. */
export function menuOf(seed: number): MenuItem[] {
  const r = seededRandom(seed, 'disappearing')
  const gallery = r() < 0.5
  const portfolio = r() < 0.8
  return MENU_ITEMS.filter((item) => (item === 'gallery' ? gallery : item === 'portfolio' ? portfolio : true))
}

/** The seed of the next reload (1 … 999 999), derived from this one so a run replays. */
export function nextSeed(seed: number): number {
  return 1 + Math.floor(seededRandom(seed, 'disappearing-next')() * 999_999)
}

export const DEFAULT_PIXEL_SHIFT = 100
export const MAX_PIXEL_SHIFT = 120
export const LIST_LINES = 5

export interface ShiftLayout {
  mode: 'fixed' | 'random'
  menuShift: number
  imageShift: number
  /** The order of the list's lines (indexes 0…4). */
  order: number[]
}

/** Fixed: both shifted by `pixelShift`, list in order. Random: each shifted or not (seeded, 1…pixelShift px), list shuffled. */
export function layoutOf(mode: 'fixed' | 'random', seed: number, pixelShift: number): ShiftLayout {
  const identity = Array.from({ length: LIST_LINES }, (_, i) => i)
  if (mode === 'fixed') return { mode, menuShift: pixelShift, imageShift: pixelShift, order: identity }
  const r = seededRandom(seed, 'shifting')
  const shift = () => (r() < 0.5 ? 0 : 1 + Math.floor(r() * pixelShift))
  const menuShift = shift()
  const imageShift = shift()
  const order = [...identity]
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return { mode, menuShift, imageShift, order }
}
