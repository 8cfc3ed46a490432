/**
 * Fault injection: the injected fault kinds (5xx, network error, timeout, malformed JSON, empty body)
 * through one screen of each module that calls the API show a translated message, never a raw parser
 * error or a blank area; and the Sandbox controls panel (mode badge, set a fault, warning strip, clear,
 * axe, Korean). Every kind goes through the login screen (its texts differ per kind); every other module
 * takes two kinds through its own error element, and each kind reaches at least two of them: the way
 * from a fault to its translated text is shared code, held kind by kind by src/api/client.test.ts and
 * machines/shared/errors.test.ts.
 * Faults come from `?faults=` on a full load (the shareable link); a timeout fault comes with
 * `clientTimeout=1000` so the app gives up after 1 s instead of 30 s. Search and chat call no API.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { appReady, expect, open, openSignedIn, test } from '../fixtures/app'
import { readLocale } from '../fixtures/failure-text'

type Kind = 'server' | 'network' | 'timeout' | 'malformed' | 'empty'
type Code = 'server' | 'network' | 'timeout' | 'badResponse'

const KINDS: Record<Kind, { option: string; code: Code; name: string }> = {
  server: { option: 'status=500', code: 'server', name: '5xx' },
  network: { option: 'network', code: 'network', name: 'network error' },
  timeout: { option: 'timeout', code: 'timeout', name: 'timeout' },
  malformed: { option: 'malformed', code: 'badResponse', name: 'malformed JSON' },
  empty: { option: 'empty', code: 'badResponse', name: 'empty body' },
}
const ALL_KINDS = Object.keys(KINDS) as Kind[]

const LOCALES = {
  common: readLocale<unknown>('en', 'common'),
  auth: readLocale<unknown>('en', 'auth'),
  calendar: readLocale<unknown>('en', 'calendar'),
  kanban: readLocale<unknown>('en', 'kanban'),
  posts: readLocale<unknown>('en', 'posts'),
  profile: readLocale<unknown>('en', 'profile'),
  todos: readLocale<unknown>('en', 'todos'),
}
/** An English text by namespace and dotted key, e.g. en('common', 'errors.server'). */
function en(namespace: keyof typeof LOCALES, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], LOCALES[namespace])
  if (typeof text !== 'string') throw new Error(`No English text ${namespace}:${key}`)
  return text
}
const common = (code: Code | 'loadFailed') => en('common', `errors.${code}`)

interface ModuleCase {
  module: string
  path: string
  endpoint: string
  /** The element that says what went wrong. */
  testId: string
  expected: (code: Code) => string[]
  signedIn: boolean
  /** What the user does to send the request (loading the page sends it otherwise). */
  act?: (page: Page) => Promise<void>
  /** The fault kinds sent through this screen (all when not given). */
  kinds?: Kind[]
}

const MODULES: ModuleCase[] = [
  {
    module: 'auth (login)',
    path: '/login',
    endpoint: 'POST /auth/login',
    testId: 'login-error-alert',
    signedIn: false,
    expected: (code) => [en('auth', `login.errors.${code === 'badResponse' ? 'server' : code}`)],
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com')
      await page.getByRole('textbox', { name: 'Password' }).fill('Demo1234!')
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
    },
  },
  {
    module: 'account (profile)',
    path: '/profile',
    endpoint: 'PATCH /auth/profile',
    testId: 'notification-dialog-message',
    signedIn: true,
    // The spec's text first (docs/spec/1-shell-and-accounts.md §8), then the reason.
    expected: (code) => [en('profile', 'profile.updateFailed'), common(code)],
    kinds: ['server', 'malformed'],
    act: async (page) => {
      await page.getByTestId('profile-edit-button').click()
      await page.getByRole('textbox', { name: 'Location' }).fill('Busan')
      await page.getByTestId('profile-save-button').click()
    },
  },
  { module: 'posts', path: '/posts', endpoint: 'GET /posts', testId: 'posts-error', signedIn: true, expected: (code) => [en('posts', 'list.loadFailed'), common(code)], kinds: ['network', 'malformed'] },
  { module: 'todos', path: '/todos', endpoint: 'GET /todos', testId: 'todos-error', signedIn: true, expected: (code) => [en('todos', 'errors.fetch'), common(code)], kinds: ['network', 'empty'] },
  {
    module: 'calendar',
    path: '/calendar',
    endpoint: 'GET /calendar/events',
    testId: 'calendar-error',
    signedIn: true,
    expected: (code) => [en('calendar', 'errors.fetchMonth'), common(code)],
    kinds: ['timeout', 'empty'],
  },
  { module: 'kanban', path: '/kanban', endpoint: 'GET /kanban/boards', testId: 'kanban-error', signedIn: true, expected: () => [en('kanban', 'errors.fetchBoards')], kinds: ['server', 'malformed'] },
  {
    module: 'dashboard',
    path: '/dashboard',
    endpoint: 'GET /posts/my',
    testId: 'dashboard-error-text',
    signedIn: true,
    expected: (code) => [code === 'network' || code === 'timeout' ? common(code) : common('loadFailed')],
    kinds: ['timeout', 'server'],
  },
]

