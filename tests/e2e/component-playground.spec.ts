/**
 * Component playground (/playground, docs/spec/3-playground.md "Component playground", §4, §5, §8, §9): the testing
 * guide, the test form (every input type, messages word for word, password strength, file
 * rules, success), buttons, counter, modal, tooltip, tabs, accordion, drag and drop (mouse and
 * keyboard), the data table (filter, sort, pages, edit, delete), alerts and loading states,
 * navigation; in Korean and in the dark theme.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, expectGuideTestIdsOnPage, openSignedIn, storedState, test, toast } from '../fixtures/app'
import { expectAccessible } from '../fixtures/a11y'

test.describe.configure({ mode: 'parallel' })

const MB5 = 5 * 1024 * 1024
const FILE_TYPE_MESSAGE = 'Invalid file type. Allowed types: .pdf, .jpg, .png, .doc, .docx, .txt'

async function openPlayground(page: Page) {
  await openSignedIn(page, '/playground')
  await expect(page.getByRole('heading', { level: 1, name: 'Component playground' })).toBeVisible()
}

const form = (page: Page) => page.getByRole('form', { name: 'Test form' })
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit', exact: true })
const fileInput = (page: Page) => form(page).getByLabel('File', { exact: true })
const file = (name: string, size: number) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(size, 1) })

/** Drags with the mouse in small steps, as a user does (the pointer sensor starts after 5 px). */
async function mouseDrag(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded()
  const from = (await source.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await page.mouse.up()
}

const tableIds = (page: Page) => page.getByTestId('playground-table').locator('tbody tr td:first-child')
const pageInfo = (page: Page) => page.getByTestId('playground-table-page-info')

test.describe('layout and testing guide', () => {
  test('back button, title, and a guide that lists only test ids present on the page', async ({ page }) => {
    await openPlayground(page)
    await expect(page.getByTestId('qa-back-button')).toHaveAttribute('href', '/qa')
    const guide = page.getByTestId('guide-panel')
    await expect(guide.getByRole('heading', { level: 2 })).toHaveText('Component playground testing guide')
    await expect(guide.getByRole('heading', { level: 3, name: 'Test scenarios (11)' })).toBeVisible()
    const difficulties = await guide.locator('[data-difficulty]').evaluateAll((els) => els.map((e) => e.getAttribute('data-difficulty')))
    expect(difficulties).toHaveLength(11)
    expect(new Set(difficulties)).toEqual(new Set(['easy', 'medium', 'hard']))
    await expect(guide.getByTestId('guide-tips').getByRole('listitem')).toHaveCount(7)
    await expect(guide.getByTestId('guide-tips')).toContainText('Selenium drag and drop: the one-call drag_and_drop / dragAndDrop does nothing here')
    await expect(guide.getByTestId('guide-tips')).toContainText("Selenium file upload: find the file input (data-testid=\"playground-file-input\") and send_keys the file's absolute path")
    const ids = await expectGuideTestIdsOnPage(page)
    expect(ids).toEqual(expect.arrayContaining(['playground-form', 'playground-file-input', 'playground-dnd-dropzone', 'playground-table-filter', 'playground-progress', 'qa-back-button']))
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('scenarios expand one at a time; the guide closes and reopens', async ({ page }) => {
    await openPlayground(page)
    const first = page.getByTestId('guide-scenario-form-required-toggle')
    const second = page.getByTestId('guide-scenario-password-strength-toggle')
    await expect(page.getByTestId('guide-scenario-form-required-body')).toHaveCount(0)
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    const body = page.getByTestId('guide-scenario-form-required-body')
    await expect(body.getByRole('listitem')).toHaveText([
      'Leave every field of the test form empty.',
      'Click Submit.',
      'Read the messages under Text, Email, Password, Select and the terms checkbox.',
      'Tick "I accept the terms and conditions".',
    ])
    await expect(page.getByTestId('guide-scenario-form-required-expected')).toContainText("'Please fix all errors before submitting'")
    await second.click()
    await expect(body).toHaveCount(0)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByTestId('guide-scenario-password-strength-expected')).toHaveText(
      "The meter reads 'Password strength: Weak', then 'Password strength: Medium', then 'Password strength: Strong' (data-strength weak, medium, strong).",
    )
    await second.click()
    await expect(page.getByTestId('guide-scenario-password-strength-body')).toHaveCount(0)

    await second.click()
    await page.getByRole('button', { name: 'Close testing guide' }).click()
    await expect(page.getByTestId('guide-panel')).toHaveCount(0)
    const reopen = page.getByRole('button', { name: 'Show testing guide' })
    await expect(reopen).toBeFocused()
    await reopen.click()
    await expect(page.getByTestId('guide-panel')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close testing guide' })).toBeFocused()
    await expect(page.getByTestId('guide-scenario-password-strength-body')).toBeVisible()
  })
})

test.describe('test form', () => {
  test('form messages: empty submit, password strength, e-mail format', async ({ page }) => {
    await openPlayground(page)
    await test.step('an empty submit shows every message word for word; ticking the terms clears its message', async () => {
      await expect(page.getByText('This field is required', { exact: true })).toHaveCount(0)
      await submit(page).click()
      await expect(page.getByTestId('playground-form-error')).toHaveText('Please fix all errors before submitting')
      await expect(toast(page, 'Please fix all errors before submitting')).toHaveAttribute('data-type', 'error')
      await expect(page.getByTestId('playground-text-error')).toHaveText('This field is required')
      await expect(page.getByTestId('playground-email-error')).toHaveText('Email is required')
      await expect(page.getByTestId('playground-password-error')).toHaveText('Password is required')
      await expect(page.getByTestId('playground-select-error')).toHaveText('Please select an option')
      await expect(page.getByTestId('playground-terms-error')).toHaveText('You must accept the terms')
      await expect(textbox(page, 'Text')).toHaveAttribute('aria-invalid', 'true')
      // Optional fields carry no message.
      await expect(textbox(page, 'Phone')).not.toHaveAttribute('aria-invalid', 'true')

      await form(page).getByRole('checkbox', { name: 'I accept the terms and conditions' }).check()
      await expect(page.getByTestId('playground-terms-error')).toHaveCount(0)
      await expect(page.getByText('You must accept the terms', { exact: true })).toHaveCount(0)
      await textbox(page, 'Text').fill('Ada')
      await expect(page.getByTestId('playground-text-error')).toBeHidden()
      await expect(page.getByTestId('playground-form-error')).toBeVisible()
    })
    await test.step('password strength: weak under 6, strong with 8+ and uppercase, digit and !@#$%^&*, otherwise medium', async () => {
      const password = form(page).getByLabel('Password', { exact: true })
      const meter = page.getByTestId('playground-password-strength')
      await expect(meter).toHaveCount(0)
      for (const [value, level] of [
        ['abc', 'Weak'],
        ['Ab1!x', 'Weak'],
        ['abcdef', 'Medium'],
        ['Abcde1!', 'Medium'],
        ['Passw0rd', 'Medium'],
        ['passw0rd!', 'Medium'],
        ['Passw0rd?', 'Medium'],
        ['Passw0rd!', 'Strong'],
        ['ABCDEFG1*', 'Strong'],
      ] as const) {
        await password.fill(value)
        await expect(page.getByTestId('playground-password-strength-text'), value).toHaveText(`Password strength: ${level}`)
        await expect(meter).toHaveAttribute('data-strength', level.toLowerCase())
      }
      await password.fill('')
      await expect(meter).toHaveCount(0)
    })
    await test.step("e-mail format: 'Invalid email format' until the address is complete", async () => {
      await textbox(page, 'Email').fill('tester@example')
      await submit(page).click()
      await expect(page.getByTestId('playground-email-error')).toHaveText('Invalid email format')
      await textbox(page, 'Email').fill('tester example.com')
      await expect(page.getByTestId('playground-email-error')).toHaveText('Invalid email format')
      await textbox(page, 'Email').fill('')
      await expect(page.getByTestId('playground-email-error')).toHaveText('Email is required')
      await textbox(page, 'Email').fill('tester@example.com')
      await expect(page.getByTestId('playground-email-error')).toBeHidden()
    })
  })

  test('file rules: wrong type and 5MB files are rejected with messages and toasts; an allowed file is kept', async ({ page }) => {
    await openPlayground(page)
    await expect(fileInput(page)).toHaveAttribute('accept', '.pdf,.jpg,.png,.doc,.docx,.txt')
    await fileInput(page).setInputFiles(file('tool.exe', 10))
    await expect(page.getByTestId('playground-file-error')).toHaveText(FILE_TYPE_MESSAGE)
    await expect(toast(page, 'Invalid file type')).toHaveAttribute('data-type', 'error')
    await expect(toast(page, 'Invalid file type').getByTestId('toast-description')).toHaveText(FILE_TYPE_MESSAGE)
    await expect(fileInput(page)).toHaveValue('')
    await expect(page.getByTestId('playground-file-name')).toHaveCount(0)

    await fileInput(page).setInputFiles(file('big.pdf', MB5))
    await expect(page.getByTestId('playground-file-error')).toHaveText('File size must be less than 5MB')
    await expect(toast(page, 'File too large')).toBeVisible()
    await expect(toast(page, 'File too large').getByTestId('toast-description')).toHaveText('File size must be less than 5MB')
    await expect(fileInput(page)).toHaveValue('')

    await fileInput(page).setInputFiles(file('almost.PDF', MB5 - 1))
    await expect(page.getByTestId('playground-file-error')).toBeHidden()
    await expect(page.getByTestId('playground-file-name')).toHaveText('Selected file: almost.PDF (5.0 MB)')

    await fileInput(page).setInputFiles(file('notes.txt', 2048))
    await expect(page.getByTestId('playground-file-name')).toHaveText('Selected file: notes.txt (2.0 KB)')
    await page.getByTestId('playground-file-clear-button').click()
    await expect(page.getByTestId('playground-file-name')).toHaveCount(0)
    await expect(fileInput(page)).toHaveValue('')
  })

  test('a valid submit shows the success toast and the submitted values; editing hides them; reset empties the form', async ({ page }) => {
    await openPlayground(page)
    const f = form(page)
    await textbox(page, 'Text').fill('Ada Tester')
    await textbox(page, 'Email').fill('ada@example.com')
    await f.getByLabel('Password', { exact: true }).fill('Passw0rd!')
    await f.getByRole('spinbutton', { name: 'Number' }).fill('42')
    await textbox(page, 'Phone').fill('010-1234-5678')
    await textbox(page, 'Website').fill('https://example.com')
    await f.getByRole('searchbox', { name: 'Search' }).fill('playwright')
    await f.getByLabel('Date', { exact: true }).fill('2030-01-02')
    await f.getByLabel('Time', { exact: true }).fill('13:45')
    await f.getByLabel('Color', { exact: true }).fill('#ff0000')
    await f.getByRole('combobox', { name: 'Select' }).selectOption({ label: 'Option 2' })
    await fileInput(page).setInputFiles(file('cv.pdf', 1000))
    const range = f.getByRole('slider', { name: 'Range' })
    await expect(range).toHaveValue('50')
    await expect(page.getByTestId('playground-range-value')).toHaveText('Value: 50')
    await range.fill('80')
    await expect(page.getByTestId('playground-range-value')).toHaveText('Value: 80')
    await expect(range).toHaveAttribute('min', '0')
    await expect(range).toHaveAttribute('max', '100')
    await textbox(page, 'Comments').fill('Line one\nLine two')
    await expect(f.getByRole('radio', { name: 'Option 1' })).toBeChecked()
    await f.getByRole('radio', { name: 'Option 3' }).check()
    await expect(f.getByRole('radio', { name: 'Option 1' })).not.toBeChecked()
    await f.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check()
    await submit(page).click()

    const done = toast(page, 'Form submitted successfully!')
    await expect(done).toHaveAttribute('data-type', 'success')
    await expect(done.getByTestId('toast-description')).toHaveText('Text: Ada Tester · Email: ada@example.com · Select: Option 2 · Range: 80')
    const panel = page.getByTestId('playground-form-success')
    await expect(panel).toContainText('Form submitted successfully!')
    const expected: Record<string, string> = {
      text: 'Ada Tester',
      email: 'ada@example.com',
      password: '(hidden, 9 characters)',
      number: '42',
      tel: '010-1234-5678',
      url: 'https://example.com',
      search: 'playwright',
      date: '2030-01-02',
      time: '13:45',
      color: '#ff0000',
      select: 'Option 2',
      file: 'cv.pdf',
      range: '80',
      textarea: 'Line one\nLine two',
      terms: 'Yes',
      radio: 'Option 3',
    }
    for (const [field, value] of Object.entries(expected)) await expect(page.getByTestId(`playground-success-${field}`), field).toHaveText(value)
    await expect(page.getByTestId('playground-form-error')).toHaveCount(0)

    await textbox(page, 'Comments').fill('Changed')
    await expect(panel).toHaveCount(0)

    await f.getByRole('button', { name: 'Reset form' }).click()
    await expect(textbox(page, 'Text')).toHaveValue('')
    await expect(f.getByRole('combobox', { name: 'Select' })).toHaveValue('')
    await expect(range).toHaveValue('50')
    await expect(f.getByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeChecked()
    await expect(f.getByRole('radio', { name: 'Option 1' })).toBeChecked()
    await expect(fileInput(page)).toHaveValue('')
  })
})

test.describe('buttons and interactive elements', () => {
  // The loading button (spinner, "Loading…", disabled and busy for 2 s, then "Loading complete" and enabled again):
  // tests/model/playground-buttons.model.spec.ts (loading.start → loading → after 2 s → idle) and machines/playground/playground-buttons.machine.test.ts.
  // Counter (increment, decrement below zero, reset): machines/playground/playground-counter.machine.test.ts and
  // tests/model/playground-counter.model.spec.ts (each button, the value shown after it).
  test('buttons, modal and tooltip', async ({ page }) => {
    await openPlayground(page)
    // The modal step comes before any button toast: it asserts that no toast is shown.
    await test.step('tooltip shows while hovering', async () => {
      const tooltip = page.getByRole('tooltip', { name: 'This is a tooltip' })
      await expect(tooltip).toBeHidden()
      const trigger = page.getByRole('button', { name: 'Hover me' })
      await trigger.hover()
      await expect(tooltip).toBeVisible()
      await expect(trigger).toHaveAccessibleDescription('This is a tooltip')
      await page.mouse.move(0, 0)
      await expect(tooltip).toBeHidden()
    })
    await test.step('modal: Cancel and Escape close without effect; Confirm closes with a toast', async () => {
      const openButton = page.getByRole('button', { name: 'Open modal' })
      const dialog = page.getByRole('dialog', { name: 'Confirm action' })
      await openButton.click()
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      await openButton.click()
      await expect(dialog).toBeVisible()
      // Escape reaches the dialog once it holds the focus (as a user's key would after it opened).
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await openButton.click()
      await dialog.getByRole('button', { name: 'Close dialog' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('toast')).toHaveCount(0)
      await openButton.click()
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      await expect(dialog).toBeHidden()
      await expect(toast(page, 'Action confirmed')).toHaveAttribute('data-type', 'success')
    })
    await test.step('the one aria-disabled-only button: Playwright reads it disabled, yet a (forced) click reaches its handler; the guide explains each tool', async () => {
      const section = page.getByRole('region', { name: 'Buttons' })
      const aria = section.getByTestId('playground-aria-disabled-button')
      await expect(aria).toHaveText('aria-disabled button')
      await expect(aria).toHaveAttribute('aria-disabled', 'true')
      await expect(aria).not.toHaveAttribute('disabled')
      await expect(aria).toBeDisabled()
      // The real disabled button next to it, for comparison.
      await expect(section.getByRole('button', { name: 'Disabled', exact: true })).toHaveAttribute('disabled', '')
      const clicks = page.getByTestId('playground-aria-disabled-clicks')
      await expect(clicks).toHaveText('Clicks that reached the handler: 0')
      await aria.click({ force: true })
      await aria.click({ force: true })
      await expect(clicks).toHaveText('Clicks that reached the handler: 2')
      await page.getByTestId('guide-scenario-aria-disabled-toggle').click()
      const expected = page.getByTestId('guide-scenario-aria-disabled-expected')
      await expect(expected).toContainText('Playwright toBeDisabled() passes')
      await expect(expected).toContainText('Selenium is_enabled() returns true and element_to_be_clickable passes')
      await expect(expected).toContainText('Cypress be.disabled fails')
      await expect(expected).toContainText('A click still fires')
    })
    await test.step('each button toasts (danger as an error); disabled cannot be pressed', async () => {
      const section = page.getByRole('region', { name: 'Buttons' })
      for (const [name, type] of [
        ['Primary', 'info'],
        ['Secondary', 'info'],
        ['Success', 'success'],
        ['Warning', 'warning'],
        ['Danger', 'error'],
      ] as const) {
        await section.getByRole('button', { name, exact: true }).click()
        await expect(toast(page, `${name} button clicked`), name).toHaveAttribute('data-type', type)
      }
      const disabled = section.getByRole('button', { name: 'Disabled', exact: true })
      await expect(disabled).toBeDisabled()
      await disabled.click({ force: true })
      await expect(page.getByTestId('toast-title').filter({ hasText: 'Disabled' })).toHaveCount(0)
    })
  })

  test('tabs: one active at a time; accordion: one open at a time, clicking the open one closes it', async ({ page }) => {
    await openPlayground(page)
    const tab = (name: string) => page.getByRole('tab', { name })
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true')
    // One panel is visible once the switch settled (the old one is hidden a frame after the new one shows).
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toHaveText('Overview content: one tab is active at a time. The active tab has aria-selected="true".')
    await tab('Details').click()
    await expect(tab('Details')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'false')
    await expect(tab('Settings')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toHaveText('Details content: only the active tab\'s panel is visible.')
    await tab('Details').press('ArrowRight')
    await expect(tab('Settings')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toHaveText('Settings content: use the arrow keys to move between tabs.')

    const item = (name: string) => page.getByRole('button', { name })
    const q1 = 'What is QA testing?'
    const q2 = 'Why automate tests?'
    for (const q of [q1, q2, 'What is a test id?']) await expect(item(q)).toHaveAttribute('aria-expanded', 'false')
    await item(q1).click()
    await expect(item(q1)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Quality assurance testing checks that software works as specified before users rely on it.')).toBeVisible()
    await item(q2).click()
    await expect(item(q2)).toHaveAttribute('aria-expanded', 'true')
    await expect(item(q1)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('Quality assurance testing checks that software works as specified before users rely on it.')).toBeHidden()
    await item(q2).click()
    await expect(item(q2)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('Automated tests run the same checks quickly and reliably on every change.')).toBeHidden()
  })
})

test.describe('drag and drop', () => {
  test('mouse: an item dropped on the drop zone moves there; dropped elsewhere it stays; reset restores', async ({ page }) => {
    await openPlayground(page)
    const list = page.getByTestId('playground-dnd-list')
    const zone = page.getByTestId('playground-dnd-dropzone')
    await expect(list.getByRole('listitem')).toHaveText(['Item 1', 'Item 2', 'Item 3', 'Item 4'])
    await expect(page.getByTestId('playground-dnd-dropzone-hint')).toHaveText('Drag items here')

    await mouseDrag(page, page.getByTestId('playground-dnd-item-1'), zone)
    await expect(toast(page, 'Item 1 dropped')).toBeVisible()
    await expect(page.getByTestId('playground-dnd-dropped-item-1')).toHaveText('Item 1')
    await expect(list.getByRole('listitem')).toHaveText(['Item 2', 'Item 3', 'Item 4'])
    await expect(page.getByTestId('playground-dnd-dropped-count')).toHaveText('1')

    // Dropped back on the list: nothing moves.
    await mouseDrag(page, page.getByTestId('playground-dnd-item-3'), page.getByTestId('playground-dnd-item-4'))
    await expect(list.getByRole('listitem')).toHaveText(['Item 2', 'Item 3', 'Item 4'])
    await expect(zone.getByRole('listitem')).toHaveText(['Item 1'])

    await mouseDrag(page, page.getByTestId('playground-dnd-item-4'), zone)
    await expect(zone.getByRole('listitem')).toHaveText(['Item 1', 'Item 4'])

    await page.getByTestId('playground-dnd-reset').click()
    await expect(list.getByRole('listitem')).toHaveText(['Item 1', 'Item 2', 'Item 3', 'Item 4'])
    await expect(zone.getByRole('listitem')).toHaveCount(0)
    await expect(page.getByTestId('playground-dnd-dropped-count')).toHaveText('0')
  })

  test('keyboard: Space picks up, the right arrow moves over the drop zone, Space drops; Escape cancels', async ({ page }) => {
    await openPlayground(page)
    const list = page.getByTestId('playground-dnd-list')
    const zone = page.getByTestId('playground-dnd-dropzone')
    const item2 = page.getByRole('button', { name: 'Item 2' })
    await expect(item2).toHaveAttribute('aria-roledescription', 'draggable')
    await item2.focus()
    await page.keyboard.press('Space')
    await expect(page.getByTestId('playground-dnd')).toHaveAttribute('data-dragging', 'item-2')
    await page.keyboard.press('ArrowRight')
    await expect(zone).toHaveAttribute('data-over', 'true')
    await page.keyboard.press('Space')
    await expect(toast(page, 'Item 2 dropped')).toBeVisible()
    await expect(zone.getByRole('listitem')).toHaveText(['Item 2'])
    await expect(list.getByRole('listitem')).toHaveText(['Item 1', 'Item 3', 'Item 4'])

    // Escape cancels; the left arrow moves back over the list, where a drop changes nothing.
    const item3 = page.getByRole('button', { name: 'Item 3' })
    await item3.focus()
    await page.keyboard.press('Space')
    await expect(page.getByTestId('playground-dnd')).toHaveAttribute('data-dragging', 'item-3')
    await page.keyboard.press('ArrowRight')
    await expect(zone).toHaveAttribute('data-over', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('playground-dnd')).not.toHaveAttribute('data-dragging')
    await item3.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('playground-dnd')).toHaveAttribute('data-dragging', 'item-3')
    await page.keyboard.press('ArrowRight')
    await expect(zone).toHaveAttribute('data-over', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(zone).not.toHaveAttribute('data-over')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('playground-dnd')).not.toHaveAttribute('data-dragging')
    await expect(list.getByRole('listitem')).toHaveText(['Item 1', 'Item 3', 'Item 4'])
    await expect(zone.getByRole('listitem')).toHaveText(['Item 2'])
  })
})

test.describe('data table', () => {
  test("3 rows per page, 'Page X of Y', previous and next disabled at the ends; the filter goes back to page 1", async ({ page }) => {
    await openPlayground(page)
    const prev = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    const filter = page.getByRole('searchbox', { name: 'Filter by name or email' })
    await expect(tableIds(page)).toHaveText(['1', '2', '3'])
    await expect(pageInfo(page)).toHaveText('Page 1 of 2')
    await expect(prev).toBeDisabled()
    await expect(next).toBeEnabled()
    await next.click()
    await expect(tableIds(page)).toHaveText(['4', '5', '6'])
    await expect(pageInfo(page)).toHaveText('Page 2 of 2')
    await expect(next).toBeDisabled()
    await expect(prev).toBeEnabled()

    await filter.fill('e')
    await expect(pageInfo(page)).toHaveText('Page 1 of 2')
    await expect(tableIds(page)).toHaveText(['1', '2', '3'])
    await next.click()
    await filter.fill('SON')
    await expect(pageInfo(page)).toHaveText('Page 1 of 1')
    await expect(page.getByTestId('playground-table').locator('tbody tr td:nth-child(2)')).toHaveText(['Bob Johnson', 'Charlie Wilson'])
    await expect(prev).toBeDisabled()
    await expect(next).toBeDisabled()
    await filter.fill('alice@')
    await expect(tableIds(page)).toHaveText(['4'])
    await filter.fill('zzz')
    await expect(page.getByTestId('playground-table-empty')).toHaveText('No matching rows')
    await expect(pageInfo(page)).toHaveText('Page 1 of 1')
    await filter.fill('')
    await expect(pageInfo(page)).toHaveText('Page 1 of 2')
  })

  test('sorts by id, name, email and status in both directions, with aria-sort', async ({ page }) => {
    await openPlayground(page)
    const header = (name: string) => page.getByTestId('playground-table').getByRole('columnheader', { name })
    const sort = (name: string) => header(name).getByRole('button')
    for (const name of ['ID', 'Name', 'Email', 'Status']) await expect(header(name)).toHaveAttribute('aria-sort', 'none')
    const cases = [
      ['ID', ['1', '2', '3'], ['6', '5', '4']],
      ['Name', ['4', '3', '5'], ['1', '2', '6']],
      ['Email', ['4', '3', '5'], ['1', '2', '6']],
      ['Status', ['1', '3', '4'], ['5', '2', '6']],
    ] as const
    for (const [name, ascending, descending] of cases) {
      await test.step(name, async () => {
        await sort(name).click()
        await expect(header(name)).toHaveAttribute('aria-sort', 'ascending')
        await expect(tableIds(page)).toHaveText([...ascending])
        await sort(name).click()
        await expect(header(name)).toHaveAttribute('aria-sort', 'descending')
        await expect(tableIds(page)).toHaveText([...descending])
        for (const other of ['ID', 'Name', 'Email', 'Status'].filter((n) => n !== name)) await expect(header(other)).toHaveAttribute('aria-sort', 'none')
      })
    }
    await expect(page.getByTestId('playground-table').locator('tbody tr td:nth-child(4)')).toHaveText(['Inactive', 'Inactive', 'Active'])
  })

  test('delete removes the row with an error toast; the page shrinks back; reset restores the six rows', async ({ page }) => {
    await openPlayground(page)
    await page.getByRole('button', { name: 'Delete John Doe' }).click()
    const deleted = toast(page, 'Row deleted')
    await expect(deleted).toHaveAttribute('data-type', 'error')
    await expect(deleted.getByTestId('toast-description')).toHaveText('John Doe was removed from the table')
    await expect(page.getByTestId('playground-table-row-1')).toHaveCount(0)
    await expect(tableIds(page)).toHaveText(['2', '3', '4'])
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(tableIds(page)).toHaveText(['5', '6'])
    await page.getByTestId('playground-table-delete-5').click()
    await page.getByTestId('playground-table-delete-6').click()
    await expect(pageInfo(page)).toHaveText('Page 1 of 1')
    await expect(tableIds(page)).toHaveText(['2', '3', '4'])
    await page.getByRole('button', { name: 'Reset table' }).click()
    await expect(tableIds(page)).toHaveText(['1', '2', '3'])
    await expect(pageInfo(page)).toHaveText('Page 1 of 2')
  })

  test('edit changes name, e-mail and status inline; Save waits for valid values; Cancel discards', async ({ page }) => {
    await openPlayground(page)
    await page.getByRole('button', { name: 'Edit Jane Smith' }).click()
    const name = page.getByRole('textbox', { name: 'Name of row 2' })
    const email = page.getByRole('textbox', { name: 'Email of row 2' })
    const save = page.getByTestId('playground-table-save-2')
    await expect(name).toHaveValue('Jane Smith')
    await expect(email).toHaveValue('jane@example.com')
    // The rest of the table waits.
    await expect(page.getByRole('searchbox', { name: 'Filter by name or email' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Edit John Doe' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(page.getByTestId('playground-table-editing-note')).toHaveText('Save or cancel the edit to use the rest of the table.')

    await name.fill('')
    await expect(page.getByTestId('playground-table-row-2-name-error')).toHaveText('This field is required')
    await expect(save).toBeDisabled()
    await name.fill('Jane Doe')
    await email.fill('jane@')
    await expect(page.getByTestId('playground-table-row-2-email-error')).toHaveText('Invalid email format')
    await email.fill('')
    await expect(page.getByTestId('playground-table-row-2-email-error')).toHaveText('Email is required')
    await expect(save).toBeDisabled()
    await email.fill('jane.doe@example.com')
    await page.getByRole('combobox', { name: 'Status of row 2' }).selectOption({ label: 'Active' })
    await expect(save).toBeEnabled()
    await save.click()
    const saved = toast(page, 'Row updated')
    await expect(saved).toHaveAttribute('data-type', 'success')
    await expect(saved.getByTestId('toast-description')).toHaveText('Jane Doe was saved')
    await expect(page.getByTestId('playground-table-row-2-name')).toHaveText('Jane Doe')
    await expect(page.getByTestId('playground-table-row-2-email')).toHaveText('jane.doe@example.com')
    await expect(page.getByTestId('playground-table-row-2-status')).toHaveText('Active')

    await page.getByRole('button', { name: 'Edit John Doe' }).click()
    await page.getByRole('textbox', { name: 'Name of row 1' }).fill('Someone Else')
    await page.getByRole('button', { name: 'Cancel editing John Doe' }).click()
    await expect(page.getByTestId('playground-table-row-1-name')).toHaveText('John Doe')
    await expect(page.getByRole('searchbox', { name: 'Filter by name or email' })).toBeEnabled()
  })
})

test('alerts, the 75% progress bar, spinner, skeleton, breadcrumb and navigation links', async ({ page }) => {
  await openPlayground(page)
  for (const [type, text] of [
    ['info', 'InfoThis is an informational message.'],
    ['success', 'SuccessYour changes have been saved.'],
    ['warning', 'WarningPlease review the highlighted fields.'],
    ['error', 'ErrorSomething went wrong. Please try again.'],
  ] as const) {
    await expect(page.getByTestId(`playground-alert-${type}`)).toHaveText(text)
    await expect(page.getByTestId(`playground-alert-${type}`)).toHaveAttribute('data-status', type)
  }
  const progress = page.getByRole('progressbar', { name: 'Upload progress' })
  await expect(progress).toHaveAttribute('aria-valuenow', '75')
  await expect(page.getByTestId('playground-progress-value')).toHaveText('75%')
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible()
  await expect(page.getByTestId('playground-skeleton')).toHaveAttribute('aria-busy', 'true')

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(breadcrumb.getByRole('link', { name: 'QA Hub' })).toHaveAttribute('href', '/qa')
  await expect(breadcrumb.getByText('Component playground')).toHaveAttribute('aria-current', 'page')

  const sections = page.getByRole('navigation', { name: 'Page sections' })
  await sections.getByRole('link', { name: 'Data table' }).click()
  await expect(page).toHaveURL(/\/playground#playground-section-table$/)
  await expect(page.getByRole('region', { name: 'Data table' })).toBeInViewport()
  await breadcrumb.getByRole('link', { name: 'QA Hub' }).click()
  await expect(page).toHaveURL(/\/qa$/)
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })
  test('labels and messages are in Korean', async ({ page }) => {
    await openSignedIn(page, '/playground')
    await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 플레이그라운드' })).toBeVisible()
    await expect(page.getByTestId('guide-panel').getByRole('heading', { level: 2 })).toHaveText('컴포넌트 플레이그라운드 테스트 가이드')
    const f = page.getByRole('form', { name: '테스트 폼' })
    await expect(f.getByRole('textbox', { name: '텍스트', exact: true })).toBeVisible()
    await expect(f.getByRole('checkbox', { name: '이용약관에 동의합니다' })).toBeVisible()
    await f.getByRole('button', { name: '제출' }).click()
    await expect(page.getByTestId('playground-form-error')).toHaveText('제출하기 전에 모든 오류를 수정해 주세요')
    await expect(page.getByTestId('playground-text-error')).toHaveText('필수 입력 항목입니다')
    await expect(page.getByTestId('playground-email-error')).toHaveText('이메일을 입력해 주세요')
    await expect(page.getByTestId('playground-password-error')).toHaveText('비밀번호를 입력해 주세요')
    await expect(page.getByTestId('playground-select-error')).toHaveText('옵션을 선택해 주세요')
    await expect(page.getByTestId('playground-terms-error')).toHaveText('약관에 동의해야 합니다')
    await f.getByLabel('비밀번호', { exact: true }).fill('Passw0rd!')
    await expect(page.getByTestId('playground-password-strength-text')).toHaveText('비밀번호 강도: 강함')
    await f.getByLabel('파일', { exact: true }).setInputFiles(file('tool.exe', 10))
    await expect(toast(page, '허용되지 않는 파일 형식')).toBeVisible()
    await expect(page.getByTestId('playground-file-error')).toHaveText('허용되지 않는 파일 형식입니다. 허용 형식: .pdf, .jpg, .png, .doc, .docx, .txt')
    await expect(pageInfo(page)).toHaveText('2페이지 중 1페이지')
    // Korean sample rows with the same ids; the Korean guide's filter "jun" finds 김민준 and 정하준.
    await expect(page.getByTestId('playground-table-row-1')).toContainText('김민준')
    await expect(page.getByTestId('playground-table-row-1')).toContainText('minjun.kim@example.com')
    await page.getByTestId('playground-table-filter').fill('jun')
    await expect(tableIds(page)).toHaveText(['1', '5'])
    await expect(page.getByTestId('playground-table-row-5')).toContainText('정하준')
    await expect(pageInfo(page)).toHaveText('1페이지 중 1페이지')
    await page.getByTestId('playground-table-filter').fill('')
    await page.getByRole('button', { name: '김민준 삭제' }).click()
    await expect(toast(page, '행이 삭제되었습니다')).toBeVisible()
    await expect(page.getByRole('tab', { name: '상세' })).toBeVisible()
    await expect(page.getByTestId('qa-back-button')).toHaveText('← QA 허브로 돌아가기')
  })
})

test.describe('dark theme', () => {
  test.use({ storageState: storedState({ theme: 'dark' }) })
  test('the playground renders dark', async ({ page }) => {
    await openPlayground(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const section = page.getByTestId('playground-section-form')
    await expect(section).toBeVisible()
    const lum = await section.evaluate((el) => {
      const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+(\.\d+)?/g)!.map(Number)
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
    })
    expect(lum).toBeLessThan(0.3)
    await expect(page.getByTestId('guide-panel')).toBeVisible()
    await expect(page.getByTestId('playground-table')).toBeVisible()
  })
})

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' })
  test('no serious or critical axe violation in light and dark', async ({ page }) => {
    await openSignedIn(page, '/playground')
    await expect(page.getByRole('heading', { level: 1, name: 'Component playground' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expectAccessible(page, '/playground')
  })
})
