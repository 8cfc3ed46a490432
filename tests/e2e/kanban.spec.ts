/**
 * The kanban board against the seeded sandbox (the demo user starts with no board): auto-setup,
 * add / edit / delete with an assignee, pointer and keyboard drags, the optimistic move (held:
 * spinner; 500: reverts with 'Failed to move card'), a same-column drop, a second drop during a
 * move, Korean labels and announcements, axe light and dark, 320 px.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { api, expect, expectGuideTestIdsOnPage, openSignedIn, storedState, test, type SandboxControl } from '../fixtures/app'

const MOVE = 'POST /kanban/cards/:id/move'

interface Column {
  id: number
  translation_key: string | null
  cards: Array<{ id: number; title: string }>
}

/** Opens /kanban (auto-setup on the first visit) and returns the board's columns in order. */
async function openKanban(page: Page, cards: Array<[number, string]> = []): Promise<Column[]> {
  await openSignedIn(page, '/kanban')
  await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
  let columns = await boardColumns(page)
  if (cards.length > 0) {
    for (const [index, title] of cards) await api(page, 'POST', `/kanban/columns/${columns[index]!.id}/cards`, { title, priority: 'high', assignee_id: 2 })
    await page.reload()
    await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
    columns = await boardColumns(page)
  }
  return columns
}

async function boardColumns(page: Page): Promise<Column[]> {
  const { boards } = await api<{ boards: Array<{ id: number }> }>(page, 'GET', '/kanban/boards')
  return (await api<{ columns: Column[] }>(page, 'GET', `/kanban/boards/${boards[0]!.id}`)).columns
}

const card = (page: Page, id: number) => page.getByTestId(`kanban-card-${id}`)
const column = (page: Page, id: number) => page.getByTestId(`kanban-column-${id}`)

/** A pointer drag in small steps (dnd-kit's pointer sensor starts after 5 px). */
async function dragCard(page: Page, cardId: number, columnId: number): Promise<void> {
  const from = await card(page, cardId).getByTestId(`kanban-card-title-${cardId}`).boundingBox()
  const to = await column(page, columnId).boundingBox()
  await page.mouse.move(from!.x + 10, from!.y + 5)
  await page.mouse.down()
  await page.mouse.move(from!.x + 20, from!.y + 15, { steps: 5 })
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 80, { steps: 15 })
  await page.mouse.up()
}

/** Keyboard: focus the move button, then Space, `steps` × ArrowRight, Space, back to back (no waiting in between: the app takes keys as fast as they come). */
async function keyboardMove(page: Page, cardId: number, steps: number): Promise<void> {
  await page.getByTestId(`kanban-card-handle-${cardId}`).focus()
  await page.keyboard.press('Space')
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
}

const live = (page: Page) => page.locator('[id^="DndLiveRegion"]')

