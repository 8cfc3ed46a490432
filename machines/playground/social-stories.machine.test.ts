import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { IMAGE_MAX_BYTES, OWN_STORY_ID, STORIES, VIDEO_MAX_BYTES } from './social-data'
import { showsNewMarker, socialStoriesMachine, storyFileError, viewableStories, type StoriesEvent } from './social-stories.machine'

function setup() {
  const openPicker = vi.fn()
  const notify = vi.fn()
  const actor = createActor(socialStoriesMachine.provide({ actions: { openPicker, notify } }), { input: { stories: [...STORIES] } }).start()
  const send = (e: StoriesEvent) => actor.send(e)
  const snap = () => actor.getSnapshot()
  const notices = () => notify.mock.calls.map((c) => c[1] as unknown)
  return { actor, send, snap, openPicker, notify, notices }
}

describe('pure rules', () => {
  it('walks all stories but your own', () => {
    expect(viewableStories(STORIES).map((s) => s.id)).toEqual(['alexm', 'emilyr', 'davidk', 'lisap', 'jamesw'])
  })

  it('shows the new marker until the story was seen', () => {
    const alex = STORIES.find((s) => s.id === 'alexm')!
    const david = STORIES.find((s) => s.id === 'davidk')!
    expect(showsNewMarker(alex, [])).toBe(true)
    expect(showsNewMarker(alex, ['alexm'])).toBe(false)
    expect(showsNewMarker(david, [])).toBe(false)
  })

  it('accepts images up to 5MB and videos up to 50MB, nothing else', () => {
    expect(storyFileError({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull()
    expect(storyFileError({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('imageTooLarge')
    expect(storyFileError({ name: 'a.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES })).toBeNull()
    expect(storyFileError({ name: 'a.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 })).toBe('videoTooLarge')
    expect(storyFileError({ name: 'a.txt', type: 'text/plain', size: 1 })).toBe('notAStoryFile')
  })
})

describe('social stories machine', () => {
  it('starts browsing, nothing seen', () => {
    const t = setup()
    expect(t.snap().value).toBe('browsing')
    expect(t.snap().context).toEqual({ stories: [...STORIES], seen: [], current: null })
  })

  it("'Your Story' opens the file picker, not the viewer", () => {
    const t = setup()
    t.send({ type: 'story.open', id: OWN_STORY_ID })
    expect(t.openPicker).toHaveBeenCalledTimes(1)
    expect(t.snap().value).toBe('browsing')
    expect(t.snap().context.seen).toEqual([])
  })

  it('opens the viewer and marks the story seen (once)', () => {
    const t = setup()
    t.send({ type: 'story.open', id: 'emilyr' })
    expect(t.snap().value).toBe('viewing')
    expect(t.snap().context).toMatchObject({ current: 'emilyr', seen: ['emilyr'] })
    t.send({ type: 'story.close' })
    expect(t.snap().value).toBe('browsing')
    expect(t.snap().context.current).toBeNull()
    t.send({ type: 'story.open', id: 'emilyr' })
    expect(t.snap().context.seen).toEqual(['emilyr'])
  })

  it('ignores an unknown story', () => {
    const t = setup()
    t.send({ type: 'story.open', id: 'nobody' })
    expect(t.snap().value).toBe('browsing')
    expect(t.openPicker).not.toHaveBeenCalled()
  })

  it('walks next and previous, marking each story seen; no previous before the first', () => {
    const t = setup()
    t.send({ type: 'story.open', id: 'alexm' })
    t.send({ type: 'story.prev' })
    expect(t.snap().context.current).toBe('alexm')
    t.send({ type: 'story.next' })
    expect(t.snap().context).toMatchObject({ current: 'emilyr', seen: ['alexm', 'emilyr'] })
    t.send({ type: 'story.prev' })
    expect(t.snap().context).toMatchObject({ current: 'alexm', seen: ['alexm', 'emilyr'] })
  })

  it('closes the viewer after the last story', () => {
    const t = setup()
    t.send({ type: 'story.open', id: 'jamesw' })
    t.send({ type: 'story.next' })
    expect(t.snap().value).toBe('browsing')
    expect(t.snap().context).toMatchObject({ current: null, seen: ['jamesw'] })
  })

  it.each([
    [{ name: 'me.png', type: 'image/png', size: 1000 }, { code: 'storyAdded', name: 'me.png' }],
    [{ name: 'me.mp4', type: 'video/mp4', size: 1000 }, { code: 'storyAdded', name: 'me.mp4' }],
    [{ name: 'me.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, { code: 'imageTooLarge' }],
    [{ name: 'me.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 }, { code: 'videoTooLarge' }],
    [{ name: 'me.txt', type: 'text/plain', size: 10 }, { code: 'notAStoryFile' }],
  ])('an uploaded story file %o → %o', (file, notice) => {
    const t = setup()
    t.send({ type: 'story.upload', file })
    expect(t.notices()).toEqual([notice])
    expect(t.snap().value).toBe('browsing')
  })

  it('ignores viewer events while browsing and uploads while viewing', () => {
    const t = setup()
    t.send({ type: 'story.next' })
    t.send({ type: 'story.close' })
    expect(t.snap().value).toBe('browsing')
    t.send({ type: 'story.open', id: 'alexm' })
    t.send({ type: 'story.upload', file: { name: 'a.png', type: 'image/png', size: 1 } })
    t.send({ type: 'story.open', id: 'lisap' })
    expect(t.notify).not.toHaveBeenCalled()
    expect(t.snap().context.current).toBe('alexm')
  })
})
