/**
 * The shell's precompiled Chakra classes (src/ui/shell-styles.tsx, built by build/chakra-css.ts):
 * `shell.header` is the class list Chakra would give that element. Plain elements with these
 * classes look exactly like the Chakra components they replace, with no styling work at run time.
 */
import { shell as classes } from 'virtual:shell-classes'
import type { ShellStyle } from './shell-styles'

export const shell = classes as Record<ShellStyle, string>
