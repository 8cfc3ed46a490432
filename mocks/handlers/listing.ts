/**
 * Helpers of the list endpoints (todos, posts): sorting with a total order, paging that
 * stays fast on large collections, and indexes kept by the collections' hooks.
 *
 * @msw/data has no indexes (every query is a scan), so the handlers read through `HookIndex`es
 * kept up to date by the collections' create/update/delete hooks: records by id, comments and
 * likes by post, todos by owner (post-index.ts: the posts in list order, by tag, with their
 * lower-case search text). O(1) or O(log n) per write, no scan of the collection per request.
 */
import type { Collections } from '../db/database'

export type SortOrder = 'asc' | 'desc'

/** A sort key: numbers and strings compare natively. */
export type SortKey = number | string

interface Keyed<T> {
  key: SortKey
  id: number
  record: T
}

/** Largest `page * limit` served by a bounded selection instead of a full sort. */
const SELECTION_MAX = 500

function compareKeyed<T>(order: SortOrder): (a: Keyed<T>, b: Keyed<T>) => number {
  const sign = order === 'asc' ? 1 : -1
  return (a, b) => {
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign
    return (a.id - b.id) * sign
  }
}

export interface Page<T> {
  items: T[]
  total: number
}

/**
 * The `page` (from 1) of `limit` records of `records`, ordered by `key` then id (both in
 * `order`, so the order is total and pages never overlap). The first pages use a bounded
 * selection (O(n) for page 1) rather than sorting everything.
 */
export function sortAndPage<T extends { id: number }>(
  records: readonly T[],
  key: (record: T) => SortKey,
  order: SortOrder,
  page: number,
  limit: number,
): Page<T> {
  const total = records.length
  const start = (page - 1) * limit
  const end = start + limit
  if (start >= total) return { items: [], total }
  const compare = compareKeyed<T>(order)
  if (end <= SELECTION_MAX && total > end * 2) {
    const top: Array<Keyed<T>> = []
    const sign = order === 'asc' ? 1 : -1
    for (const record of records) {
      const k = key(record)
      if (top.length === end) {
        // Most records lose against the current last one: reject them without allocating.
        const last = top[end - 1]!
        const versus = k !== last.key ? (k < last.key ? -1 : 1) * sign : (record.id - last.id) * sign
        if (versus >= 0) continue
      }
      const item = { key: k, id: record.id, record }
      let lo = 0
      let hi = top.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (compare(item, top[mid]!) < 0) hi = mid
        else lo = mid + 1
      }
      top.splice(lo, 0, item)
      if (top.length > end) top.pop()
    }
    return { items: top.slice(start).map((k) => k.record), total }
  }
  const keyed = records.map((record) => ({ key: key(record), id: record.id, record }))
  keyed.sort(compare)
  return { items: keyed.slice(start, end).map((k) => k.record), total }
}

// ---------------------------------------------------------------- hook indexes

interface HookEvent {
  data: { record?: unknown; deletedRecord?: unknown; prevRecord?: unknown; nextRecord?: unknown }
}
export interface IndexableCollection<R> {
  all(): readonly R[]
  count(): number
  hooks: unknown
}

/**
 * An index of a collection kept up to date by its create/update/delete hooks. Every way the
 * store changes records goes through them (handlers, a rollback, a refresh from another tab:
 * database.ts `place` deletes and creates), and a new database builds new collections (so new
 * indexes). As a safety net the index is rebuilt whenever its size disagrees with the
 * collection's. An update may fire its hook once per changed field: `update` must be idempotent.
 */
export abstract class HookIndex<R extends { id: number }> {
  protected size = 0
  private built = false

  constructor(protected readonly collection: IndexableCollection<R>) {
    const hooks = collection.hooks as { on(type: string, listener: (event: HookEvent) => void): void }
    hooks.on('create', (event) => {
      if (this.built) this.size += this.add(event.data.record as R) ? 1 : 0
    })
    hooks.on('delete', (event) => {
      if (this.built) this.size -= this.remove(event.data.deletedRecord as R) ? 1 : 0
    })
    hooks.on('update', (event) => {
      if (!this.built) return
      const prev = event.data.prevRecord as R
      const next = event.data.nextRecord as R
      this.size -= this.remove(prev) ? 1 : 0
      this.size += this.add(next) ? 1 : 0
    })
  }

  /** Adds a record (replacing one with its id); true when the index grew. */
  protected abstract add(record: R): boolean
  /** Removes the record with this record's id; true when there was one. */
  protected abstract remove(record: R): boolean
  protected abstract clear(): void

  /** Rebuilds when out of step with the collection (or never built). Call before every read. */
  protected check(): void {
    if (this.built && this.size === this.collection.count()) return
    this.clear()
    this.size = 0
    for (const record of this.collection.all()) this.size += this.add(record) ? 1 : 0
    this.built = true
  }
}

/** Orders records by created_at, then id (ascending). */
export function compareCreated(a: { created_at: string; id: number }, b: { created_at: string; id: number }): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1
  return a.id - b.id
}

