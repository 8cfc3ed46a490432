import { expect, test } from '@playwright/test'

test('overlapped', async ({ page }) => {
  // #region example
  await page.goto('/challenges/overlapped')
  // The goal names the name to type, in quotes (drawn from the seed)
  const [, wanted] = /"(.+)"/.exec(await page.getByTestId('challenge-overlapped-target').innerText()) ?? []
  const name = page.getByTestId('challenge-overlapped-name-input')
  await name.scrollIntoViewIfNeeded() // inside the scroll box
  await name.click() // waits while the notice covers it
  await name.fill(wanted)
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
