/**
 * dnd-kit pieces of the board: the keyboard's arrow keys jump a picked-up card from column to
 * column (Right/Down = the next column in reading order, Left/Up = the previous one), so Space,
 * one arrow press per column and Space move a card; the pointer drags freely.
 */
import type { ClientRect, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core'

const NEXT = new Set(['ArrowRight', 'ArrowDown'])
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp'])

const contains = (rect: ClientRect, x: number, y: number) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom

export const columnCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = NEXT.has(event.code) ? 1 : PREVIOUS.has(event.code) ? -1 : 0
  if (step === 0) return undefined
  event.preventDefault()
  const { droppableRects, collisionRect, over } = context
  const columns: Array<{ id: UniqueIdentifier; rect: ClientRect }> = []
  for (const [id, rect] of droppableRects) columns.push({ id, rect })
  // Reading order: rows top to bottom (within a few pixels), then left to right.
  columns.sort((a, b) => (Math.abs(a.rect.top - b.rect.top) > 8 ? a.rect.top - b.rect.top : a.rect.left - b.rect.left))
  if (columns.length === 0 || !collisionRect) return undefined
  const cx = collisionRect.left + collisionRect.width / 2
  const cy = collisionRect.top + Math.min(collisionRect.height / 2, 24)
  let current = columns.findIndex((c) => contains(c.rect, cx, cy))
  if (current < 0 && over) current = columns.findIndex((c) => c.id === over.id)
  if (current < 0) return undefined
  const target = columns[current + step]
  if (!target) return currentCoordinates
  return {
    x: currentCoordinates.x + (target.rect.left + target.rect.width / 2 - cx),
    y: currentCoordinates.y + (target.rect.top + 56 - collisionRect.top),
  }
}
