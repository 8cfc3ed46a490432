// The CSS that Chakra's provider would otherwise build and insert at every boot: the
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

/**
 * The shell's precompiled classes (src/ui/shell-styles.tsx): each element rendered with Chakra
 * in Node, as the browser would at run time; its root element's class names and the CSS emotion
 * would insert for them. Returns `{ css, classes, tags }` (`tags`: the element each was rendered
 * as, for a check that the shell renders the same element).
 * @param {unknown} system @param {Record<string, unknown>} styles
 */
export async function chakraShellCss(system, styles) {
  const { createElement } = await import('react')
  const { renderToStaticMarkup } = await import('react-dom/server')
  const { default: createCache } = await import('@emotion/cache')
  const { CacheProvider } = await import('@emotion/react')
  const { ChakraProvider } = await import('@chakra-ui/react')
  const rules = new Map()
  const classes = {}
  const tags = {}
  for (const [key, element] of Object.entries(styles)) {
    const cache = createCache({ key: 'css' })
    const html = renderToStaticMarkup(createElement(CacheProvider, { value: cache }, createElement(ChakraProvider, { value: system }, element)))
    for (const m of html.matchAll(/<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g)) rules.set(m[1], m[2])
    const root = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').match(/^<([a-z]+)([^>]*)>/)
    if (!root) throw new Error(`shell style ${key}: no element rendered`)
    tags[key] = root[1]
    classes[key] = (root[2].match(/ class="([^"]*)"/)?.[1] ?? '').trim()
  }
  return { css: [...rules.values()].join(''), classes, tags }
}
