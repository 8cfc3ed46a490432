/**
 * The post form's graph model (tests/model/post-form.model.spec.ts runs it in Chromium): create
 * and edit (author, non-author, missing post, failed load), the field rules, tags with the 3 s
 * duplicate message, the published switch and a failed save.
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { after, defineModel, done, failed } from '../shared/model'
import { postFormMachine, type PostFormField } from './post-form.machine'
import { OTHER_AUTHOR, samplePost } from './post-samples'

type Ev = EventFromLogic<typeof postFormMachine>

/** Field values the paths type: blank, too short (title), valid. */
export const POST_FORM_SAMPLES: Record<PostFormField, readonly string[]> = {
  title: ['', 'abcd', 'A fine title'],
  content: ['', 'Content long enough'],
}
export const POST_FORM_TAGS = ['', 'qa', 'e2e'] as const

/** The demo user's own post (edit) and another user's (the not-authorized redirect). */
export const POST_FORM_OWN = samplePost({ id: 1, title: 'Own post title', content: 'Own post content here', tags: ['qa'], status: 'published' })
export const POST_FORM_OTHERS = samplePost({ id: 40, author: OTHER_AUTHOR, author_id: OTHER_AUTHOR.id })

export const POST_FORM_SAVE_ERROR: ApiError = {
  kind: 'http',
  status: 422,
  message: 'Title is odd, Content is odd',
  issues: [
    { loc: ['body', 'title'], msg: 'Title is odd' },
    { loc: ['body', 'content'], msg: 'Content is odd' },
  ],
}
const notFound: ApiError = { kind: 'http', status: 404, message: 'Post not found', issues: null }
const serverError: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }

export const postFormModel = defineModel({
  id: 'postForm',
  area: 'posts',
  routes: ['/posts/create'],
  title: 'Post create and edit form',
  description: 'Title 5–200, content ≥ 10, submit disabled while blank, tags by Enter or button with the 3 s duplicate message, published/draft, the edit page for authors only, the §8 save errors.',
  machine: postFormMachine,
  starts: [
    { name: 'create', input: { mode: 'create', userId: 1 } },
    { name: 'edit own post', input: { mode: 'edit', postId: 1, userId: 1 } },
    { name: "edit another user's post", input: { mode: 'edit', postId: 40, userId: 1 } },
  ],
  events: (s) => {
    const c = s.context
    if (s.matches('loading')) {
      return [
        done('fetchPost', c.postId === 40 ? POST_FORM_OTHERS : POST_FORM_OWN),
        ...(c.postId === 1 ? [failed('fetchPost', notFound), failed('fetchPost', serverError)] : []),
      ] as unknown as Ev[]
    }
    if (s.matches('saving')) return [done('savePost', samplePost({ id: 7 })), failed('savePost', POST_FORM_SAVE_ERROR)] as unknown as Ev[]
    if (s.matches('loadFailed')) return [{ type: 'post.reload' }] as Ev[]
    // The edit paths cover loading and the redirect; the create paths cover the rules and the save (the same transitions).
    if (c.mode === 'edit') return []
    return [
      ...(Object.entries(POST_FORM_SAMPLES) as Array<[PostFormField, readonly string[]]>).flatMap(([field, values]) =>
        values.filter((value) => value !== c.values[field]).map((value) => ({ type: 'field.change' as const, field, value })),
      ),
      ...(c.values.published ? [{ type: 'published.toggle' as const }] : []),
      ...POST_FORM_TAGS.filter((value) => value !== c.tagDraft).map((value) => ({ type: 'tag.change' as const, value })),
      { type: 'tag.add' as const },
      ...(c.values.tags.includes('qa') ? [{ type: 'tag.remove' as const, tag: 'qa' }] : []),
      { type: 'form.submit' as const },
      ...(s.matches({ editing: 'notice' }) ? [after('tagNotice', 'postForm.editing.notice') as unknown as Ev] : []),
    ] as Ev[]
  },
  context: (s) => [s.context.values, s.context.tagDraft, s.context.tagNotice, s.context.attempted, s.context.failure?.code ?? null],
})
