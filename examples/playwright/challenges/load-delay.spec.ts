import { test } from '@playwright/test'

test('load-delay', async ({ page }) => {
  // #region example
  await page.goto('/challenges/load-delay')
  const loaded = page.waitForResponse('**/challenges/waiting/load-delay*')
  await page.goto('/challenges/load-delay?delay=1000')
  await loaded
  await page.getByRole('button', { name: 'Button Appearing After Delay' }).click()
  // #endregion
})
