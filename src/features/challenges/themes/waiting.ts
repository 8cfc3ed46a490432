/**
 * The "waiting and timing" challenges (issue 15). Their delays run on two catalogued machines:
 * `challengeDelayedTask` (client timer or sandbox request, named delay `work`) and
 * `challengeProgress` (the progress bar's `tick`). Every delay can be shortened from the address
 * (`?delay=`, `?tick=`); the two request-based pages forward `?delay=` to their sandbox route.
 */
import type { ChallengeDef } from '../types'

const TASK = ['challengeDelayedTask']

export const waitingChallenges: ChallengeDef[] = [
  {
    slug: 'client-delay',
    theme: 'waiting',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Client Side Delay' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `await page.goto('/challenges/client-delay?delay=2000')
await page.getByRole('button', { name: 'Button Triggering Client Side Logic' }).click()
const result = page.getByTestId('challenge-client-delay-result')
await expect(result).toBeVisible({ timeout: 20_000 })
await result.click()`,
      cypress: `cy.visit('/challenges/client-delay?delay=2000')
cy.contains('button', 'Button Triggering Client Side Logic').click()
cy.get('[data-testid=challenge-client-delay-result]', { timeout: 20000 }).should('be.visible').click()`,
      selenium: `driver.get(BASE + "/challenges/client-delay?delay=2000")
driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-client-delay-trigger-button']").click()
result = WebDriverWait(driver, 20).until(
    EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-client-delay-result']")))
result.click()`,
    },
    load: () => import('../waiting/client-delay'),
  },
  {
    slug: 'load-delay',
    theme: 'waiting',
    difficulty: 1,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Load Delay' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `const loaded = page.waitForResponse('**/challenges/waiting/load-delay*')
await page.goto('/challenges/load-delay?delay=1000')
await loaded
await page.getByRole('button', { name: 'Button Appearing After Delay' }).click()`,
      cypress: `cy.intercept('GET', '**/challenges/waiting/load-delay*').as('load')
cy.visit('/challenges/load-delay?delay=1000')
cy.wait('@load')
cy.contains('button', 'Button Appearing After Delay').click()`,
      selenium: `driver.get(BASE + "/challenges/load-delay?delay=1000")
WebDriverWait(driver, 10).until(
    EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-load-delay-button']"))).click()`,
    },
    load: () => import('../waiting/load-delay'),
  },
  {
    slug: 'ajax-data',
    theme: 'waiting',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'AJAX Data' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `await page.goto('/challenges/ajax-data?delay=1000')
const answer = page.waitForResponse('**/challenges/waiting/ajax-data*')
await page.getByRole('button', { name: 'Button Triggering AJAX Request' }).click()
await answer
await expect(page.getByTestId('challenge-ajax-data-result')).toHaveCount(1)`,
      cypress: `cy.intercept('GET', '**/challenges/waiting/ajax-data*').as('data')
cy.visit('/challenges/ajax-data?delay=1000')
cy.contains('button', 'Button Triggering AJAX Request').click()
cy.wait('@data', { responseTimeout: 20000 })
cy.get('[data-testid=challenge-ajax-data-result]').should('have.length', 1)`,
      selenium: `driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-ajax-data-trigger-button']").click()
WebDriverWait(driver, 20).until(
    EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-ajax-data-result']")))`,
    },
    load: () => import('../waiting/ajax-data'),
  },
  {
    slug: 'progress-bar',
    theme: 'waiting',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Progress Bar' }],
    solvable: true,
    machines: ['challengeProgress'],
    examples: {
      playwright: `await page.getByRole('button', { name: 'Start' }).click()
// Poll on every animation frame: a locator's waitFor re-checks at up to 500 ms intervals.
await page.waitForFunction(
  () => Number(document.querySelector('[data-testid=challenge-progress-bar-bar]')?.getAttribute('aria-valuenow')) >= 75,
  null,
  { polling: 'raf', timeout: 30_000 },
)
await page.getByRole('button', { name: 'Stop' }).click()
await expect(page.getByTestId('challenge-progress-bar-result')).toContainText('Well stopped')`,
      cypress: `cy.contains('button', 'Start').click()
cy.get('[data-testid=challenge-progress-bar-bar]', { timeout: 20000 }).should('have.attr', 'aria-valuenow', '75')
cy.contains('button', 'Stop').click()`,
      selenium: `driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-progress-bar-start-button']").click()
bar = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-progress-bar-bar']")
WebDriverWait(driver, 20, poll_frequency=0.02).until(lambda d: int(bar.get_attribute("aria-valuenow")) >= 75)
driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-progress-bar-stop-button']").click()`,
    },
    load: () => import('../waiting/progress-bar'),
  },
  {
    slug: 'dynamic-loading',
    theme: 'waiting',
    difficulty: 1,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Dynamic Loading' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `const example = page.getByTestId('challenge-dynamic-loading-1')
await example.getByRole('button', { name: 'Start' }).click()
await expect(page.getByTestId('challenge-dynamic-loading-1-finish')).toBeVisible({ timeout: 10_000 })`,
      cypress: `cy.get('[data-testid=challenge-dynamic-loading-1-start-button]').click()
cy.get('[data-testid=challenge-dynamic-loading-1-finish]', { timeout: 10000 }).should('be.visible')`,
      selenium: `driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-loading-2-start-button']").click()
finish = WebDriverWait(driver, 10).until(
    EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-dynamic-loading-2-finish']")))
assert finish.text == "Hello World!"`,
    },
    load: () => import('../waiting/dynamic-loading'),
  },
  {
    slug: 'dynamic-controls',
    theme: 'waiting',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Dynamic Controls' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `await page.getByRole('button', { name: 'Remove' }).click()
await expect(page.getByTestId('challenge-dynamic-controls-checkbox')).toHaveCount(0)
await page.getByRole('button', { name: 'Enable' }).click()
await page.getByLabel('Text field').fill('hello')`,
      cypress: `cy.contains('button', 'Remove').click()
cy.get('[data-testid=challenge-dynamic-controls-checkbox]').should('not.exist')
cy.contains('button', 'Enable').click()
cy.get('[data-testid=challenge-dynamic-controls-input]').should('be.enabled').type('hello')`,
      selenium: `checkbox = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-checkbox']")
driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-toggle-checkbox-button']").click()
WebDriverWait(driver, 10).until(EC.staleness_of(checkbox))
driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-toggle-input-button']").click()
field = WebDriverWait(driver, 10).until(
    EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-dynamic-controls-input']")))
field.send_keys("hello")`,
    },
    load: () => import('../waiting/dynamic-controls'),
  },
  {
    slug: 'animated-button',
    theme: 'waiting',
    difficulty: 2,
    trips: ['selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Animated Button' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `await page.getByRole('button', { name: 'Start Animation' }).click()
const target = page.getByTestId('challenge-animated-button-target')
await expect(target).not.toHaveClass(/spin/, { timeout: 10_000 })
await target.click()`,
      cypress: `cy.contains('button', 'Start Animation').click()
cy.get('[data-testid=challenge-animated-button-target]', { timeout: 10000 }).should('not.have.class', 'spin').click()`,
      selenium: `driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-animated-button-start-button']").click()
target = driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-animated-button-target']")
WebDriverWait(driver, 10).until(lambda d: "spin" not in target.get_attribute("class"))
target.click()`,
    },
    load: () => import('../waiting/animated-button'),
  },
  {
    slug: 'auto-wait',
    theme: 'waiting',
    difficulty: 3,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Auto Wait' }],
    solvable: true,
    machines: TASK,
    examples: {
      playwright: `await page.getByLabel('Element type').selectOption('input')
for (const state of ['Visible', 'Enabled', 'Editable', 'On top']) await page.getByLabel(state).uncheck()
await page.getByRole('button', { name: 'Apply 3 s' }).click()
await page.getByTestId('challenge-auto-wait-target').fill('waited')
await expect(page.getByTestId('challenge-auto-wait-status')).toHaveText('Text: waited')`,
      cypress: `cy.get('[data-testid=challenge-auto-wait-state-enabled]').uncheck()
cy.contains('button', 'Apply 3 s').click()
cy.get('[data-testid=challenge-auto-wait-target]', { timeout: 5000 }).should('be.enabled').click()
cy.get('[data-testid=challenge-auto-wait-status]').should('have.text', 'Button clicked')`,
      selenium: `driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-state-visible']").click()
driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-apply-3']").click()
WebDriverWait(driver, 5).until(
    EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid='challenge-auto-wait-target']"))).click()`,
    },
    load: () => import('../waiting/auto-wait'),
  },
  {
    slug: 'disappearing-elements',
    theme: 'waiting',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Disappearing Elements' }],
    solvable: true,
    seeded: true,
    examples: {
      playwright: `const gallery = page.getByRole('button', { name: 'Gallery' })
for (let i = 0; i < 10 && (await gallery.count()) === 0; i++) {
  await page.getByRole('button', { name: 'Reload with the next seed' }).click()
  await page.getByRole('navigation', { name: 'Site menu' }).waitFor()
}
await gallery.click()`,
      cypress: `const openGallery = (tries = 10) => cy.get('[data-testid=challenge-disappearing-elements-menu]').then(($nav) => {
  if ($nav.find('[data-testid=challenge-disappearing-elements-item-gallery]').length) return cy.contains('button', 'Gallery').click()
  if (tries === 0) throw new Error('no Gallery in 10 loads')
  cy.contains('button', 'Reload with the next seed').click()
  return openGallery(tries - 1)
})
openGallery()`,
      selenium: `driver.implicitly_wait(0)
for _ in range(10):
    items = driver.find_elements(By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-item-gallery']")
    if items:
        items[0].click()
        break
    driver.find_element(By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-reload-button']").click()
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-testid='challenge-disappearing-elements-menu']")))`,
    },
    load: () => import('../waiting/disappearing-elements'),
  },
  {
    slug: 'shifting-content',
    theme: 'waiting',
    difficulty: 1,
    trips: ['selenium'],
    references: [{ site: 'the-internet', name: 'Shifting Content' }],
    solvable: true,
    seeded: true,
    examples: {
      playwright: `await page.goto('/challenges/shifting-content?mode=random&seed=4242')
await page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('button', { name: 'Gallery' }).click()`,
      cypress: `cy.visit('/challenges/shifting-content?mode=random&seed=4242')
cy.get('[data-testid=challenge-shifting-content-menu]').contains('button', 'Gallery').click()`,
      selenium: `driver.get(BASE + "/challenges/shifting-content?mode=random&seed=4242")
driver.find_element(By.XPATH, "//nav[@aria-label='Shifting menu']//button[normalize-space()='Gallery']").click()`,
    },
    load: () => import('../waiting/shifting-content'),
  },
]
