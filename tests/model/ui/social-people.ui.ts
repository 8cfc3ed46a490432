import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { SUGGESTED_PEOPLE } from '@machines/playground/social-data'
import { PEOPLE_MODEL_SAMPLES, socialPeopleModel } from '@machines/playground/social-people.model'
import type { PeopleContext } from '@machines/playground/social-people.machine'
import { expect, open, readStorage, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const PATH = '/qa/social'
const FRIEND_IDS: Record<string, string> = { 'Lisa Park': 'lisap' }

/** The last step's event (the state assertions check its toast). */
let last: { type: string; username?: string } | null = null
const ctxOf = (s: AnyMachineSnapshot) => s.context as PeopleContext

async function assertCommon(snapshot: AnyMachineSnapshot, page: Page) {
  const { following } = ctxOf(snapshot)
  const stored = (await readStorage(page, ['qa-social-follows']))['qa-social-follows']
  switch (last?.type) {
    case 'follow.toggle':
      await expect(toast(page, `${following.includes(last.username!) ? 'Following' : 'Unfollowed'} ${last.username}`).first()).toBeVisible()
      expect(JSON.parse(stored!)).toEqual(following)
      break
    case 'chat.open':
      await expect(toast(page, `Opening chat with ${PEOPLE_MODEL_SAMPLES.friend}`).first()).toBeVisible()
      break
    case 'chat.openLive':
      await expect(toast(page, 'Live chat opened').first()).toBeVisible()
      break
    case 'follows.reset':
      await expect(toast(page, 'All data has been reset to default').first()).toBeVisible()
      expect(stored).toBeNull()
      break
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const socialPeopleUi = uiModel({
  model: socialPeopleModel,
  start: async ({ page }) => {
    last = null
    await signInViaApi(page)
    await open(page, PATH)
  },
  events: {
    'follow.toggle': async (e, { page }) => {
      last = e
      await page.getByTestId(`social-follow-${e.username.slice(1)}-button`).click()
    },
    'suggestions.dismiss': async (e, { page }) => {
      last = e
      await page.getByTestId('social-suggestions-dismiss-button').click()
    },
    'chat.open': async (e, { page }) => {
      last = e
      await page.getByTestId(`social-friend-${FRIEND_IDS[e.name]}-chat-button`).click()
    },
    'chat.openLive': async (e, { page }) => {
      last = e
      await page.getByTestId('social-messages-button').click()
      await page.getByTestId('social-live-chat-button').click()
    },
    'follows.reset': async (e, { page }) => {
      last = e
      await page.getByTestId('social-reset-button').click()
      await page.getByTestId('social-reset-dialog-confirm-button').click()
    },
  },
  states: {
    suggestionsShown: async (snapshot, { page }) => {
      const { following } = ctxOf(snapshot)
      await expect(page.getByTestId('social-suggestions')).toBeVisible()
      for (const person of SUGGESTED_PEOPLE) {
        const button = page.getByTestId(`social-follow-${person.username.slice(1)}-button`)
        const on = following.includes(person.username)
        await expect(button).toHaveAttribute('aria-pressed', String(on))
        await expect(button).toHaveText(on ? 'Following' : 'Follow')
      }
      await assertCommon(snapshot, page)
    },
    suggestionsDismissed: async (snapshot, { page }) => {
      await expect(page.getByTestId('social-suggestions')).toBeHidden()
      await expect(page.getByTestId('social-online-friends')).toBeVisible()
      await assertCommon(snapshot, page)
    },
  },
})
