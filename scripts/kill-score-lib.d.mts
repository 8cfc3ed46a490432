// Types of ./kill-score-lib.mjs for the TypeScript tests (tests/unit/kill-score.test.ts).
export const DEFAULT_ACCOUNT: { email: string; password: string }
export const USAGE: string
export interface KillScoreOptions {
  cmd: string
  bugs: string[] | null
  baseUrl: string | null
  port: number
  email: string
  password: string
  progress: boolean
  json: string | null
  verbose: boolean
  help: boolean
}
export function parseArgs(argv: string[], env?: Record<string, string | undefined>): { options: KillScoreOptions; error?: undefined } | { error: string; options?: undefined }
export function selectBugs<B extends { id: string }>(catalogue: B[], ids: string[] | null): { bugs: B[]; error?: undefined } | { error: string; bugs?: undefined }
export function hintFor(bug: { kind: string; class: string; screen: string; path: string; endpoints?: string[] }, labels: { class?: Record<string, string>; screen?: Record<string, string> }): string
export function score(rows: { id: string; killed: boolean }[]): { killed: number; total: number; percent: number }
export function formatReport(rows: { id: string; kind: string; killed: boolean; seconds: number; exitCode: number | null; hint: string }[]): string
export function progressEvents(result: { killed: number; total: number }): { events: [{ type: 'killscore.result'; killed: number; total: number }] }
export function commandEnv(base: Record<string, string | undefined>, baseUrl: string, bug: string): Record<string, string | undefined>
