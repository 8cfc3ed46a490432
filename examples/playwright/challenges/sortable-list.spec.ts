import { test } from '@playwright/test'

test('sortable-list', async ({ page }) => {
  // #region example
  await page.goto('/challenges/sortable-list')
  // The keyboard: deterministic, no pixel offsets
  const item = page.getByTestId('challenge-sortable-list-item-ship')
  await item.focus()
  await page.keyboard.press('Space')       // pick up
  await page.keyboard.press('ArrowUp')     // one place up
  await page.keyboard.press('Space')       // drop
  // The mouse: dnd-kit starts after 5 px of movement, so move in steps
  const box = (await page.getByTestId('challenge-sortable-list-item-plan').boundingBox())!
  await item.hover()
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 })
  await page.mouse.up()
  // #endregion
})
