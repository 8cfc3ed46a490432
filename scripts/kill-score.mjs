// `npm run kill-score -- --cmd "<your test command>" [--bugs id,id] [--base-url …]`: the kill score
// of a learner's own suite, in any tool. Starts network mode (scripts/start-network.mjs, on a free
// port; it builds dist/ and dist-network/ only when they are missing) unless --base-url names a
// running practice server, runs the command once clean (it must pass), then once per catalogued
// bug (machines/bugs/registry.ts, read by scripts/bug-catalogue.mjs like `npm run mutants`) with
// only that bug switched on for every session of the server (PUT /__sandbox/bugs/global: API bugs
// in the server, screen bugs in the pages it serves), and prints the kill matrix, the score and the
// survivors with their hints (never their descriptions). The bug is switched off after each run,
// and on Ctrl+C. The result goes into the learner's progress record (POST /api/v1/progress/events,
// `killscore.result`), on the server the run used. Options: see USAGE in ./kill-score-lib.mjs.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readCatalogue } from './bug-catalogue.mjs'
import { commandEnv, formatReport, hintFor, parseArgs, progressEvents, score, selectBugs, USAGE } from './kill-score-lib.mjs'
import { freePort } from './free-port.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LOGS = path.join(root, 'test-results', 'kill-score')
const say = (text) => console.info(`kill-score: ${text}`)

const parsed = parseArgs(process.argv.slice(2), process.env)
if (parsed.error) {
  console.error(`kill-score: ${parsed.error}\n\n${USAGE}`)
  process.exit(2)
}
const options = parsed.options
if (options.help) {
  console.info(USAGE)
  process.exit(0)
}
const catalogue = readCatalogue()
const chosen = selectBugs(catalogue, options.bugs)
if (chosen.error) {
  console.error(`kill-score: ${chosen.error}`)
  process.exit(2)
}
const labels = JSON.parse(readFileSync(path.join(root, 'src/i18n/locales/en/bugs.json'), 'utf8'))

/** @type {import('node:child_process').ChildProcess | null} */
let server = null
/** @type {import('node:child_process').ChildProcess | null} */
let running = null
let baseUrl = options.baseUrl ?? ''
let bugIsOn = false

async function call(method, urlPath, body, headers = {}) {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, json, text }
}

async function setGlobalBugs(ids) {
  const res = ids.length === 0 ? await call('DELETE', '/__sandbox/bugs/global') : await call('PUT', '/__sandbox/bugs/global', { ids })
  if (res.status !== 200) throw new Error(`${ids.length ? 'PUT' : 'DELETE'} /__sandbox/bugs/global answered ${res.status}: ${res.json?.detail ?? res.text.slice(0, 200)}`)
  bugIsOn = ids.length > 0
}

let cleaning = null
/** Switches the bug off and stops the server this run started (idempotent). */
function cleanUp() {
  cleaning ??= (async () => {
    if (running && running.exitCode === null) killTree(running)
    if (bugIsOn) await setGlobalBugs([]).catch((error) => console.error(`kill-score: could not switch the bug off: ${error.message}`))
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      killTree(server)
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]) // its port is free for the next run
    }
  })()
  return cleaning
}

