import type { Role } from './contracts'

/** The signed-in user as the app holds it (docs/spec/1-shell-and-accounts.md §3.1). */
export interface User {
  id: number
  email: string
  username: string
  name: string | null
  role: Role
  bio: string | null
  location: string | null
  website: string | null
  avatar: string | null
  termsAccepted: boolean
  createdAt: string
  updatedAt: string
}

/** Header and banking name fallback: full name, else username, else e-mail. */
export function displayName(user: Pick<User, 'name' | 'username' | 'email'>): string {
  const name = user.name?.trim()
  if (name) return name
  const username = user.username?.trim()
  if (username) return username
  return user.email
}

export interface TokenPair {
  accessToken: string
  refreshToken: string
}
