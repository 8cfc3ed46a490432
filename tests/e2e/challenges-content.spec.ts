/**
 * Content-and-structure challenges (issue 15): each solved the robust way its guide teaches, with
 * the page's solved badge as the proof; seeded values come from machines/challenges/content-seeds
 * (the same functions the components use), so the expectations follow the seed.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { APP_ORIGIN, expect, open, signInViaApi, test } from '../fixtures/app'
import { abVariant, brokenImages, dynamicTable, typoOn } from '../../machines/challenges/content-seeds'

const SEED = 7

async function openChallenge(page: Page, slug: string, seed = SEED) {
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, `/challenges/${slug}?seed=${seed}`)
  await expect(page.getByTestId('challenge-area')).toBeVisible()
}

const solved = (page: Page) => expect(page.getByTestId('challenge-solved')).toBeVisible()
const notSolved = (page: Page) => expect(page.getByTestId('challenge-solved')).toHaveCount(0)

test.describe('content challenges', () => {
  test('infinite scroll: scroll the last paragraph into view until the count reaches 20', async ({ page }) => {
    await openChallenge(page, 'infinite-scroll')
    const paragraphs = page.getByTestId('challenge-infinite-scroll-paragraph')
    await expect(paragraphs.first()).toBeVisible()
    for (let n = await paragraphs.count(); n < 20; n = await paragraphs.count()) {
      await paragraphs.last().scrollIntoViewIfNeeded()
      await expect(paragraphs).not.toHaveCount(n)
    }
    await expect(page.getByTestId('challenge-infinite-scroll-count')).toContainText(/Paragraphs loaded: (2\d|30) of 20/)
    await solved(page)
    // The same seed gives the same text.
    const third = await paragraphs.nth(2).textContent()
    await page.reload()
    await expect(paragraphs.nth(2)).toHaveText(third!)
  })

  test('dynamic table: values read by header name, not by position', async ({ page }) => {
    await openChallenge(page, 'dynamic-table')
    const table = page.getByRole('table', { name: 'Processes' })
    await expect(table.getByRole('row')).toHaveCount(5)
    const headers = await table.getByRole('columnheader').allTextContents()
    const cellOf = async (process: string, metric: string) => {
      const col = headers.indexOf(metric)
      expect(col, metric).toBeGreaterThan(0)
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: process, exact: true }) })
      return (await row.getByRole('cell').nth(col - 1).textContent())!
    }
    const cpu = await cellOf('Chrome', 'CPU')
    await expect(page.getByTestId('challenge-dynamic-table-label')).toHaveText(`Chrome CPU: ${cpu}`)
    const { askProcess, askMetric } = dynamicTable(SEED)
    const input = page.getByRole('textbox', { name: `Value of ${askProcess} in the ${askMetric} column` })
    await input.fill('0.0%')
    await page.getByTestId('challenge-dynamic-table-submit-button').click()
    await expect(page.getByTestId('challenge-dynamic-table-result')).toHaveText('Not right: read the page again.')
    await input.fill(await cellOf(askProcess, askMetric))
    await page.getByRole('button', { name: 'Check answer' }).click()
    await solved(page)
    // Another seed moves the columns.
    await open(page, '/challenges/dynamic-table?seed=8')
    expect(await page.getByRole('columnheader').allTextContents()).not.toEqual(headers)
  })

  test('sortable tables: the second table (no ids) sorted by Due descending, checked as numbers', async ({ page }) => {
    await openChallenge(page, 'sortable-tables')
    await expect(page.getByTestId('challenge-sortable-tables-table1')).toHaveAttribute('id', 'table1')
    const table = page.getByRole('table', { name: 'Example 2' })
    await expect(table).not.toHaveAttribute('id')
    await expect(table).not.toHaveAttribute('data-testid')
    await expect(table.locator('[class*="dues"], [data-testid]')).toHaveCount(0)
    const due = table.getByRole('button', { name: 'Due' })
    const header = table.getByRole('columnheader', { name: 'Due' })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await due.click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await notSolved(page)
    await due.click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    const col = (await table.getByRole('columnheader').allTextContents()).indexOf('Due')
    const values = (await table.locator('tbody tr').locator(`td:nth-child(${col + 1})`).allTextContents()).map((t) => parseFloat(t.slice(1)))
    expect(values).toHaveLength(5)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    await expect(page.getByTestId('challenge-sortable-tables-status')).toHaveText('Example 2 is sorted by Due, largest first: solved.')
    await solved(page)
  })

  test('broken images: counted by naturalWidth; a broken link shows the not-found page', async ({ page }) => {
    await openChallenge(page, 'broken-images')
    const images = page.getByTestId('challenge-broken-images-images').getByRole('img')
    await expect(images).toHaveCount(4)
    // Every image is "visible"; only naturalWidth tells. Wait until each has finished loading (or failing).
    await expect.poll(() => images.evaluateAll((els) => els.every((i) => (i as HTMLImageElement).complete))).toBe(true)
    const broken = await images.evaluateAll((els) => els.filter((i) => (i as HTMLImageElement).naturalWidth === 0).length)
    const data = brokenImages(SEED)
    expect(broken).toBe(data.brokenCount)
    await page.getByRole('textbox', { name: 'How many images are broken?' }).fill(String(broken))
    await page.getByRole('button', { name: 'Check answer' }).click()
    await solved(page)
    const dead = data.links.find((l) => l.broken)!
    await page.getByTestId(`challenge-broken-images-link-${dead.n}`).click()
    await expect(page.getByTestId('not-found-page')).toBeVisible()
  })

  test('typos: the exact text on a clean load, the typo on another seed; the answer solves it', async ({ page }) => {
    const expected = "Sometimes you'll see a typo, other times you won't."
    const clean = Array.from({ length: 50 }, (_, i) => i + 1).find((s) => !typoOn(s))!
    const typo = Array.from({ length: 50 }, (_, i) => i + 1).find((s) => typoOn(s))!
    await openChallenge(page, 'typos', clean)
    await expect(page.getByTestId('challenge-typos-line-2')).toHaveText(expected)
    await open(page, `/challenges/typos?seed=${typo}`)
    await expect(page.getByTestId('challenge-typos-line-2')).not.toHaveText(expected)
    await expect(page.getByTestId('challenge-seed')).toHaveText(String(typo))
    await page.getByRole('radio', { name: 'No, the text is correct' }).check()
    await page.getByRole('button', { name: 'Check answer' }).click()
    await expect(page.getByTestId('challenge-typos-result')).toHaveText('Not right: read the page again.')
    await page.getByRole('radio', { name: 'Yes, there is a typo' }).check()
    await page.getByRole('button', { name: 'Check answer' }).click()
    await solved(page)
  })

  test('entry ad: opens a moment after load, closing is remembered, re-enable shows it again', async ({ page }) => {
    await openChallenge(page, 'entry-ad')
    const ad = page.getByRole('dialog', { name: 'This is a modal window' })
    await expect(ad).toBeVisible()
    await page.getByTestId('challenge-entry-ad-close-button').click()
    await expect(ad).toBeHidden()
    await solved(page)
    await page.reload()
    await expect(page.getByTestId('challenge-entry-ad-status')).toHaveText('The ad is closed (remembered in this browser).')
    await expect(ad).toHaveCount(0)
    await page.getByRole('button', { name: 'Re-enable the ad' }).click()
    await expect(ad).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(ad).toBeHidden()
  })

  test('exit intent: the mouse leaving through the top opens the modal; the fallback button does too', async ({ page }) => {
    await openChallenge(page, 'exit-intent')
    const modal = page.getByRole('dialog', { name: 'Leaving already?' })
    // The component loads lazily inside the area: wait until it listens.
    await expect(page.getByTestId('challenge-exit-intent-status')).toHaveAttribute('data-state', 'waiting')
    await page.mouse.move(200, 200)
    await page.mouse.move(200, 100)
    await expect(modal).toHaveCount(0)
    await page.mouse.move(200, -5)
    await expect(modal).toBeVisible()
    await expect(page.getByTestId('challenge-exit-intent-via')).toHaveText('Opened by the mouse leaving the page.')
    await modal.getByRole('button', { name: 'Close' }).last().click()
    await expect(modal).toBeHidden()
    await solved(page)
    await page.getByRole('button', { name: 'Arm again' }).click()
    await page.getByRole('button', { name: 'Simulate leaving the page' }).click()
    await expect(modal).toBeVisible()
    await expect(page.getByTestId('challenge-exit-intent-via')).toHaveText('Opened by the fallback button.')
  })

  test('floating menu: stays in view while scrolling; each item scrolls to its section', async ({ page }) => {
    await openChallenge(page, 'floating-menu')
    const menu = page.getByRole('navigation', { name: 'Sections' })
    await page.getByTestId('challenge-floating-menu-section-about').scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 600)
    await expect(menu).toBeInViewport()
    for (const name of ['Home', 'News', 'Contact', 'About']) {
      await menu.getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport()
      await expect(menu).toBeInViewport()
    }
    await expect(page.getByTestId('challenge-floating-menu-count')).toHaveText('Sections visited: 4 of 4')
    await solved(page)
  })

  test('A/B test: the seeded variant without the cookie; "No A/B Test" with the opt-out cookie set before load', async ({ page, context }) => {
    await openChallenge(page, 'ab-test')
    const heading = page.getByTestId('challenge-ab-test-heading')
    await expect(heading).toHaveText(abVariant(SEED) === 'a' ? 'A/B Test Control' : 'A/B Test Variation 1')
    await notSolved(page)
    await context.addCookies([{ name: 'qa_ab_optout', value: 'true', url: APP_ORIGIN }])
    await expect(heading).not.toHaveText('No A/B Test') // set after load: nothing changes until a reload
    await page.reload()
    await expect(page.getByRole('heading', { name: 'No A/B Test' })).toBeVisible()
    await solved(page)
    await page.getByRole('button', { name: 'Remove the cookie and reload' }).click()
    await expect(heading).not.toHaveText('No A/B Test')
  })

  test('Korean, dark theme, 320 px: translated, no sideways scroll, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await open(page, '/about')
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('theme', 'dark')
      localStorage.setItem('qa.challenges.entry-ad.closed', 'true')
    })
    await signInViaApi(page)
    await open(page, `/challenges/sortable-tables?seed=${SEED}`)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByTestId('challenge-sortable-tables-task')).toHaveText('과제: 예시 2를 납부액이 큰 순서로 정렬하세요.')
    for (const slug of ['sortable-tables', 'dynamic-table', 'broken-images', 'floating-menu', 'typos', 'entry-ad', 'ab-test', 'infinite-scroll', 'exit-intent']) {
      if (slug !== 'sortable-tables') await open(page, `/challenges/${slug}?seed=${SEED}`)
      await expect(page.getByTestId('challenge-area')).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${slug} scrolls sideways`).toBeLessThanOrEqual(0)
      await expectAccessible(page, `${slug} challenge, ko, dark, 320 px`)
    }
    await page.getByRole('button', { name: '페이지 떠나기 흉내 내기' }).click()
    await expect(page.getByRole('dialog', { name: '벌써 나가시나요?' })).toBeVisible()
    await expectAccessible(page, 'exit-intent modal, ko, dark, 320 px')
  })
})
