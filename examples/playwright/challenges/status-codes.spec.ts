import { expect, test } from '@playwright/test'

test('status-codes', async ({ page }) => {
  // #region example
  await page.goto('/challenges/status-codes')
  for (const code of ['200', '301', '404', '500']) {
    await page.getByTestId(`challenge-status-codes-${code}-button`).click()
    await expect(page.getByTestId('challenge-status-codes-message')).toContainText(code)
  }
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // The HTTP answer itself (network mode, npm run start:network; the sandbox's service worker
  // answers inside the browser): wait for the response while clicking
  //   const responsePromise = page.waitForResponse((r) => r.url().endsWith('/challenges/status-codes/404'))
  //   await page.getByTestId('challenge-status-codes-404-button').click()
  //   expect((await responsePromise).status()).toBe(404)
  // #endregion
})
