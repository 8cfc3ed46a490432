import { http, HttpResponse, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { API_PREFIX } from '@machines/shared/api-prefix'
import { handlers, routes } from '../handlers/index'
import { scenarioHandlers } from '../scenarios/index'
import { handlerIndex, literalOf } from './handler-index'

const ORIGIN = 'http://localhost:8000'
const ok = () => HttpResponse.text('ok')

/** Every handler msw itself would match (its own `test`, the predicate `getResponse` runs). */
async function matching(list: readonly RequestHandler[], method: string, url: URL): Promise<RequestHandler[]> {
  const hits: RequestHandler[] = []
  for (const h of list) if (await h.test({ request: new Request(url, { method }), resolutionContext: { baseUrl: ORIGIN } })) hits.push(h)
  return hits
}

describe('handlerIndex: the practice server keeps only the handlers that can match a request', () => {
  it('cuts a path at its first parameter or wildcard, without the trailing slash, lower-cased', () => {
    expect(literalOf('*/api/v1/Todos/:id')).toBe('/api/v1/todos')
    expect(literalOf('*/api/v1/posts/')).toBe('/api/v1/posts')
    expect(literalOf('*')).toBe('')
    expect(literalOf('http://localhost:8000/x')).toBe('http')
    expect(literalOf('/files/*')).toBe('/files')
  })

  it("never drops a handler msw would match: every route, in any case, with a trailing slash, a query, another origin, and unknown paths", async () => {
    const list = [...scenarioHandlers, ...handlers] as RequestHandler[]
    const candidates = handlerIndex(list)
    const urls = new Set<string>()
    for (const r of routes) {
      const path = r.path.replace(/:[A-Za-z_]+/g, '7')
      for (const p of [path, path.toUpperCase(), `${path}/?page=2&q=a`]) urls.add(`${ORIGIN}${API_PREFIX}${p}`)
      urls.add(`http://127.0.0.1:9999${API_PREFIX}${path}`)
    }
    for (const p of ['/nope', '', '/', '/todos/7/extra', '/%74odos']) urls.add(`${ORIGIN}${API_PREFIX}${p}`)
    urls.add(`${ORIGIN}/docs`)
    let compared = 0
    let matched = 0
    for (const href of urls)
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) {
        const url = new URL(href)
        const kept = candidates(method, url)
        const hits = await matching(list, method, url)
        for (const hit of hits) expect(kept, `${method} ${href}`).toContain(hit)
        matched += hits.length
        // Order kept: the candidates are the list's own order.
        expect(kept).toEqual(list.filter((h) => kept.includes(h)))
        compared++
      }
    expect(compared).toBe(urls.size * 7)
    // Each route answered in its own method, several spellings each (msw's predicate really ran).
    expect(matched).toBeGreaterThan(routes.length * 3)
  }, 30_000)

  it('keeps RegExp methods and paths, and cuts most of the route list for an ordinary request', async () => {
    const byRegExp = http.all(/\/anything$/, ok)
    const todo = http.get('*/api/v1/todos/:id', ok)
    const list = [byRegExp, todo, http.post('*/api/v1/todos', ok), http.get('*/api/v1/posts', ok)]
    const candidates = handlerIndex(list)
    expect(candidates('GET', new URL(`${ORIGIN}/api/v1/todos/3`))).toEqual([byRegExp, todo])
    expect(candidates('get', new URL(`${ORIGIN}/API/V1/TODOS/3`))).toEqual([byRegExp, todo])
    expect(candidates('DELETE', new URL(`${ORIGIN}/x/anything`))).toEqual([byRegExp])
    const all = handlerIndex([...scenarioHandlers, ...handlers] as RequestHandler[])
    expect(all('GET', new URL(`${ORIGIN}${API_PREFIX}/posts/`)).length).toBeLessThan(handlers.length / 4)
  })
})
