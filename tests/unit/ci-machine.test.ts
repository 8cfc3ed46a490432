/** .ci/machine.mjs: the CPU split `npm test` prints at the end of its timing table. */
import { describe, expect, it } from 'vitest'
import { cpuSplit, cpuTimes } from '../../.ci/machine.mjs'

describe('cpuSplit', () => {
  it('gives each kind of CPU time between two readings in whole percent', () => {
    const before = { user: 100, system: 50, idle: 1000, steal: 10 }
    const after = { user: 600, system: 250, idle: 1100, steal: 210 }
    expect(cpuSplit(before, after)).toEqual({ user: 50, system: 20, idle: 10, steal: 20 })
  })

  it('is null without two readings or without time between them', () => {
    const reading = { user: 1, system: 1, idle: 1, steal: 0 }
    expect(cpuSplit(null, reading)).toBeNull()
    expect(cpuSplit(reading, null)).toBeNull()
    expect(cpuSplit(reading, reading)).toBeNull()
  })

  it('reads /proc/stat on Linux', () => {
    const reading = cpuTimes()
    if (process.platform !== 'linux') return expect(reading).toBeNull()
    for (const key of ['user', 'system', 'idle', 'steal'] as const) expect(Number.isInteger(reading?.[key])).toBe(true)
  })
})
