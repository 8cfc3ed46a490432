#!/usr/bin/env node
/**
 * `node scripts/test-durations.mjs [--top=20] [file.json]`: where the Playwright suite spends its time, from the JSON
 * report every run writes (test-results/playwright.json): the total per project and the slowest spec files and tests
 * (worker time: the sum of the tests' durations, retries included).
 */
import { readFileSync } from 'node:fs'

const print = (line) => process.stdout.write(`${line}\n`)
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 20)
const file = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'test-results/playwright.json'
const report = JSON.parse(readFileSync(file, 'utf8'))
const tests = []
const walk = (suite, path) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
      tests.push({ project: t.projectName, file: spec.file ?? path, title: spec.title, ms })
    }
  }
  for (const child of suite.suites ?? []) walk(child, child.file ?? path)
}
for (const suite of report.suites ?? []) walk(suite, suite.file)
const sum = (list) => list.reduce((a, t) => a + t.ms, 0)
const group = (key) => [...Object.entries(Object.groupBy(tests, key))].map(([k, list]) => [k, sum(list), list.length]).sort((a, b) => b[1] - a[1])
const s = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9)
print(`${tests.length} tests, ${s(sum(tests))} of worker time; wall clock ${s(report.stats?.duration ?? 0)}\n\nper project:`)
for (const [k, ms, n] of group((t) => t.project)) print(`${s(ms)}  ${String(n).padStart(4)}  ${k}`)
print(`\nslowest files:`)
for (const [k, ms, n] of group((t) => `${t.project} ${t.file}`).slice(0, top)) print(`${s(ms)}  ${String(n).padStart(4)}  ${k}`)
print(`\nslowest tests:`)
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, top)) print(`${s(t.ms)}  ${t.project} ${t.file} › ${t.title}`)
