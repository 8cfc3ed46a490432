/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 document (no authentication). */
import { request } from './client'

export const OPENAPI_DOCUMENT_PATH = '/openapi.json'

export function fetchOpenApiDocument(): Promise<unknown> {
  return request<unknown>(OPENAPI_DOCUMENT_PATH, { anonymous: true })
}
