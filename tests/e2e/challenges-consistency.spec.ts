/**
 * One layout for every challenge page: for each registered challenge, the same
 * header badge wording ("Not solved yet" on a first visit, or the self-check wording where the page
 * cannot detect success), the task line ("Task: <summary>"), and the hint hidden until its button
 * is pressed, then the guide with a technique per tool. Any component-level target badge uses the
 * same two words. The slugs come from the registry, so a new challenge is checked without editing
 * this file. Kept fast: one page load per challenge, no solving (the guide examples do that).
 */
import { readFileSync } from 'node:fs'
import { expect, open, signInViaApi, test } from '../fixtures/app'
import { CHALLENGES } from '@/features/challenges/registry'

interface ChallengesLocale {
  challengePage: { task: string; hintShow: string; hintHide: string }
  badge: { solved: string; open: string; selfCheck: string }
}
const en = JSON.parse(readFileSync('src/i18n/locales/en/challenges.json', 'utf8')) as ChallengesLocale
const themes = new Map<string, Record<string, { summary: string }>>()
const summaryOf = (theme: string, slug: string) => {
  if (!themes.has(theme)) themes.set(theme, JSON.parse(readFileSync(`src/i18n/locales/en/ch-${theme}.json`, 'utf8')) as Record<string, { summary: string }>)
  return themes.get(theme)![slug]!.summary
}

/** Pages that open a modal by themselves, and the button that closes it. */
const OPENS_A_MODAL: Record<string, string> = { 'entry-ad': 'challenge-entry-ad-close-button' }

test.use({ locale: 'en-US' })

test(`all ${CHALLENGES.length} challenge pages share one layout: badge wording, task line, hint on request`, async ({ page }) => {
  test.setTimeout(300_000)
  await open(page, '/about')
  await signInViaApi(page)
  for (const def of CHALLENGES) {
    await test.step(def.slug, async () => {
      await open(page, `/challenges/${def.slug}?seed=7`)
      await expect(page.getByTestId('challenge-title')).toBeVisible()
      // The header badge: one wording (before anything is clicked: closing the entry ad solves that one).
      const badge = page.getByTestId('challenge-progress')
      await expect(badge).toHaveText(def.solvable ? en.badge.open : en.badge.selfCheck)
      const modalClose = OPENS_A_MODAL[def.slug]
      if (modalClose) {
        await page.getByTestId(modalClose).click()
        await expect(badge).toHaveText(en.badge.solved)
      }

      // The task line: "Task: <summary>".
      await expect(page.getByTestId('challenge-task')).toHaveText(`${en.challengePage.task}: ${summaryOf(def.theme, def.slug)}`)

      // The hint: hidden until requested, then the pitfall.
      const hint = page.getByTestId('challenge-hint')
      const button = page.getByTestId('challenge-hint-button')
      await expect(hint).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toHaveText(en.challengePage.hintShow)
      await button.click()
      await expect(hint).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('challenge-guide-pitfall')).not.toBeEmpty()

      // Then the technique and code per tool.
      await expect(page.getByTestId('challenge-guide-technique-playwright')).toBeVisible()

      // Any target badge in the challenge's area says one of the same two words.
      for (const status of await page.getByTestId('challenge-area').locator('[data-solved]').all()) {
        const text = (await status.innerText()).trim()
        if (text !== '') expect([en.badge.open, en.badge.solved], `${def.slug}: a target badge`).toContain(text)
      }
    })
  }
})
