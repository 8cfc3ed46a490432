/**
 * Key-value storage: `localStorage` / `sessionStorage` in the browser, an in-memory map in Node
 * (vitest) or when the browser refuses storage. The sandbox's runtime settings live here, and
 * the database's old single-document layout is read from here once to be imported (the
 * database itself is in IndexedDB: see persistence.ts).
 */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A Map-backed StorageLike; `dump()` shows its contents (for tests). */
export interface MemoryStorage extends StorageLike {
  dump(): Record<string, string>
  clear(): void
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
    clear: () => map.clear(),
  }
}

/** The browser's storage of that kind when it exists and works, else null. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const storage = (globalThis as Record<string, unknown>)[kind] as StorageLike | undefined
    if (!storage || typeof storage.getItem !== 'function') return null
    storage.getItem('qa-sandbox-probe')
    return storage
  } catch {
    return null
  }
}

/** Reads and parses a JSON value; `undefined` when absent, `{ error }` when unreadable. */
export function readJson(storage: StorageLike, key: string): { value: unknown } | { error: unknown } | undefined {
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch (error) {
    return { error }
  }
  if (raw === null) return undefined
  try {
    return { value: JSON.parse(raw) as unknown }
  } catch (error) {
    return { error }
  }
}
