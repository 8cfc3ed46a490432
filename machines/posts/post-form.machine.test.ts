import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ApiPost } from '../shared/contracts-everyday'
import { apiError, controlled } from '../shared/testing'
import {
  missingPostFields,
  postFieldErrors,
  postFormFailure,
  postFormFilled,
  postFormMachine,
  postSaveOf,
  tagNoticeFor,
  TAG_NOTICE_MS,
  type PostFormInput,
  type PostSave,
} from './post-form.machine'
import { OTHER_AUTHOR, samplePost } from './post-samples'

const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve()
}

afterEach(() => vi.useRealTimers())

function start(input: PostFormInput = { mode: 'create', userId: 1 }) {
  const fetchPost = controlled<ApiPost, { postId: number }>()
  const savePost = controlled<ApiPost, PostSave>()
  const postSaved = vi.fn()
  const notAuthorized = vi.fn()
  const actor = createActor(postFormMachine.provide({ actors: { fetchPost: fetchPost.logic, savePost: savePost.logic }, actions: { postSaved, notAuthorized } }), {
    input,
  }).start()
  return { actor, fetchPost, savePost, postSaved, notAuthorized, snap: () => actor.getSnapshot() }
}

function fill(t: ReturnType<typeof start>, title: string, content: string) {
  t.actor.send({ type: 'field.change', field: 'title', value: title })
  t.actor.send({ type: 'field.change', field: 'content', value: content })
}

function addTag(t: ReturnType<typeof start>, tag: string) {
  t.actor.send({ type: 'tag.change', value: tag })
  t.actor.send({ type: 'tag.add' })
}

describe('helpers', () => {
  it('title 5 to 200, content at least 10, both required (trimmed)', () => {
    expect(postFieldErrors({ title: ' ', content: '' })).toEqual({ title: { code: 'required' }, content: { code: 'required' } })
    expect(postFieldErrors({ title: 'abcd', content: '123456789' })).toEqual({ title: { code: 'minLength', n: 5 }, content: { code: 'minLength', n: 10 } })
    expect(postFieldErrors({ title: 'x'.repeat(201), content: '1234567890' })).toEqual({ title: { code: 'maxLength', n: 200 }, content: null })
    expect(postFieldErrors({ title: 'abcde', content: '1234567890' })).toEqual({ title: null, content: null })
  })
  it('filled / missing: blank title or content', () => {
    expect(postFormFilled({ title: 'a', content: 'b' })).toBe(true)
    expect(postFormFilled({ title: ' ', content: 'b' })).toBe(false)
    expect(missingPostFields({ title: '', content: ' ' })).toEqual(['title', 'content'])
  })
  it('tagNoticeFor: duplicate (any case), too long, too many', () => {
    expect(tagNoticeFor(['qa'], 'QA ')).toBe('duplicate')
    expect(tagNoticeFor([], 'x'.repeat(31))).toBe('tooLong')
    expect(tagNoticeFor(Array.from({ length: 20 }, (_, i) => `t${i}`), 'new')).toBe('tooMany')
    expect(tagNoticeFor(['qa'], 'e2e')).toBeNull()
  })
  it('postSaveOf: trimmed values; published → published, off → draft', () => {
    const values = { title: ' Hello world ', content: ' Some content here ', tags: ['a'], published: true }
    expect(postSaveOf({ mode: 'create', postId: null, values })).toEqual({
      mode: 'create',
      postId: null,
      body: { title: 'Hello world', content: 'Some content here', tags: ['a'], status: 'published' },
    })
    expect(postSaveOf({ mode: 'edit', postId: 3, values: { ...values, published: false } }).body.status).toBe('draft')
  })
  it('postFormFailure: §8 mapping', () => {
    const list = { kind: 'http' as const, status: 422, message: 'a, b', issues: [{ loc: ['body', 'title'], msg: 'a' }, { loc: ['body', 'content'], msg: 'b' }] }
    expect(postFormFailure(list)).toEqual({ code: 'failed', message: 'a, b' })
    expect(postFormFailure(apiError('http', 400, 'Title is odd'))).toEqual({ code: 'failed', message: 'Title is odd' })
    expect(postFormFailure(apiError('http', 400, null))).toEqual({ code: 'failed', message: null })
    expect(postFormFailure(apiError('http', 500, 'Internal Server Error'))).toEqual({ code: 'server', message: null })
    expect(postFormFailure(apiError('network', null, null))).toEqual({ code: 'network', message: null })
  })
})

