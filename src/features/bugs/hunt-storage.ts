/**
 * The bug hunt in progress, kept in sessionStorage (key `qa-bug-hunt`) so it survives navigation
 * and reloads in this tab; the sandbox runtime keeps the switched-on bugs themselves.
 */
import type { SavedHunt } from '@machines/bugs/bug-hunt.machine'

export const HUNT_KEY = 'qa-bug-hunt'

function store(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function readHunt(): SavedHunt | null {
  try {
    const value = JSON.parse(store()?.getItem(HUNT_KEY) ?? 'null') as Partial<SavedHunt> | null
    if (!value || typeof value !== 'object') return null
    if (!['hunting', 'scored', 'revealed'].includes(String(value.phase)) || typeof value.seed !== 'number' || typeof value.count !== 'number') return null
    return { phase: value.phase!, seed: value.seed, count: value.count, claimed: Array.isArray(value.claimed) ? value.claimed.filter((id) => typeof id === 'string') : [] }
  } catch {
    return null
  }
}

export function writeHunt(hunt: SavedHunt): void {
  try {
    store()?.setItem(HUNT_KEY, JSON.stringify(hunt))
  } catch {
    /* no storage: the hunt lasts as long as the page */
  }
}

export function clearHunt(): void {
  try {
    store()?.removeItem(HUNT_KEY)
  } catch {
    /* nothing stored */
  }
}

/** A seed for a new hunt (shown and editable, so the hunt can be replayed). */
export function randomSeed(): number {
  return 1 + Math.floor(Math.random() * 999_999)
}
