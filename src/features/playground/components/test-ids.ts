/**
 * The test ids the component playground's guide lists: each is on the page as soon as it loads
 * (a test checks every one). Ids of things that appear later (messages, the modal, the password
 * meter, toasts) are named in the guide's scenarios instead.
 */
import { ACCORDION_ITEMS } from '@machines/playground/playground-accordion.machine'
import { BUTTON_VARIANTS } from '@machines/playground/playground-buttons.machine'
import { SAMPLE_ROWS, TABLE_COLUMNS } from '@machines/playground/playground-table.machine'
import { DRAG_ITEMS } from '@machines/playground/playground-drag-drop.machine'
import { RADIO_OPTIONS } from '@machines/playground/playground-form.machine'
import { TAB_IDS } from '@machines/playground/playground-tabs.machine'

export const PLAYGROUND_TEST_IDS: readonly string[] = [
  'qa-back-button',
  'playground-title',
  'playground-form',
  ...['text', 'email', 'password', 'number', 'tel', 'url', 'search', 'date', 'time', 'color'].map((f) => `playground-${f}-input`),
  'playground-select',
  'playground-file-input',
  'playground-range-input',
  'playground-range-value',
  'playground-textarea',
  ...RADIO_OPTIONS.map((o) => `playground-radio-${o}`),
  'playground-terms-checkbox',
  'playground-submit-button',
  'playground-reset-button',
  ...BUTTON_VARIANTS.map((v) => `playground-button-${v}`),
  'playground-button-disabled',
  'playground-aria-disabled-button',
  'playground-aria-disabled-clicks',
  'playground-button-loading',
  'playground-counter-value',
  'playground-counter-decrement',
  'playground-counter-increment',
  'playground-counter-reset',
  'playground-modal-open-button',
  'playground-tooltip-trigger',
  'playground-tooltip',
  ...TAB_IDS.map((id) => `playground-tab-${id}`),
  ...TAB_IDS.map((id) => `playground-tab-panel-${id}`),
  ...ACCORDION_ITEMS.map((id) => `playground-accordion-${id}-trigger`),
  'playground-dnd-list',
  ...DRAG_ITEMS.map((id) => `playground-dnd-${id}`),
  'playground-dnd-dropzone',
  'playground-dnd-reset',
  'playground-table-filter',
  'playground-table-reset',
  'playground-table',
  ...TABLE_COLUMNS.map((c) => `playground-table-sort-${c}`),
  ...SAMPLE_ROWS.slice(0, 3).flatMap((r) => [`playground-table-row-${r.id}`, `playground-table-edit-${r.id}`, `playground-table-delete-${r.id}`]),
  'playground-table-prev',
  'playground-table-page-info',
  'playground-table-next',
  'playground-alert-info',
  'playground-alert-success',
  'playground-alert-warning',
  'playground-alert-error',
  'playground-progress',
  'playground-spinner',
  'playground-skeleton',
  'playground-breadcrumb',
  'playground-nav-link-form',
  'playground-nav-link-buttons',
  'playground-nav-link-drag-drop',
  'playground-nav-link-table',
]
