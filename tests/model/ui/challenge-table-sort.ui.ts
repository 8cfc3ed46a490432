import type { Page } from '@playwright/test'
import { tableSortModel } from '@machines/challenges/challenge-table-sort.model'
import { expect, open, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const HEADER: Record<string, string> = { due: 'Due', last: 'Last Name' }
/** The second table has no id, class or test id: found by its caption, as the guide teaches. */
const table = (page: Page) => page.getByRole('table', { name: 'Example 2' })

const sortedAs = async (context: unknown, page: Page) => {
  const { column, direction } = context as { column: string; direction: string }
  await expect(table(page).getByRole('columnheader', { name: HEADER[column] })).toHaveAttribute('aria-sort', direction)
}

/** The sort state of sortable-tables' second table (goal: Due, largest first). */
export const challengeTableSortUi = uiModel({
  model: tableSortModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/challenges/sortable-tables?seed=7')
  },
  events: {
    'sort.by': async (e, { page }) => {
      await table(page).getByRole('button', { name: HEADER[e.column] }).click()
    },
  },
  states: {
    unsorted: async (_s, { page }) => {
      await expect(table(page).locator('th[aria-sort="none"]')).toHaveCount(5)
    },
    sorted: async (s, { page }) => {
      await sortedAs(s.context, page)
      await expect(page.getByTestId('challenge-sortable-tables-status')).toHaveText('Example 2 is not sorted by Due, largest first yet.')
    },
    goalReached: async (s, { page }) => {
      await sortedAs(s.context, page)
      await expect(page.getByTestId('challenge-solved')).toBeVisible()
    },
  },
})
