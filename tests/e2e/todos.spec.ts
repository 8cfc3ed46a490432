/**
 * The todos page against the seeded sandbox: filters with counts, add (title rules, 'Title is
 * required', the disabled submit), complete / reopen, edit, delete (English confirms, Korean fades
 * 300 ms without asking), due-date colours and badges by the sandbox clock, ?add=true, paging on
 * the busy seed, every failure text of the page, Korean, axe in light and dark.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { api, expect, expectGuideTestIdsOnPage, open, openSignedIn, storedState, test, toast, type SandboxControl } from '@tests/fixtures/app'

const DAY = 24 * 60 * 60 * 1000

interface Stats {
  total: number
  completed: number
  pending: number
}

/** The local `YYYY-MM-DD` of the sandbox time plus `days`. */
async function sandboxDay(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(window.__sandbox!.now() + offset)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, days * DAY)
}

const rows = (page: Page) => page.getByTestId('todos-list').locator(':scope > li')
const firstRowId = async (page: Page) => Number((await rows(page).first().getAttribute('data-testid'))!.replace('todo-item-', ''))

async function openTodos(page: Page, path = '/todos') {
  await openSignedIn(page, path)
  await expect(page.getByTestId('todos-loading')).toHaveCount(0)
  await expect(rows(page).first()).toBeVisible()
}

test('filters with their counts, add, complete, reopen, edit and an English delete with its confirmation', async ({ page }) => {
  await openTodos(page)
  await test.step('filters show their counts from the stats and only matching todos; the guide ids are on the page', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Todos' })).toBeVisible()
    await expectGuideTestIdsOnPage(page)
    const stats = await api<Stats>(page, 'GET', '/todos/stats')
    await expect(page.getByTestId('todos-filter-all-count')).toHaveText(String(stats.total))
    await expect(page.getByTestId('todos-filter-incomplete-count')).toHaveText(String(stats.pending))
    await expect(page.getByTestId('todos-filter-completed-count')).toHaveText(String(stats.completed))
    await page.getByRole('button', { name: /^Incomplete/ }).click()
    await expect(page.getByRole('button', { name: /^Incomplete/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('todos-loading')).toHaveCount(0)
    await expect(rows(page).and(page.locator('[data-completed="true"]'))).toHaveCount(0)
    await expect(rows(page).first()).toHaveAttribute('data-completed', 'false')
    await page.getByRole('button', { name: /^Completed/ }).click()
    await expect(page.getByTestId('todos-loading')).toHaveCount(0)
    await expect(rows(page).and(page.locator('[data-completed="false"]'))).toHaveCount(0)
    await expect(rows(page).first().getByRole('button', { name: /^Reopen/ })).toBeVisible()
  })
  await test.step("add: the disabled submit below 3 characters, 'Title is required', then a todo due today", async () => {
    // Back to All (the step before ended on Completed), where the new todo comes first.
    await page.getByTestId('todos-filter-all').click()
    await expect(page.getByTestId('todos-filter-all')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('todos-loading')).toHaveCount(0)
    const before = await api<Stats>(page, 'GET', '/todos/stats')
    await page.getByRole('button', { name: 'Add todo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add todo' })
    await expect(dialog).toBeVisible()
    const submit = page.getByTestId('todos-form-submit')
    await expect(submit).toBeDisabled()
    await expect(page.getByTestId('todos-submit-hint')).toHaveText('Still needed: a title of at least 3 characters')
    await page.getByLabel('Title').press('Enter')
    await expect(page.getByTestId('todos-title-error')).toHaveText('Title is required')
    await page.getByLabel('Title').fill('  ab  ')
    await expect(submit).toBeDisabled()
    await page.getByLabel('Title').press('Enter')
    await expect(page.getByTestId('todos-title-error')).toHaveText('Title must be at least 3 characters')
    await page.getByLabel('Title').fill('x'.repeat(101))
    await page.getByLabel('Title').press('Enter')
    await expect(page.getByTestId('todos-title-error')).toHaveText('Title must be at most 100 characters')
    await page.getByLabel('Description').fill('d'.repeat(501))
    await expect(page.getByTestId('todos-description-error')).toHaveText('Description must be at most 500 characters')
    await page.getByLabel('Description').fill('Two litres')
    await page.getByLabel('Title').fill('Buy milk')
    await page.getByLabel('Priority').selectOption('high')
    await page.getByLabel('Due date').fill(await sandboxDay(page, 0))
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(dialog).toBeHidden()
    const row = rows(page).first()
    await expect(row.getByText('Buy milk', { exact: true })).toBeVisible()
    await expect(row).toHaveAttribute('data-due', 'today')
    await expect(row.getByText('Due today')).toBeVisible()
    await expect(row.getByText('High')).toBeVisible()
    await expect(page.getByTestId('todos-filter-all-count')).toHaveText(String(before.total + 1))
    await expect(page.getByTestId('todos-filter-incomplete-count')).toHaveText(String(before.pending + 1))
  })
  await test.step('complete, reopen and edit a todo', async () => {
    await page.getByRole('button', { name: 'Incomplete' }).click()
    await expect(page.getByTestId('todos-loading')).toHaveCount(0)
    const id = await firstRowId(page)
    const row = page.getByTestId(`todo-item-${id}`)
    const title = (await page.getByTestId(`todo-title-${id}`).textContent())!
    await page.getByTestId('todos-filter-all').click()
    await expect(page.getByTestId('todos-loading')).toHaveCount(0)
    await page.getByRole('button', { name: `Complete "${title}"` }).click()
    await expect(row).toHaveAttribute('data-completed', 'true')
    await expect(page.getByTestId(`todo-status-${id}`)).toHaveText('Done')
    await expect(row).toHaveAttribute('data-due', 'none')
    await page.getByRole('button', { name: `Reopen "${title}"` }).click()
    await expect(row).toHaveAttribute('data-completed', 'false')
    await page.getByRole('button', { name: `Edit "${title}"` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit todo' })
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await page.getByLabel('Title').fill('Renamed todo')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId(`todo-title-${id}`)).toHaveText('Renamed todo')
  })
  await test.step('English delete asks for confirmation: cancel keeps the todo, confirm deletes it', async () => {
    const id = await firstRowId(page)
    const title = (await page.getByTestId(`todo-title-${id}`).textContent())!
    await page.getByTestId(`todo-delete-button-${id}`).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete todo?' })
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId('todos-delete-dialog-text')).toHaveText(`Delete "${title}"? This cannot be undone.`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId(`todo-item-${id}`)).toBeVisible()
    await page.getByTestId(`todo-delete-button-${id}`).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByTestId(`todo-item-${id}`)).toHaveCount(0)
  })
})

