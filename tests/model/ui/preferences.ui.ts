import { preferencesModel } from '@machines/shell/preferences.model'
import { expect } from '@tests/fixtures/app'
import { uiModel } from '../runtime'

/** The UI mapping of the model: event → Playwright action, state → assertion (used by the model spec and the state lab's exported specs). */
export const preferencesUi = uiModel({
  model: preferencesModel,
  setup: async ({ page, start }) => {
    await page.evaluate(({ theme, language }) => {
      localStorage.setItem('theme', theme)
      localStorage.setItem('i18nextLng', language)
    }, start.input)
  },
  start: async ({ page }) => {
    await page.goto('/')
  },
  events: {
    'theme.toggle': async (_e, { page }) => {
      await page.getByTestId('header-theme-toggle').click()
    },
    'language.set': async (e, { page }) => {
      await page.getByTestId('header-language-select').selectOption(e.language)
    },
  },
  actors: {},
  states: {
    ready: async ({ context }, { page }) => {
      const { theme, language } = context as { theme: string; language: string }
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByTestId('nav-home-link')).toHaveText(language === 'ko' ? '홈' : 'Home')
      const toggleName = { en: { dark: 'Switch to light theme', light: 'Switch to dark theme' }, ko: { dark: '라이트 테마로 전환', light: '다크 테마로 전환' } }
      await expect(page.getByTestId('header-theme-toggle')).toHaveAccessibleName(toggleName[language as 'en' | 'ko'][theme as 'dark' | 'light'])
      expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('i18nextLng')])).toEqual([theme, language])
    },
  },
})
