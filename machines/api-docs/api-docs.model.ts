/**
 * Graph model of the /api-docs page's machine (tests/model/api-docs.model.spec.ts runs it in
 * Chromium: the sandbox's own document answers the happy load; a held scenario gives the
 * failures). The sample document only decides the graph.
 */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { apiDocsMachine } from './api-docs.machine'

type Ev = EventFromLogic<typeof apiDocsMachine>

export const API_DOCS_SAMPLE_DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'QA Playground API', version: '1.0.0' },
  tags: [{ name: 'todos', description: 'Todos' }],
  paths: { '/todos': { get: { summary: 'List todos', tags: ['todos'], responses: { '200': { description: 'OK' } } } } },
}
/** An answer that is not an OpenAPI 3 document (a bad response). */
export const API_DOCS_NOT_A_DOCUMENT = { hello: 'world' }
export const API_DOCS_LOAD_ERROR: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error', issues: null }
/** The filter the model types (matches the todo operations of the real document). */
export const API_DOCS_MODEL_FILTER = 'todos'

export const apiDocsModel = defineModel({
  id: 'apiDocs',
  area: 'app',
  routes: ['/api-docs'],
  title: 'API docs page',
  description: 'Loads the OpenAPI document; a failure or a non-OpenAPI answer shows a translated error with retry; the filter narrows the operations.',
  machine: apiDocsMachine,
  starts: [{ name: 'open /api-docs', input: undefined }],
  events: (s) => {
    const events: Ev[] = []
    if (s.matches('loading')) {
      events.push(
        done('fetchDocument', API_DOCS_SAMPLE_DOCUMENT) as unknown as Ev,
        done('fetchDocument', API_DOCS_NOT_A_DOCUMENT) as unknown as Ev,
        failed('fetchDocument', API_DOCS_LOAD_ERROR) as unknown as Ev,
      )
    }
    if (s.matches('failed')) events.push({ type: 'docs.retry' })
    if (s.matches('ready')) events.push({ type: 'docs.filter', filter: s.context.filter === '' ? API_DOCS_MODEL_FILTER : '' })
    return events
  },
  context: (s) => [s.context.filter, s.context.failure],
})
