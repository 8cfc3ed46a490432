import type { TokenPair } from '../../machines/shared/types'
import { readStored, removeStored, STORAGE_KEYS, validators, writeStored } from '../lib/storage'

export function getAccessToken(): string | undefined {
  return readStored(STORAGE_KEYS.accessToken, validators.token)
}

export function getRefreshToken(): string | undefined {
  return readStored(STORAGE_KEYS.refreshToken, validators.token)
}

export function hasStoredToken(): boolean {
  return getAccessToken() !== undefined
}

export function storeTokens(tokens: Partial<TokenPair>): void {
  if (tokens.accessToken) writeStored(STORAGE_KEYS.accessToken, tokens.accessToken)
  if (tokens.refreshToken) writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken)
}

export function clearTokens(): void {
  removeStored(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken)
}
