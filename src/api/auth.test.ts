// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiUser } from '@machines/shared/contracts'
import { sandbox } from '@mocks/node'
import { DEMO, TERMS, useSandboxServer as withSandboxServer } from '@mocks/test-helpers'
import { setSandboxMode } from '../lib/env'
import { acceptTerms, fetchCurrentUser, login, toUser } from './auth'
import { getAccessToken, getRefreshToken } from './tokens'

withSandboxServer() // renamed on import: not a React hook, whatever react-hooks/rules-of-hooks thinks of the `use` prefix

beforeEach(() => {
  setSandboxMode(true)
  localStorage.removeItem('access_token')
  localStorage.removeItem('refresh_token')
})

describe('login', () => {
  it('stores the tokens and loads the user when no terms acceptance is required', async () => {
    const result = await login({ email: DEMO.email, password: DEMO.password })
    expect(result).toEqual({
      requiresTerms: false,
      user: expect.objectContaining({ id: DEMO.id, email: DEMO.email, termsAccepted: true }),
    })
    expect(localStorage.getItem('access_token')).toEqual(expect.any(String))
    expect(localStorage.getItem('refresh_token')).toEqual(expect.any(String))
    await expect(fetchCurrentUser()).resolves.toMatchObject({ id: DEMO.id })
  })

  it('returns the pending tokens without storing them when the terms must be accepted', async () => {
    const result = await login({ email: TERMS.email, password: TERMS.password })
    expect(result).toEqual({
      requiresTerms: true,
      userId: 3,
      tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    })
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(localStorage.getItem('refresh_token')).toBeNull()
  })

  it('rejects wrong credentials with the server message and stores nothing', async () => {
    await expect(login({ email: DEMO.email, password: 'Wrong1234!' })).rejects.toEqual({
      kind: 'http',
      status: 401,
      message: 'Incorrect email or password',
      issues: null,
    })
    expect(getAccessToken()).toBeUndefined()
  })

  it('rejects a network failure as kind network', async () => {
    sandbox.scenario('POST /auth/login', { networkError: true, times: 1 })
    await expect(login({ email: DEMO.email, password: DEMO.password })).rejects.toMatchObject({ kind: 'network' })
    expect(getAccessToken()).toBeUndefined()
  })
})

describe('acceptTerms', () => {
  it('stores the new full tokens it answers with', async () => {
    const pending = await login({ email: TERMS.email, password: TERMS.password })
    if (!pending.requiresTerms) throw new Error('expected a terms requirement')

    const tokens = await acceptTerms({ userId: pending.userId, tokens: pending.tokens })

    expect(tokens.accessToken).not.toBe(pending.tokens.accessToken)
    expect(tokens.refreshToken).not.toBe(pending.tokens.refreshToken)
    expect(getAccessToken()).toBe(tokens.accessToken)
    expect(getRefreshToken()).toBe(tokens.refreshToken)
    await expect(fetchCurrentUser()).resolves.toMatchObject({ id: TERMS.id, termsAccepted: true })
  })

  it('stores nothing when the server refuses', async () => {
    const pending = await login({ email: TERMS.email, password: TERMS.password })
    if (!pending.requiresTerms) throw new Error('expected a terms requirement')
    sandbox.scenario('POST /auth/accept-terms', { status: 500, times: 1 })
    await expect(acceptTerms({ userId: pending.userId, tokens: pending.tokens })).rejects.toMatchObject({ status: 500 })
    expect(getAccessToken()).toBeUndefined()
  })
})

describe('toUser', () => {
  const api: ApiUser = {
    id: 7,
    email: 'ann@example.com',
    username: 'ann',
    full_name: 'Ann Lee',
    role: 'admin',
    bio: 'Tester',
    location: 'Seoul',
    website: 'https://ann.example.com',
    avatar_url: 'https://cdn.example.com/ann.png',
    is_active: true,
    terms_accepted: false,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-02-01T00:00:00Z',
  }

  it('maps the snake_case fields', () => {
    expect(toUser(api)).toEqual({
      id: 7,
      email: 'ann@example.com',
      username: 'ann',
      name: 'Ann Lee',
      role: 'admin',
      bio: 'Tester',
      location: 'Seoul',
      website: 'https://ann.example.com',
      avatar: 'https://cdn.example.com/ann.png',
      termsAccepted: false,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-02-01T00:00:00Z',
    })
  })

  it('accepts the name, avatar and camelCase date variants', () => {
    const variant = {
      id: 8,
      email: 'bo@example.com',
      name: 'Bo Kim',
      avatar: '/avatars/bo.png',
      createdAt: '2023-05-05T00:00:00Z',
      updatedAt: '2023-06-06T00:00:00Z',
    } as unknown as Parameters<typeof toUser>[0]
    expect(toUser(variant)).toMatchObject({ name: 'Bo Kim', avatar: '/avatars/bo.png', createdAt: '2023-05-05T00:00:00Z', updatedAt: '2023-06-06T00:00:00Z' })
  })

  it('prefers full_name and avatar_url over the variants', () => {
    expect(toUser({ ...api, name: 'Other', avatar: '/other.png' })).toMatchObject({ name: 'Ann Lee', avatar: 'https://cdn.example.com/ann.png' })
  })

  it('fills defaults for missing fields', () => {
    const bare = { id: 9, email: 'min@example.com' } as unknown as Parameters<typeof toUser>[0]
    expect(toUser(bare)).toEqual({
      id: 9,
      email: 'min@example.com',
      username: '',
      name: null,
      role: 'user',
      bio: null,
      location: null,
      website: null,
      avatar: null,
      termsAccepted: true,
      createdAt: '',
      updatedAt: '',
    })
  })
})
