/**
 * The social feed's post composer (docs/spec/3-playground.md "Social feed", §5 Social, §8, §9): the text, one image
 * (max 5MB = 5242880 bytes) or video (max 50MB) with a preview and remove, a 12-emoji picker
 * that inserts at the caret, and a poll of 2 to 4 options appended to the post text as a line
 * starting with "Poll:". An empty post is refused ("Please write something"); a poll needs
 * at least 2 non-empty options ("Please add at least 2 poll options"). Publishing hands the
 * post to the feed through the provided `publish` action.
 */
import { and, assign, setup, stateIn, type SnapshotFrom } from 'xstate'
import { IMAGE_MAX_BYTES, POLL_MARKER, POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, VIDEO_MAX_BYTES, type MediaKind } from './social-data'

/** A file the user picked, as the app describes it (the URL is made by the app for the preview). */
export interface PickedFile {
  name: string
  /** Bytes. */
  size: number
  /** MIME type, e.g. 'image/png'. */
  type: string
  url: string
}

export interface ComposerMedia extends PickedFile {
  kind: MediaKind
}

export interface PollOption {
  id: number
  value: string
}

export interface ComposerContext {
  text: string
  media: ComposerMedia | null
  /** The poll's options while the poll is on (empty when off). */
  options: PollOption[]
}

export type ComposerEvent =
  | { type: 'text.change'; value: string }
  | { type: 'emoji.toggle' }
  | { type: 'emoji.close' }
  | { type: 'emoji.pick'; emoji: string; at: number | null }
  | { type: 'media.select'; kind: MediaKind; file: PickedFile }
  | { type: 'media.remove' }
  | { type: 'poll.toggle' }
  | { type: 'poll.optionChange'; id: number; value: string }
  | { type: 'poll.addOption' }
  | { type: 'poll.removeOption'; id: number }
  | { type: 'post.submit' }

export type MediaError = 'notAnImage' | 'notAVideo' | 'imageTooLarge' | 'videoTooLarge'
export type ComposerNotice = { code: 'emptyPost' } | { code: 'pollOptions' } | { code: MediaError }

// ---- Pure rules ----

const isBlank = (text: string) => text.trim() === ''

/** Why a picked file is refused, or null: the type must fit the button, the size the limit (docs/spec/3-playground.md §9). */
export function mediaError(kind: MediaKind, file: Pick<PickedFile, 'size' | 'type'>): MediaError | null {
  if (kind === 'image') {
    if (!file.type.startsWith('image/')) return 'notAnImage'
    if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge'
  } else {
    if (!file.type.startsWith('video/')) return 'notAVideo'
    if (file.size > VIDEO_MAX_BYTES) return 'videoTooLarge'
  }
  return null
}

export const filledOptions = (options: readonly PollOption[]) => options.map((o) => o.value.trim()).filter((v) => v !== '')
export const canAddPollOption = (options: readonly PollOption[]) => options.length < POLL_MAX_OPTIONS
export const canRemovePollOption = (options: readonly PollOption[]) => options.length > POLL_MIN_OPTIONS

/** The post text: the trimmed text, plus the poll line when a poll is on ("Poll: A / B / C"). */
export function composeContent(text: string, options: readonly PollOption[] | null): string {
  const body = text.trim()
  if (!options) return body
  return `${body}\n${POLL_MARKER} ${filledOptions(options).join(' / ')}`
}

/** Inserts `emoji` at the caret (`at`), or at the end when the caret is unknown. */
export function insertAt(text: string, emoji: string, at: number | null): string {
  const i = at === null || !Number.isInteger(at) ? text.length : Math.min(Math.max(at, 0), text.length)
  return `${text.slice(0, i)}${emoji}${text.slice(i)}`
}

const newOption = (options: readonly PollOption[]): PollOption => ({ id: options.reduce((m, o) => Math.max(m, o.id), 0) + 1, value: '' })
const EMPTY_POLL = (): PollOption[] => [
  { id: 1, value: '' },
  { id: 2, value: '' },
]

