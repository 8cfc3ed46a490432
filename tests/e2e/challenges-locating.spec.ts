/**
 * The locating challenges (issue 15 §2), each solved the robust way its guide teaches: role and
 * text locators, class selectors, rows found by their cells, headers, open shadow roots, structural
 * selectors. Every test ends on the page's own "solved" badge.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { rawKeys } from '../fixtures/raw-keys'
import { expect, open, signInViaApi, test } from '../fixtures/app'
import { locatingChallenges } from '../../src/features/challenges/themes/locating'
import { puzzleOf } from '../../src/features/challenges/locating/css-puzzles'

async function openChallenge(page: Page, slug: string, seed = 11) {
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, `/challenges/${slug}?seed=${seed}`)
  await expect(page.getByTestId('challenge-area').getByText(/^Task:/).first()).toBeVisible()
  return page.getByTestId('challenge-area')
}

const expectSolved = async (page: Page) => {
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  await expect(page.getByTestId('challenge-progress')).toHaveAttribute('data-progress', 'solved')
}

test.use({ locale: 'en-US' })

test('dynamic-id: by role and name, not by the id', async ({ page }) => {
  const area = await openChallenge(page, 'dynamic-id')
  await area.getByRole('button', { name: 'Button with dynamic ID' }).click()
  await expect(area.getByTestId('challenge-dynamic-id-status')).toHaveAttribute('data-solved', 'true')
  await expectSolved(page)
})

test('class-attribute: a class selector whatever the class order', async ({ page }) => {
  for (const seed of [1, 2]) {
    const area = await openChallenge(page, 'class-attribute', seed)
    const cls = await area.locator('button.btn-primary').getAttribute('class')
    expect(cls).toContain('btn-primary')
    await area.locator('button.btn-primary').click()
    await expect(area.getByRole('status').filter({ hasText: 'Primary button pressed.' })).toBeVisible()
    await expectSolved(page)
  }
})

test('no-test-ids: the row by its name cell, then its Delete button; nothing has a test id', async ({ page }) => {
  const area = await openChallenge(page, 'no-test-ids')
  await expect(area.locator('table [data-testid], table [id]')).toHaveCount(0)
  const task = (await area.getByText(/Delete the row of /).textContent())!
  const name = task.replace(/^.*Delete the row of /, '').replace(/\.$/, '')
  await area.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }).getByRole('button', { name: 'Delete' }).click()
  await expect(area.getByRole('status').filter({ hasText: `Deleted the row of ${name}.` })).toBeVisible()
  await expectSolved(page)
})

test('non-breaking-space: the role name normalises U+00A0 (an exact XPath does not)', async ({ page }) => {
  const area = await openChallenge(page, 'non-breaking-space')
  await expect(area.locator("xpath=.//button[text()='My Button']")).toHaveCount(0)
  await area.getByRole('button', { name: 'My Button' }).click()
  await expectSolved(page)
})

test('challenging-dom: the edit button of the row found by its Diceret cell; canvas fallback changes with clicks', async ({ page }) => {
  const area = await openChallenge(page, 'challenging-dom')
  const canvas = area.getByTestId('challenge-challenging-dom-canvas')
  const before = await canvas.textContent()
  expect(before).toMatch(/^Answer: \d{5}$/)
  await area.locator('button.button.alert').click()
  await expect(canvas).not.toHaveText(before!)
  const value = (await area.getByText(/Diceret is /).textContent())!.match(/Phaedrum\d/)![0]
  const row = area.getByTestId('challenge-challenging-dom-table').getByRole('row').filter({ has: page.getByRole('cell', { name: value, exact: true }) })
  await row.getByRole('button', { name: 'edit' }).click()
  await expectSolved(page)
})

test('shadow-dom: generate inside nested open roots, copy through the clipboard, check; the closed root stays out of reach', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const area = await openChallenge(page, 'shadow-dom')
  await expect(area.getByText('Closed shadow root: no locator can reach this text.')).toHaveCount(0)
  await expect(area.getByTestId('challenge-shadow-dom-slotted-text')).toHaveText("Let's have some different text!")
  await area.getByTestId('challenge-shadow-dom-generate-button').click()
  const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  await expect(area.getByTestId('challenge-shadow-dom-guid-input')).toHaveValue(GUID)
  const guid = await area.getByTestId('challenge-shadow-dom-guid-input').inputValue()
  await area.getByTestId('challenge-shadow-dom-copy-button').click()
  await expect(area.getByTestId('challenge-shadow-dom-copy-status')).toHaveText('Copied to the clipboard.')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(guid)
  await area.getByTestId('challenge-shadow-dom-answer-input').fill(copied)
  await area.getByTestId('challenge-shadow-dom-check-button').click()
  await expect(area.getByTestId('challenge-shadow-dom-result')).toHaveText('Right: that is the generated GUID.')
  await expectSolved(page)
  // Same seed, same GUID sequence
  await page.reload()
  await page.getByTestId('challenge-shadow-dom-generate-button').click()
  await expect(page.getByTestId('challenge-shadow-dom-guid-input')).toHaveValue(guid)
})

test('large-dom: the cell through its row and column headers', async ({ page }) => {
  const area = await openChallenge(page, 'large-dom')
  const [, row, col] = (await area.getByText(/cell in Row \d+, Column \d+/).textContent())!.match(/(Row \d+), (Column \d+)/)!
  const table = area.getByTestId('challenge-large-dom-table')
  expect(await table.locator('td').count()).toBeGreaterThan(1600)
  const headers = await table.locator('thead th').allTextContents()
  const index = headers.indexOf(col!)
  const value = await table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: row, exact: true }) }).locator('td').nth(index).textContent()
  await area.getByTestId('challenge-large-dom-answer-input').fill(value!)
  await area.getByTestId('challenge-large-dom-check-button').click()
  await expectSolved(page)
})

test('css-selector-puzzle: a class selector is refused, a wrong one counted, the structural one matches', async ({ page }) => {
  const seed = 3
  const area = await openChallenge(page, 'css-selector-puzzle', seed)
  const input = area.getByTestId('challenge-css-selector-puzzle-selector-input')
  const check = area.getByTestId('challenge-css-selector-puzzle-check-button')
  const result = area.getByTestId('challenge-css-selector-puzzle-result')
  await input.fill('.x')
  await check.click()
  await expect(result).toHaveAttribute('data-verdict', 'forbidden')
  await input.fill('li')
  await check.click()
  await expect(result).toHaveAttribute('data-verdict', 'wrong')
  await input.fill(puzzleOf(seed).answer)
  await check.click()
  await expect(result).toHaveAttribute('data-verdict', 'match')
  await expectSolved(page)
})

test('Korean and dark: a locating challenge is translated, its seeded task too', async ({ page }) => {
  await open(page, '/about')
  await signInViaApi(page)
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'ko')
    localStorage.setItem('theme', 'dark')
  })
  await open(page, '/challenges/shadow-dom?seed=11')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('heading', { level: 1, name: '섀도 DOM' })).toBeVisible()
  await expect(page.getByTestId('challenge-shadow-dom-generate-button')).toHaveText('생성')
  await expect(page.getByTestId('challenge-guide-pitfall')).toContainText('섀도 루트')
  for (const { slug } of locatingChallenges) {
    await open(page, `/challenges/${slug}?seed=11`)
    await expect(page.getByTestId('challenge-area').getByText(/^과제:/).first()).toBeVisible()
    for (const tool of ['playwright', 'cypress', 'selenium']) {
      await page.getByTestId(`challenge-guide-tab-${tool}`).click()
      expect(await rawKeys(page), `${slug} ${tool} (ko): raw keys`).toEqual([])
    }
  }
})

test('axe: every locating challenge page has no serious or critical violation (light)', async ({ page }) => {
  await open(page, '/about')
  await signInViaApi(page)
  for (const { slug } of locatingChallenges) {
    await test.step(slug, async () => {
      await open(page, `/challenges/${slug}?seed=11`)
      await expect(page.getByTestId('challenge-area').getByText(/^Task:/).first()).toBeVisible()
      await expectAccessible(page, slug)
      for (const tool of ['playwright', 'cypress', 'selenium']) {
        await page.getByTestId(`challenge-guide-tab-${tool}`).click()
        expect(await rawKeys(page), `${slug} ${tool}: raw keys`).toEqual([])
      }
    })
  }
})
