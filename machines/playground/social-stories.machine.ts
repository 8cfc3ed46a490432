/**
 * The stories row and viewer (docs/spec/3-playground.md "Social feed", §4 Social): opening a story shows the
 * viewer and a story with new content loses its new marker for the session (the seen state is
 * not persisted); previous / next walk the stories (after the last one the viewer closes).
 * Only the 'Your Story' tile opens the file picker instead; the chosen file is checked with the
 * composer's limits (image 5MB, video 50MB).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { IMAGE_MAX_BYTES, OWN_STORY_ID, VIDEO_MAX_BYTES, type Story } from './social-data'

export interface StoriesContext {
  stories: Story[]
  /** Ids of the stories opened in this session. */
  seen: string[]
  /** The story in the viewer. */
  current: string | null
}

export interface StoriesInput {
  stories: Story[]
}

export interface StoryFile {
  name: string
  size: number
  type: string
}

export type StoriesEvent =
  | { type: 'story.open'; id: string }
  | { type: 'story.next' }
  | { type: 'story.prev' }
  | { type: 'story.close' }
  | { type: 'story.upload'; file: StoryFile }

export type StoryFileError = 'notAStoryFile' | 'imageTooLarge' | 'videoTooLarge'
export type StoriesNotice = { code: 'storyAdded'; name: string } | { code: StoryFileError }

// ---- Pure rules ----

/** The stories the viewer walks through (all but your own tile). */
export const viewableStories = (stories: readonly Story[]) => stories.filter((s) => s.id !== OWN_STORY_ID)

/** Whether a story still shows its new-content marker. */
export const showsNewMarker = (story: Story, seen: readonly string[]) => story.hasNewStory && !seen.includes(story.id)

/** Why a story file is refused, or null: an image up to 5MB or a video up to 50MB. */
export function storyFileError(file: StoryFile): StoryFileError | null {
  if (file.type.startsWith('image/')) return file.size > IMAGE_MAX_BYTES ? 'imageTooLarge' : null
  if (file.type.startsWith('video/')) return file.size > VIDEO_MAX_BYTES ? 'videoTooLarge' : null
  return 'notAStoryFile'
}

function neighbour(context: StoriesContext, step: 1 | -1): string | null {
  const list = viewableStories(context.stories)
  const i = list.findIndex((s) => s.id === context.current)
  return i < 0 ? null : (list[i + step]?.id ?? null)
}

const markSeen = (seen: string[], id: string | null) => (id === null || seen.includes(id) ? seen : [...seen, id])

export const socialStoriesMachine = setup({
  types: {
    context: {} as StoriesContext,
    events: {} as StoriesEvent,
    input: {} as StoriesInput,
  },
  actions: {
    /** Opens the browser's file picker for your story. */
    openPicker: () => {},
    notify: (_, _params: StoriesNotice) => {},
  },
  guards: {
    isOwnStory: ({ event }) => event.type === 'story.open' && event.id === OWN_STORY_ID,
    storyExists: ({ context, event }) => event.type === 'story.open' && viewableStories(context.stories).some((s) => s.id === event.id),
    hasNext: ({ context }) => neighbour(context, 1) !== null,
    hasPrev: ({ context }) => neighbour(context, -1) !== null,
    notAStoryFile: ({ event }) => event.type === 'story.upload' && storyFileError(event.file) === 'notAStoryFile',
    storyFileTooLarge: ({ event }) => event.type === 'story.upload' && storyFileError(event.file) !== null,
  },
}).createMachine({
  id: 'socialStories',
  context: ({ input }) => ({ stories: input.stories, seen: [], current: null }),
  initial: 'browsing',
  states: {
    browsing: {
      entry: assign({ current: null }),
      on: {
        'story.open': [
          { guard: 'isOwnStory', description: "'Your Story' opens the file picker instead of the viewer.", actions: 'openPicker' },
          {
            guard: 'storyExists',
            target: 'viewing',
            description: 'Shows the viewer; a story with new content loses its new marker for the session.',
            actions: assign({ current: ({ event }) => event.id, seen: ({ context, event }) => markSeen(context.seen, event.id) }),
          },
        ],
        'story.upload': [
          { guard: 'notAStoryFile', description: 'A story is an image or a video.', actions: { type: 'notify', params: { code: 'notAStoryFile' } } },
          {
            guard: 'storyFileTooLarge',
            description: 'Images up to 5MB, videos up to 50MB.',
            actions: { type: 'notify', params: ({ event }) => ({ code: event.file.type.startsWith('image/') ? 'imageTooLarge' : 'videoTooLarge' }) },
          },
          { description: 'The story is added (shown for 24 hours).', actions: { type: 'notify', params: ({ event }) => ({ code: 'storyAdded', name: event.file.name }) } },
        ],
      },
    },
    viewing: {
      on: {
        'story.next': [
          {
            guard: 'hasNext',
            description: 'The next story; it loses its new marker too.',
            actions: assign(({ context }) => {
              const next = neighbour(context, 1)
              return { current: next, seen: markSeen(context.seen, next) }
            }),
          },
          { target: 'browsing', description: 'After the last story the viewer closes.' },
        ],
        'story.prev': {
          guard: 'hasPrev',
          actions: assign(({ context }) => {
            const prev = neighbour(context, -1)
            return { current: prev, seen: markSeen(context.seen, prev) }
          }),
        },
        'story.close': { target: 'browsing' },
      },
    },
  },
})

export type SocialStoriesMachine = typeof socialStoriesMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type SocialStoriesSnap = SnapshotFrom<typeof socialStoriesMachine>

/** A story is open in the viewer. */
export function selectStoryViewing(s: SocialStoriesSnap): boolean {
  return s.matches('viewing')
}

/** What the stories row and viewer render: `useSelector(ref, selectSocialStoriesView, shallowEqual)`. */
export function selectSocialStoriesView(s: SocialStoriesSnap) {
  return { context: s.context, viewing: selectStoryViewing(s) }
}
export type SocialStoriesViewModel = ReturnType<typeof selectSocialStoriesView>
