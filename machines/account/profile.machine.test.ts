import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ApiError } from '../shared/errors'
import { apiError, controlled, SAMPLE_USER } from '../shared/testing'
import type { User } from '../shared/types'
import {
  isHttpUrl,
  profileChanged,
  profileFieldErrors,
  profileMachine,
  profileUpdateOf,
  profileValuesOf,
  visibleProfileErrors,
  type ProfileUpdate,
  type ProfileValues,
} from './profile.machine'

const user: User = { ...SAMPLE_USER, name: 'Demo User', bio: 'Tester', location: 'Seoul', website: null }

function setup(input: User = user) {
  const updateProfile = controlled<User, ProfileUpdate>()
  const userUpdated = vi.fn()
  const actor = createActor(profileMachine.provide({ actors: { updateProfile: updateProfile.logic }, actions: { userUpdated } }), {
    input: { user: input },
  })
  actor.start()
  return { actor, updateProfile, userUpdated }
}

/** Editing with the name changed. */
function editedName(name = 'Ada Tester') {
  const t = setup()
  t.actor.send({ type: 'profile.edit' })
  t.actor.send({ type: 'field.change', field: 'name', value: name })
  return t
}

async function flush() {
  await new Promise((r) => setTimeout(r, 0))
}

describe('profile helpers', () => {
  it('turns a user into form values, missing values as empty strings', () => {
    expect(profileValuesOf(user)).toEqual({ name: 'Demo User', email: 'demo@example.com', bio: 'Tester', location: 'Seoul', website: '' })
    expect(profileValuesOf({ ...user, name: null, bio: null, location: null, website: 'https://x.dev' })).toEqual({
      name: '',
      email: 'demo@example.com',
      bio: '',
      location: '',
      website: 'https://x.dev',
    })
  })

  it('sends name, bio, location and website trimmed, never the e-mail', () => {
    const update = profileUpdateOf({ name: ' Ada ', email: 'other@example.com', bio: ' b ', location: ' l ', website: ' w ' })
    expect(update).toEqual({ name: 'Ada', bio: 'b', location: 'l', website: 'w' })
    expect(update).not.toHaveProperty('email')
  })

  it.each(['name', 'email', 'bio', 'location', 'website'] as const)('counts a change of %s as a change', (field) => {
    const saved = profileValuesOf(user)
    expect(profileChanged({ saved, values: saved })).toBe(false)
    expect(profileChanged({ saved, values: { ...saved, [field]: `${saved[field]}x` } })).toBe(true)
  })
})

