/** Types of generate-seed.mjs (plain JavaScript so Node 20 can run it without a TypeScript loader). */
import type { SeedFile, SeedName } from './schema.ts'

export declare const FAKER_SEED: number
export declare const SEED_NAMES: readonly SeedName[]
export declare const DEMO_ACCOUNTS: ReadonlyArray<{
  id: number
  email: string
  password: string
  username: string
  full_name: string
  role: 'admin' | 'user'
  requires_terms: boolean
}>
export declare const PERSONA_ACCOUNTS: ReadonlyArray<{
  id: number
  email: string
  password: string
  username: string
  full_name: string
  role: 'user'
  requires_terms: boolean
}>
export declare const GENERATED_USER_PASSWORD: string
export declare const WITHDRAWN_EMAIL: string
export declare const SEEDS_DIR: string
export declare const SEED_REFERENCE_DAY: string
export declare function hashPassword(password: string): string
export declare function buildSeed(name: SeedName): SeedFile
export declare function formatSeed(seed: SeedFile): string
