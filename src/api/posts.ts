/**
 * Posts and comments (docs/spec/2-everyday-modules.md §7 "Posts and comments"), through the one HTTP client.
 * Every answer is typed with the shared contract (machines/shared/contracts-everyday.ts).
 */
import type { ApiComment, ApiPost, LikeResponse, PostCreateRequest, PostListResponse, PostUpdateRequest } from '@machines/shared/contracts-everyday'
import type { ListPage, ListQuery } from '@machines/shared/list.machine'
import type { PostFilters } from '@machines/posts/post-list.machine'
import { request } from './client'

/** GET /posts/ with search (title and content), tags (comma joined; every one must match), page and limit; newest first. */
export async function fetchPostPage({ filters, page, limit }: ListQuery<PostFilters>): Promise<ListPage<ApiPost>> {
  const search = filters.search.trim()
  const answer = await request<PostListResponse>('/posts/', {
    query: {
      search: search === '' ? undefined : search,
      tags: filters.tags.length > 0 ? filters.tags.join(',') : undefined,
      page,
      limit,
      sortBy: 'created_at',
      order: 'desc',
    },
  })
  return { items: answer.posts, total: answer.total }
}

/** How many posts the tag chips are collected from (the API's maximum `limit`). */
const TAG_SCAN_LIMIT = 100

/**
 * The tags for the chips, most used first (then by name). The API has no tag list, so they are
 * collected from the 100 most popular published posts (`GET /posts/popular?limit=100`): its own
 * endpoint, so a sandbox scenario on the list (`GET /posts`) never hits the chips' call.
 */
export async function fetchPostTags(): Promise<string[]> {
  const counts = new Map<string, number>()
  const posts = await request<ApiPost[]>('/posts/popular', { query: { limit: TAG_SCAN_LIMIT } })
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag)
}

export function fetchPost(id: number): Promise<ApiPost> {
  return request<ApiPost>(`/posts/${id}`)
}

export function createPost(body: PostCreateRequest): Promise<ApiPost> {
  return request<ApiPost>('/posts/', { method: 'POST', body })
}

export function updatePost(id: number, body: PostUpdateRequest): Promise<ApiPost> {
  return request<ApiPost>(`/posts/${id}`, { method: 'PUT', body })
}

export async function deletePost(id: number): Promise<void> {
  await request<unknown>(`/posts/${id}`, { method: 'DELETE' })
}

export function likePost(id: number): Promise<LikeResponse> {
  return request<LikeResponse>(`/posts/${id}/like`, { method: 'POST' })
}

export function unlikePost(id: number): Promise<LikeResponse> {
  return request<LikeResponse>(`/posts/${id}/like`, { method: 'DELETE' })
}

export function addComment(postId: number, content: string): Promise<ApiComment> {
  return request<ApiComment>('/comments/', { method: 'POST', body: { post_id: postId, content } })
}

export async function deleteComment(id: number): Promise<void> {
  await request<unknown>(`/comments/${id}`, { method: 'DELETE' })
}
