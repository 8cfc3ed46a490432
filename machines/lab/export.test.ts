import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import type { MachineModel } from '../shared/model'
import { testSuite, type TestSuite } from './analysis'
import { csvField, exportedCases, exportsPlaywright, markdownCell, runCommands, specFileName, suiteCsv, suiteMarkdown, suitePlaywrightSpec } from './export'
import { playerModel } from './fixtures.test-machines'

const model = playerModel as unknown as MachineModel<AnyStateMachine>

/** A fixed suite: case 1 plays then pauses, case 2 attempts `pause` in idle (invalid). */
const suite: TestSuite = {
  criterion: 'allTransitions',
  items: ['a', 'b', 'c'],
  covered: ['a', 'b'],
  uncovered: ['c'],
  cases: [
    {
      id: 1,
      start: 'stopped',
      initial: 'idle',
      steps: [
        { event: { type: 'play' }, eventType: 'play', expected: 'playing' },
        { event: { type: 'pause' }, eventType: 'pause', expected: 'paused' },
      ],
    },
    { id: 2, start: 'stopped', initial: 'idle', steps: [{ event: { type: 'pause' }, eventType: 'pause', expected: 'idle', invalid: true }] },
  ],
}
const words: Record<string, string> = { play: 'Press "Play", then wait', pause: 'Press Pause | hold' }
const describeEvent = (type: string) => words[type] ?? type

describe('CSV (RFC 4180)', () => {
  it('quotes a field only when it holds a comma, a double quote or a line break, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField(12)).toBe('12')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
  })

  it('writes a header and one row per step with CRLF line ends', () => {
    const csv = suiteCsv(suite, { describe: describeEvent })
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')).toEqual([
      'Test case,Start,Step,Event,event type,Expected state,invalid',
      '1,stopped,1,"Press ""Play"", then wait",play,playing,false',
      '1,stopped,2,Press Pause | hold,pause,paused,false',
      '2,stopped,1,Press Pause | hold,pause,idle,true',
      '',
    ])
  })
})

describe('Markdown', () => {
  it('has a heading, the counts, one numbered table (case and start on its first row) and the uncovered items', () => {
    const md = suiteMarkdown(model, suite, { describe: describeEvent, title: 'All transitions' })
    expect(md.split('\n')).toEqual([
      '# Player: All transitions',
      '',
      '3 coverage items, 2 covered, 2 test cases',
      '',
      '| Test case | Start | Step | Event | Expected state |',
      '| ---: | --- | ---: | --- | --- |',
      '| 1 | stopped | 1 | Press "Play", then wait | `playing` |',
      '|  |  | 2 | Press Pause \\| hold | `paused` |',
      '| 2 | stopped | 1 | Press Pause \\| hold | `idle (invalid: ignored, state unchanged)` |',
      '',
      '## Not covered (not reachable with the model’s sample events)',
      '',
      '- `c`',
      '',
    ])
  })

  it('takes translated labels and escapes table cells', () => {
    expect(markdownCell('a|b\nc')).toBe('a\\|b c')
    const md = suiteMarkdown(model, { ...suite, uncovered: [] }, { labels: { testCase: '테스트 케이스', summary: '항목 {items}개' } })
    expect(md).toContain('| 테스트 케이스 | Start |')
    expect(md).toContain('항목 3개')
    expect(md).not.toContain('## ')
  })

  it('writes a row for a case without steps (its start state)', () => {
    const md = suiteMarkdown(model, { ...suite, cases: [{ id: 1, start: 'stopped', initial: 'idle', steps: [] }], uncovered: [] })
    expect(md).toContain('| 1 | stopped |  |  | `idle` |')
  })
})

describe('Playwright spec', () => {
  // A stand-in for the machine's runtime text (build/lab-runtime.ts; tests/unit/lab-export-standalone.test.ts checks a real one).
  const runtime = 'import { expect, test } from "@playwright/test";\nconst helper = 1;\nrunCases(loginUi, LAB_TITLE, LAB_CASES, { baseURL: LAB_BASE_URL });\nexport {};\n'

  it('puts the cases, title and base URL after the runtime\'s imports, and the runtime after them', () => {
    const generated = testSuite(model, 'zeroSwitch')
    const spec = suitePlaywrightSpec({ ...model, id: 'login' }, generated, { runtime, baseURL: 'https://qa.example' })
    const lines = spec.split('\n')
    const importAt = lines.indexOf('import { expect, test } from "@playwright/test";')
    expect(lines.slice(0, importAt).every((l) => l.startsWith('//') || l === '/* eslint-disable */')).toBe(true)
    expect(lines).toContain('// @ts-nocheck')
    expect(spec).toContain('//   BASE_URL=https://qa.example npx playwright test login.zeroSwitch.spec.ts')
    expect(spec).toContain('const LAB_TITLE = "login zeroSwitch"')
    expect(spec).toContain('const LAB_BASE_URL = "https://qa.example"')
    const data = spec.slice(spec.indexOf('const LAB_CASES = ') + 'const LAB_CASES = '.length, spec.indexOf('\n\nconst helper'))
    expect(JSON.parse(data)).toEqual(exportedCases(generated.cases))
    expect(spec.indexOf('const LAB_CASES')).toBeLessThan(spec.indexOf('const helper = 1'))
    expect(spec.trimEnd().endsWith('runCases(loginUi, LAB_TITLE, LAB_CASES, { baseURL: LAB_BASE_URL });')).toBe(true)
    expect(spec).not.toContain('export {}')
    expect(exportedCases(suite.cases)[1]).toEqual({ id: 2, start: 'stopped', steps: [{ event: { type: 'pause' }, expected: 'idle', invalid: true }] })
  })

  it('offers a spec only for a machine with a UI mapping', () => {
    expect(exportsPlaywright('login')).toBe(true)
    expect(exportsPlaywright('player')).toBe(false)
    expect(specFileName('login', 'zeroSwitch')).toBe('login.zeroSwitch.spec.ts')
    expect(runCommands('login.zeroSwitch.spec.ts', 'http://localhost:4173')[2]).toBe('BASE_URL=http://localhost:4173 npx playwright test login.zeroSwitch.spec.ts')
  })
})
