/**
 * The posts index of the list endpoints (GET /posts, /posts/my, /posts/search), kept up to date
 * by the posts collection's hooks like the other indexes of listing.ts (so it follows rollbacks
 * and refreshes from other tabs, and is rebuilt if ever out of step).
 *
 * Each post has an entry with what a query tests, computed once per write: published or not,
 * the author, the lower-case tags and the lower-case "title \0 content" search text. Entries
 * are held in buckets sorted by created_at, then id (the default list order): every post, the
 * posts of each lower-case tag and the posts of each author, each bucket counting its published
 * posts and its drafts per author. A page in the default order walks the smallest bucket that
 * applies from the right end and stops once the page is full when the total follows from the
 * bucket's counts (no search, at most one tag, author covered); otherwise it walks the bucket
 * once, counting. Another `sortBy` sorts the matches (sortAndPage: a bounded selection for the
 * first pages).
 *
 * Search: every matching post is tested with `includes` on its cached lower-case text, but only
 * the candidates of a word index are tested (see `candidates`: words, and adjacent word pairs by
 * the characters around the space); when the index leaves half the posts or more, or the needle
 * is unusual, the bucket is scanned instead.
 */
import type { Collections } from '../db/database'
import type { PostRecord } from '../db/schema'
import { HookIndex, lowerBound, sortAndPage, sortedIndexOf, type IndexableCollection, type SortKey, type SortOrder } from './listing'

/** A stored post (a record of the collection, usable with update/delete). */
export type PostRow = ReturnType<Collections['posts']['all']>[number]

export interface PostEntry {
  readonly id: number
  readonly created_at: string
  readonly post: PostRow
  readonly published: boolean
  readonly author: number
  /** Lower-case, unique. */
  readonly tags: readonly string[]
  /** Lower-case title and content, separated so a match never spans both. */
  readonly text: string
}

const pairKey = (left: string, right: string) => `${left} ${right}`
/** The bucket of word pairs a needle "…x y…" can be in: the left word's last and the right word's first character. */
const pairBucket = (left: string, right: string) => `${left.slice(-1)}${right.charAt(0)}`

/** Distinct words and adjacent word pairs of a lower-case text (title \0 content). */
function wordsOf(text: string): { words: string[]; pairs: string[] } {
  const words = new Set<string>()
  const pairs = new Set<string>()
  for (const part of text.split('\u0000')) {
    const list = part.split(' ')
    for (let i = 0; i < list.length; i++) {
      words.add(list[i]!)
      if (i > 0) pairs.add(pairKey(list[i - 1]!, list[i]!))
    }
  }
  return { words: [...words], pairs: [...pairs] }
}

function entryOf(post: PostRow): PostEntry {
  const tags: string[] = []
  for (const tag of post.tags) {
    const key = tag.toLowerCase()
    if (!tags.includes(key)) tags.push(key)
  }
  const text = `${post.title}\u0000${post.content}`.toLowerCase()
  return {
    id: post.id,
    created_at: post.created_at,
    post,
    published: post.status === 'published',
    author: post.author_id,
    tags,
    text,
  }
}

const compareEntries = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  a.created_at !== b.created_at ? (a.created_at < b.created_at ? -1 : 1) : a.id - b.id

const byCreated = (post: PostRecord) => post.created_at

/** A query as `matches` reads it (one shape, no closures: this runs once per walked post). */
interface Filter {
  viewer: number
  published: boolean | null
  /** null: any author. */
  author: number | null
  tags: readonly string[]
  /** '' when the text need not be tested. */
  needle: string
}

function matches(e: PostEntry, f: Filter): boolean {
  if (!e.published && e.author !== f.viewer) return false
  if (f.published !== null && e.published !== f.published) return false
  if (f.author !== null && e.author !== f.author) return false
  for (let i = 0; i < f.tags.length; i++) if (!e.tags.includes(f.tags[i]!)) return false
  return f.needle === '' || e.text.includes(f.needle)
}

/** Entries sorted by created_at, id, with the counts a total needs. */
class Bucket {
  readonly entries: PostEntry[] = []
  published = 0
  private drafts = new Map<number, number>()

  add(entry: PostEntry): void {
    const last = this.entries[this.entries.length - 1]
    if (!last || compareEntries(last, entry) < 0) this.entries.push(entry)
    else this.entries.splice(lowerBound(this.entries, entry, compareEntries), 0, entry)
    if (entry.published) this.published++
    else this.drafts.set(entry.author, (this.drafts.get(entry.author) ?? 0) + 1)
  }

  remove(entry: PostEntry): void {
    const at = sortedIndexOf(this.entries, entry, compareEntries)
    if (at === -1) return
    this.entries.splice(at, 1)
    if (entry.published) this.published--
    else {
      const n = (this.drafts.get(entry.author) ?? 1) - 1
      if (n === 0) this.drafts.delete(entry.author)
      else this.drafts.set(entry.author, n)
    }
  }

