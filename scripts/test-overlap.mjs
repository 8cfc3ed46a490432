/**
 * `node scripts/test-overlap.mjs [flow…] [--tests]`: where the suites test the same thing (so each behaviour is tested once, at the right level).
 * Per flow: the e2e tests (tests/e2e/<file>.spec.ts), the model mappings of its machines (tests/model/ui/)
 * with their transitions and states (machines/lab/counts.json), the vitest tests of its machines and
 * handlers, and the test ids and exact texts asserted both in the e2e file and in a model mapping.
 * With --tests, each e2e test is listed with the share of its test ids / texts the model mappings also
 * assert ("model 4/5"): a high share marks a test to read against the model (a candidate, not a verdict:
 * a model asserts a state only on the paths its graph plans, with the events and answers it models).
 * Reads source text only (no build, no browser).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const read = (p) => readFileSync(join(ROOT, p), 'utf8')
const ls = (dir, re) => (existsSync(join(ROOT, dir)) ? readdirSync(join(ROOT, dir), { recursive: true }).filter((f) => re.test(f)).map((f) => join(dir, f)) : [])

/** e2e file → its flow's model mappings (tests/model/ui/<name>.ui.ts, by prefix) and vitest files (by path fragment). */
const FLOWS = {
  login: { ui: ['login'], unit: ['machines/auth/login', 'mocks/handlers/auth'] },
  signup: { ui: ['signup'], unit: ['machines/auth/signup', 'mocks/handlers/auth'] },
  'forgot-password': { ui: ['forgot-password'], unit: ['machines/auth/forgot', 'mocks/handlers/auth'] },
  session: { ui: ['session', 'token-refresh'], unit: ['machines/session'] },
  todos: { ui: ['todos', 'todo-list'], unit: ['machines/todos', 'mocks/handlers/todos'] },
  posts: { ui: ['post-'], unit: ['machines/posts', 'mocks/handlers/posts'] },
  contact: { ui: ['contact'], unit: ['machines/contact', 'mocks/handlers/contact'] },
  settings: { ui: ['settings', 'preferences', 'change-password', 'delete-account'], unit: ['machines/account', 'mocks/handlers/users'] },
  profile: { ui: ['profile'], unit: ['machines/account/profile', 'mocks/handlers/users'] },
  banking: { ui: ['banking-'], unit: ['machines/playground/banking', 'mocks/handlers/banking', 'features/playground/banking'] },
  booking: { ui: ['booking-'], unit: ['machines/playground/booking', 'mocks/handlers/booking'] },
  kanban: { ui: ['kanban-board', 'card-move'], unit: ['machines/kanban', 'mocks/handlers/kanban'] },
  calendar: { ui: ['calendar', 'event-form'], unit: ['machines/calendar', 'mocks/handlers/calendar'] },
  chat: { ui: ['chat'], unit: ['machines/chat', 'mocks/handlers/chat'] },
  dashboard: { ui: ['dashboard'], unit: ['machines/dashboard', 'mocks/handlers/dashboard'] },
  search: { ui: ['search'], unit: ['machines/search', 'mocks/handlers/search'] },
  social: { ui: ['social-'], unit: ['machines/playground/social', 'mocks/handlers/social', 'features/playground/social'] },
  ecommerce: { ui: ['shop-'], unit: ['machines/playground/shop', 'mocks/handlers/shop', 'features/playground/shop'] },
  'component-playground': { ui: ['playground-'], unit: ['machines/playground/'] },
  'qa-hub': { ui: ['qa-hub'], unit: ['machines/qa-hub', 'mocks/handlers/qa'] },
  'api-docs': { ui: ['api-docs'], unit: ['machines/api-docs'] },
  challenges: { ui: ['challenge-'], unit: ['machines/challenges'] },
  bugs: { ui: ['bug-hunt'], unit: ['machines/bugs', 'mocks/bugs'] },
  sandbox: { ui: ['sandbox-panel'], unit: ['machines/sandbox-panel'] },
}

const TEST_ID = /getByTestId\(\s*['"`]([^'"`$]+)['"`]/g
/** Texts a test asserts exactly (toHaveText / toContainText / getByText / a role's name). */
const TEXT = /(?:toHaveText|toContainText|getByText|toHaveAccessibleName|name:)\(?\s*['"`]([^'"`$]{6,})['"`]/g
const CONST = /const\s+([A-Z_]+)\s*=\s*['"`]([^'"`$]{6,})['"`]/g
const matches = (src, re) => [...src.matchAll(re)].map((m) => m[1])

/** Splits a spec into its tests: title and body (up to the next test or the end). */
function testsOf(src) {
  const starts = [...src.matchAll(/^\s*test(?:\.(?:only|skip|fixme))?\(\s*(['"`])(.+?)\1\s*,/gm)]
  return starts.map((m, i) => ({ title: m[2], body: src.slice(m.index, starts[i + 1]?.index ?? src.length) }))
}

