import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from './social-data'
import {
  canAddPollOption,
  canRemovePollOption,
  composeContent,
  filledOptions,
  insertAt,
  mediaError,
  socialComposerMachine,
  type ComposerEvent,
  type PickedFile,
} from './social-composer.machine'

const png = (size = 1024, url = 'blob:png'): PickedFile => ({ name: 'photo.png', size, type: 'image/png', url })
const mp4 = (size = 2048, url = 'blob:mp4'): PickedFile => ({ name: 'clip.mp4', size, type: 'video/mp4', url })
const pdf = (url = 'blob:pdf'): PickedFile => ({ name: 'doc.pdf', size: 100, type: 'application/pdf', url })

function setup() {
  const publish = vi.fn()
  const releaseFile = vi.fn()
  const notify = vi.fn()
  const actor = createActor(socialComposerMachine.provide({ actions: { publish, releaseFile, notify } })).start()
  const send = (e: ComposerEvent) => actor.send(e)
  const ctx = () => actor.getSnapshot().context
  const value = () => actor.getSnapshot().value as { emoji: string; poll: string }
  const notices = () => notify.mock.calls.map((c) => c[1] as unknown)
  const released = () => releaseFile.mock.calls.map((c) => (c[1] as { url: string }).url)
  return { actor, send, ctx, value, publish, releaseFile, notify, notices, released }
}