  /** How many entries `viewer` may see, optionally only published (true) or only drafts (false). */
  visible(viewer: number, published: boolean | undefined): number {
    const drafts = this.drafts.get(viewer) ?? 0
    return published === true ? this.published : published === false ? drafts : this.published + drafts
  }
}

export interface PostQuery {
  viewer: number
  /** true: published only; false: drafts only (the viewer's); undefined: both. */
  published?: boolean
  authorId?: number
  /** Lower-case, unique; a post must have every one. */
  tags?: readonly string[]
  /** Lower-case needle in the title or content ('' for none). */
  search?: string
}

export interface PostPageRequest {
  /** A key for orders other than created_at (undefined: the created_at, id order of the index). */
  key?: (post: PostRecord) => SortKey
  order: SortOrder
  page: number
  limit: number
}

export class PostIndex extends HookIndex<PostRow> {
  private entries = new Map<number, PostEntry>()
  private all = new Bucket()
  private byTag = new Map<string, Bucket>()
  private byAuthor = new Map<number, Bucket>()
  /**
   * Posts by word, and word pairs (with their posts) by `pairBucket`: the search prefilter. Built
   * at the first search, then kept up to date (`searchable`): a start with thousands of stored
   * posts lists its first page without splitting every post into words.
   */
  private words = new Map<string, Set<PostEntry>>()
  private pairs = new Map<string, Map<string, { left: string; right: string; posts: Set<PostEntry> }>>()
  private searchable = false

  protected clear(): void {
    this.entries.clear()
    this.all = new Bucket()
    this.byTag.clear()
    this.byAuthor.clear()
    this.words.clear()
    this.pairs.clear()
    this.searchable = false
  }

  /** The word index of every entry, at the first search. */
  private ensureWords(): void {
    if (this.searchable) return
    for (const entry of this.entries.values()) this.addWords(entry)
    this.searchable = true
  }

  private addWords(entry: PostEntry): void {
    const { words, pairs } = wordsOf(entry.text)
    for (const word of words) {
      let posts = this.words.get(word)
      if (!posts) this.words.set(word, (posts = new Set()))
      posts.add(entry)
    }
    for (const key of pairs) {
      const at = key.indexOf(' ')
      const left = key.slice(0, at)
      const right = key.slice(at + 1)
      const bucketKey = pairBucket(left, right)
      let bucket = this.pairs.get(bucketKey)
      if (!bucket) this.pairs.set(bucketKey, (bucket = new Map()))
      let pair = bucket.get(key)
      if (!pair) bucket.set(key, (pair = { left, right, posts: new Set() }))
      pair.posts.add(entry)
    }
  }

  private removeWords(entry: PostEntry): void {
    const { words, pairs } = wordsOf(entry.text)
    for (const word of words) {
      const posts = this.words.get(word)
      posts?.delete(entry)
      if (posts?.size === 0) this.words.delete(word)
    }
    for (const key of pairs) {
      const at = key.indexOf(' ')
      const bucketKey = pairBucket(key.slice(0, at), key.slice(at + 1))
      const bucket = this.pairs.get(bucketKey)
      const pair = bucket?.get(key)
      pair?.posts.delete(entry)
      if (pair?.posts.size === 0) bucket!.delete(key)
      if (bucket?.size === 0) this.pairs.delete(bucketKey)
    }
  }

  /**
   * A superset of the posts whose text contains `needle` (undefined: no useful prefilter, scan).
   * Exact reasoning: a needle without a space lies inside one space-separated word; a needle
   * "a b…" needs adjacent words, the left ending with "a" and the right starting with "b"
   * (equal to "b" when more follows). With one space or none the set is exactly the matches
   * (`exact`); with more, each candidate's text still has to be tested.
   */
  private candidates(needle: string, limit: number): { posts: Set<PostEntry>; exact: boolean } | undefined {
    if (needle.includes('\u0000')) return undefined
    this.ensureWords()
    const tokens = needle.split(' ')
    const found = new Set<PostEntry>()
    if (tokens.length === 1) {
      for (const [word, posts] of this.words) {
        if (!word.includes(needle)) continue
        for (const entry of posts) found.add(entry)
        if (found.size > limit) return undefined
      }
      return { posts: found, exact: true }
    }
    const [first, second] = tokens as [string, string]
    if (first === '' || second === '') return undefined
    const exact = tokens.length > 2
    const bucket = this.pairs.get(pairBucket(first, second))
    if (!bucket) return { posts: found, exact: true }
    for (const pair of bucket.values()) {
      if (!pair.left.endsWith(first) || !(exact ? pair.right === second : pair.right.startsWith(second))) continue
      for (const entry of pair.posts) found.add(entry)
      if (found.size > limit) return undefined
    }
    return { posts: found, exact: !exact }
  }

