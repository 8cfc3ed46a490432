import type { Download } from '@playwright/test'
import { visibleTransactions, type BankingTransactionsContext } from '@machines/playground/banking-transactions.machine'
import { bankingTransactionsModel } from '@machines/playground/banking-transactions.model'
import { transactionsCsv } from '@machines/playground/banking-rules'
import { MODEL_TRANSFER } from '@machines/playground/banking-samples'
import { expect, openSignedIn, toast } from '@tests/fixtures/app'
import { transferViaUi } from '@tests/fixtures/banking'
import { uiModel } from '../runtime'

/** A download's content (read through Playwright, no file system module: exported specs import nothing but @playwright/test). */
async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const RANGE_LABEL = { all: 'All time', last7: 'Last 7 days', last30: 'Last 30 days' } as const

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const bankingTransactionsUi = uiModel({
  model: bankingTransactionsModel,
  start: async ({ page }) => {
    await openSignedIn(page, '/qa/banking')
  },
  events: {
    'search.change': async (e, { page }) => page.getByTestId('banking-transaction-search-input').fill(e.value),
    'category.change': async (e, { page }) => page.getByTestId('banking-category-select').selectOption(e.category),
    'range.cycle': async (_e, { page }) => page.getByTestId('banking-date-filter-button').click(),
    'transactions.export': async (_e, { page, before }) => {
      const rows = visibleTransactions(before.context as BankingTransactionsContext)
      if (rows.length === 0) {
        await page.getByTestId('banking-export-button').click()
        await expect(toast(page, 'No transactions to export')).toBeVisible()
        return
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('banking-export-button').click()])
      expect(download.suggestedFilename()).toBe('transactions.csv')
      expect(await downloadedText(download)).toBe(transactionsCsv(rows))
      await expect(toast(page, `Exported ${rows.length} transactions to transactions.csv`).last()).toBeVisible()
    },
    'transactions.record': async (e, { page }) => {
      expect(e).toMatchObject({ accountId: MODEL_TRANSFER.from, description: MODEL_TRANSFER.description, amount: MODEL_TRANSFER.amount })
      await transferViaUi(page, MODEL_TRANSFER.from, MODEL_TRANSFER.to, MODEL_TRANSFER.amountText)
    },
  },
  states: {
    ready: async (s, { page }) => {
      const c = s.context as BankingTransactionsContext
      const rows = visibleTransactions(c)
      await expect(page.getByTestId('banking-transaction-search-input')).toHaveValue(c.query)
      await expect(page.getByTestId('banking-category-select')).toHaveValue(c.category)
      await expect(page.getByTestId('banking-date-filter-button')).toHaveText(`Date: ${RANGE_LABEL[c.range]}`)
      await expect(page.getByTestId('banking-transaction-count')).toHaveText(`Showing ${rows.length} of ${c.transactions.length} transactions`)
      await expect(page.getByTestId('banking-transaction-list').getByRole('listitem')).toHaveCount(rows.length)
      const ids = await page.getByTestId('banking-transaction-list').getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')))
      expect(ids).toEqual(rows.map((r) => `banking-transaction-${r.id}`))
      if (rows.length === 0) await expect(page.getByTestId('banking-transactions-empty')).toHaveText('No transactions match your search')
      else await expect(page.getByTestId('banking-transactions-empty')).toHaveCount(0)
      if (rows[0]) await expect(page.getByTestId(`banking-transaction-${rows[0].id}-description`)).toHaveText(rows[0].description)
    },
  },
})