describe('profile machine', () => {
  it('starts in view mode with the user as the saved values', () => {
    const { actor } = setup()
    const s = actor.getSnapshot()
    expect(s.value).toBe('viewing')
    expect(s.context.saved).toEqual(profileValuesOf(user))
    expect(s.context.values).toEqual(profileValuesOf(user))
    expect(s.hasTag('editing')).toBe(false)
  })

  it('ignores edits, save and cancel in view mode', () => {
    const { actor } = setup()
    actor.send({ type: 'field.change', field: 'name', value: 'X' })
    actor.send({ type: 'profile.save' })
    actor.send({ type: 'profile.cancel' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.values.name).toBe('Demo User')
  })

  it('profile.edit opens the form with the saved values', () => {
    const { actor } = setup()
    actor.send({ type: 'profile.edit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().hasTag('editing')).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual(profileValuesOf(user))
  })

  it('field.change updates one field only', () => {
    const { actor } = editedName()
    expect(actor.getSnapshot().context.values).toEqual({ ...profileValuesOf(user), name: 'Ada Tester' })
    expect(actor.getSnapshot().context.saved.name).toBe('Demo User')
  })

  it('profile.save does nothing while the values equal the saved ones (Save disabled)', () => {
    const { actor, updateProfile } = setup()
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('editing')
    // Changed then changed back: equal again.
    actor.send({ type: 'field.change', field: 'bio', value: 'other' })
    actor.send({ type: 'field.change', field: 'bio', value: 'Tester' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(updateProfile.runs).toHaveLength(0)
  })

  it('profile.cancel restores the saved values and returns to view mode', () => {
    const { actor } = editedName()
    actor.send({ type: 'profile.cancel' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(actor.getSnapshot().context.values).toEqual(profileValuesOf(user))
    actor.send({ type: 'profile.edit' })
    expect(actor.getSnapshot().context.values.name).toBe('Demo User')
  })

  it('saving sends name, bio, location and website (not the e-mail) with the busy tag', () => {
    const { actor, updateProfile } = editedName()
    actor.send({ type: 'field.change', field: 'email', value: 'new@example.com' })
    actor.send({ type: 'profile.save' })
    const s = actor.getSnapshot()
    expect(s.value).toBe('saving')
    expect(s.hasTag('busy')).toBe(true)
    expect(updateProfile.runs[0]!.input).toEqual({ name: 'Ada Tester', bio: 'Tester', location: 'Seoul', website: '' })
  })

  it('an e-mail-only change still enables Save (the form differs), and the server e-mail comes back', async () => {
    const { actor, updateProfile } = setup()
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'field.change', field: 'email', value: 'new@example.com' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('saving')
    updateProfile.run(0).resolve(user)
    await flush()
    expect(actor.getSnapshot().context.values.email).toBe('demo@example.com')
  })

  it('success: the server user becomes the saved values, the session is told, the success dialog shows', async () => {
    const { actor, updateProfile, userUpdated } = editedName()
    actor.send({ type: 'profile.save' })
    const updated: User = { ...user, name: 'Ada Tester' }
    updateProfile.run(0).resolve(updated)
    await flush()
    const s = actor.getSnapshot()
    expect(s.value).toBe('saved')
    expect(s.hasTag('dialog')).toBe(true)
    expect(s.context.user).toEqual(updated)
    expect(s.context.saved.name).toBe('Ada Tester')
    expect(s.context.values.name).toBe('Ada Tester')
    expect(userUpdated).toHaveBeenCalledTimes(1)
    expect(userUpdated.mock.calls[0]![1]).toEqual({ user: updated })
  })

  it('notice.close after success returns to view mode; editing again starts from the new values', async () => {
    const { actor, updateProfile } = editedName()
    actor.send({ type: 'profile.save' })
    updateProfile.run(0).resolve({ ...user, name: 'Ada Tester' })
    await flush()
    actor.send({ type: 'notice.close' })
    expect(actor.getSnapshot().value).toBe('viewing')
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('failure with a raw 5xx detail: the error dialog has the server-error code, never the text; the typed values stay', async () => {
    const { actor, updateProfile, userUpdated } = editedName()
    actor.send({ type: 'profile.save' })
    updateProfile.run(0).reject(apiError('http', 500, 'Profile service unavailable'))
    await flush()
    const s = actor.getSnapshot()
    expect(s.value).toBe('failed')
    expect(s.hasTag('dialog')).toBe(true)
    expect(s.hasTag('editing')).toBe(true)
    expect(s.context.failure).toEqual({ reason: 'server' })
    expect(s.context.values.name).toBe('Ada Tester')
    expect(s.context.saved.name).toBe('Demo User')
    expect(userUpdated).not.toHaveBeenCalled()
  })

  it.each<[string, ApiError, { reason: string }]>([
    ['a 5xx without a detail', apiError('http', 503, null), { reason: 'server' }],
    ['the validator text of a 422', apiError('http', 422, 'String should have at least 2 characters'), { reason: 'validation' }],
    ['a known server text', apiError('http', 404, 'User not found'), { reason: 'userNotFound' }],
    ['a refusal without a detail', apiError('http', 400, null), { reason: 'failed' }],
    ['a network error', apiError('network', null, null), { reason: 'network' }],
    ['an ended session', apiError('session', 401, null), { reason: 'sessionExpired' }],
  ])('failure %s: a translated code, never the raw text', async (_name, error, failure) => {
    const { actor, updateProfile } = editedName()
    actor.send({ type: 'profile.save' })
    updateProfile.run(0).reject(error)
    await flush()
    expect(actor.getSnapshot().context.failure).toEqual(failure)
  })

  it('notice.close after a failure returns to the form with the typed values and no failure', async () => {
    const { actor, updateProfile } = editedName()
    actor.send({ type: 'profile.save' })
    updateProfile.run(0).reject(apiError('http', 500, 'x'))
    await flush()
    actor.send({ type: 'notice.close' })
    const s = actor.getSnapshot()
    expect(s.value).toBe('editing')
    expect(s.context.failure).toBeNull()
    expect(s.context.values.name).toBe('Ada Tester')
    // It can be saved again.
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('saving')
  })

  it('ignores edits and cancel while saving', () => {
    const { actor } = editedName()
    actor.send({ type: 'profile.save' })
    actor.send({ type: 'field.change', field: 'name', value: 'Other' })
    actor.send({ type: 'profile.cancel' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().context.values.name).toBe('Ada Tester')
  })
})

describe('profile field rules (the sign-up name rule, an http(s) website, the API caps)', () => {
  const values = (patch: Partial<ProfileValues>): ProfileValues => ({ name: 'Demo User', email: 'demo@example.com', bio: '', location: '', website: '', ...patch })

  it.each([
    ['empty', '', { code: 'required' }],
    ['blank', '   ', { code: 'required' }],
    ['one letter', 'A', { code: 'minLength', n: 2 }],
    ['one letter with spaces', '  A  ', { code: 'minLength', n: 2 }],
    ['51 characters', 'x'.repeat(51), { code: 'maxLength', n: 50 }],
  ] as const)('a %s name is refused', (_name, name, error) => {
    expect(profileFieldErrors(values({ name })).name).toEqual(error)
  })

  it.each([['two letters', 'Al'], ['50 characters', 'x'.repeat(50)], ['trimmed to 2', '  Al  ']])('a name of %s is accepted', (_n, name) => {
    expect(profileFieldErrors(values({ name })).name).toBeNull()
  })

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'example.com', 'ftp://example.com', 'https://', 'http//x.dev', 'https:x.dev'])(
    'the website %s is refused',
    (website) => {
      expect(isHttpUrl(website)).toBe(false)
      expect(profileFieldErrors(values({ website })).website).toEqual({ code: 'websiteUrl' })
    },
  )

  it.each(['', 'https://qa.example.com', 'http://localhost:5173/path?q=1', '  https://x.dev  '])('the website "%s" is accepted', (website) => {
    expect(profileFieldErrors(values({ website })).website).toBeNull()
  })

  it('caps bio (500), location (100) and website (200)', () => {
    const errors = profileFieldErrors(values({ bio: 'b'.repeat(501), location: 'l'.repeat(101), website: `https://x.dev/${'p'.repeat(200)}` }))
    expect(errors.bio).toEqual({ code: 'maxLength', n: 500 })
    expect(errors.location).toEqual({ code: 'maxLength', n: 100 })
    expect(errors.website).toEqual({ code: 'maxLength', n: 200 })
  })

  it('a save with a one-letter name sends nothing, stays editing and shows the message', () => {
    const { actor, updateProfile } = editedName('A')
    expect(visibleProfileErrors(actor.getSnapshot().context).name).toBeNull()
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(updateProfile.runs).toHaveLength(0)
    expect(visibleProfileErrors(actor.getSnapshot().context).name).toEqual({ code: 'minLength', n: 2 })
    // The message follows the typing; a valid name can be saved.
    actor.send({ type: 'field.change', field: 'name', value: 'Al' })
    expect(visibleProfileErrors(actor.getSnapshot().context).name).toBeNull()
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(updateProfile.run(0).input).toEqual({ name: 'Al', bio: 'Tester', location: 'Seoul', website: '' })
  })

  it('a javascript: website is refused, not saved; cancel forgets the attempt', () => {
    const { actor, updateProfile } = setup()
    actor.send({ type: 'profile.edit' })
    actor.send({ type: 'field.change', field: 'website', value: 'javascript:alert(1)' })
    actor.send({ type: 'profile.save' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(updateProfile.runs).toHaveLength(0)
    expect(visibleProfileErrors(actor.getSnapshot().context).website).toEqual({ code: 'websiteUrl' })
    actor.send({ type: 'profile.cancel' })
    expect(actor.getSnapshot().context.attempted).toBe(false)
    expect(actor.getSnapshot().context.saved.website).toBe('')
  })
})