  private bucket<K>(map: Map<K, Bucket>, key: K): Bucket {
    let bucket = map.get(key)
    if (!bucket) map.set(key, (bucket = new Bucket()))
    return bucket
  }

  protected add(post: PostRow): boolean {
    const grew = !this.remove(post)
    const entry = entryOf(post)
    this.entries.set(entry.id, entry)
    this.all.add(entry)
    if (this.searchable) this.addWords(entry)
    this.bucket(this.byAuthor, entry.author).add(entry)
    for (const tag of entry.tags) this.bucket(this.byTag, tag).add(entry)
    return grew
  }

  protected remove(post: { id: number }): boolean {
    const entry = this.entries.get(post.id)
    if (!entry) return false
    this.entries.delete(post.id)
    this.all.remove(entry)
    if (this.searchable) this.removeWords(entry)
    const own = this.byAuthor.get(entry.author)
    own?.remove(entry)
    if (own?.entries.length === 0) this.byAuthor.delete(entry.author)
    for (const tag of entry.tags) {
      const bucket = this.byTag.get(tag)
      bucket?.remove(entry)
      if (bucket?.entries.length === 0) this.byTag.delete(tag)
    }
    return true
  }

  /** The cached search keys of a post (or undefined when the id is not stored). */
  entry(id: number): PostEntry | undefined {
    this.check()
    return this.entries.get(id)
  }

  /**
   * The page of the posts matching `query` that its viewer may see (published, or their own
   * draft), and how many there are in all.
   */
  page(query: PostQuery, request: PostPageRequest): { items: PostRow[]; total: number } {
    this.check()
    const viewer = query.viewer
    const published = query.published
    const authorId = query.authorId
    const tags = query.tags ?? []
    const search = query.search ?? ''
    // The smallest bucket that applies; `covered`: its counts give the total without a walk.
    let bucket: Bucket | undefined = this.all
    let coversAuthor = authorId === undefined
    let coversTags = tags.length === 0
    if (published === false) {
      // A draft is visible to its author only: the viewer's own posts.
      if (authorId !== undefined && authorId !== viewer) return { items: [], total: 0 }
      bucket = this.byAuthor.get(viewer)
    } else if (authorId !== undefined) {
      bucket = this.byAuthor.get(authorId)
      coversAuthor = true
    }
    // No posts by that author (or no own posts for drafts): nothing matches.
    if (!bucket) return { items: [], total: 0 }
    for (const tag of tags) {
      const tagged = this.byTag.get(tag)
      if (!tagged) return { items: [], total: 0 }
      // A tag bucket wins a tie: its counts cover the tag.
      if (tagged.entries.length <= bucket.entries.length) {
        bucket = tagged
        coversAuthor = authorId === undefined
      }
    }
    if (tags.length === 1 && bucket === this.byTag.get(tags[0]!)) coversTags = true
    const known = search === '' && coversAuthor && coversTags ? bucket.visible(viewer, published) : undefined

    const filter: Filter = { viewer, published: published ?? null, author: authorId ?? null, tags, needle: search }

    const list = bucket.entries
    // A search reads only the posts the word index leaves (when it leaves fewer than half),
    // and selects the page among the hits (created_at, then id, like the buckets).
    const found = search === '' ? undefined : this.candidates(search, list.length >> 1)
    if (found) {
      if (found.exact) filter.needle = ''
      const hits: PostRow[] = []
      for (const e of found.posts) if (matches(e, filter)) hits.push(e.post)
      // The hits come mostly oldest first: newest first keeps the page selection cheap (most lose at once).
      if (request.order === 'desc') hits.reverse()
      return sortAndPage(hits, request.key ?? byCreated, request.order, request.page, request.limit)
    }
    if (request.key) {
      const found: PostRow[] = []
      for (const e of list) if (matches(e, filter)) found.push(e.post)
      return sortAndPage(found, request.key, request.order, request.page, request.limit)
    }
    const start = (request.page - 1) * request.limit
    const end = start + request.limit
    const items: PostRow[] = []
    let count = 0
    const desc = request.order === 'desc'
    for (let i = desc ? list.length - 1 : 0; desc ? i >= 0 : i < list.length; i += desc ? -1 : 1) {
      const e = list[i]!
      if (!matches(e, filter)) continue
      if (count >= start && count < end) items.push(e.post)
      count++
      if (known !== undefined && count >= end) break
    }
    return { items, total: known ?? count }
  }
}

const postIndexes = new WeakMap<object, PostIndex>()

/** The posts index of these collections. */
export function postIndex(c: Collections): PostIndex {
  let index = postIndexes.get(c.posts)
  if (!index) postIndexes.set(c.posts, (index = new PostIndex(c.posts as unknown as IndexableCollection<PostRow>)))
  return index
}
