import { expect, test } from '@playwright/test'

test('css-selector-puzzle', { tag: '@en' }, async ({ page }) => {
  // #region en
  // Structural selectors for the puzzles the page asks in words (one per seed)
  const SELECTORS: Record<string, string> = {
    'second item of every list': 'li:nth-child(2)',
    'last item of the second list': 'article:nth-of-type(2) li:last-child',
    'first item of the numbered list': 'ol > li:first-child',
    'last child of their block': 'article > p:last-child',
    'except their first items': 'ul > li + li',
  }
  await page.goto('/challenges/css-selector-puzzle')
  const task = (await page.getByTestId('challenge-css-selector-puzzle-task').textContent())!
  const [, selector] = Object.entries(SELECTORS).find(([words]) => task.includes(words))!
  // locator() takes any CSS selector: scope it to the board to try it out
  await expect(page.getByTestId('challenge-css-selector-puzzle-board').locator(selector).first()).toBeVisible()
  await page.getByTestId('challenge-css-selector-puzzle-selector-input').fill(selector)
  await page.getByTestId('challenge-css-selector-puzzle-check-button').click()
  await expect(page.getByTestId('challenge-css-selector-puzzle-result')).toHaveAttribute('data-verdict', 'match')
  // #endregion
})

test('css-selector-puzzle (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  // 페이지가 말로 묻는 퍼즐(시드마다 하나)에 맞는 구조적 선택자
  const SELECTORS: Record<string, string> = {
    '모든 목록의 두 번째 항목': 'li:nth-child(2)',
    '두 번째 목록의 마지막 항목': 'article:nth-of-type(2) li:last-child',
    '번호 목록의 첫 항목': 'ol > li:first-child',
    '마지막 자식인 문단': 'article > p:last-child',
    '첫 항목을 뺀 모든 항목': 'ul > li + li',
  }
  await page.goto('/challenges/css-selector-puzzle')
  const task = (await page.getByTestId('challenge-css-selector-puzzle-task').textContent())!
  const [, selector] = Object.entries(SELECTORS).find(([words]) => task.includes(words))!
  // locator()는 어떤 CSS 선택자든 받습니다: 보드로 범위를 좁혀 시험해 보세요
  await expect(page.getByTestId('challenge-css-selector-puzzle-board').locator(selector).first()).toBeVisible()
  await page.getByTestId('challenge-css-selector-puzzle-selector-input').fill(selector)
  await page.getByTestId('challenge-css-selector-puzzle-check-button').click()
  await expect(page.getByTestId('challenge-css-selector-puzzle-result')).toHaveAttribute('data-verdict', 'match')
  // #endregion
})
