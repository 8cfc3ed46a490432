import { searchSamples } from '@machines/search/search-data'
import { isBlankQuery, type SearchContext } from '@machines/search/search.machine'
import { searchModel } from '@machines/search/search.model'
import { expect, signInViaApi } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const searchUi = uiModel({
  model: searchModel,
  setup: async ({ page }) => {
    await signInViaApi(page, 'demo')
  },
  start: async ({ page }) => {
    await page.goto('/search')
  },
  events: {
    'query.change': async (e, { page }) => page.getByTestId('search-input').fill(e.value),
    // A blank query's button is disabled: the attempt is Enter in the field.
    'search.submit': async (_e, { page, before }) => {
      if (isBlankQuery((before.context as SearchContext).query)) await page.getByTestId('search-input').press('Enter')
      else await page.getByTestId('search-submit-button').click()
    },
  },
  states: {
    idle: async ({ context }, { page }) => {
      const c = context as SearchContext
      await expect(page.getByTestId('search-input')).toHaveValue(c.query)
      await expect(page.getByTestId('search-searching')).toHaveCount(0)
      const submit = page.getByTestId('search-submit-button')
      if (isBlankQuery(c.query)) await expect(submit).toBeDisabled()
      else await expect(submit).toBeEnabled()
      if (c.blankAttempt) await expect(page.getByTestId('search-error')).toHaveText('Please enter a search term.')
      else await expect(page.getByTestId('search-error')).toHaveCount(0)
      if (isBlankQuery(c.query) && !c.blankAttempt) await expect(page.getByTestId('search-submit-hint')).toHaveText('Still needed: a search term')
      if (c.searched === null) {
        await expect(page.getByTestId('search-idle')).toBeVisible()
        return
      }
      const results = searchSamples(c.searched)
      if (results.length === 0) {
        await expect(page.getByTestId('search-no-results')).toHaveText(`No results found for "${c.searched}".`)
        await expect(page.getByTestId('search-results')).toHaveCount(0)
      } else {
        await expect(page.getByTestId('search-result-count')).toHaveText(`${results.length} ${results.length === 1 ? 'result' : 'results'} for "${c.searched}"`)
        await expect(page.getByTestId('search-results').locator(':scope > li')).toHaveCount(results.length)
        for (const r of results) await expect(page.getByTestId(`search-result-${r.id}-link`)).toHaveAttribute('href', r.url)
      }
    },
    searching: async ({ context }, { page }) => {
      const c = context as SearchContext
      await expect(page.getByTestId('search-searching')).toHaveText(`Searching for "${c.searched}"…`)
      await expect(page.getByTestId('search-submit-button')).toBeDisabled()
    },
  },
})
