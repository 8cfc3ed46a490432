/**
 * Exports a generated test suite (machines/lab/analysis.ts) as Markdown, CSV and a Playwright
 * spec. Free of i18n: the caller passes the words (`describe` for a step's event, `labels` for
 * the headings), so the lab exports in the learner's language.
 */
import type { AnyStateMachine, EventObject } from 'xstate'
import type { MachineModel } from '../shared/model'
import { eventLabel, type TestCase, type TestSuite } from './analysis'

type Model = MachineModel<AnyStateMachine>

/** A step's event in words (the UI passes its translated words; default: the notation of `eventLabel`). */
export type DescribeEvent = (eventType: string, event: EventObject) => string

export interface ExportLabels {
  testCase: string
  start: string
  step: string
  event: string
  expected: string
  /** Appended to the expected state of an invalid step. */
  invalid: string
  /** Heading line: `{items}` coverage items, `{covered}` covered, `{cases}` test cases. */
  summary: string
  uncovered: string
}

export const DEFAULT_LABELS: ExportLabels = {
  testCase: 'Test case',
  start: 'Start',
  step: 'Step',
  event: 'Event',
  expected: 'Expected state',
  invalid: '(invalid: ignored, state unchanged)',
  summary: '{items} coverage items, {covered} covered, {cases} test cases',
  uncovered: 'Not covered (not reachable with the model’s sample events)',
}

export interface ExportOptions {
  describe?: DescribeEvent
  labels?: Partial<ExportLabels>
  /** The suite's name in the heading (e.g. the translated criterion); default: the criterion id. */
  title?: string
}

interface Row {
  caseId: number | null
  start: string
  step: number
  event: string
  eventType: string
  expected: string
  invalid: boolean
}

/** The suite as rows: one per step; a case without steps gets one row (step 0, its start state). */
function rowsOf(suite: TestSuite, describe: DescribeEvent): Row[] {
  const rows: Row[] = []
  for (const c of suite.cases) {
    if (c.steps.length === 0) rows.push({ caseId: c.id, start: c.start, step: 0, event: '', eventType: '', expected: c.initial, invalid: false })
    c.steps.forEach((s, i) =>
      rows.push({ caseId: c.id, start: c.start, step: i + 1, event: describe(s.eventType, s.event), eventType: s.eventType, expected: s.expected, invalid: s.invalid === true }),
    )
  }
  return rows
}

const defaultDescribe: DescribeEvent = (type) => eventLabel(type)

const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/** A Markdown table cell: pipes escaped, line breaks flattened. */
export function markdownCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
}

/**
 * Markdown: a heading, the counts, one numbered table (case, start and its first step on the
 * case's first row; one row per step with the event in words and the expected state after it),
 * then the uncovered items, if any.
 */
export function suiteMarkdown(model: Model, suite: TestSuite, options: ExportOptions = {}): string {
  const labels = { ...DEFAULT_LABELS, ...options.labels }
  const rows = rowsOf(suite, options.describe ?? defaultDescribe)
  const lines = [
    `# ${markdownCell(model.title)}: ${markdownCell(options.title ?? suite.criterion)}`,
    '',
    fill(labels.summary, { items: suite.items.length, covered: suite.covered.length, cases: suite.cases.length }),
    '',
    `| ${labels.testCase} | ${labels.start} | ${labels.step} | ${labels.event} | ${labels.expected} |`,
    '| ---: | --- | ---: | --- | --- |',
  ]
  for (const r of rows) {
    const first = r.step <= 1
    const expected = r.invalid ? `${r.expected} ${labels.invalid}` : r.expected
    lines.push(
      `| ${first ? r.caseId : ''} | ${first ? markdownCell(r.start) : ''} | ${r.step === 0 ? '' : r.step} | ${markdownCell(r.event)} | \`${markdownCell(expected)}\` |`,
    )
  }
  if (suite.uncovered.length > 0) {
    lines.push('', `## ${labels.uncovered}`, '')
    for (const item of suite.uncovered) lines.push(`- \`${item.replace(/`/g, "'")}\``)
  }
  return `${lines.join('\n')}\n`
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a double quote, CR or LF; quotes doubled. */
export function csvField(value: string | number | boolean): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV (RFC 4180, CRLF line ends, a header row): one row per step, the case's id and start on every row. */
export function suiteCsv(suite: TestSuite, options: ExportOptions = {}): string {
  const labels = { ...DEFAULT_LABELS, ...options.labels }
  const rows = rowsOf(suite, options.describe ?? defaultDescribe)
  const out = [[labels.testCase, labels.start, labels.step, labels.event, 'event type', labels.expected, 'invalid'].map(csvField).join(',')]
  for (const r of rows) out.push([r.caseId ?? '', r.start, r.step, r.event, r.eventType, r.expected, r.invalid].map(csvField).join(','))
  return `${out.join('\r\n')}\r\n`
}

