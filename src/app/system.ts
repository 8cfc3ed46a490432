/**
 * Chakra's system with only the recipes this app renders. The default config carries every
 * recipe of the library (tens of KB on the home page); add a recipe here when a screen starts
 * using a new recipe-styled component (it renders unstyled otherwise).
 */
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

export const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { minHeight: '100%' },
    // Korean wraps between words, not inside them.
    'html:lang(ko)': { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '2px' },
    // The system's "reduce motion" setting: dialogs, drawers, toasts and collapses appear and go at once (their
    // animation events still fire) and nothing slides or fades (no transition). A challenge whose subject is a
    // movement keeps it (data-motion="essential"). Transitions get 0 s, not the animations' 0.01 ms: an element's
    // transition-property is `all` by default, so any duration would give every element a transition, and a
    // style change read back at once (a tooltip placed from its measured box) would read the old value.
    '*:not([data-motion=essential]), *:not([data-motion=essential])::before, *:not([data-motion=essential])::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        ...tokens.fonts,
        // Korean text falls back to the platform's Hangul fonts.
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif" },
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // WCAG AA (4.5:1) for white text on solid buttons and badges: Chakra's teal.600 (#0d9488)
        // gives 3.74:1 and orange.600 (#ea580c) 3.55:1 (axe color-contrast, tests/e2e/a11y.spec.ts).
        teal: { ...semanticTokens.colors?.teal, solid: { value: { _light: '#0f766e', _dark: '#0f766e' } } },
        // green.600 (#16a34a) gives 3.3:1; green.700 (#15803d) 5.0:1.
        green: { ...semanticTokens.colors?.green, solid: { value: { _light: '#15803d', _dark: '#15803d' } } },
        orange: { ...semanticTokens.colors?.orange, solid: { value: { _light: '#c2410c', _dark: '{colors.orange.500}' } } },
        // Warnings: orange in light mode, amber in dark mode, where Chakra's dark orange (orange.900
        // on near-black) reads as an error. `status="warning"` alerts use this palette (below).
        warning: {
          contrast: { value: { _light: 'white', _dark: 'black' } },
          fg: { value: { _light: '{colors.orange.700}', _dark: '{colors.yellow.300}' } },
          subtle: { value: { _light: '{colors.orange.100}', _dark: '{colors.yellow.950}' } },
          muted: { value: { _light: '{colors.orange.200}', _dark: '{colors.yellow.900}' } },
          emphasized: { value: { _light: '{colors.orange.300}', _dark: '{colors.yellow.800}' } },
          solid: { value: { _light: '#c2410c', _dark: '{colors.yellow.400}' } },
          focusRing: { value: { _light: '{colors.orange.500}', _dark: '{colors.yellow.500}' } },
          border: { value: { _light: '{colors.orange.500}', _dark: '{colors.yellow.400}' } },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      // Solid buttons darken on hover instead of fading to 90 %: white on the faded teal read 4.49:1
      // (axe color-contrast on a hovered button), on a darker one it only gains.
      button: {
        ...buttonRecipe,
        variants: {
          ...buttonRecipe.variants,
          variant: {
            ...buttonRecipe.variants?.variant,
            solid: { ...buttonRecipe.variants?.variant?.solid, _hover: { bg: 'colorPalette.solid', filter: 'brightness(0.88)' }, _expanded: { bg: 'colorPalette.solid', filter: 'brightness(0.88)' } },
          },
        },
      },
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: {
        ...alertSlotRecipe,
        variants: { ...alertSlotRecipe.variants, status: { ...alertSlotRecipe.variants?.status, warning: { root: { colorPalette: 'warning' } } } },
      },
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

/**
 * The provider's system, without its global CSS: index.html's <head> carries that CSS, built from
 * createAppSystem() at build time (build/chakra-css.ts), so the browser neither builds nor
 * inserts it at boot. `_global` is a lazy getter (patched in build/chakra-patches.ts): replaced,
 * it is never computed. The build reads the CSS through the system's getTokenCss() and friends.
 */
export function withoutGlobalCss<T extends SystemContext>(created: T): T {
  return Object.defineProperty(created, '_global', { value: [], configurable: true })
}

/**
 * The small system (dark mode follows the `dark` class on <html>). A function, not a module-level
 * constant: building it is the biggest single piece of Chakra's work, and src/app/chakra.tsx
 * (loadChakra, with the first screen that uses Chakra) runs it in tasks of its own
 * (appSystemSteps, then system-store's getSystem) instead of inside the evaluation of modules, so
 * no task blocks the main thread for long (to keep total blocking time low).
 */
export function createAppSystem(): SystemContext {
  return withoutGlobalCss(createSystem(defaultBaseConfig, theme))
}

type PrepareSteps = (...configs: unknown[]) => (() => void)[]

/**
 * The first, expensive steps of createAppSystem (merging the configs, building the token
 * dictionary) as separate functions, for src/app/chakra.tsx to run a task apart; createAppSystem then
 * starts from their result. Empty where Chakra is not patched (build/chakra-patches.ts).
 */
export function appSystemSteps(): (() => void)[] {
  return (createSystem as typeof createSystem & { prepareSteps?: PrepareSteps }).prepareSteps?.(defaultBaseConfig, theme) ?? []
}
