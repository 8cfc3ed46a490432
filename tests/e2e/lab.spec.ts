/**
 * The state lab: the catalogue, a machine page in en and ko (diagram, state table,
 * test design and an export), the simulator's enabled/disabled events with reasons, undo and
 * reset, axe in light and dark, the largest machines laid out (their time: `npm run bench:lab`), and readable diagrams with
 * human labels (at least 12 px at Fit, tabs on a phone, words instead of internal ids).
 */
import { catalog } from '@machines/catalog'
import { stateTable, testSuites } from '@machines/lab/analysis'
import { buildDiagram } from '@/features/lab/diagram/diagram-model'
import { expectAccessible } from '../fixtures/a11y'
import { expect, expectGuideTestIdsOnPage, open, test } from '../fixtures/app'

const loginModel = catalog.find((m) => m.id === 'login')!

/** The machines with the most states and transitions (nodes + edges of the diagram). */
const LARGEST = catalog
  .map((m) => {
    const d = buildDiagram(m.machine)
    return { id: m.id, size: d.nodes.size + d.edges.length }
  })
  .sort((a, b) => b.size - a.size)
  .slice(0, 3)

test.use({ locale: 'en-US' })

test('the catalogue lists every machine by area with its counts, links and coverage', async ({ page }) => {
  // Some use of the app first: the contact form's coverage rises above zero.
  await open(page, '/contact')
  await page.getByLabel('Name', { exact: true }).fill('Ada')
  await open(page, '/')
  await page.getByTestId('nav-lab-link').click()
  await expect(page).toHaveURL(/\/lab$/)
  await expect(page.getByRole('heading', { level: 1, name: 'State lab' })).toBeVisible()
  for (const model of catalog) await expect(page.getByTestId(`lab-machine-${model.id}`)).toBeVisible()
  await expect(page.locator('[data-testid^="lab-machine-"][data-testid$="-counts"][data-ready="true"]')).toHaveCount(catalog.length, { timeout: 30_000 })
  const login = page.getByTestId('lab-machine-login')
  const table = stateTable(loginModel)
  await expect(login.getByTestId('lab-machine-login-states')).toHaveText(String(table.rows.length))
  await expect(login.getByTestId('lab-machine-login-transitions')).toHaveText(String(table.valid))
  await expect(login.getByTestId('lab-machine-login-invalidCells')).toHaveText(String(table.invalid))
  await expect(login.getByRole('link', { name: '/login' })).toBeVisible()
  await expect(page.getByTestId('lab-overall-coverage')).toHaveAttribute('data-ready', 'true')
  await expect.poll(async () => Number(await page.getByTestId('lab-machine-contact-coverage').getAttribute('data-states'))).toBeGreaterThan(0)
  await login.getByTestId('lab-machine-login-link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()

  // The contact form's coverage on its page: figures, the diagram painted, export and reset.
  await open(page, '/lab/contact?tab=coverage')
  const states = page.getByTestId('lab-coverage-allStates')
  await expect.poll(async () => Number(await states.getAttribute('data-covered'))).toBeGreaterThan(0)
  await expect(page.getByTestId('lab-coverage-diagram').locator('[data-covered="true"]').first()).toBeAttached()
  await expect(page.getByTestId('lab-coverage-diagram').locator('[data-covered="false"]').first()).toBeAttached()
  const json = page.waitForEvent('download')
  await page.getByTestId('lab-coverage-export-button').click()
  expect((await json).suggestedFilename()).toBe('contact-coverage.json')
  await page.getByTestId('lab-coverage-reset-button').click()
  await expect(states).toHaveAttribute('data-covered', '0')

  await open(page, '/lab/no-such-machine')
  await expect(page.getByTestId('lab-not-found')).toBeVisible()
  await page.getByTestId('lab-not-found-back-link').click()
  await expect(page).toHaveURL(/\/lab$/)
})

test('a machine page in English and Korean: diagram, state table, test design and an export', async ({ page }) => {
  test.setTimeout(180_000) // the graph exploration (table, suites) runs in a worker: seconds on a busy machine
  const table = stateTable(loginModel)
  const suites = testSuites(loginModel)
  await open(page, '/lab/login')
  const diagram = page.getByTestId('lab-diagram')
  await expect(diagram).toHaveAttribute('data-layout-state', 'ready', { timeout: 15_000 })
  await expectGuideTestIdsOnPage(page)
  await expect(page).toHaveTitle('Login · State lab · QA Playground')
  for (const state of buildDiagram(loginModel.machine).nodes.values())
    if (state.key) await expect(diagram.getByTestId(`lab-diagram-state-${state.key}`)).toBeAttached()
  await expect(diagram.locator('[data-kind="done"]').first()).toBeAttached()
  // Keyboard: a state takes focus and shows its description; the diagram zooms with + and the buttons.
  await diagram.getByTestId('lab-diagram-state-editing').focus()
  await expect(page.getByTestId('lab-diagram-description')).toContainText('editing')
  const viewport = diagram.locator('[data-viewport]')
  const before = await viewport.getAttribute('transform')
  await page.getByTestId('lab-diagram-svg').focus()
  await page.keyboard.press('+')
  await expect(viewport).not.toHaveAttribute('transform', before!)
  await page.getByTestId('lab-diagram-fit-button').click()
  await expect(viewport).toHaveAttribute('transform', before!)
  const svgDownload = page.waitForEvent('download')
  await page.getByTestId('lab-diagram-download-button').click()
  expect((await svgDownload).suggestedFilename()).toBe('login-state-diagram.svg')

  await page.getByTestId('lab-tab-table').click()
  // The graph exploration runs in a worker: seconds on a busy machine.
  await expect(page.getByTestId('lab-table-counts')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('lab-table-counts')).toHaveAttribute('data-valid', String(table.valid))
  await expect(page.getByTestId('lab-table-counts')).toHaveAttribute('data-invalid', String(table.invalid))
  await expect(page.getByTestId('lab-table').locator('td[data-status="invalid"]')).toHaveCount(table.invalid)

  await page.getByTestId('lab-tab-design').click()
  // The suites are explored when the tab opens (in the worker): seconds on a busy machine.
  await expect(page.getByTestId(`lab-design-${suites[0]!.criterion}-summary`)).toBeVisible({ timeout: 60_000 })
  for (const suite of suites) {
    const summary = page.getByTestId(`lab-design-${suite.criterion}-summary`)
    await expect(summary).toHaveAttribute('data-items', String(suite.items.length))
    await expect(summary).toHaveAttribute('data-cases', String(suite.cases.length))
  }
  const csv = page.waitForEvent('download')
  await page.getByTestId('lab-design-zeroSwitch-csv-button').click()
  expect((await csv).suggestedFilename()).toBe('login-zeroSwitch.csv')
  const spec = page.waitForEvent('download')
  await page.getByTestId('lab-design-zeroSwitch-playwright-button').click()
  const specFile = await spec
  expect(specFile.suggestedFilename()).toBe('login.zeroSwitch.spec.ts')
  const { readFile } = await import('node:fs/promises')
  const specText = await readFile((await specFile.path())!, 'utf8')
  // Self-contained (tests/unit/lab-export-standalone.test.ts checks the imports; CI runs such specs outside the repository).
  expect(specText.trimEnd()).toMatch(/LAB_TITLE, LAB_CASES, \{ baseURL: LAB_BASE_URL \}\);$/)
  expect(specText).toContain(`const LAB_BASE_URL = ${JSON.stringify(new URL(page.url()).origin)}`)
  expect([...specText.matchAll(/^import .* from ["'](.+)["']/gm)].map((m) => m[1])).toEqual(['@playwright/test'])
  const run = page.getByTestId('lab-design-run')
  await expect(run.getByTestId('lab-design-run-command')).toHaveText([
    'npm init -y && npm i -D @playwright/test',
    'npx playwright install chromium   # or use your own: export PLAYWRIGHT_CHROMIUM_EXECUTABLE=/usr/bin/chromium',
    `BASE_URL=${new URL(page.url()).origin} npx playwright test login.zeroSwitch.spec.ts`,
  ])

  await page.getByTestId('header-language-select').selectOption('ko')
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('lab-tab-design')).toHaveText('테스트 설계')
  await expect(page.getByTestId('lab-design-zeroSwitch')).toContainText('커버리지 항목')
  await expect(page.getByTestId('lab-design-run')).toContainText('빈 폴더')
  await page.getByTestId('lab-tab-simulator').click()
  await expect(page.getByTestId('lab-sim-event-email.change')).toContainText('이메일 입력')

  await open(page, '/lab/login?exam=1')
  await expect(page.getByTestId('lab-tab-diagram')).toBeVisible()
  await expect(page.getByTestId('lab-tab-design')).toHaveCount(0)
})

test('the simulator enables accepted events, disables refused ones with the reason, undoes and resets', async ({ page }) => {
  await open(page, '/lab/login?tab=simulator')
  const state = page.getByTestId('lab-sim-state')
  const initial = (await state.textContent()) ?? ''
  const accept = page.getByTestId('lab-sim-event-terms.accept')
  await expect(accept).toBeDisabled()
  await expect(page.getByTestId('lab-sim-event-terms.accept-reason')).toHaveText('No transition for this event in this state')
  const email = page.getByTestId('lab-sim-event-email.change-2')
  await expect(email).toBeEnabled()
  await email.click()
  await expect(page.getByTestId('lab-sim-path-step')).toHaveCount(1)
  await expect(page.getByTestId('lab-sim-diagram').locator('[data-last="true"]')).toHaveCount(1)
  await page.getByTestId('lab-sim-event-password.change-2').click()
  await expect(page.getByTestId('lab-sim-path-step')).toHaveCount(2)
  await page.getByTestId('lab-sim-undo-button').click()
  await expect(page.getByTestId('lab-sim-path-step')).toHaveCount(1)
  await page.getByTestId('lab-sim-reset-button').click()
  await expect(page.getByTestId('lab-sim-path-empty')).toBeVisible()
  await expect(state).toHaveText(initial)
  await expect(page.getByTestId('lab-sim-undo-button')).toBeDisabled()

  // A guard that is false with this context: selecting the tab that is already active.
  await open(page, '/lab/playgroundTabs?tab=simulator')
  const refused = page.locator('[data-testid^="lab-sim-event-"][data-reason="guard"]').first()
  await expect(refused).toContainText('Guard false with this context: another tab (otherTab)')
})

// Six page loads and axe runs each (axe takes seconds on the catalogue): two tests, so the two workers share them.
test('axe finds no serious or critical violation on /lab, in light and dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await open(page, '/lab')
  await expect(page.locator('[data-testid^="lab-machine-"][data-testid$="-counts"][data-ready="true"]')).toHaveCount(catalog.length, { timeout: 30_000 })
  await expectAccessible(page, '/lab')
})

test('axe finds no serious or critical violation on every tab of a machine page, in light and dark', async ({ page }) => {
  test.setTimeout(150_000)
  await page.emulateMedia({ colorScheme: 'light' })
  // One page load, then the tabs as a learner switches them (each tab's deep link ?tab=: the simulator test and the visual sweeps).
  await open(page, '/lab/bankingTransfer')
  for (const tab of ['diagram', 'simulator', 'table', 'design', 'coverage']) {
    if (tab !== 'diagram') await page.getByTestId(`lab-tab-${tab}`).click()
    await expect(page.getByTestId(`lab-panel-${tab}`)).toBeVisible()
    if (tab === 'diagram') await expect(page.getByTestId('lab-diagram')).toHaveAttribute('data-layout-state', 'ready', { timeout: 15_000 })
    await expectAccessible(page, `/lab/bankingTransfer ${tab}`)
  }
})

// How fast they lay out is measured by `npm run bench:lab` (budget 500 ms), not by a timed test.
test(`the largest machines (${LARGEST.map((m) => m.id).join(', ')}) lay out and report their layout time, at 320 px without horizontal overflow`, async ({ page }) => {
  for (const { id } of LARGEST) {
    await open(page, `/lab/${id}`)
    const diagram = page.getByTestId('lab-diagram')
    await expect(diagram).toHaveAttribute('data-layout-state', 'ready', { timeout: 15_000 })
    expect(Number(await diagram.getAttribute('data-layout-ms')), id).toBeGreaterThan(0)
  }

  await page.setViewportSize({ width: 320, height: 720 })
  const noOverflow = async (where: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, where).toBeLessThanOrEqual(0)
  }
  await open(page, '/lab')
  await noOverflow('/lab')
  // The largest machine's page, then its table and simulator tabs as a learner switches them.
  await open(page, `/lab/${LARGEST[0]!.id}`)
  await noOverflow(`/lab/${LARGEST[0]!.id}`)
  for (const tab of ['table', 'simulator']) {
    await page.getByTestId(`lab-tab-${tab}`).click()
    await expect(page.getByTestId(`lab-panel-${tab}`)).toBeVisible()
    await noOverflow(`/lab/${LARGEST[0]!.id} ${tab}`)
  }
})

test('readable diagrams and human labels: 12 px text at Fit filling the panel, wrapped tabs on a phone, words instead of ids', async ({ page }) => {
  test.setTimeout(240_000) // many page loads; the graph exploration runs in a worker
  /** The smallest text of the diagram on screen, px (font size × the viewport's scale), and the share of the panel's width it covers. */
  const measure = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid="lab-diagram-viewport"]')!.getBoundingClientRect()
      const drawn = document.querySelector('[data-testid="lab-diagram"] [data-viewport]')!.getBoundingClientRect()
      const sizes = [...document.querySelectorAll('[data-testid="lab-diagram"] svg text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).getScreenCTM()?.a ?? 1))
      return { minFont: Math.min(...sizes), used: (Math.min(drawn.right, box.right) - Math.max(drawn.left, box.left)) / box.width }
    })
  // Each machine loaded once: the diagram at Fit, then its other tabs as a learner switches them.
  for (const id of ['login', 'bookingWizard', 'kanbanBoard']) {
    await open(page, `/lab/${id}`)
    await expect(page.getByTestId('lab-diagram')).toHaveAttribute('data-layout-state', 'ready', { timeout: 20_000 })
    await page.getByTestId('lab-diagram-fit-button').click()
    const { minFont, used } = await measure()
    expect(minFont, id).toBeGreaterThanOrEqual(12)
    expect(used, id).toBeGreaterThan(0.8)
    if (id === 'login') {
      // Words, with the id in small code type after them.
      await page.getByTestId('lab-tab-simulator').click()
      await expect(page.getByTestId('lab-sim-state')).toContainText('Editing')
      await page.getByTestId('lab-sim-event-email.change-2').click()
      await expect(page.getByTestId('lab-sim-last')).toContainText('Editing:')
      // The state table says it scrolls sideways; the test design shows one suite at a time.
      await page.getByTestId('lab-tab-table').click()
      await expect(page.getByTestId('lab-table-scroll-hint')).toBeVisible({ timeout: 60_000 })
      await page.getByTestId('lab-tab-design').click()
      await expect(page.getByTestId('lab-design-zeroSwitch-table')).toBeVisible({ timeout: 60_000 })
      await expect(page.getByTestId('lab-design-oneSwitch-table')).toHaveCount(0)
      await page.getByTestId('lab-design-oneSwitch-trigger').click()
      await expect(page.getByTestId('lab-design-oneSwitch-table')).toBeVisible()
      await expect(page.getByTestId('lab-design-zeroSwitch-table')).toHaveCount(0)
    }
    if (id === 'bookingWizard') {
      // The booking wizard's first step is above its last one (top to bottom) or left of it.
      const service = await page.getByTestId('lab-diagram-state-service').boundingBox()
      const details = await page.getByTestId('lab-diagram-state-details').boundingBox()
      expect(service!.y < details!.y || service!.x < details!.x).toBe(true)
      // A timestamp in a sample payload reads as a date.
      await page.getByTestId('lab-tab-simulator').click()
      await expect(page.getByTestId('lab-sim-events')).not.toContainText(/\d{10,}/)
    }
    if (id === 'kanbanBoard') {
      // "Board: Load the board → Loading users", not "kanbanBoard.idle board.load #0" alone.
      await page.getByTestId('lab-tab-coverage').click()
      await expect(page.getByTestId('lab-coverage-uncovered-transitions').locator('li').first()).toContainText(/\S: \S/)
    }
  }

  // A phone: every tab is on screen (the bar wraps), text stays readable, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/lab/login')
  await expect(page.getByTestId('lab-diagram')).toHaveAttribute('data-layout-state', 'ready', { timeout: 20_000 })
  for (const tab of ['diagram', 'simulator', 'table', 'design', 'coverage']) await expect(page.getByTestId(`lab-tab-${tab}`)).toBeInViewport({ ratio: 1 })
  expect((await measure()).minFont).toBeGreaterThanOrEqual(12)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
