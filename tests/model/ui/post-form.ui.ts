import type { Page } from '@playwright/test'
import type { ApiPost } from '@machines/shared/contracts-everyday'
import type { ApiError } from '@machines/shared/errors'
import { missingPostFields, postFieldErrors, postFormFilled, type PostFormContext } from '@machines/posts/post-form.machine'
import { postFormModel } from '@machines/posts/post-form.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const FIELD_LABEL = { title: 'Title', content: 'Content' } as const
const fieldError = (error: ReturnType<typeof postFieldErrors>['title']) =>
  error === null ? null : error.code === 'required' ? 'This field is required' : error.code === 'minLength' ? `Minimum length is ${error.n} characters` : `Maximum length is ${'n' in error ? error.n : ''} characters`

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const postFormUi = uiModel({
  model: postFormModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page, start }) => {
    const input = start.input as { mode: 'create' } | { mode: 'edit'; postId: number }
    await page.goto(input.mode === 'create' ? '/posts/create' : `/posts/${input.postId}/edit`)
  },
  events: {
    'field.change': async (e, { page }) => page.getByTestId(`post-form-${e.field}-input`).fill(e.value),
    'published.toggle': async (_e, { page }) => page.getByTestId('post-form-published-checkbox').click(),
    'tag.change': async (e, { page }) => page.getByTestId('post-form-tag-input').fill(e.value),
    // A blank tag by the button, the others by Enter.
    'tag.add': async (_e, { page, before }) => {
      if ((before.context as PostFormContext).tagDraft === '') await page.getByTestId('post-form-tag-add-button').click()
      else await page.getByTestId('post-form-tag-input').press('Enter')
    },
    'tag.remove': async (e, { page }) => page.getByRole('button', { name: `Remove tag ${e.tag}` }).click(),
    // The submit button is disabled while title or content is blank: the attempt is Enter in the title.
    'form.submit': async (_e, { page, before }) => {
      if (postFormFilled((before.context as PostFormContext).values)) await page.getByTestId('post-form-submit-button').click()
      else await page.getByTestId('post-form-title-input').press('Enter')
    },
    'post.reload': async (_e, { page }) => page.getByTestId('post-form-retry-button').click(),
  },
  actors: {
    fetchPost: {
      endpoint: 'GET /posts/:id',
      done: (event) => ({ status: 200, body: (event as unknown as { output: ApiPost }).output }),
      error: (event) => {
        const error = (event as unknown as { error: ApiError }).error
        return { status: error.status ?? 500, body: { detail: error.message } }
      },
    },
    savePost: {
      endpoint: 'POST /posts',
      done: (event) => ({ status: 201, body: (event as unknown as { output: ApiPost }).output }),
      error: (event) => {
        const error = (event as unknown as { error: ApiError }).error
        return { status: error.status ?? 500, body: { detail: (error.issues ?? []).map((i) => ({ ...i, type: 'value_error' })) } }
      },
    },
  },
  states: {
    loading: async (_s, { page }) => {
      await expect(page.getByTestId('post-form-loading')).toHaveText('Loading post…')
      await expect(page.getByTestId('post-form')).toHaveCount(0)
    },
    loadFailed: async (_s, { page }) => {
      await expect(page.getByTestId('post-form-load-error')).toContainText('The server ran into a problem. Please try again later.')
      await expect(page.getByTestId('post-form-retry-button')).toBeEnabled()
    },
    notFound: async (_s, { page }) => {
      await expect(page.getByTestId('post-detail-not-found')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    },
    notAuthorized: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/posts$/)
      await expect(page.getByTestId('posts-notice')).toHaveText('You are not authorized to edit this post')
    },
    'editing.quiet': async (s, ctx) => {
      await assertEditing(s.context as PostFormContext, ctx.page)
      await expect(ctx.page.getByTestId('post-form-tag-error')).toHaveCount(0)
    },
    'editing.notice': async (s, ctx) => {
      await assertEditing(s.context as PostFormContext, ctx.page)
      await expect(ctx.page.getByTestId('post-form-tag-error')).toHaveText('Tag already exists')
    },
    saving: async (_s, { page }) => {
      await expect(page.getByTestId('post-form-submit-button')).toBeDisabled()
      await expect(page.getByTestId('post-form-submit-button')).toContainText('Saving…')
      await expect(page.getByTestId('post-form-title-input')).toBeDisabled()
    },
    saved: async (_s, { page }) => {
      await expect(page).toHaveURL(/\/posts\/7$/)
      await expect(page.getByTestId('post-detail-title')).toBeVisible()
    },
  },
})

async function assertEditing(c: PostFormContext, page: Page) {
  await expect(page.getByTestId('post-form-page')).toHaveAttribute('data-mode', c.mode)
  await expect(page.getByTestId('post-form-title-input')).toHaveValue(c.values.title)
  await expect(page.getByTestId('post-form-content-input')).toHaveValue(c.values.content)
  await expect(page.getByTestId('post-form-tag-input')).toHaveValue(c.tagDraft)
  const checkbox = page.getByTestId('post-form-published-checkbox')
  if (c.values.published) await expect(checkbox).toBeChecked()
  else await expect(checkbox).not.toBeChecked()
  const tags = page.getByTestId('post-form-tags').getByRole('listitem')
  if (c.values.tags.length === 0) await expect(tags).toHaveText(['No tags yet.'])
  else await expect(tags).toHaveText(c.values.tags.map((t) => `#${t}`))
  const submit = page.getByTestId('post-form-submit-button')
  const missing = missingPostFields(c.values)
  if (missing.length === 0) {
    await expect(submit).toBeEnabled()
    await expect(page.getByTestId('post-form-submit-hint')).toHaveCount(0)
  } else {
    await expect(submit).toBeDisabled()
    await expect(page.getByTestId('post-form-submit-hint')).toHaveText(`Still needed: ${missing.map((f) => FIELD_LABEL[f]).join(', ')}`)
  }
  const errors = postFieldErrors(c.values)
  for (const field of ['title', 'content'] as const) {
    const text = c.attempted ? fieldError(errors[field]) : null
    if (text) await expect(page.getByTestId(`post-form-${field}-error`)).toHaveText(text)
    else await expect(page.getByTestId(`post-form-${field}-error`)).toHaveCount(0)
  }
  if (c.failure) await expect(page.getByTestId('post-form-error')).toHaveText(c.failure.message ?? 'Failed to create post')
  else await expect(page.getByTestId('post-form-error')).toHaveCount(0)
}
