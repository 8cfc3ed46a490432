/**
 * Faults in network mode: the Sandbox controls panel drives the practice server's
 * `/__sandbox/faults` for this browser's own data set, the strip follows, the screen shows the
 * translated message, and a timeout fault with the practice client timeout is quick.
 */
import { expect, test } from '@playwright/test'

test('the panel sets and clears faults on the practice server for this session only', async ({ page, request }) => {
  await page.goto('/login?lng=en')
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Login successful. Welcome back!')).toBeVisible()

  const badge = page.getByTestId('header-mode-badge')
  await expect(badge).toHaveText('Network')
  await badge.click()
  const panel = page.getByRole('dialog', { name: 'Sandbox controls' })
  await expect(panel.getByTestId('sandbox-panel-faults-empty')).toBeVisible()
  await panel.getByLabel('Endpoint').selectOption('GET /todos')
  await panel.getByLabel('Fault', { exact: true }).selectOption('timeout')
  await panel.getByTestId('sandbox-panel-apply-button').click()
  await expect(panel.getByTestId('sandbox-panel-fault-get-todos')).toBeVisible()
  await panel.getByRole('textbox', { name: 'Client timeout (ms)' }).fill('1000')
  await panel.getByTestId('sandbox-panel-client-timeout-button').click()
  await expect(panel.getByTestId('sandbox-panel-notice')).toHaveText('Client timeout set.')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('sandbox-fault-strip')).toContainText('Sandbox faults are active on 1 endpoint')

  // Another data set (no cookie) is not affected.
  const other = await request.get('/__sandbox/faults', { headers: { 'X-Sandbox-Session': '0b5f7c1e-2d4a-4c3b-9e8f-112233445566' } })
  expect((await other.json()) as unknown).toMatchObject({ faults: [] })

  await page.goto('/todos')
  await expect(page.getByTestId('todos-error-text')).toHaveText('Failed to fetch todos')
  await expect(page.getByTestId('todos-error-detail')).toHaveText('The server took too long to answer. Please try again.')
  await page.getByTestId('sandbox-fault-strip-clear-button').click()
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('todos-error')).toHaveCount(0)
  await expect(page.getByTestId('todos-error-text')).toHaveCount(0)
})
