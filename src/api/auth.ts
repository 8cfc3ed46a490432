import type { AcceptTermsResponse, ApiUser, LoginResponse, MessageResponse } from '@machines/shared/contracts'
import type { LoginOutput } from '@machines/auth/login.machine'
import type { TokenPair, User } from '@machines/shared/types'
import { request } from './client'
import { storeTokens } from './tokens'

/** The server's user (snake_case, name variants) as the app's User (docs/spec/1-shell-and-accounts.md §3.1). */
export function toUser(api: ApiUser & { name?: string | null; avatar?: string | null; createdAt?: string; updatedAt?: string }): User {
  return {
    id: api.id,
    email: api.email,
    username: api.username ?? '',
    name: api.full_name ?? api.name ?? null,
    role: api.role ?? 'user',
    bio: api.bio ?? null,
    location: api.location ?? null,
    website: api.website ?? null,
    avatar: api.avatar_url ?? api.avatar ?? null,
    termsAccepted: api.terms_accepted ?? true,
    createdAt: api.created_at ?? api.createdAt ?? '',
    updatedAt: api.updated_at ?? api.updatedAt ?? '',
  }
}

export async function fetchCurrentUser(): Promise<User> {
  return toUser(await request<ApiUser>('/auth/me'))
}

/** POST /auth/login; without a terms requirement the tokens are stored and the user loaded. */
export async function login(input: { email: string; password: string }): Promise<LoginOutput> {
  const answer = await request<LoginResponse>('/auth/login', { method: 'POST', body: input, anonymous: true })
  const tokens: TokenPair = { accessToken: answer.access_token, refreshToken: answer.refresh_token }
  if (answer.requires_terms_acceptance) return { requiresTerms: true, userId: answer.user_id, tokens }
  storeTokens(tokens)
  return { requiresTerms: false, user: await fetchCurrentUser() }
}

export async function logout(): Promise<void> {
  await request<MessageResponse>('/auth/logout', { method: 'POST' })
}

export async function acceptTerms(input: { userId: number; tokens: TokenPair }): Promise<TokenPair> {
  const answer = await request<AcceptTermsResponse>('/auth/accept-terms', {
    method: 'POST',
    body: { user_id: input.userId },
    tokens: input.tokens,
  })
  const tokens = { accessToken: answer.access_token, refreshToken: answer.refresh_token }
  storeTokens(tokens)
  return tokens
}

export async function deleteUser(input: { userId: number; tokens?: TokenPair }): Promise<void> {
  await request<MessageResponse>(`/users/${input.userId}`, { method: 'DELETE', tokens: input.tokens })
}
