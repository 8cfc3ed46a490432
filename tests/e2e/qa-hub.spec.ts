/**
 * QA hub (/qa, docs/spec/3-playground.md "QA hub", §2, §9): login required (the blocked visitor's message, return
 * to /qa after login), five scenario cards with title, description, level, what you practise,
 * the first 3 tags and a '+N' toggle, links to each scenario, the learning-support section; in
 * Korean and in the dark theme.
 */
import type { Page } from '@playwright/test'
import { expect, loginViaForm, open, openSignedIn, storedState, test, toast } from '../fixtures/app'
import { expectAccessible } from '../fixtures/a11y'

test.describe.configure({ mode: 'parallel' })

const BLOCKED = 'Login required to access QA Testing Playground'

/** The cards as the user reads them (English). */
const CARDS = [
  {
    id: 'playground',
    route: '/playground',
    title: 'Component playground',
    level: 'Beginner',
    tags: ['Forms', 'Validation', 'Buttons', 'Modals', 'Tabs', 'Drag and drop', 'Data table'],
    description: 'Every common UI component in one page: a form with all input types, buttons, a modal, tabs, an accordion, drag and drop and a sortable, paginated data table.',
    practise: 'What you practise: Locators, form validation messages, file uploads, keyboard and mouse drag and drop, table sorting and pagination.',
  },
  {
    id: 'ecommerce',
    route: '/qa/ecommerce',
    title: 'E-commerce product page',
    level: 'Intermediate',
    tags: ['Product page', 'Variants', 'Cart', 'Coupons', 'Reviews'],
    description: 'A product page with an image gallery, sizes, colours, quantity limits, a coupon, the cart, reviews and related products.',
    practise: 'What you practise: Option selection rules, boundary values, price calculations, filtering and sorting reviews.',
  },
  {
    id: 'banking',
    route: '/qa/banking',
    title: 'Banking dashboard',
    level: 'Advanced',
    tags: ['Transfers', 'PIN entry', 'Modals', 'Search', 'Bills', 'Security'],
    description: 'Accounts, balances, transactions, a transfer with PIN confirmation, bill payments and security settings.',
    practise: 'What you practise: Multi-step modals, PIN and amount validation, search combined with filters, toggles with messages.',
  },
  {
    id: 'social',
    route: '/qa/social',
    title: 'Social media feed',
    level: 'Intermediate',
    tags: ['Feed', 'Posts', 'Comments', 'Search', 'Uploads', 'Local storage', 'Polls'],
    description: 'A feed with posts, likes, bookmarks, comments, stories, follows, polls and a search, kept in local storage.',
    practise: 'What you practise: Dynamic lists, optimistic toggles, upload limits, confirmations, waiting for delayed content.',
  },
  {
    id: 'booking',
    route: '/qa/booking',
    title: 'Salon booking wizard',
    level: 'Advanced',
    tags: ['Wizard', 'Date and time', 'Validation', 'Promo codes', 'Modals', 'Local storage'],
    description: 'A four-step booking wizard with services, dates and time slots, staff, customer details, promo codes and my bookings.',
    practise: 'What you practise: Wizard navigation, step validation, dynamic pricing, date handling, booking status changes.',
  },
] as const

const card = (page: Page, id: string) => page.getByTestId(`qa-hub-card-${id}`)
const tagList = (page: Page, id: string) => page.getByTestId(`qa-hub-card-${id}-tags`).getByRole('listitem')

