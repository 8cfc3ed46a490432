import type { Locator, Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { socialComposerModel } from '@machines/playground/social-composer.model'
import { composeContent, mediaError, type ComposerContext, type PickedFile } from '@machines/playground/social-composer.machine'
import { EMOJIS, type MediaKind } from '@machines/playground/social-data'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const PATH = '/qa/social'
const MESSAGES = {
  notAnImage: 'Please choose an image file',
  notAVideo: 'Please choose a video file',
  imageTooLarge: 'Image size should be less than 5MB',
  videoTooLarge: 'Video size should be less than 50MB',
} as const

/** The last step's event (the state assertions check its toast). */
let last: { type: string; kind?: MediaKind; file?: PickedFile } | null = null
/** Posts published in this path (new posts are numbered you-1, you-2, …). */
let published = 0
const ctxOf = (s: AnyMachineSnapshot) => s.context as ComposerContext

/**
 * A file of the sample's size and type. Playwright refuses buffers over 50 MB, so a bigger one is
 * made in the page and set on the input there (no file system: exported specs import nothing but
 * @playwright/test).
 */
async function upload(input: Locator, f: PickedFile) {
  if (f.size <= 50 * 1024 * 1024) return input.setInputFiles({ name: f.name, mimeType: f.type, buffer: Buffer.alloc(f.size, 1) })
  return input.evaluate((el: HTMLInputElement, { name, type, size }) => {
    const files = new DataTransfer()
    files.items.add(new File([new Uint8Array(size).fill(1)], name, { type }))
    el.files = files.files
    el.dispatchEvent(new Event('input', { bubbles: true }))
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }, { name: f.name, type: f.type, size: f.size })
}

async function assertComposer(snapshot: AnyMachineSnapshot, page: Page, before: AnyMachineSnapshot) {
  const c = ctxOf(snapshot)
  await expect(page.getByTestId('social-composer-input')).toHaveValue(c.text)
  const preview = page.getByTestId('social-composer-preview')
  if (c.media) {
    await expect(preview).toHaveAttribute('data-kind', c.media.kind)
    await expect(page.getByTestId('social-composer-preview-name')).toHaveText(c.media.name)
  } else await expect(preview).toBeHidden()
  const poll = page.getByTestId('social-composer-poll')
  const pollButton = page.getByTestId('social-composer-poll-button')
  if (snapshot.matches({ poll: 'on' })) {
    await expect(pollButton).toHaveAttribute('aria-pressed', 'true')
    await expect(poll.getByRole('textbox')).toHaveCount(c.options.length)
    for (const o of c.options) await expect(page.getByTestId(`social-composer-poll-option-${o.id}-input`)).toHaveValue(o.value)
    const add = page.getByTestId('social-composer-poll-add-button')
    if (c.options.length < 4) await expect(add).toBeEnabled()
    else await expect(add).toBeDisabled()
  } else {
    await expect(pollButton).toHaveAttribute('aria-pressed', 'false')
    await expect(poll).toBeHidden()
  }

  if (last?.type === 'post.submit') {
    const b = ctxOf(before)
    if (b.text.trim() === '') await expect(toast(page, 'Please write something').first()).toBeVisible()
    else if (before.matches({ poll: 'on' }) && snapshot.matches({ poll: 'on' })) await expect(toast(page, 'Please add at least 2 poll options').first()).toBeVisible()
    else {
      published++
      await expect(toast(page, 'Post published!').first()).toBeVisible()
      const id = `social-post-you-${published}`
      await expect(page.getByTestId(`${id}-content`)).toHaveText(composeContent(b.text, before.matches({ poll: 'on' }) ? b.options : null))
      await expect(page.getByTestId(`${id}-author`)).toHaveText('You')
      if (b.media) await expect(page.getByTestId(`${id}-${b.media.kind}`)).toHaveAttribute('src', /^blob:/)
    }
  }
  if (last?.type === 'media.select') {
    const error = mediaError(last.kind!, last.file!)
    if (error) await expect(toast(page, MESSAGES[error]).first()).toBeVisible()
  }
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const socialComposerUi = uiModel({
  model: socialComposerModel,
  start: async ({ page }) => {
    last = null
    published = 0
    await signInViaApi(page)
    await open(page, PATH)
  },
  events: {
    'text.change': async (e, { page }) => {
      last = e
      await page.getByTestId('social-composer-input').fill(e.value)
    },
    'emoji.toggle': async (e, { page }) => {
      last = e
      await page.getByTestId('social-composer-emoji-button').click()
    },
    'emoji.close': async (e, { page }) => {
      last = e
      await page.getByTestId(`social-composer-emoji-${EMOJIS[0]!.id}`).press('Escape')
    },
    'emoji.pick': async (e, { page }) => {
      last = e
      await page.getByTestId(`social-composer-emoji-${EMOJIS.find((x) => x.char === e.emoji)!.id}`).click()
    },
    'media.select': async (e, { page }) => {
      last = e
      await upload(page.getByTestId(`social-composer-${e.kind}-input`), e.file)
    },
    'media.remove': async (e, { page }) => {
      last = e
      await page.getByTestId('social-composer-remove-media-button').click()
    },
    'poll.toggle': async (e, { page }) => {
      last = e
      await page.getByTestId('social-composer-poll-button').click()
    },
    'poll.optionChange': async (e, { page }) => {
      last = e
      await page.getByTestId(`social-composer-poll-option-${e.id}-input`).fill(e.value)
    },
    'poll.addOption': async (e, { page }) => {
      last = e
      await page.getByTestId('social-composer-poll-add-button').click()
    },
    'poll.removeOption': async (e, { page }) => {
      last = e
      await page.getByTestId(`social-composer-poll-option-${e.id}-remove-button`).click()
    },
    'post.submit': async (e, { page }) => {
      last = e
      await page.getByTestId('social-composer-submit-button').click()
    },
  },
  states: {
    'emoji.closed': async (snapshot, { page, before }) => {
      await expect(page.getByTestId('social-composer-emoji-picker')).toBeHidden()
      await expect(page.getByTestId('social-composer-emoji-button')).toHaveAttribute('aria-expanded', 'false')
      await assertComposer(snapshot, page, before)
    },
    'emoji.open': async (snapshot, { page, before }) => {
      const picker = page.getByRole('group', { name: 'Emoji picker' })
      await expect(picker.getByRole('button')).toHaveCount(12)
      await expect(page.getByTestId('social-composer-emoji-button')).toHaveAttribute('aria-expanded', 'true')
      await assertComposer(snapshot, page, before)
    },
  },
})
