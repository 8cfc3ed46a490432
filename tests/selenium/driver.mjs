// The Selenium smoke suite's browser: Debian's chromium driven by Debian's chromedriver
// (selenium-webdriver from npm). The app is served by `vite preview` (see .ci/selenium.mjs);
// SELENIUM_BASE_URL points the suite at another server.
import { existsSync } from 'node:fs'
import { Builder, By, until } from 'selenium-webdriver'
import chrome from 'selenium-webdriver/chrome.js'

export const BASE_URL = process.env.SELENIUM_BASE_URL ?? 'http://localhost:4175'
export const DEMO = { email: 'demo@example.com', password: 'Demo1234!' }
const TIMEOUT = 10_000

function firstExisting(...paths) {
  return paths.find((p) => p && existsSync(p))
}

/** A headless Chromium at 1280×800. */
export async function startDriver() {
  const options = new chrome.Options()
  const binary = firstExisting(process.env.CHROMIUM_BINARY, '/usr/bin/chromium')
  if (binary) options.setChromeBinaryPath(binary)
  options.addArguments('--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1280,800', '--disable-dev-shm-usage', '--no-first-run', '--disable-search-engine-choice-screen')
  const driverPath = firstExisting(process.env.CHROMEDRIVER, '/usr/bin/chromedriver')
  const service = new chrome.ServiceBuilder(driverPath)
  const driver = await new Builder().forBrowser('chrome').setChromeOptions(options).setChromeService(service).build()
  await driver.manage().setTimeouts({ implicit: 0, pageLoad: 30_000, script: 30_000 })
  return driver
}

export const byTestId = (id) => By.css(`[data-testid="${id}"]`)

/** Waits for a visible element by test id. */
export async function find(driver, id, timeout = TIMEOUT) {
  const el = await driver.wait(until.elementLocated(byTestId(id)), timeout, `no element with data-testid="${id}"`)
  await driver.wait(until.elementIsVisible(el), timeout, `data-testid="${id}" is not visible`)
  return el
}

/** Opens a path and waits until React has rendered the app. */
export async function open(driver, path) {
  await driver.get(`${BASE_URL}${path}`)
  await driver.wait(until.elementLocated(By.css('html[data-app-ready="true"]')), 30_000, 'the app did not become ready')
}

/**
 * What learners do: scroll the element to the top edge of the viewport (where ChromeDriver
 * puts it), then a real WebDriver click. A sticky header over the element would make this
 * throw ElementClickInterceptedError.
 */
export async function scrollAndClick(driver, el) {
  await driver.executeScript('arguments[0].scrollIntoView({ block: "start", inline: "nearest" })', el)
  await el.click()
}

export async function clickTestId(driver, id) {
  await scrollAndClick(driver, await find(driver, id))
}

/** Waits for a toast whose title is exactly `title`. */
export async function waitForToast(driver, title, timeout = TIMEOUT) {
  return driver.wait(
    async () => {
      const titles = await driver.findElements(byTestId('toast-title'))
      for (const t of titles) if ((await t.getText().catch(() => '')) === title) return t
      return null
    },
    timeout,
    `no toast "${title}"`,
  )
}

/** Waits for a toast whose title starts with `prefix`; resolves with the title. */
export async function waitForToastStarting(driver, prefix, timeout = TIMEOUT) {
  return driver.wait(
    async () => {
      for (const t of await driver.findElements(byTestId('toast-title'))) {
        const text = await t.getText().catch(() => '')
        if (text.startsWith(prefix)) return text
      }
      return null
    },
    timeout,
    `no toast starting with "${prefix}"`,
  )
}

export async function waitForUrl(driver, pathname, timeout = TIMEOUT) {
  await driver.wait(async () => new URL(await driver.getCurrentUrl()).pathname === pathname, timeout, `the URL did not become ${pathname}`)
}

export async function waitForText(driver, id, expected, timeout = TIMEOUT) {
  const el = await find(driver, id, timeout)
  await driver.wait(async () => (await el.getText()) === expected, timeout, `data-testid="${id}" did not read "${expected}"`).catch(async (error) => {
    throw new Error(`${error.message} (it reads "${await el.getText()}")`)
  })
}

/** Signs in through the login form (the demo account) unless a session exists. */
export async function signIn(driver) {
  await open(driver, '/login')
  const url = new URL(await driver.getCurrentUrl())
  if (url.pathname !== '/login') return // already signed in: sent on
  const email = await find(driver, 'login-email-input')
  await email.clear()
  await email.sendKeys(DEMO.email)
  await (await find(driver, 'login-password-input')).sendKeys(DEMO.password)
  await (await find(driver, 'login-submit-button')).click()
  await waitForUrl(driver, '/dashboard', 15_000)
}

/** 'YYYY-MM-DD' of a local date `days` after today. */
export function localIsoDate(days = 0) {
  const d = new Date()
  d.setDate(d.getDate() + days)
  const pad = (n) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
