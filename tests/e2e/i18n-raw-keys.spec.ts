/**
 * The raw-key detector (tests/fixtures/raw-keys.ts) itself: it finds a key shown raw and leaves
 * e-mails, URLs, file names and identifiers marked translate="no" alone. The sweeps of every route run inside the responsive
 * sweeps (tests/e2e/responsive.spec.ts: English at 320 px, Korean at 390 px), which visit the
 * same routes anyway.
 */
import { expect, open, test } from '../fixtures/app'
import { rawKeys } from '../fixtures/raw-keys'

test('the detector finds a key shown raw and leaves e-mails, URLs and file names alone', async ({ page }) => {
  await open(page, '/about')
  await page.evaluate(() => {
    const probe = document.createElement('p')
    probe.id = 'raw-key-probe'
    probe.textContent = 'Write to support@example.com, see https://example.com/docs.html or package.json. v1.2, e.g. done. home.playground.qaHub guide.scenarios.qaHubb'
    document.querySelector('main')!.append(probe)
    // Identifiers shown on purpose (the state lab's event names) are marked translate="no".
    const identifiers = document.createElement('code')
    identifiers.setAttribute('translate', 'no')
    identifiers.textContent = 'form.submit nav.menu'
    document.querySelector('main')!.append(identifiers)
  })
  expect(await rawKeys(page)).toEqual(['text: home.playground.qaHub', 'text: guide.scenarios.qaHubb'])
})
