// How much concurrency the browser suites get on this machine, from one measurement: the cost of a page fault
// (touching fresh memory). The two 2-core machine kinds this suite has run on differ most there: about 2 µs per
// 4 KiB page on one, about 13 µs on the other (README, CI time), where Chromium's renderers, which fault in memory all
// the time, spend a third of their CPU in the kernel. With cheap faults the browsers leave the cores idle 10–15 % of
// the time while tests wait on the app's timers, and a third Playwright worker and the Selenium suites side by side
// fill it; with dear ones two browsers already fill both cores and a third only slows every test (measured on
// 2026-11-30: 149–157 s with two workers, 171–187 s with three).
import { readFileSync } from 'node:fs'

/** Microseconds per page fault: the median of three rounds of touching 64 MiB of fresh memory, page by page. */
export function faultMicroseconds() {
  const rounds = []
  for (let r = 0; r < 3; r++) {
    const started = process.hrtime.bigint()
    const buffer = Buffer.allocUnsafeSlow(64 * 1024 * 1024)
    for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1
    rounds.push(Number(process.hrtime.bigint() - started) / 1000 / (buffer.length / 4096))
  }
  return rounds.sort((a, b) => a - b)[1]
}

/** Below this many µs per fault the machine has room for a third browser. */
export const CHEAP_FAULT_US = 6

/** The measurement and what it decides: Playwright's workers and whether the Selenium suites run all at once. */
export function browserConcurrency() {
  const us = faultMicroseconds()
  const roomy = us < CHEAP_FAULT_US
  return { us, roomy, playwrightWorkers: roomy ? 3 : 2 }
}

/**
 * The machine's CPU time so far, in clock ticks, from Linux's /proc/stat (null elsewhere): user (with nice), system
 * (with interrupts), idle (with I/O wait) and steal, the time the hypervisor gave this VM's cores to others. Two
 * readings give a run's split (`cpuSplit`): a stolen share slows every step alike and is the machine's moment, not the
 * suite's.
 */
export function cpuTimes() {
  try {
    const [, user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    return { user: user + nice, system: system + irq + softirq, idle: idle + iowait, steal: steal || 0 }
  } catch {
    return null
  }
}

/** The split of the CPU time between two `cpuTimes()` readings, in whole percent (null when either is missing). */
export function cpuSplit(before, after) {
  if (!before || !after) return null
  const d = Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]]))
  const total = d.user + d.system + d.idle + d.steal
  if (total <= 0) return null
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, Math.round((100 * v) / total)]))
}
