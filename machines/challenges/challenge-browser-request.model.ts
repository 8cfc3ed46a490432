/**
 * Graph model of the browser-request machine as the basic-auth page runs it (goal: one success):
 * a refused answer, an unexpected failure (network) and the success; once solved, one more
 * request shows it stays solved.
 */
import type { EventFromLogic } from 'xstate'
import { defineModel, done, failed } from '../shared/model'
import { browserRequestMachine, type BrowserRequestResult } from './challenge-browser-request.machine'

type Ev = EventFromLogic<typeof browserRequestMachine>

export const GRANTED: BrowserRequestResult = { ok: true, code: 'granted', status: 200, values: {} }
export const REFUSED: BrowserRequestResult = { ok: false, code: 'wrong', status: 401, values: {} }

const NETWORK = { kind: 'network', status: null, message: null, issues: null }

export const browserRequestModel = defineModel({
  id: 'challengeBrowserRequest',
  area: 'challenges',
  routes: ['/challenges/basic-auth', '/challenges/status-codes', '/challenges/upload', '/challenges/geolocation'],
  title: 'Request and show (browser challenges)',
  description: 'Sends a request (fetch, upload, geolocation) and shows the answer; expected refusals are answers, only unexpected failures are errors; solved once enough distinct codes were answered with ok.',
  machine: browserRequestMachine,
  starts: [{ name: 'basic auth (goal 1)', input: { goal: 1 } }],
  events: (s): Ev[] => {
    const send: Ev = { type: 'request.send', params: { username: 'admin', password: 'admin' } }
    if (s.matches({ solved: 'sending' })) return [done('request', GRANTED) as unknown as Ev, failed('request', NETWORK) as unknown as Ev]
    if (s.hasTag('busy')) return [done('request', GRANTED) as unknown as Ev, done('request', REFUSED) as unknown as Ev, failed('request', NETWORK) as unknown as Ev]
    return [send]
  },
  context: (s) => ({ code: s.context.result?.code ?? null, error: s.context.error }),
})
