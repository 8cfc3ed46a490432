import { tableView, type DataTableContext, type TableColumn } from '@machines/playground/playground-table.machine'
import { dataTableModel } from '@machines/playground/playground-table.model'
import { expect, open, signInViaApi, toast } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

const HEADERS: Record<TableColumn, string> = { id: 'ID', name: 'Name', email: 'Email', status: 'Status' }
const STATUS = { active: 'Active', inactive: 'Inactive' } as const

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const playgroundTableUi = uiModel({
  model: dataTableModel,
  setup: async ({ page }) => {
    await signInViaApi(page)
  },
  start: async ({ page }) => {
    await open(page, '/playground')
  },
  events: {
    'filter.change': async (e, { page }) => {
      await page.getByRole('searchbox', { name: 'Filter by name or email' }).fill(e.value)
    },
    'sort.toggle': async (e, { page }) => {
      await page.getByTestId(`playground-table-sort-${e.column}`).click()
    },
    'page.next': async (_e, { page }) => {
      await page.getByTestId('playground-table-next').click()
    },
    'page.previous': async (_e, { page }) => {
      await page.getByTestId('playground-table-prev').click()
    },
    'row.edit': async (e, { page }) => {
      await page.getByTestId(`playground-table-edit-${e.id}`).click()
    },
    'draft.change': async (e, { page, before }) => {
      const id = (before.context as DataTableContext).draft!.id
      await page.getByTestId(`playground-table-row-${id}-${e.field}-input`).fill(e.value)
    },
    'draft.status': async (e, { page, before }) => {
      const id = (before.context as DataTableContext).draft!.id
      await page.getByTestId(`playground-table-row-${id}-status-select`).selectOption(e.status)
    },
    'edit.save': async (_e, { page, before }) => {
      await page.getByTestId(`playground-table-save-${(before.context as DataTableContext).draft!.id}`).click()
    },
    'edit.cancel': async (_e, { page, before }) => {
      await page.getByTestId(`playground-table-cancel-${(before.context as DataTableContext).draft!.id}`).click()
    },
    'row.delete': async (e, { page }) => {
      await page.getByTestId(`playground-table-delete-${e.id}`).click()
    },
    'table.reset': async (_e, { page }) => {
      await page.getByTestId('playground-table-reset').click()
    },
  },
  states: {
    browsing: async ({ context }, { page, before }) => {
      const c = context as DataTableContext
      const view = tableView(c)
      await expect(page.getByTestId('playground-table').locator('tbody tr td:first-child')).toHaveText(view.rows.length ? view.rows.map((r) => String(r.id)) : ['No matching rows'])
      for (const row of view.rows) {
        await expect(page.getByTestId(`playground-table-row-${row.id}-name`)).toHaveText(row.name)
        await expect(page.getByTestId(`playground-table-row-${row.id}-status`)).toHaveText(STATUS[row.status])
      }
      await expect(page.getByTestId('playground-table-page-info')).toHaveText(`Page ${view.page} of ${view.pages}`)
      await expect(page.getByTestId('playground-table-prev')).toBeEnabled({ enabled: view.hasPrevious })
      await expect(page.getByTestId('playground-table-next')).toBeEnabled({ enabled: view.hasNext })
      await expect(page.getByRole('searchbox', { name: 'Filter by name or email' })).toHaveValue(c.filter)
      await expect(page.getByRole('searchbox', { name: 'Filter by name or email' })).toBeEnabled()
      for (const [column, name] of Object.entries(HEADERS)) {
        const sort = c.sort?.column === column ? (c.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
        await expect(page.getByRole('columnheader', { name }), name).toHaveAttribute('aria-sort', sort)
      }
      const was = before.context as DataTableContext
      if (c.rows.length < was.rows.length) await expect(toast(page, 'Row deleted')).toHaveAttribute('data-type', 'error')
      if (was.draft && JSON.stringify(c.rows) !== JSON.stringify(was.rows)) await expect(toast(page, 'Row updated')).toBeVisible()
    },
    editing: async ({ context }, { page }) => {
      const draft = (context as DataTableContext).draft!
      await expect(page.getByTestId(`playground-table-row-${draft.id}`)).toHaveAttribute('data-editing', 'true')
      await expect(page.getByTestId(`playground-table-row-${draft.id}-name-input`)).toHaveValue(draft.name)
      await expect(page.getByTestId(`playground-table-row-${draft.id}-email-input`)).toHaveValue(draft.email)
      await expect(page.getByTestId(`playground-table-row-${draft.id}-status-select`)).toHaveValue(draft.status)
      const nameError = page.getByTestId(`playground-table-row-${draft.id}-name-error`)
      if (draft.name.trim() === '') await expect(nameError).toHaveText('This field is required')
      else await expect(nameError).toHaveCount(0)
      await expect(page.getByTestId(`playground-table-save-${draft.id}`)).toBeEnabled({ enabled: draft.name.trim() !== '' })
      await expect(page.getByRole('searchbox', { name: 'Filter by name or email' })).toBeDisabled()
      await expect(page.getByTestId('playground-table-editing-note')).toBeVisible()
    },
  },
})
