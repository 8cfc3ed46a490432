/**
 * No raw translation key on any route, in English or Korean (issue 9 §2: `home.playground.qaHub`
 * showed as a button label on /guide). i18next shows the key itself when a translation is
 * missing, so every visible text and accessible label of each route is read and compared with
 * the keys of the locale files:
 * - a word that is a key of any namespace (with or without its namespace) is a raw key;
 * - outside code, a dotted word whose first part is a top-level key or a namespace is one too
 *   (catches misspelt keys); e-mails, URLs and file names are not dotted words of that kind;
 * - `{{…}}` is an unfilled interpolation, and "returned an object" i18next's own complaint.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, open, signInViaApi, storedState, test } from '../fixtures/app'
import { GUEST_PATHS, SIGNED_IN_PATHS, visit } from '../fixtures/routes'

test.describe.configure({ mode: 'parallel' })

const LOCALES = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url))

/** Every key path of every namespace, bare (`nav.menu`) and with its namespace (`common.nav.menu`, `common:nav.menu`). */
function keySets() {
  const keys = new Set<string>()
  const prefixes = new Set<string>()
  const walk = (node: unknown, path: string[], namespace: string) => {
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [k, v] of Object.entries(node)) walk(v, [...path, k], namespace)
      return
    }
    if (path.length < 2) return
    const key = path.join('.')
    keys.add(key)
    keys.add(`${namespace}.${key}`)
    keys.add(`${namespace}:${key}`)
  }
  for (const language of ['en', 'ko']) {
    for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '')
      const json = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, unknown>
      prefixes.add(namespace)
      Object.keys(json).forEach((k) => prefixes.add(k))
      walk(json, [], namespace)
    }
  }
  return { keys: [...keys], prefixes: [...prefixes] }
}
const { keys: KEYS, prefixes: PREFIXES } = keySets()

/** Raw keys, unfilled interpolations and i18next complaints in the visible text and labels of the page. */
async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    ([keyList, prefixList]) => {
      const keys = new Set(keyList)
      const prefixes = new Set(prefixList)
      const dotted = /^[a-z][a-zA-Z0-9]*(?:[.:][a-zA-Z0-9_]+)+$/
      const found = new Set<string>()
      const inspect = (text: string, inCode: boolean, where: string) => {
        if (/\{\{\s*\w+\s*\}\}/.test(text)) found.add(`${where}: unfilled interpolation in "${text.trim().slice(0, 60)}"`)
        if (/returned an object instead of string/i.test(text)) found.add(`${where}: "${text.trim().slice(0, 60)}"`)
        for (const raw of text.split(/[\s,;()[\]"'“”‘’`]+/)) {
          const word = raw.replace(/^[^a-zA-Z]+|[^a-zA-Z0-9_]+$/g, '')
          if (!word.includes('.') && !word.includes(':')) continue
          if (keys.has(word)) found.add(`${where}: ${word}`)
          else if (!inCode && dotted.test(word) && prefixes.has(word.split(/[.:]/)[0] ?? '')) found.add(`${where}: ${word}`)
        }
      }
      const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript') || !visible(parent)) continue
        inspect(node.textContent, parent.closest('code, pre, kbd, samp') !== null, 'text')
      }
      for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
        if (!visible(el)) continue
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(attr)
          if (value) inspect(value, false, attr)
        }
      }
      inspect(document.title, false, 'title')
      return [...found]
    },
    [KEYS, PREFIXES] as const,
  )
}

test('the detector finds a key shown raw and leaves e-mails, URLs and file names alone', async ({ page }) => {
  await open(page, '/about')
  await page.evaluate(() => {
    const probe = document.createElement('p')
    probe.id = 'raw-key-probe'
    probe.textContent = 'Write to support@example.com, see https://example.com/docs.html or package.json. v1.2, e.g. done. home.playground.qaHub guide.scenarios.qaHubb'
    document.querySelector('main')!.append(probe)
  })
  expect(await rawKeys(page)).toEqual(['text: home.playground.qaHub', 'text: guide.scenarios.qaHubb'])
})

for (const language of ['en', 'ko'] as const) {
  test.describe(`${language === 'en' ? 'English' : 'Korean'}`, () => {
    test.use({ storageState: storedState({ i18nextLng: language, language }) })

    test(`no raw i18n key on any guest route (${language})`, async ({ page }) => {
      for (const path of GUEST_PATHS) {
        await test.step(path, async () => {
          await visit(page, path)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          expect(await rawKeys(page), `${path} (${language})`).toEqual([])
        })
      }
    })

    // Signed in, Korean only: the en and ko key sets are identical (tests/unit), so a key that shows raw
    // in one language shows raw in both, and one sweep of the 20 signed-in screens is enough.
    if (language === 'ko') test(`no raw i18n key on any signed-in route (${language})`, async ({ page }) => {
      // One visit per route, each waiting for its data: the real screens (dashboard, todos, posts, …) take longer than placeholders.
      test.setTimeout(180_000)
      await open(page, '/about')
      await signInViaApi(page)
      for (const path of SIGNED_IN_PATHS) {
        await test.step(path, async () => {
          await visit(page, path)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          expect(await rawKeys(page), `${path} (${language})`).toEqual([])
        })
      }
    })
  })
}