test('the first visit sets up the board; on it a card is added, checked with axe (light, dark, form open), edited and deleted', async ({ page }) => {
  const columns = await openKanban(page)
  await test.step('first visit: auto-setup creates My Kanban Board with the 4 standard columns; the guide ids exist', async () => {
    expect(columns.map((c) => c.translation_key)).toEqual(['todo', 'inProgress', 'review', 'done'])
    await expect(page.getByTestId('kanban-board-title')).toHaveText('My Kanban Board')
    await expect(page.getByTestId('kanban-board-description')).toHaveText('Personal task management board')
    for (const [i, title] of ['To Do', 'In Progress', 'Review', 'Done'].entries()) {
      await expect(page.getByTestId(`kanban-column-title-${columns[i]!.id}`)).toHaveText(title)
      await expect(page.getByTestId(`kanban-column-count-${columns[i]!.id}`)).toHaveText('0 tasks')
    }
    // The empty board says how to start; the template picker names what a template creates (a new board), docs/spec/2-everyday-modules.md §4.
    await expect(page.getByTestId('kanban-empty-board-hint')).toBeVisible()
    const templates = page.getByTestId('kanban-template-select')
    await expect(templates).toHaveAccessibleName('New board from a template')
    await expect(templates.locator('option')).toHaveText([
      'Basic: New Board (To Do, In Progress, Done)',
      'Scrum: Sprint Board (Backlog, To Do, In Progress, Review, Done)',
      'Personal: Personal Tasks (Ideas, This Week, Today, Completed)',
    ])
    await expectGuideTestIdsOnPage(page)
    // A second visit opens the same board (no second board).
    await page.reload()
    await expect(page.getByTestId('kanban-page')).toHaveAttribute('data-state', /ready/)
    expect((await api<{ boards: unknown[] }>(page, 'GET', '/kanban/boards')).boards).toHaveLength(1)
  })

  await test.step('add, edit and delete a card with an assignee; the submit is disabled while the title is blank; Escape closes the form', async () => {
    const inProgress = columns[1]!.id
    await page.getByTestId(`kanban-add-card-button-${inProgress}`).click()
    const modal = page.getByTestId('kanban-form-modal')
    await expect(modal).toBeVisible()
    await expect(page.getByTestId('kanban-form-column-select')).toHaveValue(String(inProgress))
    await expect(page.getByTestId('kanban-form-priority-select')).toHaveValue('medium')
    await expect(page.getByTestId('kanban-form-submit-button')).toBeDisabled()
    await page.getByTestId('kanban-form-title-input').fill('   ')
    await expect(page.getByTestId('kanban-form-submit-button')).toBeDisabled()
    await expect(page.getByTestId('kanban-form-submit-hint')).toContainText('Title')
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)

    await page.getByTestId(`kanban-add-card-button-${inProgress}`).click()
    await page.getByTestId('kanban-form-title-input').fill('Write the kanban tests')
    await page.getByTestId('kanban-form-description-input').fill('Pointer and keyboard')
    await page.getByTestId('kanban-form-priority-select').selectOption('high')
    await page.getByTestId('kanban-form-assignee-select').selectOption({ label: 'Mike Johnson' })
    await page.getByTestId('kanban-form-submit-button').click()
    await expect(modal).toHaveCount(0)
    const added = column(page, inProgress).locator('[data-testid^="kanban-card-title-"]')
    await expect(added).toHaveText(['Write the kanban tests'])
    const id = Number((await added.getAttribute('data-testid'))!.replace('kanban-card-title-', ''))
    await expect(page.getByTestId(`kanban-card-description-${id}`)).toHaveText('Pointer and keyboard')
    await expect(page.getByTestId(`kanban-card-priority-${id}`)).toHaveText('High')
    await expect(page.getByTestId(`kanban-card-priority-${id}`)).toHaveAttribute('data-priority', 'high')
    await expect(page.getByTestId(`kanban-card-assignee-${id}`)).toHaveText('Mike Johnson')
    await expect(page.getByTestId(`kanban-column-count-${inProgress}`)).toHaveText('1 task')

    // The axe check runs on this board with its one card, the form opened from the first column and closed with Escape.
    await test.step('axe: no serious violation in light and dark, with the form open', async () => {
      await expectAccessible(page, 'kanban')
      await page.getByTestId(`kanban-add-card-button-${columns[0]!.id}`).click()
      await expect(page.getByTestId('kanban-form-modal')).toBeVisible()
      await expectAccessible(page, 'kanban, form')
      await page.keyboard.press('Escape')
      await expect(modal).toHaveCount(0)
    })

    // Edit and delete appear on keyboard focus (focus-within) as well as on hover.
    await page.getByTestId(`kanban-card-handle-${id}`).focus()
    await expect(page.getByTestId(`kanban-card-edit-button-${id}`)).toHaveCSS('opacity', '1')
    await page.getByTestId(`kanban-card-edit-button-${id}`).click()
    await expect(page.getByTestId('kanban-form-title-input')).toHaveValue('Write the kanban tests')
    await page.getByTestId('kanban-form-title-input').fill('Review the kanban tests')
    await page.getByTestId('kanban-form-assignee-select').selectOption('')
    await page.getByTestId('kanban-form-column-select').selectOption(String(columns[2]!.id))
    await page.getByTestId('kanban-form-submit-button').click()
    await expect(page.getByTestId(`kanban-card-title-${id}`)).toHaveText('Review the kanban tests')
    await expect(column(page, columns[2]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
    await expect(page.getByTestId(`kanban-card-assignee-${id}`)).toHaveText('Unassigned')

    await card(page, id).hover()
    await expect(page.getByTestId(`kanban-card-delete-button-${id}`)).toHaveCSS('opacity', '1')
    await page.getByTestId(`kanban-card-delete-button-${id}`).click()
    await expect(card(page, id)).toHaveCount(0)
    await expect(page.getByTestId(`kanban-column-count-${columns[2]!.id}`)).toHaveText('0 tasks')
  })
})

test('pointer drag to another column moves the card (saved on the server); a drop on its own column does nothing', async ({ page }) => {
  const columns = await openKanban(page, [[0, 'Drag me'], [0, 'Stay here']])
  const [dragged, stay] = columns[0]!.cards.map((c) => c.id) as [number, number]
  let moves = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/kanban\/cards\/\d+\/move$/.test(r.url())) moves++
  })
  await dragCard(page, stay, columns[0]!.id)
  await expect(column(page, columns[0]!.id).getByTestId(`kanban-card-${stay}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  expect(moves).toBe(0)

  await dragCard(page, dragged, columns[3]!.id)
  await expect(column(page, columns[3]!.id).getByTestId(`kanban-card-${dragged}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  await expect(page.getByTestId(`kanban-column-count-${columns[3]!.id}`)).toHaveText('1 task')
  expect(moves).toBe(1)
  expect((await boardColumns(page))[3]!.cards.map((c) => c.id)).toEqual([dragged])
})

