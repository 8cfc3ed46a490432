import { expect, test } from '@playwright/test'

test('hovers', async ({ page }) => {
  // #region example
  await page.goto('/challenges/hovers')
  // The goal names the user (user1 … user3, drawn from the seed)
  const [, n] = /user(\d)/.exec(await page.getByTestId('challenge-hovers-target').innerText()) ?? []
  const figure = page.getByTestId(`challenge-hovers-figure-${n}`)
  await figure.hover() // the real mouse: the caption with its link appears
  await figure.getByRole('link').click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
