import { expect, test } from '@playwright/test'

test('geolocation', async ({ page }) => {
  // #region example
  await page.goto('/challenges/geolocation')
  // The permission prompt is browser UI: grant it and fake the position on the context
  // (or test.use({ permissions: ['geolocation'], geolocation: { latitude, longitude } }))
  await page.context().grantPermissions(['geolocation'])
  await page.context().setGeolocation({ latitude: 37.5665, longitude: 126.978 })
  await page.getByTestId('challenge-geolocation-button').click()
  await expect(page.getByTestId('challenge-geolocation-latitude')).toHaveText('37.5665')
  await expect(page.getByTestId('challenge-geolocation-longitude')).toHaveText('126.978')
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
