/**
 * The post list's graph model (the shared list machine specialised for posts;
 * tests/model/post-list.model.spec.ts runs it in Chromium). Answers are sample pages (the spec
 * serves them as sandbox scenarios), so the paths do not depend on the seed.
 */
import type { EventFromLogic } from 'xstate'
import type { ApiPost } from '../shared/contracts-everyday'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import type { ListPage } from '../shared/list.machine'
import { postListMachine, POST_PAGE_SIZE } from './post-list.machine'
import { samplePost } from './post-samples'

type Ev = EventFromLogic<typeof postListMachine>

/** The search the paths type, and how many posts each search finds. */
export const POST_LIST_MODEL_TOTALS: Record<string, number> = { '': 14, 'stack trace': 1 }

export const POST_LIST_MODEL_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }

/** A sample page: ids 1001… (page 1), 1011… (page 2). */
export function postListModelPage(search: string, page: number, total = POST_LIST_MODEL_TOTALS[search] ?? 0): ListPage<ApiPost> {
  const count = Math.max(0, Math.min(POST_PAGE_SIZE, total - (page - 1) * POST_PAGE_SIZE))
  const items = Array.from({ length: count }, (_, i) => {
    const id = 1000 + (page - 1) * POST_PAGE_SIZE + i + 1
    return samplePost({ id, title: `Model post ${id}`, author_id: 2, author: { id: 2, username: 'jane', full_name: 'Jane Smith', name: 'Jane Smith' } })
  })
  return { items, total }
}

export const postListModel = defineModel({
  id: 'postList',
  area: 'posts',
  routes: ['/posts'],
  title: 'Post list',
  description: 'The shared list machine for posts: load on entry, page by 10, search back to page 1, reload after an error, stale answers dropped.',
  machine: postListMachine,
  starts: [{ name: 'all posts', input: {} }],
  events: (s) => {
    const { filters, page } = s.context
    if (s.matches('loading')) {
      return [
        done('fetchPage', postListModelPage(filters.search, page)),
        failed('fetchPage', POST_LIST_MODEL_ERROR),
        // Another tab wrote during the load: one more load follows it.
        ...(s.context.stale ? [] : [{ type: 'list.sync' as const }]),
      ] as unknown as Ev[]
    }
    return [
      ...(s.matches('failed') ? [{ type: 'list.reload' as const }] : []),
      { type: 'list.sync' as const },
      { type: 'list.page' as const, page: page === 1 ? 2 : 1 },
      { type: 'list.filter' as const, filters: { search: filters.search === '' ? 'stack trace' : '' } },
    ] as Ev[]
  },
  context: (s) => [s.context.filters.search, s.context.page, s.context.total, s.context.failure, s.context.stale],
})
