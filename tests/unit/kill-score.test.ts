/** The pure parts of `npm run kill-score` (scripts/kill-score-lib.mjs) and the bug catalogue reader it shares with `npm run mutants`. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUGS } from '@machines/bugs/registry'
import { progressEventsRequest } from '@machines/learn/progress-contract'
import { parseCatalogue } from '../../scripts/bug-catalogue.mjs'
import { commandEnv, DEFAULT_ACCOUNT, formatReport, hintFor, parseArgs, progressEvents, score, selectBugs } from '../../scripts/kill-score-lib.mjs'
import bugsEn from '@/i18n/locales/en/bugs.json'

const registry = readFileSync(new URL('../../machines/bugs/registry.ts', import.meta.url), 'utf8')
const catalogue = parseCatalogue(registry)

describe('the bug catalogue as the scripts read it', () => {
  it('is the registry: every bug with its kind, class, screen, route, endpoints and specs, in order', () => {
    expect(catalogue).toEqual(
      BUGS.map((b) => ({ id: b.id, kind: b.kind, class: b.class, screen: b.screen, path: b.path, endpoints: 'endpoints' in b ? [...b.endpoints] : [], specs: [...b.specs] })),
    )
  })
})

describe('kill-score arguments', () => {
  it('reads --cmd, --bugs, --base-url, --port, --email/--password, --json, flags; both --x value and --x=value', () => {
    const { options } = parseArgs(['--cmd', 'npx playwright test --grep "a b"', '--bugs', 'a, b,', '--base-url=http://localhost:8080/', '--email', 'me@example.com', '--password=pw', '--json', 'out.json', '--no-progress', '--verbose', '--port', '8131'])
    expect(options).toEqual({
      cmd: 'npx playwright test --grep "a b"',
      bugs: ['a', 'b'],
      baseUrl: 'http://localhost:8080',
      port: 8131,
      email: 'me@example.com',
      password: 'pw',
      progress: false,
      json: 'out.json',
      verbose: true,
      help: false,
    })
  })

  it('defaults: every bug, its own server on a free port, the demo account (or KILL_SCORE_* from the environment), progress recorded', () => {
    expect(parseArgs(['--cmd=pytest']).options).toMatchObject({ bugs: null, baseUrl: null, port: 0, email: DEFAULT_ACCOUNT.email, password: DEFAULT_ACCOUNT.password, progress: true })
    expect(parseArgs(['--cmd=pytest'], { KILL_SCORE_EMAIL: 'x@example.com', KILL_SCORE_PASSWORD: 'secret', KILL_SCORE_PORT: '8130' }).options).toMatchObject({ email: 'x@example.com', password: 'secret', port: 8130 })
    expect(parseArgs(['--help']).options?.help).toBe(true)
  })

  it('says what is wrong', () => {
    expect(parseArgs([]).error).toMatch(/--cmd/)
    expect(parseArgs(['npx', 'playwright']).error).toMatch(/Unexpected argument "npx"/)
    expect(parseArgs(['--cmd']).error).toMatch(/--cmd needs a value/)
    expect(parseArgs(['--cmd', '--bugs', 'a']).error).toMatch(/--cmd needs a value/)
    expect(parseArgs(['--cmd=x', '--bugs=,']).error).toMatch(/at least one bug/)
    expect(parseArgs(['--cmd=x', '--base-url', 'localhost:8080']).error).toMatch(/http\(s\)/)
    expect(parseArgs(['--cmd=x', '--port', 'abc']).error).toMatch(/port/)
    expect(parseArgs(['--cmd=x', '--nope']).error).toMatch(/Unknown option --nope/)
    expect(parseArgs(['--cmd=x', '--verbose=1']).error).toMatch(/takes no value/)
  })

  it('chooses the bugs in catalogue order and names unknown ids', () => {
    expect(selectBugs(catalogue, null).bugs).toHaveLength(BUGS.length)
    expect(selectBugs(catalogue, ['login-wrong-status', 'counter-decrement-by-two']).bugs!.map((b) => b.id)).toEqual(['counter-decrement-by-two', 'login-wrong-status'])
    expect(selectBugs(catalogue, ['counter-decrement-by-two', 'nope']).error).toMatch(/Unknown bug id\(s\): nope/)
  })
})

describe('the kill matrix, the score and the survivors', () => {
  const rows = [
    { id: 'counter-decrement-by-two', kind: 'machine', killed: true, exitCode: 1, seconds: 12.34, hint: 'h1' },
    { id: 'login-wrong-status', kind: 'handler', killed: true, exitCode: 1, seconds: 6, hint: 'h2' },
    { id: 'posts-page-overlap', kind: 'handler', killed: false, exitCode: 0, seconds: 7, hint: 'Off by one · Posts (/posts) · API: GET /posts' },
  ]

  it('scores killed/total and the rounded percentage (0 of 0 is 0 %)', () => {
    expect(score(rows)).toEqual({ killed: 2, total: 3, percent: 67 })
    expect(score([])).toEqual({ killed: 0, total: 0, percent: 0 })
  })

  it('prints one line per bug, the score and the survivors with their hints', () => {
    const text = formatReport(rows)
    expect(text).toContain('counter-decrement-by-two  machine  12.3s   KILLED (exit 1)')
    expect(text).toContain('posts-page-overlap        handler  7.0s    survived')
    expect(text).toContain('Kill score: 2/3 (67%)')
    expect(text).toContain('  - posts-page-overlap: Off by one · Posts (/posts) · API: GET /posts')
    expect(formatReport(rows.slice(0, 2))).not.toContain('Survived')
  })

  it('a hint names the kind of defect, the screen, the route and the layer, never the description', () => {
    for (const bug of catalogue) {
      const hint = hintFor(bug, bugsEn)
      expect(hint).toContain(bugsEn.class[bug.class as keyof typeof bugsEn.class])
      expect(hint).toContain(bug.path)
      expect(hint).not.toContain(bugsEn.bug[bug.id as keyof typeof bugsEn.bug])
    }
    const byId = (id: string) => catalogue.find((b) => b.id === id)!
    expect(hintFor(byId('todos-stats-rounding'), bugsEn)).toBe('Rounding error · Todos (/todos) · API: GET /todos/stats')
    expect(hintFor(byId('counter-decrement-by-two'), bugsEn)).toBe('Wrong calculation · Component playground (/playground) · screen logic')
    expect(hintFor(byId('shop-total-doubled'), bugsEn)).toBe('Wrong calculation · E-commerce (/qa/ecommerce) · screen display')
  })

  it('the progress payload is a valid POST /progress/events body', () => {
    const body = progressEvents(score(rows))
    expect(body).toEqual({ events: [{ type: 'killscore.result', killed: 2, total: 3 }] })
    expect(progressEventsRequest.safeParse(body).success).toBe(true)
  })

  it("the command gets the server's address under the names the example suites read, and the bug", () => {
    expect(commandEnv({ PATH: '/bin' }, 'http://localhost:8131', 'login-wrong-status')).toEqual({
      PATH: '/bin',
      BASE_URL: 'http://localhost:8131',
      CYPRESS_BASE_URL: 'http://localhost:8131',
      KILL_SCORE_BUG: 'login-wrong-status',
    })
  })
})
