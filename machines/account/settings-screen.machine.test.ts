/**
 * The settings page's coordination contract: a deleted account's stored session is cleared at
 * once, and the session itself ends only when the page stops the actor (after the move to /, or
 * when the user leaves any other way); without a deletion, leaving ends nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { controlled } from '../shared/testing'
import { DELETE_CONFIRM_WORD, REDIRECT_DELAY_MS } from './delete-account.machine'
import { provideSettingsChildren, settingsScreenMachine } from './settings-screen.machine'

const flush = () => Promise.resolve().then(() => Promise.resolve())

function start() {
  const log: string[] = []
  const deleteAccount = controlled<void>(() => log.push('deleteAccount'))
  const machine = provideSettingsChildren(
    settingsScreenMachine.provide({
      actions: { clearStoredSession: () => log.push('clearStoredSession') },
      actors: { endSessionOnLeave: fromCallback(() => () => log.push('endSession')) },
    }),
    {
      settings: { actors: { saveSettings: fromPromise(async () => {}) }, actions: { applyTheme: () => {}, applyLanguage: () => {} } },
      deletion: { actors: { deleteAccount: deleteAccount.logic }, actions: { leave: () => log.push('leave') } },
    },
  )
  const actor = createActor(machine, { input: { stored: null, theme: 'light', language: 'en' } }).start()
  const deletion = () => actor.getSnapshot().children.deletion!
  return { actor, log, deleteAccount, deletion }
}

async function deleted(t: ReturnType<typeof start>) {
  t.deletion().send({ type: 'delete.open' })
  t.deletion().send({ type: 'delete.change', value: DELETE_CONFIRM_WORD })
  t.deletion().send({ type: 'delete.confirm' })
  t.deleteAccount.run(0).resolve()
  await flush()
}

describe('settings screen machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('invokes the settings form and the delete-account dialog as named children', () => {
    const t = start()
    expect(Object.keys(t.actor.getSnapshot().children).sort()).toEqual(['deletion', 'settings'])
    expect(t.actor.getSnapshot().children.settings!.getSnapshot().context.settings).toMatchObject({ theme: 'light', language: 'en' })
    expect(t.actor.getSnapshot().value).toBe('active')
  })

  it('a deletion clears the stored session at once; the session ends when the page stops the actor after the move', async () => {
    const t = start()
    await deleted(t)
    expect(t.actor.getSnapshot().value).toBe('accountDeleted')
    expect(t.log).toEqual(['deleteAccount', 'clearStoredSession'])
    vi.advanceTimersByTime(REDIRECT_DELAY_MS)
    expect(t.log).toEqual(['deleteAccount', 'clearStoredSession', 'leave'])
    // The page is gone (React unmounts it after the move): only now does the session end.
    t.actor.stop()
    expect(t.log).toEqual(['deleteAccount', 'clearStoredSession', 'leave', 'endSession'])
  })

  it('leaving before the redirect after a deletion ends the session too (and never moves)', async () => {
    const t = start()
    await deleted(t)
    t.actor.stop()
    vi.advanceTimersByTime(REDIRECT_DELAY_MS)
    expect(t.log).toEqual(['deleteAccount', 'clearStoredSession', 'endSession'])
  })

  it("the header's theme and language show in the settings form", () => {
    const t = start()
    t.actor.send({ type: 'preferences.sync', theme: 'dark', language: 'ko' })
    expect(t.actor.getSnapshot().context).toEqual({ theme: 'dark', language: 'ko' })
    expect(t.actor.getSnapshot().children.settings!.getSnapshot().context.settings).toMatchObject({ theme: 'dark', language: 'ko' })
  })

  it('leaving without a deletion ends nothing', () => {
    const t = start()
    t.deletion().send({ type: 'delete.open' })
    t.actor.stop()
    expect(t.log).toEqual([])
  })
})
