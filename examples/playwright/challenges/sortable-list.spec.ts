import { expect, test } from '@playwright/test'

test('sortable-list', async ({ page }) => {
  // #region example
  await page.goto('/challenges/sortable-list')
  const list = page.getByTestId('challenge-sortable-list-list')
  const target = (await page.getByTestId('challenge-sortable-list-target-order').getAttribute('data-order'))?.split(',') ?? []
  // Put each step in its place, from the top, with the keyboard: focus it, Space picks it up,
  // one ArrowUp per place, Space drops it. Keys may follow each other with no pause.
  for (const [place, id] of target.entries()) {
    const from = ((await list.getAttribute('data-order'))?.split(',') ?? []).indexOf(id)
    if (from === place) continue
    const item = page.getByTestId(`challenge-sortable-list-item-${id}`)
    await item.focus()
    await page.keyboard.press('Space')
    for (let i = place; i < from; i++) await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Space')
    await expect(item).toHaveAttribute('data-index', String(place))
  }
  // With the mouse, item.dragTo(otherItem) works too: the drag starts on the first move
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
