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
]
