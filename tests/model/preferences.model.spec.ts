import { preferencesModel } from '../../machines/catalog'
import { expect } from '../fixtures/app'
import { runModel } from './harness'

runModel({
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
      await expect(page.getByTestId('header-theme-toggle')).toHaveAccessibleName(theme === 'dark' ? /light/i : /dark/i)
      expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('i18nextLng')])).toEqual([theme, language])
    },
  },
})
