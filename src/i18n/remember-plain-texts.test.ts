import { createInstance } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { rememberPlainTexts } from './index'

async function instance() {
  const i18n = createInstance()
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: { en: { common: { hello: 'Hello', greet: 'Hi {{name}}', nested: { title: 'Title' } } }, ko: { common: { hello: '안녕하세요' } } },
  })
  rememberPlainTexts(i18n)
  return i18n
}

describe('rememberPlainTexts: the t of useTranslation remembers texts asked without options', () => {
  it('gives what i18next gives, asks i18next once per key, and passes calls with options through', async () => {
    const i18n = await instance()
    const translate = vi.spyOn(i18n, 't')
    const t = i18n.getFixedT('en', 'common')
    expect([t('hello'), t('hello'), t('nested.title'), t('missing.key')]).toEqual(['Hello', 'Hello', 'Title', 'missing.key'])
    expect(translate).toHaveBeenCalledTimes(3)
    expect(t('greet', { name: 'Ann' })).toBe('Hi Ann')
    expect(t('greet', { name: 'Bo' })).toBe('Hi Bo')
    expect(translate).toHaveBeenCalledTimes(5)
    // A keyPrefix and the fixed language are part of what is remembered.
    expect(i18n.getFixedT('en', 'common', 'nested')('title')).toBe('Title')
    expect(i18n.getFixedT('ko', 'common')('hello')).toBe('안녕하세요')
    expect((t as unknown as { lng: string }).lng).toBe('en')
  })

  it('forgets when translations are added or the language changes', async () => {
    const i18n = await instance()
    const t = i18n.getFixedT('en', 'common')
    expect(t('late')).toBe('late')
    i18n.addResourceBundle('en', 'common', { late: 'Loaded later' }, true, true)
    expect(t('late')).toBe('Loaded later')
    i18n.addResource('en', 'common', 'hello', 'Hello again')
    expect(t('hello')).toBe('Hello again')
    const translate = vi.spyOn(i18n, 't')
    await i18n.changeLanguage('ko')
    expect(t('hello')).toBe('Hello again') // this t stays English, as i18next's does
    expect(translate).toHaveBeenCalledTimes(1)
  })
})
