/**
 * The dashboard against the seeded sandbox: welcome, the four stat cards agreeing with the API,
 * quick actions, announcements ('new' badge, modal with steps and note), the activity feed (3 at
 * a time, a post entry opening the post modal with at most 5 tags), Korean, axe in light and dark.
 * The load error and retry are asserted by tests/model/dashboard.model.spec.ts.
 */
import { expectAccessible } from '../fixtures/a11y'
import { api, expect, expectGuideTestIdsOnPage, openSignedIn, storedState, test } from '../fixtures/app'

test('the dashboard: learning summary retry, welcome and stat cards, announcements, axe in light and dark, the activity feed and its post modal, Add todo', async ({ page }) => {
  await test.step('the learning summary comes after the dashboard; when its code fails to download, a message and a retry stand in its place', async () => {
    // The summary's chunk (src/features/learn/deferred-learn-summary.tsx) is asked for once the dashboard's data is in.
    await page.route('**/assets/learn-summary-*.js', (route) => route.abort())
    await openSignedIn(page, '/dashboard')
    await expect(page.getByTestId('dashboard-activity-feed').getByRole('listitem').first()).toBeVisible()
    const failed = page.getByTestId('dashboard-learn-error')
    await expect(failed).toHaveText(/Your learning progress could not be loaded\./)
    await expect(page.getByTestId('dashboard-stat-todos-value')).toHaveText(/^\d+$/)
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('dashboard-learn-overall')).toHaveText(/^\d+ of \d+ tasks done$/)
    await expect(failed).toHaveCount(0)
  })
  await test.step('welcome, stat cards that agree with the API, quick actions and the guide ids', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome back, Demo User!')
    await expect(page.getByTestId('dashboard-stat-todos-value')).toHaveText(/^\d+$/)
    const stats = await api<{ total: number; completed: number }>(page, 'GET', '/todos/stats')
    const mine = await api<{ total: number }>(page, 'GET', '/posts/my')
    await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(String(mine.total))
    await expect(page.getByTestId('dashboard-stat-todos-value')).toHaveText(String(stats.total))
    await expect(page.getByTestId('dashboard-stat-completed-value')).toHaveText(String(stats.completed))
    const percent = stats.total === 0 ? 0 : Math.round((stats.completed / stats.total) * 100)
    await expect(page.getByRole('progressbar', { name: 'Completed todos' })).toHaveAttribute('aria-valuenow', String(percent))
    await expect(page.getByTestId('dashboard-stat-completed-percent')).toHaveText(`${percent}% completed`)
    await expect(page.getByTestId('dashboard-stat-recent')).toContainText('Recent activity')
    await expect(page.getByTestId('dashboard-stat-recent-hint')).toHaveText('Last 30 days')
    await expect(page.getByTestId('dashboard-stat-recent-value')).toHaveText(/^\d+$/)
    await expect(page.getByRole('link', { name: 'Create post' })).toHaveAttribute('href', '/posts/create')
    await expect(page.getByRole('link', { name: 'Add todo' })).toHaveAttribute('href', '/todos?add=true')
    await expect(page.getByRole('link', { name: 'View calendar' })).toHaveAttribute('href', '/calendar')
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile')
    await expectGuideTestIdsOnPage(page)
  })
  await test.step("announcements: the 'New' badge within 7 days, a modal with steps and a note that Escape closes", async () => {
    const list = page.getByTestId('dashboard-announcements')
    await expect(list.locator(':scope > li')).toHaveCount(4)
    await expect(list.getByText('New', { exact: true })).toHaveCount(2)
    await expect(page.getByTestId('dashboard-announcement-welcome-new')).toHaveCount(0)
    await page.getByRole('button', { name: /Switch on API errors from your tests/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Switch on API errors from your tests' })
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId('dashboard-announcement-modal-steps').locator('li')).toHaveCount(3)
    await expect(page.getByTestId('dashboard-announcement-modal-note')).toHaveText('window.__sandbox.reset() clears every scenario.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // An announcement without a guide shows its content only.
    await page.getByTestId('dashboard-announcement-welcome-button').click()
    await expect(page.getByTestId('dashboard-announcement-modal-content')).toContainText('A practice web application for testers')
    await expect(page.getByTestId('dashboard-announcement-modal-steps')).toHaveCount(0)
    await page.getByTestId('dashboard-announcement-modal-close').click()
    await expect(page.getByTestId('dashboard-announcement-modal')).toHaveCount(0)
  })
  await test.step('axe: no serious violation in light and dark, with the announcement modal open', async () => {
    await expect(page.getByTestId('dashboard-stat-todos-value')).toHaveText(/^\d+$/)
    await expectAccessible(page, 'dashboard')
    await page.getByTestId('dashboard-announcement-todos-posts-button').click()
    await expect(page.getByTestId('dashboard-announcement-modal')).toBeVisible()
    await expectAccessible(page, 'dashboard, announcement modal')
  })
  await test.step('activity feed: 3 entries, show more and less; a new post opens the post modal with 5 of its 7 tags', async () => {
    await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(/^\d+$/)
    const created = await api<{ id: number }>(page, 'POST', '/posts/', {
      title: 'Dashboard tag check',
      content: 'A post with seven tags for the dashboard modal.',
      tags: ['one', 'two', 'three', 'four', 'five', 'six', 'seven'],
      status: 'published',
    })
    await page.reload()
    const feed = page.getByTestId('dashboard-activity-feed')
    await expect(feed.locator(':scope > li')).toHaveCount(3)
    await expect(page.getByTestId('dashboard-activity-account-created')).toHaveCount(0)
    await page.getByRole('button', { name: /^Show more/ }).click()
    expect(await feed.locator(':scope > li').count()).toBeGreaterThan(3)
    await expect(page.getByTestId('dashboard-activity-account-created')).toHaveText(/Account created/)
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'You published "Dashboard tag check"' }).click()
    const dialog = page.getByRole('dialog', { name: 'Dashboard tag check' })
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId('dashboard-post-modal-tag')).toHaveText(['one', 'two', 'three', 'four', 'five'])
    await expect(page.getByTestId('dashboard-post-modal-tags-more')).toHaveText('+2 more')
    await expect(page.getByRole('link', { name: 'Open post' })).toHaveAttribute('href', `/posts/${created.id}`)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Show less' }).click()
    await expect(feed.locator(':scope > li')).toHaveCount(3)
  })
  await test.step('Add todo opens the todo page with the new-todo form, and the address loses ?add=true', async () => {
    await page.getByRole('link', { name: 'Add todo' }).click()
    await expect(page.getByRole('dialog', { name: 'Add todo' })).toBeVisible()
    await expect(page).toHaveURL(/\/todos$/)
    // Replaced, not pushed: Back returns to the dashboard.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.goBack()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test('what you do shows in the feed, newest first, and the dashboard and the profile show the same numbers after a reload', async ({ page }) => {
  await openSignedIn(page, '/todos')
  const created = await api<{ id: number }>(page, 'POST', '/todos/', { title: 'Feed check todo' })
  await page.reload()
  await page.getByRole('button', { name: 'Complete "Feed check todo"' }).click()
  await expect(page.getByRole('button', { name: 'Reopen "Feed check todo"' })).toBeVisible()
  const board = await api<{ id: number }>(page, 'POST', '/kanban/boards', { title: 'Feed board' })
  const todoColumn = await api<{ id: number }>(page, 'POST', `/kanban/boards/${board.id}/columns`, { title: 'To Do', translation_key: 'todo' })
  const doneColumn = await api<{ id: number }>(page, 'POST', `/kanban/boards/${board.id}/columns`, { title: 'Done', translation_key: 'done' })
  const card = await api<{ id: number }>(page, 'POST', `/kanban/columns/${todoColumn.id}/cards`, { title: 'Feed card' })
  await api(page, 'POST', `/kanban/cards/${card.id}/move`, { target_column_id: doneColumn.id, position: 0 })

  await page.goto('/dashboard')
  await page.reload()
  const feed = page.getByTestId('dashboard-activity-feed')
  await expect(feed.locator(':scope > li')).toHaveText([
    /^You moved the card "Feed card" to Done/,
    /^You completed the todo "Feed check todo"/,
    /^You added the todo "Feed check todo"/,
  ])
  await expect(feed.locator(':scope > li').first().locator('time')).toHaveText(/^(now|\d+ (seconds?|minutes?) ago)$/)
  await expect(page.getByTestId('dashboard-activity-feed').locator(`[data-kind="todoCompleted"]`)).toHaveCount(1)
  expect(created.id).toBeGreaterThan(0)
  const stats = await api<{ total: number; completed: number }>(page, 'GET', '/todos/stats')
  const mine = await api<{ total: number }>(page, 'GET', '/posts/my')
  await expect(page.getByTestId('dashboard-stat-completed-value')).toHaveText(String(stats.completed))
  await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(String(mine.total))
  const completed = await page.getByTestId('dashboard-stat-completed-value').textContent()
  const posts = await page.getByTestId('dashboard-stat-posts-value').textContent()

  await page.goto('/profile')
  await page.reload()
  await expect(page.getByTestId('profile-activity-todos-value')).toHaveText(completed!)
  await expect(page.getByTestId('profile-activity-posts-value')).toHaveText(posts!)
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })
  test('labels, announcements and feed read in Korean, the ids stay; a new action reads in Korean, with a Korean relative date', async ({ page }) => {
    await test.step('labels, announcements and feed read in Korean; the ids stay', async () => {
      await openSignedIn(page, '/dashboard')
      await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible()
      await expect(page.getByTestId('dashboard-welcome')).toHaveText('다시 오신 것을 환영합니다, Demo User님!')
      await expect(page.getByTestId('dashboard-stat-recent-hint')).toHaveText('최근 30일')
      await expect(page.getByRole('link', { name: '할 일 추가' })).toHaveAttribute('href', '/todos?add=true')
      await expect(page.getByTestId('dashboard-announcement-todos-posts-new')).toHaveText('새 글')
      await page.getByTestId('dashboard-announcement-todos-posts-button').click()
      await expect(page.getByRole('dialog', { name: '할 일, 게시글, 검색 기능 공개' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: /^더 보기/ })).toBeVisible()
    })
    await test.step('a new action reads in Korean, with a Korean relative date', async () => {
      await expect(page.getByTestId('dashboard-stat-posts-value')).toHaveText(/^\d+$/)
      await api(page, 'POST', '/calendar/events', { title: '회고 준비', start_time: '2026-11-28T10:00', end_time: '2026-11-28T11:00', color: 'blue' })
      await page.reload()
      const first = page.getByTestId('dashboard-activity-feed').locator(':scope > li').first()
      await expect(first).toContainText('캘린더에 "회고 준비" 일정을 추가했습니다')
      await expect(first.locator('time')).toHaveText(/^(지금|\d+(초|분) 전)$/)
    })
  })
})

test('at 320 px the cards, announcements and feed fit without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await openSignedIn(page, '/dashboard')
  await expect(page.getByTestId('dashboard-stat-todos-value')).toHaveText(/^\d+$/)
  await page.getByTestId('dashboard-activity-toggle').click()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})
