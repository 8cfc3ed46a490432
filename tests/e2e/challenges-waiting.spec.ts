/**
 * Waiting-and-timing challenges (issue 15): each solved the robust way its guide teaches (web-first
 * assertions, waiting for the response it caused, waiting on attributes, counting without waiting),
 * fast: every delay is shortened with the page's own knob (`?delay=`, `?tick=`), never slept
 * through. The page's solved badge is the proof. Seeded layouts come from
 * machines/challenges/waiting-seeds (the functions the pages use).
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { expect, open, signInViaApi, test } from '../fixtures/app'
import { layoutOf, menuOf, nextSeed } from '../../machines/challenges/waiting-seeds'

async function openChallenge(page: Page, slug: string, query = '') {
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, `/challenges/${slug}${query}`)
  await expect(page.getByTestId('challenge-area')).toBeVisible()
}

const solved = (page: Page) => expect(page.getByTestId('challenge-solved')).toBeVisible()
const notSolved = (page: Page) => expect(page.getByTestId('challenge-solved')).toHaveCount(0)

test.describe('waiting challenges', () => {
  test('client-side delay: a web-first assertion waits for the label (delay shortened with ?delay=)', async ({ page }) => {
    await openChallenge(page, 'client-delay', '?delay=800')
    await expect(page.getByTestId('challenge-client-delay-delay')).toContainText('800 ms')
    await page.getByRole('button', { name: 'Button Triggering Client Side Logic' }).click()
    const result = page.getByTestId('challenge-client-delay-result')
    await expect(page.getByTestId('challenge-client-delay-spinner')).toBeVisible()
    await expect(result).toHaveCount(0)
    await notSolved(page)
    await expect(result).toBeVisible({ timeout: 5_000 })
    await expect(result).toHaveText('Data calculated on the client side.')
    await result.click()
    await solved(page)
  })

  test('load delay: wait for the response that brings the content, then click', async ({ page }) => {
    await open(page, '/about')
    await signInViaApi(page)
    const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/challenges/waiting/load-delay?delay=600'))
    await open(page, '/challenges/load-delay?delay=600')
    await expect(page.getByTestId('challenge-load-delay-loading')).toBeVisible()
    await expect(page.getByTestId('challenge-load-delay-button')).toHaveCount(0)
    expect((await loaded).status()).toBe(200)
    await page.getByRole('button', { name: 'Button Appearing After Delay' }).click()
    await expect(page.getByTestId('challenge-load-delay-message')).toBeVisible()
    await solved(page)
  })

  test('AJAX data: two clicks queue two answers; each label appears when its response arrives', async ({ page }) => {
    await openChallenge(page, 'ajax-data', '?delay=500')
    const results = page.getByTestId('challenge-ajax-data-result')
    const first = page.waitForResponse('**/api/v1/challenges/waiting/ajax-data?delay=500')
    const button = page.getByRole('button', { name: 'Button Triggering AJAX Request' })
    await button.click()
    await button.click()
    await expect(page.getByTestId('challenge-ajax-data-pending')).toContainText('2 requests')
    await first
    await expect(results).toHaveCount(1)
    await expect(results).toHaveCount(2)
    await expect(results.first()).toHaveText('Data loaded with AJAX get request.')
    await results.last().click()
    await solved(page)
  })

  test('progress bar: poll aria-valuenow on every frame, then stop at once', async ({ page }) => {
    await openChallenge(page, 'progress-bar', '?tick=100')
    const bar = page.getByRole('progressbar', { name: 'Progress' })
    await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled()
    await page.getByRole('button', { name: 'Start' }).click()
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=challenge-progress-bar-bar]')?.getAttribute('aria-valuenow')) >= 75, null, { polling: 'raf', timeout: 15_000 })
    await page.getByRole('button', { name: 'Stop' }).click()
    const value = Number(await bar.getAttribute('aria-valuenow'))
    expect(Math.abs(value - 75)).toBeLessThanOrEqual(2)
    await expect(page.getByTestId('challenge-progress-bar-result')).toContainText('Well stopped')
    await solved(page)
  })

  test('dynamic loading: hidden-in-DOM vs rendered later, both waited for by visibility', async ({ page }) => {
    await openChallenge(page, 'dynamic-loading', '?delay=500')
    const finish1 = page.getByTestId('challenge-dynamic-loading-1-finish')
    const finish2 = page.getByTestId('challenge-dynamic-loading-2-finish')
    await expect(finish1).toBeAttached()
    await expect(finish1).toBeHidden()
    await expect(finish2).toHaveCount(0)
    await page.getByTestId('challenge-dynamic-loading-1').getByRole('button', { name: 'Start' }).click()
    await page.getByTestId('challenge-dynamic-loading-2').getByRole('button', { name: 'Start' }).click()
    await expect(finish1).toBeVisible()
    await expect(finish1).toHaveText('Hello World!')
    await expect(finish2).toBeVisible()
    await solved(page)
  })

  test('dynamic controls: wait for the checkbox to leave and for the field to be enabled', async ({ page }) => {
    await openChallenge(page, 'dynamic-controls', '?delay=400')
    const field = page.getByLabel('Text field')
    await expect(field).toBeDisabled()
    await page.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByTestId('challenge-dynamic-controls-checkbox-loading')).toBeVisible()
    await expect(page.getByTestId('challenge-dynamic-controls-checkbox')).toHaveCount(0)
    await expect(page.getByTestId('challenge-dynamic-controls-checkbox-message')).toHaveText("It's gone!")
    await page.getByRole('button', { name: 'Enable' }).click()
    await expect(field).toBeDisabled()
    await field.fill('hello')
    await expect(field).toHaveValue('hello')
    await expect(page.getByTestId('challenge-dynamic-controls-input-message')).toHaveText("It's enabled!")
    await solved(page)
    await page.getByRole('button', { name: 'Add' }).click()
    await expect(page.getByTestId('challenge-dynamic-controls-checkbox')).toBeVisible()
    await expect(page.getByTestId('challenge-dynamic-controls-checkbox-message')).toHaveText("It's back!")
  })

  test('animated button: wait for the spin class to go, then click', async ({ page }) => {
    await openChallenge(page, 'animated-button', '?delay=1500')
    const target = page.getByTestId('challenge-animated-button-target')
    await page.getByRole('button', { name: 'Start Animation' }).click()
    await expect(target).toHaveClass(/\bspin\b/)
    await expect(target).not.toHaveClass(/\bspin\b/)
    await target.click()
    await expect(page.getByTestId('challenge-animated-button-status')).toHaveText("Moving Target clicked. Its class name is 'target'.")
    await solved(page)
  })

  test('auto-wait: fill waits for a hidden, disabled, read-only, covered input', async ({ page }) => {
    await openChallenge(page, 'auto-wait')
    await page.getByLabel('Element type').selectOption('input')
    for (const state of ['Visible', 'Enabled', 'Editable', 'On top']) await page.getByLabel(state, { exact: true }).uncheck()
    await page.getByRole('button', { name: 'Apply 3 s' }).click()
    const target = page.getByTestId('challenge-auto-wait-target')
    await expect(target).toBeDisabled()
    await expect(page.getByTestId('challenge-auto-wait-overlay')).toBeVisible()
    await notSolved(page)
    await target.fill('waited', { timeout: 6_000 })
    await expect(page.getByTestId('challenge-auto-wait-status')).toHaveText('Text: waited')
    await solved(page)
  })

  test('disappearing elements: count without waiting, reload until Gallery is there', async ({ page }) => {
    const seed = 2
    expect(menuOf(seed)).not.toContain('gallery')
    await openChallenge(page, 'disappearing-elements', `?seed=${seed}`)
    const gallery = page.getByRole('navigation', { name: 'Site menu' }).getByRole('button', { name: 'Gallery' })
    await expect(page.getByTestId('challenge-disappearing-elements-item-home')).toBeVisible()
    let reloads = 0
    for (; reloads < 10 && (await gallery.count()) === 0; reloads++) {
      await page.getByRole('button', { name: 'Reload with the next seed' }).click()
      await expect(page.getByTestId('challenge-disappearing-elements-item-home')).toBeVisible()
    }
    expect(reloads).toBeGreaterThan(0)
    await expect(page.getByTestId('challenge-seed')).toHaveText(String(nextSeed(seed)))
    await gallery.click()
    await expect(page.getByTestId('challenge-disappearing-elements-message')).toHaveText('You opened Gallery.')
    await solved(page)
  })

  test('shifting content: fixed and seeded random mode, Gallery found by name wherever it sits', async ({ page }) => {
    await openChallenge(page, 'shifting-content', '?seed=11')
    await expect(page.getByTestId('challenge-shifting-content-mode')).toContainText('Mode: fixed')
    const portfolio = await page.getByTestId('challenge-shifting-content-item-portfolio').boundingBox()
    const galleryBox = await page.getByTestId('challenge-shifting-content-item-gallery').boundingBox()
    expect(galleryBox!.x - (portfolio!.x + portfolio!.width)).toBeGreaterThanOrEqual(100)
    await page.getByRole('link', { name: /Switch to random mode/ }).click()
    const layout = layoutOf('random', 11, 100)
    await expect(page.getByTestId('challenge-shifting-content-mode')).toHaveText(`Mode: random · seed 11 · menu shift ${layout.menuShift} px · image shift ${layout.imageShift} px`)
    await expect(page.getByTestId('challenge-shifting-content-list').locator('li').first()).toHaveAttribute('data-testid', `challenge-shifting-content-line-${layout.order[0]! + 1}`)
    await page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('button', { name: 'Gallery' }).click()
    await solved(page)
  })

  test('Korean, dark theme, 320 px: translated, no sideways scroll, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await open(page, '/about')
    await signInViaApi(page)
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('theme', 'dark')
    })
    await open(page, '/challenges/dynamic-controls?delay=300')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('동적 컨트롤')
    await page.getByRole('button', { name: '활성화' }).click()
    await page.getByLabel('텍스트 입력란').fill('안녕')
    await expect(page.getByTestId('challenge-dynamic-controls-input-message')).toHaveText('활성화되었습니다!')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'dynamic-controls challenge, ko, dark, 320 px')
    for (const slug of ['auto-wait', 'shifting-content', 'animated-button']) {
      await open(page, `/challenges/${slug}`)
      await expect(page.getByTestId('challenge-area')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), slug).toBeLessThanOrEqual(0)
      await expectAccessible(page, `${slug} challenge, ko, dark, 320 px`)
    }
  })
})
