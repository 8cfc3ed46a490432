// The pure parts of `npm run kill-score` (scripts/kill-score.mjs): its arguments, the kill matrix
// and score, the survivors' hints and the progress event. Tested in tests/unit/kill-score.test.ts.

export const DEFAULT_ACCOUNT = { email: 'demo@example.com', password: 'Demo1234!' }

export const USAGE = `Usage: npm run kill-score -- --cmd "<your test command>" [options]

Runs your command once with no bug (it must pass), then once per catalogued bug with only that bug
switched on for every session of the practice server, and prints which bugs your suite kills.

  --cmd "<command>"     your test command, run by the shell from this folder (required); it gets the
                        server's address in BASE_URL (and CYPRESS_BASE_URL), the bug in KILL_SCORE_BUG
  --bugs id,id          only these bugs (default: every catalogued bug)
  --base-url <url>      use this running practice server (npm run start:network) instead of starting one
  --port <n>            the port of the server it starts (default a free one; env KILL_SCORE_PORT)
  --email <e-mail>      whose progress record receives the result (default ${DEFAULT_ACCOUNT.email})
  --password <pw>       that account's password (default the demo password; env KILL_SCORE_PASSWORD)
  --no-progress         do not record the result
  --json <file>         also write the result as JSON
  --verbose             show your command's output (otherwise it is kept in test-results/kill-score/)
  --help                this text`

/**
 * Reads the command line (`--name value` or `--name=value`). Returns `{ error }` for a mistake.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} [env]
 */
export function parseArgs(argv, env = {}) {
  const options = {
    cmd: '',
    bugs: /** @type {string[] | null} */ (null),
    baseUrl: /** @type {string | null} */ (null),
    port: env.KILL_SCORE_PORT ? Number(env.KILL_SCORE_PORT) : 0,
    email: env.KILL_SCORE_EMAIL || DEFAULT_ACCOUNT.email,
    password: env.KILL_SCORE_PASSWORD || DEFAULT_ACCOUNT.password,
    progress: true,
    json: /** @type {string | null} */ (null),
    verbose: false,
    help: false,
  }
  const valued = new Set(['cmd', 'bugs', 'base-url', 'port', 'email', 'password', 'json'])
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const match = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(arg)
    if (!match) return { error: `Unexpected argument "${arg}" (quote your command: --cmd "npx playwright test")` }
    const [, name, inline] = match
    if (!valued.has(name)) {
      if (inline !== undefined) return { error: `--${name} takes no value` }
      if (name === 'no-progress') options.progress = false
      else if (name === 'verbose') options.verbose = true
      else if (name === 'help') options.help = true
      else return { error: `Unknown option --${name}` }
      continue
    }
    const value = inline ?? argv[++i]
    if (value === undefined || (inline === undefined && value.startsWith('--'))) return { error: `--${name} needs a value` }
    if (name === 'cmd') options.cmd = value.trim()
    else if (name === 'bugs') options.bugs = value.split(',').map((id) => id.trim()).filter(Boolean)
    else if (name === 'base-url') options.baseUrl = value.trim().replace(/\/+$/, '')
    else if (name === 'port') options.port = Number(value)
    else if (name === 'email') options.email = value.trim()
    else if (name === 'password') options.password = value
    else if (name === 'json') options.json = value
  }
  if (options.help) return { options }
  if (!options.cmd) return { error: 'Give your test command: --cmd "<your test command>"' }
  if (options.bugs && options.bugs.length === 0) return { error: '--bugs needs at least one bug id' }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) return { error: '--port must be a port number (1-65535)' }
  if (options.baseUrl !== null && !/^https?:\/\/[^/\s]+/.test(options.baseUrl)) return { error: `--base-url must be an http(s) address, not "${options.baseUrl}"` }
  return { options }
}

/**
 * The bugs to run, in catalogue order; unknown ids are an error naming them.
 * @template {{ id: string }} B
 * @param {B[]} catalogue
 * @param {string[] | null} ids
 */
export function selectBugs(catalogue, ids) {
  if (!ids) return { bugs: catalogue }
  const unknown = ids.filter((id) => !catalogue.some((b) => b.id === id))
  if (unknown.length > 0) return { error: `Unknown bug id(s): ${unknown.join(', ')}. Known: ${catalogue.map((b) => b.id).join(', ')}` }
  return { bugs: catalogue.filter((b) => ids.includes(b.id)) }
}

/**
 * What a survivor's hint says: its kind of defect, the screen and route, and for an API bug the
 * endpoint; never its description (src/i18n/locales/<lng>/bugs.json `class` and `screen` labels).
 * @param {{ kind: string, class: string, screen: string, path: string, endpoints?: string[] }} bug
 * @param {{ class?: Record<string, string>, screen?: Record<string, string> }} labels
 */
export function hintFor(bug, labels) {
  const where = `${labels.screen?.[bug.screen] ?? bug.screen} (${bug.path})`
  const layer = bug.kind === 'handler' ? `API: ${(bug.endpoints ?? []).join(', ') || 'an endpoint'}` : bug.kind === 'machine' ? 'screen logic' : 'screen display'
  return `${labels.class?.[bug.class] ?? bug.class} · ${where} · ${layer}`
}

/**
 * The score of a run: a bug is killed when the command failed with it on (the clean run passed).
 * @param {{ id: string, killed: boolean }[]} rows
 */
export function score(rows) {
  const killed = rows.filter((r) => r.killed).length
  const total = rows.length
  return { killed, total, percent: total === 0 ? 0 : Math.round((killed / total) * 100) }
}

const pad = (text, width) => String(text).padEnd(width)

/**
 * The printed kill matrix, the score line and the survivors with their hints.
 * @param {{ id: string, kind: string, killed: boolean, seconds: number, exitCode: number | null, hint: string }[]} rows
 */
export function formatReport(rows) {
  const width = Math.max(4, ...rows.map((r) => r.id.length)) + 2
  const lines = ['Kill matrix (your command, run once per bug with only that bug on):', '', `${pad('bug', width)}${pad('kind', 9)}${pad('time', 8)}result`]
  for (const r of rows) lines.push(`${pad(r.id, width)}${pad(r.kind, 9)}${pad(`${r.seconds.toFixed(1)}s`, 8)}${r.killed ? `KILLED (exit ${r.exitCode ?? 'signal'})` : 'survived'}`)
  const s = score(rows)
  lines.push('', `Kill score: ${s.killed}/${s.total} (${s.percent}%)`)
  const survivors = rows.filter((r) => !r.killed)
  if (survivors.length > 0) {
    lines.push('', 'Survived (your suite passed with these on). Hints, not answers:')
    for (const r of survivors) lines.push(`  - ${r.id}: ${r.hint}`)
  }
  return lines.join('\n')
}

/**
 * The event POST /api/v1/progress/events records (machines/learn/progress-contract.ts).
 * @param {{ killed: number, total: number }} result
 */
export function progressEvents(result) {
  return { events: [{ type: 'killscore.result', killed: result.killed, total: result.total }] }
}

/**
 * The environment the learner's command runs with: the server's address under the names the
 * example suites read, and the bug that is on ('' for the clean run).
 * @param {Record<string, string | undefined>} base
 * @param {string} baseUrl
 * @param {string} bug
 */
export function commandEnv(base, baseUrl, bug) {
  return { ...base, BASE_URL: baseUrl, CYPRESS_BASE_URL: baseUrl, KILL_SCORE_BUG: bug }
}
