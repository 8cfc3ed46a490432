/** The "content and structure" challenges (issue 15): components in ../content, texts in ch-content. */
import type { ChallengeDef } from '../types'

export const contentChallenges: ChallengeDef[] = [
  {
    slug: 'infinite-scroll',
    theme: 'content',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Infinite Scroll' }],
    solvable: true,
    seeded: true,
    machines: ['challengeVisitProgress'],
    examples: {
      playwright: `const paragraphs = page.getByTestId('challenge-infinite-scroll-paragraph')
for (let n = await paragraphs.count(); n < 20; n = await paragraphs.count()) {
  await paragraphs.last().scrollIntoViewIfNeeded()
  await expect(paragraphs).not.toHaveCount(n) // wait for the next one
}`,
      cypress: `const more = (n) => cy.get('[data-testid=challenge-infinite-scroll-paragraph]').then(($p) => {
  if ($p.length >= 20) return
  cy.wrap($p.last()).scrollIntoView()
  cy.get('[data-testid=challenge-infinite-scroll-paragraph]').should('have.length.greaterThan', $p.length).then(() => more())
})
more()`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
P = (By.CSS_SELECTOR, "[data-testid=challenge-infinite-scroll-paragraph]")
while len(driver.find_elements(*P)) < 20:
    n = len(driver.find_elements(*P))
    driver.execute_script("arguments[0].scrollIntoView()", driver.find_elements(*P)[-1])
    WebDriverWait(driver, 5).until(lambda d: len(d.find_elements(*P)) > n)`,
    },
    load: () => import('../content/infinite-scroll'),
  },
  {
    slug: 'dynamic-table',
    theme: 'content',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'UI Test Automation Playground', name: 'Dynamic Table' }],
    solvable: true,
    seeded: true,
    machines: ['challengeAnswerCheck'],
    examples: {
      playwright: `const table = page.getByRole('table', { name: 'Processes' })
const headers = await table.getByRole('columnheader').allTextContents()
const col = headers.indexOf('CPU') // 0 is the Name column (a rowheader in each row)
const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Chrome', exact: true }) })
const cpu = await row.getByRole('cell').nth(col - 1).textContent()
await expect(page.getByTestId('challenge-dynamic-table-label')).toHaveText(\`Chrome CPU: \${cpu}\`)`,
      cypress: `cy.get('[role=columnheader]').then(($h) => {
  const col = [...$h].findIndex((h) => h.innerText === 'CPU')
  cy.contains('[role=row]', 'Chrome').find('[role=cell]').eq(col - 1).invoke('text')
    .then((cpu) => cy.get('[data-testid=challenge-dynamic-table-label]').should('have.text', \`Chrome CPU: \${cpu}\`))
})`,
      selenium: `from selenium.webdriver.common.by import By
headers = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "[role=columnheader]")]
col = headers.index("CPU")  # the Name column is index 0
row = driver.find_element(By.XPATH, "//div[@role='row'][div[@role='rowheader']='Chrome']")
cpu = row.find_elements(By.CSS_SELECTOR, "[role=cell]")[col - 1].text
assert driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-dynamic-table-label]").text == f"Chrome CPU: {cpu}"`,
    },
    load: () => import('../content/dynamic-table'),
  },
  {
    slug: 'sortable-tables',
    theme: 'content',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Sortable Data Tables' }],
    solvable: true,
    seeded: true,
    machines: ['challengeTableSort'],
    examples: {
      playwright: `const table = page.getByRole('table', { name: 'Example 2' }) // no id, class or test id
const due = table.getByRole('button', { name: 'Due' })
await due.click(); await due.click()
await expect(table.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'descending')
const col = (await table.getByRole('columnheader').allTextContents()).indexOf('Due')
const values = (await table.locator('tbody tr').locator(\`td:nth-child(\${col + 1})\`).allTextContents()).map((t) => parseFloat(t.slice(1)))
expect(values).toEqual([...values].sort((a, b) => b - a))`,
      cypress: `cy.contains('table', 'Example 2').as('t')
cy.get('@t').contains('button', 'Due').click().click()
cy.get('@t').contains('th', 'Due').should('have.attr', 'aria-sort', 'descending')`,
      selenium: `from selenium.webdriver.common.by import By
table = driver.find_element(By.XPATH, "//table[caption='Example 2']")
headers = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")]
col = headers.index("Due") + 1
due = table.find_element(By.XPATH, ".//th[normalize-space()='Due']/button")
due.click(); due.click()
values = [float(td.text[1:]) for td in table.find_elements(By.CSS_SELECTOR, f"tbody td:nth-child({col})")]
assert values == sorted(values, reverse=True)`,
    },
    load: () => import('../content/sortable-tables'),
  },
  {
    slug: 'broken-images',
    theme: 'content',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [
      { site: 'the-internet', name: 'Broken Images' },
      { site: 'the-internet', name: 'Status Codes' },
    ],
    solvable: true,
    seeded: true,
    machines: ['challengeAnswerCheck'],
    examples: {
      playwright: `const images = page.getByTestId('challenge-broken-images-images').getByRole('img')
const broken = await images.evaluateAll((els) => els.filter((i) => !(i.complete && i.naturalWidth > 0)).length)`,
      cypress: `cy.get('[data-testid=challenge-broken-images-images] img')
  .then(($imgs) => [...$imgs].filter((i) => i.naturalWidth === 0).length)`,
      selenium: `from selenium.webdriver.common.by import By
imgs = driver.find_elements(By.CSS_SELECTOR, "[data-testid=challenge-broken-images-images] img")
broken = [i for i in imgs if not driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", i)]`,
    },
    load: () => import('../content/broken-images'),
  },
  {
    slug: 'typos',
    theme: 'content',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Typos' }],
    solvable: true,
    seeded: true,
    machines: ['challengeAnswerCheck'],
    examples: {
      playwright: `test(\`typos (seed \${seed})\`, async ({ page }) => {
  await page.goto(\`/challenges/typos?seed=\${seed}\`)
  await expect(page.getByTestId('challenge-typos-line-2')).toHaveText("Sometimes you'll see a typo, other times you won't.")
})`,
      cypress: `cy.get('[data-testid=challenge-typos-line-2]').should('have.text', "Sometimes you'll see a typo, other times you won't.")`,
      selenium: `from selenium.webdriver.common.by import By
line = driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-typos-line-2]").text
assert " ".join(line.split()) == "Sometimes you'll see a typo, other times you won't.", driver.current_url`,
    },
    load: () => import('../content/typos'),
  },
  {
    slug: 'entry-ad',
    theme: 'content',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Entry Ad' }],
    solvable: true,
    machines: ['challengeAdModal'],
    examples: {
      playwright: `const ad = page.getByRole('dialog', { name: 'This is a modal window' })
await expect(ad).toBeVisible()
await ad.getByRole('button', { name: 'Close' }).last().click()
await expect(ad).toBeHidden()`,
      cypress: `cy.get('[role=dialog]').should('be.visible').contains('button', 'Close').click()
cy.get('[role=dialog]').should('not.exist')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.support import expected_conditions as EC
wait = WebDriverWait(driver, 5)
wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-testid=challenge-entry-ad-close-button]"))).click()
wait.until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-entry-ad-modal]")))`,
    },
    load: () => import('../content/entry-ad'),
  },
  {
    slug: 'exit-intent',
    theme: 'content',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Exit Intent' }],
    solvable: true,
    machines: ['challengeAdModal'],
    examples: {
      playwright: `await page.mouse.move(200, 200)
await page.mouse.move(200, -5) // out through the top edge
await expect(page.getByRole('dialog', { name: 'Leaving already?' })).toBeVisible()`,
      cypress: `cy.get('html').trigger('mouseleave', { clientY: -1 })
cy.get('[role=dialog]').should('be.visible')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.support import expected_conditions as EC
# ActionChains cannot leave the window (MoveTargetOutOfBoundsException): dispatch the event
driver.execute_script("document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -1 }))")
WebDriverWait(driver, 5).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=challenge-exit-intent-modal]")))`,
    },
    load: () => import('../content/exit-intent'),
  },
  {
    slug: 'floating-menu',
    theme: 'content',
    difficulty: 1,
    trips: ['selenium'],
    references: [{ site: 'the-internet', name: 'Floating Menu' }],
    solvable: true,
    seeded: true,
    machines: ['challengeVisitProgress'],
    examples: {
      playwright: `await page.mouse.wheel(0, 3000)
const menu = page.getByRole('navigation', { name: 'Sections' })
await expect(menu).toBeInViewport()
await menu.getByRole('link', { name: 'About' }).click()
await expect(page.getByRole('heading', { name: 'About' })).toBeInViewport()`,
      cypress: `cy.scrollTo('bottom')
cy.get('nav[aria-label=Sections]').then(($m) => expect($m[0].getBoundingClientRect().top).to.be.within(0, Cypress.config('viewportHeight')))`,
      selenium: `from selenium.webdriver.common.by import By
driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
menu = driver.find_element(By.CSS_SELECTOR, "[data-testid=challenge-floating-menu-menu]")
rect = driver.execute_script("return arguments[0].getBoundingClientRect()", menu)
assert 0 <= rect["top"] < driver.execute_script("return innerHeight")`,
    },
    load: () => import('../content/floating-menu'),
  },
  {
    slug: 'ab-test',
    theme: 'content',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'A/B Testing' }],
    solvable: true,
    seeded: true,
    examples: {
      playwright: `await context.addCookies([{ name: 'qa_ab_optout', value: 'true', url: 'http://localhost:4173' }])
await page.goto('/challenges/ab-test')
await expect(page.getByRole('heading', { name: 'No A/B Test' })).toBeVisible()`,
      cypress: `cy.setCookie('qa_ab_optout', 'true')
cy.visit('/challenges/ab-test')
cy.contains('h3', 'No A/B Test')`,
      selenium: `from selenium.webdriver.common.by import By
driver.get(BASE + "/about")  # a cookie can only be added for the current domain
driver.add_cookie({"name": "qa_ab_optout", "value": "true", "path": "/"})
driver.get(BASE + "/challenges/ab-test")
assert driver.find_element(By.TAG_NAME, "h3").text == "No A/B Test"`,
    },
    load: () => import('../content/ab-test'),
  },
]