/** Resolves UPPER_CASE constants to their text, so `toHaveText(LOGIN_FAILED)` counts as the text. */
function textsOf(body, consts) {
  const named = [...body.matchAll(/\b([A-Z][A-Z_]{3,})\b/g)].map((m) => consts[m[1]]).filter(Boolean)
  return [...matches(body, TEXT), ...named]
}

const counts = JSON.parse(read('machines/lab/counts.json'))
const uiFiles = ls('tests/model/ui', /\.ui\.ts$/)
const unitFiles = ['machines', 'mocks', 'src'].flatMap((d) => ls(d, /\.test\.ts$/))
const countTests = (src) => (src.match(/^\s*(?:it|test)(?:\.each\([^)]*\))?\(\s*['"`]/gm) ?? []).length

function modelOf(uiFile) {
  const src = read(uiFile)
  const imp = /from '((?:\.\.\/)+machines\/[^']+\.model)'/.exec(src)
  let id = null
  if (imp) {
    const file = relative(ROOT, join(ROOT, 'tests/model/ui', `${imp[1]}.ts`))
    if (existsSync(join(ROOT, file))) id = /defineModel\(\{\s*id:\s*'([^']+)'/.exec(read(file))?.[1] ?? /\bid:\s*'([^']+)'/.exec(read(file))?.[1] ?? null
  }
  const c = id ? counts[id] : null
  const consts = Object.fromEntries([...src.matchAll(CONST)].map((m) => [m[1], m[2]]))
  return { file: uiFile, id, states: c?.states ?? '?', transitions: c?.transitions ?? '?', ids: new Set(matches(src, TEST_ID)), texts: new Set([...matches(src, TEXT), ...Object.values(consts)]) }
}

const args = process.argv.slice(2)
const listTests = args.includes('--tests')
const only = args.filter((a) => !a.startsWith('--'))
const rows = []
let totalShared = 0
for (const [flow, spec] of Object.entries(FLOWS)) {
  if (only.length && !only.includes(flow)) continue
  const e2eFile = `tests/e2e/${flow}.spec.ts`
  if (!existsSync(join(ROOT, e2eFile))) continue
  const src = read(e2eFile)
  const consts = Object.fromEntries([...src.matchAll(CONST)].map((m) => [m[1], m[2]]))
  const tests = testsOf(src)
  const models = uiFiles.filter((f) => spec.ui.some((p) => f.split('/').pop().startsWith(p))).map(modelOf)
  const modelIds = new Set(models.flatMap((m) => [...m.ids]))
  const modelTexts = new Set(models.flatMap((m) => [...m.texts]))
  const units = unitFiles.filter((f) => spec.unit.some((p) => f.includes(p)))
  const unitCount = units.reduce((n, f) => n + countTests(read(f)), 0)
  const e2eIds = new Set(matches(src, TEST_ID))
  const e2eTexts = new Set(textsOf(src, consts))
  const sharedIds = [...e2eIds].filter((i) => modelIds.has(i))
  const sharedTexts = [...e2eTexts].filter((t) => modelTexts.has(t))
  totalShared += sharedIds.length
  rows.push({
    flow,
    'e2e tests': tests.length,
    'model mappings': models.map((m) => m.id ?? m.file).join(' '),
    'model transitions': models.reduce((n, m) => n + (Number(m.transitions) || 0), 0),
    'model states': models.reduce((n, m) => n + (Number(m.states) || 0), 0),
    'unit tests': unitCount,
    'shared ids': sharedIds.length,
    'shared texts': sharedTexts.length,
  })
  if (listTests) {
    console.info(`\n## ${flow} (${e2eFile}; models: ${models.map((m) => m.file.split('/').pop()).join(', ') || 'none'}; unit: ${units.join(', ') || 'none'})`)
    console.info(`   ids in both: ${sharedIds.join(', ') || '-'}`)
    console.info(`   texts in both: ${sharedTexts.map((t) => JSON.stringify(t)).join(', ') || '-'}`)
    for (const t of tests) {
      const ids = [...new Set(matches(t.body, TEST_ID))]
      const texts = [...new Set(textsOf(t.body, consts))]
      const inModel = [...ids.filter((i) => modelIds.has(i)), ...texts.filter((x) => modelTexts.has(x))].length
      console.info(`   - model ${inModel}/${ids.length + texts.length}  ${t.title}`)
    }
  }
}
// eslint-disable-next-line no-console -- the table is the output of this script
console.table(rows)
console.info(`test ids asserted both in an e2e spec and in its flow's model mappings: ${totalShared}`)
