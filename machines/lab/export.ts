/**
 * Exports a generated test suite (machines/lab/analysis.ts) as Markdown, CSV and a Playwright
 * spec. Free of i18n: the caller passes the words (`describe` for a step's event, `labels` for
 * the headings), so the lab exports in the learner's language.
 */
import type { AnyStateMachine, EventObject } from 'xstate'
import type { MachineModel } from '../shared/model'
import { eventLabel, type TestCase, type TestSuite } from './analysis'
import { UI_MAPPINGS } from './ui-mappings'

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

export { UI_MAPPINGS }

/** Whether the lab offers a machine's suites as a Playwright spec (it has a UI mapping); the others export Markdown and CSV only. */
export const exportsPlaywright = (id: string): boolean => id in UI_MAPPINGS

/** The file name of an exported spec: `login.zeroSwitch.spec.ts` (the lab's download and `npm run lab:export`). */
export const specFileName = (id: string, criterion: string): string => `${id}.${criterion}.spec.ts`

export interface SpecOptions {
  /**
   * The machine's runtime text (build/lab-runtime.ts, imported from `virtual:lab-runtime`):
   * tests/model/runtime.ts and its UI mapping bundled, importing only '@playwright/test'.
   */
  runtime: string
  /** The app's address when neither env BASE_URL nor a Playwright config's baseURL gives one. */
  baseURL?: string
}

/** The three commands that run an exported spec in an empty folder (the lab page shows the same, translated around them). */
export function runCommands(file: string, baseURL = 'http://localhost:4173'): [string, string, string] {
  return [
    'npm init -y && npm i -D @playwright/test',
    'npx playwright install chromium   # or use your own: export PLAYWRIGHT_CHROMIUM_EXECUTABLE=/usr/bin/chromium',
    `BASE_URL=${baseURL} npx playwright test ${file}`,
  ]
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
 * A self-contained Playwright spec: the suite's cases as data, then the machine's runtime (the
 * model-based tests' runner and UI mapping, bundled), which replays each case in the app and
 * asserts the expected state after every step. It imports only '@playwright/test'.
 */
export function suitePlaywrightSpec(model: Model, suite: TestSuite, options: SpecOptions): string {
  const { runtime } = options
  const body = runtime.replace(/^export \{\};?\s*$/m, '').trimEnd()
  // The runtime's imports stay first; the data the runtime's last line reads follows them.
  const importEnd = body.search(/^(?!import\s).+$/m)
  const imports = body.slice(0, importEnd).trimEnd()
  const rest = body.slice(importEnd)
  const file = specFileName(model.id, suite.criterion)
  const data = JSON.stringify(exportedCases(suite.cases), null, 2)
  return [
    `// Generated by the QA Playground state lab: ${model.title.replace(/\n/g, ' ')}, ${suite.criterion} (${suite.cases.length} test cases, ${suite.covered.length}/${suite.items.length} coverage items).`,
    '// Self-contained: it imports only @playwright/test. Run it in an empty folder:',
    ...runCommands(file, options.baseURL).map((line) => `//   ${line}`),
    '// The app: env BASE_URL, else the baseURL of a playwright.config, else LAB_BASE_URL below.',
    '// Each case starts where the model starts, sends its events through the UI (test ids of the app) and asserts the',
    '// expected state after every step; actor results are sandbox scenarios (window.__sandbox). The runtime after the',
    '// cases is the repository\'s tests/model/runtime.ts and the machine\'s UI mapping, bundled (plain JavaScript: not type-checked).',
    '// @ts-nocheck',
    '/* eslint-disable */',
    imports,
    '',
    `const LAB_TITLE = ${JSON.stringify(`${model.id} ${suite.criterion}`)}`,
    `const LAB_BASE_URL = ${JSON.stringify(options.baseURL ?? 'http://localhost:4173')}`,
    `const LAB_CASES = ${data}`,
    '',
    rest,
    '',
  ].join('\n')
}
