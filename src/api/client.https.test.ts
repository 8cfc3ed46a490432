// @vitest-environment jsdom
/**
 * The client's base URL with a configured `VITE_API_URL` (read once when src/lib/env.ts loads,
 * so the modules are loaded afresh after stubbing it): http is upgraded to https unless the
 * page itself runs on localhost; the sandbox uses the page's own origin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { DEMO, useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import type * as Env from '../lib/env'
import type * as Client from './client'

/** vitest's jsdom environment exposes its JSDOM instance as the global `jsdom`. */
declare const jsdom: { reconfigure(settings: { url?: string }): void }

withSandboxServer() // renamed on import: not a React hook, whatever react-hooks/rules-of-hooks thinks of the `use` prefix

let client: typeof Client
let env: typeof Env

const urls: string[] = []
const record = ({ request }: { request: Request }) => void urls.push(request.url)

beforeAll(async () => {
  vi.stubEnv('VITE_API_URL', ' http://api.example.com/ ')
  vi.resetModules()
  env = await import('../lib/env')
  client = await import('./client')
  server.events.on('request:start', record)
})

afterAll(() => {
  server.events.removeListener('request:start', record)
  vi.unstubAllEnvs()
  jsdom.reconfigure({ url: 'http://localhost:3000/' })
})

beforeEach(() => {
  urls.length = 0
  env.setSandboxMode(false)
})

const signIn = () =>
  client.request<{ access_token: string }>('/auth/login', { method: 'POST', body: { email: DEMO.email, password: DEMO.password }, anonymous: true })

describe('base URL', () => {
  it('reads VITE_API_URL without surrounding spaces or a trailing slash', () => {
    expect(env.CONFIGURED_API_URL).toBe('http://api.example.com')
    expect(env.apiBaseUrl()).toBe('http://api.example.com/api/v1')
  })

  it('upgrades an http API URL to https on a deployed page', async () => {
    jsdom.reconfigure({ url: 'https://qa.example.com/login' })
    await expect(signIn()).resolves.toMatchObject({ access_token: expect.any(String) })
    expect(urls).toEqual(['https://api.example.com/api/v1/auth/login'])
  })

  it.each(['http://localhost:5173/login', 'http://127.0.0.1:4173/', 'http://qa.localhost/'])('keeps http when the page runs on %s', async (page) => {
    jsdom.reconfigure({ url: page })
    await signIn()
    expect(urls).toEqual(['http://api.example.com/api/v1/auth/login'])
  })

  it('uses the page origin in the sandbox', async () => {
    jsdom.reconfigure({ url: 'https://qa.example.com/login' })
    env.setSandboxMode(true)
    expect(env.apiBaseUrl()).toBe('/api/v1')
    await signIn()
    expect(urls).toEqual(['https://qa.example.com/api/v1/auth/login'])
  })
})