/**
 * The UI mapping (event → Playwright action, state → assertion) of a model for the exported
 * Playwright spec: the module under tests/model/ui/ and its export. Models without one yet get
 * the conventional name (`tests/model/ui/<kebab-id>.ui.ts`, export `<id>Ui`) and a comment.
 */
export const UI_MAPPINGS: Record<string, { file: string; name: string }> = {
  login: { file: 'login.ui', name: 'loginUi' },
  bankingTransfer: { file: 'banking-transfer.ui', name: 'bankingTransferUi' },
  bookingWizard: { file: 'booking-wizard.ui', name: 'bookingWizardUi' },
  session: { file: 'session.ui', name: 'sessionUi' },
  tokenRefresh: { file: 'token-refresh.ui', name: 'tokenRefreshUi' },
  contact: { file: 'contact.ui', name: 'contactUi' },
  preferences: { file: 'preferences.ui', name: 'preferencesUi' },
  playgroundAccordion: { file: 'playground-accordion.ui', name: 'playgroundAccordionUi' },
  bankingAccounts: { file: 'banking-accounts.ui', name: 'bankingAccountsUi' },
  bankingBills: { file: 'banking-bills.ui', name: 'bankingBillsUi' },
  bankingSecurity: { file: 'banking-security.ui', name: 'bankingSecurityUi' },
  bankingTransactions: { file: 'banking-transactions.ui', name: 'bankingTransactionsUi' },
  playgroundButtons: { file: 'playground-buttons.ui', name: 'playgroundButtonsUi' },
  playgroundCounter: { file: 'playground-counter.ui', name: 'playgroundCounterUi' },
  playgroundTable: { file: 'playground-table.ui', name: 'playgroundTableUi' },
  playgroundDragDrop: { file: 'playground-drag-drop.ui', name: 'playgroundDragDropUi' },
  guidePanel: { file: 'guide-panel.ui', name: 'guidePanelUi' },
  playgroundModal: { file: 'playground-modal.ui', name: 'playgroundModalUi' },
  playgroundForm: { file: 'playground-form.ui', name: 'playgroundFormUi' },
  qaHub: { file: 'qa-hub.ui', name: 'qaHubUi' },
  shopProduct: { file: 'shop-product.ui', name: 'shopProductUi' },
  shopReviews: { file: 'shop-reviews.ui', name: 'shopReviewsUi' },
  playgroundTabs: { file: 'playground-tabs.ui', name: 'playgroundTabsUi' },
  changePassword: { file: 'change-password.ui', name: 'changePasswordUi' },
  deleteAccount: { file: 'delete-account.ui', name: 'deleteAccountUi' },
  forgotPassword: { file: 'forgot-password.ui', name: 'forgotPasswordUi' },
  profile: { file: 'profile.ui', name: 'profileUi' },
  settings: { file: 'settings.ui', name: 'settingsUi' },
  signup: { file: 'signup.ui', name: 'signupUi' },
  bookingRecords: { file: 'booking-records.ui', name: 'bookingRecordsUi' },
  socialComposer: { file: 'social-composer.ui', name: 'socialComposerUi' },
  socialFeed: { file: 'social-feed.ui', name: 'socialFeedUi' },
  socialPeople: { file: 'social-people.ui', name: 'socialPeopleUi' },
  socialStories: { file: 'social-stories.ui', name: 'socialStoriesUi' },
  search: { file: 'search.ui', name: 'searchUi' },
  chat: { file: 'chat.ui', name: 'chatUi' },
  postList: { file: 'post-list.ui', name: 'postListUi' },
  postForm: { file: 'post-form.ui', name: 'postFormUi' },
  postDetail: { file: 'post-detail.ui', name: 'postDetailUi' },
  postCards: { file: 'post-cards.ui', name: 'postCardsUi' },
  dashboard: { file: 'dashboard.ui', name: 'dashboardUi' },
  todoList: { file: 'todo-list.ui', name: 'todoListUi' },
  todos: { file: 'todos.ui', name: 'todosUi' },
  calendar: { file: 'calendar.ui', name: 'calendarUi' },
  'event-form': { file: 'event-form.ui', name: 'eventFormUi' },
  cardMove: { file: 'card-move.ui', name: 'cardMoveUi' },
  kanbanBoard: { file: 'kanban-board.ui', name: 'kanbanBoardUi' },
  sandboxPanel: { file: 'sandbox-panel.ui', name: 'sandboxPanelUi' },
  bugHunt: { file: 'bug-hunt.ui', name: 'bugHuntUi' },
  apiDocs: { file: 'api-docs.ui', name: 'apiDocsUi' },
  challengeTargetMatch: { file: 'challenge-target-match.ui', name: 'challengeTargetMatchUi' },
  challengeNativeDialogs: { file: 'challenge-native-dialogs.ui', name: 'challengeNativeDialogsUi' },
  challengeBrowserRequest: { file: 'challenge-browser-request.ui', name: 'challengeBrowserRequestUi' },
  challengeSeededDraw: { file: 'challenge-seeded-draw.ui', name: 'challengeSeededDrawUi' },
  challengeHiddenLayers: { file: 'challenge-hidden-layers.ui', name: 'challengeHiddenLayersUi' },
  challengeAdModal: { file: 'challenge-ad-modal.ui', name: 'challengeAdModalUi' },
  challengeAnswerCheck: { file: 'challenge-answer-check.ui', name: 'challengeAnswerCheckUi' },
  challengeTableSort: { file: 'challenge-table-sort.ui', name: 'challengeTableSortUi' },
  challengeVisitProgress: { file: 'challenge-visit-progress.ui', name: 'challengeVisitProgressUi' },
  challengeDelayedTask: { file: 'challenge-delayed-task.ui', name: 'challengeDelayedTaskUi' },
  challengeProgress: { file: 'challenge-progress.ui', name: 'challengeProgressUi' },
}

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

