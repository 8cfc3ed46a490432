/**
 * The dashboard's data (docs/spec/2-everyday-modules.md §2 "Dashboard"): the caller's own posts from GET /posts/my (its
 * `total` is the "total posts" card), GET /todos/stats (total and completed todos) and GET
 * /users/me/activity (the feed and the "last 30 days" card); the profile reads its numbers from
 * the same calls (src/api/activity.ts).
 */
import type { ApiPost, PostListResponse } from '@machines/shared/contracts-everyday'
import type { DashboardPost } from '@machines/dashboard/dashboard-data'
import type { DashboardLoad } from '@machines/dashboard/dashboard.machine'
import { userNumbers } from '@machines/shared/activity'
import { fetchActivity } from './activity'
import { request } from './client'
import { fetchTodoStats } from './todos'

/** How many of the newest posts and todos the dashboard reads (the list calls' maximum page size). */
export const DASHBOARD_READ_LIMIT = 100

export function toDashboardPost(post: ApiPost): DashboardPost {
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    tags: Array.isArray(post.tags) ? post.tags : [],
    status: post.status === 'draft' ? 'draft' : 'published',
    createdAt: post.created_at,
  }
}

/** GET /posts/my, newest first. */
export async function fetchMyPosts(): Promise<{ posts: DashboardPost[]; total: number }> {
  const answer = await request<PostListResponse>('/posts/my', { query: { page: 1, limit: DASHBOARD_READ_LIMIT, sortBy: 'created_at', order: 'desc' } })
  const posts = (answer?.posts ?? []).map(toDashboardPost)
  return { posts, total: typeof answer?.total === 'number' ? answer.total : posts.length }
}

export async function loadDashboard(): Promise<DashboardLoad> {
  const [mine, stats, activity] = await Promise.all([fetchMyPosts(), fetchTodoStats(), fetchActivity()])
  return { posts: mine.posts, numbers: userNumbers(mine.total, stats, activity.answer), activity: activity.entries }
}
