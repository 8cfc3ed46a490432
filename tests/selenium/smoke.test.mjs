// Selenium smoke suite (selenium-webdriver + chromedriver): the flows learners script most,
// so the app is known to work with the tool most of them use. One browser for the suite; the
// tests run in order (the first two as a guest). Run by `npm test` (.ci/selenium.mjs), or:
//   npx vite build && npx vite preview --port 4175 --strictPort &  node --test tests/selenium/
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { By, Key } from 'selenium-webdriver'
import { byTestId, clickTestId, find, localIsoDate, open, scrollAndClick, signIn, startDriver, waitForText, waitForToast, waitForToastStarting, waitForUrl } from './driver.mjs'

/** @type {import('selenium-webdriver').WebDriver} */
let driver

describe('Selenium smoke', { timeout: 120_000 }, () => {
  before(async () => {
    driver = await startDriver()
  })
  after(async () => {
    await driver?.quit()
  })

  it("sign-up's submit reads disabled with isEnabled() until the form is complete, with the reason shown", async () => {
    await open(driver, '/signup')
    const submit = await find(driver, 'signup-submit-button')
    assert.equal(await submit.isEnabled(), false)
    assert.match(await (await find(driver, 'signup-submit-hint')).getText(), /^Still needed: full name/)
    await (await find(driver, 'signup-name-input')).sendKeys('Selenium Tester')
    await (await find(driver, 'signup-email-input')).sendKeys('selenium.smoke@example.com')
    await (await find(driver, 'signup-password-input')).sendKeys('Tester123')
    await (await find(driver, 'signup-confirm-password-input')).sendKeys('Tester123')
    await scrollAndClick(driver, await find(driver, 'signup-terms-checkbox'))
    assert.equal(await submit.isEnabled(), false)
    assert.equal(await (await find(driver, 'signup-submit-hint')).getText(), 'Still needed: Privacy Policy')
    await scrollAndClick(driver, await find(driver, 'signup-privacy-checkbox'))
    await driver.wait(async () => submit.isEnabled(), 5000, 'submit did not enable')
    assert.equal((await driver.findElements(byTestId('signup-submit-hint'))).length, 0)
  })

  it('logs in with the demo account and lands on the dashboard', async () => {
    await signIn(driver)
    await waitForUrl(driver, '/dashboard')
  })

  it('banking: every quick action is clickable after scrolling it to the top edge', async () => {
    await open(driver, '/qa/banking')
    await clickTestId(driver, 'banking-quick-action-transfer')
    await find(driver, 'banking-transfer-modal')
    await driver.actions().sendKeys(Key.ESCAPE).perform()
    await driver.wait(async () => (await driver.findElements(byTestId('banking-transfer-modal'))).length === 0, 5000, 'the transfer modal did not close')
    await clickTestId(driver, 'banking-quick-action-pay-bill')
    await clickTestId(driver, 'banking-pay-bill-cancel-button')
    for (const [id, message] of [
      ['deposit', 'Mobile check deposit is not available in this demo'],
      ['send-money', 'To send money to a saved payee, use Transfer and pick the payee under To'],
      ['cards', 'Card management is not available in this demo'],
      ['statements', 'Monthly statements are not available in this demo: use Export CSV in Recent transactions'],
    ]) {
      await clickTestId(driver, `banking-quick-action-${id}`)
      await waitForToast(driver, message)
    }
  })

  it('banking: a transfer with PIN 1234 completes', async () => {
    await open(driver, '/qa/banking')
    const before = await (await find(driver, 'banking-account-checking-balance')).getText()
    await clickTestId(driver, 'banking-quick-action-transfer')
    await find(driver, 'banking-transfer-modal')
    await (await find(driver, 'banking-transfer-from-select')).findElement(By.css('option[value="checking"]')).click()
    await (await find(driver, 'banking-transfer-to-select')).findElement(By.css('option[value="savings"]')).click()
    await (await find(driver, 'banking-transfer-amount-input')).sendKeys('10')
    await clickTestId(driver, 'banking-transfer-submit-button')
    await (await find(driver, 'banking-pin-input')).sendKeys('1234')
    await clickTestId(driver, 'banking-pin-submit-button')
    await waitForToast(driver, 'Transfer successful')
    await driver.wait(async () => (await driver.findElements(byTestId('banking-transfer-modal'))).length === 0, 5000, 'the transfer modal did not close')
    const afterText = await (await find(driver, 'banking-account-checking-balance')).getText()
    assert.notEqual(afterText, before, 'the checking balance changed')
  })

  it('qa-back-button is clickable after scrolling and returns to the hub', async () => {
    await open(driver, '/qa/banking')
    await clickTestId(driver, 'qa-back-button')
    await waitForUrl(driver, '/qa')
  })

  it("booking: My Bookings opens after scrolling; the wizard books an appointment to 'Confirmed'", async () => {
    await open(driver, '/qa/booking')
    await clickTestId(driver, 'booking-my-bookings-button')
    await find(driver, 'booking-my-bookings-modal')
    await clickTestId(driver, 'booking-my-bookings-close-button')
    await driver.wait(async () => (await driver.findElements(byTestId('booking-my-bookings-modal'))).length === 0, 5000, 'My Bookings did not close')

    const next = await find(driver, 'booking-next-button')
    assert.equal(await next.isEnabled(), false, 'Next is disabled on an empty step 1')
    await clickTestId(driver, 'booking-service-haircut')
    await clickTestId(driver, 'booking-next-button')
    await clickTestId(driver, `booking-date-${localIsoDate(1)}`)
    await clickTestId(driver, 'booking-slot-0900')
    await clickTestId(driver, 'booking-next-button')
    await clickTestId(driver, 'booking-staff-1')
    await clickTestId(driver, 'booking-next-button')
    await (await find(driver, 'booking-name-input')).sendKeys('Selenium Tester')
    await (await find(driver, 'booking-email-input')).sendKeys('selenium@example.com')
    await (await find(driver, 'booking-phone-input')).sendKeys('555-123-4567')
    await clickTestId(driver, 'booking-terms-checkbox')
    await clickTestId(driver, 'booking-next-button')
    const reference = await (await find(driver, 'booking-confirmation-reference')).getText()
    assert.match(reference, /^BK\d{6}$/)
    await clickTestId(driver, 'booking-confirmation-ok-button')
    await waitForToastStarting(driver, `Booking confirmed! Reference: ${reference}`)
    await clickTestId(driver, 'booking-my-bookings-button')
    await waitForText(driver, `booking-record-${reference}-status`, 'Confirmed')
  })

  it('component playground: the counter is clickable after scrolling', async () => {
    await open(driver, '/playground')
    for (let i = 0; i < 3; i += 1) await clickTestId(driver, 'playground-counter-increment')
    await waitForText(driver, 'playground-counter-value', '3')
    await clickTestId(driver, 'playground-counter-reset')
    await waitForText(driver, 'playground-counter-value', '0')
  })

  it('component playground: the aria-disabled-only button reads enabled to Selenium and its click reaches the handler', async () => {
    await open(driver, '/playground')
    const real = await find(driver, 'playground-button-disabled')
    assert.equal(await real.isEnabled(), false)
    const aria = await find(driver, 'playground-aria-disabled-button')
    assert.equal(await aria.getAttribute('aria-disabled'), 'true')
    assert.equal(await aria.isEnabled(), true)
    await scrollAndClick(driver, aria)
    await waitForText(driver, 'playground-aria-disabled-clicks', 'Clicks that reached the handler: 1')
  })

  it('component playground: drag and drop with the Actions API (press, small moves, release)', async () => {
    await open(driver, '/playground')
    const item = await find(driver, 'playground-dnd-item-1')
    const zone = await find(driver, 'playground-dnd-dropzone')
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', zone)
    // The long form a hand makes (press, small moves, target, release); the one-call dragAndDrop works too.
    const actions = driver.actions({ async: true }).move({ origin: item }).press()
    for (let i = 0; i < 5; i += 1) actions.move({ origin: 'pointer', x: 2, y: 2, duration: 50 })
    await actions.move({ origin: zone, duration: 300 }).move({ origin: zone, x: 2, y: 2, duration: 50 }).release().perform()
    await find(driver, 'playground-dnd-dropped-item-1')
    assert.equal((await driver.findElements(byTestId('playground-dnd-item-1'))).length, 0, 'Item 1 left the list')
    await waitForToast(driver, 'Item 1 dropped')
  })
})
