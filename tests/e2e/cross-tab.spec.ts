/**
 * Two tabs of one browser on /todos: what one tab writes appears in the other without a reload,
 * and the last change is never missed (the list machine's `list.sync`, coalesced during a load).
 */
import type { Page } from '@playwright/test'
import { expect, open, openSignedIn, test } from '../fixtures/app'

const rows = (page: Page) => page.getByTestId('todos-list').locator(':scope > li')

/** Ten POST /todos/ at once from the page (as a learner's script or a second window would). */
function addTen(page: Page, label: string): Promise<number[]> {
  return page.evaluate(async (l) => {
    const token = localStorage.getItem('access_token')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch('/api/v1/todos/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: `${l} todo ${i + 1}`, description: null, priority: 'medium', due_date: null }),
        }),
      ),
    )
    return answers.map((r) => r.status)
  }, label)
}

/** Adds a todo through the page's own form. */
async function addThroughForm(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add todo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add todo' })
  await dialog.getByLabel('Title').fill(title)
  await page.getByTestId('todos-form-submit').click()
  await expect(dialog).toBeHidden()
}

test('two tabs each add 10 todos at once: both lists converge on all 20 without a reload', async ({ page, context }) => {
  test.setTimeout(60_000)
  await open(page, '/about')
  await page.evaluate(() => window.__sandbox!.seed('empty'))
  await openSignedIn(page, '/todos')
  const other = await context.newPage()
  await open(other, '/todos')
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('todos-loading')).toHaveCount(0)
    await expect(rows(tab)).toHaveCount(0)
  }

  const [a, b] = await Promise.all([addTen(page, 'Tab A'), addTen(other, 'Tab B')])
  expect([...a, ...b]).toEqual(Array(20).fill(201))

  for (const tab of [page, other]) {
    await expect(rows(tab)).toHaveCount(20)
    await expect(tab.getByTestId('todos-page-info')).toHaveText('Page 1 of 1')
    await expect(tab.getByTestId('todos-filter-all-count')).toHaveText('20')
  }

  // Through the form as well: the other tab shows the new todo (first, newest) and the counts.
  await addThroughForm(other, 'Added in tab B')
  await expect(rows(page)).toHaveCount(20) // 20 per page: the 21st moves the oldest to page 2
  await expect(rows(page).first()).toContainText('Added in tab B')
  await expect(page.getByTestId('todos-page-info')).toHaveText('Page 1 of 2')
  await expect(page.getByTestId('todos-filter-all-count')).toHaveText('21')
})
