/**
 * The sandbox API as a real HTTP server (the same handlers as the browser worker and vitest),
 * for practising API tests with curl, Postman or Playwright's request fixture, and for running
 * the app in hosted mode against it: `npm run api`, then `VITE_API_URL=http://localhost:8000 npm start`.
 * Data lives in memory: a restart reseeds. CORS is open to any origin (a local practice server).
 * Controls over HTTP: POST /__sandbox/reset, POST /__sandbox/expire-access-tokens,
 * POST /__sandbox/scenario {endpoint, scenario}, GET /__sandbox/endpoints, GET /__sandbox/mailbox
 * (reset and verification tokens), POST /__sandbox/advance-clock {ms}.
 */
import { createMiddleware } from '@mswjs/http-middleware'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { Server } from 'node:http'
import { API_PREFIX } from '../machines/shared/api-prefix'
import { db } from './db/database'
import { handlers } from './handlers/index'
import { createSandboxApi, type SandboxApi } from './sandbox'
import { scenarioHandlers } from './scenarios/index'

function cors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type')
  res.setHeader('Access-Control-Max-Age', '600')
  if (req.method === 'OPTIONS') {
    res.statusCode = 204
    res.end()
    return
  }
  next()
}

export interface ApiServer {
  server: Server
  url: string
  /** The same controls as window.__sandbox, for scripts that start the server in-process. */
  sandbox: SandboxApi
  close(): Promise<void>
}

export async function startApiServer(port = 8000, host = '127.0.0.1'): Promise<ApiServer> {
  await db.ready()
  const app = express()
  app.disable('x-powered-by')
  app.use(cors)
  const sandbox = createSandboxApi()
  // The sandbox controls over HTTP (outside /api/v1), e.g. `curl -X POST localhost:8000/__sandbox/reset`.
  app.post('/__sandbox/reset', async (_req, res) => {
    await sandbox.reset()
    res.json({ ok: true })
  })
  app.post('/__sandbox/expire-access-tokens', (_req, res) => {
    sandbox.expireAccessTokens()
    res.json({ ok: true })
  })
  app.post('/__sandbox/scenario', express.json(), (req, res) => {
    try {
      sandbox.scenario(String(req.body?.endpoint), req.body?.scenario ?? {})
      res.json({ ok: true })
    } catch (error) {
      res.status(422).json({ detail: (error as Error).message })
    }
  })
  app.get('/__sandbox/endpoints', (_req, res) => {
    res.json(sandbox.endpoints())
  })
  app.get('/__sandbox/mailbox', (_req, res) => {
    res.json(sandbox.mailbox())
  })
  app.post('/__sandbox/advance-clock', express.json(), (req, res) => {
    const ms = Number(req.body?.ms)
    if (!Number.isFinite(ms)) {
      res.status(422).json({ detail: 'advance-clock expects {"ms": <number>}' })
      return
    }
    sandbox.advanceClock(ms)
    res.json({ ok: true, now: sandbox.now() })
  })
  app.use(createMiddleware(...scenarioHandlers, ...handlers))
  app.use((_req, res) => {
    res.status(404).json({ detail: 'Not Found' })
  })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, host, () => resolve(s))
  })
  return {
    server,
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${API_PREFIX}`,
    sandbox,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

// `node dist-api/server.js` (npm run api): listen until stopped.
const entry = process.argv[1] ?? ''
if (/server\.(js|mjs|ts)$/.test(entry) && import.meta.url.endsWith(entry.split('/').pop()!)) {
  const port = Number(process.env.PORT ?? 8000)
  void startApiServer(port, process.env.HOST ?? '127.0.0.1').then(({ url }) => {
    console.info(`QA Playground sandbox API on ${url} (in memory; Ctrl+C to stop)`)
  })
}
