// WebdriverIO recipe for /challenges/windows (shown in the challenge's guide: the region below).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { signedInBrowser } from './session.mjs'

let browser
before(async () => {
  browser = await signedInBrowser()
})
after(() => browser?.deleteSession())

test('windows: switch to the new window, report back, switch back', async () => {
  // #region example
  await browser.url('/challenges/windows')
  const first = await browser.getWindowHandle()
  await browser.$('[data-testid="challenge-windows-link"]').click()
  await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2)
  const handle = (await browser.getWindowHandles()).find((h) => h !== first)
  await browser.switchToWindow(handle)
  await browser.$('[data-testid="challenge-windows-report-button"]').click()
  await browser.closeWindow()
  await browser.switchToWindow(first)
  const status = browser.$('[data-testid="challenge-windows-status"]')
  await browser.waitUntil(async () => (await status.getAttribute('data-solved')) === 'true')
  // #endregion
  assert.equal(await status.getAttribute('data-solved'), 'true')
})
