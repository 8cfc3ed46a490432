/**
 * Banking dashboard (docs/spec/3-playground.md "Banking dashboard", §3, §4, §5, §8, §9): header and name fallback,
 * accounts and selection, totals and credit usage, quick actions, transactions (search, category,
 * date filter, CSV export), bills (pay now, manage, pay bill), spending insights, security
 * (switches, change PIN), the transfer → PIN journey and its effects, Korean won, dark theme.
 */
import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { transactionsCsv } from '@machines/playground/banking-rules'
import { MODEL_DATA } from '@machines/playground/banking-samples'
import { expect, expectGuideTestIdsOnPage, open, openSignedIn, signInViaApi, storedState, test, toast } from '../fixtures/app'
import { expectAccessible } from '../fixtures/a11y'

test.describe.configure({ mode: 'parallel' })

const data = MODEL_DATA

async function openBanking(page: Page) {
  await openSignedIn(page, '/qa/banking')
  await expect(page.getByTestId('banking-page')).toBeVisible()
}

const byId = (page: Page, id: string) => page.getByTestId(id)
const rows = (page: Page) => page.getByTestId('banking-transaction-list').getByRole('listitem')
const rowIds = (page: Page) => rows(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')!.replace('banking-transaction-', '')))
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

async function openTransfer(page: Page) {
  await byId(page, 'banking-quick-action-transfer').click()
  await expect(dialog(page, 'Transfer money')).toBeVisible()
}

async function fillTransfer(page: Page, values: { from?: string; to?: string; amount?: string; memo?: string }) {
  const modal = dialog(page, 'Transfer money')
  if (values.from) await modal.getByLabel('From').selectOption(values.from)
  if (values.to !== undefined) await modal.getByLabel('To').selectOption(values.to)
  if (values.amount !== undefined) await modal.getByLabel('Amount (USD)').fill(values.amount)
  if (values.memo !== undefined) await modal.getByLabel('Memo (optional)').fill(values.memo)
}

async function confirmPin(page: Page, pin: string) {
  const modal = dialog(page, 'Enter your PIN')
  await modal.getByLabel('PIN').fill(pin)
  await modal.getByRole('button', { name: 'Confirm' }).click()
}

async function expectBalances(page: Page, balances: Record<string, string>) {
  for (const [id, text] of Object.entries(balances)) await expect(byId(page, `banking-account-${id}-balance`)).toHaveText(text)
}

async function luminance(locator: Locator): Promise<number> {
  const rgb = await locator.evaluate((el) => getComputedStyle(el).backgroundColor)
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.map(Number) as [number, number, number]
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

test.describe('the dashboard as loaded', () => {
  test('the dashboard as loaded: accounts and totals, the transaction list, insights, quick actions, the header and the guide frame', async ({ page }) => {
    await openBanking(page)
    await test.step('four accounts with masked numbers; checking selected; the total is the non-credit sum', async () => {
      const expected = [
        ['checking', 'Checking Account', '•••• 4521', '$5,432.10'],
        ['savings', 'Savings Account', '•••• 7832', '$15,750.00'],
        ['credit', 'Credit Card', '•••• 9012', '-$1,234.75'],
        ['investment', 'Investment Account', '•••• 3456', '$28,900.50'],
      ] as const
      for (const [id, name, number, balance] of expected) {
        const card = byId(page, `banking-account-${id}`)
        await expect(card).toContainText(name)
        await expect(byId(page, `banking-account-${id}-number`)).toHaveText(number)
        await expect(byId(page, `banking-account-${id}-balance`)).toHaveText(balance)
        await expect(card).toHaveAttribute('aria-pressed', id === 'checking' ? 'true' : 'false')
      }
      // 5,432.10 + 15,750.00 + 28,900.50 (the card is not included)
      await expect(byId(page, 'banking-total-balance')).toHaveText('$50,082.60')
      await expect(byId(page, 'banking-this-month')).toHaveText('+$2,345.67')
      await expect(byId(page, 'banking-last-month')).toHaveText('+$1,890.20')
      await expect(byId(page, 'banking-credit-available')).toHaveText('$8,765.25')
      const bar = page.getByRole('progressbar', { name: 'Credit used' })
      await expect(bar).toHaveAttribute('aria-valuenow', '12.35')
      await expect(bar).toHaveAttribute('data-testid', 'banking-credit-usage-bar')
      await expect(byId(page, 'banking-credit-usage')).toHaveText('12.35% of $10,000.00 used')
    })
    await test.step('the list shows the sample rows newest first with dates, categories, statuses and signed amounts', async () => {
      await expect(byId(page, 'banking-transaction-count')).toHaveText('Showing 12 of 12 transactions')
      expect(await rowIds(page)).toEqual(data.transactions.map((t) => t.id))
      await expect(byId(page, 'banking-transaction-txn-001-status')).toHaveText('Pending')
      await expect(byId(page, 'banking-transaction-txn-001-amount')).toHaveText('-$89.99')
      await expect(byId(page, 'banking-transaction-txn-003-amount')).toHaveText('+$4,250.00')
      await expect(byId(page, 'banking-transaction-txn-003-category')).toHaveText('Income')
      const [y, m, d] = data.today.split('-').map(Number) as [number, number, number]
      await expect(byId(page, 'banking-transaction-txn-001-date')).toHaveText(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(y, m - 1, d)))
    })
    await test.step('spending insights: four bars with percents and the budget warning', async () => {
      for (const [id, name, percent, amount] of [
        ['shopping', 'Shopping', '85', '$425.00 of $500.00'],
        ['food', 'Food & Dining', '53', '$318.60 of $600.00'],
        ['transport', 'Transport', '48', '$142.80 of $300.00'],
        ['utilities', 'Utilities', '51', '$204.55 of $400.00'],
      ] as const) {
        const bar = page.getByRole('progressbar', { name: `${name} budget used` })
        await expect(bar).toHaveAttribute('aria-valuenow', percent)
        await expect(byId(page, `banking-insight-${id}-percent`)).toHaveText(`${percent}%`)
        await expect(byId(page, `banking-insight-${id}-amount`)).toHaveText(amount)
      }
      await expect(byId(page, 'banking-insights-warning')).toHaveText("You've spent 85% of your shopping budget")
    })
    await test.step('six quick actions: transfer and pay-bill open their modals, the others toast', async () => {
      await expect(byId(page, 'banking-quick-actions').getByRole('button')).toHaveText(['Transfer', 'Pay bill', 'Deposit', 'Send money', 'Cards', 'Statements'])
      await byId(page, 'banking-quick-action-transfer').click()
      await expect(dialog(page, 'Transfer money')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog(page, 'Transfer money')).toHaveCount(0)
      await byId(page, 'banking-quick-action-pay-bill').click()
      await expect(dialog(page, 'Pay bill')).toBeVisible()
      await byId(page, 'banking-pay-bill-cancel-button').click()
      for (const [id, message] of [
        ['deposit', 'Mobile check deposit is not available in this demo'],
        ['send-money', 'To send money to a saved payee, use Transfer and pick the payee under To'],
        ['cards', 'Card management is not available in this demo'],
        ['statements', 'Monthly statements are not available in this demo: use Export CSV in Recent transactions'],
      ] as const) {
        await byId(page, `banking-quick-action-${id}`).click()
        await expect(toast(page, message)).toBeVisible()
      }
    })
    await test.step("welcome text with the user's full name, the last login and the header panels", async () => {
      await expect(byId(page, 'banking-welcome-text')).toHaveText('Welcome back, Demo User')
      // Yesterday at 21:14, in the browser's locale format.
      await expect(byId(page, 'banking-last-login')).toHaveText(/^Last login: [A-Z][a-z]{2} \d{1,2}, \d{4}, 9:14\sPM$/)

      await byId(page, 'banking-notifications-button').click()
      const notifications = byId(page, 'banking-notifications-panel')
      await expect(notifications).toBeVisible()
      await expect(notifications.getByTestId('banking-notifications-item')).toHaveCount(3)
      await expect(notifications).toContainText('Your Electric Bill is due in 5 days.')
      await page.keyboard.press('Escape')
      await expect(notifications).toBeHidden()

      await byId(page, 'banking-messages-button').click()
      await expect(byId(page, 'banking-messages-panel').getByTestId('banking-messages-item')).toHaveCount(2)
      await expect(byId(page, 'banking-messages-panel')).toContainText('we will never ask for your PIN')
      await page.keyboard.press('Escape')

      await byId(page, 'banking-settings-button').click()
      await expect(dialog(page, 'Security settings')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog(page, 'Security settings')).toBeHidden()
    })
    await test.step('the frame: back button to /qa, title, guide with the PIN, at least 6 scenarios and the listed test ids', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Banking Dashboard' })).toBeVisible()
      await expect(byId(page, 'qa-back-button')).toHaveAttribute('href', '/qa')
      const guide = byId(page, 'guide-panel')
      await expect(byId(page, 'guide-title')).toHaveText('Testing guide: banking dashboard')
      await expect(byId(page, 'guide-description')).toContainText('The demo PIN is 1234.')
      await expect(byId(page, 'guide-description')).toContainText('leaving the page or reloading restores the sample data')
      const scenarios = byId(page, 'guide-scenarios').locator(':scope > li')
      expect(await scenarios.count()).toBeGreaterThanOrEqual(6)
      for (const id of ['transfer-happy-path', 'wrong-pin', 'transfer-validation', 'search-and-filter', 'export-csv', 'manage-bills', 'security-settings'])
        await expect(byId(page, `guide-scenario-${id}`)).toBeVisible()
      await byId(page, 'guide-scenario-transfer-happy-path-toggle').click()
      await expect(byId(page, 'guide-scenario-transfer-happy-path-body')).toContainText('type 1234')
      await expect(byId(page, 'guide-tips')).toContainText("The demo PIN is 1234; any other PIN gives 'Invalid PIN'.")
      await expect(guide).toContainText('a reload or leaving the page restores the sample data')
      const ids = await expectGuideTestIdsOnPage(page)
      expect(ids).toEqual(expect.arrayContaining(['banking-account-checking', 'banking-export-button', 'banking-2fa-switch', 'banking-quick-action-statements']))
      await byId(page, 'qa-back-button').click()
      await expect(page).toHaveURL(/\/qa$/)
    })
  })

  test('a signed-out visitor is sent to /login', async ({ page }) => {
    await open(page, '/qa/banking')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('header', () => {
  test('the welcome text falls back to the username without a full name, then to the e-mail without a full name and username', async ({ page, sandbox }) => {
    await open(page, '/about')
    await signInViaApi(page)
    for (const [name, user, shown] of [
      ['the username without a full name', { full_name: null, username: 'demo' }, 'Welcome back, demo'],
      ['the e-mail without a full name and username', { full_name: '  ', username: '' }, 'Welcome back, demo@example.com'],
    ] as const) {
      await test.step(`the welcome text falls back to ${name}`, async () => {
        await sandbox.scenario('GET /auth/me', { status: 200, body: { id: 1, email: 'demo@example.com', role: 'user', ...user } })
        await open(page, '/qa/banking')
        await expect(byId(page, 'banking-welcome-text')).toHaveText(shown)
      })
    }
  })

  test('logout really logs out and goes to /login', async ({ page }) => {
    await openBanking(page)
    await byId(page, 'banking-logout-button').click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page, 'You have been logged out.')).toBeVisible()
    await expect(page.getByTestId('login-submit-button')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
    await open(page, '/qa/banking')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('transfer', () => {
  test('a transfer lives in memory (reload), the selected account as source, the form checks and the PIN modal', async ({ page }) => {
    await openBanking(page)
    await test.step('state stays in memory: a reload restores the sample data', async () => {
      await openTransfer(page)
      await fillTransfer(page, { to: 'savings', amount: '1' })
      await byId(page, 'banking-transfer-submit-button').click()
      await confirmPin(page, '1234')
      await expect(byId(page, 'banking-account-checking-balance')).toHaveText('$5,431.10')
      const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => /bank|transaction|bill/i.test(k) && !k.startsWith('qa-guide-')))
      expect(keys).toEqual([])
      await page.reload()
      await expect(byId(page, 'banking-account-checking-balance')).toHaveText('$5,432.10')
      await expect(rows(page)).toHaveCount(12)
    })
    await test.step('selecting an account highlights it (aria-pressed) and makes it the default transfer source; the card falls back to checking', async () => {
      await byId(page, 'banking-account-savings').click()
      await expect(byId(page, 'banking-account-savings')).toHaveAttribute('aria-pressed', 'true')
      await expect(byId(page, 'banking-account-checking')).toHaveAttribute('aria-pressed', 'false')
      await openTransfer(page)
      await expect(dialog(page, 'Transfer money').getByLabel('From')).toHaveValue('savings')
      // The source is not offered as a destination.
      await expect(byId(page, 'banking-transfer-to-select').locator('option[value="savings"]')).toHaveCount(0)
      await byId(page, 'banking-transfer-cancel-button').click()

      await byId(page, 'banking-account-investment').click()
      await byId(page, 'banking-quick-action-pay-bill').click()
      await expect(dialog(page, 'Pay bill').getByLabel('Pay from')).toHaveValue('investment')
      await byId(page, 'banking-pay-bill-cancel-button').click()

      await byId(page, 'banking-account-credit').click()
      await expect(byId(page, 'banking-account-credit')).toHaveAttribute('aria-pressed', 'true')
      await openTransfer(page)
      await expect(byId(page, 'banking-transfer-from-select')).toHaveValue('checking')
      await expect(byId(page, 'banking-transfer-from-select').locator('option')).toHaveText([
        'Checking Account · $5,432.10',
        'Savings Account · $15,750.00',
        'Investment Account · $28,900.50',
      ])
      await byId(page, 'banking-transfer-cancel-button').click()
      await expect(dialog(page, 'Transfer money')).toHaveCount(0)
    })
    await test.step('missing amount or destination → "Please fill all fields"; bad and too large amounts have their messages; the PIN modal stays closed', async () => {
      await openTransfer(page)
      const modal = dialog(page, 'Transfer money')
      await modal.getByRole('button', { name: 'Continue' }).click()
      await expect(toast(page, 'Please fill all fields')).toBeVisible()
      await expect(byId(page, 'banking-transfer-error')).toHaveText('Please fill all fields')

      await fillTransfer(page, { amount: '100' })
      await expect(byId(page, 'banking-transfer-error')).toHaveCount(0)
      await modal.getByRole('button', { name: 'Continue' }).click()
      await expect(byId(page, 'banking-transfer-error')).toHaveText('Please fill all fields')

      await fillTransfer(page, { to: 'savings', amount: '' })
      await modal.getByRole('button', { name: 'Continue' }).click()
      await expect(byId(page, 'banking-transfer-error')).toHaveText('Please fill all fields')

      for (const bad of ['-5', '0', 'abc', '1.234']) {
        await fillTransfer(page, { amount: bad })
        await modal.getByRole('button', { name: 'Continue' }).click()
        await expect(byId(page, 'banking-transfer-error')).toHaveText('Amount must be a positive number with up to 2 decimal places')
      }
      await expect(toast(page, 'Amount must be a positive number with up to 2 decimal places').first()).toBeVisible()

      await fillTransfer(page, { amount: '5432.11' })
      await modal.getByRole('button', { name: 'Continue' }).click()
      await expect(byId(page, 'banking-transfer-error')).toHaveText('Insufficient funds: the Checking Account balance is $5,432.10')
      await expect(toast(page, 'Insufficient funds: the Checking Account balance is $5,432.10')).toBeVisible()
      await expect(dialog(page, 'Enter your PIN')).toHaveCount(0)

      // The whole balance is allowed.
      await fillTransfer(page, { amount: '5432.10' })
      await modal.getByRole('button', { name: 'Continue' }).click()
      await expect(dialog(page, 'Enter your PIN')).toBeVisible()
      await byId(page, 'banking-pin-cancel-button').click()
      await byId(page, 'banking-transfer-cancel-button').click()
      await expect(dialog(page, 'Transfer money')).toHaveCount(0)
    })
    await test.step('PIN: at most 4 characters, only 1234; a wrong PIN → "Invalid PIN" and another try; Escape/cancel returns to the form', async () => {
      await openTransfer(page)
      await fillTransfer(page, { to: 'savings', amount: '10' })
      await byId(page, 'banking-transfer-submit-button').click()
      const pinModal = dialog(page, 'Enter your PIN')
      await expect(pinModal).toBeVisible()
      await expect(pinModal).toHaveAttribute('data-purpose', 'transfer')
      await expect(byId(page, 'banking-pin-text')).toHaveText('Enter your 4-digit PIN to confirm the transfer of $10.00 to Savings Account.')
      const input = pinModal.getByLabel('PIN')
      await expect(input).toHaveAttribute('type', 'password')
      await expect(input).toHaveAttribute('maxlength', '4')
      await input.fill('123456')
      await expect(input).toHaveValue('1234')
      await input.fill('')
      await input.pressSequentially('98765')
      await expect(input).toHaveValue('9876')

      await confirmPin(page, '0000')
      await expect(toast(page, 'Invalid PIN')).toBeVisible()
      await expect(byId(page, 'banking-pin-error')).toHaveText('Invalid PIN')
      await expect(input).toHaveValue('')
      await expect(pinModal).toBeVisible()
      // The transfer modal stays open under the PIN modal (hidden from the accessibility tree while the PIN modal is on top).
      await expect(byId(page, 'banking-transfer-modal')).toBeVisible()
      await input.fill('1')
      await expect(byId(page, 'banking-pin-error')).toHaveCount(0)

      // Escape closes only the PIN modal; the form is as it was.
      await page.keyboard.press('Escape')
      await expect(pinModal).toHaveCount(0)
      await expect(dialog(page, 'Transfer money')).toBeVisible()
      await expect(byId(page, 'banking-transfer-amount-input')).toHaveValue('10')
      await byId(page, 'banking-transfer-submit-button').click()
      await byId(page, 'banking-pin-cancel-button').click()
      await expect(pinModal).toHaveCount(0)
      await expect(byId(page, 'banking-account-checking-balance')).toHaveText('$5,432.10')
    })
  })

  test('PIN 1234 completes a transfer and clears the form; a cancelled draft is kept', async ({ page }) => {
    await openBanking(page)
    await test.step('PIN 1234 completes the transfer: toast, both modals close, balances and the transaction list reflect it, amount and destination clear', async () => {
      await openTransfer(page)
      await fillTransfer(page, { to: 'savings', amount: '100', memo: 'Rent' })
      await byId(page, 'banking-transfer-submit-button').click()
      await confirmPin(page, '1234')

      const done = toast(page, 'Transfer successful')
      await expect(done).toBeVisible()
      await expect(done).toContainText('$100.00 sent from Checking Account to Savings Account')
      await expect(dialog(page, 'Enter your PIN')).toHaveCount(0)
      await expect(dialog(page, 'Transfer money')).toHaveCount(0)
      await expectBalances(page, { checking: '$5,332.10', savings: '$15,850.00', credit: '-$1,234.75', investment: '$28,900.50' })
      // Between own accounts the total and this month's change stay.
      await expect(byId(page, 'banking-total-balance')).toHaveText('$50,082.60')
      await expect(byId(page, 'banking-this-month')).toHaveText('+$2,345.67')

      await expect(rows(page)).toHaveCount(13)
      const first = rows(page).first()
      await expect(first).toHaveAttribute('data-testid', 'banking-transaction-txn-013')
      await expect(first).toHaveAttribute('data-type', 'debit')
      await expect(byId(page, 'banking-transaction-txn-013-description')).toHaveText('Transfer to Savings Account: Rent')
      await expect(byId(page, 'banking-transaction-txn-013-amount')).toHaveText('-$100.00')
      await expect(byId(page, 'banking-transaction-txn-013-status')).toHaveText('Completed')
      await expect(byId(page, 'banking-transaction-count')).toHaveText('Showing 13 of 13 transactions')

      await openTransfer(page)
      await expect(byId(page, 'banking-transfer-to-select')).toHaveValue('')
      await expect(byId(page, 'banking-transfer-amount-input')).toHaveValue('')
      await expect(byId(page, 'banking-transfer-memo-input')).toHaveValue('')
      await expect(byId(page, 'banking-transfer-from-select').locator('option[value="checking"]')).toHaveText('Checking Account · $5,332.10')
      await byId(page, 'banking-transfer-cancel-button').click()
      await expect(dialog(page, 'Transfer money')).toHaveCount(0)
    })
    await test.step('a cancelled draft is kept for the next opening', async () => {
      await openTransfer(page)
      await fillTransfer(page, { to: 'investment', amount: '12.5', memo: 'Later' })
      await byId(page, 'banking-transfer-cancel-button').click()
      await expect(dialog(page, 'Transfer money')).toHaveCount(0)
      await openTransfer(page)
      await expect(byId(page, 'banking-transfer-to-select')).toHaveValue('investment')
      await expect(byId(page, 'banking-transfer-amount-input')).toHaveValue('12.5')
      await expect(byId(page, 'banking-transfer-memo-input')).toHaveValue('Later')
    })
  })

  test('a transfer to a payee lowers the total and this month; one to the card raises the available credit', async ({ page }) => {
    await openBanking(page)
    await openTransfer(page)
    await fillTransfer(page, { from: 'savings', to: 'payee-john', amount: '250.25' })
    await byId(page, 'banking-transfer-submit-button').click()
    await confirmPin(page, '1234')
    await expect(toast(page, 'Transfer successful')).toContainText('$250.25 sent from Savings Account to John Smith (•••• 6789)')
    await expect(byId(page, 'banking-account-savings-balance')).toHaveText('$15,499.75')
    await expect(byId(page, 'banking-total-balance')).toHaveText('$49,832.35')
    await expect(byId(page, 'banking-this-month')).toHaveText('+$2,095.42')
    await expect(byId(page, 'banking-transaction-txn-013-description')).toHaveText('Transfer to John Smith (•••• 6789)')

    await openTransfer(page)
    await fillTransfer(page, { from: 'checking', to: 'credit', amount: '234.75' })
    await byId(page, 'banking-transfer-submit-button').click()
    await confirmPin(page, '1234')
    await expect(byId(page, 'banking-account-credit-balance')).toHaveText('-$1,000.00')
    await expect(byId(page, 'banking-credit-available')).toHaveText('$9,000.00')
    await expect(page.getByRole('progressbar', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', '10')
    await expect(byId(page, 'banking-credit-usage')).toHaveText('10% of $10,000.00 used')
    await expect(byId(page, 'banking-total-balance')).toHaveText('$49,597.60')
    expect((await rowIds(page)).slice(0, 2)).toEqual(['txn-014', 'txn-013'])
  })
})

test.describe('transactions', () => {
  test('search, category, date filter and CSV export of the shown rows', async ({ page }) => {
    await openBanking(page)
    await test.step('case-insensitive description search combined with the category filter; an empty result message', async () => {
      const search = page.getByRole('searchbox', { name: 'Search transactions' })
      const category = page.getByRole('combobox', { name: 'Category' })
      await expect(category.locator('option')).toHaveText(['All categories', 'Shopping', 'Food', 'Transport', 'Entertainment', 'Utilities', 'Income'])
      expect(await category.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['all', 'Shopping', 'Food', 'Transport', 'Entertainment', 'Utilities', 'Income'])

      await search.fill('STAR')
      expect(await rowIds(page)).toEqual(['txn-002'])
      await search.fill('coffee')
      expect(await rowIds(page)).toEqual(['txn-002'])
      await search.fill('')
      await category.selectOption('Food')
      expect(await rowIds(page)).toEqual(['txn-002', 'txn-006'])
      await search.fill('WHOLE')
      expect(await rowIds(page)).toEqual(['txn-006'])
      await expect(byId(page, 'banking-transaction-count')).toHaveText('Showing 1 of 12 transactions')
      await search.fill('netflix')
      await expect(rows(page)).toHaveCount(0)
      await expect(byId(page, 'banking-transactions-empty')).toHaveText('No transactions match your search')
      await category.selectOption('all')
      expect(await rowIds(page)).toEqual(['txn-005'])
      await expect(byId(page, 'banking-transactions-empty')).toHaveCount(0)
      await search.fill('')
      await category.selectOption('Transport')
      expect(await rowIds(page)).toEqual(['txn-004', 'txn-007'])
      await page.getByRole('combobox', { name: 'Category' }).selectOption('all')
      await expect(rows(page)).toHaveCount(12)
    })
    await test.step('the date filter cycles all time → last 7 days → last 30 days → all time, combined with the other filters', async () => {
      const button = byId(page, 'banking-date-filter-button')
      await expect(button).toHaveText('Date: All time')
      await button.click()
      await expect(button).toHaveText('Date: Last 7 days')
      await expect(button).toHaveAccessibleName('Date: Last 7 days. Click for the next range')
      expect(await rowIds(page)).toEqual(['txn-001', 'txn-002', 'txn-003', 'txn-004', 'txn-005', 'txn-006'])
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Utilities')
      await expect(byId(page, 'banking-transactions-empty')).toBeVisible()
      await page.getByRole('combobox', { name: 'Category' }).selectOption('all')
      await button.click()
      await expect(button).toHaveText('Date: Last 30 days')
      await expect(rows(page)).toHaveCount(11)
      await expect(byId(page, 'banking-transaction-txn-012')).toHaveCount(0)
      await button.click()
      await expect(button).toHaveText('Date: All time')
      await expect(rows(page)).toHaveCount(12)
    })
    await test.step('export downloads transactions.csv of the shown rows (header, quoted fields); nothing shown → nothing to export', async () => {
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Income')
      const [download] = await Promise.all([page.waitForEvent('download'), byId(page, 'banking-export-button').click()])
      expect(download.suggestedFilename()).toBe('transactions.csv')
      const csv = readFileSync((await download.path())!, 'utf8')
      const date = (id: string) => data.transactions.find((t) => t.id === id)!.date
      expect(csv).toBe(
        '"ID","Date","Description","Category","Amount","Type","Status"\r\n' +
          `"txn-003","${date('txn-003')}","ACME Corp Payroll","Income","4250.00","credit","completed"\r\n` +
          `"txn-010","${date('txn-010')}","Upwork Payout","Income","850.00","credit","completed"\r\n`,
      )
      await expect(toast(page, 'Exported 2 transactions to transactions.csv')).toBeVisible()

      // Every row, with the filters cleared.
      await page.getByRole('combobox', { name: 'Category' }).selectOption('all')
      const [all] = await Promise.all([page.waitForEvent('download'), byId(page, 'banking-export-button').click()])
      const allCsv = readFileSync((await all.path())!, 'utf8')
      expect(allCsv).toBe(transactionsCsv(data.transactions))
      expect(allCsv.trimEnd().split('\r\n')).toHaveLength(13)
      expect(allCsv).toContain('"City Power & Light","Utilities","124.56","debit","completed"')

      await page.getByRole('searchbox', { name: 'Search transactions' }).fill('zzz')
      let downloaded = false
      page.on('download', () => (downloaded = true))
      await byId(page, 'banking-export-button').click()
      await expect(toast(page, 'No transactions to export')).toBeVisible()
      expect(downloaded).toBe(false)
    })
  })
})

test.describe('bills', () => {
  test('upcoming bills with due dates; pay now prefills the pay-bill modal; paying reduces the balance, adds a transaction and the bill leaves the list', async ({ page }) => {
    await openBanking(page)
    const list = byId(page, 'banking-bill-list')
    await expect(list.locator(':scope > li')).toHaveCount(4)
    await expect(byId(page, 'banking-bill-electric-amount')).toHaveText('$145.30')
    await expect(byId(page, 'banking-bill-internet-autopay')).toHaveText('Auto-pay on')
    await expect(byId(page, 'banking-bill-electric-autopay')).toHaveCount(0)

    await page.getByRole('button', { name: 'Pay now: Electric Bill' }).first().click()
    const modal = dialog(page, 'Pay bill')
    await expect(modal.getByLabel('Biller')).toHaveValue('electric')
    await expect(modal.getByLabel('Biller').locator('option:checked')).toHaveText('Electric Bill')
    await expect(modal.getByLabel('Amount (USD)')).toHaveValue('145.30')
    await expect(modal.getByLabel('Pay from')).toHaveValue('checking')
    await modal.getByRole('button', { name: 'Pay bill' }).click()

    const paid = toast(page, 'Payment successful')
    await expect(paid).toBeVisible()
    await expect(paid).toContainText('$145.30 paid to Electric Bill from Checking Account')
    await expect(modal).toHaveCount(0)
    await expect(byId(page, 'banking-account-checking-balance')).toHaveText('$5,286.80')
    await expect(byId(page, 'banking-total-balance')).toHaveText('$49,937.30')
    await expect(byId(page, 'banking-bill-electric')).toHaveCount(0)
    await expect(list.locator(':scope > li')).toHaveCount(3)
    await expect(byId(page, 'banking-transaction-txn-013-description')).toHaveText('Electric Bill payment')
    await expect(byId(page, 'banking-transaction-txn-013-amount')).toHaveText('-$145.30')
    await expect(byId(page, 'banking-transaction-txn-013-category')).toHaveText('Utilities')
    // Utilities spending grows: 204.55 + 145.30 = 349.85 of 400 → 87%, now warned too.
    await expect(byId(page, 'banking-insight-utilities-percent')).toHaveText('87%')
    await expect(byId(page, 'banking-insights-warning-utilities')).toHaveText("You've spent 87% of your utilities budget")
  })

  test('pay bill needs a biller and an amount; the four billers; amount checks', async ({ page }) => {
    await openBanking(page)
    await byId(page, 'banking-quick-action-pay-bill').click()
    const modal = dialog(page, 'Pay bill')
    const biller = modal.getByLabel('Biller')
    await expect(biller).toHaveValue('')
    await expect(biller.locator('option')).toHaveText(['Select a biller', 'Electric Bill', 'Internet Bill', 'Phone Bill', 'Insurance Bill'])
    const submit = modal.getByRole('button', { name: 'Pay bill' })
    await submit.click()
    await expect(toast(page, 'Please select a biller and enter amount')).toBeVisible()
    await expect(byId(page, 'banking-pay-bill-error')).toHaveText('Please select a biller and enter amount')
    await biller.selectOption('electric')
    await submit.click()
    await expect(byId(page, 'banking-pay-bill-error')).toHaveText('Please select a biller and enter amount')
    await biller.selectOption('')
    await modal.getByLabel('Amount (USD)').fill('20')
    await submit.click()
    await expect(byId(page, 'banking-pay-bill-error')).toHaveText('Please select a biller and enter amount')
    await biller.selectOption('phone')
    await modal.getByLabel('Amount (USD)').fill('-1')
    await submit.click()
    await expect(byId(page, 'banking-pay-bill-error')).toHaveText('Amount must be a positive number with up to 2 decimal places')
    await modal.getByLabel('Amount (USD)').fill('20000')
    await modal.getByLabel('Pay from').selectOption('savings')
    await submit.click()
    await expect(byId(page, 'banking-pay-bill-error')).toHaveText('Insufficient funds: the Savings Account balance is $15,750.00')
    await modal.getByLabel('Amount (USD)').fill('65')
    await submit.click()
    await expect(toast(page, 'Payment successful')).toContainText('$65.00 paid to Phone Bill from Savings Account')
    await expect(byId(page, 'banking-account-savings-balance')).toHaveText('$15,685.00')
    await expect(byId(page, 'banking-bill-phone')).toHaveCount(0)
  })

  test('manage bills: auto-pay messages each time, remove, pay now closes the manage modal and prefills the pay-bill modal', async ({ page }) => {
    await openBanking(page)
    await byId(page, 'banking-manage-bills-button').click()
    const manage = dialog(page, 'Manage bills')
    await expect(manage).toBeVisible()
    const electricAutoPay = manage.getByRole('switch', { name: 'Auto-pay for Electric Bill' })
    await expect(electricAutoPay).toHaveAttribute('aria-checked', 'false')
    await electricAutoPay.click()
    await expect(toast(page, 'Auto-pay enabled for Electric Bill')).toBeVisible()
    await expect(electricAutoPay).toHaveAttribute('aria-checked', 'true')
    await electricAutoPay.click()
    await expect(toast(page, 'Auto-pay disabled for Electric Bill')).toBeVisible()
    await expect(electricAutoPay).toHaveAttribute('aria-checked', 'false')
    await manage.getByRole('switch', { name: 'Auto-pay for Internet Bill' }).click()
    await expect(toast(page, 'Auto-pay disabled for Internet Bill')).toBeVisible()

    await manage.getByRole('button', { name: 'Remove Phone Bill' }).click()
    await expect(toast(page, 'Phone Bill removed from your bills')).toBeVisible()
    await expect(byId(page, 'banking-manage-bill-phone')).toHaveCount(0)
    await expect(manage.getByRole('switch')).toHaveCount(3)

    await manage.getByRole('button', { name: 'Pay now: Insurance Bill' }).click()
    await expect(manage).toHaveCount(0)
    const pay = dialog(page, 'Pay bill')
    await expect(pay.getByLabel('Biller')).toHaveValue('insurance')
    await expect(pay.getByLabel('Amount (USD)')).toHaveValue('189.50')
    await pay.getByRole('button', { name: 'Pay bill' }).click()
    await expect(toast(page, 'Payment successful')).toBeVisible()
    await expect(byId(page, 'banking-account-checking-balance')).toHaveText('$5,242.60')
    await expect(byId(page, 'banking-transaction-txn-013-description')).toHaveText('Insurance Bill payment')
    // Upcoming bills: phone removed, insurance paid; internet's auto-pay is off now.
    await expect(byId(page, 'banking-bill-list').locator(':scope > li')).toHaveCount(2)
    await expect(byId(page, 'banking-bill-internet-autopay')).toHaveCount(0)

    await byId(page, 'banking-manage-bills-button').click()
    await manage.getByRole('button', { name: 'Remove Electric Bill' }).click()
    await manage.getByRole('button', { name: 'Remove Internet Bill' }).click()
    await expect(byId(page, 'banking-manage-bills-empty')).toHaveText('No bills left to manage')
    await byId(page, 'banking-manage-bills-done-button').click()
    await expect(byId(page, 'banking-bills-empty')).toHaveText('No upcoming bills')
  })
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })

  test('Korean labels and won figures (×1300, 0 decimals); Korean messages, amounts typed in whole won', async ({ page }) => {
    await openBanking(page)
    await test.step('Korean labels and won figures (×1300, 0 decimals)', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '뱅킹 대시보드' })).toBeVisible()
      await expect(byId(page, 'banking-welcome-text')).toHaveText('Demo User님, 다시 오신 것을 환영합니다')
      await expect(byId(page, 'banking-total-card')).toContainText('총 잔액')
      await expect(byId(page, 'banking-total-balance')).toHaveText('₩65,107,380')
      await expect(byId(page, 'banking-this-month')).toHaveText('+₩3,049,371')
      await expect(byId(page, 'banking-last-month')).toHaveText('+₩2,457,260')
      await expect(byId(page, 'banking-credit-available')).toHaveText('₩11,394,825')
      await expect(page.getByRole('progressbar', { name: '신용 한도 사용률' })).toHaveAttribute('aria-valuenow', '12.35')
      await expectBalances(page, { checking: '₩7,061,730', savings: '₩20,475,000', credit: '-₩1,605,175', investment: '₩37,570,650' })
      await expect(byId(page, 'banking-account-checking')).toContainText('입출금 계좌')
      await expect(byId(page, 'banking-quick-actions').getByRole('button')).toHaveText(['이체', '청구서 납부', '입금', '송금', '카드', '명세서'])
      await expect(byId(page, 'banking-transaction-txn-002-amount')).toHaveText('-₩7,475')
      // Korean merchants from the first start (the guide's search scenario in Korean: 'gs' finds GS칼텍스 in any case).
      await expect(byId(page, 'banking-transaction-txn-002-description')).toHaveText('스타벅스 강남역점')
      await expect(byId(page, 'banking-transaction-txn-012-description')).toHaveText('KT 인터넷 요금')
      const search = byId(page, 'banking-transaction-search-input')
      await search.fill('gs')
      expect(await rowIds(page)).toEqual(['txn-007'])
      await expect(byId(page, 'banking-transaction-txn-007-description')).toHaveText('GS칼텍스 주유소')
      await byId(page, 'banking-category-select').selectOption('Food')
      await search.fill('넷플릭스')
      await expect(byId(page, 'banking-transactions-empty')).toHaveText('검색 조건에 맞는 거래가 없습니다')
      await byId(page, 'banking-category-select').selectOption('all')
      expect(await rowIds(page)).toEqual(['txn-005'])
      await search.fill('')
      await expect(byId(page, 'banking-bill-electric-amount')).toHaveText('₩188,890')
      await expect(byId(page, 'banking-date-filter-button')).toHaveText('기간: 전체 기간')
      await expect(byId(page, 'banking-insights-warning')).toHaveText('쇼핑 예산의 85%를 사용했습니다')
      await expect(byId(page, 'banking-password-changed')).toHaveText('30일 전')
      await expect(byId(page, 'guide-title')).toHaveText('테스트 가이드: 뱅킹 대시보드')
      await expect(byId(page, 'guide-description')).toContainText('데모 PIN은 1234입니다.')
    })
    await test.step('Korean messages; amounts are typed in whole won', async () => {
      await byId(page, 'banking-quick-action-transfer').click()
      const modal = dialog(page, '이체하기')
      await modal.getByRole('button', { name: '계속' }).click()
      await expect(toast(page, '모든 항목을 입력해 주세요')).toBeVisible()
      await modal.getByLabel('받는 곳').selectOption('savings')
      await modal.getByLabel('금액 (KRW)').fill('12.5')
      await modal.getByRole('button', { name: '계속' }).click()
      await expect(byId(page, 'banking-transfer-error')).toHaveText('금액은 0보다 큰 원 단위 정수로 입력해 주세요')
      await modal.getByLabel('금액 (KRW)').fill('99999999')
      await modal.getByRole('button', { name: '계속' }).click()
      await expect(byId(page, 'banking-transfer-error')).toHaveText('잔액이 부족합니다: 입출금 계좌 잔액은 ₩7,061,730입니다')
      await modal.getByLabel('금액 (KRW)').fill('130000')
      await modal.getByRole('button', { name: '계속' }).click()
      const pin = dialog(page, 'PIN 입력')
      await expect(byId(page, 'banking-pin-text')).toHaveText('저축 계좌(으)로 ₩130,000 이체를 확인하려면 4자리 PIN을 입력하세요.')
      await pin.getByLabel('PIN').fill('0000')
      await pin.getByRole('button', { name: '확인' }).click()
      await expect(toast(page, 'PIN이 올바르지 않습니다')).toBeVisible()
      await pin.getByLabel('PIN').fill('1234')
      await pin.getByRole('button', { name: '확인' }).click()
      await expect(toast(page, '이체가 완료되었습니다')).toBeVisible()
      await expectBalances(page, { checking: '₩6,931,730', savings: '₩20,605,000' })
      await expect(byId(page, 'banking-transaction-txn-013-description')).toHaveText('저축 계좌(으)로 이체')
      await expect(byId(page, 'banking-transaction-txn-013-amount')).toHaveText('-₩130,000')

      // A transfer typed in won that is not a whole number of dollars keeps the won figures exact.
      await byId(page, 'banking-quick-action-transfer').click()
      await expect(modal.getByLabel('받는 곳').locator('option[value="payee-mary"]')).toHaveText('이영희 (•••• 2468)')
      await modal.getByLabel('받는 곳').selectOption('payee-mary')
      await modal.getByLabel('금액 (KRW)').fill('10000')
      await modal.getByRole('button', { name: '계속' }).click()
      await pin.getByLabel('PIN').fill('1234')
      await pin.getByRole('button', { name: '확인' }).click()
      await expect(byId(page, 'banking-account-checking-balance')).toHaveText('₩6,921,730')
      await expect(byId(page, 'banking-transaction-txn-014-description')).toHaveText('이영희 (•••• 2468)(으)로 이체')

      await byId(page, 'banking-bill-insurance-pay-button').click()
      const pay = dialog(page, '청구서 납부')
      await expect(pay.getByLabel('금액 (KRW)')).toHaveValue('246350')
      await pay.getByRole('button', { name: '납부하기' }).click()
      await expect(toast(page, '납부가 완료되었습니다')).toBeVisible()
      await expect(byId(page, 'banking-account-checking-balance')).toHaveText('₩6,675,380')

      await byId(page, 'banking-manage-bills-button').click()
      await page.getByRole('switch', { name: '전기 요금 자동 납부' }).click()
      await expect(toast(page, '전기 요금 자동 납부가 설정되었습니다')).toBeVisible()
      await page.keyboard.press('Escape')
      await page.getByRole('switch', { name: '2단계 인증' }).click()
      await expect(toast(page, '2단계 인증이 비활성화되었습니다')).toBeVisible()
      await byId(page, 'banking-quick-action-pay-bill').click()
      await pay.getByRole('button', { name: '납부하기' }).click()
      await expect(toast(page, '청구 기관을 선택하고 금액을 입력해 주세요')).toBeVisible()
    })
  })
})

test.describe('dark theme', () => {
  test.use({ colorScheme: 'light', storageState: storedState({ theme: 'dark' }) })

  test('renders dark: html.dark, dark panels and readable text', async ({ page }) => {
    await openBanking(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await luminance(byId(page, 'banking-accounts'))).toBeLessThan(0.25)
    expect(await luminance(byId(page, 'banking-security'))).toBeLessThan(0.25)
    const color = await byId(page, 'banking-total-balance').evaluate((el) => getComputedStyle(el).color)
    const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number]
    expect((0.2126 * r + 0.7152 * g + 0.0722 * b) / 255).toBeGreaterThan(0.7)
    await byId(page, 'banking-quick-action-transfer').click()
    expect(await luminance(byId(page, 'banking-transfer-modal'))).toBeLessThan(0.25)
  })
})

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' })
  test('no serious or critical axe violations in light and dark on the page, the transfer + PIN modals, manage bills and security settings', async ({ page }) => {
    await openBanking(page)
    await expectAccessible(page, 'page', { soft: true })
    await openTransfer(page)
    await fillTransfer(page, { to: 'savings', amount: '10' })
    await byId(page, 'banking-transfer-submit-button').click()
    await confirmPin(page, '0000')
    await expectAccessible(page, 'transfer + PIN modals', { soft: true })
    // Escape goes to the topmost dialog that has taken the focus: a key pressed while the PIN dialog is still
    // opening reaches the transfer dialog, which stays open while a PIN is asked for.
    const pin = dialog(page, 'Enter your PIN')
    await page.keyboard.press('Escape')
    await expect(pin).toBeHidden()
    await byId(page, 'banking-transfer-submit-button').click()
    await expect(pin.getByLabel('PIN')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(pin).toBeHidden()
    await expect(dialog(page, 'Transfer money').getByLabel('To')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page, 'Transfer money')).toBeHidden()
    await byId(page, 'banking-manage-bills-button').click()
    await expectAccessible(page, 'manage bills', { soft: true })
    await page.keyboard.press('Escape')
    await byId(page, 'banking-security-settings-button').click()
    await expectAccessible(page, 'security settings', { soft: true })
    await page.keyboard.press('Escape')
    await byId(page, 'banking-quick-action-pay-bill').click()
    await byId(page, 'banking-pay-bill-submit-button').click()
    await expectAccessible(page, 'pay bill', { soft: true })
  })
})
