/**
 * The search page (fixed sample data): a search with its 1 s searching state, result cards that
 * link to app routes, no results, the blank-query rule, Korean, the guide's ids, axe in light and dark.
 * The machine's own texts per state are asserted by tests/model/search.model.spec.ts.
 */
import { expectAccessible } from '../fixtures/a11y'
import { expect, expectGuideTestIdsOnPage, openSignedIn, storedState, test } from '../fixtures/app'

test('a search shows the searching state, then result cards of the three types linking to their pages', async ({ page }) => {
  await openSignedIn(page, '/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expectGuideTestIdsOnPage(page)
  await page.getByRole('searchbox', { name: 'Search term' }).fill('test')
  const started = Date.now()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByTestId('search-searching')).toBeVisible()
  await expect(page.getByTestId('search-result-count')).toHaveText('7 results for "test"')
  // The simulated delay is one second (with some slack for the browser).
  expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('listitem')).toHaveCount(7)
  await expect(page.getByTestId('search-result-post-1-type')).toHaveText('Post')
  await expect(page.getByTestId('search-result-todo-1-type')).toHaveText('Todo')
  await expect(page.getByTestId('search-result-user-1-type')).toHaveText('User')
  await expect(page.getByTestId('search-result-todo-2-link')).toHaveAttribute('href', '/todos')
  await expect(page.getByTestId('search-result-user-1-link')).toHaveAttribute('href', '/profile')
  await page.getByRole('link', { name: 'Getting started with test automation' }).click()
  await expect(page).toHaveURL(/\/posts\/1$/)
})

test('a query that matches nothing ends with no cards; a blank query cannot be searched', async ({ page }) => {
  await openSignedIn(page, '/search')
  const input = page.getByRole('searchbox', { name: 'Search term' })
  const submit = page.getByTestId('search-submit-button')
  await expect(submit).toBeDisabled()
  await input.fill('   ')
  await expect(submit).toBeDisabled()
  await input.fill('zzz')
  await submit.click()
  await expect(page.getByTestId('search-no-results')).toBeVisible()
  await expect(page.getByTestId('search-results')).toHaveCount(0)
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })
  test('bilingual samples, the same test ids', async ({ page }) => {
  await openSignedIn(page, '/search')
  await expect(page.getByRole('heading', { level: 1, name: '검색' })).toBeVisible()
  await page.getByRole('searchbox', { name: '검색어' }).fill('자동화')
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expect(page.getByTestId('search-searching')).toHaveText('"자동화" 검색 중…')
  await expect(page.getByTestId('search-result-count')).toHaveText(/^"자동화" 검색 결과 \d+건$/)
  await expect(page.getByTestId('search-result-todo-2-link')).toHaveText('할 일 목록 테스트 자동화')
  await expect(page.getByTestId('search-result-todo-2-type')).toHaveText('할 일')
  await page.getByRole('searchbox', { name: '검색어' }).fill(' ')
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter')
  await expect(page.getByTestId('search-error')).toHaveText('검색어를 입력해 주세요.')
  })
})

test('axe: no serious violation with results, in light and dark', async ({ page }) => {
  await openSignedIn(page, '/search')
  // Enter, not a click: the pointer would rest on the button (its hover colour is not what a reader sees).
  await page.getByTestId('search-input').fill('test')
  await page.getByTestId('search-input').press('Enter')
  await expect(page.getByTestId('search-result-count')).toBeVisible()
  await expectAccessible(page, 'search')
})

test('at 320 px the form and the result cards fit without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await openSignedIn(page, '/search')
  await page.getByTestId('search-input').fill('test')
  await page.getByTestId('search-input').press('Enter')
  await expect(page.getByTestId('search-result-count')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})
