/**
 * Every playground scenario screen has a testing guide (spec 3 "Testing guide panel") whose
 * scenarios are real and whose listed test ids exist on the page, in English and Korean.
 */
import { expect, expectGuideTestIdsOnPage, openSignedIn, test } from '../fixtures/app'

const SCREENS = ['/playground', '/qa/ecommerce', '/qa/banking', '/qa/social', '/qa/booking'] as const

for (const path of SCREENS) {
  test(`${path}: the guide's scenarios are complete and every test id it lists is on the page`, async ({ page }) => {
    await openSignedIn(page, path)
    const guide = page.getByTestId('guide-panel')
    await expect(guide).toBeVisible()
    await expect(page.getByTestId('guide-title')).not.toBeEmpty()
    await expect(page.getByTestId('guide-description')).not.toBeEmpty()
    const scenarios = guide.getByTestId('guide-scenarios').locator(':scope > li')
    expect(await scenarios.count()).toBeGreaterThanOrEqual(6)
    // Each scenario opens to steps and an expected result; one at a time.
    for (const scenario of await scenarios.all()) {
      const id = (await scenario.getAttribute('data-testid'))!
      await page.getByTestId(`${id}-toggle`).click()
      await expect(page.getByTestId(`${id}-body`)).toBeVisible()
      await expect(page.getByTestId(`${id}-body`).locator('ol > li').first()).not.toBeEmpty()
      await expect(page.getByTestId(`${id}-expected`)).not.toBeEmpty()
      await expect(guide.locator('[data-testid$="-body"]')).toHaveCount(1)
      expect(['easy', 'medium', 'hard']).toContain(await page.getByTestId(`${id}-difficulty`).getAttribute('data-difficulty'))
    }
    await expectGuideTestIdsOnPage(page)
    await expect(page.getByTestId('qa-back-button')).toHaveAttribute('href', '/qa')
  })

  test(`${path}: the guide closes, reopens, and reads in Korean`, async ({ page }) => {
    await openSignedIn(page, `${path}?lng=ko`)
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ko'))
    await page.reload()
    await expect(page.getByTestId('qa-back-button')).toHaveText(/QA 허브로 돌아가기/)
    await page.getByRole('button', { name: '테스트 가이드 닫기' }).click()
    await expect(page.getByTestId('guide-panel')).toBeHidden()
    await page.getByRole('button', { name: '테스트 가이드 보기' }).click()
    await expect(page.getByTestId('guide-panel')).toBeVisible()
    await expect(page.getByTestId('guide-title')).toHaveText(/[가-힣]/)
  })
}

test('the social guide has six scenarios in the order easy, medium, easy, medium, medium, hard', async ({ page }) => {
  await openSignedIn(page, '/qa/social')
  const badges = page.getByTestId('guide-scenarios').locator('[data-difficulty]')
  await expect(badges).toHaveCount(6)
  expect(await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-difficulty')))).toEqual(['easy', 'medium', 'easy', 'medium', 'medium', 'hard'])
})

test('the booking guide has six scenarios', async ({ page }) => {
  await openSignedIn(page, '/qa/booking')
  await expect(page.getByTestId('guide-scenarios').locator(':scope > li')).toHaveCount(6)
})
