/**
 * Changes made in other tabs (lists show the current data without a reload). Two sources:
 * - after every successful write (a non-GET request) the API client announces its path on the
 *   BroadcastChannel `qa-data-changes` (every mode: the tabs share the server, not the memory);
 * - in sandbox mode, the sandbox fires `qa-sandbox-change` on window once another tab's records
 *   reached this tab's data, naming the collections (any writer: the app, a test's own API calls,
 *   `window.__sandbox`).
 * A screen subscribes with the API paths it shows and tells its machine (`list.sync`), which
 * reloads and coalesces notices that arrive during a load, so the last change is never missed.
 */
import { useEffect, useRef } from 'react'

const CHANNEL = 'qa-data-changes'
/** mocks/browser.ts SANDBOX_CHANGE_EVENT (src does not import mocks). */
const SANDBOX_CHANGE_EVENT = 'qa-sandbox-change'
/** Every path: a full reload of the sandbox data. */
const ALL = '*'

/** The API paths whose answers a sandbox collection feeds. */
const COLLECTION_PATHS: Record<string, readonly string[]> = {
  todos: ['/todos'],
  posts: ['/posts'],
  comments: ['/comments', '/posts'],
  likes: ['/posts'],
  calendarEvents: ['/calendar'],
  kanbanBoards: ['/kanban'],
  kanbanColumns: ['/kanban'],
  kanbanCards: ['/kanban'],
  users: ['/users', '/auth/me'],
}

type Listener = (paths: readonly string[]) => void

let channel: BroadcastChannel | null | undefined
const listeners = new Set<Listener>()

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  } catch {
    channel = null
  }
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const path = (event.data as { path?: unknown } | null)?.path
      if (typeof path === 'string') emit([path])
    }
  }
  if (typeof window !== 'undefined') {
    window.addEventListener(SANDBOX_CHANGE_EVENT, (event) => {
      const collections = (event as CustomEvent<{ collections?: unknown }>).detail?.collections
      if (collections === 'all') emit([ALL])
      else if (Array.isArray(collections)) emit(collections.flatMap((name) => COLLECTION_PATHS[String(name)] ?? []))
    })
  }
  return channel
}

function emit(paths: string[]): void {
  if (paths.length === 0) return
  for (const listener of [...listeners]) listener(paths)
}

/** Tells the other tabs that a write to `path` succeeded (a channel never hears its own messages). */
export function announceDataChange(path: string): void {
  try {
    open()?.postMessage({ path })
  } catch {
    // A closed channel: the other tabs see the change on their next load.
  }
}

/** Calls `listener` when another tab wrote to a path starting with one of `prefixes`; returns the unsubscribe. */
export function onDataChangedElsewhere(prefixes: readonly string[], listener: () => void): () => void {
  open()
  const filtered: Listener = (paths) => {
    if (paths.some((path) => path === ALL || prefixes.some((prefix) => path.startsWith(prefix)))) listener()
  }
  listeners.add(filtered)
  return () => listeners.delete(filtered)
}

/** `onDataChangedElsewhere` for a screen's lifetime (the latest `listener` is called). */
export function useDataChangedElsewhere(prefixes: readonly string[], listener: () => void): void {
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  const key = prefixes.join('\u0000')
  useEffect(() => onDataChangedElsewhere(key.split('\u0000'), () => latest.current()), [key])
}
