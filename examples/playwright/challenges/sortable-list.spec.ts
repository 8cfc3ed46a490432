import { expect, test } from '@playwright/test'

test('sortable-list', async ({ page }) => {
  // #region example
  await page.goto('/challenges/sortable-list')
  const list = page.getByTestId('challenge-sortable-list-list')
  const target = (await page.getByTestId('challenge-sortable-list-target-order').getAttribute('data-order'))?.split(',') ?? []
  // Put each step in its place, from the top: the keyboard is deterministic, no pixel offsets
  for (const [place, id] of target.entries()) {
    const from = (await list.getAttribute('data-order'))?.split(',').indexOf(id) ?? place
    if (from === place) continue
    const item = page.getByTestId(`challenge-sortable-list-item-${id}`)
    await item.focus()
    await page.keyboard.press('Space') // pick up
    for (let i = from; i > place; i--) await page.keyboard.press('ArrowUp') // one place up
    await page.keyboard.press('Space') // drop
    await expect(item).toHaveAttribute('data-index', String(place))
  }
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
