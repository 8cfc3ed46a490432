/**
 * /learn (issue "Learn"): tasks tick themselves from evidence, never by hand. A learner makes an
 * API call from the page (a todo with a due date), solves a challenge in another page of the same
 * browser context with an automated test (navigator.webdriver: "from an automated test"), and the
 * ticks show on /learn, the lesson, the dashboard and the profile after a reload; Korean; the
 * record's export, reset (confirmed) and import; a visitor reads without progress; axe and 320 px.
 */
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectAccessible } from '../fixtures/a11y'
import { overflow } from '../fixtures/layout'
import { api, expect, open, openSignedIn, storedState, test } from '../fixtures/app'
import { visit } from '../fixtures/routes'

/** Solves the typos challenge the way examples/playwright/challenges/typos.spec.ts does. */
async function solveTypos(page: Page) {
  await open(page, '/challenges/typos')
  const line = page.getByTestId('challenge-typos-line-2')
  await expect(line).not.toBeEmpty()
  const text = (await line.textContent()) ?? ''
  const clean = text === "Sometimes you'll see a typo, other times you won't." || text === '가끔은 오타가 보이고, 어떤 때는 보이지 않습니다.'
  await page.getByTestId(`challenge-typos-choice-${clean ? 'clean' : 'typo'}`).check()
  await page.getByTestId('challenge-typos-submit-button').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
}

const taskStatus = (page: Page, id: string) => page.getByTestId(`learn-task-${id}`)

// Journeys over several pages each (the machines these run on are shared: give them room).
test.describe.configure({ timeout: 180_000 })

