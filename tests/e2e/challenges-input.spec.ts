/**
 * Input-device challenges (issue 15): each one solved the robust way its guide teaches, with the
 * page's solved badge as the proof; the pitfall shown where the page can show it (a single
 * click, a covered button, a covered field). Seeded targets come from machines/challenges/input-targets.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { expect, open, signInViaApi, test } from '../fixtures/app'
import { hoverTarget, keyTarget, menuTarget, overlapTarget, sliderTarget, sortOrders } from '../../machines/challenges/input-targets'

const SEED = 7
const LABELS: Record<string, string> = { plan: 'Plan', write: 'Write', run: 'Run', review: 'Review', ship: 'Ship' }

async function openChallenge(page: Page, slug: string, seed = SEED) {
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, `/challenges/${slug}?seed=${seed}`)
  await expect(page.getByTestId('challenge-area')).toBeVisible()
}

const solved = (page: Page) => expect(page.getByTestId('challenge-solved')).toBeVisible()

test.describe('input-device challenges', () => {
  test('hovers: the caption link is hidden until hover, then opens the seeded profile', async ({ page }) => {
    await openChallenge(page, 'hovers')
    const user = hoverTarget(SEED)
    const n = user.slice(4)
    const link = page.getByTestId(`challenge-hovers-link-${n}`)
    await expect(link).toBeHidden()
    await page.getByTestId(`challenge-hovers-figure-${n}`).hover()
    await link.click()
    await expect(page.getByTestId('challenge-hovers-result')).toHaveText(`Opened the profile of ${user}`)
    await solved(page)
  })

  test('hovers: keyboard focus shows the caption too', async ({ page }) => {
    await openChallenge(page, 'hovers')
    await page.getByTestId('challenge-hovers-figure-1').focus()
    await expect(page.getByTestId('challenge-hovers-link-1')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('challenge-hovers-link-1')).toBeFocused()
  })

  test('context menu: a left click does nothing, a right click opens the menu; the native alert when switched on', async ({ page }) => {
    await openChallenge(page, 'context-menu')
    const item = menuTarget(SEED)
    const label = { copy: 'Copy', rename: 'Rename', share: 'Share', delete: 'Delete' }[item]
    const spot = page.getByTestId('challenge-context-menu-hotspot')
    await spot.click()
    await expect(page.getByRole('menu')).toHaveCount(0)
    await page.getByTestId('challenge-context-menu-native-alert').check()
    const alerts: string[] = []
    page.once('dialog', (d) => {
      alerts.push(`${d.type()}: ${d.message()}`)
      void d.accept()
    })
    await spot.click({ button: 'right' })
    await expect.poll(() => alerts).toEqual(['alert: You selected a context menu'])
    await page.getByRole('menuitem', { name: label }).click()
    await expect(page.getByTestId('challenge-context-menu-result')).toHaveText(`You chose: ${label}`)
    await solved(page)
  })

  test('double click: one click is not enough, dblclick solves it', async ({ page }) => {
    await openChallenge(page, 'double-click')
    const button = page.getByRole('button', { name: 'Double-click me' })
    await button.click()
    await expect(page.getByTestId('challenge-double-click-result')).toHaveText('A single click: nothing happens. Try a double click.')
    await expect(page.getByTestId('challenge-solved')).toHaveCount(0)
    await button.dblclick()
    await expect(page.getByTestId('challenge-double-click-result')).toHaveText('Double click detected')
    await solved(page)
  })

  test('key presses: Tab stays in the field, combinations are named; the seeded key solves it', async ({ page }) => {
    await openChallenge(page, 'key-presses')
    const field = page.getByRole('textbox', { name: 'Key target' })
    await field.press('Shift+K')
    await expect(page.getByTestId('challenge-key-presses-result')).toHaveText('You entered: Shift+K')
    await expect(page.getByTestId('challenge-key-presses-code')).toHaveText('code: KeyK')
    await field.press('Tab')
    await expect(page.getByTestId('challenge-key-presses-result')).toHaveText('You entered: Tab')
    await expect(field).toBeFocused()
    const key = keyTarget(SEED)
    await field.press(key)
    await expect(page.getByTestId('challenge-key-presses-result')).toHaveText(`You entered: ${key}`)
    await solved(page)
  })

  test('horizontal slider: Home then one ArrowRight per 0.5 step', async ({ page }) => {
    await openChallenge(page, 'horizontal-slider')
    const target = sliderTarget(SEED)
    const slider = page.getByRole('slider', { name: 'Value' })
    await slider.focus()
    await slider.press('End')
    await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText('5')
    await slider.press('Home')
    for (let i = 0; i < Number(target) / 0.5; i++) await slider.press('ArrowRight')
    await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText(target)
    await solved(page)
  })

  test('scroll to click: click() reaches the button below the fold inside the scroll box', async ({ page }) => {
    await openChallenge(page, 'scroll-to-click')
    const button = page.getByTestId('challenge-scroll-to-click-button')
    await expect(button).not.toBeInViewport()
    await button.click()
    await expect(page.getByTestId('challenge-scroll-to-click-result')).toHaveText('Clicked: the button was reached')
    await solved(page)
  })

  test('overlapped: the field centre is under the notice until scrolled inside its box', async ({ page }) => {
    await openChallenge(page, 'overlapped')
    const name = page.getByTestId('challenge-overlapped-name-input')
    const hit = () =>
      name.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return top === el
      })
    await name.evaluate((el) => el.closest('[data-testid="challenge-overlapped-container"]')!.scrollIntoView({ block: 'center' }))
    expect(await hit(), 'the notice covers the field centre').toBe(false)
    await name.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    expect(await hit(), 'scrolled into view, the field receives the click').toBe(true)
    await name.click()
    await name.fill(overlapTarget(SEED))
    await expect(page.getByTestId('challenge-overlapped-result')).toHaveText(`Saved: ${overlapTarget(SEED)}`)
    await solved(page)
  })

  test('hidden layers: the second green click fails (intercepted); blue solves it', async ({ page }) => {
    await openChallenge(page, 'hidden-layers')
    const green = page.getByTestId('challenge-hidden-layers-green-button')
    await green.click()
    await expect(page.getByTestId('challenge-hidden-layers-blue-button')).toBeVisible()
    await expect(green.click({ timeout: 1000 })).rejects.toThrow(/intercepts pointer events/)
    await page.getByTestId('challenge-hidden-layers-blue-button').click()
    await expect(page.getByTestId('challenge-hidden-layers-result')).toHaveText('The blue button was clicked: the click reached the top layer.')
    await solved(page)
    // A click that skips hit-testing reaches the covered button: the page calls that out.
    await green.dispatchEvent('click')
    await expect(page.getByTestId('challenge-hidden-layers-result')).toHaveText('The covered green button was clicked twice: the test clicked through the blue layer.')
  })

  test('sortable list: keyboard moves put the list in the target order', async ({ page }) => {
    await openChallenge(page, 'sortable-list')
    const { target, start } = sortOrders(SEED)
    const list = page.getByTestId('challenge-sortable-list-list')
    await expect(list).toHaveAttribute('data-order', start.join(','))
    const order = [...start]
    // One place at a time: pick up (Space), one ArrowUp, drop (Space), back to back; then the announcement and the new order.
    const moveUp = async (id: string) => {
      const item = page.getByTestId(`challenge-sortable-list-item-${id}`)
      await item.focus()
      const from = order.indexOf(id)
      await page.keyboard.press('Space')
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Space')
      await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(`${LABELS[id]} dropped at position ${from}.`)
      order.splice(from, 1)
      order.splice(from - 1, 0, id)
      await expect(list).toHaveAttribute('data-order', order.join(','))
    }
    for (let i = 0; i < target.length; i++) {
      while (order.indexOf(target[i]!) > i) await moveUp(target[i]!)
    }
    await solved(page)
  })

  test("sortable list: Playwright's plain dragTo (one pointer move) and the mouse in steps (target box read after hover) both move a step", async ({ page }) => {
    await openChallenge(page, 'sortable-list')
    const list = page.getByTestId('challenge-sortable-list-list')
    const { start } = sortOrders(SEED)
    const item = (id: string) => page.getByTestId(`challenge-sortable-list-item-${id}`)
    // dragTo: mouse down on the source's centre, one move to the target's centre, up.
    await item(start[0]!).dragTo(item(start[2]!))
    const once = [start[1]!, start[2]!, start[0]!, ...start.slice(3)]
    await expect(list).toHaveAttribute('data-order', once.join(','))
    // The mouse by hand: hover() scrolls the item into view, so read the target's box after it.
    await item(once[4]!).hover()
    await page.mouse.down()
    const box = (await item(once[3]!).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 })
    await page.mouse.up()
    await expect(list).toHaveAttribute('data-order', [...once.slice(0, 3), once[4]!, once[3]!].join(','))
  })

  test('HTML5 drag: dragTo swaps A and B; the playground link is there', async ({ page }) => {
    await openChallenge(page, 'html5-drag')
    await expect(page.getByTestId('challenge-html5-drag-header-a')).toHaveText('A')
    await page.getByTestId('challenge-html5-drag-column-a').dragTo(page.getByTestId('challenge-html5-drag-column-b'))
    await expect(page.getByTestId('challenge-html5-drag-header-a')).toHaveText('B')
    await expect(page.getByTestId('challenge-html5-drag-header-b')).toHaveText('A')
    await solved(page)
    await expect(page.getByTestId('challenge-html5-drag-playground-link')).toHaveAttribute('href', '/playground#playground-section-drag-drop')
  })

  test('Korean, dark theme, 320 px: translated, no sideways scroll, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await open(page, '/about')
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('theme', 'dark')
    })
    await signInViaApi(page)
    await open(page, `/challenges/sortable-list?seed=${SEED}`)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByTestId('challenge-sortable-list-status')).toHaveText('아직 해결되지 않음')
    await expect(page.getByText('목표 순서', { exact: true })).toBeVisible()
    for (const slug of ['sortable-list', 'scroll-to-click', 'overlapped', 'hovers', 'context-menu']) {
      if (slug !== 'sortable-list') await open(page, `/challenges/${slug}?seed=${SEED}`)
      await expect(page.getByTestId('challenge-area')).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${slug} scrolls sideways`).toBeLessThanOrEqual(0)
      await expectAccessible(page, `${slug} challenge, ko, dark, 320 px`)
    }
  })
})
