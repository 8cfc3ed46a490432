import { expect, test } from '@playwright/test'

test('ab-test', async ({ page, context, baseURL }) => {
  // #region example
  await page.goto('/challenges/ab-test')
  const heading = page.getByTestId('challenge-ab-test-heading')
  await expect(heading).toHaveAttribute('data-variant', /^[ab]$/) // variant A or B, drawn per load
  // The opt-out cookie only counts when it is there at load: add it to the context, then load again
  await context.addCookies([{ name: 'qa_ab_optout', value: 'true', url: baseURL! }])
  await page.reload()
  await expect(heading).toHaveAttribute('data-variant', 'none') // "No A/B Test": a stable page
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