describe('post form machine: create', () => {
  it('starts editing an empty form, published on', () => {
    const t = start()
    expect(t.snap().matches({ editing: 'quiet' })).toBe(true)
    expect(t.snap().context.values).toEqual({ title: '', content: '', tags: [], published: true })
  })

  it('a blank form submit only shows the messages', () => {
    const t = start()
    t.actor.send({ type: 'form.submit' })
    expect(t.snap().matches('editing')).toBe(true)
    expect(t.snap().context.attempted).toBe(true)
    expect(t.savePost.runs).toHaveLength(0)
  })

  it('a too-short title / content shows the messages, nothing is sent', () => {
    const t = start()
    fill(t, 'abc', 'short')
    t.actor.send({ type: 'form.submit' })
    expect(t.snap().context.attempted).toBe(true)
    expect(t.savePost.runs).toHaveLength(0)
  })

  it('saves a valid form, then hands the post over', async () => {
    const t = start()
    fill(t, 'A fine title', 'Content long enough')
    addTag(t, 'qa')
    t.actor.send({ type: 'published.toggle' })
    t.actor.send({ type: 'form.submit' })
    expect(t.snap().value).toBe('saving')
    expect(t.snap().hasTag('busy')).toBe(true)
    expect(t.savePost.run(0).input).toEqual({
      mode: 'create',
      postId: null,
      body: { title: 'A fine title', content: 'Content long enough', tags: ['qa'], status: 'draft' },
    })
    const saved = samplePost({ id: 50 })
    t.savePost.run(0).resolve(saved)
    await settle()
    expect(t.snap().value).toBe('saved')
    expect(t.postSaved).toHaveBeenCalledWith(expect.anything(), { post: saved })
  })

  it('a failed save keeps the values and carries the §8 failure', async () => {
    const t = start()
    fill(t, 'A fine title', 'Content long enough')
    t.actor.send({ type: 'form.submit' })
    t.savePost.run(0).reject(apiError('http', 400, 'Nope'))
    await settle()
    expect(t.snap().matches('editing')).toBe(true)
    expect(t.snap().context.failure).toEqual({ code: 'failed', message: 'Nope' })
    expect(t.snap().context.values.title).toBe('A fine title')
    t.actor.send({ type: 'form.submit' })
    expect(t.snap().context.failure).toBeNull()
  })

  it('published toggles on and off', () => {
    const t = start()
    t.actor.send({ type: 'published.toggle' })
    expect(t.snap().context.values.published).toBe(false)
    t.actor.send({ type: 'published.toggle' })
    expect(t.snap().context.values.published).toBe(true)
  })
})

describe('post form machine: tags', () => {
  it('adds a trimmed tag and clears the entry; removes a tag', () => {
    const t = start()
    addTag(t, '  react ')
    expect(t.snap().context.values.tags).toEqual(['react'])
    expect(t.snap().context.tagDraft).toBe('')
    t.actor.send({ type: 'tag.remove', tag: 'react' })
    expect(t.snap().context.values.tags).toEqual([])
  })

  it('a blank tag is ignored', () => {
    const t = start()
    addTag(t, '   ')
    expect(t.snap().context.values.tags).toEqual([])
    expect(t.snap().matches({ editing: 'quiet' })).toBe(true)
  })

  it("a duplicate shows 'tag already exists' for 3 s", () => {
    vi.useFakeTimers()
    const t = start()
    addTag(t, 'qa')
    addTag(t, 'QA')
    expect(t.snap().matches({ editing: 'notice' })).toBe(true)
    expect(t.snap().context.tagNotice).toBe('duplicate')
    expect(t.snap().context.values.tags).toEqual(['qa'])
    vi.advanceTimersByTime(TAG_NOTICE_MS - 1)
    expect(t.snap().context.tagNotice).toBe('duplicate')
    vi.advanceTimersByTime(1)
    expect(t.snap().matches({ editing: 'quiet' })).toBe(true)
    expect(t.snap().context.tagNotice).toBeNull()
  })

  it('while the notice shows: another refused tag restarts the 3 s, a blank is ignored, a new tag is added', () => {
    vi.useFakeTimers()
    const t = start()
    addTag(t, 'qa')
    addTag(t, 'qa')
    vi.advanceTimersByTime(2000)
    addTag(t, 'qa')
    vi.advanceTimersByTime(2000)
    expect(t.snap().context.tagNotice).toBe('duplicate')
    addTag(t, ' ')
    expect(t.snap().matches({ editing: 'notice' })).toBe(true)
    addTag(t, 'e2e')
    expect(t.snap().matches({ editing: 'quiet' })).toBe(true)
    expect(t.snap().context).toMatchObject({ tagNotice: null, values: { tags: ['qa', 'e2e'] } })
  })
})

describe('post form machine: edit', () => {
  const edit: PostFormInput = { mode: 'edit', postId: 7, userId: 1 }

  it("loads the post and fills the form with the author's values", async () => {
    const t = start(edit)
    expect(t.snap().value).toBe('loading')
    expect(t.fetchPost.run(0).input).toEqual({ postId: 7 })
    t.fetchPost.run(0).resolve(samplePost({ status: 'draft' }))
    await settle()
    expect(t.snap().matches('editing')).toBe(true)
    expect(t.snap().context.values).toEqual({ title: 'Testing state machines', content: 'Every transition deserves a test.', tags: ['xstate', 'testing', 'qa', 'playwright'], published: false })
  })

  it('a non-author is sent away (notAuthorized)', async () => {
    const t = start(edit)
    t.fetchPost.run(0).resolve(samplePost({ author: OTHER_AUTHOR, author_id: 2 }))
    await settle()
    expect(t.snap().value).toBe('notAuthorized')
    expect(t.notAuthorized).toHaveBeenCalledTimes(1)
  })

  it('a 404 is the not-found view; another failure can be retried', async () => {
    const t = start(edit)
    t.fetchPost.run(0).reject(apiError('http', 404, 'Post not found'))
    await settle()
    expect(t.snap().value).toBe('notFound')
    const u = start(edit)
    u.fetchPost.run(0).reject(apiError('http', 500, null))
    await settle()
    expect(u.snap().value).toBe('loadFailed')
    expect(u.snap().context.failure).toEqual({ code: 'server', message: null })
    u.actor.send({ type: 'post.reload' })
    expect(u.snap().value).toBe('loading')
    expect(u.snap().context.failure).toBeNull()
  })

  it('saves with PUT semantics (mode edit, the post id)', async () => {
    const t = start(edit)
    t.fetchPost.run(0).resolve(samplePost())
    await settle()
    t.actor.send({ type: 'field.change', field: 'title', value: 'Updated title' })
    t.actor.send({ type: 'form.submit' })
    expect(t.savePost.run(0).input).toMatchObject({ mode: 'edit', postId: 7, body: { title: 'Updated title', status: 'published' } })
  })
})
