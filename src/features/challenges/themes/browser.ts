/**
 * The "browser features" challenges (issue 15): native dialogs, windows, frames, download,
 * upload, geolocation, notifications, basic auth, redirect, status codes and an error on load.
 * Components in ../browser/<slug>.tsx; sandbox routes in mocks/handlers/challenge-browser.ts.
 */
import type { ChallengeDef } from '../types'

const DIALOGS = 'challengeNativeDialogs'
const REQUEST = 'challengeBrowserRequest'
const TARGET = 'challengeTargetMatch'
const DRAW = 'challengeSeededDraw'

export const browserChallenges: ChallengeDef[] = [
  {
    slug: 'alerts',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'JavaScript Alerts' }],
    solvable: true,
    seeded: true,
    machines: [DIALOGS],
    examples: {
      playwright: `const word = await page.getByTestId('challenge-alerts-word').textContent()
page.once('dialog', (dialog) => dialog.accept())
await page.getByTestId('challenge-alerts-alert-button').click()
page.once('dialog', (dialog) => dialog.dismiss())
await page.getByTestId('challenge-alerts-confirm-button').click()
await expect(page.getByTestId('challenge-alerts-result')).toHaveText('You clicked: Cancel')
page.once('dialog', (dialog) => dialog.accept(word))
await page.getByTestId('challenge-alerts-prompt-button').click()
await expect(page.getByTestId('challenge-alerts-result')).toHaveText(\`You entered: \${word}\`)`,
      cypress: `cy.get('[data-testid="challenge-alerts-word"]').invoke('text').then((word) => {
  cy.get('[data-testid="challenge-alerts-alert-button"]').click() // alerts are accepted by Cypress
  cy.on('window:confirm', () => false) // answer Cancel
  cy.get('[data-testid="challenge-alerts-confirm-button"]').click()
  cy.window().then((win) => cy.stub(win, 'prompt').returns(word))
  cy.get('[data-testid="challenge-alerts-prompt-button"]').click()
  cy.get('[data-testid="challenge-alerts-result"]').should('have.text', \`You entered: \${word}\`)
})`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

wait = WebDriverWait(driver, 5)
word = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-word"]').text

driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-alert-button"]').click()
wait.until(EC.alert_is_present())
driver.switch_to.alert.accept()

driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-confirm-button"]').click()
wait.until(EC.alert_is_present())
driver.switch_to.alert.dismiss()

driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-prompt-button"]').click()
prompt = wait.until(EC.alert_is_present())
prompt.send_keys(word)
prompt.accept()
assert driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-alerts-result"]').text == f'You entered: {word}'`,
    },
    load: () => import('../browser/alerts'),
  },
  {
    slug: 'windows',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Multiple Windows' }],
    solvable: true,
    machines: [TARGET],
    examples: {
      playwright: `const [popup] = await Promise.all([
  page.waitForEvent('popup'),
  page.getByTestId('challenge-windows-link').click(),
])
await expect(popup.getByRole('heading', { name: 'New Window' })).toBeVisible()
await popup.getByTestId('challenge-windows-report-button').click()
await popup.close()
await expect(page.getByTestId('challenge-windows-result')).toHaveText('The new window reported back')`,
      cypress: `// Cypress drives one tab: open the link's page in the same tab instead
cy.get('[data-testid="challenge-windows-link"]').invoke('removeAttr', 'target').click()
cy.contains('h2', 'New Window').should('be.visible')
cy.get('[data-testid="challenge-windows-report-button"]').click()`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

wait = WebDriverWait(driver, 5)
original = driver.current_window_handle
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-windows-link"]').click()
wait.until(EC.number_of_windows_to_be(2))
new_handle = next(h for h in driver.window_handles if h != original)
driver.switch_to.window(new_handle)
heading = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, '[data-testid="challenge-windows-new-heading"]')))
assert heading.text == 'New Window'
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-windows-report-button"]').click()
driver.close()
driver.switch_to.window(original)
wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[data-testid="challenge-windows-result"]'), 'reported back'))`,
    },
    load: () => import('../browser/windows'),
  },
  {
    slug: 'frames',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [
      { site: 'the-internet', name: 'Nested Frames' },
      { site: 'the-internet', name: 'iFrame' },
    ],
    solvable: true,
    seeded: true,
    machines: [TARGET],
    examples: {
      playwright: `const top = page.frameLocator('[data-testid="challenge-frames-top-frame"]')
await expect(top.frameLocator('[name="frame-middle"]').getByTestId('challenge-frames-middle-text')).toHaveText('MIDDLE')
const phrase = await page.getByTestId('challenge-frames-target').textContent()
const editor = page.frameLocator('[data-testid="challenge-frames-editor-frame"]').getByTestId('challenge-frames-editor')
await editor.fill(phrase)
await page.getByTestId('challenge-frames-submit-button').click()
await expect(page.getByTestId('challenge-frames-result')).toContainText(phrase)`,
      cypress: `const body = (testId) => cy.get(\`[data-testid="\${testId}"]\`).its('0.contentDocument.body').should('not.be.empty').then(cy.wrap)
body('challenge-frames-top-frame').find('[name="frame-left"]').its('0.contentDocument.body').should('contain.text', 'LEFT')
cy.get('[data-testid="challenge-frames-target"]').invoke('text').then((phrase) => {
  body('challenge-frames-editor-frame').find('[data-testid="challenge-frames-editor"]').clear().type(phrase)
  cy.get('[data-testid="challenge-frames-submit-button"]').click()
  cy.get('[data-testid="challenge-frames-result"]').should('contain.text', phrase)
})`,
      selenium: `from selenium.webdriver.common.by import By

def by_test_id(test_id):
    return (By.CSS_SELECTOR, f'[data-testid="{test_id}"]')

driver.switch_to.frame(driver.find_element(*by_test_id('challenge-frames-top-frame')))
driver.switch_to.frame('frame-middle')          # a frame by its name
assert driver.find_element(*by_test_id('challenge-frames-middle-text')).text == 'MIDDLE'
driver.switch_to.default_content()              # back to the page, all levels up

phrase = driver.find_element(*by_test_id('challenge-frames-target')).text
driver.switch_to.frame(driver.find_element(*by_test_id('challenge-frames-editor-frame')))
editor = driver.find_element(*by_test_id('challenge-frames-editor'))
editor.clear()
editor.send_keys(phrase)
driver.switch_to.default_content()
driver.find_element(*by_test_id('challenge-frames-submit-button')).click()
assert phrase in driver.find_element(*by_test_id('challenge-frames-result')).text`,
    },
    load: () => import('../browser/frames'),
  },
  {
    slug: 'download',
    theme: 'browser',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'File Download' }],
    solvable: false,
    seeded: true,
    examples: {
      playwright: `const name = await page.getByTestId('challenge-download-filename').textContent()
const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('challenge-download-link').click()])
expect(download.suggestedFilename()).toBe(name)
const text = fs.readFileSync(await download.path(), 'utf8')
expect(text.trimEnd().split('\\n').at(-1)).toBe(await page.getByTestId('challenge-download-last-line').textContent())`,
      cypress: `cy.get('[data-testid="challenge-download-filename"]').invoke('text').then((name) => {
  cy.get('[data-testid="challenge-download-link"]').click()
  cy.readFile(\`cypress/downloads/\${name}\`).should('contain', 'QA Playground download challenge')
})`,
      selenium: `import os, tempfile, time
from selenium import webdriver
from selenium.webdriver.common.by import By

download_dir = tempfile.mkdtemp()
options = webdriver.ChromeOptions()
options.add_experimental_option('prefs', {
    'download.default_directory': download_dir,
    'download.prompt_for_download': False,
})
driver = webdriver.Chrome(options=options)
# ... sign in and open /challenges/download ...
name = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-download-filename"]').text
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-download-link"]').click()
path = os.path.join(download_dir, name)
deadline = time.time() + 10
while not os.path.exists(path) and time.time() < deadline:
    time.sleep(0.2)
assert open(path).read().startswith('QA Playground download challenge')`,
    },
    load: () => import('../browser/download'),
  },
  {
    slug: 'upload',
    theme: 'browser',
    difficulty: 1,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'File Upload' }],
    solvable: true,
    machines: [REQUEST],
    examples: {
      playwright: `await page.getByLabel('Choose a file').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: pngBytes })
await expect(page.getByTestId('challenge-upload-selected')).toContainText('pixel.png')
await page.getByRole('button', { name: 'Upload' }).click()
await expect(page.getByTestId('challenge-upload-result')).toContainText('Uploaded: pixel.png')`,
      cypress: `cy.get('[data-testid="challenge-upload-input"]').selectFile('cypress/fixtures/pixel.png')
// or: cy.get('[data-testid="challenge-upload-drop-zone"]').selectFile('cypress/fixtures/pixel.png', { action: 'drag-drop' })
cy.contains('button', 'Upload').click()
cy.get('[data-testid="challenge-upload-result"]').should('contain', 'Uploaded: pixel.png')`,
      selenium: `import os
from selenium.webdriver.common.by import By

file_input = driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-upload-input"]')
file_input.send_keys(os.path.abspath('pixel.png'))   # never click it: that opens the OS dialog
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-upload-submit-button"]').click()`,
    },
    load: () => import('../browser/upload'),
  },
  {
    slug: 'geolocation',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Geolocation' }],
    solvable: true,
    machines: [REQUEST],
    examples: {
      playwright: `test.use({ permissions: ['geolocation'], geolocation: { latitude: 37.5665, longitude: 126.978 } })

test('shows the position', async ({ page }) => {
  await page.getByRole('button', { name: 'Where am I?' }).click()
  await expect(page.getByTestId('challenge-geolocation-latitude')).toHaveText('37.5665')
})`,
      cypress: `cy.window().then((win) => {
  cy.stub(win.navigator.geolocation, 'getCurrentPosition').callsFake((ok) => ok({ coords: { latitude: 37.5665, longitude: 126.978, accuracy: 10 } }))
})
cy.contains('button', 'Where am I?').click()
cy.get('[data-testid="challenge-geolocation-latitude"]').should('have.text', '37.5665')`,
      selenium: `from selenium.webdriver.common.by import By

driver.execute_cdp_cmd('Browser.grantPermissions', {'permissions': ['geolocation']})
driver.execute_cdp_cmd('Emulation.setGeolocationOverride', {'latitude': 37.5665, 'longitude': 126.978, 'accuracy': 10})
driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-geolocation-button"]').click()`,
    },
    load: () => import('../browser/geolocation'),
  },
  {
    slug: 'notifications',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Notification Messages' }],
    solvable: true,
    seeded: true,
    machines: [DRAW],
    examples: {
      playwright: `const message = page.getByTestId('challenge-notifications-message')
for (let i = 0; i < 20; i++) {
  await page.getByTestId('challenge-notifications-load-button').click()
  await expect(message).toBeVisible()          // the new message, after the reload
  if ((await message.getAttribute('data-message')) === 'success') break
}
await expect(message).toContainText('Action successful')`,
      cypress: `const clickUntilSuccess = (left) => {
  cy.get('[data-testid="challenge-notifications-load-button"]').click()
  cy.get('[data-testid="challenge-notifications-message"]').should('be.visible').invoke('attr', 'data-message').then((kind) => {
    if (kind !== 'success' && left > 0) clickUntilSuccess(left - 1)
  })
}
clickUntilSuccess(20)`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

wait = WebDriverWait(driver, 5)
message_locator = (By.CSS_SELECTOR, '[data-testid="challenge-notifications-message"]')
for _ in range(20):
    driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-notifications-load-button"]').click()
    message = wait.until(EC.visibility_of_element_located(message_locator))
    if message.get_attribute('data-message') == 'success':
        break`,
    },
    load: () => import('../browser/notifications'),
  },
  {
    slug: 'basic-auth',
    theme: 'browser',
    difficulty: 2,
    trips: ['playwright', 'cypress', 'selenium'],
    references: [
      { site: 'the-internet', name: 'Basic Auth' },
      { site: 'the-internet', name: 'Digest Authentication' },
    ],
    solvable: true,
    machines: [REQUEST],
    examples: {
      playwright: `// The API answer, with the header the browser would send:
const res = await page.request.get('/api/v1/challenges/basic-auth', {
  headers: { Authorization: 'Basic ' + Buffer.from('admin:admin').toString('base64') },
})
expect(res.status()).toBe(200)   // against the practice server (npm run start:network)

// The page's form (works in the sandbox too):
await page.getByLabel('User name').fill('admin')
await page.getByLabel('Password').fill('admin')
await page.getByRole('button', { name: 'Sign in' }).click()
await expect(page.getByTestId('challenge-basic-auth-result')).toHaveText('Congratulations! You must have the proper credentials.')`,
      cypress: `cy.request({ url: '/api/v1/challenges/basic-auth', auth: { username: 'admin', password: 'admin' } }).its('status').should('eq', 200)`,
      selenium: `# The native dialog cannot be typed into: put the credentials in the URL (practice server)
driver.get('http://admin:admin@localhost:8000/api/v1/challenges/basic-auth')
assert 'Congratulations' in driver.page_source`,
    },
    load: () => import('../browser/basic-auth'),
  },
  {
    slug: 'redirect',
    theme: 'browser',
    difficulty: 1,
    trips: ['selenium'],
    references: [{ site: 'the-internet', name: 'Redirect Link' }],
    solvable: false,
    examples: {
      playwright: `await page.getByTestId('challenge-redirect-link').click()
await expect(page).toHaveURL(/\\/challenges\\/status-codes$/)`,
      cypress: `cy.get('[data-testid="challenge-redirect-link"]').click()
cy.location('pathname').should('eq', '/challenges/status-codes')`,
      selenium: `from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

driver.find_element(By.CSS_SELECTOR, '[data-testid="challenge-redirect-link"]').click()
WebDriverWait(driver, 5).until(EC.url_contains('/challenges/status-codes'))`,
    },
    load: () => import('../browser/redirect'),
  },
  {
    slug: 'status-codes',
    theme: 'browser',
    difficulty: 2,
    trips: ['cypress', 'selenium'],
    references: [{ site: 'the-internet', name: 'Status Codes' }],
    solvable: true,
    machines: [REQUEST],
    examples: {
      playwright: `const [response] = await Promise.all([
  page.waitForResponse((r) => r.url().endsWith('/challenges/status-codes/404')),
  page.getByTestId('challenge-status-codes-404-button').click(),
])
expect(response.status()).toBe(404)
await expect(page.getByTestId('challenge-status-codes-status')).toHaveText('Status: 404')`,
      cypress: `// network mode (npm run start:network): cy.intercept sees requests the service worker does not answer
cy.intercept('GET', '**/challenges/status-codes/*').as('page')
cy.get('[data-testid="challenge-status-codes-500-button"]').click()
cy.wait('@page').its('response.statusCode').should('eq', 500)`,
      selenium: `status = driver.execute_async_script('''
  const done = arguments[arguments.length - 1]
  fetch('/api/v1/challenges/status-codes/404').then((r) => done(r.status))
''')
assert status == 404`,
    },
    load: () => import('../browser/status-codes'),
  },
  {
    slug: 'js-error',
    theme: 'browser',
    difficulty: 1,
    trips: ['cypress', 'playwright', 'selenium'],
    references: [{ site: 'the-internet', name: 'JavaScript onload event error' }],
    solvable: false,
    examples: {
      playwright: `const errors = []
page.on('pageerror', (error) => errors.push(error.message))
await page.goto('/challenges/js-error')
await expect.poll(() => errors).toContain("Cannot read properties of undefined (reading 'xyz')")
await page.getByTestId('challenge-back').click()
await expect(page).toHaveURL(/\\/challenges$/)`,
      cypress: `cy.on('uncaught:exception', (err) => {
  expect(err.message).to.include("reading 'xyz'")
  return false // expected: do not fail the test
})
cy.visit('/challenges/js-error')
cy.get('[data-testid="challenge-back"]').click()`,
      selenium: `from selenium import webdriver

options = webdriver.ChromeOptions()
options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
driver = webdriver.Chrome(options=options)
# ... sign in, open /challenges/js-error ...
severe = [e for e in driver.get_log('browser') if e['level'] == 'SEVERE']
assert any("reading 'xyz'" in e['message'] for e in severe)`,
    },
    load: () => import('../browser/js-error'),
  },
]
