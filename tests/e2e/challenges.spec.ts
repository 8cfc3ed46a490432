/**
 * The challenge framework: the catalogue at /challenges (every registered challenge,
 * grouped by theme; progress visited / solved), the challenge page (back button, seed in the URL
 * and reproducible, solved badge, guide), an unknown slug, axe in light and dark, 320 px, Korean.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { rawKeys } from '../fixtures/raw-keys'
import { expect, open, openSignedIn, signInViaApi, test } from '../fixtures/app'
import { exampleFor } from '@/lib/example-source'
import { CHALLENGES } from '@/features/challenges/registry'
import { CHALLENGE_THEMES } from '@/features/challenges/types'

const en = JSON.parse(readFileSync('src/i18n/locales/en/challenges.json', 'utf8')) as { summary: string }

async function signedIn(page: Page, path: string) {
  await openSignedIn(page, path)
}

test.describe('challenges catalogue', () => {
  test.use({ locale: 'en-US' })

  // One sign-in for all steps (the first one's, which must find no progress yet); every later step continues signed in as the demo account.
  test('the catalogue and its filters, progress (and a corrupted one), the seed, an unknown slug, a challenge that throws, the links from the hub and sidebar, the hint and guide in English and Korean', async ({ page }) => {
    await test.step('corrupted progress is reset without a crash', async () => {
      await open(page, '/about')
      await signInViaApi(page)
      await page.evaluate(() => localStorage.setItem('qa.challenges.progress.v1', '{"v":1,"visited":[oops'))
      await open(page, '/challenges')
      await expect(page.getByTestId('challenges-summary')).toHaveAttribute('data-solved', '0')
      expect(await page.evaluate(() => localStorage.getItem('qa.challenges.progress.v1'))).toBeNull()
    })

    await test.step('lists every registered challenge under its theme, with difficulty, tools, references and a link', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Automation challenges' })).toBeVisible()
      for (const theme of CHALLENGE_THEMES) await expect(page.getByTestId(`challenges-theme-${theme}`)).toBeVisible()
      for (const def of CHALLENGES) {
        const card = page.getByTestId(`challenges-section-${def.theme}`).getByTestId(`challenges-card-${def.slug}`)
        await expect(card, def.slug).toBeVisible()
        await expect(card.getByTestId(`challenges-card-${def.slug}-difficulty`)).toHaveText(/^Difficulty: (Easy|Medium|Hard)$/)
        await expect(card.getByTestId(`challenges-card-${def.slug}-link`)).toHaveAttribute('href', `/challenges/${def.slug}`)
      }
      await expect(page.getByTestId('challenges-summary')).toHaveText(en.summary.replace('{{solved}}', '0').replace('{{total}}', String(CHALLENGES.length)).replace('{{visited}}', '0'))
      const dyn = page.getByTestId('challenges-card-dynamic-id')
      await expect(dyn.getByTestId('challenges-card-dynamic-id-references')).toHaveText('Reference pages: UI Test Automation Playground: Dynamic ID')
      await expect(dyn.getByTestId('challenges-card-dynamic-id-trips')).toContainText('Selenium')

      // Filter by text and theme (kept in the URL)
      await page.getByRole('searchbox', { name: 'Search' }).fill('non-breaking')
      await expect(page.getByTestId('challenges-card-non-breaking-space')).toBeVisible()
      await expect(page.getByTestId('challenges-card-dynamic-id')).toHaveCount(0)
      await expect(page).toHaveURL(/q=non-breaking/)
      await page.getByTestId('challenges-filter-clear-button').click()
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
      await expect(page.getByTestId('challenges-card-dynamic-id')).toBeVisible()
      await page.getByLabel('Theme', { exact: true }).selectOption('locating')
      await expect(page.getByTestId('challenges-theme-waiting')).toHaveCount(0)
      await expect(page.getByTestId('challenges-card-dynamic-id')).toBeVisible()
    })
    // The filters set back.
    await page.getByTestId('challenges-filter-clear-button').click()

    await test.step('progress: opening marks visited, solving marks solved; back returns to the catalogue', async () => {
      const card = page.getByTestId('challenges-card-dynamic-id')
      await expect(card.getByTestId('challenges-card-dynamic-id-progress')).toHaveText('Progress: Not started')
      await card.getByRole('link', { name: 'Open challenge: Dynamic ID' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Dynamic ID' })).toBeVisible()
      await expect(page.getByTestId('challenge-progress')).toHaveAttribute('data-progress', 'visited')
      await page.getByTestId('challenge-back').click()
      await expect(page).toHaveURL(/\/challenges$/)
      await expect(card.getByTestId('challenges-card-dynamic-id-progress')).toHaveText('Progress: Visited')

      await card.getByTestId('challenges-card-dynamic-id-link').click()
      await expect(page.getByTestId('challenge-solved')).toHaveCount(0)
      await page.getByTestId('challenge-area').getByRole('button', { name: 'Button with dynamic ID' }).click()
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
      await expect(page.getByTestId('challenge-progress')).toHaveAttribute('data-progress', 'solved')
      await page.getByRole('link', { name: 'Back to challenges' }).click()
      await expect(card.getByTestId('challenges-card-dynamic-id-progress')).toHaveText('Progress: Solved')
      await expect(page.getByTestId('challenges-summary')).toHaveAttribute('data-solved', '1')
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('qa.challenges.progress.v1') ?? 'null'))
      expect(stored).toEqual({ v: 1, visited: { 'dynamic-id': true }, solved: { 'dynamic-id': true } })
    })

    await test.step('seed: a new one on every load unless ?seed= pins it; shown, replayable, and "new seed" changes it', async () => {
      const button = page.getByTestId('challenge-area').getByRole('button', { name: 'Button with dynamic ID' })
      const load = async (path: string) => {
        await open(page, path)
        await expect(button).toHaveAttribute('id', /^[0-9a-f-]{18}$/)
        return { id: (await button.getAttribute('id'))!, seed: (await page.getByTestId('challenge-seed').textContent())! }
      }
      // Without ?seed= every load draws another seed, so a recorded id does not survive a reload; the address stays as typed.
      const first = await load('/challenges/dynamic-id')
      await expect(page).toHaveURL(/\/challenges\/dynamic-id$/)
      const second = await load('/challenges/dynamic-id')
      expect(second.id).not.toBe(first.id)
      expect(second.seed).not.toBe(first.seed)
      await page.reload()
      await expect(button).not.toHaveAttribute('id', second.id)

      // "New seed" draws another one without pinning it.
      const shown = (await page.getByTestId('challenge-seed').textContent())!
      await page.getByTestId('challenge-seed-new-link').click()
      await expect(page.getByTestId('challenge-seed')).not.toHaveText(shown)
      await expect(page).toHaveURL(/\/challenges\/dynamic-id$/)

      // ?seed= pins it: the same id on every load, and the seed shown replays a run.
      const pinned = await load('/challenges/dynamic-id?seed=7')
      expect(pinned.seed).toBe('7')
      expect((await load('/challenges/dynamic-id?seed=7')).id).toBe(pinned.id)
      await page.reload()
      await expect(button).toHaveAttribute('id', pinned.id)
      expect((await load(`/challenges/dynamic-id?seed=${first.seed}`)).id).toBe(first.id)

      // With a pinned seed, "new seed" moves the pin.
      await page.getByTestId('challenge-seed-new-link').click()
      await expect(page.getByTestId('challenge-seed')).not.toHaveText(first.seed)
      const next = new URL(page.url()).searchParams.get('seed')!
      await expect(page.getByTestId('challenge-seed')).toHaveText(next)
      await expect(button).not.toHaveAttribute('id', first.id)
    })

    await test.step('an unknown slug shows "No such challenge" with a way back', async () => {
      await open(page, '/challenges/no-such-thing')
      await expect(page.getByRole('heading', { level: 1, name: 'No such challenge' })).toBeVisible()
      await expect(page.getByTestId('challenge-not-found-text')).toContainText('no-such-thing')
      await page.getByTestId('challenge-not-found-link').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Automation challenges' })).toBeVisible()
    })

    await test.step('a challenge that throws shows a translated error in its area; header and back still work', async () => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await open(page, '/challenges/js-error')
      const area = page.getByTestId('challenge-area')
      await expect(area.getByTestId('challenge-error')).toBeVisible()
      await expect(area.getByRole('heading', { name: 'This challenge stopped with an error' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('challenge-guide')).toBeVisible()
      expect(errors.length).toBeGreaterThan(0)
      await page.getByTestId('challenge-back').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Automation challenges' })).toBeVisible()
    })

    await test.step('linked from the QA hub and the sidebar', async () => {
      await open(page, '/qa')
      await page.getByTestId('qa-hub-challenges-link').click()
      await expect(page).toHaveURL(/\/challenges$/)
      await expect(page.getByTestId('sidebar-item-challenges')).toHaveAttribute('aria-current', 'page')
    })

    // Last: this step switches the page to Korean.
    await test.step('the hint states the pitfall on request, the guide a technique per tool, and shows each example exactly as CI runs it, in the page\'s language', async () => {
      const file = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
      await open(page, '/challenges/dynamic-id?seed=7')
      // The guide follows main, so it moves down when the challenge's own code arrives: the clicks below wait for
      // that (a click on the Selenium tab before it once left the tab unselected in CI).
      await expect(page.getByTestId('challenge-area').getByRole('button', { name: 'Button with dynamic ID' })).toBeVisible()
      const guide = page.getByTestId('challenge-guide')
      await expect(page.getByTestId('challenge-guide-pitfall')).toBeHidden()
      await page.getByTestId('challenge-hint-button').click()
      await expect(page.getByTestId('challenge-guide-pitfall')).toContainText('id')
      await expect(guide.getByTestId('challenge-guide-technique-playwright')).toContainText('getByRole')
      await expect(guide.getByTestId('challenge-guide-example-playwright')).toHaveText(exampleFor(file('examples/playwright/challenges/dynamic-id.spec.ts'), 'en')!)
      await expect(guide.getByTestId('challenge-guide-example-source-playwright')).toContainText('examples/playwright/challenges/dynamic-id.spec.ts')
      await guide.getByRole('tab', { name: /Selenium/ }).click()
      await expect(guide.getByTestId('challenge-guide-technique-selenium')).toBeVisible()
      await expect(guide.getByTestId('challenge-guide-example-selenium')).toHaveText(exampleFor(file('examples/selenium/challenges/test_dynamic_id.py'), 'en')!)
      await expect(page.getByTestId('challenge-lab-link-challengeTargetMatch')).toHaveAttribute('href', '/lab/challengeTargetMatch')

      // In Korean the example names the Korean button, and that button is on the page.
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'ko'))
      await open(page, '/challenges/dynamic-id?seed=7')
      await expect(guide.getByTestId('challenge-guide-example-playwright')).toHaveText(exampleFor(file('examples/playwright/challenges/dynamic-id.spec.ts'), 'ko')!)
      await expect(guide.getByTestId('challenge-guide-example-playwright')).toContainText('동적 ID 버튼')
      await expect(page.getByTestId('challenge-area').getByRole('button', { name: '동적 ID 버튼' })).toBeVisible()
    })
  })
})

test.describe('light theme', () => {
  test.use({ colorScheme: 'light', locale: 'en-US' })

  test('axe: /challenges and a challenge page have no serious or critical violation in light and dark', async ({ page }) => {
    await signedIn(page, '/challenges')
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(page.getByTestId('challenges-card-dynamic-id')).toBeVisible()
    await expectAccessible(page, '/challenges')
    await open(page, '/challenges/dynamic-id?seed=3')
    await expect(page.getByTestId('challenge-area').getByRole('button')).toBeVisible()
    await expectAccessible(page, '/challenges/dynamic-id')
  })
})

test.describe('320 px and Korean', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  test('catalogue and challenge page fit 320 px, in Korean and dark', async ({ page }) => {
    await open(page, '/about')
    await signInViaApi(page)
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('theme', 'dark')
    })
    await open(page, '/challenges')
    await expect(page.getByRole('heading', { level: 1, name: '자동화 챌린지' })).toBeVisible()
    await expect(page.getByTestId('challenges-theme-locating')).toHaveText('요소 찾기')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    expect(await rawKeys(page)).toEqual([])
    await open(page, '/challenges/dynamic-id?seed=5')
    await expect(page.getByRole('heading', { level: 1, name: '동적 ID' })).toBeVisible()
    await expect(page.getByTestId('challenge-back')).toHaveText(/챌린지 목록으로/)
    expect(await overflow()).toBeLessThanOrEqual(0)
  })
})
