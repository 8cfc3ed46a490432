/** The profile machine's graph model (tests/model/profile.model.spec.ts runs it in Chromium). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { SAMPLE_USER } from '../shared/testing'
import type { User } from '../shared/types'
import { profileMachine, profileUpdateOf, type ProfileField } from './profile.machine'

type Ev = EventFromLogic<typeof profileMachine>

/** The sandbox's demo user as GET /auth/me answers it (mocks/db seeds). */
export const PROFILE_DEMO_USER: User = {
  ...SAMPLE_USER,
  name: 'Demo User',
  bio: 'QA engineer who loves flaky-test hunting.',
  location: 'Seoul',
  website: null,
}

/**
 * A few sample values per field: the saved one and one other (e-mail: changed but never sent), a
 * one-letter name (the sign-up name rule refuses it) and a `javascript:` website (refused).
 */
export const PROFILE_SAMPLES: Record<ProfileField, readonly string[]> = {
  name: ['Demo User', 'Ada Tester', 'A'],
  email: ['demo@example.com', 'changed@example.com'],
  bio: ['QA engineer who loves flaky-test hunting.'],
  location: ['Seoul', 'Busan'],
  website: ['', 'javascript:alert(1)'],
}

/** A 5xx with a raw detail (the translated server-error text), a known server text, and a refusal without one (the default). */
export const PROFILE_ERRORS: ApiError[] = [
  { kind: 'http', status: 500, message: 'Internal Server Error', issues: null },
  { kind: 'http', status: 404, message: 'User not found', issues: null },
  { kind: 'http', status: 400, message: null, issues: null },
]

export const profileModel = defineModel({
  id: 'profile',
  area: 'account',
  routes: ['/profile'],
  title: 'Profile',
  description: 'View and edit modes, Save only when changed, cancel restores, success and error dialogs.',
  machine: profileMachine,
  starts: [{ name: 'demo user', input: { user: PROFILE_DEMO_USER } }],
  events: (s) => {
    const update = profileUpdateOf(s.context.values)
    // The server answers with what was sent; the e-mail stays the stored one.
    const output: User = { ...s.context.user, name: update.name, bio: update.bio, location: update.location, website: update.website || null }
    return [
      { type: 'profile.edit' },
      { type: 'profile.cancel' },
      { type: 'profile.save' },
      { type: 'notice.close' },
      // A user can only change a field to another value.
      ...(Object.entries(PROFILE_SAMPLES) as Array<[ProfileField, readonly string[]]>).flatMap(([field, values]) =>
        values.filter((value) => value !== s.context.values[field]).map((value) => ({ type: 'field.change' as const, field, value })),
      ),
      done('updateProfile', output),
      ...PROFILE_ERRORS.map((e) => failed('updateProfile', e)),
    ] as Ev[]
  },
  context: (s) => [s.context.saved, s.context.values, s.context.attempted, s.context.failure?.reason ?? null],
})
