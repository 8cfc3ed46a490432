import { expect, test } from '@playwright/test'

test('ab-test', async ({ page }) => {
  // #region example
  await page.goto('/challenges/ab-test')
  await context.addCookies([{ name: 'qa_ab_optout', value: 'true', url: 'http://localhost:4173' }])
  await page.goto('/challenges/ab-test')
  await expect(page.getByRole('heading', { name: 'No A/B Test' })).toBeVisible()
  // #endregion
})
