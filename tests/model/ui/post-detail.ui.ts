import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { ApiPost } from '@machines/shared/contracts-everyday'
import type { ApiError } from '@machines/shared/errors'
import { detailTags, type PostDetailContext } from '@machines/posts/post-detail.machine'
import { postDetailModel } from '@machines/posts/post-detail.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const errorScenario = (event: unknown) => {
  const error = (event as { error: ApiError }).error
  return { status: error.status ?? 500, body: { detail: error.message } }
}
const outputScenario = (event: unknown) => ({ status: 200, body: (event as { output: unknown }).output ?? { message: 'ok' } })

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const postDetailUi = uiModel({
  model: postDetailModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  // A client-side navigation: a document request for /posts/1 would pass the sandbox's scenario layer.
  start: async ({ page }) => {
    await page.goto('/about')
    await page.waitForSelector('html[data-app-ready="true"]')
    await page.evaluate(() => {
      window.history.pushState({}, '', '/posts/1')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
  },
  events: {
    'post.reload': async (_e, { page }) => page.getByTestId('post-detail-retry-button').click(),
    'post.like': async (_e, { page }) => page.getByTestId('post-detail-like-button').click(),
    'tags.toggle': async (_e, { page }) => page.getByTestId('post-detail-tags-toggle').click(),
    'comment.change': async (e, { page }) => page.getByRole('textbox', { name: 'Add a comment' }).fill(e.value),
    'comment.submit': async (_e, { page }) => page.getByTestId('post-detail-comment-submit').click(),
    'comment.delete': async (e, { page }) => page.getByTestId(`comment-delete-button-${e.commentId}`).click(),
    'post.delete': async (_e, { page }) => page.getByTestId('post-detail-delete-button').click(),
    // Escape closes the confirm dialog (docs/spec/2-everyday-modules.md "Post detail").
    'delete.cancel': async (_e, { page }) => page.keyboard.press('Escape'),
    'delete.confirm': async (_e, { page }) => page.getByTestId('post-detail-delete-dialog-confirm-button').click(),
  },
  actors: {
    fetchPost: { endpoint: 'GET /posts/:id', done: outputScenario, error: errorScenario },
    refetchPost: { endpoint: 'GET /posts/:id', done: outputScenario, error: errorScenario },
    likePost: { endpoint: 'POST /posts/:id/like', done: outputScenario, error: errorScenario },
    unlikePost: { endpoint: 'DELETE /posts/:id/like', done: outputScenario, error: errorScenario },
    addComment: { endpoint: 'POST /comments', done: (e) => ({ ...outputScenario(e), status: 201 }), error: errorScenario },
    deleteComment: { endpoint: 'DELETE /comments/:id', done: () => ({ status: 200, body: { message: 'Comment deleted successfully' } }), error: errorScenario },
    deletePost: { endpoint: 'DELETE /posts/:id', done: () => ({ status: 200, body: { message: 'Post deleted successfully' } }), error: errorScenario },
  },
  states: {
    loading: async (_s, { page }) => {
      await expect(page.getByTestId('post-detail-loading')).toHaveText('Loading post…')
    },
    failed: async (_s, { page }) => {
      await expect(page.getByTestId('post-detail-error')).toContainText('The server ran into a problem. Please try again later.')
      await expect(page.getByRole('heading', { level: 1, name: 'Failed to load post' })).toBeVisible()
    },
    notFound: async (_s, { page }) => {
      await expect(page.getByTestId('post-detail-not-found')).toContainText('This post does not exist')
      await expect(page.getByTestId('post-detail-not-found-link')).toHaveAttribute('href', '/posts')
    },
    deleted: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/posts$/)
      await expect(page.getByTestId('posts-page')).toBeVisible()
    },
    'ready.like.idle': assertReady,
    'ready.like.liking': assertReady,
    'ready.like.unliking': assertReady,
  },
})

/** Locators by test id and tag, not role: an open dialog hides the page from the accessibility tree. */
async function assertReady(s: AnyMachineSnapshot, { page }: { page: Page }) {
  const c = s.context as PostDetailContext
  const post = c.post as ApiPost
  await expect(page.getByTestId('post-detail-title')).toHaveText(post.title)
  await expect(page.getByTestId('post-detail-body')).toHaveText(post.content)
  await expect(page.getByTestId('post-detail-author')).toHaveText(`by ${post.author.name}`)
  await expect(page.getByTestId('post-detail-edit-button')).toHaveAttribute('href', `/posts/${post.id}/edit`)
  // Like toggle.
  const like = page.getByTestId('post-detail-like-button')
  await expect(like).toHaveAttribute('aria-pressed', String(post.user_has_liked))
  // The attribute, not the computed name: an open dialog hides the page from the accessibility tree.
  await expect(like).toHaveAttribute('aria-label', post.user_has_liked ? 'Unlike this post' : 'Like this post')
  await expect(page.getByTestId('post-detail-likes')).toHaveText(post.likes_count === 1 ? '1 like' : `${post.likes_count} likes`)
  if (s.hasTag('liking')) await expect(like).toHaveAttribute('data-loading')
  else await expect(like).not.toHaveAttribute('data-loading')
  // Tags: 3 shown, the toggle shows the rest.
  const tags = detailTags(post.tags, c.tagsExpanded)
  await expect(page.getByTestId('post-detail-tags').locator(':scope > li')).toHaveText([...tags.shown.map((t) => `#${t}`), c.tagsExpanded ? 'Show fewer tags' : `Show ${tags.hidden} more tag${tags.hidden === 1 ? '' : 's'}`])
  // Comments.
  await expect(page.getByTestId('post-detail-comments').locator('h2')).toHaveText(`Comments (${post.comments.length})`)
  for (const comment of post.comments) await expect(page.getByTestId(`comment-${comment.id}-content`)).toHaveText(comment.content)
  await expect(page.getByTestId('post-detail-comments').locator('[data-testid^="comment-"][data-testid$="-content"]')).toHaveCount(post.comments.length)
  await expect(page.getByTestId('post-detail-comment-input')).toHaveValue(c.commentDraft)
  const submit = page.getByTestId('post-detail-comment-submit')
  if (s.matches({ ready: { comments: 'adding' } })) await expect(submit).toContainText('Adding…')
  else if (s.hasTag('commenting') || c.commentDraft.trim() === '') await expect(submit).toBeDisabled()
  else await expect(submit).toBeEnabled()
  if (c.deletingCommentId !== null) await expect(page.getByTestId(`comment-delete-button-${c.deletingCommentId}`)).toHaveAttribute('data-loading')
  // Delete dialog.
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' })
  if (s.matches({ ready: { removal: 'idle' } })) await expect(dialog).toHaveCount(0)
  else await expect(dialog).toBeVisible()
  if (s.matches({ ready: { removal: 'deleting' } })) await expect(page.getByTestId('post-detail-delete-dialog-confirm-button')).toContainText('Deleting…')
}
