// The CSS that Chakra's provider would otherwise build and insert at every boot (issue 14): the
// layer order, the reset (preflight), the global styles and every design token as a CSS variable,
// in light and dark. Built once from the app's system (src/app/system.ts) and written into
// index.html's <head> by vite.config.ts (chakraGlobalCss), so the browser neither computes nor
// serializes ~40 KB of CSS on the main thread before the first render. The same steps as
// emotion's <Global> (serializeStyles, then stylis with the vendor prefixer).
import { serializeStyles } from '@emotion/serialize'
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'

/** @param {{ layers: { atRule?: string }, getPreflightCss(): object, getGlobalCss(): object, getTokenCss(): object }} system */
export function chakraGlobalCss(system) {
  const parts = [system.layers.atRule ?? '', system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]
  return parts.map((styles) => serialize(compile(serializeStyles([styles]).styles), middleware([prefixer, stringify]))).join('')
}
