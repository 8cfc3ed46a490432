/**
 * The social feed's stored data (docs/spec/3-playground.md §3 "Local storage keys"): posts under `qa-social-posts`
 * and follows under `qa-social-follows`, loaded on start. Each value is validated: a corrupted
 * or hand-edited value is discarded and the defaults are used, so the page never crashes. The
 * posts share one limit (SOCIAL_MAX_POSTS): the saver stores the newest N, the loader keeps the
 * newest N well-formed posts; a long list is cut, never dropped.
 */
import { DEFAULT_FOLLOWS, isFollowList, newestPosts, usablePosts, type SocialPost } from '@machines/playground/social-data'
import { defaultPosts } from '@machines/playground/social-feed.machine'
import { PLAYGROUND_STORAGE_KEYS, readStored, removeStored, validators, writeStored } from '@/lib/storage'

const POSTS = PLAYGROUND_STORAGE_KEYS.socialPosts
const FOLLOWS = PLAYGROUND_STORAGE_KEYS.socialFollows

function parsePosts(raw: string): SocialPost[] | undefined {
  try {
    return usablePosts(JSON.parse(raw)) ?? undefined
  } catch {
    return undefined
  }
}

/** The stored posts, else the sample posts of the screen's language (a Korean screen starts with Korean posts). */
export function loadPosts(language?: string): SocialPost[] {
  const posts = readStored(POSTS, parsePosts)
  return posts ?? defaultPosts(language)
}

/**
 * A blob: URL only lives as long as the page that made it: it is not stored (the post keeps
 * its media name, and the view says the preview is gone after a reload).
 */
export function storablePost(post: SocialPost): SocialPost {
  const copy = { ...post }
  if (copy.image?.startsWith('blob:')) delete copy.image
  if (copy.video?.startsWith('blob:')) delete copy.video
  return copy
}

export function savePosts(posts: SocialPost[]): void {
  writeStored(POSTS, newestPosts(posts).map(storablePost))
}

export function clearStoredPosts(): void {
  removeStored(POSTS)
}

export function loadFollows(): string[] {
  return readStored(FOLLOWS, validators.json(isFollowList)) ?? [...DEFAULT_FOLLOWS]
}

export function saveFollows(following: string[]): void {
  writeStored(FOLLOWS, following)
}

export function clearStoredFollows(): void {
  removeStored(FOLLOWS)
}
