import type { ApiDocsContext } from '@machines/api-docs/api-docs.machine'
import { API_DOCS_NOT_A_DOCUMENT, apiDocsModel } from '@machines/api-docs/api-docs.model'
import { expect, open } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the /api-docs model: event → Playwright action, state → assertion. */
export const apiDocsUi = uiModel({
  model: apiDocsModel,
  start: async ({ page }) => {
    await open(page, '/api-docs')
  },
  events: {
    'docs.retry': async (_e, { page }) => page.getByTestId('api-docs-retry-button').click(),
    'docs.filter': async (e, { page }) => page.getByTestId('api-docs-filter-input').fill(e.filter),
  },
  actors: {
    fetchDocument: {
      endpoint: 'GET /openapi.json',
      // The real document for the happy answer; a JSON body that is not OpenAPI for the bad one.
      done: (event) => ((event as { output?: unknown }).output === API_DOCS_NOT_A_DOCUMENT ? { status: 200, body: API_DOCS_NOT_A_DOCUMENT } : null),
      error: () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    },
  },
  states: {
    loading: async (_s, { page }) => {
      await expect(page.getByTestId('api-docs-loading')).toBeVisible()
      await expect(page.getByTestId('api-docs-summary')).toHaveCount(0)
    },
    failed: async (_s, { page }) => {
      await expect(page.getByTestId('api-docs-error')).toContainText('The API document could not be loaded.')
      await expect(page.getByTestId('api-docs-retry-button')).toBeEnabled()
      await expect(page.getByTestId('api-docs-summary')).toHaveCount(0)
    },
    ready: async ({ context }, { page }) => {
      const c = context as ApiDocsContext
      await expect(page.getByTestId('api-docs-error')).toHaveCount(0)
      await expect(page.getByTestId('api-docs-filter-input')).toHaveValue(c.filter)
      await expect(page.getByTestId('api-docs-operation-get-todos')).toBeVisible()
      if (c.filter) await expect(page.getByTestId('api-docs-tag-auth')).toHaveCount(0)
      else await expect(page.getByTestId('api-docs-tag-auth')).toBeVisible()
    },
  },
})
