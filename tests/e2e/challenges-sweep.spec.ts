/**
 * Every challenge page at its narrowest, in Korean and dark (every challenge must work "in en and ko, light
 * and dark"; standards: 320 px without sideways scroll, no raw translation key): the slugs come
 * from the catalogue itself, so a new challenge is swept without editing this file. Each page's
 * axe check (no serious or critical violation) and every guide tab without a raw key are here too,
 * and the one layout of all challenge pages: the header badge's wording ("아직 해결하지 않음" on a
 * first visit, or the self-check wording where the page cannot detect success), the task line
 * ("과제: <summary>"), the hint hidden until its button is pressed, then the guide with a technique
 * per tool; any target badge of the challenge's area says one of the same two words.
 * Solving the challenges is the guide examples' job (examples/<tool>/challenges/, run by CI in
 * English and Korean with Playwright and Selenium): no second solution lives in tests/e2e.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, open, signInViaApi, storedState, test } from '../fixtures/app'
import { expectAccessible } from '../fixtures/a11y'
import { rawKeys } from '../fixtures/raw-keys'
import { visit } from '../fixtures/routes'
import { CHALLENGES } from '@/features/challenges/registry'
import { CHALLENGE_THEMES } from '@/features/challenges/types'

interface ChallengesLocale {
  challengePage: { task: string; hintShow: string }
  badge: { solved: string; open: string; selfCheck: string }
}
const ko = JSON.parse(readFileSync('src/i18n/locales/ko/challenges.json', 'utf8')) as ChallengesLocale
const themes = new Map<string, Record<string, { summary: string }>>()
const summaryOf = (theme: string, slug: string) => {
  if (!themes.has(theme)) themes.set(theme, JSON.parse(readFileSync(`src/i18n/locales/ko/ch-${theme}.json`, 'utf8')) as Record<string, { summary: string }>)
  return themes.get(theme)![slug]!.summary
}

/** Pages that open a modal by themselves, and the button that closes it (before the guide's tabs are clicked). */
const OPENS_A_MODAL: Record<string, string> = { 'entry-ad': 'challenge-entry-ad-close-button' }

/** The page that throws on purpose (its area shows the error boundary's translated message). */
const THROWS_ON_PURPOSE = new Set(['js-error'])

async function sideways(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1 && el.getBoundingClientRect().width > 0)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > viewport + 1))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}`)
    return { scrollWidth: document.documentElement.scrollWidth, viewport, past }
  })
}

test.use({ viewport: { width: 320, height: 720 }, storageState: storedState({ i18nextLng: 'ko', language: 'ko', theme: 'dark' }) })

test('the catalogue in Korean and dark lists every challenge', async ({ page }) => {
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, '/challenges')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(page.locator('html')).toHaveClass(/dark/)
  const links = page.locator('[data-testid^="challenges-card-"][data-testid$="-link"]')
  await expect(links.first()).toBeVisible()
  const slugs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/').pop()!.split('?')[0]!))
  expect(slugs.sort()).toEqual(CHALLENGES.map((c) => c.slug).sort())
})

// One test per theme, so the two workers share the pages.
for (const theme of CHALLENGE_THEMES) {
  test(`every ${theme} challenge page at 320 px in Korean and dark: its title, one layout (badge wording, task line, hint on request), no sideways scroll, no raw key, no crash, axe clean`, async ({ page }) => {
    test.setTimeout(240_000)
    await open(page, '/about')
    await signInViaApi(page)
    // The first page loaded, the others reached as the app's links reach them (one app start for the theme's pages).
    for (const [i, { slug, solvable }] of CHALLENGES.filter((c) => c.theme === theme).entries()) {
      await test.step(slug, async () => {
        await visit(page, `/challenges/${slug}?seed=7`, i === 0 ? 'load' : 'link')
        await expect(page.getByTestId('challenge-title')).toBeVisible()
        // The header badge: one wording (before anything is clicked: closing the entry ad solves that one).
        const badge = page.getByTestId('challenge-progress')
        await expect(badge).toHaveText(solvable ? ko.badge.open : ko.badge.selfCheck)
        await expect(page.getByTestId('challenge-guide')).toBeVisible()
        if (THROWS_ON_PURPOSE.has(slug)) await expect(page.getByTestId('challenge-error')).toBeVisible()
        else await expect(page.getByTestId('challenge-error')).toHaveCount(0)
        const o = await sideways(page)
        expect(o.scrollWidth, `${slug} at 320 px: ${o.past.join(', ')}`).toBeLessThanOrEqual(o.viewport)
        expect(await rawKeys(page), `${slug}: raw translation keys`).toEqual([])
        // A page whose modal opens after a delay (the entry ad): axe reads it once the modal is there, not while it fades in.
        if (OPENS_A_MODAL[slug]) await expect(page.getByRole('dialog')).toBeVisible()
        await expectAccessible(page, `${slug} challenge, ko, dark, 320 px`)
        const close = OPENS_A_MODAL[slug]
        if (close) {
          await page.getByRole('dialog').getByTestId(close).click()
          await expect(page.getByRole('dialog')).toBeHidden()
          await expect(badge).toHaveText(ko.badge.solved)
        }
        // The task line, then the hint: hidden until requested, then the pitfall; then the technique per tool.
        await expect(page.getByTestId('challenge-task')).toHaveText(`${ko.challengePage.task}: ${summaryOf(theme, slug)}`)
        const hint = page.getByTestId('challenge-hint')
        const hintButton = page.getByTestId('challenge-hint-button')
        await expect(hint).toBeHidden()
        await expect(hintButton).toHaveAttribute('aria-expanded', 'false')
        await expect(hintButton).toHaveText(ko.challengePage.hintShow)
        await hintButton.click()
        await expect(hint).toBeVisible()
        await expect(hintButton).toHaveAttribute('aria-expanded', 'true')
        await expect(page.getByTestId('challenge-guide-pitfall')).not.toBeEmpty()
        await expect(page.getByTestId('challenge-guide-technique-playwright')).toBeVisible()
        // Any target badge in the challenge's area says one of the same two words.
        for (const status of await page.getByTestId('challenge-area').locator('[data-solved]').all()) {
          const text = (await status.innerText()).trim()
          if (text !== '') expect([ko.badge.open, ko.badge.solved], `${slug}: a target badge`).toContain(text)
        }
        for (const tab of await page.locator('[data-testid^="challenge-guide-tab-"]').all()) {
          await tab.click()
          expect(await rawKeys(page), `${slug} ${await tab.getAttribute('data-testid')}: raw keys`).toEqual([])
        }
      })
    }
  })
}
