/** The kill-score lesson shows the command lines CI runs and the suites they measure (./lesson-commands.ts). */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LESSONS } from '@machines/learn/curriculum'
import { commandsFrom } from './lesson-commands'

const read = (path: string) => readFileSync(new URL(`../../..${path}`, import.meta.url), 'utf8')
const files = Object.fromEntries(
  ['/examples/kill-score/commands.sh', '/examples/kill-score/playwright/suite.spec.ts', '/examples/kill-score/selenium/test_kill_score.py', '/examples/kill-score/cypress/e2e/kill-score.cy.js'].map((p) => [p, read(p)]),
)

describe('lesson commands', () => {
  it('every lesson with commands names a folder with a commands.sh', () => {
    const named = LESSONS.flatMap(({ lesson }) => (lesson.commands ? [lesson.commands] : []))
    expect(named).toEqual(['kill-score'])
    for (const name of named) expect(read(`/examples/${name}/commands.sh`)).toContain('#region playwright')
  })

  it('gives each tool its kill-score command line and the example suite it measures', () => {
    const commands = commandsFrom('kill-score', files, 'en')
    expect(Object.keys(commands)).toEqual(['playwright', 'selenium', 'cypress'])
    expect(commands.playwright!.command).toMatch(/^npm run kill-score -- --cmd "npx playwright test -c examples\/kill-score\/playwright\/playwright.config.ts" --bugs /)
    expect(commands.playwright!.suite).toMatchObject({ path: 'examples/kill-score/playwright/suite.spec.ts' })
    expect(commands.playwright!.suite!.code).toContain("test('the counter counts up and down by one'")
    expect(commands.selenium!.command).toContain('/usr/bin/python3 -m pytest')
    expect(commands.selenium!.suite!.code).toContain('def test_counter_counts_up_and_down_by_one')
    expect(commands.cypress!.command).toContain('npx cypress run --project examples/kill-score/cypress')
    expect(commands.cypress!.suite!.path).toBe('examples/kill-score/cypress/e2e/kill-score.cy.js')
    expect(commandsFrom('nope', files, 'en')).toEqual({})
  })

  it('the Cypress suite, which CI cannot run, at least parses', () => {
    expect(() => new Function('describe', 'it', 'cy', 'expect', files['/examples/kill-score/cypress/e2e/kill-score.cy.js']!)).not.toThrow()
  })
})
