/**
 * The kill score on /learn in network mode: a result recorded the way `npm run kill-score` records
 * it (POST /api/v1/progress/events, `killscore.result`; the CI step .ci/kill-score.mjs runs the
 * script itself) ticks the lesson's tasks, which the lesson and the dashboard show, and the lesson
 * shows the kill-score command line of each tool exactly as examples/kill-score/commands.sh has it
 * (the lines CI runs). The admin account, so no other spec's progress resets interfere.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { exampleRegions } from '@/lib/example-source'

const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' }
const commands = exampleRegions(readFileSync(new URL('../../examples/kill-score/commands.sh', import.meta.url), 'utf8'))

test('a recorded kill score ticks the lesson tasks; the lesson shows the command CI runs for each tool', async ({ page, request }) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/v1/auth/login', { data: ADMIN })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const auth = { Authorization: `Bearer ${token}` }
  expect((await request.delete('/api/v1/progress', { headers: auth })).status()).toBe(200)
  const saved = await request.post('/api/v1/progress/events', { headers: auth, data: { events: [{ type: 'killscore.result', killed: 2, total: 3 }] } })
  expect(((await saved.json()) as { ticked: string[] }).ticked).toEqual(['run-kill-score', 'kill-half-the-bugs'])

  await page.goto('/login?lng=en')
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Login successful. Welcome back!')).toBeVisible()
  await page.goto('/learn/finding-bugs/kill-score')
  await expect(page.getByTestId('learn-lesson-page')).toHaveAttribute('data-busy', 'false', { timeout: 30_000 })
  await expect(page.getByTestId('learn-task-run-kill-score')).toHaveAttribute('data-done', 'true', { timeout: 20_000 })
  await expect(page.getByTestId('learn-task-kill-half-the-bugs')).toHaveAttribute('data-done', 'true')

  const section = page.getByRole('region', { name: 'Run it on your own suite' })
  for (const tool of ['playwright', 'selenium', 'cypress'] as const) {
    await section.getByRole('tab', { name: { playwright: 'Playwright', selenium: 'Selenium', cypress: 'Cypress' }[tool] }).click()
    await expect(section.getByTestId(`learn-lesson-command-${tool}`)).toHaveText(commands.get(tool)!)
    await expect(section.getByTestId(`learn-lesson-command-${tool}-suite-path`)).toContainText(`examples/kill-score/${tool}/`)
  }

  await page.goto('/dashboard')
  await expect(page.getByTestId('dashboard-learn-recent-run-kill-score')).toBeVisible({ timeout: 20_000 })
  await request.delete('/api/v1/progress', { headers: auth })
})
