import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import common from '@/i18n/locales/en/common.json'
import commonKo from '@/i18n/locales/ko/common.json'
import { failureMessage, failureReason, failureSentence, failureText } from './failure-text'

const t = i18next.createInstance()
beforeAll(async () => {
  await t.init({ lng: 'en', ns: ['common'], resources: { en: { common }, ko: { common: commonKo } } })
})

describe('failure texts (docs/spec/2-everyday-modules.md §8: the screen\'s "Failed to …", never a raw server text)', () => {
  it('a 5xx or a transport failure: the screen\'s own text as the title, the reason as the detail', () => {
    expect(failureMessage(t.t, 'server', 'Failed to fetch todos')).toEqual({ title: 'Failed to fetch todos', detail: 'The server ran into a problem. Please try again later.' })
    expect(failureMessage(t.t, 'network', 'Failed to like post')).toEqual({ title: 'Failed to like post', detail: 'Network error. Please try again.' })
    expect(failureSentence(t.t, 'server', 'Failed to update profile')).toBe('Failed to update profile. The server ran into a problem. Please try again later.')
    // A default that already ends a sentence gets no second full stop.
    expect(failureSentence(t.t, 'timeout', 'Failed to load data.')).toBe('Failed to load data. The server took too long to answer. Please try again.')
  })

  it('a plain refusal: the screen\'s text alone; a known server text takes its place, translated', () => {
    expect(failureMessage(t.t, 'failed', 'Failed to delete todo')).toEqual({ title: 'Failed to delete todo', detail: null })
    expect(failureSentence(t.t, 'failed', 'Failed to delete todo')).toBe('Failed to delete todo')
    const known = failureMessage(t.t, 'emailWithdrawn', 'Failed to send reset instructions')
    expect(known.detail).toBeNull()
    expect(known.title).toBe(t.t('serverTexts.emailWithdrawn', { ns: 'common' }))
    expect(known.title).not.toBe('This email was previously used and cannot be reused')
  })

  it('failureText and failureReason keep one text (the reason, else the default) for screens that show one line', () => {
    expect(failureText(t.t, 'server', 'Upload failed')).toBe('The server ran into a problem. Please try again later.')
    expect(failureText(t.t, 'failed', 'Upload failed')).toBe('Upload failed')
    expect(failureReason(t.t, 'failed')).toBeNull()
  })

  it('reads in Korean too', async () => {
    const ko = t.cloneInstance({ lng: 'ko' })
    await ko.changeLanguage('ko')
    expect(failureSentence(ko.t, 'server', '계정 삭제에 실패했습니다')).toBe('계정 삭제에 실패했습니다. 서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.')
  })
})
