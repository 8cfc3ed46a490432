#!/usr/bin/env node
/**
 * `npm run bench:lab`: how long the state lab takes to lay out its largest diagrams (the time the
 * diagram itself reports in `data-layout-ms`: the ELK layout of both directions), over a production
 * build (builds nothing: serves dist/ with `vite preview` on port 4173, or reuses the server already
 * answering there; run `npx vite build` first). Each machine is opened RUNS times in a new page;
 * prints every time, the median per machine; budget: every median ≤ 500 ms (exit 1 over it).
 *
 * Options: --url=http://localhost:4173  --runs=5  --machines=bookingWizard,socialFeed,postDetail
 */
import { arg, launchChromium, print, serve } from './bench-browser.mjs'

const baseURL = arg('url', 'http://localhost:4173').replace(/\/$/, '')
const RUNS = Number(arg('runs', '5'))
const MACHINES = arg('machines', 'bookingWizard,socialFeed,postDetail').split(',')
const BUDGET_MS = 500

const server = await serve(baseURL, 'bench:lab')
const browser = await launchChromium()
let over = false
try {
  for (const id of MACHINES) {
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${baseURL}/lab/${id}`)
      const diagram = page.getByTestId('lab-diagram')
      await diagram.waitFor({ timeout: 30_000 })
      await page.waitForSelector('[data-testid="lab-diagram"][data-layout-state="ready"]', { timeout: 30_000 })
      times.push(Number(await diagram.getAttribute('data-layout-ms')))
      await page.close()
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
    over ||= median > BUDGET_MS
    print(`${id.padEnd(16)} ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}  median ${median.toFixed(0)} ms ${median <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`)
  }
  print(`budget: every median ≤ ${BUDGET_MS} ms: ${over ? 'OVER BUDGET' : 'OK'}`)
  if (over) process.exitCode = 1
} finally {
  await browser.close()
  if (server) process.kill(-server.pid)
}