export interface SpecOptions {
  /** The import path of tests/model from the spec's folder; default `../model` (the spec in tests/exported/). */
  modelDir?: string
}

/** The data of a case in an exported spec (what `runCases` in tests/model/harness.ts reads). */
export interface ExportedCase {
  id: number
  start: string
  steps: Array<{ event: { type: string; [key: string]: unknown }; expected: string; invalid?: boolean }>
}

export function exportedCases(cases: TestCase[]): ExportedCase[] {
  return cases.map((c) => ({
    id: c.id,
    start: c.start,
    steps: c.steps.map((s) => ({ event: s.event as ExportedCase['steps'][number]['event'], expected: s.expected, ...(s.invalid ? { invalid: true } : {}) })),
  }))
}

/**
 * A Playwright spec that replays the suite's cases in the app through the same event → action
 * mapping and state assertions as the model-based tests (tests/model/harness.ts `runCases`).
 */
export function suitePlaywrightSpec(model: Model, suite: TestSuite, options: SpecOptions = {}): string {
  const dir = options.modelDir ?? '../model'
  const known = UI_MAPPINGS[model.id]
  const ui = known ?? { file: `${kebab(model.id)}.ui`, name: `${model.id}Ui` }
  const data = JSON.stringify(exportedCases(suite.cases), null, 2)
  return [
    `// Generated by the QA Playground state lab: ${model.title.replace(/\n/g, ' ')}, ${suite.criterion} (${suite.cases.length} test cases, ${suite.covered.length}/${suite.items.length} coverage items).`,
    '// Each case starts where the model starts, sends the events through the UI mapping of tests/model (test ids of the app) and asserts the expected state after every step.',
    ...(known ? [] : [`// ${model.id} has no UI mapping module yet: write ${dir}/ui/${ui.file}.ts (see ${dir}/ui/login.ui.ts).`]),
    `import { runCases } from '${dir}/harness'`,
    `import { ${ui.name} } from '${dir}/ui/${ui.file}'`,
    '',
    `runCases(${ui.name}, ${JSON.stringify(`${model.id} ${suite.criterion}`)}, ${data})`,
    '',
  ].join('\n')
}
