import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { OWN_STORY_ID } from '@machines/playground/social-data'
import { socialStoriesModel } from '@machines/playground/social-stories.model'
import { showsNewMarker, storyFileError, viewableStories, type StoriesContext, type StoryFile } from '@machines/playground/social-stories.machine'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const PATH = '/qa/social'
const MESSAGES = {
  notAStoryFile: 'Please choose an image or a video for your story',
  imageTooLarge: 'Image size should be less than 5MB',
  videoTooLarge: 'Video size should be less than 50MB',
} as const

/** The last step's event (the state assertions check its toast). */
let last: { type: string; file?: StoryFile } | null = null
const ctxOf = (s: AnyMachineSnapshot) => s.context as StoriesContext

async function assertMarkers(page: Page, snapshot: AnyMachineSnapshot) {
  const { stories, seen } = ctxOf(snapshot)
  for (const story of stories) await expect(page.getByTestId(`social-story-${story.id}`)).toHaveAttribute('data-new', String(showsNewMarker(story, seen)))
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const socialStoriesUi = uiModel({
  model: socialStoriesModel,
  start: async ({ page }) => {
    last = null
    await signInViaApi(page)
    await open(page, PATH)
  },
  events: {
    'story.open': async (e, { page }) => {
      last = e
      const tile = page.getByTestId(`social-story-${e.id}`)
      if (e.id === OWN_STORY_ID) {
        // Your Story opens the browser's file picker (the test sees it and leaves it unanswered).
        const chooser = page.waitForEvent('filechooser')
        await tile.click()
        await chooser
      } else await tile.click()
    },
    'story.next': async (e, { page }) => {
      last = e
      await page.getByTestId('social-story-viewer-next-button').click()
    },
    'story.prev': async (e, { page }) => {
      last = e
      await page.getByTestId('social-story-viewer-prev-button').click()
    },
    'story.close': async (e, { page }) => {
      last = e
      await page.keyboard.press('Escape')
    },
    'story.upload': async (e, { page }) => {
      last = e
      await page.getByTestId('social-story-upload-input').setInputFiles({ name: e.file.name, mimeType: e.file.type, buffer: Buffer.alloc(e.file.size, 1) })
    },
  },
  states: {
    browsing: async (snapshot, { page }) => {
      await expect(page.getByTestId('social-story-viewer')).toBeHidden()
      await assertMarkers(page, snapshot)
      if (last?.type === 'story.upload') {
        const error = storyFileError(last.file!)
        await expect(toast(page, error ? MESSAGES[error] : `Your story was added: ${last.file!.name}`).first()).toBeVisible()
      }
    },
    viewing: async (snapshot, { page }) => {
      const { current, stories } = ctxOf(snapshot)
      const list = viewableStories(stories)
      const index = list.findIndex((s) => s.id === current)
      const viewer = page.getByRole('dialog', { name: `${list[index]!.username}'s story` })
      await expect(viewer).toHaveAttribute('data-story', current!)
      await expect(page.getByTestId('social-story-viewer-counter')).toHaveText(`Story ${index + 1} of ${list.length}`)
      const prev = page.getByTestId('social-story-viewer-prev-button')
      if (index === 0) await expect(prev).toBeDisabled()
      else await expect(prev).toBeEnabled()
      await assertMarkers(page, snapshot)
    },
  },
})
