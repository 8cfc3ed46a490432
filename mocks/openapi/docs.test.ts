/** The practice server serves the document and Swagger UI at /docs (over real HTTP). */
import { describe, expect, it } from 'vitest'
import { usePracticeServer } from '../test-server'

const server = usePracticeServer()

describe('the practice server', () => {
  it('serves GET /api/v1/openapi.json without a token, naming itself as the server', async () => {
    const res = await fetch(`${server.origin}/api/v1/openapi.json`)
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { openapi: string; servers: Array<{ url: string }>; paths: Record<string, unknown> }
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers[0]!.url).toBe(`${server.origin}/api/v1`)
    expect(doc.paths['/auth/login']).toBeDefined()
  })

  it('serves Swagger UI at /docs, pointed at the document', async () => {
    const redirect = await fetch(`${server.origin}/docs`, { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe('/docs/')
    const page = await fetch(`${server.origin}/docs/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('swagger-ui-bundle.js')
    const init = await (await fetch(`${server.origin}/docs/init.js`)).text()
    expect(init).toContain('"/api/v1/openapi.json"')
    const bundle = await fetch(`${server.origin}/docs/swagger-ui-bundle.js`)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('javascript')
    await bundle.arrayBuffer()
    const css = await fetch(`${server.origin}/docs/swagger-ui.css`)
    expect(css.status).toBe(200)
    await css.arrayBuffer()
  })
})