test.describe('in New Zealand (UTC+13 in its summer)', () => {
  test.use({ timezoneId: 'Pacific/Auckland' })
  test('a todo due today is due today, and saving it unchanged keeps its day', async ({ page }) => {
    await openTodos(page)
    const today = await sandboxDay(page, 0)
    await page.getByRole('button', { name: 'Add todo' }).click()
    await page.getByLabel('Title').fill('Pay the rent')
    await page.getByLabel('Due date').fill(today)
    await page.getByTestId('todos-form-submit').click()
    await expect(page.getByRole('dialog', { name: 'Add todo' })).toBeHidden()
    const row = rows(page).first()
    await expect(row.getByText('Pay the rent', { exact: true })).toBeVisible()
    await expect(row).toHaveAttribute('data-due', 'today')
    await expect(row.getByText('Due today')).toBeVisible()
    // The edit form shows the picked day; saving twice moves nothing.
    for (let round = 0; round < 2; round++) {
      await page.getByRole('button', { name: 'Edit "Pay the rent"' }).click()
      await expect(page.getByLabel('Due date')).toHaveValue(today)
      await page.getByLabel('Description').fill(`Round ${round + 1}`)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByRole('dialog', { name: 'Edit todo' })).toBeHidden()
      await expect(row).toHaveAttribute('data-due', 'today')
    }
  })
})

