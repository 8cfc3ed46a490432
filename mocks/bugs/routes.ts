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
 * - `GET /__sandbox/bugs/global` → `{ global: [ids] }`; `PUT /__sandbox/bugs/global` with `{ "ids": [...] }` switches
 *   on exactly these for EVERY session of the server (on top of each session's own; `npm run kill-score` uses it),
 *   `DELETE /__sandbox/bugs/global` switches them off. Only from the server's own machine (a loopback address):
 *   403 `{ detail }` from anywhere else, so one learner on a shared server cannot break the app for the class.
 *   `GET /__sandbox/bugs` also answers `global`.
 * Handler bugs apply at once. Screen bugs (machine, view) apply in the pages network mode serves from their
 * next load: index.html names the bugs on for the page's session and the server-wide ones (mocks/network/app.ts),
 * except the hidden bugs of an unscored hunt.
 * Node only (imported by the server, never by the browser).
 */
import type { Express, Request, Response } from 'express'
import type { SandboxApi } from '../sandbox'
import { HUNT_BLOCKS_MESSAGE, serverBugs, setServerBugs } from './index'

type BodyReader = (req: Request) => Record<string, unknown> | undefined

export const GLOBAL_BUGS_LOOPBACK_ONLY = 'Server-wide bugs can only be switched from the machine the practice server runs on (a loopback address).'

/** Whether the request comes from the server's own machine. */
export function fromLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

const idList = (value: unknown): string[] | null => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : null)

export function bugRoutes(app: Express, sandbox: SandboxApi, jsonBody: BodyReader): void {
  app.get('/__sandbox/bugs', (_req, res) => {
    const active = sandbox.bugs.active()
    res.json(Array.isArray(active) ? { active, global: serverBugs(), bugs: sandbox.bugs.list() } : { ...active, global: serverBugs(), bugs: sandbox.bugs.list() })
  })
  app.get('/__sandbox/bugs/global', (_req, res) => {
    res.json({ global: serverBugs() })
  })
  app.put('/__sandbox/bugs/global', (req: Request, res: Response) => {
    if (!fromLoopback(req.socket.remoteAddress)) {
      res.status(403).json({ detail: GLOBAL_BUGS_LOOPBACK_ONLY })
      return
    }
    const ids = idList(jsonBody(req)?.ids)
    if (ids === null) {
      res.status(422).json({ detail: 'bugs/global expects {"ids": [...]}' })
      return
    }
    try {
      res.json({ ok: true, global: setServerBugs(ids) })
    } catch (error) {
      res.status(422).json({ detail: (error as Error).message })
    }
  })
  app.delete('/__sandbox/bugs/global', (req, res) => {
    if (!fromLoopback(req.socket.remoteAddress)) {
      res.status(403).json({ detail: GLOBAL_BUGS_LOOPBACK_ONLY })
      return
    }
    res.json({ ok: true, global: setServerBugs([]) })
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
