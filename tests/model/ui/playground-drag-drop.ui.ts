import type { Page } from '@playwright/test'
import type { DragDropContext } from '@machines/playground/playground-drag-drop.machine'
import { dragDropModel } from '@machines/playground/playground-drag-drop.model'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const label = (id: string) => `Item ${id.replace('item-', '')}`

/** Moves the held mouse to the centre of a test id's element, in small steps. */
async function moveTo(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 })
}

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundDragDropUi = uiModel({
  model: dragDropModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/playground')
    await page.getByTestId('playground-dnd-dropzone').scrollIntoViewIfNeeded()
  },
  events: {
    // The mouse: press on the item and move past the 5 px activation distance.
    'drag.start': async (e, { page }) => {
      const box = (await page.getByTestId(`playground-dnd-${e.id}`).boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2, { steps: 4 })
    },
    'drag.end': async (e, { page }) => {
      // Dropped on the drop zone, or outside both the list and the zone (on the reset button).
      await moveTo(page, e.overId ? 'playground-dnd-dropzone' : 'playground-dnd-reset')
      await page.mouse.up()
    },
    'drag.cancel': async (_e, { page }) => {
      await page.keyboard.press('Escape')
      await page.mouse.up()
    },
    'items.reset': async (_e, { page }) => {
      await page.getByTestId('playground-dnd-reset').click()
    },
  },
  states: {
    idle: async ({ context }, { page, before }) => {
      const c = context as DragDropContext
      await expect(page.getByTestId('playground-dnd')).not.toHaveAttribute('data-dragging')
      await expect(page.getByTestId('playground-dnd-list').getByRole('listitem')).toHaveText(c.items.map(label))
      await expect(page.getByTestId('playground-dnd-dropzone').getByRole('listitem')).toHaveText(c.dropped.map(label))
      await expect(page.getByTestId('playground-dnd-dropped-count')).toHaveText(String(c.dropped.length))
      const was = before.context as DragDropContext
      if (c.dropped.length > was.dropped.length) await expect(toast(page, `${label(c.dropped.at(-1)!)} dropped`)).toBeVisible()
    },
    dragging: async ({ context }, { page }) => {
      const c = context as DragDropContext
      await expect(page.getByTestId('playground-dnd')).toHaveAttribute('data-dragging', c.dragging!)
      await expect(page.getByTestId(`playground-dnd-${c.dragging}`)).toHaveAttribute('data-dragging', 'true')
    },
  },
})
