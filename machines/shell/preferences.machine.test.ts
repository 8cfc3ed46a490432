import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { preferencesMachine, type PreferencesContext } from './preferences.machine'

function setup(input: PreferencesContext) {
  const applyTheme = vi.fn()
  const applyLanguage = vi.fn()
  const actor = createActor(preferencesMachine.provide({ actions: { applyTheme, applyLanguage } }), { input })
  actor.start()
  return { actor, applyTheme, applyLanguage }
}

describe('preferences machine', () => {
  it('starts ready with the given theme and language and applies nothing', () => {
    const { actor, applyTheme, applyLanguage } = setup({ theme: 'dark', language: 'ko' })

    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({ theme: 'dark', language: 'ko' })
    expect(applyTheme).not.toHaveBeenCalled()
    expect(applyLanguage).not.toHaveBeenCalled()
  })

  it('switches light to dark and applies the new theme on theme.toggle', () => {
    const { actor, applyTheme } = setup({ theme: 'light', language: 'en' })

    actor.send({ type: 'theme.toggle' })

    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.theme).toBe('dark')
    expect(applyTheme).toHaveBeenCalledTimes(1)
    expect(applyTheme).toHaveBeenCalledWith(expect.anything(), { theme: 'dark' })
  })

  it('switches dark to light and applies the new theme on theme.toggle', () => {
    const { actor, applyTheme } = setup({ theme: 'dark', language: 'en' })

    actor.send({ type: 'theme.toggle' })

    expect(actor.getSnapshot().context.theme).toBe('light')
    expect(applyTheme).toHaveBeenCalledWith(expect.anything(), { theme: 'light' })
  })

  it('applies each new theme on repeated toggles, without touching the language', () => {
    const { actor, applyTheme, applyLanguage } = setup({ theme: 'light', language: 'ko' })

    actor.send({ type: 'theme.toggle' })
    actor.send({ type: 'theme.toggle' })

    expect(applyTheme.mock.calls.map((call) => call[1])).toEqual([{ theme: 'dark' }, { theme: 'light' }])
    expect(actor.getSnapshot().context).toEqual({ theme: 'light', language: 'ko' })
    expect(applyLanguage).not.toHaveBeenCalled()
  })

  it.each([
    ['en', 'ko'],
    ['ko', 'en'],
  ] as const)('switches %s to %s and applies it on language.set', (from, to) => {
    const { actor, applyLanguage, applyTheme } = setup({ theme: 'light', language: from })

    actor.send({ type: 'language.set', language: to })

    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({ theme: 'light', language: to })
    expect(applyLanguage).toHaveBeenCalledTimes(1)
    expect(applyLanguage).toHaveBeenCalledWith(expect.anything(), { language: to })
    expect(applyTheme).not.toHaveBeenCalled()
  })

  it('does nothing when language.set names the current language', () => {
    const { actor, applyLanguage } = setup({ theme: 'dark', language: 'en' })

    actor.send({ type: 'language.set', language: 'en' })

    expect(actor.getSnapshot().context).toEqual({ theme: 'dark', language: 'en' })
    expect(applyLanguage).not.toHaveBeenCalled()
  })
})
