/**
 * Keyboard drag at full speed on every @dnd-kit surface (sortable-list challenge, kanban,
 * component playground): Space (pick up), one arrow, Space (drop), pressed back to back with no
 * wait in between, 20 times each, with the visible result checked after every drop. A key sent
 * right after the pick-up must not be lost (src/ui/dnd-sensors.ts).
 */
import type { Page } from '@playwright/test'
import { api, expect, openSignedIn, test, toast } from '../fixtures/app'
import { sortOrders } from '@machines/challenges/input-targets'

const REPEAT = 20
const SEED = 7
const LABELS: Record<string, string> = { plan: 'Plan', write: 'Write', run: 'Run', review: 'Review', ship: 'Ship' }

/** The documented sequence, with no pause: Space, the arrow, Space. */
async function spaceArrowSpace(page: Page, arrow: string): Promise<void> {
  await page.keyboard.press('Space')
  await page.keyboard.press(arrow)
  await page.keyboard.press('Space')
}

test('sortable list: Space, ArrowDown/ArrowUp, Space with no pause moves the step every time (20×)', async ({ page }) => {
  await openSignedIn(page, `/challenges/sortable-list?seed=${SEED}`)
  const list = page.getByTestId('challenge-sortable-list-list')
  const { start } = sortOrders(SEED)
  await expect(list).toHaveAttribute('data-order', start.join(','))
  const order = [...start]
  const id = order[1]!
  const item = page.getByTestId(`challenge-sortable-list-item-${id}`)
  for (let i = 0; i < REPEAT; i++) {
    // Down one place, then back up: the list is back where it started every second time.
    const down = i % 2 === 0
    await item.focus()
    await spaceArrowSpace(page, down ? 'ArrowDown' : 'ArrowUp')
    const from = order.indexOf(id)
    order.splice(from, 1)
    order.splice(down ? from + 1 : from - 1, 0, id)
    await expect(list.getByRole('listitem'), `move ${i + 1}`).toHaveText(order.map((o) => LABELS[o]!))
  }
})

test('kanban: Space, ArrowRight/ArrowLeft, Space with no pause moves the card every time (20×)', async ({ page }) => {
  await openSignedIn(page, '/kanban')
  await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
  const { boards } = await api<{ boards: Array<{ id: number }> }>(page, 'GET', '/kanban/boards')
  const { columns } = await api<{ columns: Array<{ id: number }> }>(page, 'GET', `/kanban/boards/${boards[0]!.id}`)
  const card = await api<{ id: number }>(page, 'POST', `/kanban/columns/${columns[0]!.id}/cards`, { title: 'Fast keys' })
  await page.reload()
  await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
  const handle = page.getByTestId(`kanban-card-handle-${card.id}`)
  for (let i = 0; i < REPEAT; i++) {
    // One column right, then back left.
    const right = i % 2 === 0
    await handle.focus()
    await spaceArrowSpace(page, right ? 'ArrowRight' : 'ArrowLeft')
    const to = columns[right ? 1 : 0]!.id
    await expect(page.getByTestId(`kanban-column-${to}`).getByTestId(`kanban-card-${card.id}`), `move ${i + 1}`).toBeVisible()
    // The server has the move (the next drop would be refused while one is in flight).
    await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  }
  await expect(page.getByTestId('kanban-error')).toHaveCount(0)
  await expect(page.getByTestId('kanban-move-refused')).toHaveCount(0)
})

test('component playground: Space, ArrowRight, Space with no pause drops the item every time (20×)', async ({ page }) => {
  await openSignedIn(page, '/playground')
  const list = page.getByTestId('playground-dnd-list')
  const zone = page.getByTestId('playground-dnd-dropzone')
  const all = ['Item 1', 'Item 2', 'Item 3', 'Item 4']
  await zone.scrollIntoViewIfNeeded()
  for (let i = 0; i < REPEAT; i++) {
    // Four items to drop, then the reset puts them back.
    const n = i % 4
    if (n === 0 && i > 0) {
      await page.getByTestId('playground-dnd-reset').click()
      await expect(list.getByRole('listitem')).toHaveText(all)
    }
    await page.getByTestId(`playground-dnd-item-${n + 1}`).focus()
    await spaceArrowSpace(page, 'ArrowRight')
    await expect(zone.getByRole('listitem'), `drop ${i + 1}`).toHaveText(all.slice(0, n + 1))
    await expect(list.getByRole('listitem')).toHaveText(all.slice(n + 1))
  }
  // Item 4 is dropped once a round: the toast of an earlier round can still be showing beside the last one's
  // (the newest comes first in the stack).
  await expect(toast(page, 'Item 4 dropped').first()).toBeVisible()
})

test("sortable list: Playwright's plain dragTo (one pointer move) and the mouse in steps (target box read after hover) both move a step", async ({ page }) => {
  await openSignedIn(page, `/challenges/sortable-list?seed=${SEED}`)
  const list = page.getByTestId('challenge-sortable-list-list')
  const { start } = sortOrders(SEED)
  const item = (id: string) => page.getByTestId(`challenge-sortable-list-item-${id}`)
  // The whole list in the middle of the viewport: near an edge dnd-kit scrolls the page during the drag.
  await list.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  // dragTo: mouse down on the source's centre, one move to the target's centre, up.
  await item(start[0]!).dragTo(item(start[2]!))
  const once = [start[1]!, start[2]!, start[0]!, ...start.slice(3)]
  await expect(list).toHaveAttribute('data-order', once.join(','))
  // The mouse by hand: hover() scrolls the item into view, so read the target's box after it.
  await item(once[4]!).hover()
  await page.mouse.down()
  const box = (await item(once[3]!).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 })
  await page.mouse.up()
  await expect(list).toHaveAttribute('data-order', [...once.slice(0, 3), once[4]!, once[3]!].join(','))
})
