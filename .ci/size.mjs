// `npm run size`: builds, then reports the gzipped JavaScript (and translations) that the home
// page and the login page load in hosted mode, and what the sandbox adds. Fails over budget.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

// 190 since the hardening issue (header menu, one boot placeholder with route preloading, shared error
// mapping): the performance issue sets the real budget from Lighthouse measurements.
// 194 since the state lab: its recorder on every actor (~2.8 KB gz with the chunk split
// it causes) and the inspector's header toggle (~1.1 KB gz); measured 187.6 → 191.5 KB.
// 190 since the performance issue's first cuts: Chakra's unused recipes and anatomies
// no longer ride along (its theme index's default config marked pure), emotion's
// hoist-non-react-statics/react-is and @xstate/react's React 16 shims aliased away, the session
// machine's ApiError guard out of the server-text tables, XState in one chunk: 193.9 → 188.6 KB,
// ~1.5 KB left for the challenges issue's shell additions.
// 150 since the shell and the home page render without Chakra's runtime: plain
// elements with classes precompiled at build time (src/ui/shell-styles.tsx); Chakra, emotion and
// the system load with the first screen that uses them (src/app/chakra.tsx): 189.1 → 146.4 KB.
const BUDGET_HOME_KB = 150
const BUDGET_SANDBOX_KB = 200

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const gz = new Map()
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`dist/${file}`)).length)
  return gz.get(file)
}

/** The files a set of manifest entries loads: themselves and their static imports. */
function closure(keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`Not in the build manifest: ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return files
}

const js = (files) => [...files].filter((f) => f.endsWith('.js'))
const total = (files) => js(files).reduce((n, f) => n + size(f), 0)
const kb = (bytes) => (bytes / 1024).toFixed(1)

// Loaded at every boot in hosted mode (main.tsx awaits these dynamic imports before rendering).
const boot = ['index.html', 'src/app/app.tsx', 'src/i18n/locales/en/common.json']
const home = closure([...boot, 'src/features/static/home-page.tsx', 'src/i18n/locales/en/home.json'])
const login = closure([...boot, 'src/features/auth/login-page.tsx', 'src/i18n/locales/en/auth.json'])
const sandboxAll = closure(['mocks/browser.ts'])
const sandboxAdds = new Set([...sandboxAll].filter((f) => !home.has(f)))

// The home page must not pull Chakra's runtime back in (its provider's context is named so).
const chakraOnHome = js(home).filter((f) => readFileSync(`dist/${f}`, 'utf8').includes('ChakraContext'))

const rows = [
  ['home page, hosted', total(home), BUDGET_HOME_KB],
  ['login page, hosted', total(login), null],
  ['sandbox adds', total(sandboxAdds), BUDGET_SANDBOX_KB],
  ['home page, sandbox', total(home) + total(sandboxAdds), null],
]
console.log('\nGzipped JavaScript loaded (KB = 1024 bytes):')
let failed = false
for (const [name, bytes, budget] of rows) {
  const over = budget !== null && bytes / 1024 > budget
  failed ||= over
  console.log(`  ${name.padEnd(22)} ${kb(bytes).padStart(7)} KB${budget !== null ? `  (budget ${budget} KB${over ? ', OVER' : ''})` : ''}`)
}
console.log('\nLargest files on the home page:')
for (const f of js(home).sort((a, b) => size(b) - size(a)).slice(0, 8)) console.log(`  ${kb(size(f)).padStart(7)} KB  ${f}`)
console.log('Sandbox chunk files:')
for (const f of js(sandboxAdds).sort((a, b) => size(b) - size(a))) console.log(`  ${kb(size(f)).padStart(7)} KB  ${f}`)
if (failed) console.error('\n✖ over the size budget')
if (chakraOnHome.length > 0) {
  console.error(`\n✖ the home page loads Chakra's runtime (${chakraOnHome.join(', ')}): the shell and the home page use src/ui/shell.ts classes, and Chakra loads through src/app/chakra.tsx`)
  failed = true
}
if (failed) process.exit(1)
