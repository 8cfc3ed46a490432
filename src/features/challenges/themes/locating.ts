/** The "locating" challenges (issue 15): finding the right element when ids, classes, test ids or text cannot be trusted. */
import { TARGET_MATCH_ID } from '../locating/ids'
import type { ChallengeDef } from '../types'

export const locatingChallenges: ChallengeDef[] = [
  {
    slug: 'dynamic-id',
    theme: 'locating',
    difficulty: 1,
    trips: ['selenium', 'cypress'],
    references: [{ site: 'UI Test Automation Playground', name: 'Dynamic ID' }],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `// The id is new on every load: never record it. Locate by role and name.
await page.getByRole('button', { name: 'Button with dynamic ID' }).click()
await expect(page.getByTestId('challenge-dynamic-id-status')).toHaveAttribute('data-solved', 'true')`,
      cypress: `cy.contains('button', 'Button with dynamic ID').click()
cy.get('[data-testid="challenge-dynamic-id-status"]').should('have.attr', 'data-solved', 'true')`,
      selenium: `# By.ID with a recorded value fails on the next load: match the visible text instead
button = driver.find_element(By.XPATH, "//button[normalize-space()='Button with dynamic ID']")
button.click()`,
    },
    load: () => import('../locating/dynamic-id'),
  },
  {
    slug: 'non-breaking-space',
    theme: 'locating',
    difficulty: 1,
    trips: ['selenium', 'cypress'],
    references: [{ site: 'UI Test Automation Playground', name: 'Non-Breaking Space' }],
    solvable: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `// Role names normalise whitespace: U+00A0 matches a plain space
await page.getByRole('button', { name: 'My Button' }).click()`,
      cypress: `// cy.contains() normalises whitespace by default; an exact [text] selector would not
cy.contains('button', 'My Button').click()`,
      selenium: `# //button[text()='My Button'] finds nothing: the space is U+00A0. normalize-space() does not help either;
# match the character itself, or a part of the text
driver.find_element(By.XPATH, "//button[text()='My\\u00a0Button']").click()
driver.find_element(By.XPATH, "//button[contains(., 'My') and contains(., 'Button')]").click()`,
    },
    load: () => import('../locating/non-breaking-space'),
  },
  {
    slug: 'class-attribute',
    theme: 'locating',
    difficulty: 1,
    trips: ['selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Class Attribute' }],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `// A class selector matches whatever the order of the classes
await page.locator('button.btn-primary').click()
await expect(page.getByTestId('challenge-class-attribute-status')).toHaveAttribute('data-solved', 'true')`,
      cypress: `cy.get('button.btn-primary').click()`,
      selenium: `# //button[@class='btn btn-primary'] breaks when the classes are reordered or added to
driver.find_element(By.CSS_SELECTOR, "button.btn-primary").click()
# XPath equivalent: //button[contains(concat(' ', normalize-space(@class), ' '), ' btn-primary ')]`,
    },
    load: () => import('../locating/class-attribute'),
  },
  {
    slug: 'no-test-ids',
    theme: 'locating',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `const task = await page.getByTestId('challenge-area').getByText(/^Delete the row of /).textContent()
const name = task!.replace(/^.*Delete the row of /, '').replace(/\\.$/, '')
const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
await row.getByRole('button', { name: 'Delete' }).click()`,
      cypress: `cy.contains('td', 'Grace Hopper').parent('tr').within(() => {
  cy.contains('button', 'Delete').click()
})`,
      selenium: `row = driver.find_element(By.XPATH, "//tr[td[normalize-space()='Grace Hopper']]")
row.find_element(By.XPATH, ".//button[normalize-space()='Delete']").click()`,
    },
    load: () => import('../locating/no-test-ids'),
  },
  {
    slug: 'challenging-dom',
    theme: 'locating',
    difficulty: 2,
    trips: ['selenium', 'cypress'],
    references: [{ site: 'the-internet', name: 'Challenging DOM' }],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `const table = page.getByTestId('challenge-challenging-dom-table')
const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Phaedrum4', exact: true }) })
await row.getByRole('button', { name: 'edit' }).click()
// The canvas text is not DOM text; this page gives fallback content inside <canvas>
await expect(page.getByTestId('challenge-challenging-dom-canvas')).toHaveText(/^Answer: \\d{5}$/)`,
      cypress: `cy.contains('td', /^Phaedrum4$/).parent('tr').contains('button', 'edit').click()
cy.get('.button.alert').click() // the label changes, the class stays`,
      selenium: `driver.find_element(By.XPATH, "//tr[td[normalize-space()='Phaedrum4']]//button[normalize-space()='edit']").click()
driver.find_element(By.CSS_SELECTOR, ".button.success").click()  # not By.ID: ids change on every click`,
    },
    load: () => import('../locating/challenging-dom'),
  },
  {
    slug: 'shadow-dom',
    theme: 'locating',
    difficulty: 3,
    trips: ['selenium', 'cypress'],
    references: [
      { site: 'UI Test Automation Playground', name: 'Shadow DOM' },
      { site: 'the-internet', name: 'Shadow DOM' },
    ],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `// CSS and test-id locators pierce open shadow roots (not closed ones)
await page.getByTestId('challenge-shadow-dom-generate-button').click()
const guid = await page.getByTestId('challenge-shadow-dom-guid-input').inputValue()
await page.getByTestId('challenge-shadow-dom-answer-input').fill(guid)
await page.getByTestId('challenge-shadow-dom-check-button').click()
// With clipboard permissions: context.grantPermissions(['clipboard-read', 'clipboard-write'])
// then page.evaluate(() => navigator.clipboard.readText())`,
      cypress: `// Cypress does not pierce shadow roots unless asked: .shadow() or includeShadowDom: true
cy.get('[data-testid="challenge-shadow-dom-outer-host"]').shadow()
  .find('[data-testid="challenge-shadow-dom-inner-host"]').shadow()
  .find('[data-testid="challenge-shadow-dom-generate-button"]').click()
cy.get('[data-testid="challenge-shadow-dom-generate-button"]', { includeShadowDom: true }).click()`,
      selenium: `# Selenium 4: element.shadow_root (Python) / getShadowRoot() (Java); inside it, CSS selectors only
outer = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-outer-host"]').shadow_root
inner = outer.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-inner-host"]').shadow_root
inner.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-generate-button"]').click()
guid = inner.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-guid-input"]').get_attribute('value')
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-answer-input"]').send_keys(guid)
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-shadow-dom-check-button"]').click()
// Java: driver.findElement(By.cssSelector("[data-testid=challenge-shadow-dom-outer-host]")).getShadowRoot()
# A closed root returns no shadow_root: it cannot be automated from outside.`,
    },
    load: () => import('../locating/shadow-dom'),
  },
  {
    slug: 'large-dom',
    theme: 'locating',
    difficulty: 2,
    trips: ['selenium'],
    references: [{ site: 'the-internet', name: 'Large & Deep DOM' }],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `// Find the column's index from its header, then the cell in the row with that header
const table = page.getByTestId('challenge-large-dom-table')
const headers = await table.locator('thead th').allTextContents()
const col = headers.indexOf('Column 17')
const value = await table.getByRole('row', { name: /^Row 23 / }).locator('td').nth(col).textContent()
await page.getByTestId('challenge-large-dom-answer-input').fill(value!)`,
      cypress: `cy.get('[data-testid="challenge-large-dom-table"] thead th').then(($th) => {
  const col = [...$th].findIndex((th) => th.textContent === 'Column 17')
  cy.contains('th', /^Row 23$/).parent('tr').find('td').eq(col).invoke('text').then((v) => {
    cy.get('[data-testid="challenge-large-dom-answer-input"]').type(v)
  })
})`,
      selenium: `# One query instead of 2,000 find_element calls; avoid /html/body/div[1]/div[3]/... XPaths
value = driver.execute_script("""
  const t = document.querySelector('[data-testid="challenge-large-dom-table"]');
  const col = [...t.tHead.rows[0].cells].findIndex(c => c.textContent === arguments[1]);
  const row = [...t.tBodies[0].rows].find(r => r.cells[0].textContent === arguments[0]);
  return row.cells[col].textContent;""", 'Row 23', 'Column 17')`,
    },
    load: () => import('../locating/large-dom'),
  },
  {
    slug: 'css-selector-puzzle',
    theme: 'locating',
    difficulty: 3,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [],
    solvable: true,
    seeded: true,
    machines: [TARGET_MATCH_ID],
    examples: {
      playwright: `await page.getByTestId('challenge-css-selector-puzzle-selector-input').fill('ol > li:first-child')
await page.getByTestId('challenge-css-selector-puzzle-check-button').click()
await expect(page.getByTestId('challenge-css-selector-puzzle-result')).toHaveAttribute('data-verdict', 'match')`,
      cypress: `cy.get('[data-testid="challenge-css-selector-puzzle-board"]').find('ul > li + li').should('have.length', 5)`,
      selenium: `board = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-css-selector-puzzle-board"]')
items = board.find_elements(By.CSS_SELECTOR, 'article:nth-of-type(2) li:last-child')`,
    },
    load: () => import('../locating/css-selector-puzzle'),
  },
]