test.describe('login required, then signed in', () => {
  test('guests are sent to log in and brought back; signed in: the header and five cards, the +N toggles, the card links, learning support', async ({ page }) => {
    await test.step('a guest opening /login directly sees no playground message', async () => {
      await open(page, '/login')
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
      await expect(page.getByTestId('login-playground-notice')).toHaveCount(0)
    })

    await test.step('a guest opening /qa goes to /login with the login-required message, and back to /qa after logging in', async () => {
      await open(page, '/qa')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByTestId('login-playground-notice')).toHaveText(BLOCKED)
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
      await loginViaForm(page)
      // The first login after a cold start can be slow on a busy dev server.
      await expect(page).toHaveURL(/\/qa$/, { timeout: 20_000 })
      await expect(page.getByRole('heading', { level: 1, name: 'QA Testing Hub' })).toBeVisible()
      await expect(card(page, 'playground')).toBeVisible()
    })

    // The steps below start where the one above left the page: signed in as the demo account, on /qa.
    await test.step('header and five cards: title, level, description, what you practise, first 3 tags, start link', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'QA Testing Hub' })).toBeVisible()
      await expect(page.getByTestId('qa-hub-notice')).toHaveText('This is a test environment. Use test data only and never enter real personal data.')
      await expect(page.getByTestId('qa-hub-cards').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(5)
      for (const c of CARDS) {
        await test.step(c.id, async () => {
          const root = card(page, c.id)
          await expect(root.getByRole('heading', { level: 3 })).toHaveText(c.title)
          await expect(page.getByTestId(`qa-hub-card-${c.id}-level`)).toHaveText(`Level: ${c.level}`)
          await expect(page.getByTestId(`qa-hub-card-${c.id}-description`)).toHaveText(c.description)
          await expect(page.getByTestId(`qa-hub-card-${c.id}-practise`)).toHaveText(c.practise)
          await expect(tagList(page, c.id)).toHaveText(c.tags.slice(0, 3))
          const toggle = page.getByTestId(`qa-hub-card-${c.id}-tags-toggle`)
          await expect(toggle).toHaveText(`+${c.tags.length - 3}`)
          await expect(toggle).toHaveAttribute('aria-expanded', 'false')
          await expect(root.getByRole('link', { name: `Start testing: ${c.title}` })).toHaveAttribute('href', c.route)
        })
      }
    })

    await test.step('the \'+N\' toggle expands and collapses the rest of the tags, card by card', async () => {
      const toggle = page.getByTestId('qa-hub-card-playground-tags-toggle')
      await expect(toggle).toHaveAccessibleName('+4 more tags for Component playground')
      await toggle.click()
      await expect(tagList(page, 'playground')).toHaveText([...CARDS[0].tags])
      await expect(toggle).toHaveText('Show less')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle).toHaveAccessibleName('Show less (Component playground tags)')
      await expect(page.getByTestId('qa-hub-card-playground-tag-data-table')).toHaveText('Data table')
      // Other cards keep their own state.
      await expect(tagList(page, 'social')).toHaveCount(3)
      await page.getByRole('button', { name: '+4 more tags for Social media feed' }).click()
      await expect(tagList(page, 'social')).toHaveText([...CARDS[3].tags])
      await expect(tagList(page, 'playground')).toHaveCount(7)
      // Collapse again.
      await toggle.click()
      await expect(tagList(page, 'playground')).toHaveText(CARDS[0].tags.slice(0, 3))
      await expect(toggle).toHaveText('+4')
      await expect(page.getByTestId('qa-hub-card-playground-tag-data-table')).toHaveCount(0)
      await expect(tagList(page, 'social')).toHaveCount(7)
      await page.getByTestId('qa-hub-card-social-tags-toggle').click()
      await expect(tagList(page, 'social')).toHaveCount(3)
    })

    await test.step('each card leads to its scenario; the component playground has a back button to /qa', async () => {
      for (const c of CARDS) {
        await test.step(c.route, async () => {
          await page.getByTestId(`qa-hub-card-${c.id}-link`).click()
          await expect(page).toHaveURL(new RegExp(`${c.route}$`))
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await page.goBack()
          await expect(page).toHaveURL(/\/qa$/)
          await expect(card(page, c.id)).toBeVisible()
        })
      }
      await page.getByRole('link', { name: 'Start testing: Component playground' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Component playground' })).toBeVisible()
      await page.getByTestId('qa-back-button').click()
      await expect(page).toHaveURL(/\/qa$/)
      await expect(page.getByRole('heading', { level: 1, name: 'QA Testing Hub' })).toBeVisible()
    })

    await test.step('learning support: support e-mail link, four tips, three feature lists, the quick-start ordered list', async () => {
      const support = page.getByRole('region', { name: 'Learning support' })
      await expect(support).toBeVisible()
      const mail = support.getByRole('link', { name: 'E-mail support: support@example.com' })
      await expect(mail).toHaveAttribute('href', 'mailto:support@example.com')
      await expect(mail).toHaveText('support@example.com')

      await expect(support.getByRole('list', { name: 'Testing tips' }).getByRole('listitem')).toHaveText([
        'Prefer role and label locators (getByRole, getByLabel); fall back to the data-testid attributes listed in each testing guide.',
        'Wait for what the user sees (a toast, a message, a state change) instead of fixed sleeps.',
        'Keep tests independent: start each one from a fresh page and never rely on the order tests run in.',
        'Assert exact texts: every message in the playground is documented word for word in the guides.',
      ])
      for (const [id, title, count] of [
        ['automation', 'Built for automation', 3],
        ['scenarios', 'Realistic scenarios', 3],
        ['learning', 'Learning aids', 3],
      ] as const) {
        await expect(page.getByTestId(`qa-hub-features-${id}`).getByRole('heading', { level: 4 })).toHaveText(title)
        await expect(support.getByRole('list', { name: title }).getByRole('listitem')).toHaveCount(count)
      }
      await expect(support.getByRole('list', { name: 'Built for automation' }).getByRole('listitem').first()).toHaveText('Stable data-testid on every control')

      const quickStart = page.getByTestId('qa-hub-quick-start')
      expect(await quickStart.evaluate((el) => el.tagName)).toBe('OL')
      await expect(quickStart.getByRole('listitem')).toHaveCount(5)
      await expect(quickStart.getByRole('listitem').first()).toHaveText('Pick a scenario card and click Start testing.')
    })
    // Signed out again (the header's Log out) for the last guest step.
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
    await toast(page, 'You have been logged out.').waitFor()

    await test.step('a guest opening /playground gets the same message and returns to /playground', async () => {
      await open(page, '/playground')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByTestId('login-playground-notice')).toHaveText(BLOCKED)
      await loginViaForm(page)
      await expect(page).toHaveURL(/\/playground$/, { timeout: 20_000 })
      await expect(page.getByRole('heading', { level: 1, name: 'Component playground' })).toBeVisible()
    })
  })
})

