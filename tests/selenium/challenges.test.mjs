// Selenium smoke of the classic automation challenges (issue 15): the ones whose pitfall is a
// WebDriver classic (native dialogs, windows, frames, shadow DOM, hover, HTML5 drag, scrolling),
// each solved the way its guide teaches, with the page's solved badge as the proof.
// Run by .ci/selenium.mjs after the smoke suite, or:
//   npx vite build && npx vite preview --port 4175 --strictPort &  node --test tests/selenium/challenges.test.mjs
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { By, Key, until } from 'selenium-webdriver'
import { byTestId, find, open, signIn, startDriver } from './driver.mjs'

/** @type {import('selenium-webdriver').WebDriver} */
let driver

const SEED = 7

async function openChallenge(slug, query = `?seed=${SEED}`) {
  await open(driver, `/challenges/${slug}${query}`)
  await find(driver, 'challenge-area')
}

const solved = () => find(driver, 'challenge-solved')

/** The documented workaround for HTML5 drag and drop: dispatch the drag events with one DataTransfer. */
const DRAG_AND_DROP_JS = `
const [source, target] = arguments
const dataTransfer = new DataTransfer()
const fire = (el, type) => el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }))
fire(source, 'dragstart')
fire(target, 'dragenter')
fire(target, 'dragover')
fire(target, 'drop')
fire(source, 'dragend')
`

describe('Selenium: challenges', { timeout: 120_000 }, () => {
  before(async () => {
    driver = await startDriver()
    await signIn(driver)
  })
  after(async () => {
    await driver?.quit()
  })

  it('alerts: accept the alert, dismiss the confirm, answer the prompt with the seeded word', async () => {
    await openChallenge('alerts')
    const word = await (await find(driver, 'challenge-alerts-word')).getText()
    await (await find(driver, 'challenge-alerts-alert-button')).click()
    await (await driver.wait(until.alertIsPresent(), 5000)).accept()
    await (await find(driver, 'challenge-alerts-confirm-button')).click()
    await (await driver.wait(until.alertIsPresent(), 5000)).dismiss()
    await (await find(driver, 'challenge-alerts-prompt-button')).click()
    const prompt = await driver.wait(until.alertIsPresent(), 5000)
    await prompt.sendKeys(word)
    await prompt.accept()
    await solved()
    for (const kind of ['alert', 'confirm', 'prompt']) assert.equal(await (await find(driver, `challenge-alerts-goal-${kind}`)).getAttribute('data-done'), 'true', kind)
  })

  it('windows: switch to the new window, report back, switch back', async () => {
    await openChallenge('windows', '')
    const original = await driver.getWindowHandle()
    await (await find(driver, 'challenge-windows-link')).click()
    await driver.wait(async () => (await driver.getAllWindowHandles()).length === 2, 5000, 'no second window')
    const other = (await driver.getAllWindowHandles()).find((h) => h !== original)
    await driver.switchTo().window(other)
    await find(driver, 'challenge-windows-new-heading', 15_000)
    await (await find(driver, 'challenge-windows-report-button')).click()
    await find(driver, 'challenge-windows-report-result')
    await driver.close()
    await driver.switchTo().window(original)
    await solved()
  })

  it('frames: read a nested frame, type the phrase in the editor frame, send it from the page', async () => {
    await openChallenge('frames')
    await driver.switchTo().frame(await find(driver, 'challenge-frames-top-frame'))
    await driver.switchTo().frame(await find(driver, 'challenge-frames-middle-frame'))
    assert.notEqual(await (await find(driver, 'challenge-frames-middle-text')).getText(), '')
    await driver.switchTo().defaultContent()
    const phrase = await (await find(driver, 'challenge-frames-target')).getText()
    await driver.switchTo().frame(await find(driver, 'challenge-frames-editor-frame'))
    const editor = await find(driver, 'challenge-frames-editor')
    await editor.click()
    await editor.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.DELETE)
    await editor.sendKeys(phrase)
    await driver.switchTo().defaultContent()
    await (await find(driver, 'challenge-frames-submit-button')).click()
    await solved()
  })

  it('shadow-dom: getShadowRoot() through two open roots, generate a GUID, enter it outside', async () => {
    await openChallenge('shadow-dom')
    const outer = await (await find(driver, 'challenge-shadow-dom-outer-host')).getShadowRoot()
    const inner = await (await outer.findElement(By.css('[data-testid="challenge-shadow-dom-inner-host"]'))).getShadowRoot()
    await (await inner.findElement(By.css('[data-testid="challenge-shadow-dom-generate-button"]'))).click()
    const field = await inner.findElement(By.css('[data-testid="challenge-shadow-dom-guid-input"]'))
    await driver.wait(async () => (await field.getAttribute('value')) !== '', 5000, 'no GUID generated')
    const guid = await field.getAttribute('value')
    assert.match(guid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await (await find(driver, 'challenge-shadow-dom-answer-input')).sendKeys(guid)
    await (await find(driver, 'challenge-shadow-dom-check-button')).click()
    await solved()
  })

  it('hovers: ActionChains move_to_element reveals the caption link', async () => {
    await openChallenge('hovers')
    const goal = await (await find(driver, 'challenge-hovers-target')).getText()
    const n = /user(\d)/.exec(goal)[1]
    const link = await driver.findElement(byTestId(`challenge-hovers-link-${n}`))
    assert.equal(await link.isDisplayed(), false, 'hidden before the hover')
    await driver.actions().move({ origin: await find(driver, `challenge-hovers-figure-${n}`) }).perform()
    await driver.wait(until.elementIsVisible(link), 5000, 'the link did not appear on hover')
    await link.click()
    await solved()
  })

  it('html5-drag: dispatching the HTML5 drag events from JavaScript swaps the boxes (the documented workaround)', async () => {
    await openChallenge('html5-drag', '')
    const a = await find(driver, 'challenge-html5-drag-column-a')
    const b = await find(driver, 'challenge-html5-drag-column-b')
    assert.equal(await (await find(driver, 'challenge-html5-drag-header-a')).getText(), 'A')
    await driver.executeScript(DRAG_AND_DROP_JS, a, b)
    await driver.wait(async () => (await (await find(driver, 'challenge-html5-drag-header-a')).getText()) === 'B', 5000, 'the boxes did not swap')
    assert.equal(await (await find(driver, 'challenge-html5-drag-header-b')).getText(), 'A')
    await solved()
  })

  it('scroll-to-click: scroll the button into view inside its box, then a real click', async () => {
    await openChallenge('scroll-to-click', '')
    const button = await driver.wait(until.elementLocated(byTestId('challenge-scroll-to-click-button')), 10_000)
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', button)
    await button.click()
    await solved()
  })
})
