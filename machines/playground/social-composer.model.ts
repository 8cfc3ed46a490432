/**
 * Graph model of the post composer (tests/model/social-composer.model.spec.ts). Sample files
 * (sizes in bytes, MIME types) stand for what the harness uploads: a small PNG, a PNG one byte
 * over 5MB, a PDF on the image button, a small MP4 and an MP4 one byte over 50MB.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from './social-data'
import { socialComposerMachine, type ComposerContext, type PickedFile } from './social-composer.machine'

type Ev = EventFromLogic<typeof socialComposerMachine>

export const COMPOSER_MODEL_FILES = {
  photo: { name: 'photo.png', size: 2048, type: 'image/png', url: 'blob:photo' },
  hugePhoto: { name: 'huge.png', size: IMAGE_MAX_BYTES + 1, type: 'image/png', url: 'blob:huge-photo' },
  document: { name: 'notes.pdf', size: 1024, type: 'application/pdf', url: 'blob:notes' },
  clip: { name: 'clip.mp4', size: 4096, type: 'video/mp4', url: 'blob:clip' },
  hugeClip: { name: 'huge.mp4', size: VIDEO_MAX_BYTES + 1, type: 'video/mp4', url: 'blob:huge-clip' },
} satisfies Record<string, PickedFile>

export const COMPOSER_MODEL_SAMPLES = { text: 'Hello QA', emoji: '🎉', options: ['Tea', 'Coffee'] } as const

export const socialComposerModel = defineModel({
  id: 'socialComposer',
  area: 'social',
  routes: ['/qa/social'],
  title: 'Post composer',
  description: 'Text, image/video upload with limits, emoji picker, poll of 2 to 4 options, empty-post and poll checks.',
  machine: socialComposerMachine,
  starts: [{ name: 'empty composer', input: undefined }],
  events: (s) => {
    const c = s.context as ComposerContext
    const f = COMPOSER_MODEL_FILES
    const events: Ev[] = [
      { type: 'text.change', value: '' },
      { type: 'text.change', value: COMPOSER_MODEL_SAMPLES.text },
      { type: 'emoji.toggle' },
      { type: 'emoji.close' },
      { type: 'media.select', kind: 'image', file: f.photo },
      { type: 'media.select', kind: 'image', file: f.hugePhoto },
      { type: 'media.select', kind: 'image', file: f.document },
      { type: 'media.select', kind: 'video', file: f.clip },
      { type: 'media.select', kind: 'video', file: f.hugeClip },
      { type: 'media.remove' },
      { type: 'poll.toggle' },
      { type: 'poll.addOption' },
      { type: 'post.submit' },
    ]
    // One emoji at most, so the text stays one of a few samples.
    if (!c.text.includes(COMPOSER_MODEL_SAMPLES.emoji)) events.push({ type: 'emoji.pick', emoji: COMPOSER_MODEL_SAMPLES.emoji, at: null })
    // The first two options get sample answers; the last option can be removed.
    c.options.slice(0, 2).forEach((o, i) => events.push({ type: 'poll.optionChange', id: o.id, value: COMPOSER_MODEL_SAMPLES.options[i]! }))
    const last = c.options.at(-1)
    if (last) events.push({ type: 'poll.removeOption', id: last.id })
    return events
  },
  context: (s) => {
    const c = s.context as ComposerContext
    return [c.text, c.media?.name ?? null, c.options.map((o) => [o.id, o.value])]
  },
})
