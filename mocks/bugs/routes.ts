/**
 * `/__sandbox/bugs` on the practice server (mocks/server.ts), per learner session like every
 * runtime setting:
 * - `GET /__sandbox/bugs` → `{ active: [ids], bugs: [{ id, kind, class, screen, path, … }] }` (no descriptions)
 * - `POST /__sandbox/bugs` with `{ "ids": [...] }` switches on exactly these, `{ "enable": [...] }` adds,
 *   `{ "disable": [...] }` removes (`{ "disable": true }`: all); answers `{ ok, active }`, 422 `{ detail }` on an unknown id
 * - `DELETE /__sandbox/bugs` switches every bug off (and ends a bug hunt: `{ ok, active: [], revealed: [its ids] }`)
 * - `POST /__sandbox/bugs` with `{ "hunt": { "seed": 42, "count": 3 } }` starts a bug hunt: the chosen bugs are on and
 *   named nowhere; while it runs `GET` answers `{ hunt: true, hidden, detail, bugs }` (no `active`) and switching
 *   bugs is a 409 `{ detail }` until `DELETE` ends it (its answer reveals them)
 * Handler bugs apply at once; machine bugs are a browser matter (the app's own sandbox applies them).
 * Node only (imported by the server, never by the browser).
 */
import type { Express, Request, Response } from 'express'
import type { SandboxApi } from '../sandbox'
import { HUNT_BLOCKS_MESSAGE } from './index'

type BodyReader = (req: Request) => Record<string, unknown> | undefined

const idList = (value: unknown): string[] | null => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : null)

export function bugRoutes(app: Express, sandbox: SandboxApi, jsonBody: BodyReader): void {
  app.get('/__sandbox/bugs', (_req, res) => {
    const active = sandbox.bugs.active()
    res.json(Array.isArray(active) ? { active, bugs: sandbox.bugs.list() } : { ...active, bugs: sandbox.bugs.list() })
  })
  app.post('/__sandbox/bugs', (req: Request, res: Response) => {
    const body = jsonBody(req) ?? {}
    const hunt = body.hunt as { seed?: unknown; count?: unknown } | undefined
    if (hunt !== undefined) {
      try {
        if (sandbox.bugs.hunt().hunt) throw new Error(HUNT_BLOCKS_MESSAGE)
        res.json({ ok: true, ...sandbox.bugs.startHunt(Number(hunt?.seed), Number(hunt?.count)) })
      } catch (error) {
        res.status(sandbox.bugs.hunt().hunt ? 409 : 422).json({ detail: (error as Error).message })
      }
      return
    }
    if (sandbox.bugs.hunt().hunt) {
      res.status(409).json({ detail: HUNT_BLOCKS_MESSAGE })
      return
    }
    try {
      const ids = idList(body.ids)
      const enable = idList(body.enable)
      const disable = body.disable === true ? true : idList(body.disable)
      if (ids === null && enable === null && disable === null) {
        res.status(422).json({ detail: 'bugs expects {"ids": [...]}, {"enable": [...]} or {"disable": [...] | true}' })
        return
      }
      if (ids !== null) sandbox.bugs.set(ids)
      if (enable !== null) sandbox.bugs.enable(enable)
      if (disable === true) sandbox.bugs.disable()
      else if (disable !== null) sandbox.bugs.disable(disable)
      res.json({ ok: true, active: sandbox.bugs.active() })
    } catch (error) {
      res.status(422).json({ detail: (error as Error).message })
    }
  })
  app.delete('/__sandbox/bugs', (_req, res) => {
    if (sandbox.bugs.hunt().hunt) {
      res.json({ ok: true, active: [], revealed: sandbox.bugs.endHunt() })
      return
    }
    res.json({ ok: true, active: sandbox.bugs.disable() })
  })
}
