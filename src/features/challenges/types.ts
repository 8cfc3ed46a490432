/**
 * The contract of a classic automation challenge. Each theme file in ./themes lists its
 * challenges; registry.ts joins them. Texts live in the i18n namespace `ch-<theme>` under the
 * challenge's slug: `<slug>.title`, `<slug>.summary`, `<slug>.pitfall`,
 * `<slug>.technique.playwright|cypress|selenium`, and the challenge's own strings under `<slug>.ui.*`.
 * Code examples are runnable files under examples/<tool>/ (see ./examples.ts), shown as CI runs them.
 */
import type { ComponentType } from 'react'

export const CHALLENGE_THEMES = ['locating', 'waiting', 'browser', 'input', 'content'] as const
export type ChallengeTheme = (typeof CHALLENGE_THEMES)[number]

export const CHALLENGE_TOOLS = ['playwright', 'cypress', 'selenium'] as const
export type ChallengeTool = (typeof CHALLENGE_TOOLS)[number]
/** Tools with an example where one exists (a WebdriverIO recipe where its defaults differ from Selenium's). */
export const EXAMPLE_TOOLS = [...CHALLENGE_TOOLS, 'webdriverio'] as const
export type ExampleTool = (typeof EXAMPLE_TOOLS)[number]

export type ReferenceSite = 'the-internet' | 'UI Test Automation Playground' | 'Sauce Demo' | 'Cypress RealWorld App'

export interface ChallengeProps {
  slug: string
  /** The seed of every random choice on the page (`?seed=`, shown on the page). */
  seed: number
  /** Called once when the page detects that the learner solved the challenge. */
  onSolved: () => void
}

export interface ChallengeDef {
  slug: string
  theme: ChallengeTheme
  difficulty: 1 | 2 | 3
  /** The tools whose naive use the pitfall trips. */
  trips: ChallengeTool[]
  /** The reference pages it matches (site and page name); empty for a challenge no site has. */
  references: Array<{ site: ReferenceSite; name: string }>
  /** The page detects success and calls onSolved. */
  solvable: boolean
  /** Reads `?seed=` (the page shows the seed and a "new seed" link). */
  seeded?: boolean
  /** Deliberately inaccessible: why (the axe checks exclude it by name). */
  inaccessible?: string
  /** Catalogued machine ids (machines/catalog.ts model ids) that run on this page. */
  machines?: string[]
  load: () => Promise<{ default: ComponentType<ChallengeProps> }>
}
