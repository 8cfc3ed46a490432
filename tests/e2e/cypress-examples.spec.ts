/**
 * The Cypress examples the guides show (examples/cypress/e2e/), checked without the Cypress binary
 * (it cannot be installed in CI): each file parses; each region is loaded in its language at the URL
 * it visits; every selector it names is valid CSS (jQuery's :visible, :eq() … aside) and matches the
 * page (through open shadow roots and same-origin frames), or, for what appears only after a step,
 * names test ids the app's built code renders; every text it looks for is on the page or among the
 * language's translations.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { exampleRegions } from '@/lib/example-source'
import { open, signInViaApi } from '../fixtures/app'
import { cssPart, cypressExample, type CypressQuery } from '../fixtures/cypress-examples'

const ROOT = join(import.meta.dirname, '../..')
const DIR = join(ROOT, 'examples/cypress/e2e')
const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.cy.js')).sort()

const builtCode = () => {
  const assets = join(ROOT, 'dist/assets')
  return readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n')
}
let code: string | undefined
const translations = (lng: string) => {
  const dir = join(ROOT, 'src/i18n/locales', lng)
  return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n')
}

/** The test ids in a selector, each rendered by the app's code (an id ending in a number: its prefix). */
function idsInCode(selector: string): string[] {
  code ??= builtCode()
  const ids = [...selector.matchAll(/data-testid[\^$*|~]?=["']?([\w-]+)/g)].map((m) => m[1]!)
  return ids.filter((id) => !code!.includes(id) && !code!.includes(id.replace(/[\w]+$/, '')))
}

const signedIn = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>()
const pages = new Map<string, Page>()
test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close()
  pages.clear()
})

for (const file of files) {
  const path = relative(ROOT, join(DIR, file))
  const regions = exampleRegions(readFileSync(join(DIR, file), 'utf8'))
  // `ko` is checked in Korean, any other region (`example`, `en`, `readme`, …) in English, and an `example`
  // region that looks for a text in Korean too (selectors and test ids do not change with the language).
  const texts = (region: string) => /\.contains\(/.test(region)
  const checks = [...regions.entries()].flatMap(([name, region]) =>
    (name === 'example' ? (texts(region) ? ['en', 'ko'] : ['en']) : name === 'ko' ? ['ko'] : ['en']).map((lng) => ({ name, lng, region })),
  )

  test(`${path} parses`, () => {
    expect(() => cypressExample(join(DIR, file))).not.toThrow()
    expect(checks.length, `${path} has a region a guide shows`).toBeGreaterThan(0)
  })

  for (const { name, lng, region } of checks) {
    test(`${path} #${name} (${lng}): its selectors and texts are on the page`, async ({ browser, baseURL }) => {
      const example = cypressExample(join(DIR, file))
      const queries = example.queries.filter((q) => region.includes(q.selector ?? '') && (typeof q.text !== 'string' || region.includes(q.text)))
      const visit = example.visits.find((v) => region.includes(v)) ?? '/'
      const locale = lng === 'ko' ? 'ko-KR' : 'en-US'
      // Signed in as the demo user, as the Cypress project would be (the challenges need it): once per worker and language.
      let storageState = signedIn.get(locale)
      if (!storageState) {
        const first = await browser.newContext({ locale, baseURL })
        const page = await first.newPage()
        await open(page, '/about')
        await signInViaApi(page)
        storageState = await first.storageState({ indexedDB: true })
        signedIn.set(locale, storageState)
        await first.close()
      }
      // One signed-in page per worker and language: the checks only read the page, so the next region's visit
      // loads the app again in the same browser page (no new renderer, no new service worker).
      let page = pages.get(locale)
      if (!page || page.isClosed()) {
        const context = await browser.newContext({ locale, baseURL, storageState })
        page = await context.newPage()
        pages.set(locale, page)
      }
      await open(page, visit)
      // The page gets 1.5 s after its load to show what the example looks for (all queries polled together every
      // 100 ms); what is still missing then appears only after a step and is looked for in the built code.
      const found = await findAll(page, queries, Date.now() + 1500)
      const problems = queries.flatMap((query, i) => problemsOf(query, found[i]!, lng).map((p) => `${path}:${query.line}: ${p}`))
      expect(problems).toEqual([])
    })
  }
}

type Found = 'found' | 'missing' | 'invalid'

/**
 * Polls the page for every query at once until each is found or the deadline passes: a selector (valid CSS, matched
 * through open shadow roots and same-origin frames) with, for `contains`, its text. A page that navigates meanwhile
 * (a redirect) is asked again.
 */
async function findAll(page: Page, queries: CypressQuery[], deadline: number): Promise<Found[]> {
  const args = queries.map((query) => {
    const text = query.text
    return {
      selector: query.selector ? cssPart(query.selector) : undefined,
      source: text === undefined ? undefined : text instanceof RegExp ? text.source : text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      flags: text instanceof RegExp ? text.flags : '',
    }
  })
  let found: Found[] = queries.map(() => 'missing')
  for (;;) {
    found = await page
      .evaluate((args) => {
        const roots: Array<Document | ShadowRoot> = [document]
        for (let i = 0; i < roots.length; i++) {
          for (const el of roots[i]!.querySelectorAll('*')) {
            if (el.shadowRoot) roots.push(el.shadowRoot)
            if (el instanceof HTMLIFrameElement) {
              try {
                if (el.contentDocument) roots.push(el.contentDocument)
              } catch {
                /* another origin */
              }
            }
          }
        }
        return args.map(({ selector, source, flags }): Found => {
          const matches = (el: Element) => source === undefined || new RegExp(source, flags).test((el as HTMLElement).innerText ?? el.textContent ?? '')
          try {
            if (selector) document.querySelector(selector) // throws on an invalid selector
          } catch {
            return 'invalid'
          }
          for (const root of roots) {
            if (selector) {
              if ([...root.querySelectorAll(selector)].some(matches)) return 'found'
            } else if (matches(root instanceof Document ? root.body : (root.host as Element))) return 'found'
          }
          return 'missing'
        })
      }, args)
      .catch(() => found) // the page navigated: ask again
    if (!found.includes('missing') || Date.now() >= deadline) return found
    await page.waitForTimeout(100)
  }
}

/** What is wrong with a query the page did not show: an invalid selector, or test ids and texts the app does not have. */
function problemsOf(query: CypressQuery, found: Found, lng: string): string[] {
  if (found === 'found') return []
  if (found === 'invalid') return [`"${query.selector}" is not a valid selector`]
  const text = query.text
  const problems: string[] = []
  if (query.selector) problems.push(...idsInCode(cssPart(query.selector)).map((id) => `test id "${id}" is neither on the page nor in the app's code`))
  if (typeof text === 'string' && !translations(lng).includes(text.replace(/"/g, '\\"'))) problems.push(`text "${text}" is neither on the page nor among the ${lng} translations`)
  return problems
}
