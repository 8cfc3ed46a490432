// WebdriverIO recipe for /challenges/alerts (shown in the challenge's guide: the region below).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { signedInBrowser } from './session.mjs'

let browser
before(async () => {
  browser = await signedInBrowser()
})
after(() => browser?.deleteSession())

test('alerts: accept the alert, dismiss the confirm, answer the prompt', async () => {
  // #region example
  await browser.url('/challenges/alerts')
  const word = await browser.$('[data-testid="challenge-alerts-word"]').getText()
  // Classic WebDriver (see session.mjs): a dialog waits until the test answers it
  await browser.$('[data-testid="challenge-alerts-alert-button"]').click()
  await browser.acceptAlert()
  await browser.$('[data-testid="challenge-alerts-confirm-button"]').click()
  await browser.dismissAlert()
  await browser.$('[data-testid="challenge-alerts-prompt-button"]').click()
  await browser.sendAlertText(word)
  await browser.acceptAlert()
  const status = browser.$('[data-testid="challenge-alerts-status"]')
  await browser.waitUntil(async () => (await status.getAttribute('data-solved')) === 'true')
  // #endregion
  assert.equal(await status.getAttribute('data-solved'), 'true')
})