test('due-date colours and badges follow the sandbox clock; a todo title with markup stays text', async ({ page }) => {
  await openTodos(page)
  const title = '<img src=x onerror="window.__xss=1"> <b>bold</b>'
  const created = await api<{ id: number }>(page, 'POST', '/todos/', { title, description: '<script>window.__xss=2</script>' })
  const days = { overdue: -2, today: 0, soon: 2, later: 10 } as const
  const ids: Record<string, number> = {}
  for (const [name, offset] of Object.entries(days)) {
    const day = await sandboxDay(page, offset)
    const created = await api<{ id: number }>(page, 'POST', '/todos/', { title: `Due ${name}`, priority: 'low', due_date: `${day}T12:00:00.000Z` })
    ids[name] = created.id
  }
  await page.reload()
  await test.step('a todo title with markup stays text: no element, no script', async () => {
    await expect(page.getByTestId(`todo-title-${created.id}`)).toHaveText(title)
    await expect(page.getByTestId(`todo-description-${created.id}`)).toHaveText('<script>window.__xss=2</script>')
    await expect(page.getByTestId(`todo-item-${created.id}`).locator('img, b, script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  })
  const row = (name: string) => page.getByTestId(`todo-item-${ids[name]}`)
  await expect(row('overdue')).toHaveAttribute('data-due', 'overdue')
  await expect(page.getByTestId(`todo-due-badge-${ids.overdue}`)).toHaveText('Overdue')
  await expect(row('today')).toHaveAttribute('data-due', 'today')
  await expect(page.getByTestId(`todo-due-badge-${ids.today}`)).toHaveText('Due today')
  await expect(row('soon')).toHaveAttribute('data-due', 'soon')
  await expect(page.getByTestId(`todo-due-badge-${ids.soon}`)).toHaveText('Due soon')
  await expect(row('later')).toHaveAttribute('data-due', 'none')
  await expect(page.getByTestId(`todo-due-badge-${ids.later}`)).toHaveCount(0)
  // Red, orange and yellow rows: three different backgrounds, none the plain panel's.
  const background = (name: string) => row(name).evaluate((el) => getComputedStyle(el).backgroundColor)
  const colours = await Promise.all(['overdue', 'today', 'soon', 'later'].map(background))
  expect(new Set(colours).size).toBe(4)
  // Two days later by the sandbox clock, "soon" is due today and "today" is overdue.
  await page.evaluate((ms) => window.__sandbox!.advanceClock(ms), 2 * DAY)
  await page.reload()
  await expect(row('today')).toHaveAttribute('data-due', 'overdue')
  await expect(row('soon')).toHaveAttribute('data-due', 'today')
})

test('paging through the busy seed; a filter change goes back to page 1', async ({ page, sandbox }) => {
  await openSignedIn(page, '/about')
  await (sandbox as SandboxControl).ready()
  await page.evaluate(() => window.__sandbox!.seed('busy'))
  await openTodos(page)
  const stats = await api<Stats>(page, 'GET', '/todos/stats')
  expect(stats.total).toBeGreaterThan(200)
  const pages = Math.ceil(stats.total / 20)
  await expect(rows(page)).toHaveCount(20)
  await expect(page.getByTestId('todos-page-info')).toHaveText(`Page 1 of ${pages}`)
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('todos-page-info')).toHaveText(`Page 2 of ${pages}`)
  await page.getByRole('button', { name: /^Completed/ }).click()
  await expect(page.getByTestId('todos-page-info')).toHaveText(/^Page 1 of \d+$/)
})

test.describe('failures', () => {
  test("'Failed to fetch todos' with a retry; 'Failed to create todo' and 'Failed to update todo' in the open form; 'Failed to toggle todo' and 'Failed to delete todo' as toasts", async ({ page, sandbox }) => {
    await test.step("'Failed to fetch todos' with a retry", async () => {
      await openSignedIn(page, '/about')
      await sandbox.scenario('GET /todos', { status: 400, body: { detail: 'Nope' }, times: 1 })
      await openSignedIn(page, '/todos')
      await expect(page.getByTestId('todos-error-text')).toHaveText('Failed to fetch todos')
      await page.getByRole('button', { name: 'Retry' }).click()
      await expect(page.getByTestId('todos-error')).toHaveCount(0)
      await expect(rows(page).first()).toBeVisible()
    })
    await test.step("'Failed to create todo' and 'Failed to update todo' stay in the open form", async () => {
      await expect(page.getByTestId('todos-loading')).toHaveCount(0)
      await sandbox.scenario('POST /todos', { status: 400, body: { detail: 'Nope' }, times: 1 })
      await page.getByRole('button', { name: 'Add todo' }).click()
      await page.getByLabel('Title').fill('Will fail')
      await page.getByTestId('todos-form-submit').click()
      await expect(page.getByTestId('todos-form-error')).toHaveText('Failed to create todo')
      await expect(page.getByLabel('Title')).toHaveValue('Will fail')
      await page.getByRole('button', { name: 'Cancel' }).click()
      const id = await firstRowId(page)
      await sandbox.scenario('PATCH /todos/:id', { status: 400, body: { detail: 'Nope' }, times: 1 })
      await page.getByTestId(`todo-edit-button-${id}`).click()
      await page.getByLabel('Title').fill('Will fail too')
      await page.getByTestId('todos-form-submit').click()
      await expect(page.getByTestId('todos-form-error')).toHaveText('Failed to update todo')
      // A 5xx: the spec's text, then the generic server text as the reason; never the raw detail.
      await sandbox.scenario('PATCH /todos/:id', { status: 500, body: { detail: 'Traceback (most recent call last)' }, times: 1 })
      await page.getByTestId('todos-form-submit').click()
      await expect(page.getByTestId('todos-form-error').getByText('Failed to update todo', { exact: true })).toBeVisible()
      await expect(page.getByTestId('todos-form-error')).toContainText('The server ran into a problem. Please try again later.')
      await expect(page.getByTestId('todos-form-error')).not.toContainText('Traceback')
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByTestId('todos-form-modal')).toHaveCount(0)
    })
    await test.step("'Failed to toggle todo' and 'Failed to delete todo' as toasts; the todo stays", async () => {
      const id = await firstRowId(page)
      const completed = await page.getByTestId(`todo-item-${id}`).getAttribute('data-completed')
      await sandbox.scenario('PATCH /todos/:id/toggle', { status: 400, body: { detail: 'Nope' }, times: 1 })
      await page.getByTestId(`todo-toggle-button-${id}`).click()
      await expect(toast(page, 'Failed to toggle todo')).toBeVisible()
      await expect(page.getByTestId(`todo-item-${id}`)).toHaveAttribute('data-completed', completed!)
      await sandbox.scenario('DELETE /todos/:id', { status: 400, body: { detail: 'Nope' }, times: 1 })
      await page.getByTestId(`todo-delete-button-${id}`).click()
      await page.getByRole('button', { name: 'Delete', exact: true }).click()
      await expect(toast(page, 'Failed to delete todo')).toBeVisible()
      await expect(page.getByTestId(`todo-item-${id}`)).toBeVisible()
    })
  })
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })

  test('a Korean first start has Korean sample data; switching to English later keeps it (no silent reseed)', async ({ page }) => {
    await openTodos(page)
    expect(await page.evaluate(async () => (await window.__sandboxReady!).seedName())).toBe('ko')
    await expect(rows(page).first()).toContainText(/[\uac00-\ud7a3]/)
    const todos = await api<{ todos: Array<{ title: string; description: string | null }> }>(page, 'GET', '/todos/?limit=100')
    expect(todos.todos.length).toBeGreaterThan(0)
    for (const todo of todos.todos) expect(todo.title).toMatch(/[\uac00-\ud7a3]/)
    // The todo's own task, not a comment text.
    expect(todos.todos.find((t) => t.title === '로그인 회귀 테스트 작성')?.description).toBe('로그인 성공, 잘못된 비밀번호, 잠긴 계정 시나리오를 자동화 스위트에 추가하기')
    const firstTitle = (await rows(page).first().locator('[data-testid^="todo-title-"]').textContent()) ?? ''
    await page.getByRole('combobox', { name: '언어' }).selectOption('en')
    await expect(page.getByRole('heading', { level: 1, name: 'Todos' })).toBeVisible()
    await page.reload()
    await expect(rows(page).first()).toContainText(firstTitle)
    expect(await page.evaluate(async () => (await window.__sandboxReady!).seedName())).toBe('ko')
  })

  test("failure texts: '할 일을 불러오지 못했습니다'; after the retry, delete fades 300 ms and deletes without asking; the texts are Korean", async ({ page, sandbox }) => {
    await test.step("failure texts: '할 일을 불러오지 못했습니다'", async () => {
      await openSignedIn(page, '/about')
      await sandbox.scenario('GET /todos', { status: 400, body: { detail: 'Nope' }, times: 1 })
      await openSignedIn(page, '/todos')
      await expect(page.getByTestId('todos-error-text')).toHaveText('할 일을 불러오지 못했습니다')
    })
    await page.getByTestId('todos-retry-button').click()
    await expect(page.getByTestId('todos-loading')).toHaveCount(0)
    await expect(rows(page).first()).toBeVisible()
    await test.step('delete fades 300 ms and deletes without asking; the texts are Korean', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '할 일' })).toBeVisible()
      await expect(page.getByTestId('todos-filter-incomplete')).toContainText('미완료')
      const id = await firstRowId(page)
      const row = page.getByTestId(`todo-item-${id}`)
      // Records the click, whether the row fades, and when it leaves the list (a poll could miss a
      // 300 ms state). The 300 ms are counted from the click: under load the fading frame itself can
      // paint late, so the time from it to the removal may read shorter without the app being wrong.
      await page.evaluate((testId) => {
        const w = window as unknown as { fade: { clicked: number | null; faded: boolean; end: number | null } }
        w.fade = { clicked: null, faded: false, end: null }
        document.addEventListener('click', () => (w.fade.clicked ??= performance.now()), { capture: true })
        const list = document.querySelector('[data-testid="todos-list"]')!
        new MutationObserver(() => {
          const el = document.querySelector(`[data-testid="${testId}"]`)
          if (el?.getAttribute('data-state') === 'fading') w.fade.faded = true
          if (!el && w.fade.end === null) w.fade.end = performance.now()
        }).observe(list, { attributes: true, subtree: true, childList: true })
      }, `todo-item-${id}`)
      await page.getByTestId(`todo-delete-button-${id}`).click()
      await expect(row).toHaveCount(0)
      const fade = await page.evaluate(() => (window as unknown as { fade: { clicked: number | null; faded: boolean; end: number | null } }).fade)
      expect(fade.faded, 'the row faded').toBe(true)
      expect(fade.end! - fade.clicked!, 'the fade lasts 300 ms before the delete').toBeGreaterThanOrEqual(295)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await page.getByTestId('todos-add-button').click()
      await page.getByLabel('제목').press('Enter')
      await expect(page.getByTestId('todos-title-error')).toHaveText('제목은 필수입니다')
    })
  })
})

