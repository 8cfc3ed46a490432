/**
 * The browser-challenge routes over real HTTP (the practice server, network mode): a page load of
 * /api/v1/challenges/basic-auth gets the 401 + WWW-Authenticate: Basic that makes a browser show
 * its own sign-in dialog, and the 301 is a real redirect a client can choose not to follow.
 */
import { describe, expect, it } from 'vitest'
import { usePracticeServer } from '../test-server'

const server = usePracticeServer()

describe('browser-challenge routes on the practice server', () => {
  it('basic-auth: 401 with a Basic challenge for a navigation without credentials, 200 with them', async () => {
    const refused = await fetch(`${server.origin}/api/v1/challenges/basic-auth`, { headers: { Accept: 'text/html' } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toBe('Basic realm="QA Playground challenge", charset="UTF-8"')
    const granted = await fetch(`${server.origin}/api/v1/challenges/basic-auth`, { headers: { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` } })
    expect(granted.status).toBe(200)
    expect(await granted.json()).toMatchObject({ username: 'admin' })
  })

  it('status-codes: the 301 is a real redirect to the 200 page', async () => {
    const raw = await fetch(`${server.origin}/api/v1/challenges/status-codes/301`, { redirect: 'manual' })
    expect(raw.status).toBe(301)
    expect(raw.headers.get('location')).toBe('/api/v1/challenges/status-codes/200')
    const followed = await fetch(`${server.origin}/api/v1/challenges/status-codes/301`)
    expect(followed.status).toBe(200)
    expect(followed.redirected).toBe(true)
  })
})