/** Ends a child and everything it started (it runs in its own process group). */
function killTree(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nkill-score: ${signal}: switching the bug off${server ? ' and stopping the server' : ''}`)
    void cleanUp().then(() => process.exit(130))
  })
}

async function fail(message, code = 1) {
  console.error(`kill-score: ${message}`)
  await cleanUp()
  process.exit(code)
}

async function startServer() {
  const port = options.port || (await freePort())
  baseUrl = `http://localhost:${port}`
  say(`starting network mode on ${baseUrl} (npm run start:network; builds dist/ and dist-network/ only when missing)`)
  mkdirSync(LOGS, { recursive: true })
  const log = path.join(LOGS, 'server.log')
  const chunks = []
  server = spawn(process.execPath, [path.join(root, 'scripts/start-network.mjs')], {
    cwd: root,
    // In memory: each scored run starts from the seeds (README: how the practice server stores data).
    env: { SANDBOX_STORAGE: 'memory', ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout.on('data', (d) => chunks.push(d))
  server.stderr.on('data', (d) => chunks.push(d))
  const deadline = Date.now() + 10 * 60_000 // a first build can take minutes
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      writeFileSync(log, Buffer.concat(chunks))
      await fail(`network mode did not start (exit ${server.exitCode}):\n${Buffer.concat(chunks).toString().trim().split('\n').slice(-15).join('\n')}`)
    }
    try {
      if ((await fetch(`${baseUrl}/__sandbox/limits`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await fail('network mode did not answer within 10 minutes')
}

/** Runs the learner's command with `bug` on ('' = clean); resolves to { exitCode, seconds, log }. */
function runCommand(label, bug) {
  mkdirSync(LOGS, { recursive: true })
  const log = path.join(LOGS, `${label}.log`)
  const started = Date.now()
  return new Promise((resolve) => {
    const chunks = []
    running = spawn(options.cmd, { cwd: process.cwd(), shell: true, env: commandEnv(process.env, baseUrl, bug), stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    running.stdout.on('data', (d) => {
      chunks.push(d)
      if (options.verbose) process.stdout.write(d)
    })
    running.stderr.on('data', (d) => {
      chunks.push(d)
      if (options.verbose) process.stderr.write(d)
    })
    running.on('close', (code, signal) => {
      writeFileSync(log, Buffer.concat(chunks))
      running = null
      resolve({ exitCode: code ?? (signal ? null : 0), failed: code !== 0, seconds: (Date.now() - started) / 1000, log, output: Buffer.concat(chunks).toString() })
    })
  })
}

// ---------------------------------------------------------------- the run
const t0 = Date.now()
if (options.baseUrl) {
  say(`using the practice server at ${baseUrl}`)
  const limits = await call('GET', '/__sandbox/limits').catch((error) => ({ status: 0, text: error.message }))
  if (limits.status !== 200) await fail(`no practice server answers at ${baseUrl} (GET /__sandbox/limits: ${limits.status || limits.text}); start one with npm run start:network`)
} else {
  await startServer()
}
const probe = await call('GET', '/__sandbox/bugs/global')
if (probe.status !== 200) await fail(`${baseUrl} has no server-wide bug switch (GET /__sandbox/bugs/global: ${probe.status}); restart it from this checkout (npm run start:network -- --build)`)
await setGlobalBugs([]) // a clean start, whatever an earlier run left

say(`clean run: ${options.cmd}`)
const clean = await runCommand('clean', '')
if (clean.failed) {
  const tail = clean.output.trim().split('\n').slice(-25).join('\n')
  await fail(`your command failed with no bug on (exit ${clean.exitCode}), so there is nothing to score: make it pass first.\n--- last lines (all of it in ${path.relative(process.cwd(), clean.log)}) ---\n${tail}`)
}
say(`clean run passed (${clean.seconds.toFixed(1)} s); now once per bug (${chosen.bugs.length})`)

const rows = []
for (const bug of chosen.bugs) {
  try {
    await setGlobalBugs([bug.id])
  } catch (error) {
    await fail(error.message)
  }
  const run = await runCommand(bug.id, bug.id)
  await setGlobalBugs([]).catch((error) => fail(`could not switch ${bug.id} off: ${error.message}`))
  rows.push({ id: bug.id, kind: bug.kind, killed: run.failed, exitCode: run.exitCode, seconds: run.seconds, hint: hintFor(bug, labels) })
  say(`  ${bug.id}: ${run.failed ? 'killed' : 'survived'} (${run.seconds.toFixed(1)} s)`)
}

console.info(`\n${formatReport(rows)}\n`)
const result = score(rows)

// ---------------------------------------------------------------- the learner's progress record
let recorded = 'not recorded (--no-progress)'
if (options.progress) {
  const login = await call('POST', '/api/v1/auth/login', { email: options.email, password: options.password })
  if (login.status !== 200 || !login.json?.access_token) {
    recorded = `NOT recorded: logging in as ${options.email} answered ${login.status} (${login.json?.detail ?? ''})`
  } else {
    const saved = await call('POST', '/api/v1/progress/events', progressEvents(result), { Authorization: `Bearer ${login.json.access_token}` })
    recorded =
      saved.status === 200
        ? `recorded in ${options.email}'s progress on ${baseUrl}${saved.json.ticked?.length ? ` (ticked: ${saved.json.ticked.join(', ')})` : ''}`
        : `NOT recorded: POST /api/v1/progress/events answered ${saved.status} (${JSON.stringify(saved.json?.detail ?? saved.text).slice(0, 200)})`
  }
  if (!options.baseUrl && recorded.startsWith('recorded')) recorded += '; this server stops now, so to see it on /learn run against your own: --base-url http://localhost:8080 with npm run start:network'
}
say(`result ${recorded}`)
if (options.json) {
  writeFileSync(options.json, `${JSON.stringify({ command: options.cmd, baseUrl, clean: { seconds: clean.seconds }, score: result, bugs: rows }, null, 2)}\n`)
  say(`wrote ${options.json}`)
}
await cleanUp()
say(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
process.exit(0)
