import { expect, test } from '@playwright/test'

test('sortable-tables', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/sortable-tables')
  const table = page.getByRole('table', { name: 'Example 2' }) // no id, class or test id: its caption names it
  const due = table.getByRole('columnheader', { name: 'Due' })
  await due.getByRole('button').click() // the first click sorts ascending …
  await expect(due).toHaveAttribute('aria-sort', 'ascending')
  await due.getByRole('button').click() // … the second, descending
  await expect(due).toHaveAttribute('aria-sort', 'descending')
  // Check the order as numbers ("$100.00" comes before "$50.00" as text)
  const col = (await table.getByRole('columnheader').allTextContents()).indexOf('Due')
  const rows = await table.getByRole('rowgroup').last().getByRole('row').all()
  const dues = await Promise.all(rows.map(async (row) => parseFloat((await row.getByRole('cell').nth(col).innerText()).replace('$', ''))))
  expect(dues).toEqual([...dues].sort((a, b) => b - a))
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('sortable-tables (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/sortable-tables')
  const table = page.getByRole('table', { name: '예시 2' }) // id, 클래스, 테스트 id가 없으니 캡션으로 찾습니다
  const due = table.getByRole('columnheader', { name: '납부액' })
  await due.getByRole('button').click() // 첫 클릭은 오름차순 …
  await expect(due).toHaveAttribute('aria-sort', 'ascending')
  await due.getByRole('button').click() // … 두 번째는 내림차순
  await expect(due).toHaveAttribute('aria-sort', 'descending')
  // 순서는 숫자로 확인합니다(텍스트로는 "$100.00"이 "$50.00"보다 앞)
  const col = (await table.getByRole('columnheader').allTextContents()).indexOf('납부액')
  const rows = await table.getByRole('rowgroup').last().getByRole('row').all()
  const dues = await Promise.all(rows.map(async (row) => parseFloat((await row.getByRole('cell').nth(col).innerText()).replace('$', ''))))
  expect(dues).toEqual([...dues].sort((a, b) => b - a))
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
