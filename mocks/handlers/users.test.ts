import { describe, expect, it } from 'vitest'
import { db } from '../db/database'
import { ADMIN, call, DEMO, login, TERMS, useSandboxServer } from '../test-helpers'

useSandboxServer()

/** The user as the storage holds it (read back from it, not from memory). */
const storedUser = async (id: number) => (await db.stored()).collections.users.find((u) => u.id === id)!

describe('DELETE /users/{id}', () => {
  it('soft-deletes the user themself, persisted before the response, and blocks later logins', async () => {
    const { access_token, refresh_token } = await login(DEMO)
    const revision = (await db.stored()).revision
    const res = await call('DELETE', '/users/1', { token: access_token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'User deleted successfully' })
    // Already in storage when the response arrives.
    expect((await db.stored()).revision).toBeGreaterThan(revision)
    expect(await storedUser(1)).toMatchObject({ email: 'demo@example.com', is_active: false, deleted_at: expect.any(String) })
    // Sessions revoked; the account cannot sign in again.
    expect((await call('GET', '/auth/me', { token: access_token })).body).toEqual({ detail: 'Could not validate credentials' })
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: refresh_token } })).status).toBe(401)
    const again = await call('POST', '/auth/login', { body: { email: DEMO.email, password: DEMO.password } })
    expect(again).toMatchObject({ status: 401, body: { detail: 'Incorrect email or password' } })
  })

  it('lets the terms-pending user delete their account from the terms modal', async () => {
    const { access_token } = await login(TERMS)
    expect((await call('DELETE', '/users/3', { token: access_token })).status).toBe(200)
  })

  it('lets an admin delete another user', async () => {
    const { access_token } = await login(ADMIN)
    expect((await call('DELETE', '/users/4', { token: access_token })).status).toBe(200)
    expect((await storedUser(4)).deleted_at).not.toBeNull()
  })

  it('answers 403 when a user deletes someone else', async () => {
    const { access_token } = await login(DEMO)
    const res = await call('DELETE', '/users/2', { token: access_token })
    expect(res).toMatchObject({ status: 403, body: { detail: 'Not allowed' } })
    expect((await storedUser(2)).deleted_at).toBeNull()
  })

  it('answers 404 for an unknown or already deleted user', async () => {
    const { access_token } = await login(ADMIN)
    expect(await call('DELETE', '/users/999', { token: access_token })).toMatchObject({ status: 404, body: { detail: 'User not found' } })
    expect((await call('DELETE', '/users/15', { token: access_token })).status).toBe(404)
  })

  it('answers 401 without a token', async () => {
    expect(await call('DELETE', '/users/1')).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } })
  })

  it.each(['abc', '1.5', '1e3', '%20', '99999999999999999999'])('answers 422 (never 500) for the id "%s"', async (id) => {
    const { access_token } = await login(DEMO)
    const res = await call('DELETE', `/users/${id}`, { token: access_token })
    expect(res.status).toBe(422)
    expect(res.body.detail[0]).toMatchObject({ loc: ['path', 'id'] })
  })
})

describe('DELETE /users/me', () => {
  it('deletes the signed-in user', async () => {
    const { access_token } = await login(DEMO)
    expect(await call('DELETE', '/users/me', { token: access_token })).toMatchObject({
      status: 200,
      body: { message: 'User deleted successfully' },
    })
    expect((await storedUser(1)).deleted_at).not.toBeNull()
  })
})
