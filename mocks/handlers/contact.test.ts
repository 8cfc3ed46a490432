import { describe, expect, it } from 'vitest'
import { db } from '../db/database'
import { sandbox } from '../node'
import { call, DEMO, login, useSandboxServer } from '../test-helpers'

useSandboxServer()

const message = { name: 'Ann Tester', email: 'ann@example.com', subject: 'Hello', message: 'Testing the contact form.' }
/** The messages the storage holds (read back from it). */
const storedMessages = async () => (await db.stored()).collections.contactMessages

describe('POST /contact', () => {
  it('stores the message (persisted before the response) without a token', async () => {
    const res = await call('POST', '/contact', { body: message })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      message: 'Your message has been sent successfully. We will get back to you soon.',
    })
    expect(await storedMessages()).toEqual([{ id: 1, ...message, created_at: expect.any(String) }])
  })

  it('accepts a valid bearer token too, and answers 401 to an invalid or expired one', async () => {
    const { access_token } = await login(DEMO)
    expect((await call('POST', '/contact', { body: message, token: access_token })).status).toBe(200)
    const bad = await call('POST', '/contact', { body: message, token: 'garbage' })
    expect(bad.status).toBe(401)
    expect(bad.body).toEqual({ detail: 'Could not validate credentials' })
    sandbox.expireAccessTokens()
    const expired = await call('POST', '/contact', { body: message, token: access_token })
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ detail: 'Token has expired' })
    expect((await storedMessages()).map((m) => m.id)).toEqual([1])
  })

  it('answers 422 naming every missing field', async () => {
    const res = await call('POST', '/contact', { body: { name: 'Ann' } })
    expect(res.status).toBe(422)
    expect(res.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([
      ['body', 'email'],
      ['body', 'subject'],
      ['body', 'message'],
    ])
    expect(await storedMessages()).toEqual([])
  })

  it.each([
    ['a bad e-mail', { ...message, email: 'ann' }, 'email'],
    ['a blank subject', { ...message, subject: '  ' }, 'subject'],
    ['a number as message', { ...message, message: 12 }, 'message'],
  ])('answers 422 for %s', async (_, body, field) => {
    const res = await call('POST', '/contact', { body })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', field] })])
  })

  it('answers 422 for invalid JSON', async () => {
    const res = await call('POST', '/contact', { raw: 'name=Ann' })
    expect(res).toMatchObject({ status: 422, body: { detail: [{ loc: ['body'], type: 'json_invalid' }] } })
  })
})

describe('GET /contact/test-email', () => {
  it('answers that the e-mail service is there (the sandbox sends nothing), with or without a token; a bad token is a 401', async () => {
    const res = await call('GET', '/contact/test-email')
    expect(res).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining('e-mail service is available') } })
    const { access_token } = await login(DEMO)
    expect((await call('GET', '/contact/test-email', { token: access_token })).status).toBe(200)
    expect((await call('GET', '/contact/test-email', { token: 'garbage' })).status).toBe(401)
    expect(await storedMessages()).toEqual([])
  })
})
