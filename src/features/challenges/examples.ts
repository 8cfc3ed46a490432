/**
 * A challenge's guide examples are cut from the runnable files CI executes (src/lib/example-source.ts):
 * examples/playwright/challenges/<slug>.spec.ts, examples/selenium/challenges/test_<slug>.py and
 * examples/cypress/e2e/challenges/<slug>.cy.js, and a WebdriverIO recipe examples/webdriverio/<slug>.test.mjs where
 * its defaults differ from Selenium's. Loaded with the challenge page, one small chunk per file.
 */
import { exampleFor, type ExampleLanguage } from '@/lib/example-source'
import type { ExampleTool } from './types'

type Loaders = Record<string, () => Promise<string>>
// (vite reads the options only when they are written inline)
const FILES: Record<ExampleTool, Loaders> = {
  playwright: import.meta.glob<string>('/examples/playwright/challenges/*.spec.ts', { query: '?raw', import: 'default' }),
  selenium: import.meta.glob<string>('/examples/selenium/challenges/test_*.py', { query: '?raw', import: 'default' }),
  cypress: import.meta.glob<string>('/examples/cypress/e2e/challenges/*.cy.js', { query: '?raw', import: 'default' }),
  webdriverio: import.meta.glob<string>('/examples/webdriverio/*.test.mjs', { query: '?raw', import: 'default' }),
}

/** The example file of a challenge for a tool (its path in the repository), if there is one. */
export function examplePath(slug: string, tool: ExampleTool): string | undefined {
  const path = {
    playwright: `/examples/playwright/challenges/${slug}.spec.ts`,
    selenium: `/examples/selenium/challenges/test_${slug.replace(/-/g, '_')}.py`,
    cypress: `/examples/cypress/e2e/challenges/${slug}.cy.js`,
    webdriverio: `/examples/webdriverio/${slug}.test.mjs`,
  }[tool]
  return FILES[tool][path] ? path.slice(1) : undefined
}

export type ChallengeExamples = Partial<Record<ExampleTool, { code: string; path: string }>>

const cache = new Map<string, Promise<ChallengeExamples>>()

/** The examples to show for a challenge in a language (cached: the same promise for React's use()). */
export function challengeExamples(slug: string, language: ExampleLanguage): Promise<ChallengeExamples> {
  const key = `${slug}:${language}`
  let pending = cache.get(key)
  if (!pending) {
    pending = Promise.all(
      (Object.keys(FILES) as ExampleTool[]).map(async (tool) => {
        const path = examplePath(slug, tool)
        const load = path ? FILES[tool][`/${path}`] : undefined
        if (!path || !load) return [tool, undefined] as const
        const code = exampleFor(await load(), language)
        return [tool, code === undefined ? undefined : { code, path }] as const
      }),
    ).then((entries) => Object.fromEntries(entries.filter(([, value]) => value)) as ChallengeExamples)
    cache.set(key, pending)
  }
  return pending
}
