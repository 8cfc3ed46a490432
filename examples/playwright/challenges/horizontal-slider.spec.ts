import { expect, test } from '@playwright/test'

test('horizontal-slider', async ({ page }) => {
  // #region example
  await page.goto('/challenges/horizontal-slider')
  // The goal names the value (drawn from the seed): 1 … 4.5
  const [value] = /\d(\.5)?/.exec(await page.getByTestId('challenge-horizontal-slider-target').innerText()) ?? []
  const slider = page.getByTestId('challenge-horizontal-slider-input')
  await slider.press('Home') // 0, whatever it was
  for (let i = 0; i < Number(value) / 0.5; i++) await slider.press('ArrowRight') // one step of 0.5
  // or: await slider.fill(value)  (a range input accepts fill)
  await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText(value)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
