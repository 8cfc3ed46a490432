import { expect, test } from '@playwright/test'

test('geolocation', async ({ page }) => {
  // #region example
  await page.goto('/challenges/geolocation')
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 37.5665, longitude: 126.978 } })

  test('shows the position', async ({ page }) => {
    await page.getByRole('button', { name: 'Where am I?' }).click()
    await expect(page.getByTestId('challenge-geolocation-latitude')).toHaveText('37.5665')
  })
  // #endregion
})
