import { describe, expect, it } from 'vitest'
import { exampleFor, exampleRegions } from './example-source'

const ts = `import { test } from '@playwright/test'

test('x', async ({ page }) => {
  // #region example
  await page.goto('/a')
  if (true) {
    await page.click('b')
  }
  // #endregion
})
`
const py = `def test_x(driver, base_url):
    # #region en
    driver.get(f"{base_url}/a")
    # #endregion


def test_x_ko(driver, base_url):
    # #region ko
    driver.get(f"{base_url}/a?lng=ko")
    # #endregion
`

describe('example regions', () => {
  it('cuts the region out of a file and removes the common indent', () => {
    expect(exampleFor(ts, 'en')).toBe("await page.goto('/a')\nif (true) {\n  await page.click('b')\n}")
    expect(exampleFor(ts, 'ko')).toBe(exampleFor(ts, 'en'))
  })
  it('prefers the region of the language (Python comments too)', () => {
    expect(exampleFor(py, 'en')).toBe('driver.get(f"{base_url}/a")')
    expect(exampleFor(py, 'ko')).toBe('driver.get(f"{base_url}/a?lng=ko")')
  })
  it('joins parts of a region used twice, and refuses an unclosed one', () => {
    expect(exampleRegions('// #region a\nx\n// #endregion\n// #region a\ny\n// #endregion').get('a')).toBe('x\n\ny')
    expect(() => exampleRegions('// #region a\nx')).toThrow(/not closed/)
  })
  it('has nothing to show for a file without regions', () => {
    expect(exampleFor('test()', 'en')).toBeUndefined()
  })
})
