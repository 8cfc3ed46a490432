/**
 * The post create and edit form (docs/spec/2-everyday-modules.md "Post create and edit form", §4, §5, §6, §8, §9):
 * - title 5 to 200 characters, content at least 10 (trimmed); the messages show once a submit was
 *   attempted; submit is disabled while title or content is blank (the view's `disabled`);
 * - tags by Enter or the add button: blank ignored, a duplicate shows 'tag already exists' for
 *   3 s, at most 20 tags of at most 30 characters; a tag can be removed;
 * - published checkbox, default on: on → status published, off → draft;
 * - edit: the post loads first; a user who is not its author goes to /posts with "You are not
 *   authorized to edit this post"; a missing post is the not-found view;
 * - a failed save keeps the values and shows (§8) the joined 422 detail list, else the detail or
 *   message, else the translated default; known server texts and 5xx/transport failures become
 *   the shared translated texts (no raw server text for those).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { POST_LIMITS, type ApiPost, type PostStatus } from '../shared/contracts-everyday'
import { failureCode, toApiError, type FailureCode } from '../shared/errors'
import { lengthError, required, type FieldError } from '../shared/validation'

/** docs/spec/2-everyday-modules.md §9: the tag error shows 3 s. */
export const TAG_NOTICE_MS = 3000

export type PostFormField = 'title' | 'content'
export type TagNotice = 'duplicate' | 'tooMany' | 'tooLong'

export interface PostFormValues {
  title: string
  content: string
  tags: string[]
  published: boolean
}

export interface PostFormFailure {
  /** 'failed' with a message: show the message; 'failed' without: the translated default. */
  code: FailureCode
  message: string | null
}

export interface PostFormContext {
  mode: 'create' | 'edit'
  postId: number | null
  userId: number | null
  values: PostFormValues
  tagDraft: string
  tagNotice: TagNotice | null
  attempted: boolean
  failure: PostFormFailure | null
}

export type PostFormEvent =
  | { type: 'field.change'; field: PostFormField; value: string }
  | { type: 'published.toggle' }
  | { type: 'tag.change'; value: string }
  | { type: 'tag.add' }
  | { type: 'tag.remove'; tag: string }
  | { type: 'form.submit' }
  | { type: 'post.reload' }

export type PostFormInput = { mode: 'create'; userId: number | null } | { mode: 'edit'; postId: number; userId: number | null }

/** What the save sends (POST /posts/ or PUT /posts/{id}). */
export interface PostSave {
  mode: 'create' | 'edit'
  postId: number | null
  body: { title: string; content: string; tags: string[]; status: PostStatus }
}

export const EMPTY_POST_FORM: PostFormValues = { title: '', content: '', tags: [], published: true }

export function postFieldErrors(values: Pick<PostFormValues, PostFormField>): Record<PostFormField, FieldError | null> {
  return {
    title: required(values.title) ?? lengthError(values.title, POST_LIMITS.titleMin, POST_LIMITS.titleMax),
    content: required(values.content) ?? lengthError(values.content, POST_LIMITS.contentMin, POST_LIMITS.contentMax),
  }
}

export function postFormValid(values: PostFormValues): boolean {
  const errors = postFieldErrors(values)
  return errors.title === null && errors.content === null
}

/** docs/spec/2-everyday-modules.md §5: submit is disabled while title or content is blank. */
export function postFormFilled(values: Pick<PostFormValues, PostFormField>): boolean {
  return values.title.trim() !== '' && values.content.trim() !== ''
}

/** The blank required fields (the "Still needed" hint). */
export function missingPostFields(values: Pick<PostFormValues, PostFormField>): PostFormField[] {
  return (['title', 'content'] as const).filter((field) => values[field].trim() === '')
}

/** Why a tag cannot be added (null: it can; a blank tag is ignored without a notice). */
export function tagNoticeFor(tags: readonly string[], draft: string): TagNotice | null {
  const tag = draft.trim()
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return 'duplicate'
  if (tag.length > POST_LIMITS.tagMax) return 'tooLong'
  if (tags.length >= POST_LIMITS.tagsMax) return 'tooMany'
  return null
}

