/**
 * Graph model of the stories row and viewer (tests/model/social-stories.model.spec.ts): your
 * own tile (file picker), a story with new content (alexm), one without (davidk), the last one
 * (jamesw), and story uploads of each kind of result.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { IMAGE_MAX_BYTES, OWN_STORY_ID, STORIES } from './social-data'
import { socialStoriesMachine, type StoriesContext, type StoryFile } from './social-stories.machine'

type Ev = EventFromLogic<typeof socialStoriesMachine>

export const STORY_MODEL_FILES = {
  photo: { name: 'my-story.png', size: 2048, type: 'image/png' },
  hugePhoto: { name: 'huge-story.png', size: IMAGE_MAX_BYTES + 1, type: 'image/png' },
  text: { name: 'story.txt', size: 100, type: 'text/plain' },
} satisfies Record<string, StoryFile>

export const socialStoriesModel = defineModel({
  id: 'socialStories',
  area: 'social',
  routes: ['/qa/social'],
  title: 'Stories',
  description: "Story viewer with previous / next, new markers lost for the session, and 'Your Story' opening the file picker.",
  machine: socialStoriesMachine,
  starts: [{ name: 'six stories', input: { stories: [...STORIES] } }],
  events: () =>
    [
      { type: 'story.open', id: OWN_STORY_ID },
      { type: 'story.open', id: 'alexm' },
      { type: 'story.open', id: 'davidk' },
      { type: 'story.open', id: 'jamesw' },
      { type: 'story.next' },
      { type: 'story.prev' },
      { type: 'story.close' },
      ...Object.values(STORY_MODEL_FILES).map((file) => ({ type: 'story.upload' as const, file })),
    ] as Ev[],
  context: (s) => {
    const c = s.context as StoriesContext
    return [c.current, [...c.seen].sort()]
  },
})
