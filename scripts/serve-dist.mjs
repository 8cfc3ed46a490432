#!/usr/bin/env node
/**
 * `node scripts/serve-dist.mjs [--dir=dist] [--port=4173]`: serves a built app the way `vite preview` does
 * (a path with a prerendered page gets it: /about → about.html; any other client route gets index.html),
 * for the test suites. Unlike `vite preview` it compresses nothing and lets the browser keep the hashed
 * files of assets/ (immutable), so a test's second page load reuses them: on a 2-core machine every
 * page load of a suite otherwise gzips about a megabyte of JavaScript again on the server, unpacks it in
 * the browser and asks again for every file. Everything else (the service workers, the HTML) is
 * `no-cache`, as in `vite preview`.
 */
import express from 'express'
import { existsSync } from 'node:fs'
import path from 'node:path'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const dir = path.resolve(arg('dir', 'dist'))
const port = Number(arg('port', process.env.PORT ?? '4173'))
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve-dist: ${dir}/index.html is missing; build first (npm run build)`)
  process.exit(1)
}

const app = express()
app.disable('x-powered-by')
app.use(
  express.static(dir, {
    index: false,
    extensions: ['html'],
    setHeaders(res, file) {
      res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  }),
)
// A missing file under assets/ is a 404, not the app.
app.use('/assets', (_req, res) => res.status(404).end())
// Every other GET is a client route: the app's index.html (/ included).
app.get(/.*/, (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache')
  res.sendFile(path.join(dir, 'index.html'))
})

app.listen(port, 'localhost', () => console.info(`serve-dist: ${dir} on http://localhost:${port}`))