export function postSaveOf(context: Pick<PostFormContext, 'mode' | 'postId' | 'values'>): PostSave {
  const { title, content, tags, published } = context.values
  return { mode: context.mode, postId: context.postId, body: { title: title.trim(), content: content.trim(), tags, status: published ? 'published' : 'draft' } }
}

export function postFormValuesOf(post: ApiPost): PostFormValues {
  return { title: post.title, content: post.content, tags: [...post.tags], published: post.status === 'published' }
}

/**
 * docs/spec/2-everyday-modules.md §8 for a failed save. Create: a 422's detail list joined, else the detail, else the
 * message, else the translated default. Edit: the detail or message, else the default (the
 * client joins a 422 list into the message, so both read the same). Transport failures, 5xx and
 * known server texts are the shared translated texts.
 */
export function postFormFailure(error: unknown): PostFormFailure {
  const code = failureCode(error)
  if (code !== 'failed' && code !== 'validation') return { code, message: null }
  const e = toApiError(error)
  const joined = e.issues && e.issues.length > 0 ? e.issues.map((i) => i.msg).join(', ') : null
  const message = joined ?? (e.message && e.message.trim() !== '' ? e.message : null)
  return { code: 'failed', message }
}

export const postFormMachine = setup({
  types: {
    context: {} as PostFormContext,
    events: {} as PostFormEvent,
    input: {} as PostFormInput,
    tags: {} as 'busy' | 'editing',
  },
  actors: {
    /** GET /posts/{id} (edit). */
    fetchPost: fromPromise<ApiPost, { postId: number }>(async () => {
      throw new Error('fetchPost is provided by the app')
    }),
    /** POST /posts/ or PUT /posts/{id}; resolves with the saved post. */
    savePost: fromPromise<ApiPost, PostSave>(async () => {
      throw new Error('savePost is provided by the app')
    }),
  },
  actions: {
    /** The app goes to the saved post. */
    postSaved: (_, _params: { post: ApiPost }) => {},
    /** The app goes to /posts with "You are not authorized to edit this post". */
    notAuthorized: () => {},
  },
  delays: {
    tagNotice: TAG_NOTICE_MS,
  },
  guards: {
    isEdit: ({ context }) => context.mode === 'edit',
    isAuthor: ({ context }, params: { post: ApiPost }) => context.userId !== null && params.post.author_id === context.userId,
    notFound: (_, params: { error: unknown }) => toApiError(params.error).status === 404,
    tagBlank: ({ context }) => context.tagDraft.trim() === '',
    tagRefused: ({ context }) => tagNoticeFor(context.values.tags, context.tagDraft) !== null,
    filled: ({ context }) => postFormFilled(context.values),
    valid: ({ context }) => postFormValid(context.values),
  },
}).createMachine({
  id: 'postForm',
  context: ({ input }) => ({
    mode: input.mode,
    postId: input.mode === 'edit' ? input.postId : null,
    userId: input.userId,
    values: EMPTY_POST_FORM,
    tagDraft: '',
    tagNotice: null,
    attempted: false,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ postId: context.postId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isAuthor', params: ({ event }) => ({ post: event.output }) },
            target: 'editing',
            actions: assign({ values: ({ event }) => postFormValuesOf(event.output) }),
          },
          {
            target: 'notAuthorized',
            description: 'Spec 2 §6: a user who is not the author goes to /posts with the not-authorized message.',
            actions: 'notAuthorized',
          },
        ],
        onError: [
          { guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'loadFailed', actions: assign({ failure: ({ event }) => ({ code: failureCode(event.error), message: null }) }) },
        ],
      },
    },
    loadFailed: {
      description: "'Failed to load post' with a retry.",
      on: { 'post.reload': { target: 'loading', actions: assign({ failure: null }) } },
    },
    notFound: { type: 'final' },
    notAuthorized: { type: 'final' },
    editing: {
      tags: ['editing'],
      initial: 'quiet',
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        'published.toggle': {
          description: 'On → published, off → draft.',
          actions: assign({ values: ({ context }) => ({ ...context.values, published: !context.values.published }) }),
        },
        'tag.change': { actions: assign({ tagDraft: ({ event }) => event.value }) },
        'tag.remove': { actions: assign({ values: ({ context, event }) => ({ ...context.values, tags: context.values.tags.filter((t) => t !== event.tag) }) }) },
        'form.submit': [
          { guard: 'valid', target: 'saving', actions: assign({ failure: null }) },
          {
            guard: 'filled',
            description: 'Title 5–200, content ≥ 10: the messages show, nothing is sent.',
            actions: assign({ attempted: true }),
          },
          { description: 'Blank title or content: submit is disabled; Enter shows the messages.', actions: assign({ attempted: true }) },
        ],
      },
      states: {
        quiet: {
          on: {
            'tag.add': [
              { guard: 'tagBlank', description: 'A blank tag is ignored.', actions: assign({ tagDraft: '' }) },
              {
                guard: 'tagRefused',
                target: 'notice',
                actions: assign({ tagNotice: ({ context }) => tagNoticeFor(context.values.tags, context.tagDraft) }),
              },
              {
                actions: assign({
                  values: ({ context }) => ({ ...context.values, tags: [...context.values.tags, context.tagDraft.trim()] }),
                  tagDraft: '',
                }),
              },
            ],
          },
        },
        notice: {
          description: "'Tag already exists' (or the tag limits) for 3 s.",
          exit: assign({ tagNotice: null }),
          after: { tagNotice: 'quiet' },
          on: {
            'tag.add': [
              { guard: 'tagBlank', description: 'A blank tag is ignored.', actions: assign({ tagDraft: '' }) },
              {
                guard: 'tagRefused',
                target: 'notice',
                reenter: true,
                description: 'Another refused tag shows its message for 3 s again.',
                actions: assign({ tagNotice: ({ context }) => tagNoticeFor(context.values.tags, context.tagDraft) }),
              },
              {
                target: 'quiet',
                actions: assign({
                  values: ({ context }) => ({ ...context.values, tags: [...context.values.tags, context.tagDraft.trim()] }),
                  tagDraft: '',
                  tagNotice: null,
                }),
              },
            ],
          },
        },
      },
    },
    saving: {
      tags: ['busy', 'editing'],
      invoke: {
        id: 'savePost',
        src: 'savePost',
        input: ({ context }) => postSaveOf(context),
        onDone: { target: 'saved', actions: { type: 'postSaved', params: ({ event }) => ({ post: event.output }) } },
        onError: {
          target: 'editing',
          description: 'The values stay; the §8 message shows above the form.',
          actions: assign({ failure: ({ event }) => postFormFailure(event.error) }),
        },
      },
    },
    saved: { type: 'final', description: 'The app goes to the post.' },
  },
})

export type PostFormMachine = typeof postFormMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type PostFormSnap = SnapshotFrom<typeof postFormMachine>

/** Nothing to edit yet: starting, loading the post, or not allowed (the form waits or redirects). */
export function selectPostFormPending(s: PostFormSnap): boolean {
  return s.matches('loading') || s.matches('start') || s.matches('notAuthorized')
}

/** Loading the post to edit failed. */
export function selectPostFormLoadFailed(s: PostFormSnap): boolean {
  return s.matches('loadFailed')
}

/** The post to edit does not exist. */
export function selectPostFormNotFound(s: PostFormSnap): boolean {
  return s.matches('notFound')
}

/** What the post form renders: `useSelector(ref, selectPostFormView, shallowEqual)`. */
export function selectPostFormView(s: PostFormSnap) {
  return {
    state: JSON.stringify(s.value),
    context: s.context,
    pending: selectPostFormPending(s),
    loadFailed: selectPostFormLoadFailed(s),
    notFound: selectPostFormNotFound(s),
    saving: s.hasTag('busy'),
  }
}
export type PostFormViewModel = ReturnType<typeof selectPostFormView>