/** Where `item` belongs in `list` (ascending by `compare`): the first position not before it. */
export function lowerBound<T, K>(list: readonly T[], item: K, compare: (a: T, b: K) => number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (compare(list[mid]!, item) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The position of the entry with this record's id in a list sorted by `compare`, or -1. */
export function sortedIndexOf<T extends { id: number }, K extends { id: number }>(list: readonly T[], item: K, compare: (a: T, b: K) => number): number {
  const at = lowerBound(list, item, compare)
  if (list[at]?.id === item.id) return at
  // Not where its keys say (should not happen): fall back to a scan.
  return list.findIndex((entry) => entry.id === item.id)
}

/**
 * Records of a collection grouped by a numeric key (comments by post_id, todos by user_id),
 * each group in `created_at`, id order; insertions and removals by binary search.
 */
export class GroupIndex<R extends { id: number; created_at: string }> extends HookIndex<R> {
  private groups = new Map<number, R[]>()
  /** The group each record id is in (an update may move a record to another group). */
  private groupOfId = new Map<number, number>()

  constructor(
    collection: IndexableCollection<R>,
    private readonly groupOf: (record: R) => number,
  ) {
    super(collection)
  }

  protected clear(): void {
    this.groups.clear()
    this.groupOfId.clear()
  }

  protected add(record: R): boolean {
    const grew = !this.remove(record)
    const key = this.groupOf(record)
    let group = this.groups.get(key)
    if (!group) this.groups.set(key, (group = []))
    const last = group[group.length - 1]
    if (!last || compareCreated(last, record) < 0) group.push(record)
    else group.splice(lowerBound(group, record, compareCreated), 0, record)
    this.groupOfId.set(record.id, key)
    return grew
  }

  protected remove(record: R): boolean {
    const key = this.groupOfId.get(record.id)
    if (key === undefined) return false
    this.groupOfId.delete(record.id)
    const group = this.groups.get(key)
    if (!group) return true
    const at = sortedIndexOf(group, record, compareCreated)
    if (at !== -1) group.splice(at, 1)
    if (group.length === 0) this.groups.delete(key)
    return true
  }

  /** The records of one group, oldest first (do not mutate). */
  get(key: number): readonly R[] {
    this.check()
    return this.groups.get(key) ?? []
  }
}

/** Records by id. */
export class IdIndex<R extends { id: number }> extends HookIndex<R> {
  private byId = new Map<number, R>()

  protected clear(): void {
    this.byId.clear()
  }

  protected add(record: R): boolean {
    const grew = !this.byId.has(record.id)
    this.byId.set(record.id, record)
    return grew
  }

  protected remove(record: R): boolean {
    return this.byId.delete(record.id)
  }

  get(id: number): R | undefined {
    this.check()
    return this.byId.get(id)
  }
}

export type CommentRow = ReturnType<Collections['comments']['all']>[number]
export type LikeRow = ReturnType<Collections['likes']['all']>[number]
export type TodoRow = ReturnType<Collections['todos']['all']>[number]

/** One index per collection object (a new database builds new collections, so new indexes). */
function perCollection<C extends object, I>(cache: WeakMap<object, I>, collection: C, build: (collection: C) => I): I {
  let index = cache.get(collection)
  if (!index) cache.set(collection, (index = build(collection)))
  return index
}

const commentIndexes = new WeakMap<object, GroupIndex<CommentRow>>()
const likeIndexes = new WeakMap<object, GroupIndex<LikeRow>>()
const todoIndexes = new WeakMap<object, GroupIndex<TodoRow>>()
const idIndexes = new WeakMap<object, IdIndex<{ id: number }>>()

/** Comments by post id, oldest first. */
export function commentsByPost(c: Collections): GroupIndex<CommentRow> {
  return perCollection(commentIndexes, c.comments, (col) => new GroupIndex<CommentRow>(col, (r) => r.post_id))
}

/** Likes by post id. */
export function likesByPost(c: Collections): GroupIndex<LikeRow> {
  return perCollection(likeIndexes, c.likes, (col) => new GroupIndex<LikeRow>(col, (r) => r.post_id))
}

/** Todos by owner (user_id), oldest first. */
export function todosByUser(c: Collections): GroupIndex<TodoRow> {
  return perCollection(todoIndexes, c.todos, (col) => new GroupIndex<TodoRow>(col, (r) => r.user_id))
}

/**
 * The record with this id: from an id index kept by the collection's hooks, or by a plain scan
 * for a collection without hooks (much cheaper than a `where` query either way).
 */
export function byId<R extends { id: number }>(collection: { all(): readonly R[] } | IndexableCollection<R>, id: number): R | undefined {
  if ('hooks' in collection && collection.hooks) {
    const index = perCollection(idIndexes, collection, (col) => new IdIndex<{ id: number }>(col as IndexableCollection<{ id: number }>))
    return index.get(id) as R | undefined
  }
  for (const record of collection.all()) if (record.id === id) return record
  return undefined
}
