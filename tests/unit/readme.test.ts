/** The README is a newcomer's map: its screens table lists every route of the route table. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '@/app/routes'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const screens = readme.slice(readme.indexOf('## Screens'), readme.indexOf('## Your first test'))

describe('README', () => {
  it('lists every route in its screens table', () => {
    const rows = screens.split('\n').filter((line) => line.startsWith('| `'))
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '{$1}')
      const row = rows.find((line) => line.split('|')[1]!.includes(`\`${path}\``))
      expect(row, `README screens table row for ${path}`).toBeDefined()
      expect(row, path).not.toContain('being built')
    }
  })

  it('does not point at specification sections the reader does not have', () => {
    expect(readme).not.toMatch(/§\s*\d/)
    expect(readme).not.toMatch(/\bspec \d/i)
  })

  it('has a "Your first test" section with the two examples that CI runs', () => {
    expect(readme).toContain('examples/playwright/first-test.spec.ts')
    expect(readme).toContain('examples/selenium/first_test.py')
  })
})
