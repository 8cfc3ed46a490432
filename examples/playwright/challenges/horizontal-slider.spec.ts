import { expect, test } from '@playwright/test'

test('horizontal-slider', async ({ page }) => {
  // #region example
  await page.goto('/challenges/horizontal-slider')
  const slider = page.getByRole('slider', { name: 'Value' })
  await slider.focus()
  await slider.press('Home')                       // 0, whatever it was
  for (let i = 0; i < 7; i++) await slider.press('ArrowRight')   // 7 × 0.5 = 3.5
  await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText('3.5')
  // or: await slider.fill('3.5')  (range inputs accept fill)
  // #endregion
})
