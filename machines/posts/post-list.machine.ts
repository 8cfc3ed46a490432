/**
 * The post list (docs/spec/2-everyday-modules.md "Post list", §4, §9): the shared list machine specialised for posts.
 * Page size 10; the filters are the search text (title and content) and the selected tags (a post
 * matches when it has every selected tag); any filter change goes back to page 1; the list
 * reloads on entry. The filtering runs in the API (`GET /posts/?search=&tags=`, the same match
 * on title and content the spec's client-side filter makes), so paging counts the matches.
 */
import type { ApiPost } from '../shared/contracts-everyday'
import { PAGE_LIMITS } from '../shared/contracts-everyday'
import { createListMachine } from '../shared/list.machine'

export interface PostFilters {
  /** Matched against title and content (case-insensitive); blank means no search. */
  search: string
  /** Selected tag chips, in the order chosen. */
  tags: string[]
}

/** docs/spec/2-everyday-modules.md §9: post store page size 10. */
export const POST_PAGE_SIZE = PAGE_LIMITS.defaultLimit

export const NO_POST_FILTERS: PostFilters = { search: '', tags: [] }

export const postListMachine = createListMachine<ApiPost, PostFilters>({ id: 'postList', limit: POST_PAGE_SIZE, filters: NO_POST_FILTERS })

export type PostListMachine = typeof postListMachine

/** The tags after a chip is toggled: selected ones are removed, others appended. */
export function toggledTags(selected: readonly string[], tag: string): string[] {
  return selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]
}