/** A path with `?faults=` for one endpoint (a timeout also shortens the client's timeout to 1 s). */
function withFault(path: string, endpoint: string, kind: Kind): string {
  const value = `${endpoint}:${KINDS[kind].option}${kind === 'timeout' ? ';clientTimeout=1000' : ''}`
  return `${path}?faults=${encodeURIComponent(value)}`
}

const RAW = /SyntaxError|Unexpected token|JSON\.parse|undefined|\[object Object\]|is not valid JSON/

/** The fault kinds a module's screen is sent. */
const kindsOf = (m: ModuleCase): Kind[] => m.kinds ?? ALL_KINDS

test.describe('fault kinds on one screen of each module', () => {
  test('every kind reaches the login screen and at least two other modules', () => {
    for (const kind of ALL_KINDS) expect(MODULES.filter((m) => kindsOf(m).includes(kind)).length, kind).toBeGreaterThanOrEqual(3)
  })

  /** The title each module's screen had as a test of its own (now a step's title). */
  const titleOf = (m: ModuleCase) => `${m.module}: ${kindsOf(m).map((k) => KINDS[k].name).join(', ')} show translated messages`

  /** The page errors of the test so far (from before its first load on). */
  function collectPageErrors(page: Page): string[] {
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    return pageErrors
  }

  /** Sends each of the module's fault kinds through its screen; no page error in the test until then. */
  async function faultKindsThrough(page: Page, m: ModuleCase, pageErrors: string[]): Promise<void> {
    for (const kind of kindsOf(m)) {
      await open(page, withFault(m.path, m.endpoint, kind))
      await m.act?.(page)
      const message = page.getByTestId(m.testId).first()
      for (const text of m.expected(KINDS[kind].code)) await expect(message, `${m.module} / ${kind}`).toContainText(text)
      await expect(message).not.toContainText(RAW)
      // The strip says faults are on, on this page too.
      await expect(page.getByTestId('sandbox-fault-strip')).toBeVisible()
    }
    expect(pageErrors).toEqual([])
  }

  for (const m of MODULES.filter((m) => !m.signedIn)) {
    test(titleOf(m), async ({ page }) => {
      await faultKindsThrough(page, m, collectPageErrors(page))
    })
  }

  // The signed-in screens, a few to a test (one sign-in each; every ?faults= load replaces the faults of the one before,
  // client timeout included: mocks/browser.ts). Two tests, so that neither comes near the minute a test may take.
  const signedIn = MODULES.filter((m) => m.signedIn)
  const [first, second] = [signedIn.slice(0, 2), signedIn.slice(2)]

  test(`signed in: ${first.map((m) => m.module).join(', ')}: their fault kinds show translated messages`, async ({ page }) => {
    const pageErrors = collectPageErrors(page)
    await openSignedIn(page, '/about')
    for (const m of first) await test.step(titleOf(m), () => faultKindsThrough(page, m, pageErrors))
  })

  // The Sandbox controls panel's journey first: it starts on /todos with no fault and ends with none (nor latency).
  test(`signed in: the Sandbox controls panel, then ${second.map((m) => m.module).join(', ')}: their fault kinds show translated messages`, async ({ page }) => {
    await openSignedIn(page, '/todos')
    await test.step(PANEL_TITLE, () => sandboxControlsPanel(page))
    const pageErrors = collectPageErrors(page)
    for (const m of second) await test.step(titleOf(m), () => faultKindsThrough(page, m, pageErrors))
  })
})

/** The Sandbox controls panel's test until it was merged (its journey, on /todos, signed in, with no fault set). */
const PANEL_TITLE = 'Sandbox controls panel: opens from the mode badge, sets a fault that the strip announces and the screen shows, clears it; axe clean'

