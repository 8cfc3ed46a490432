import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { socialPeopleMachine, type PeopleEvent } from './social-people.machine'

function setup(following: string[] = []) {
  const persistFollows = vi.fn()
  const clearStoredFollows = vi.fn()
  const notify = vi.fn()
  const actor = createActor(socialPeopleMachine.provide({ actions: { persistFollows, clearStoredFollows, notify } }), { input: { following } }).start()
  const send = (e: PeopleEvent) => actor.send(e)
  const snap = () => actor.getSnapshot()
  const notices = () => notify.mock.calls.map((c) => c[1] as unknown)
  return { send, snap, persistFollows, clearStoredFollows, notify, notices }
}

describe('social people machine', () => {
  it('starts with the stored follows and the suggestions shown', () => {
    const t = setup(['@emilyr'])
    expect(t.snap().value).toBe('suggestionsShown')
    expect(t.snap().context.following).toEqual(['@emilyr'])
  })

  it('follows ("Following {username}") and unfollows ("Unfollowed {username}"), persisting each time', () => {
    const t = setup()
    t.send({ type: 'follow.toggle', username: '@alexm' })
    expect(t.snap().context.following).toEqual(['@alexm'])
    expect(t.persistFollows).toHaveBeenLastCalledWith(expect.anything(), { following: ['@alexm'] })
    t.send({ type: 'follow.toggle', username: '@davidk' })
    t.send({ type: 'follow.toggle', username: '@alexm' })
    expect(t.snap().context.following).toEqual(['@davidk'])
    expect(t.persistFollows).toHaveBeenLastCalledWith(expect.anything(), { following: ['@davidk'] })
    expect(t.notices()).toEqual([
      { code: 'following', username: '@alexm' },
      { code: 'following', username: '@davidk' },
      { code: 'unfollowed', username: '@alexm' },
    ])
  })

  it('dismisses the suggestions; follows still toggle afterwards', () => {
    const t = setup()
    t.send({ type: 'suggestions.dismiss' })
    expect(t.snap().value).toBe('suggestionsDismissed')
    t.send({ type: 'suggestions.dismiss' })
    expect(t.snap().value).toBe('suggestionsDismissed')
    t.send({ type: 'follow.toggle', username: '@alexm' })
    expect(t.snap().context.following).toEqual(['@alexm'])
  })

  it('opens a chat ("Opening chat with {name}") and the live chat ("Live chat opened")', () => {
    const t = setup()
    t.send({ type: 'chat.open', name: 'Lisa Park' })
    t.send({ type: 'chat.openLive' })
    expect(t.notices()).toEqual([{ code: 'chatOpening', name: 'Lisa Park' }, { code: 'liveChat' }])
  })

  it('a reset brings back the default follows and the suggestions and clears the stored list', () => {
    const t = setup(['@alexm', '@emilyr'])
    t.send({ type: 'suggestions.dismiss' })
    t.send({ type: 'follows.reset' })
    expect(t.snap().value).toBe('suggestionsShown')
    expect(t.snap().context.following).toEqual([])
    expect(t.clearStoredFollows).toHaveBeenCalledTimes(1)
    expect(t.notify).not.toHaveBeenCalled()
    t.send({ type: 'follows.reset' })
    expect(t.snap().value).toBe('suggestionsShown')
  })
})
