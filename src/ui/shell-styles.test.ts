import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain .mjs script without types
import { chakraShellCss } from '../../build/chakra-global-css.mjs'
import { createAppSystem } from '../app/system'
import { SHELL_STYLES } from './shell-styles'

type ShellCss = { css: string; classes: Record<string, string>; tags: Record<string, string> }

describe('the shell styles precompiled from Chakra (build/chakra-css.ts, virtual:shell-classes)', () => {
  it('gives every style a Chakra class whose rules are in the CSS, in the layer Chakra uses', async () => {
    const { css, classes } = (await chakraShellCss(createAppSystem(), SHELL_STYLES)) as ShellCss
    expect(Object.keys(classes).sort()).toEqual(Object.keys(SHELL_STYLES).sort())
    for (const [key, names] of Object.entries(classes)) {
      const generated = names.match(/\bcss-([a-z0-9]+)\b/)
      expect(generated, key).not.toBeNull()
      expect(css, key).toContain(`.css-${generated![1]}{`)
    }
    // Recipe styles stay in Chakra's recipes layer, under the style props (which are unlayered).
    expect(classes.buttonSmGhost).toMatch(/^chakra-button css-/)
    const ghost = classes.buttonSmGhost!.split(' ')[1]
    expect(css).toMatch(new RegExp(`@layer recipes\\{\\.${ghost}\\{`))
  })

  it('tells different looks apart: a state of a control never shares the class of another', async () => {
    const { classes } = (await chakraShellCss(createAppSystem(), SHELL_STYLES)) as ShellCss
    for (const [a, b] of [
      ['navLink', 'navLinkActive'],
      ['sidebar', 'sidebarCollapsed'],
      ['sidebarItem', 'sidebarItemActive'],
      ['inspectorToggle', 'inspectorToggleOpen'],
      ['modeBadge', 'modeBadgeHosted'],
      ['buttonSmGhost', 'buttonSmOutline'],
    ] as const)
      expect(classes[a], `${a} / ${b}`).not.toBe(classes[b])
  })
})
