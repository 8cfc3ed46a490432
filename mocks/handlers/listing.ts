/**
 * Helpers of the list endpoints (todos, posts): sorting with a total order, paging that
 * stays fast on large collections, and per-post indexes of comments and likes.
 *
 * @msw/data has no indexes (every query is a scan), so the post answers, which need the
 * comments and likes of each post, read them from `GroupIndex`es kept up to date by the
 * collections' hooks: O(1) per post instead of a scan of every comment per post.
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

// ---------------------------------------------------------------- group indexes

interface HookEvent {
  data: { record?: unknown; deletedRecord?: unknown; prevRecord?: unknown; nextRecord?: unknown }
}
interface IndexableCollection<R> {
  all(): readonly R[]
  count(): number
  hooks: unknown
}

/**
 * Records of a collection grouped by a numeric key (e.g. comments by post_id), each group in
 * `created_at`, id order. Maintained through the collection's create/update/delete hooks and
 * rebuilt whenever its size disagrees with the collection's (e.g. data replaced wholesale).
 */
export class GroupIndex<R extends { id: number; created_at: string }> {
  private groups = new Map<number, R[]>()
  private size = 0

  constructor(
    private readonly collection: IndexableCollection<R>,
    private readonly groupOf: (record: R) => number,
  ) {
    const hooks = collection.hooks as { on(type: string, listener: (event: HookEvent) => void): void }
    hooks.on('create', (event) => this.add(event.data.record as R))
    hooks.on('delete', (event) => this.remove(event.data.deletedRecord as R))
    hooks.on('update', (event) => {
      this.remove(event.data.prevRecord as R)
      this.add(event.data.nextRecord as R)
    })
    this.rebuild()
  }

  private rebuild(): void {
    this.groups.clear()
    this.size = 0
    for (const record of this.collection.all()) this.add(record)
  }

  private add(record: R): void {
    const key = this.groupOf(record)
    let group = this.groups.get(key)
    if (!group) this.groups.set(key, (group = []))
    let at = group.length
    while (at > 0 && (group[at - 1]!.created_at > record.created_at || (group[at - 1]!.created_at === record.created_at && group[at - 1]!.id > record.id))) at--
    group.splice(at, 0, record)
    this.size++
  }

  private remove(record: R): void {
    const key = this.groupOf(record)
    const group = this.groups.get(key)
    const at = group?.findIndex((r) => r.id === record.id) ?? -1
    if (!group || at === -1) return
    group.splice(at, 1)
    if (group.length === 0) this.groups.delete(key)
    this.size--
  }

  /** The records of one group, oldest first (do not mutate). */
  get(key: number): readonly R[] {
    if (this.size !== this.collection.count()) this.rebuild()
    return this.groups.get(key) ?? []
  }
}

export type CommentRow = ReturnType<Collections['comments']['all']>[number]
export type LikeRow = ReturnType<Collections['likes']['all']>[number]

const commentIndexes = new WeakMap<object, GroupIndex<CommentRow>>()
const likeIndexes = new WeakMap<object, GroupIndex<LikeRow>>()

/** Comments by post id, oldest first. */
export function commentsByPost(c: Collections): GroupIndex<CommentRow> {
  let index = commentIndexes.get(c.comments)
  if (!index) commentIndexes.set(c.comments, (index = new GroupIndex<CommentRow>(c.comments, (r) => r.post_id)))
  return index
}

/** Likes by post id. */
export function likesByPost(c: Collections): GroupIndex<LikeRow> {
  let index = likeIndexes.get(c.likes)
  if (!index) likeIndexes.set(c.likes, (index = new GroupIndex<LikeRow>(c.likes, (r) => r.post_id)))
  return index
}

/** The record with this id, by a plain scan (much cheaper than a `where` query). */
export function byId<R extends { id: number }>(collection: { all(): readonly R[] }, id: number): R | undefined {
  for (const record of collection.all()) if (record.id === id) return record
  return undefined
}
