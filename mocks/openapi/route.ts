/**
 * GET /api/v1/openapi.json: the generated OpenAPI document, registered in the route table like
 * every endpoint (so the practice server serves it too). No authentication. The generator is
 * imported on the first request only, so the sandbox's boot chunk does not carry it.
 */
import { HttpResponse } from 'msw'
import { API_PREFIX } from '@machines/shared/contracts'
import { route, type Route } from '../handlers/http'

export const OPENAPI_PATH = '/openapi.json'

/** `routes` is passed lazily (the route table imports this module). */
export function openApiRoutes(routes: () => readonly Route[]): Route[] {
  return [
    route('GET', OPENAPI_PATH, async ({ request }) => {
      const { buildOpenApiDocument } = await import('./document')
      const serverUrl = new URL(API_PREFIX, request.url).href
      return HttpResponse.json(buildOpenApiDocument(routes(), { serverUrl }))
    }),
  ]
}
