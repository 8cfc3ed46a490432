/**
 * The learner's challenge progress: which challenges were opened and which were
 * solved, kept in localStorage under `qa.challenges.progress.v1` as `{ v: 1, visited, solved }`
 * (maps of slug → true). Pure functions plus a tiny store with subscribe/get for React's
 * useSyncExternalStore. Unreadable, foreign or oversized data is reset, never a crash; the maps are
 * bounded (slug shape, entry count) so a hand-edited value cannot grow without limit.
 */
export const PROGRESS_KEY = 'qa.challenges.progress.v1'
/** More than every challenge there will ever be; older entries beyond it are dropped. */
export const MAX_PROGRESS_ENTRIES = 300
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/
/** Bytes of stored JSON beyond which the value is treated as corrupted. */
const MAX_RAW_LENGTH = 64_000

export interface ChallengeProgress {
  v: 1
  visited: Record<string, true>
  solved: Record<string, true>
}

export type ProgressStatus = 'new' | 'visited' | 'solved'

export const emptyProgress = (): ChallengeProgress => ({ v: 1, visited: {}, solved: {} })

export function isSlug(value: string): boolean {
  return SLUG.test(value)
}

function slugMap(value: unknown): Record<string, true> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const out: Record<string, true> = {}
  let count = 0
  for (const [slug, flag] of Object.entries(value)) {
    if (flag !== true || !isSlug(slug)) continue
    if (count >= MAX_PROGRESS_ENTRIES) break
    out[slug] = true
    count += 1
  }
  return out
}

/** Reads a stored value: a wrong version, shape or JSON gives `undefined` (the caller resets). */
export function parseProgress(raw: string | null): ChallengeProgress | undefined {
  if (raw === null || raw.length > MAX_RAW_LENGTH) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { v?: unknown }).v !== 1) return undefined
  const visited = slugMap((parsed as { visited?: unknown }).visited)
  const solved = slugMap((parsed as { solved?: unknown }).solved)
  if (!visited || !solved) return undefined
  return { v: 1, visited, solved }
}

function add(map: Record<string, true>, slug: string): Record<string, true> {
  if (map[slug]) return map
  const keys = Object.keys(map)
  const kept = keys.length >= MAX_PROGRESS_ENTRIES ? keys.slice(keys.length - MAX_PROGRESS_ENTRIES + 1) : keys
  return { ...Object.fromEntries(kept.map((k) => [k, true as const])), [slug]: true }
}

/** Opening a challenge marks it visited (the same object back when nothing changes). */
export function markVisited(progress: ChallengeProgress, slug: string): ChallengeProgress {
  if (!isSlug(slug) || progress.visited[slug]) return progress
  return { ...progress, visited: add(progress.visited, slug) }
}

/** Solving marks it solved, and visited. */
export function markSolved(progress: ChallengeProgress, slug: string): ChallengeProgress {
  if (!isSlug(slug) || (progress.solved[slug] && progress.visited[slug])) return progress
  return { v: 1, visited: add(progress.visited, slug), solved: add(progress.solved, slug) }
}

export function statusOf(progress: ChallengeProgress, slug: string): ProgressStatus {
  return progress.solved[slug] ? 'solved' : progress.visited[slug] ? 'visited' : 'new'
}

/** How many of these slugs are solved / visited (solved counts as visited). */
export function summarize(progress: ChallengeProgress, slugs: readonly string[]): { total: number; visited: number; solved: number } {
  let visited = 0
  let solved = 0
  for (const slug of slugs) {
    if (progress.solved[slug]) solved += 1
    if (progress.visited[slug] || progress.solved[slug]) visited += 1
  }
  return { total: slugs.length, visited, solved }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The stored progress as an external store: `get()` returns the same object until it changes,
 * `subscribe` hears changes from this tab and from others (the `storage` event).
 */
export function createProgressStore(storage: () => StorageLike | null) {
  let current: ChallengeProgress | undefined
  const listeners = new Set<() => void>()

  const read = (): ChallengeProgress => {
    const s = storage()
    if (!s) return emptyProgress()
    let raw: string | null
    try {
      raw = s.getItem(PROGRESS_KEY)
    } catch {
      return emptyProgress()
    }
    const parsed = parseProgress(raw)
    if (!parsed && raw !== null) {
      try {
        s.removeItem(PROGRESS_KEY)
      } catch {
        // storage unavailable: the learner just starts over
      }
    }
    return parsed ?? emptyProgress()
  }

  const get = (): ChallengeProgress => (current ??= read())

  const set = (next: ChallengeProgress) => {
    if (next === get()) return
    current = next
    try {
      storage()?.setItem(PROGRESS_KEY, JSON.stringify(next))
    } catch {
      // full or blocked storage: progress lives on for this page only
    }
    listeners.forEach((l) => l())
  }

  return {
    get,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Another tab wrote the key (or cleared storage): read it again. */
    reload() {
      current = undefined
      listeners.forEach((l) => l())
    },
    visit: (slug: string) => set(markVisited(get(), slug)),
    solve: (slug: string) => set(markSolved(get(), slug)),
    reset() {
      set(emptyProgress())
    },
  }
}

export type ProgressStore = ReturnType<typeof createProgressStore>
