/**
 * Browser-feature challenges (issue 15): each solved the robust way its guide teaches (dialog
 * handlers, popup events, frame locators, the download event, setInputFiles, granted
 * geolocation, waiting for the new message, credentials, URL and response assertions, pageerror),
 * with the page's solved badge as the proof where the page can detect success.
 */
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures/a11y'
import { expect, open, signInViaApi, test } from '../fixtures/app'
import { drawAt } from '../../machines/challenges/seeded-draw.machine'
import { downloadFile } from '../../machines/challenges/download-file'

const SEED = 7
/** 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function openChallenge(page: Page, slug: string, query = `?seed=${SEED}`) {
  await open(page, '/about')
  await signInViaApi(page)
  await open(page, `/challenges/${slug}${query}`)
  await expect(page.getByTestId('challenge-area')).toBeVisible()
}

const solved = (page: Page) => expect(page.getByTestId('challenge-solved')).toBeVisible()

test.describe('browser-feature challenges', () => {
  test('alerts: accept the alert, cancel the confirm, answer the prompt with the seeded word', async ({ page }) => {
    await openChallenge(page, 'alerts')
    const word = (await page.getByTestId('challenge-alerts-word').textContent())!.trim()
    const seen: string[] = []
    page.once('dialog', (d) => {
      seen.push(`${d.type()}: ${d.message()}`)
      void d.accept()
    })
    await page.getByTestId('challenge-alerts-alert-button').click()
    await expect(page.getByTestId('challenge-alerts-result')).toHaveText('You successfully clicked an alert')
    page.once('dialog', (d) => {
      seen.push(`${d.type()}: ${d.message()}`)
      void d.dismiss()
    })
    await page.getByTestId('challenge-alerts-confirm-button').click()
    await expect(page.getByTestId('challenge-alerts-result')).toHaveText('You clicked: Cancel')
    await expect(page.getByTestId('challenge-solved')).toHaveCount(0)
    page.once('dialog', (d) => {
      seen.push(`${d.type()}: ${d.message()}`)
      void d.accept(word)
    })
    await page.getByTestId('challenge-alerts-prompt-button').click()
    await expect(page.getByTestId('challenge-alerts-result')).toHaveText(`You entered: ${word}`)
    expect(seen).toEqual(['alert: I am a JS Alert', 'confirm: I am a JS Confirm', 'prompt: I am a JS prompt'])
    await expect(page.getByTestId('challenge-alerts-goal-confirm')).toHaveAttribute('data-done', 'true')
    await solved(page)
  })

  test('windows: the link and window.open open a new page; reporting back solves the first one', async ({ page }) => {
    await openChallenge(page, 'windows', '')
    const [byButton] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('challenge-windows-open-button').click()])
    await expect(byButton.getByRole('heading', { name: 'New Window' })).toBeVisible()
    await byButton.close()
    await expect(page.getByTestId('challenge-windows-result')).toHaveText('A new window was opened')
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('challenge-windows-link').click()])
    await expect(popup.getByRole('heading', { name: 'New Window' })).toBeVisible()
    await popup.getByTestId('challenge-windows-report-button').click()
    await expect(popup.getByTestId('challenge-windows-report-result')).toHaveText('Reported to the first window')
    await popup.close()
    await expect(page.getByTestId('challenge-windows-result')).toHaveText('The new window reported back')
    await solved(page)
  })

  test('frames: read the nested frames, type the phrase into the iframe editor and send it', async ({ page }) => {
    await openChallenge(page, 'frames')
    const top = page.frameLocator('[data-testid="challenge-frames-top-frame"]')
    await expect(top.frameLocator('[name="frame-left"]').getByTestId('challenge-frames-left-text')).toHaveText('LEFT')
    await expect(top.frameLocator('[name="frame-middle"]').getByTestId('challenge-frames-middle-text')).toHaveText('MIDDLE')
    await expect(top.frameLocator('[name="frame-right"]').getByTestId('challenge-frames-right-text')).toHaveText('RIGHT')
    await expect(page.frameLocator('[name="frame-bottom"]').getByTestId('challenge-frames-bottom-text')).toHaveText('BOTTOM')
    // The page itself does not see inside the frames.
    await expect(page.getByTestId('challenge-frames-middle-text')).toHaveCount(0)
    const phrase = (await page.getByTestId('challenge-frames-target').textContent())!.trim()
    expect(phrase).toMatch(/^Hello from frame \d{3}$/)
    const editor = page.frameLocator('[data-testid="challenge-frames-editor-frame"]').getByRole('textbox', { name: 'Editor content' })
    await expect(editor).toHaveText('Your content goes here.')
    await editor.fill('something else')
    await page.getByTestId('challenge-frames-submit-button').click()
    await expect(page.getByTestId('challenge-frames-result')).toHaveText('Received: something else (not the phrase)')
    await editor.fill(phrase)
    await page.getByTestId('challenge-frames-submit-button').click()
    await expect(page.getByTestId('challenge-frames-result')).toHaveText(`Received the phrase: ${phrase}`)
    await solved(page)
  })

  test('download: the download event gives the named file with the seeded content', async ({ page }) => {
    await openChallenge(page, 'download')
    const expected = downloadFile(SEED)
    await expect(page.getByTestId('challenge-download-filename')).toHaveText(expected.name)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('challenge-download-link').click()])
    expect(download.suggestedFilename()).toBe(expected.name)
    const text = fs.readFileSync(await download.path(), 'utf8')
    expect(text).toBe(expected.content)
    await expect(page.getByTestId('challenge-download-size')).toHaveText(String(Buffer.byteLength(text)))
    await expect(page.getByTestId('challenge-download-last-line')).toHaveText(text.trimEnd().split('\n').at(-1)!)
  })

  test('upload: setInputFiles (never a click), a refused type, the drop target, then an image', async ({ page }) => {
    await openChallenge(page, 'upload', '')
    const submit = page.getByRole('button', { name: 'Upload' })
    await expect(submit).toBeDisabled()
    const input = page.getByLabel('Choose a file')
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByTestId('challenge-upload-selected')).toHaveText('Selected: notes.txt (5 bytes)')
    await submit.click()
    await expect(page.getByTestId('challenge-upload-result')).toHaveText('That file type is not allowed. Allowed types: image/jpeg, image/png, image/gif, image/webp, application/pdf')
    // The drop target: a drop event with a DataTransfer built in the page.
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer()
      dt.items.add(new File(['%PDF-1.4'], 'dropped.pdf', { type: 'application/pdf' }))
      return dt
    })
    await page.getByTestId('challenge-upload-drop-zone').dispatchEvent('drop', { dataTransfer })
    await expect(page.getByTestId('challenge-upload-selected')).toHaveText('Selected: dropped.pdf (8 bytes)')
    await input.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG })
    await submit.click()
    await expect(page.getByTestId('challenge-upload-result')).toHaveText(`Uploaded: pixel.png (${PNG.length} bytes, image/png)`)
    await solved(page)
  })

  test.describe('geolocation granted', () => {
    test.use({ permissions: ['geolocation'], geolocation: { latitude: 37.5665, longitude: 126.978 } })
    test('geolocation: the granted, faked position is shown', async ({ page }) => {
      await openChallenge(page, 'geolocation', '')
      await page.getByRole('button', { name: 'Where am I?' }).click()
      await expect(page.getByTestId('challenge-geolocation-latitude')).toHaveText('37.5665')
      await expect(page.getByTestId('challenge-geolocation-longitude')).toHaveText('126.978')
      await solved(page)
    })
  })

  test('geolocation: without the permission the page says it was denied', async ({ page, context }) => {
    await context.clearPermissions()
    await openChallenge(page, 'geolocation', '')
    await page.getByRole('button', { name: 'Where am I?' }).click()
    await expect(page.getByTestId('challenge-geolocation-message')).toHaveText('Permission to read your location was denied.')
    await expect(page.getByTestId('challenge-geolocation-latitude')).toHaveCount(0)
  })

  test('notifications: click until the seeded sequence says "Action successful"', async ({ page }) => {
    // Seed 3 draws two other messages first (seed 7 would succeed at once).
    const seed = 3
    await openChallenge(page, 'notifications', `?seed=${seed}`)
    const expectedClicks = Array.from({ length: 50 }, (_, n) => drawAt(seed, n, 3)).indexOf(0) + 1
    expect(expectedClicks).toBe(3)
    const message = page.getByTestId('challenge-notifications-message')
    const load = page.getByTestId('challenge-notifications-load-button')
    let clicks = 0
    for (; clicks < 20; ) {
      await load.click()
      clicks++
      await expect(page.getByTestId('challenge-notifications-count')).toHaveText(`Clicks so far: ${clicks}`)
      await expect(message).toBeVisible()
      if ((await message.getAttribute('data-message')) === 'success') break
    }
    expect(clicks).toBe(expectedClicks)
    await expect(message).toContainText('Action successful')
    await solved(page)
    await page.getByRole('button', { name: 'Close the message' }).click()
    await expect(message).toHaveCount(0)
  })

  test('basic auth: wrong credentials are refused, admin/admin gets in', async ({ page }) => {
    await openChallenge(page, 'basic-auth', '')
    await page.getByLabel('User name').fill('admin')
    await page.getByLabel('Password').fill('wrong')
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/challenges/basic-auth')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    expect(refused.status()).toBe(401)
    expect(await refused.headerValue('www-authenticate')).toMatch(/^Basic realm=/)
    await expect(page.getByTestId('challenge-basic-auth-result')).toHaveText('Wrong user name or password.')
    await page.getByLabel('Password').fill('admin')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByTestId('challenge-basic-auth-result')).toHaveText('Congratulations! You must have the proper credentials.')
    await expect(page.getByTestId('challenge-basic-auth-sandbox-note')).toBeVisible()
    await solved(page)
  })

  test('redirect: the link ends on the status codes page (assert the URL)', async ({ page }) => {
    await openChallenge(page, 'redirect', '')
    await page.getByTestId('challenge-redirect-link').click()
    await expect(page).toHaveURL(/\/challenges\/status-codes$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Status codes' })).toBeVisible()
    // The redirect replaced the history entry: back goes to the page before the redirect link.
    await page.goBack()
    await expect(page).toHaveURL(/\/challenges\/redirect$/)
  })

  test('status codes: each answer asserted on the response; the 301 is followed; all four solve it', async ({ page }) => {
    await openChallenge(page, 'status-codes', '')
    for (const code of [200, 404, 500]) {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/challenges/status-codes/${code}`)),
        page.getByTestId(`challenge-status-codes-${code}-button`).click(),
      ])
      expect(response.status()).toBe(code)
      await expect(page.getByTestId('challenge-status-codes-response-status')).toHaveText(`Status: ${code}`)
      await expect(page.getByTestId('challenge-status-codes-message')).toHaveText(`This page returned a ${code} status code.`)
    }
    await expect(page.getByTestId('challenge-solved')).toHaveCount(0)
    await page.getByTestId('challenge-status-codes-301-button').click()
    await expect(page.getByTestId('challenge-status-codes-response-status')).toHaveText('Status: 200')
    await expect(page.getByTestId('challenge-status-codes-redirected')).toHaveText('Redirected to /api/v1/challenges/status-codes/200')
    await expect(page.getByTestId('challenge-status-codes-seen')).toHaveText('Pages seen: 4 of 4')
    await solved(page)
  })

  test('js error: the uncaught error is reported (pageerror), the boundary shows it, the back button works', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await open(page, '/about')
    await signInViaApi(page)
    await open(page, '/challenges/js-error')
    await expect.poll(() => errors).toContain("Cannot read properties of undefined (reading 'xyz')")
    await expect(page.getByTestId('challenge-area').getByRole('alert')).toBeVisible()
    await page.getByTestId('challenge-back').click()
    await expect(page).toHaveURL(/\/challenges$/)
  })

  test('Korean, dark theme, 320 px: translated, no sideways scroll, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await open(page, '/about')
    await page.evaluate(() => {
      localStorage.setItem('i18nextLng', 'ko')
      localStorage.setItem('theme', 'dark')
    })
    await signInViaApi(page)
    await open(page, `/challenges/alerts?seed=${SEED}`)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByTestId('challenge-alerts-alert-button')).toHaveText('JS Alert 열기')
    for (const slug of ['alerts', 'frames', 'upload', 'status-codes', 'basic-auth']) {
      if (slug !== 'alerts') await open(page, `/challenges/${slug}?seed=${SEED}`)
      await expect(page.getByTestId('challenge-area')).toBeVisible()
      if (slug === 'frames') {
        await expect(page.frameLocator('[name="frame-bottom"]').getByTestId('challenge-frames-bottom-text')).toHaveText('아래')
        await expect(page.getByTestId('challenge-frames-target')).toHaveText(/^프레임 \d{3}에서 안녕하세요$/)
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${slug} scrolls sideways`).toBeLessThanOrEqual(0)
      await expectAccessible(page, `${slug} challenge, ko, dark, 320 px`)
    }
  })
})