test('a press that slides off the card before the drag starts (under 5 px) still drags it, and the next card drags right after', async ({ page }) => {
  const columns = await openKanban(page, [[0, 'Edge card'], [0, 'Next card']])
  const [edge, next] = columns[0]!.cards.map((c) => c.id) as [number, number]
  // Pressed 2 px above the card's bottom edge (on the card, not its buttons), 4 px down: the pointer leaves the card before the drag starts.
  const box = (await card(page, edge).boundingBox())!
  const to = (await column(page, columns[1]!.id).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 2)
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 })
  await page.mouse.up()
  await expect(column(page, columns[1]!.id).getByTestId(`kanban-card-${edge}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  // The next card's drag starts right after that drop.
  await dragCard(page, next, columns[2]!.id)
  await expect(column(page, columns[2]!.id).getByTestId(`kanban-card-${next}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  const saved = await boardColumns(page)
  expect([saved[1]!.cards.map((c) => c.id), saved[2]!.cards.map((c) => c.id)]).toEqual([[edge], [next]])
})

test("Playwright's plain dragTo (one pointer move, no steps) moves a card; a click on its edit button still opens the form", async ({ page }) => {
  const columns = await openKanban(page, [[0, 'Dragged with dragTo']])
  const id = columns[0]!.cards[0]!.id
  await card(page, id).dragTo(column(page, columns[2]!.id))
  await expect(column(page, columns[2]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  expect((await boardColumns(page))[2]!.cards.map((c) => c.id)).toEqual([id])
  await card(page, id).dragTo(column(page, columns[1]!.id))
  await expect(column(page, columns[1]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  await page.getByTestId(`kanban-card-edit-button-${id}`).click()
  await expect(page.getByTestId('kanban-form-modal')).toBeVisible()
  await expect(page.getByTestId('kanban-form-title-input')).toHaveValue('Dragged with dragTo')
})

test('keyboard move: Space, ArrowRight ×2, Space moves the card two columns; announcements are read out', async ({ page }) => {
  const columns = await openKanban(page, [[0, 'Keyboard card']])
  const id = columns[0]!.cards[0]!.id
  await page.getByTestId(`kanban-card-handle-${id}`).focus()
  await page.keyboard.press('Space')
  await expect(live(page)).toContainText('Picked up task Keyboard card.')
  await page.keyboard.press('ArrowRight')
  await expect(live(page)).toContainText('over column In Progress')
  await page.keyboard.press('ArrowRight')
  await expect(live(page)).toContainText('over column Review')
  await page.keyboard.press('Space')
  await expect(live(page)).toContainText('Task Keyboard card was dropped on column Review.')
  await expect(column(page, columns[2]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  expect((await boardColumns(page))[2]!.cards.map((c) => c.id)).toEqual([id])
})

async function heldMove(page: Page, sandbox: SandboxControl, columns: Column[], id: number): Promise<void> {
  await sandbox.scenario(MOVE, { hold: true, times: 1 })
  // The fault strip it brings shifts the board down: drag once it is there (else the press can land above the card).
  await expect(page.getByTestId('sandbox-fault-strip')).toBeVisible()
  await keyboardMove(page, id, 3)
  await sandbox.waitForPending(MOVE)
  await expect(column(page, columns[3]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toBeVisible()
  await expect(page.getByTestId(`kanban-card-spinner-${id}`)).toBeVisible()
}

test('a held move shows Moving and the spinner on the card, then settles when released', async ({ page, sandbox }) => {
  const columns = await openKanban(page, [[0, 'Held card']])
  const id = columns[0]!.cards[0]!.id
  await heldMove(page, sandbox, columns, id)
  expect(await sandbox.release(MOVE)).toBe(1)
  await expect(page.getByTestId(`kanban-card-spinner-${id}`)).toHaveCount(0)
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  await expect(column(page, columns[3]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await expect(page.getByTestId('kanban-error')).toHaveCount(0)
})

test("a failed move (500) returns the card and shows the red 'Failed to move card'", async ({ page, sandbox }) => {
  const columns = await openKanban(page, [[0, 'Failing card']])
  const id = columns[0]!.cards[0]!.id
  await sandbox.scenario(MOVE, { hold: true, status: 500, times: 1 })
  // The fault strip it brings shifts the board down: drag once it is there (else the press can land above the card).
  await expect(page.getByTestId('sandbox-fault-strip')).toBeVisible()
  await dragCard(page, id, columns[1]!.id)
  await sandbox.waitForPending(MOVE)
  await expect(column(page, columns[1]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await sandbox.release(MOVE)
  await expect(page.getByTestId('kanban-error')).toHaveText('Failed to move card')
  await expect(page.getByTestId('kanban-error')).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/)
  await expect(column(page, columns[0]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  expect((await boardColumns(page))[0]!.cards.map((c) => c.id)).toEqual([id])
})

test('a second drop while a move is in flight is refused with a visible reason; that card stays put', async ({ page, sandbox }) => {
  const columns = await openKanban(page, [[0, 'First'], [0, 'Second']])
  const [first, second] = columns[0]!.cards.map((c) => c.id) as [number, number]
  await heldMove(page, sandbox, columns, first)
  await dragCard(page, second, columns[2]!.id)
  await expect(page.getByTestId('kanban-move-refused')).toContainText('"Second" stayed where it was')
  await expect(column(page, columns[0]!.id).getByTestId(`kanban-card-${second}`)).toBeVisible()
  expect(await sandbox.pending(MOVE)).toBe(1)
  await sandbox.release(MOVE)
  await expect(page.getByTestId('kanban-move-refused')).toHaveCount(0)
  await expect(page.getByTestId('kanban-moving-indicator')).toHaveCount(0)
  const saved = await boardColumns(page)
  expect(saved[3]!.cards.map((c) => c.id)).toEqual([first])
  expect(saved[0]!.cards.map((c) => c.id)).toEqual([second])
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })
  test('the auto-setup board, the templates and a template board read in Korean (the API keeps the sample names)', async ({ page }) => {
    const columns = await openKanban(page)
    await expect(page.getByTestId('kanban-board-title')).toHaveText('내 칸반 보드')
    await expect(page.getByTestId('kanban-board-description')).toHaveText('개인 작업 관리 보드')
    await expect(page.getByTestId(`kanban-column-title-${columns[0]!.id}`)).toHaveText('할 일')
    const templates = page.getByTestId('kanban-template-select')
    await expect(templates.locator('option')).toHaveText([
      '기본: 새 보드 (할 일, 진행 중, 완료)',
      '스크럼: 스프린트 보드 (백로그, 할 일, 진행 중, 검토, 완료)',
      '개인: 개인 작업 (아이디어, 이번 주, 오늘, 완료됨)',
    ])
    await templates.selectOption('personal')
    await page.getByTestId('kanban-template-apply-button').click()
    await expect(page.getByTestId('kanban-board-title')).toHaveText('개인 작업')
    await expect(page.locator('[data-testid^="kanban-column-title-"]')).toHaveText(['아이디어', '이번 주', '오늘', '완료됨'])
    await expect(page.getByTestId('kanban-board-select').locator('option')).toHaveText(['내 칸반 보드', '개인 작업'])
    const boards = await api<{ boards: { title: string }[] }>(page, 'GET', '/kanban/boards')
    expect(boards.boards.map((b) => b.title)).toEqual(['My Kanban Board', 'Personal Tasks'])
  })

  test('columns, counts, the failed move and the announcements are in Korean', async ({ page, sandbox }) => {
    const columns = await openKanban(page, [[0, '한국어 카드']])
    const id = columns[0]!.cards[0]!.id
    await expect(page.getByTestId(`kanban-column-title-${columns[1]!.id}`)).toHaveText('진행 중')
    await expect(page.getByTestId(`kanban-column-count-${columns[0]!.id}`)).toHaveText('작업 1개')
    await expect(page.getByTestId(`kanban-card-priority-${id}`)).toHaveText('높음')
    await expect(page.getByTestId(`kanban-card-handle-${id}`)).toHaveAccessibleName('한국어 카드 이동')
    await page.getByTestId(`kanban-card-handle-${id}`).focus()
    await page.keyboard.press('Space')
    await expect(live(page)).toContainText('한국어 카드 작업을 집었습니다.')
    await page.keyboard.press('Escape')
    await expect(live(page)).toContainText('이동을 취소했습니다')
    await sandbox.scenario(MOVE, { status: 500, times: 1 })
    // The fault strip it brings shifts the board down: drag once it is there (else the press can land above the card).
    await expect(page.getByTestId('sandbox-fault-strip')).toBeVisible()
    await keyboardMove(page, id, 1)
    await expect(page.getByTestId('kanban-error')).toHaveText('카드를 이동하지 못했습니다')
    await expect(column(page, columns[0]!.id).getByTestId(`kanban-card-${id}`)).toBeVisible()
  })
})

test('320 px: one column per row, no horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  const columns = await openKanban(page, [[0, 'A card with a rather long title that has to wrap on a phone']])
  const a = await column(page, columns[0]!.id).boundingBox()
  const b = await column(page, columns[1]!.id).boundingBox()
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport)
})
