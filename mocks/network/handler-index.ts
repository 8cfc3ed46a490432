/**
 * The practice server's first cut of the handler list per request. msw's `getResponse` tries every
 * handler in order, and each try compiles the handler's path (path-to-regexp) and parses the
 * request's cookies: a tenth of the server's time under a class's load. This keeps, in their
 * order, only the handlers that can match the request, by two checks that never drop a handler
 * msw would match:
 *   - the method: a handler's string method, compared case-insensitively as msw does (a RegExp
 *     method, such as `http.all`'s, always stays);
 *   - the path's literal start: the text of its string path up to the first parameter or
 *     wildcard (`*\/api/v1/todos/:id` → `/api/v1/todos`), trailing slash dropped, must occur in the
 *     request's URL without its query, both lower-cased (path-to-regexp matches case-insensitively,
 *     and a leading `*` may stand for any origin and path before it). A RegExp or function path
 *     always stays.
 * msw then matches the few handlers left exactly as before.
 */
import type { RequestHandler } from 'msw'

interface Entry<H> {
  handler: H
  /** Upper-case method, or null: any method may match. */
  method: string | null
  /** Lower-case literal text the URL must contain ('' when nothing is known). */
  literal: string
}

/** The literal start of an msw path: up to the first parameter, wildcard or group; no trailing slash; lower-cased. */
export function literalOf(path: string): string {
  const rest = path.replace(/^\*+/, '')
  const cut = rest.search(/[:*(){}?+\\]/)
  return (cut === -1 ? rest : rest.slice(0, cut)).replace(/\/+$/, '').toLowerCase()
}

/** Returns `(method, url) => the handlers of `list` that may answer it`, in `list`'s order. */
export function handlerIndex<H extends RequestHandler>(list: readonly H[]): (method: string, url: URL) => H[] {
  const entries: Entry<H>[] = list.map((handler) => {
    const info = (handler as { info?: { method?: unknown; path?: unknown } }).info
    return {
      handler,
      method: typeof info?.method === 'string' ? info.method.toUpperCase() : null,
      literal: typeof info?.path === 'string' ? literalOf(info.path) : '',
    }
  })
  return (method, url) => {
    const upper = method.toUpperCase()
    const href = `${url.origin}${url.pathname}`.toLowerCase()
    return entries.filter((e) => (e.method === null || e.method === upper) && (e.literal === '' || href.includes(e.literal))).map((e) => e.handler)
  }
}
