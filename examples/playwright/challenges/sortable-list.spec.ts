import { expect, test } from '@playwright/test'

test('sortable-list', async ({ page }) => {
  // #region example
  await page.goto('/challenges/sortable-list')
  const list = page.getByTestId('challenge-sortable-list-list')
  const target = (await page.getByTestId('challenge-sortable-list-target-order').getAttribute('data-order'))?.split(',') ?? []
  // Put each step in its place, from the top: drag it onto the step that holds that place now
  for (const [place, id] of target.entries()) {
    const order = (await list.getAttribute('data-order'))?.split(',') ?? []
    if (order[place] === id) continue
    const item = page.getByTestId(`challenge-sortable-list-item-${id}`)
    const over = page.getByTestId(`challenge-sortable-list-item-${order[place]}`)
    await item.hover() // scrolls the item into view and puts the mouse on it
    await page.mouse.down()
    // read the target's box after hover() scrolled the page; dnd-kit starts after 5 px: move in steps
    const box = (await over.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 })
    await page.mouse.up()
    await expect(item).toHaveAttribute('data-index', String(place))
  }
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // The keyboard works too (focus the step, Space, ArrowUp once per place, Space), see the guide's note
  // #endregion
})
