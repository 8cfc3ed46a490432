// A WebdriverIO (standalone `remote()`) session for the examples: Debian's Chromium and chromedriver,
// headless, signed in as the demo user. BASE_URL (default http://localhost:4173) is the served app.
import { remote } from 'webdriverio'

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:4173').replace(/\/$/, '')

export async function signedInBrowser({ locale = 'en-US' } = {}) {
  // #region capabilities
  const browser = await remote({
    baseUrl: BASE_URL,
    logLevel: 'warn',
    capabilities: {
      browserName: 'chrome',
      // WebdriverIO 9 speaks WebDriver BiDi by default; there, native dialogs and new windows behave unlike
      // Selenium (4 of 4 browser-feature challenges failed). Classic WebDriver makes them work the Selenium way.
      'wdio:enforceWebDriverClassic': true,
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM ?? '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--lang=${locale}`],
      },
      'wdio:chromedriverOptions': { binary: process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver' },
    },
  })
  // #endregion
  await browser.url('/login')
  await browser.$('[data-testid="login-email-input"]').setValue('demo@example.com')
  await browser.$('[data-testid="login-password-input"]').setValue('Demo1234!')
  await browser.$('[data-testid="login-submit-button"]').click()
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/dashboard'), { timeoutMsg: 'no dashboard after the login' })
  return browser
}
