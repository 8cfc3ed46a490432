/**
 * `/__sandbox/faults` on the practice server (mocks/server.ts), per learner session like every
 * runtime setting:
 * - `GET /__sandbox/faults` → `{ faults: [{ endpoint, fault, remaining, seen }], latencyMs, clientTimeoutMs, query }`
 * - `POST /__sandbox/faults` with `{ endpoint, fault }` sets one fault, with `{ query }` replaces all
 *   of them from a `?faults=` value (answers `{ ok, ignored: [...] }`), with `{ latencyMs }` and/or
 *   `{ clientTimeoutMs }` sets those; 422 `{ detail }` on an invalid one
 * - `DELETE /__sandbox/faults` clears every fault; `DELETE /__sandbox/faults?endpoint=GET%20/todos` one
 * Node only (imported by the server, never by the browser).
 */
import type { Express, Request, Response } from 'express'
import type { SandboxApi } from '../sandbox'

type BodyReader = (req: Request) => Record<string, unknown> | undefined

function state(sandbox: SandboxApi) {
  return { faults: sandbox.faults.list(), latencyMs: sandbox.latency(), clientTimeoutMs: sandbox.faults.clientTimeout(), query: sandbox.faults.query() }
}

export function faultRoutes(app: Express, sandbox: SandboxApi, jsonBody: BodyReader): void {
  app.get('/__sandbox/faults', (_req, res) => {
    res.json(state(sandbox))
  })
  app.post('/__sandbox/faults', (req: Request, res: Response) => {
    const body = jsonBody(req) ?? {}
    try {
      let ignored: string[] = []
      if (typeof body.query === 'string') ignored = sandbox.faults.apply(body.query).errors
      if (body.endpoint !== undefined) sandbox.faults.set(String(body.endpoint), (body.fault ?? {}) as Parameters<SandboxApi['faults']['set']>[1])
      if (body.latencyMs !== undefined) sandbox.setLatency(Number(body.latencyMs))
      if (body.clientTimeoutMs !== undefined) sandbox.faults.setClientTimeout(body.clientTimeoutMs === null ? null : Number(body.clientTimeoutMs))
      if (body.query === undefined && body.endpoint === undefined && body.latencyMs === undefined && body.clientTimeoutMs === undefined) {
        res.status(422).json({ detail: 'faults expects {"endpoint", "fault"}, {"query"}, {"latencyMs"} or {"clientTimeoutMs"}' })
        return
      }
      res.json({ ok: true, ignored, ...state(sandbox) })
    } catch (error) {
      res.status(422).json({ detail: (error as Error).message })
    }
  })
  app.delete('/__sandbox/faults', (req: Request, res: Response) => {
    const endpoint = typeof req.query.endpoint === 'string' ? req.query.endpoint : undefined
    try {
      if (endpoint) sandbox.faults.remove(endpoint)
      else sandbox.faults.clear()
      res.json({ ok: true, ...state(sandbox) })
    } catch (error) {
      res.status(422).json({ detail: (error as Error).message })
    }
  })
}
