import type { TokenPair } from '@machines/shared/types'
import { readStored, removeStored, STORAGE_KEYS, validators, writeStored } from '../lib/storage'

export function getAccessToken(): string | undefined {
  return readStored(STORAGE_KEYS.accessToken, validators.token)
}

export function getRefreshToken(): string | undefined {
  return readStored(STORAGE_KEYS.refreshToken, validators.token)
}

/**
 * Whether a session may be resumed: an access token, or only a refresh token (a corrupted or
 * missing access token is renewed by the refresh before anything is said about the session).
 */
export function hasStoredToken(): boolean {
  return getAccessToken() !== undefined || getRefreshToken() !== undefined
}

export function storeTokens(tokens: Partial<TokenPair>): void {
  if (tokens.accessToken) writeStored(STORAGE_KEYS.accessToken, tokens.accessToken)
  if (tokens.refreshToken) writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken)
}

export function clearTokens(): void {
  removeStored(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken)
}
