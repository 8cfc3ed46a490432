/** The "input devices" challenges (issue 15): hover, right and double click, keys, slider, scrolling, layers, sorting, HTML5 drag. */
import type { ChallengeDef } from '../types'

const TARGET = 'challengeTargetMatch'
const LAYERS = 'challengeHiddenLayers'

export const inputChallenges: ChallengeDef[] = [
  {
    slug: 'hovers',
    theme: 'input',
    difficulty: 1,
    trips: ['selenium', 'cypress'],
    references: [{ site: 'the-internet', name: 'Hovers' }],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `const figure = page.getByTestId('challenge-hovers-figure-2')
await figure.hover()
await figure.getByRole('link', { name: 'View profile of user2' }).click()
await expect(page.getByTestId('challenge-hovers-result')).toHaveText('Opened the profile of user2')`,
      cypress: `// Cypress has no real hover: show the caption through focus (the page reveals it on :focus-within)
cy.get('[data-testid="challenge-hovers-figure-2"]').focus()
cy.get('[data-testid="challenge-hovers-link-2"]').should('be.visible').click()
cy.get('[data-testid="challenge-hovers-result"]').should('have.text', 'Opened the profile of user2')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

figure = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hovers-figure-2"]')
ActionChains(driver).move_to_element(figure).perform()
link = WebDriverWait(driver, 5).until(EC.visibility_of_element_located(
    (By.CSS_SELECTOR, '[data-testid="challenge-hovers-link-2"]')))
link.click()`,
    },
    load: () => import('../input/hovers'),
  },
  {
    slug: 'context-menu',
    theme: 'input',
    difficulty: 1,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Context Menu' }],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `await page.getByTestId('challenge-context-menu-hotspot').click({ button: 'right' })
await page.getByRole('menuitem', { name: 'Share' }).click()
await expect(page.getByTestId('challenge-context-menu-result')).toHaveText('You chose: Share')

// With the native alert switched on: accept it before it blocks the page
page.once('dialog', (dialog) => dialog.accept())`,
      cypress: `cy.get('[data-testid="challenge-context-menu-hotspot"]').rightclick()
cy.contains('[role="menuitem"]', 'Share').click()
cy.get('[data-testid="challenge-context-menu-result"]').should('have.text', 'You chose: Share')
// With the native alert on, Cypress accepts window.alert by itself; listen to check its text:
cy.on('window:alert', (text) => expect(text).to.equal('You selected a context menu'))`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains

spot = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-context-menu-hotspot"]')
ActionChains(driver).context_click(spot).perform()
# With the native alert on: switch to it first, or every next command fails
# (UnexpectedAlertPresentException)
# driver.switch_to.alert.accept()
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-context-menu-item-share"]').click()`,
    },
    load: () => import('../input/context-menu'),
  },
  {
    slug: 'double-click',
    theme: 'input',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [],
    solvable: true,
    machines: [TARGET],
    examples: {
      playwright: `await page.getByTestId('challenge-double-click-button').dblclick()
await expect(page.getByTestId('challenge-double-click-result')).toHaveText('Double click detected')`,
      cypress: `cy.get('[data-testid="challenge-double-click-button"]').dblclick()
cy.get('[data-testid="challenge-double-click-result"]').should('have.text', 'Double click detected')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains

button = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-double-click-button"]')
ActionChains(driver).double_click(button).perform()  # two click() calls are NOT a double click`,
    },
    load: () => import('../input/double-click'),
  },
  {
    slug: 'key-presses',
    theme: 'input',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Key Presses' }],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `const field = page.getByTestId('challenge-key-presses-input')
await field.press('Shift+K')        // a combination: modifiers joined with +
await field.press('Tab')            // a key name, not the character '\\t'
await expect(page.getByTestId('challenge-key-presses-result')).toHaveText('You entered: Tab')`,
      cypress: `// type() names keys in braces; cy.realPress (cypress-real-events) for real Tab
cy.get('[data-testid="challenge-key-presses-input"]').type('{shift}K')
cy.get('[data-testid="challenge-key-presses-input"]').type('{enter}')
cy.get('[data-testid="challenge-key-presses-result"]').should('have.text', 'You entered: Enter')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

field = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-key-presses-input"]')
field.send_keys(Keys.TAB)
# a combination: hold the modifier with key_down / key_up
ActionChains(driver).click(field).key_down(Keys.SHIFT).send_keys('k').key_up(Keys.SHIFT).perform()`,
    },
    load: () => import('../input/key-presses'),
  },
  {
    slug: 'horizontal-slider',
    theme: 'input',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Horizontal Slider' }],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `const slider = page.getByRole('slider', { name: 'Value' })
await slider.focus()
await slider.press('Home')                       // 0, whatever it was
for (let i = 0; i < 7; i++) await slider.press('ArrowRight')   // 7 × 0.5 = 3.5
await expect(page.getByTestId('challenge-horizontal-slider-value')).toHaveText('3.5')
// or: await slider.fill('3.5')  (range inputs accept fill)`,
      cypress: `// invoke('val') alone does not fire React's onChange: trigger input after it
cy.get('[data-testid="challenge-horizontal-slider-input"]').invoke('val', 3.5).trigger('input')
cy.get('[data-testid="challenge-horizontal-slider-value"]').should('have.text', '3.5')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

slider = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-horizontal-slider-input"]')
slider.send_keys(Keys.HOME)
for _ in range(7):                # 7 steps of 0.5 = 3.5
    slider.send_keys(Keys.ARROW_RIGHT)`,
    },
    load: () => import('../input/horizontal-slider'),
  },
  {
    slug: 'scroll-to-click',
    theme: 'input',
    difficulty: 1,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Scrollbars' }],
    solvable: true,
    machines: [TARGET],
    examples: {
      playwright: `// click() scrolls the page and the scroll box by itself
await page.getByTestId('challenge-scroll-to-click-button').click()
await expect(page.getByTestId('challenge-scroll-to-click-result')).toHaveText('Clicked: the button was reached')`,
      cypress: `cy.get('[data-testid="challenge-scroll-to-click-button"]').scrollIntoView().click()
cy.get('[data-testid="challenge-scroll-to-click-result"]').should('contain', 'Clicked')`,
      selenium: `from selenium.webdriver.common.by import By

button = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-scroll-to-click-button"]')
# click() scrolls it into view; ActionChains.move_by_offset / page coordinates do not
driver.execute_script('arguments[0].scrollIntoView({block: "center", inline: "center"})', button)
button.click()`,
    },
    load: () => import('../input/scroll-to-click'),
  },
  {
    slug: 'overlapped',
    theme: 'input',
    difficulty: 2,
    trips: ['selenium', 'cypress'],
    references: [{ site: 'UI Test Automation Playground', name: 'Overlapped Element' }],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `const name = page.getByTestId('challenge-overlapped-name-input')
await name.scrollIntoViewIfNeeded()   // inside the scroll box
await name.click()                    // would retry while the notice covers it
await name.fill('Grace Hopper')`,
      cypress: `cy.get('[data-testid="challenge-overlapped-name-input"]').scrollIntoView().type('Grace Hopper')
// never { force: true }: it types into a field a user cannot reach`,
      selenium: `from selenium.webdriver.common.by import By

name = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-overlapped-name-input"]')
# name.click() -> ElementClickInterceptedException: the notice receives the click
driver.execute_script('arguments[0].scrollIntoView({block: "start"})', name)
name.click()
name.send_keys('Grace Hopper')`,
    },
    load: () => import('../input/overlapped'),
  },
  {
    slug: 'hidden-layers',
    theme: 'input',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Hidden Layers' }],
    solvable: true,
    machines: [LAYERS],
    examples: {
      playwright: `const green = page.getByTestId('challenge-hidden-layers-green-button')
await green.click()
// the second click must fail: the blue button intercepts it
await expect(green.click({ timeout: 1000 })).rejects.toThrow(/intercepts pointer events/)
await page.getByTestId('challenge-hidden-layers-blue-button').click()`,
      cypress: `cy.get('[data-testid="challenge-hidden-layers-green-button"]').click()
// a second .click() fails with "is being covered by another element" (that is the check);
// { force: true } would click through the layer
cy.get('[data-testid="challenge-hidden-layers-blue-button"]').click()`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.common.exceptions import ElementClickInterceptedException

green = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hidden-layers-green-button"]')
green.click()
try:
    green.click()
    raise AssertionError('the covered green button was clicked twice')
except ElementClickInterceptedException:
    pass  # expected: the blue button is on top
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-hidden-layers-blue-button"]').click()`,
    },
    load: () => import('../input/hidden-layers'),
  },
  {
    slug: 'sortable-list',
    theme: 'input',
    difficulty: 3,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `// The keyboard: deterministic, no pixel offsets
const item = page.getByTestId('challenge-sortable-list-item-ship')
await item.focus()
await page.keyboard.press('Space')       // pick up
await page.keyboard.press('ArrowUp')     // one place up
await page.keyboard.press('Space')       // drop
// The mouse: dnd-kit starts after 5 px of movement, so move in steps
const box = (await page.getByTestId('challenge-sortable-list-item-plan').boundingBox())!
await item.hover()
await page.mouse.down()
await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 })
await page.mouse.up()`,
      cypress: `// dnd-kit listens to pointer and keyboard events: drive the keyboard sensor
cy.get('[data-testid="challenge-sortable-list-item-ship"]').focus()
  .trigger('keydown', { code: 'Space', key: ' ' })
  .trigger('keydown', { code: 'ArrowUp', key: 'ArrowUp' })
  .trigger('keydown', { code: 'Space', key: ' ' })`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

item = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-item-ship"]')
# keyboard: focus, Space, arrows, Space
ActionChains(driver).click(item).send_keys(Keys.SPACE).send_keys(Keys.ARROW_UP).send_keys(Keys.SPACE).perform()
# mouse: press, move in small steps (pointer events fire), release
other = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-sortable-list-item-plan"]')
ActionChains(driver).click_and_hold(item).move_by_offset(0, -10).move_to_element(other).release().perform()`,
    },
    load: () => import('../input/sortable-list'),
  },
  {
    slug: 'html5-drag',
    theme: 'input',
    difficulty: 3,
    trips: ['selenium', 'cypress'],
    references: [{ site: 'the-internet', name: 'Drag and Drop' }],
    solvable: true,
    machines: [TARGET],
    examples: {
      playwright: `// dragTo starts a real native drag in Chromium: dragstart, dragover and drop fire
await page.getByTestId('challenge-html5-drag-column-a').dragTo(page.getByTestId('challenge-html5-drag-column-b'))
await expect(page.getByTestId('challenge-html5-drag-header-a')).toHaveText('B')`,
      cypress: `// trigger the drag events with one shared DataTransfer
const dataTransfer = new DataTransfer()
cy.get('[data-testid="challenge-html5-drag-column-a"]').trigger('dragstart', { dataTransfer })
cy.get('[data-testid="challenge-html5-drag-column-b"]').trigger('dragover', { dataTransfer }).trigger('drop', { dataTransfer })
cy.get('[data-testid="challenge-html5-drag-column-a"]').trigger('dragend', { dataTransfer })`,
      selenium: `from selenium.webdriver.common.by import By

# ActionChains(driver).drag_and_drop(a, b) starts a native drag only with recent ChromeDriver
# versions (older drivers move the mouse and nothing happens). What works with every driver:
# dispatch the HTML5 drag events from JavaScript.
DRAG_AND_DROP_JS = """
const [source, target] = arguments
const dataTransfer = new DataTransfer()
const fire = (el, type) => el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }))
fire(source, 'dragstart')
fire(target, 'dragenter')
fire(target, 'dragover')
fire(target, 'drop')
fire(source, 'dragend')
"""
a = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-html5-drag-column-a"]')
b = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-html5-drag-column-b"]')
driver.execute_script(DRAG_AND_DROP_JS, a, b)
assert driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-html5-drag-header-a"]').text == 'B'`,
    },
    load: () => import('../input/html5-drag'),
  },
]
