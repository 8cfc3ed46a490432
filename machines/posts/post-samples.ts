/** Sample posts for the posts machines' unit tests and graph models (pure data). */
import type { ApiAuthor, ApiComment, ApiPost } from '../shared/contracts-everyday'

export const SAMPLE_AUTHOR: ApiAuthor = { id: 1, username: 'demo', full_name: 'Demo User', name: 'Demo User' }
export const OTHER_AUTHOR: ApiAuthor = { id: 2, username: 'jane', full_name: 'Jane Smith', name: 'Jane Smith' }

export function samplePost(overrides: Partial<ApiPost> = {}): ApiPost {
  const author = overrides.author ?? SAMPLE_AUTHOR
  return {
    id: 7,
    title: 'Testing state machines',
    content: 'Every transition deserves a test.',
    excerpt: 'Every transition deserves a test.',
    tags: ['xstate', 'testing', 'qa', 'playwright'],
    status: 'published',
    author,
    author_id: author.id,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    likes_count: 3,
    user_has_liked: false,
    comments_count: 0,
    comments: [],
    ...overrides,
  }
}

export function sampleComment(overrides: Partial<ApiComment> = {}): ApiComment {
  return { id: 11, post_id: 7, content: 'Nice one', author: SAMPLE_AUTHOR, created_at: '2026-11-21T10:00:00.000Z', ...overrides }
}