test('axe: no serious violation in light and dark, list with due-date rows and form', async ({ page }) => {
  await openTodos(page)
  await expectAccessible(page, 'todos')
  await page.getByTestId('todos-add-button').press('Enter')
  await expect(page.getByTestId('todos-form-modal')).toBeVisible()
  await expectAccessible(page, 'todos, form')
})

test('at 320 px the list, the badges and the form fit without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await openTodos(page)
  const width = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await width()).toBeLessThanOrEqual(320)
  await page.getByTestId('todos-add-button').click()
  await expect(page.getByTestId('todos-form-modal')).toBeVisible()
  expect(await width()).toBeLessThanOrEqual(320)
})

test('with no todos (empty seed): the empty message, counts 0 and every guide id; ?add=true opens the form without a history entry', async ({ page }) => {
  await openSignedIn(page, '/about')
  await test.step('with no todos (empty seed): the empty message, counts 0, and every guide id still on the page', async () => {
    await page.evaluate(() => window.__sandbox!.seed('empty'))
    await openSignedIn(page, '/todos')
    await expect(page.getByTestId('todos-empty')).toHaveText('No todos yet. Add your first one.')
    await expect(page.getByTestId('todos-filter-all-count')).toHaveText('0')
    await expect(page.getByTestId('todos-page-next')).toBeDisabled()
    // The guide is open on the first visit of /todos only (the next visit starts collapsed), so this step comes first.
    await expectGuideTestIdsOnPage(page)
  })
  await test.step('?add=true opens the form and leaves the address without a history entry', async () => {
    await open(page, '/about')
    await open(page, '/todos?add=true')
    await expect(page.getByRole('dialog', { name: 'Add todo' })).toBeVisible()
    await expect(page).toHaveURL(/\/todos$/)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
  })
})
