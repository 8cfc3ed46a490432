/**
 * Network mode (`npm run start:network`): the practice server also serves the built app (dist/,
 * the same build as the sandbox), so the app and the API share one origin and every /api/v1 call
 * travels over real HTTP, where page.route, cy.intercept, Selenium's CDP and devtools see it.
 *
 * - index.html (for `/` and, as the SPA fallback, for every client route) carries
 *   `<meta name="qa-api-mode" content="network">`: the app then starts without its service
 *   worker and calls `/api/v1` on this origin (src/lib/env.ts `isNetworkMode`).
 * - It also carries `<meta name="qa-bugs" content="id,id">`: the catalogued bugs on for the page's session
 *   and the server-wide ones (mocks/bugs), so screen-logic and display bugs apply in the served app
 *   (src/lib/network-bugs.ts) the way handler bugs apply in the API. No tag when none is on.
 * - The page sets the learner's session cookie when it has none (mocks/network/sessions.ts).
 * - `/sandbox-worker.js` (and MSW's own `/mockServiceWorker.js`, which older builds registered) answer
 *   a worker that unregisters itself: a sandbox worker installed
 *   on this origin by an earlier visit is replaced at the browser's next update check and never
 *   answers again.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { API_PREFIX } from '@machines/shared/api-prefix'
import { chooseSession, newSessionId, sessionCookie } from './sessions'

export const NETWORK_META = '<meta name="qa-api-mode" content="network" />'

/** index.html with the network-mode meta tag first in <head> (unchanged when it already has one). */
export function injectNetworkMeta(html: string): string {
  if (/<meta[^>]+name=["']qa-api-mode["']/i.test(html)) return html
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) return `${NETWORK_META}\n${html}`
  const at = head.index + head[0].length
  return `${html.slice(0, at)}\n    ${NETWORK_META}${html.slice(at)}`
}

export const BUGS_META_NAME = 'qa-bugs'

/** index.html with the active bugs' meta tag after the network-mode one (none when `ids` is empty). Ids are catalogue ids (a-z, 0-9, -). */
export function injectBugsMeta(html: string, ids: readonly string[]): string {
  const safe = ids.filter((id) => /^[a-z0-9-]+$/.test(id))
  if (safe.length === 0) return html
  const tag = `<meta name="${BUGS_META_NAME}" content="${safe.join(',')}" />`
  return html.includes(NETWORK_META) ? html.replace(NETWORK_META, `${NETWORK_META}\n    ${tag}`) : `${tag}\n${html}`
}

/** The worker served in place of MSW's in network mode: it removes itself and never handles a fetch. */
export const SELF_REMOVING_WORKER = `/* QA Playground network mode: the practice server answers /api/v1 itself, so the sandbox's
   service worker is not used here. A worker registered on this origin earlier updates to this
   script, which unregisters itself. */
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.unregister())
})
`

export interface AppOptions {
  /** The built app (default `dist`, resolved from the working directory). */
  dir: string
}

const isServerPath = (p: string) =>
  p === API_PREFIX || p.startsWith(`${API_PREFIX}/`) || p.startsWith('/api/') || p.startsWith('/__sandbox') || p === '/docs' || p.startsWith('/docs/')

/** The static files of the built app (before the API; index.html excluded, it is served injected). */
export function appStatic(options: AppOptions): Router {
  const dir = path.resolve(options.dir)
  const router = express.Router()
  router.get(['/mockServiceWorker.js', '/sandbox-worker.js'], (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.setHeader('Service-Worker-Allowed', '/')
    res.end(SELF_REMOVING_WORKER)
  })
  // index.html is served by `appPage`, with the meta tag.
  router.use((req, _res, next) => (req.path === '/index.html' ? next('router') : next()))
  router.use(
    express.static(dir, {
      index: false,
      fallthrough: true,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  return router
}

/**
 * The app's page for `/`, `/index.html` and every client route (GET/HEAD, not under /api,
 * /__sandbox or /docs, and without a file extension: a missing `/assets/x.js` stays a 404). Sets the session
 * cookie when the request carries no usable session (no header, no valid cookie).
 */
export function appPage(options: AppOptions, bugsFor: (req: Request) => readonly string[] = () => []) {
  const file = path.resolve(options.dir, 'index.html')
  let cached: string | undefined
  const html = () => (cached ??= injectNetworkMeta(readFileSync(file, 'utf8')))
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (isServerPath(req.path)) return next()
    const last = req.path.split('/').pop() ?? ''
    if (req.path !== '/index.html' && last.includes('.')) return next() // a missing file stays a 404
    let page: string
    try {
      page = injectBugsMeta(html(), bugsFor(req))
    } catch {
      res.status(503).json({ detail: `The app is not built: ${file} is missing (run npm run start:network, which builds it)` })
      return
    }
    const choice = chooseSession(req.headers['x-sandbox-session'], req.headers.cookie)
    const hasCookie = choice.kind === 'session' && choice.from === 'cookie'
    if (!hasCookie && req.headers['x-sandbox-session'] === undefined) res.appendHeader('Set-Cookie', sessionCookie(newSessionId()))
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.status(200).end(req.method === 'HEAD' ? undefined : page)
  }
}