describe('pure rules', () => {
  it('checks the file type against the button, then the size (5242880 / 52428800 bytes allowed)', () => {
    expect(mediaError('image', { type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull()
    expect(mediaError('image', { type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('imageTooLarge')
    expect(mediaError('image', { type: 'video/mp4', size: 10 })).toBe('notAnImage')
    expect(mediaError('image', { type: '', size: 10 })).toBe('notAnImage')
    expect(mediaError('video', { type: 'video/mp4', size: VIDEO_MAX_BYTES })).toBeNull()
    expect(mediaError('video', { type: 'video/webm', size: VIDEO_MAX_BYTES + 1 })).toBe('videoTooLarge')
    expect(mediaError('video', { type: 'image/png', size: 10 })).toBe('notAVideo')
  })

  it('builds the post text with the poll line', () => {
    expect(composeContent('  Hi  ', null)).toBe('Hi')
    expect(
      composeContent('Which?', [
        { id: 1, value: ' A ' },
        { id: 2, value: '' },
        { id: 3, value: 'B' },
        { id: 4, value: 'C' },
      ]),
    ).toBe('Which?\nPoll: A / B / C')
  })

  it('counts filled options and knows the 2..4 bounds', () => {
    const two = [
      { id: 1, value: 'a' },
      { id: 2, value: ' ' },
    ]
    expect(filledOptions(two)).toEqual(['a'])
    expect(canRemovePollOption(two)).toBe(false)
    expect(canAddPollOption(two)).toBe(true)
    const four = [...two, { id: 3, value: '' }, { id: 4, value: '' }]
    expect(canAddPollOption(four)).toBe(false)
    expect(canRemovePollOption(four)).toBe(true)
  })

  it('inserts at the caret, clamped, or at the end', () => {
    expect(insertAt('Hello', '🎉', 0)).toBe('🎉Hello')
    expect(insertAt('Hello', '🎉', 2)).toBe('He🎉llo')
    expect(insertAt('Hello', '🎉', null)).toBe('Hello🎉')
    expect(insertAt('Hello', '🎉', 99)).toBe('Hello🎉')
    expect(insertAt('Hello', '🎉', -3)).toBe('🎉Hello')
  })
})

describe('social composer machine', () => {
  it('starts empty, picker closed, no poll', () => {
    const t = setup()
    expect(t.value()).toEqual({ emoji: 'closed', poll: 'off' })
    expect(t.ctx()).toEqual({ text: '', media: null, options: [] })
  })

  it('stores the text', () => {
    const t = setup()
    t.send({ type: 'text.change', value: 'Hi' })
    expect(t.ctx().text).toBe('Hi')
  })

  describe('emoji picker', () => {
    it('toggles open and closed, and closes on emoji.close', () => {
      const t = setup()
      t.send({ type: 'emoji.toggle' })
      expect(t.value().emoji).toBe('open')
      t.send({ type: 'emoji.toggle' })
      expect(t.value().emoji).toBe('closed')
      t.send({ type: 'emoji.toggle' })
      t.send({ type: 'emoji.close' })
      expect(t.value().emoji).toBe('closed')
    })

    it('inserts the picked emoji at the caret and closes', () => {
      const t = setup()
      t.send({ type: 'text.change', value: 'Hi there' })
      t.send({ type: 'emoji.toggle' })
      t.send({ type: 'emoji.pick', emoji: '👍', at: 2 })
      expect(t.ctx().text).toBe('Hi👍 there')
      expect(t.value().emoji).toBe('closed')
    })

    it('ignores a pick while closed', () => {
      const t = setup()
      t.send({ type: 'emoji.pick', emoji: '👍', at: null })
      expect(t.ctx().text).toBe('')
    })
  })

  describe('media', () => {
    it('attaches an image or a video with its kind', () => {
      const t = setup()
      t.send({ type: 'media.select', kind: 'image', file: png() })
      expect(t.ctx().media).toEqual({ ...png(), kind: 'image' })
      expect(t.notify).not.toHaveBeenCalled()
    })

    it('replaces the attached file and frees the old preview', () => {
      const t = setup()
      t.send({ type: 'media.select', kind: 'image', file: png() })
      t.send({ type: 'media.select', kind: 'video', file: mp4() })
      expect(t.ctx().media).toEqual({ ...mp4(), kind: 'video' })
      expect(t.released()).toEqual(['blob:png'])
    })

    it.each([
      ['image', png(IMAGE_MAX_BYTES + 1, 'blob:big'), 'imageTooLarge'],
      ['video', mp4(VIDEO_MAX_BYTES + 1, 'blob:big'), 'videoTooLarge'],
      ['image', pdf('blob:big'), 'notAnImage'],
      ['video', png(10, 'blob:big'), 'notAVideo'],
    ] as const)('refuses a bad %s (%s → %s), keeps the attached one, frees the refused preview', (kind, file, code) => {
      const t = setup()
      t.send({ type: 'media.select', kind: 'image', file: png() })
      t.send({ type: 'media.select', kind, file })
      expect(t.ctx().media).toEqual({ ...png(), kind: 'image' })
      expect(t.notices()).toEqual([{ code }])
      expect(t.released()).toEqual(['blob:big'])
    })

    it('accepts files of exactly the limits', () => {
      const t = setup()
      t.send({ type: 'media.select', kind: 'image', file: png(IMAGE_MAX_BYTES) })
      expect(t.ctx().media?.size).toBe(IMAGE_MAX_BYTES)
      t.send({ type: 'media.select', kind: 'video', file: mp4(VIDEO_MAX_BYTES) })
      expect(t.ctx().media?.size).toBe(VIDEO_MAX_BYTES)
    })

    it('removes the attached file and frees its preview; nothing to remove is ignored', () => {
      const t = setup()
      t.send({ type: 'media.remove' })
      expect(t.releaseFile).not.toHaveBeenCalled()
      t.send({ type: 'media.select', kind: 'video', file: mp4() })
      t.send({ type: 'media.remove' })
      expect(t.ctx().media).toBeNull()
      expect(t.released()).toEqual(['blob:mp4'])
    })
  })

  describe('poll', () => {
    it('turns on with 2 empty options and off again', () => {
      const t = setup()
      t.send({ type: 'poll.toggle' })
      expect(t.value().poll).toBe('on')
      expect(t.ctx().options).toEqual([
        { id: 1, value: '' },
        { id: 2, value: '' },
      ])
      t.send({ type: 'poll.toggle' })
      expect(t.value().poll).toBe('off')
      expect(t.ctx().options).toEqual([])
    })

    it('edits an option by id', () => {
      const t = setup()
      t.send({ type: 'poll.toggle' })
      t.send({ type: 'poll.optionChange', id: 2, value: 'B' })
      expect(t.ctx().options).toEqual([
        { id: 1, value: '' },
        { id: 2, value: 'B' },
      ])
    })

    it('adds up to 4 options', () => {
      const t = setup()
      t.send({ type: 'poll.toggle' })
      t.send({ type: 'poll.addOption' })
      t.send({ type: 'poll.addOption' })
      t.send({ type: 'poll.addOption' })
      expect(t.ctx().options.map((o) => o.id)).toEqual([1, 2, 3, 4])
    })

    it('removes options down to 2, by id', () => {
      const t = setup()
      t.send({ type: 'poll.toggle' })
      t.send({ type: 'poll.addOption' })
      t.send({ type: 'poll.removeOption', id: 1 })
      expect(t.ctx().options.map((o) => o.id)).toEqual([2, 3])
      t.send({ type: 'poll.removeOption', id: 2 })
      expect(t.ctx().options.map((o) => o.id)).toEqual([2, 3])
      t.send({ type: 'poll.addOption' })
      expect(t.ctx().options.map((o) => o.id)).toEqual([2, 3, 4])
      t.send({ type: 'poll.removeOption', id: 99 })
      expect(t.ctx().options).toHaveLength(3)
    })

    it('ignores option events while the poll is off', () => {
      const t = setup()
      t.send({ type: 'poll.addOption' })
      t.send({ type: 'poll.optionChange', id: 1, value: 'x' })
      expect(t.ctx().options).toEqual([])
    })
  })

  describe('post.submit', () => {
    it('refuses an empty post: "Please write something"', () => {
      const t = setup()
      t.send({ type: 'post.submit' })
      t.send({ type: 'text.change', value: '  ' })
      t.send({ type: 'media.select', kind: 'image', file: png() })
      t.send({ type: 'post.submit' })
      expect(t.notices()).toEqual([{ code: 'emptyPost' }, { code: 'emptyPost' }])
      expect(t.publish).not.toHaveBeenCalled()
      expect(t.ctx().media).not.toBeNull()
    })

    it('refuses a poll with fewer than 2 non-empty options: "Please add at least 2 poll options"', () => {
      const t = setup()
      t.send({ type: 'text.change', value: 'Which?' })
      t.send({ type: 'poll.toggle' })
      t.send({ type: 'poll.optionChange', id: 1, value: 'A' })
      t.send({ type: 'poll.optionChange', id: 2, value: '  ' })
      t.send({ type: 'post.submit' })
      expect(t.notices()).toEqual([{ code: 'pollOptions' }])
      expect(t.publish).not.toHaveBeenCalled()
      expect(t.value().poll).toBe('on')
    })

    it('publishes the trimmed text with the media, then empties the composer', () => {
      const t = setup()
      t.send({ type: 'text.change', value: ' Hello QA ' })
      t.send({ type: 'media.select', kind: 'image', file: png() })
      t.send({ type: 'emoji.toggle' })
      t.send({ type: 'post.submit' })
      expect(t.publish).toHaveBeenCalledWith(expect.anything(), { content: 'Hello QA', media: { ...png(), kind: 'image' } })
      expect(t.ctx()).toEqual({ text: '', media: null, options: [] })
      expect(t.value()).toEqual({ emoji: 'closed', poll: 'off' })
      expect(t.releaseFile).not.toHaveBeenCalled()
      expect(t.notify).not.toHaveBeenCalled()
    })

    it('publishes a poll as a "Poll:" line with the filled options', () => {
      const t = setup()
      t.send({ type: 'text.change', value: 'Tea or coffee?' })
      t.send({ type: 'poll.toggle' })
      t.send({ type: 'poll.addOption' })
      t.send({ type: 'poll.optionChange', id: 1, value: 'Tea' })
      t.send({ type: 'poll.optionChange', id: 3, value: 'Coffee' })
      t.send({ type: 'post.submit' })
      expect(t.publish).toHaveBeenCalledWith(expect.anything(), { content: 'Tea or coffee?\nPoll: Tea / Coffee', media: null })
      expect(t.value().poll).toBe('off')
    })
  })
})
