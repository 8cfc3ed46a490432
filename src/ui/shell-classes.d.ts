/** Built by build/chakra-css.ts (chakraGlobalCss) from src/ui/shell-styles.tsx: style name → class names. */
declare module 'virtual:shell-classes' {
  export const shell: Record<string, string>
}