test.describe('Korean', () => {
  test.use({ storageState: storedState({ i18nextLng: 'ko' }) })
  test('a guest sees the login-required message in Korean; signed in, the hub, its cards, toggles and support section are in Korean', async ({ page }) => {
    await test.step('a guest sees the login-required message in Korean', async () => {
      await open(page, '/qa')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByTestId('login-playground-notice')).toHaveText('QA 테스트 플레이그라운드를 이용하려면 로그인이 필요합니다')
    })

    await test.step('the hub, its cards, toggles and support section are in Korean', async () => {
      await openSignedIn(page, '/qa')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
      await expect(page.getByRole('heading', { level: 1, name: 'QA 테스트 허브' })).toBeVisible()
      await expect(card(page, 'playground').getByRole('heading', { level: 3 })).toHaveText('컴포넌트 플레이그라운드')
      await expect(page.getByTestId('qa-hub-card-playground-level')).toHaveText('난이도: 초급')
      await expect(tagList(page, 'playground')).toHaveText(['폼', '검증', '버튼'])
      const toggle = page.getByTestId('qa-hub-card-playground-tags-toggle')
      await expect(toggle).toHaveText('+4')
      await toggle.click()
      await expect(toggle).toHaveText('접기')
      await expect(tagList(page, 'playground')).toHaveCount(7)
      await expect(page.getByRole('link', { name: '테스트 시작: 뱅킹 대시보드' })).toHaveAttribute('href', '/qa/banking')
      await expect(page.getByRole('heading', { level: 2, name: '학습 지원' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: '빠른 시작' })).toBeVisible()
    })
  })
})

test.describe('dark theme', () => {
  test.use({ storageState: storedState({ theme: 'dark' }) })
  test('the hub renders dark: html.dark, dark cards, readable text', async ({ page }) => {
    await openSignedIn(page, '/qa')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(card(page, 'banking')).toBeVisible()
    const [bg, fg] = await card(page, 'banking').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.querySelector('h3')!).color])
    const lum = (rgb: string) => {
      const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.map(Number)
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
    }
    expect(lum(bg!)).toBeLessThan(0.3)
    expect(lum(fg!)).toBeGreaterThan(0.7)
  })
})

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' })
  test('no serious or critical axe violation in light and dark', async ({ page }) => {
    await openSignedIn(page, '/qa')
    await expect(page.getByRole('heading', { level: 1, name: 'QA Testing Hub' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expectAccessible(page, '/qa')
  })
})
