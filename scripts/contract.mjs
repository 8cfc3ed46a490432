#!/usr/bin/env node
/**
 * `npm run test:contract`: the practice server's contract, checked by the tools an API tester points
 * at it (docs/spec/3-playground.md; README "Contract tests"):
 *
 *   1. starts the built server (dist-api/server.js, in memory) on a free port and reads its
 *      OpenAPI document (GET /api/v1/openapi.json);
 *   2. starts a Prism validating proxy (`prism proxy --errors`) in front of it: every request and
 *      response that does not match the document becomes an error;
 *   3. converts the document into a Postman collection with Portman (tests/contract/portman-config.json:
 *      the order of the 73 operations, the ids each one needs, the tokens of the demo accounts and the
 *      mailbox's tokens) with Portman's contract tests on every operation (2xx status, content type,
 *      JSON body, response schema, documented headers), and runs it with Newman through the proxy,
 *      in a data set of its own (X-Sandbox-Session).
 *
 * Exits 1 on any failed assertion or any Prism violation. The collection, the document and Newman's
 * JSON report are written to test-results/contract/. Builds the server first when dist-api/ is missing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.join(root, 'test-results/contract')
mkdirSync(out, { recursive: true })
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const children = []
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('exit', stopAll)

if (!existsSync(path.join(root, 'dist-api/server.js'))) {
  const built = spawnSync(bin('vite'), ['build', '--ssr', 'mocks/server.ts', '--outDir', 'dist-api', '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** Starts a process and resolves once `ready` matches its output. */
function start(command, args, env, ready, what) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let log = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 60 s:\n${log}`)), 60_000)
    const seen = (chunk) => {
      log += chunk
      if (ready.test(log)) {
        clearTimeout(timer)
        resolve({ child, log: () => log })
      }
    }
    child.stdout.on('data', seen)
    child.stderr.on('data', seen)
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}):\n${log}`)))
  })
}

const serverPort = await freePort()
const proxyPort = await freePort()
const serverUrl = `http://127.0.0.1:${serverPort}`
await start(process.execPath, ['dist-api/server.js'], { PORT: String(serverPort), HOST: '127.0.0.1', SANDBOX_STORAGE: 'memory' }, /sandbox API on/, 'the practice server')
const document = await (await fetch(`${serverUrl}/api/v1/openapi.json`)).text()
const documentFile = path.join(out, 'openapi.json')
writeFileSync(documentFile, document)
const operations = Object.values(JSON.parse(document).paths).reduce((n, item) => n + Object.keys(item).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).length, 0)
const proxy = await start(bin('prism'), ['proxy', documentFile, `${serverUrl}/api/v1`, '--errors', '--port', String(proxyPort), '--host', '127.0.0.1'], {}, /Prism is listening/, 'Prism')
const apiUrl = `http://127.0.0.1:${proxyPort}`
console.info(`contract: ${operations} operations; the practice server at ${serverUrl}, Prism's validating proxy at ${apiUrl}`)

// The variation that needs the server itself (Prism would answer a request it finds invalid on its own):
// every JSON body with an unknown field gets the server's 422, checked against the document.
const config = JSON.parse(readFileSync(path.join(root, 'tests/contract/portman-config.json'), 'utf8'))
const jsonBodies = Object.values(JSON.parse(document).paths).flatMap((item) =>
  Object.values(item).filter((op) => op && typeof op === 'object' && op.requestBody?.content?.['application/json']).map((op) => op.operationId),
)
config.tests.variationTests.push({
  openApiOperationIds: jsonBodies,
  variations: [
    {
      name: 'UnknownField',
      openApiResponse: '422',
      overwrites: [
        {
          overwriteRequestBaseUrl: { value: '{{serverApiUrl}}', overwrite: true },
          overwriteRequestSecurity: { bearer: { token: '{{bearerToken}}' } },
          overwriteRequestBody: [{ key: 'unexpected_field', value: 'x', insert: true }],
        },
      ],
      tests: { contractTests: [{ statusCode: { enabled: true, code: 422 } }, { contentType: { enabled: true } }, { jsonBody: { enabled: true } }, { schemaValidation: { enabled: true } }] },
    },
  ],
})
const configFile = path.join(out, 'portman-config.json')
writeFileSync(configFile, JSON.stringify(config, null, 2))

const report = path.join(out, 'newman.json')
rmSync(report, { force: true })
const newmanOptions = {
  bail: false,
  workingDir: path.join(root, 'tests/contract'),
  envVar: [
    { key: 'apiUrl', value: apiUrl },
    { key: 'serverUrl', value: serverUrl },
    { key: 'serverApiUrl', value: `${serverUrl}/api/v1` },
  ],
  reporters: ['cli', 'json'],
  reporter: { json: { export: report } },
}
const portman = spawnSync(
  bin('portman'),
  ['-l', documentFile, '-b', apiUrl, '-c', configFile, '-o', path.join(out, 'collection.json'), '--runNewman', '--newmanRunOptions', JSON.stringify(newmanOptions)],
  { cwd: root, stdio: 'inherit' },
)
const violations = (proxy.log().match(/✖\s+error|\[VALIDATOR\].*(error|warning)/gi) ?? []).length
let failed = portman.status === 0 ? 0 : 1
try {
  const run = JSON.parse(readFileSync(report, 'utf8')).run
  const { requests, assertions } = run.stats
  failed += run.failures.length
  console.info(`contract: ${requests.total} requests, ${assertions.total} assertions, ${run.failures.length} failures; Prism: ${violations} violations`)
} catch {
  console.error('contract: no Newman report was written')
  failed = Math.max(failed, 1)
}
writeFileSync(path.join(out, 'prism.log'), proxy.log())
stopAll()
process.exit(failed > 0 || violations > 0 ? 1 : 0)
