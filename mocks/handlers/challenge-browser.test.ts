import { describe, expect, it } from 'vitest'
import { BASE, call, DEMO, login, useSandboxServer } from '../test-helpers'
import { BASIC_AUTH_INVALID, BASIC_AUTH_MISSING, BASIC_AUTH_SUCCESS, BASIC_AUTH_WRONG, statusCodeMessage } from './challenge-browser'

useSandboxServer()

const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`

describe('GET /challenges/status-codes/:code', () => {
  it('answers 200 with the page text', async () => {
    const res = await call('GET', '/challenges/status-codes/200')
    expect(res).toMatchObject({ status: 200, body: { status_code: 200, message: statusCodeMessage(200) } })
  })

  it('answers 301 with a Location to the 200 page and no body; fetch follows it', async () => {
    const manual = await fetch(`${BASE}/challenges/status-codes/301`, { redirect: 'manual' })
    expect(manual.status).toBe(301)
    expect(manual.headers.get('Location')).toBe('/api/v1/challenges/status-codes/200')
    expect(await manual.text()).toBe('')
    const followed = await fetch(`${BASE}/challenges/status-codes/301`)
    expect(followed.status).toBe(200)
    expect(followed.redirected).toBe(true)
    expect(await followed.json()).toEqual({ status_code: 200, message: statusCodeMessage(200) })
  })

  it.each([404, 500])('answers %i with a FastAPI detail', async (code) => {
    const res = await call('GET', `/challenges/status-codes/${code}`)
    expect(res).toMatchObject({ status: code, body: { detail: statusCodeMessage(code) } })
  })

  it('answers 422 at ["path", "code"] for a code it does not serve and for a non-integer', async () => {
    const other = await call('GET', '/challenges/status-codes/418')
    expect(other.status).toBe(422)
    expect(other.body).toEqual({ detail: [{ loc: ['path', 'code'], msg: 'Input should be 200, 301, 404 or 500', type: 'enum' }] })
    const text = await call('GET', '/challenges/status-codes/abc')
    expect(text.status).toBe(422)
    expect(text.body.detail).toEqual([expect.objectContaining({ loc: ['path', 'code'], type: 'int_parsing' })])
  })
})

describe('GET /challenges/basic-auth', () => {
  it('answers 200 to admin:admin', async () => {
    const res = await call('GET', '/challenges/basic-auth', { headers: { Authorization: basic('admin:admin') } })
    expect(res).toMatchObject({ status: 200, body: { message: BASIC_AUTH_SUCCESS, username: 'admin' } })
  })

  it('answers 401 with WWW-Authenticate: Basic without credentials, even with the app\'s bearer token', async () => {
    const none = await call('GET', '/challenges/basic-auth')
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ detail: BASIC_AUTH_MISSING })
    expect(none.headers.get('WWW-Authenticate')).toMatch(/^Basic realm="/)
    const { access_token } = await login(DEMO)
    const bearer = await call('GET', '/challenges/basic-auth', { token: access_token })
    expect(bearer).toMatchObject({ status: 401, body: { detail: BASIC_AUTH_MISSING } })
  })

  it.each([
    ['wrong password', basic('admin:nope'), BASIC_AUTH_WRONG],
    ['wrong user', basic('root:admin'), BASIC_AUTH_WRONG],
    ['case differs', basic('Admin:admin'), BASIC_AUTH_WRONG],
    ['no colon', basic('adminadmin'), BASIC_AUTH_INVALID],
    ['not base64', 'Basic %%%', BASIC_AUTH_INVALID],
    ['invalid UTF-8', `Basic ${Buffer.from([0xff, 0x3a, 0x61]).toString('base64')}`, BASIC_AUTH_INVALID],
    ['another scheme', 'Digest username="admin"', BASIC_AUTH_MISSING],
  ])('answers 401 for %s', async (_, header, message) => {
    const res = await call('GET', '/challenges/basic-auth', { headers: { Authorization: header } })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: message })
    expect(res.headers.get('WWW-Authenticate')).toContain('Basic')
  })
})
