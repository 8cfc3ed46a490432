/**
 * The user's activity and numbers (docs/spec/2-everyday-modules.md §2 "Dashboard", docs/spec/1-shell-and-accounts.md §2.7): GET /users/me/activity
 * and the numbers the dashboard and the profile both show, read from the same three calls
 * (GET /posts/my `total`, GET /todos/stats, GET /users/me/activity) by `fetchUserNumbers`.
 */
import { activityListFromApi, userNumbers, type ActivityEntry, type UserNumbers } from '@machines/shared/activity'
import type { ActivityResponse, PostListResponse } from '@machines/shared/contracts-everyday'
import { request } from './client'
import { fetchTodoStats } from './todos'

/** GET /users/me/activity: the newest entries and the counts. */
export async function fetchActivity(limit?: number): Promise<{ entries: ActivityEntry[]; answer: ActivityResponse }> {
  const answer = await request<ActivityResponse>('/users/me/activity', { query: limit === undefined ? undefined : { limit } })
  return { entries: activityListFromApi(Array.isArray(answer?.activity) ? answer.activity : []), answer }
}

/** How many own posts (GET /posts/my `total`, drafts included). */
export async function fetchMyPostsTotal(): Promise<number> {
  const answer = await request<PostListResponse>('/posts/my', { query: { page: 1, limit: 1 } })
  return typeof answer?.total === 'number' ? answer.total : 0
}

/** The profile's numbers: the same calls and the same reading as the dashboard's. */
export async function fetchUserNumbers(): Promise<UserNumbers> {
  const [posts, stats, activity] = await Promise.all([fetchMyPostsTotal(), fetchTodoStats(), fetchActivity(1)])
  return userNumbers(posts, stats, activity.answer)
}
