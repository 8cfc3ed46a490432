import type { Plugin } from 'vite'

/**
 * index.html's `window.__sandbox` stand-in decides like src/lib/env.ts whether the page runs the
 * sandbox, and for that needs VITE_API_URL: written in (as a JS string) in place of __QA_API_URL__.
 */
export function sandboxStandIn(): Plugin {
  let apiUrl = ''
  return {
    name: 'sandbox-stand-in',
    configResolved(config) {
      apiUrl = String(config.env.VITE_API_URL ?? '').trim().replace(/\/+$/, '') // as CONFIGURED_API_URL (src/lib/env.ts)
    },
    transformIndexHtml: (html) => html.replace("'__QA_API_URL__'", JSON.stringify(apiUrl).replace(/</g, '\\u003c')),
  }
}
