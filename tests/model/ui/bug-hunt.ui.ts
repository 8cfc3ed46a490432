import type { BugHuntContext } from '@machines/bugs/bug-hunt.machine'
import { BUG_HUNT_MODEL_SEED, bugHuntModel } from '@machines/bugs/bug-hunt.model'
import { HUNT_KEY } from '@/features/bugs/hunt-storage'
import { expect, open } from '@tests/fixtures/app'
import { uiModel, type StepContext } from '../runtime'

const claimsCount = (n: number) => (n === 0 ? 'None ticked.' : `${n} ticked.`)

/** The hunt's seed as the page shows it: the model's own seed, or the page's random one. */
const seedPattern = (c: BugHuntContext) => (c.seedText === BUG_HUNT_MODEL_SEED || c.restore ? BUG_HUNT_MODEL_SEED : '\\d+')

const hunting = async (c: BugHuntContext, { page }: StepContext) => {
  await expect(page.getByTestId('bug-hunt-status')).toHaveText(new RegExp(`^Hunt seed ${seedPattern(c)}: ${c.count} hidden bugs are on\\.$`))
  await expect(page.getByTestId('bug-hunt-claims-count')).toHaveText(claimsCount(c.claimed.length))
  for (const id of c.claimed) await expect(page.getByRole('checkbox', { name: id, exact: true })).toBeChecked()
}

/** The UI mapping of the bug hunt model: event → Playwright action, state → assertion. */
export const bugHuntUi = uiModel({
  model: bugHuntModel,
  setup: async ({ page, start }) => {
    const saved = start.input.saved
    await page.evaluate(({ key, value }) => (value ? sessionStorage.setItem(key, value) : sessionStorage.removeItem(key)), { key: HUNT_KEY, value: saved ? JSON.stringify(saved) : null })
  },
  start: async ({ page }) => {
    await open(page, '/bug-hunt')
  },
  events: {
    'count.change': async (e, { page }) => page.getByTestId('bug-hunt-count-select').selectOption(String(e.count)),
    'seed.change': async (e, { page }) => page.getByLabel('Seed').fill(e.value),
    'hunt.start': async (_e, { page }) => page.getByTestId('bug-hunt-start-button').click(),
    'claim.toggle': async (e, { page }) => page.getByRole('checkbox', { name: e.id, exact: true }).click(),
    'hunt.submit': async (_e, { page }) => page.getByTestId('bug-hunt-submit-button').click(),
    'hunt.reveal': async (_e, { page }) => page.getByTestId('bug-hunt-reveal-button').click(),
    'hunt.end': async (_e, { page }) => page.getByTestId('bug-hunt-end-button').click(),
  },
  states: {
    setup: async ({ context }, { page }) => {
      const c = context as BugHuntContext
      await expect(page.getByTestId('bug-hunt-page')).toHaveAttribute('data-state', 'setup')
      await expect(page.getByTestId('bug-hunt-count-select')).toHaveValue(String(c.count))
      if (c.seedText === '' || c.seedText === BUG_HUNT_MODEL_SEED) await expect(page.getByLabel('Seed')).toHaveValue(c.seedText)
      if (c.seedText === '') await expect(page.getByTestId('bug-hunt-start-button')).toBeDisabled()
      else await expect(page.getByTestId('bug-hunt-start-button')).toBeEnabled()
      expect(await page.evaluate(() => window.__sandbox!.bugs.active())).toEqual([])
    },
    hunting: async ({ context }, ctx) => {
      await expect(ctx.page.getByTestId('bug-hunt-page')).toHaveAttribute('data-state', 'hunting')
      await hunting(context as BugHuntContext, ctx)
    },
    scored: async ({ context }, { page }) => {
      const c = context as BugHuntContext
      await expect(page.getByTestId('bug-hunt-page')).toHaveAttribute('data-state', 'scored')
      await expect(page.getByTestId('bug-hunt-score-text')).toHaveText(new RegExp(`^\\d of ${c.count} found \\(\\d+%\\)$`))
      await expect(page.getByTestId('bug-hunt-reveal-button')).toBeVisible()
      await expect(page.getByTestId('bug-hunt-revealed')).toHaveCount(0)
    },
    revealed: async ({ context }, { page }) => {
      const c = context as BugHuntContext
      await expect(page.getByTestId('bug-hunt-page')).toHaveAttribute('data-state', 'revealed')
      await expect(page.getByTestId('bug-hunt-revealed').locator('li')).toHaveCount(c.count)
    },
  },
})
