/**
 * Hosted mode (a real API, here the practice server on another origin): the header's mode badge
 * says Hosted and its Sandbox controls panel says there is nothing to control.
 */
import { expect, test } from '@playwright/test'

test('the mode badge says Hosted; the Sandbox controls say they are not available for a real API', async ({ page }) => {
  await page.goto('/?lng=en')
  await page.waitForSelector('html[data-app-ready="true"]')
  const badge = page.getByTestId('header-mode-badge')
  await expect(badge).toHaveText('Hosted')
  await expect(badge).toHaveAccessibleName('Hosted mode: a real API answers. Open the sandbox controls')
  await expect(page.getByTestId('header-sandbox-badge')).toHaveCount(0)
  await badge.click()
  const panel = page.getByRole('dialog', { name: 'Sandbox controls' })
  await expect(panel.getByTestId('sandbox-panel-unavailable')).toHaveText(/not available for a real API/)
  await expect(panel.getByTestId('sandbox-panel-fault-form')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(badge).toBeFocused()
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)
})
