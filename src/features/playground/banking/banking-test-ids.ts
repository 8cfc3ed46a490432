/**
 * The test ids the testing guide lists: each is on the page when it loads (modals' ids are
 * named in the guide's steps instead). tests/e2e/banking.spec.ts checks every one exists.
 */
import { ACCOUNT_IDS, BILLER_IDS, INSIGHT_IDS } from '@machines/playground/banking-data'

export const QUICK_ACTIONS = ['transfer', 'pay-bill', 'deposit', 'send-money', 'cards', 'statements'] as const
export type QuickAction = (typeof QUICK_ACTIONS)[number]

export const BANKING_GUIDE_TEST_IDS: readonly string[] = [
  'qa-back-button',
  'banking-welcome-text',
  'banking-last-login',
  'banking-notifications-button',
  'banking-messages-button',
  'banking-settings-button',
  'banking-logout-button',
  ...ACCOUNT_IDS.map((id) => `banking-account-${id}`),
  'banking-total-balance',
  'banking-this-month',
  'banking-last-month',
  'banking-credit-available',
  'banking-credit-usage-bar',
  ...QUICK_ACTIONS.map((id) => `banking-quick-action-${id}`),
  'banking-transaction-search-input',
  'banking-category-select',
  'banking-date-filter-button',
  'banking-export-button',
  'banking-transaction-list',
  'banking-transaction-count',
  ...BILLER_IDS.map((id) => `banking-bill-${id}-pay-button`),
  'banking-manage-bills-button',
  ...INSIGHT_IDS.map((id) => `banking-insight-${id}`),
  'banking-insights-warning',
  'banking-2fa-switch',
  'banking-login-alerts-switch',
  'banking-password-changed',
  'banking-security-settings-button',
]
