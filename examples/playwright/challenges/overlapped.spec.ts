import { test } from '@playwright/test'

test('overlapped', async ({ page }) => {
  // #region example
  await page.goto('/challenges/overlapped')
  const name = page.getByTestId('challenge-overlapped-name-input')
  await name.scrollIntoViewIfNeeded()   // inside the scroll box
  await name.click()                    // would retry while the notice covers it
  await name.fill('Grace Hopper')
  // #endregion
})