test('a visitor reads the tracks, a track and a lesson without progress; the lesson shows each tool’s runnable example', async ({ page }) => {
  await open(page, '/?lng=en')
  await page.getByRole('link', { name: 'Start learning: tracks and lessons whose tasks check themselves' }).click()
  await expect(page).toHaveURL(/\/learn$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible()
  await expect(page.getByTestId('learn-sign-in-hint')).toBeVisible()
  await expect(page.locator('[data-testid^="learn-track-"][data-testid$="-link"]')).toHaveCount(6)
  await expect(page.getByTestId('learn-overall')).toHaveCount(0)
  await page.getByRole('link', { name: 'Open the track Locators and waiting' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Locators and waiting' })).toBeVisible()
  await expect(page.getByTestId('learn-track-lessons').locator(':scope > li')).toHaveCount(5)
  await page.getByTestId('learn-track-lesson-auto-waiting-link').click()
  await expect(page).toHaveURL(/\/learn\/locators-waiting\/auto-waiting$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-waiting' })).toBeVisible()
  const playwright = readFileSync(new URL('../../examples/playwright/challenges/auto-wait.spec.ts', import.meta.url), 'utf8')
  await expect(page.getByTestId('learn-lesson-example-playwright-code')).toBeVisible()
  const shown = (await page.getByTestId('learn-lesson-example-playwright-code').textContent())!.trim()
  expect(playwright).toContain(shown.split('\n')[0]!.trim())
  await page.getByRole('tab', { name: 'Selenium' }).click()
  await expect(page.getByTestId('learn-lesson-example-selenium-path')).toContainText('examples/selenium/challenges/test_auto_wait.py')
  await page.getByRole('tab', { name: 'Cypress' }).click()
  await expect(page.getByTestId('learn-lesson-example-cypress-path')).toContainText('examples/cypress/e2e/challenges/auto-wait.cy.js')
  await expect(page.getByTestId('learn-task-automate-auto-wait-status')).toHaveText('Not yet')
  await page.getByTestId('learn-lesson-next-link').click()
  await expect(page).toHaveURL(/\/learn\/locators-waiting\/dynamic-content$/)
  await page.getByTestId('learn-lesson-previous-link').click()
  await expect(page).toHaveURL(/\/learn\/locators-waiting\/auto-waiting$/)
  await open(page, '/learn/no-such-track')
  await expect(page.getByTestId('learn-not-found')).toBeVisible()
})

// One sign-in, one record: the coverage task is checked by itself (its figure, its evidence), whatever else the record holds.
test('tasks tick from what the learner did (an API call, a challenge solved in another page, a coverage figure of the lab recorder), shown on /learn, the lesson, the dashboard and the profile', async ({ page, context }) => {
  await test.step('tasks tick from what the learner did (an API call, a challenge solved by a test in another page), shown on /learn, the dashboard and the profile after a reload', async () => {
    await openSignedIn(page, '/learn?lng=en')
    await expect(page.getByTestId('learn-overall')).toHaveText('0 of 63 tasks done')
    await expect(page.getByTestId('learn-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
    await expect(page.getByTestId('learn-continue-link')).toHaveText('Continue: Meet the app')

    // An API call from the page: a todo with a due date.
    await api(page, 'POST', '/todos/', { title: 'Learn: due date', due_date: '2030-05-01' })
    // A challenge solved by this automated browser, in another page of the same context.
    const other = await context.newPage()
    // The page reports the solve to the API; it stays open until that answer came (closing it earlier could drop the report).
    const reported = other.waitForResponse((r) => r.url().includes('/api/v1/progress/events') && r.request().method() === 'POST', { timeout: 30_000 })
    await solveTypos(other)
    await reported
    await other.close()

    // The other page reports the solved challenge as it shows "solved"; the report may land a moment later.
    await expect(async () => {
      await page.reload()
      await expect(page.getByTestId('learn-overall')).toHaveText('3 of 63 tasks done', { timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByTestId('learn-track-first-steps-progress-text')).toHaveText('2 of 10 tasks · 20 %')
    await expect(page.getByTestId('learn-track-locators-waiting-progress-text')).toHaveText('1 of 10 tasks · 10 %')

    await open(page, '/learn/first-steps/first-test')
    await expect(taskStatus(page, 'create-todo-with-due-date')).toHaveAttribute('data-done', 'true')
    await expect(page.getByTestId('learn-task-create-todo-with-due-date-status')).toHaveText(/^Done /)
    await expect(taskStatus(page, 'automate-key-presses')).toHaveAttribute('data-done', 'false')
    await expect(page.getByTestId('learn-lesson-status')).toHaveText('In progress')
    // The lesson is recorded as started once the page's sync is done.
    await expect(page.getByTestId('learn-lesson-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
    await open(page, '/learn/first-steps')
    await expect(page.getByTestId('learn-track-lesson-first-test-status')).toHaveText('In progress')
    await expect(page.getByTestId('learn-track-lesson-three-tools-status')).toHaveText('Not started')
    // The lesson opened last is where the learner left off.
    await open(page, '/learn')
    await expect(page.getByTestId('learn-continue-link')).toHaveText('Continue: Your first test')

    await open(page, '/dashboard')
    const dashboard = page.getByTestId('dashboard-learn')
    await expect(dashboard.getByTestId('dashboard-learn-overall')).toHaveText('3 of 63 tasks done')
    await expect(dashboard.getByTestId('dashboard-learn-next-link')).toHaveText('Your first test')
    await expect(dashboard.getByTestId('dashboard-learn-track-first-steps-text')).toHaveText('2 of 10 tasks · 20 %')
    await expect(dashboard.getByTestId('dashboard-learn-recent-create-todo-with-due-date')).toContainText('Create a todo with a due date through the API')
    await expect(dashboard.getByTestId('dashboard-learn-recent-create-todo-with-due-date-link')).toHaveAttribute('href', '/learn/first-steps/first-test')
    await expect(dashboard.getByTestId('dashboard-learn-recent-automate-typos')).toBeVisible()
    await expect(dashboard.getByTestId('dashboard-learn-challenges')).toHaveText('Challenges solved: 1')

    await open(page, '/profile')
    const profile = page.getByTestId('profile-learn')
    await expect(profile.getByTestId('profile-learn-overall')).toHaveText('3 of 63 tasks done')
    await expect(profile.getByTestId('profile-learn-track-locators-waiting-text')).toHaveText('1 of 10 tasks · 10 %')
    await expect(profile.getByTestId('profile-learn-recent-solve-typos')).toBeVisible()

    // /challenges reads the record too: with this browser's own challenge progress gone, typos still shows solved.
    await page.evaluate(() => localStorage.removeItem('qa.challenges.progress.v1'))
    await open(page, '/challenges')
    await expect(page.getByTestId('challenges-card-typos')).toHaveAttribute('data-progress', 'solved')

    // The record says the same over the API.
    const record = await api<{ tasks: Record<string, { evidence: string }> }>(page, 'GET', '/progress')
    expect(Object.fromEntries(Object.entries(record.tasks).map(([id, t]) => [id, t.evidence]))).toEqual({
      'create-todo-with-due-date': 'api:todo-due-date',
      'solve-typos': 'challenge:typos',
      'automate-typos': 'challenge-auto:typos',
    })
  })
  await test.step('a coverage figure reached by a test run (the lab recorder) ticks its task', async () => {
    await open(page, '/playground?lng=en')
    const counter = page.getByTestId('playground-counter')
    await counter.scrollIntoViewIfNeeded()
    await page.getByTestId('playground-counter-increment').click()
    await page.getByTestId('playground-counter-decrement').click()
    await page.getByTestId('playground-counter-reset').click()
    // Leaving the page writes the recorder's figures (pagehide); the lesson page reports them to the record.
    await open(page, '/learn/state-transitions/read-a-diagram')
    // The lab's figures are computed in a lazy chunk (the catalogue and its graphs): give it time.
    await expect(page.getByTestId('learn-lesson-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
    await page.reload()
    await expect(taskStatus(page, 'counter-all-states')).toHaveAttribute('data-done', 'true')
    const record = await api<{ lab: Record<string, { states: { covered: number; total: number }; automated: boolean }>; tasks: Record<string, { evidence: string }> }>(page, 'GET', '/progress')
    expect(record.lab.playgroundCounter).toMatchObject({ states: { covered: 1, total: 1 }, automated: true })
    expect(record.tasks['counter-all-states']).toMatchObject({ evidence: 'lab:playgroundCounter:states:100' })
    // /lab shows the figures the record holds.
    await open(page, '/lab')
    await expect(page.getByTestId('lab-record-playgroundCounter')).toContainText('states 1 of 1')
  })
})

test.describe('in Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })

test('titles, tasks and statuses are Korean, ids and slugs stay', async ({ page }) => {
  await openSignedIn(page, '/learn/first-steps/test-ids')
  await expect(page.getByRole('heading', { level: 1, name: '테스트 ID' })).toBeVisible()
  await expect(page).toHaveURL(/\/learn\/first-steps\/test-ids/)
  await expect(page.getByTestId('learn-task-automate-dynamic-id')).toContainText('자동화 테스트로 동적 ID 챌린지 해결하기')
  await expect(page.getByTestId('learn-task-automate-dynamic-id-status')).toHaveText('아직')
  await api(page, 'POST', '/progress/events', { events: [{ type: 'challenge.solved', slug: 'no-test-ids', automated: false }] })
  await page.reload()
  await expect(page.getByTestId('learn-task-solve-no-test-ids-status')).toHaveText(/완료$/)
  await expect(page.getByTestId('learn-lesson-status')).toHaveText('진행 중')
  await open(page, '/learn')
  await expect(page.getByRole('heading', { level: 1, name: '학습' })).toBeVisible()
  await expect(page.getByTestId('learn-overall')).toHaveText('전체 과제 63개 중 1개 완료')
  await open(page, '/dashboard')
  await expect(page.getByTestId('dashboard-learn-overall')).toHaveText('전체 과제 63개 중 1개 완료')
})
})

// One sign-in: the record the import leaves holds two tasks of the track “Finding bugs”, none of “First steps” (the certificate's).
test('the record is exported, reset after a confirmation and imported again; a completed track has a printable certificate', async ({ page }) => {
  await test.step('the record is exported, reset after a confirmation, and imported again', async () => {
    await openSignedIn(page, '/learn?lng=en')
    await api(page, 'POST', '/progress/events', { events: [{ type: 'bughunt.result', found: 3, total: 5 }] })
    await page.reload()
    await expect(page.getByTestId('learn-overall')).toHaveText('2 of 63 tasks done')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export as JSON' }).click()
    const file = await (await download).path()
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { tasks: Record<string, unknown> }
    expect(Object.keys(exported.tasks).sort()).toEqual(['find-one-bug', 'find-three-bugs'])

    await page.getByRole('button', { name: 'Reset progress' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Reset your progress?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('learn-overall')).toHaveText('2 of 63 tasks done')
    await page.getByRole('button', { name: 'Reset progress' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click()
    await expect(page.getByTestId('learn-overall')).toHaveText('0 of 63 tasks done')
    await page.getByTestId('learn-record-import-input').setInputFiles(file)
    await expect(page.getByTestId('learn-overall')).toHaveText('2 of 63 tasks done')
    await page.reload()
    await expect(page.getByTestId('learn-overall')).toHaveText('2 of 63 tasks done')
  })
  await test.step('a completed track has a printable certificate with the learner’s name', async () => {
    await open(page, '/learn/first-steps/certificate?lng=en')
    await expect(page.getByTestId('learn-certificate-incomplete')).toHaveText('This track is not complete yet: 0 of 10 tasks done.')
    const evidence = ['api:me', 'challenge:typos', 'challenge-auto:dynamic-id', 'challenge:no-test-ids', 'challenge-auto:no-test-ids', 'challenge:class-attribute', 'challenge-auto:key-presses', 'api:todo-due-date', 'challenge-auto:double-click', 'challenge:hovers']
    const record = await api<Record<string, unknown>>(page, 'GET', '/progress')
    await api(page, 'PUT', '/progress', { ...record, evidence: Object.fromEntries(evidence.map((id) => [id, { at: '2026-11-20T10:00:00.000Z', source: 'import' }])) })
    await page.reload()
    await expect(page.getByTestId('learn-certificate-body')).toHaveText('Demo User completed the track “First steps” of QA Playground.')
    await expect(page.getByTestId('learn-certificate-tasks')).toHaveText('Tasks done: 10 of 10')
    await expect(page.getByTestId('learn-certificate-date')).toContainText('2026')
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  })
})

test('axe finds nothing on the new pages, in light and dark', async ({ page }) => {
  await openSignedIn(page, '/learn?lng=en')
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  // The first page loaded (the stored theme), the others reached as the app's links reach them.
  for (const [i, path] of ['/learn', '/learn/network-api', '/learn/network-api/validation-errors', '/learn/network-api/certificate', '/learn/finding-bugs/kill-score'].entries()) {
    await visit(page, path, i === 0 ? 'load' : 'link')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('learn-progress-loading')).toHaveCount(0)
    await expectAccessible(page, path)
  }
})

test('320 px: the new pages and the dashboard section without horizontal overflow', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await openSignedIn(page, '/learn?lng=en')
  // /learn is open; the others reached as the app's links reach them.
  for (const [i, path] of ['/learn', '/learn/network-api', '/learn/network-api/validation-errors', '/learn/network-api/certificate', '/learn/finding-bugs/kill-score', '/dashboard', '/profile'].entries()) {
    if (i > 0) await visit(page, path, 'link')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByTestId('learn-progress-loading')).toHaveCount(0)
    const o = await overflow(page)
    expect(o.past, path).toEqual([])
    expect(o.scrollWidth, path).toBeLessThanOrEqual(o.viewport)
  }
})