export const socialComposerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
  },
  actions: {
    /** Hands the post to the feed. */
    publish: (_, _params: { content: string; media: ComposerMedia | null }) => {},
    /** Frees a file preview URL that is no longer shown. */
    releaseFile: (_, _params: { url: string }) => {},
    notify: (_, _params: ComposerNotice) => {},
  },
  guards: {
    textBlank: ({ context }) => isBlank(context.text),
    pollIncomplete: ({ context }) => filledOptions(context.options).length < POLL_MIN_OPTIONS,
    wrongFileType: ({ event }) => event.type === 'media.select' && ['notAnImage', 'notAVideo'].includes(mediaError(event.kind, event.file) ?? ''),
    fileTooLarge: ({ event }) => event.type === 'media.select' && ['imageTooLarge', 'videoTooLarge'].includes(mediaError(event.kind, event.file) ?? ''),
    hasMedia: ({ context }) => context.media !== null,
    canAddOption: ({ context }) => canAddPollOption(context.options),
    canRemoveOption: ({ context, event }) => event.type === 'poll.removeOption' && canRemovePollOption(context.options) && context.options.some((o) => o.id === event.id),
  },
}).createMachine({
  id: 'socialComposer',
  type: 'parallel',
  context: { text: '', media: null, options: [] },
  on: {
    'text.change': { actions: assign({ text: ({ event }) => event.value }) },
    'media.select': [
      {
        guard: 'wrongFileType',
        description: 'The image button takes images only, the video button videos only.',
        actions: [
          { type: 'releaseFile', params: ({ event }) => ({ url: event.file.url }) },
          { type: 'notify', params: ({ event }) => ({ code: event.kind === 'image' ? 'notAnImage' : 'notAVideo' }) },
        ],
      },
      {
        guard: 'fileTooLarge',
        description: '"Image size should be less than 5MB" (over 5242880 bytes) or "Video size should be less than 50MB" (over 52428800 bytes).',
        actions: [
          { type: 'releaseFile', params: ({ event }) => ({ url: event.file.url }) },
          { type: 'notify', params: ({ event }) => ({ code: event.kind === 'image' ? 'imageTooLarge' : 'videoTooLarge' }) },
        ],
      },
      {
        guard: 'hasMedia',
        description: 'A new file replaces the attached one (one image or video per post).',
        actions: [
          { type: 'releaseFile', params: ({ context }) => ({ url: context.media!.url }) },
          assign({ media: ({ event }) => ({ ...event.file, kind: event.kind }) }),
        ],
      },
      { description: 'The file is attached and previewed.', actions: assign({ media: ({ event }) => ({ ...event.file, kind: event.kind }) }) },
    ],
    'media.remove': {
      guard: 'hasMedia',
      actions: [{ type: 'releaseFile', params: ({ context }) => ({ url: context.media!.url }) }, assign({ media: null })],
    },
    'post.submit': [
      { guard: 'textBlank', description: '"Please write something": an empty post is refused.', actions: { type: 'notify', params: { code: 'emptyPost' } } },
      {
        guard: and([stateIn({ poll: 'on' }), 'pollIncomplete']),
        description: '"Please add at least 2 poll options".',
        actions: { type: 'notify', params: { code: 'pollOptions' } },
      },
      {
        target: ['.emoji.closed', '.poll.off'],
        description: 'The post goes to the feed (the poll as a "Poll: A / B" line) and the composer empties.',
        actions: [
          {
            type: 'publish',
            params: ({ context }) => ({ content: composeContent(context.text, context.options.length > 0 ? context.options : null), media: context.media }),
          },
          assign({ text: '', media: null, options: [] }),
        ],
      },
    ],
  },
  states: {
    emoji: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'emoji.toggle': 'open' },
        },
        open: {
          description: 'The picker shows 12 emojis.',
          on: {
            'emoji.toggle': 'closed',
            'emoji.close': 'closed',
            'emoji.pick': {
              target: 'closed',
              description: 'Inserts the emoji at the caret and closes the picker.',
              actions: assign({ text: ({ context, event }) => insertAt(context.text, event.emoji, event.at) }),
            },
          },
        },
      },
    },
    poll: {
      initial: 'off',
      states: {
        off: {
          on: { 'poll.toggle': { target: 'on', actions: assign({ options: EMPTY_POLL }) } },
        },
        on: {
          description: 'A poll of 2 to 4 options.',
          on: {
            'poll.toggle': { target: 'off', description: 'Removes the poll.', actions: assign({ options: [] }) },
            'poll.optionChange': {
              actions: assign({ options: ({ context, event }) => context.options.map((o) => (o.id === event.id ? { ...o, value: event.value } : o)) }),
            },
            'poll.addOption': { guard: 'canAddOption', description: 'At most 4 options.', actions: assign({ options: ({ context }) => [...context.options, newOption(context.options)] }) },
            'poll.removeOption': {
              guard: 'canRemoveOption',
              description: 'At least 2 options stay.',
              actions: assign({ options: ({ context, event }) => context.options.filter((o) => o.id !== event.id) }),
            },
          },
        },
      },
    },
  },
})

export type SocialComposerMachine = typeof socialComposerMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type SocialComposerSnap = SnapshotFrom<typeof socialComposerMachine>

/** The emoji picker is open. */
export function selectEmojiOpen(s: SocialComposerSnap): boolean {
  return s.matches({ emoji: 'open' })
}

/** The poll is added. */
export function selectPollOn(s: SocialComposerSnap): boolean {
  return s.matches({ poll: 'on' })
}

/** What the composer renders: `useSelector(ref, selectSocialComposerView, shallowEqual)`. */
export function selectSocialComposerView(s: SocialComposerSnap) {
  return { context: s.context, emojiOpen: selectEmojiOpen(s), pollOn: selectPollOn(s) }
}
export type SocialComposerViewModel = ReturnType<typeof selectSocialComposerView>
