// Selenium: the keyboard drag of the @dnd-kit surfaces at WebDriver speed. Space (pick up), one
// arrow, Space (drop) go out in one call with no pause, 20 times on the sortable-list challenge
// and 20 times on the kanban board, alternating the two ways learners send them:
// element.sendKeys(SPACE, ARROW, SPACE) and actions().sendKeys(SPACE, ARROW, SPACE).perform().
// Each drop is checked on screen before the next. Run by .ci/selenium.mjs, or:
//   npx vite build && npx vite preview --port 4175 --strictPort &  node --test tests/selenium/keyboard-drag.test.mjs
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { By, Key } from 'selenium-webdriver'
import { byTestId, find, open, signIn, startDriver } from './driver.mjs'

/** @type {import('selenium-webdriver').WebDriver} */
let driver

const REPEAT = 20
const SEED = 7
/** The steps' English labels (the list reads them in order). */
const LABELS = { plan: 'Plan', write: 'Write', run: 'Run', review: 'Review', ship: 'Ship' }

/** Space, the arrow, Space in one WebDriver call: on the element, or as one key action sequence. */
async function spaceArrowSpace(element, arrow, i) {
  if (i % 2 === 0) await element.sendKeys(Key.SPACE, arrow, Key.SPACE)
  else {
    await driver.executeScript('arguments[0].focus()', element)
    await driver.actions().sendKeys(Key.SPACE, arrow, Key.SPACE).perform()
  }
}

/** Calls the sandbox API with the signed-in user's token (as the app does). */
async function api(method, path, body) {
  return driver.executeAsyncScript(
    `const [method, path, body, done] = arguments
fetch('/api/v1' + path, { method, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + localStorage.getItem('access_token') }, body: body ? JSON.stringify(body) : undefined })
  .then((r) => r.json()).then(done, (e) => done({ error: String(e) }))`,
    method,
    path,
    body,
  )
}

describe('Selenium: keyboard drag with no pause', { timeout: 180_000 }, () => {
  before(async () => {
    driver = await startDriver()
    await signIn(driver)
  })
  after(async () => {
    await driver?.quit()
  })

  it(`sortable list: Space, ArrowDown/ArrowUp, Space in one call moves the step every time (${REPEAT}×)`, async () => {
    await open(driver, `/challenges/sortable-list?seed=${SEED}`)
    const list = await find(driver, 'challenge-sortable-list-list')
    const order = (await list.getAttribute('data-order')).split(',')
    const id = order[1]
    const item = await find(driver, `challenge-sortable-list-item-${id}`)
    for (let i = 0; i < REPEAT; i++) {
      const down = i % 2 === 0
      await spaceArrowSpace(item, down ? Key.ARROW_DOWN : Key.ARROW_UP, i)
      const from = order.indexOf(id)
      order.splice(from, 1)
      order.splice(down ? from + 1 : from - 1, 0, id)
      const expected = order.map((o) => LABELS[o]).join('\n')
      await driver.wait(async () => (await list.getText()) === expected, 5000).catch(async () => {
        assert.fail(`move ${i + 1}: the list reads ${JSON.stringify(await list.getText())}, expected ${JSON.stringify(expected)}`)
      })
    }
  })

  it(`kanban: Space, ArrowRight/ArrowLeft, Space in one call moves the card every time (${REPEAT}×)`, async () => {
    await open(driver, '/kanban')
    await driver.wait(async () => /ready/.test((await (await find(driver, 'kanban-page')).getAttribute('data-state')) ?? ''), 10_000, 'the board did not load')
    const { boards } = await api('GET', '/kanban/boards')
    const { columns } = await api('GET', `/kanban/boards/${boards[0].id}`)
    const card = await api('POST', `/kanban/columns/${columns[0].id}/cards`, { title: 'Selenium keys' })
    assert.ok(card.id, `card created: ${JSON.stringify(card)}`)
    await driver.navigate().refresh()
    await find(driver, `kanban-card-${card.id}`)
    for (let i = 0; i < REPEAT; i++) {
      const right = i % 2 === 0
      // The card is a new element in its new column after each move: find its handle again.
      const handle = await find(driver, `kanban-card-handle-${card.id}`)
      await spaceArrowSpace(handle, right ? Key.ARROW_RIGHT : Key.ARROW_LEFT, i)
      const to = columns[right ? 1 : 0].id
      const inTarget = By.css(`[data-testid="kanban-column-${to}"] [data-testid="kanban-card-${card.id}"]`)
      await driver.wait(async () => (await driver.findElements(inTarget)).length === 1, 5000, `move ${i + 1}: the card is not in column ${to}`)
      // The server has the move before the next one (a drop while one is in flight is refused).
      await driver.wait(async () => (await driver.findElements(byTestId('kanban-moving-indicator'))).length === 0, 5000, `move ${i + 1}: still moving`)
    }
    assert.equal((await driver.findElements(byTestId('kanban-error'))).length, 0)
    assert.equal((await driver.findElements(byTestId('kanban-move-refused'))).length, 0)
  })
})