async function sandboxControlsPanel(page: Page): Promise<void> {
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)
  // A scenario set from a test shows the strip before the test's next command can act (the page moves down by the
  // strip's height then, not under a click that follows): it is in the page one task after the call.
  const shownAtOnce = await page.evaluate(async () => {
    await window.__sandbox!.scenario('POST /todos', { status: 500 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const strip = document.querySelector('[data-testid="sandbox-fault-strip"]')
    window.__sandbox!.faults.clear()
    return strip?.textContent ?? null
  })
  expect(shownAtOnce).toContain('Sandbox faults are active on 1 endpoint')
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)
  const badge = page.getByTestId('header-mode-badge')
  await expect(badge).toHaveText('Sandbox')
  await badge.click()
  const panel = page.getByRole('dialog', { name: 'Sandbox controls' })
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('sandbox-panel-faults-empty')).toBeVisible()
  await expectAccessible(page, 'sandbox panel')

  // An invalid form names the problem and applies nothing.
  await panel.getByLabel('Endpoint').selectOption('GET /todos')
  await panel.getByRole('textbox', { name: 'Status code' }).fill('700')
  await panel.getByTestId('sandbox-panel-apply-button').click()
  await expect(panel.getByTestId('sandbox-panel-status-error')).toHaveText('A status code from 200 to 599.')
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)

  await panel.getByRole('textbox', { name: 'Status code' }).fill('503')
  await panel.getByRole('textbox', { name: 'Failure rate (0–1)' }).fill('1')
  await panel.getByRole('textbox', { name: 'Seed' }).fill('42')
  await panel.getByTestId('sandbox-panel-apply-button').click()
  await expect(panel.getByTestId('sandbox-panel-notice')).toHaveText('Fault applied.')
  const item = panel.getByTestId('sandbox-panel-fault-get-todos')
  await expect(item).toContainText('GET /todos')
  await expect(item).toContainText('503')
  await expect(item).toContainText('rate 1, seed 42')
  const link = await panel.getByTestId('sandbox-panel-link-input').inputValue()
  expect(new URL(link).searchParams.get('faults')).toBe('GET /todos:status=503,rate=1,seed=42')
  await expect(page.getByTestId('sandbox-fault-strip')).toContainText('Sandbox faults are active on 1 endpoint')
  await page.mouse.move(0, 0) // no hover tint on the button just clicked
  await expectAccessible(page, 'sandbox panel with a fault')

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(badge).toBeFocused()
  await page.reload()
  await appReady(page)
  await expect(page.getByTestId('todos-error-text')).toHaveText(en('todos', 'errors.fetch'))
  await expect(page.getByTestId('todos-error-detail')).toHaveText(common('server'))

  // The shared link reproduces it in a fresh tab state.
  await page.evaluate(() => window.__sandbox!.faults.clear())
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)
  await open(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByTestId('todos-error-detail')).toHaveText(common('server'))
  expect(await page.evaluate(() => window.__sandbox!.faults.list().map((f) => [f.endpoint, f.fault]))).toEqual([['GET /todos', { status: 503, rate: 1, seed: 42 }]])

  // The strip opens the panel; the panel clears the fault.
  await page.getByTestId('sandbox-fault-strip-open-button').click()
  await panel.getByTestId('sandbox-panel-clear-button').click()
  await expect(panel.getByTestId('sandbox-panel-notice')).toHaveText('All faults cleared.')
  await expect(panel.getByTestId('sandbox-panel-faults-empty')).toBeVisible()
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)

  // Latency alone shows the strip too; its own button clears everything.
  await panel.getByRole('textbox', { name: 'Global latency (ms)' }).fill('50')
  await panel.getByTestId('sandbox-panel-latency-button').click()
  await expect(panel.getByTestId('sandbox-panel-notice')).toHaveText('Latency set.')
  await panel.getByTestId('sandbox-panel-x-button').click()
  await expect(page.getByTestId('sandbox-fault-strip')).toContainText('Added latency: 50 ms.')
  await page.getByTestId('sandbox-fault-strip-clear-button').click()
  await expect(page.getByTestId('sandbox-fault-strip')).toHaveCount(0)
  expect(await page.evaluate(() => window.__sandbox!.latency())).toBe(0)
}

test.describe('Sandbox controls panel', () => {
  test('Korean, dark theme, 320 px: the badge, the strip and the panel are translated and fit; unreadable ?faults parts are announced', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await open(page, '/about')
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('theme', 'dark')
    })
    await open(page, `/about?faults=${encodeURIComponent('GET /todos:empty;nonsense')}`)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const strip = page.getByTestId('sandbox-fault-strip')
    await expect(strip).toContainText('샌드박스 장애가 엔드포인트 1개에 설정되어 있습니다')
    await expect(strip).toContainText('?faults= 항목 1개를 읽을 수 없어 무시했습니다.')
    const badge = page.getByTestId('header-mode-badge')
    await expect(badge).toHaveText('샌드박스')
    await badge.click()
    const panel = page.getByRole('dialog', { name: '샌드박스 제어판' })
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('sandbox-panel-fault-get-todos')).toContainText('빈 본문')
    await panel.getByTestId('sandbox-panel-tab-data').click()
    await expect(panel.getByRole('button', { name: '시계 앞으로 이동' })).toBeVisible()
    await panel.getByTestId('sandbox-panel-tab-bugs').click()
    await expect(panel.getByTestId('sandbox-panel-bugs')).not.toBeEmpty()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'sandbox panel, ko, dark, 320 px')
  })
})
