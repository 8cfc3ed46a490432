/**
 * The seeded targets of the input-device challenges: which user to open, which menu
 * item to choose, which key to press, which slider value, which name to type, which order to
 * sort into. Pure functions of the page's seed (mulberry32), shared by the views and the tests.
 */
import { mulberry32 } from '../shared/random'

/** One seeded choice from a list (the same seed gives the same choice). */
export function pick<T>(seed: number, list: readonly T[], salt = 0): T {
  const rand = mulberry32(seed + salt)
  return list[Math.floor(rand() * list.length)]!
}

/** A seeded permutation (Fisher–Yates with mulberry32). */
export function shuffled<T>(seed: number, list: readonly T[]): T[] {
  const rand = mulberry32(seed)
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

export const HOVER_USERS = [1, 2, 3] as const
export const MENU_ITEMS = ['copy', 'rename', 'share', 'delete'] as const
export const KEY_TARGETS = ['Enter', 'Tab', 'Escape', 'ArrowDown', 'Backspace', 'Shift+K', 'Control+Enter', 'Alt+ArrowUp', 'F2'] as const
export const SLIDER_TARGETS = ['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5'] as const
export const OVERLAP_NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Margaret Hamilton', 'Edsger Dijkstra'] as const
export const SORT_ITEMS = ['plan', 'write', 'run', 'review', 'ship'] as const

export const hoverTarget = (seed: number) => `user${pick(seed, HOVER_USERS)}`
export const menuTarget = (seed: number) => pick(seed, MENU_ITEMS)
export const keyTarget = (seed: number) => pick(seed, KEY_TARGETS)
export const sliderTarget = (seed: number) => pick(seed, SLIDER_TARGETS)
export const overlapTarget = (seed: number) => pick(seed, OVERLAP_NAMES)

/** The target order and a different start order of the sortable list. */
export function sortOrders(seed: number): { target: string[]; start: string[] } {
  const target = shuffled(seed, SORT_ITEMS)
  const s = shuffled(seed + 1, SORT_ITEMS)
  return { target, start: s.join(',') === target.join(',') ? [...s].reverse() : s }
}

const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Shift', 'Meta'])

/** 'Shift+K', 'Control+Enter', 'Tab', 'Shift' (a modifier alone is just its name). */
export function comboOf(e: { key: string; ctrlKey: boolean; altKey: boolean; shiftKey: boolean; metaKey: boolean }): string {
  if (MODIFIER_KEYS.has(e.key)) return e.key
  const mods = [e.ctrlKey && 'Control', e.altKey && 'Alt', e.shiftKey && 'Shift', e.metaKey && 'Meta'].filter(Boolean)
  const key = e.key === ' ' ? 'Space' : e.key.length === 1 ? e.key.toUpperCase() : e.key
  return [...mods, key].join('+')
}
