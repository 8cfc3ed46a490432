/**
 * The profile screen (docs/spec/1-shell-and-accounts.md §2.7, §5, §8): view and edit modes; the form edits name, e-mail,
 * bio, location and website, but the update (PATCH /auth/profile) sends only name, bio, location
 * and website. Save is possible only when the values differ from the last saved ones, cancel
 * restores them. Before anything is sent the field rules hold (the sign-up name rule: required,
 * 2 to 50 characters once trimmed; a website is an http(s) address; the API's length caps for
 * bio, location and website); otherwise the messages show under the fields and nothing is sent.
 * A success dialog or an error dialog (the shared translated failure message, never the raw
 * server text; else "Failed to update profile") follows the update, and the saved user is handed
 * to the session (header name).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { stateName } from '../shared/state-name'
import { failureCode, type FailureCode } from '../shared/errors'
import type { User } from '../shared/types'
import { lengthError, NAME_MAX_LENGTH, NAME_MIN_LENGTH, required, type FieldError } from '../shared/validation'

export type ProfileField = 'name' | 'email' | 'bio' | 'location' | 'website'
export type ProfileValues = Record<ProfileField, string>

export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'email', 'bio', 'location', 'website']

/** What PATCH /auth/profile is sent (docs/spec/1-shell-and-accounts.md §5: the e-mail is shown and edited, but not sent). */
export interface ProfileUpdate {
  name: string
  bio: string
  location: string
  website: string
}

export interface ProfileFailure {
  /** What the error dialog says (machines/shared/errors.ts); 'failed' → "Failed to update profile". */
  reason: FailureCode
}

/** A field message: the shared codes of docs/spec/1-shell-and-accounts.md §5, plus a website that is not an http(s) address. */
export type ProfileFieldError = FieldError | { code: 'websiteUrl' }

/** The API's caps (PATCH /auth/profile): bio 500, location 100, website 200 characters. */
export const PROFILE_MAX_LENGTHS = { bio: 500, location: 100, website: 200 } as const

/** An absolute http: or https: address with a host (`javascript:…`, `data:…`, `example.com` are not). */
export function isHttpUrl(value: string): boolean {
  const text = value.trim()
  if (!/^https?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

const maxLengthError = (value: string, max: number): FieldError | null => (value.trim().length > max ? { code: 'maxLength', n: max } : null)

/** Every field's message, or null: the rules checked before the update is sent. */
export function profileFieldErrors(values: ProfileValues): Record<ProfileField, ProfileFieldError | null> {
  const website = values.website.trim()
  return {
    name: required(values.name) ?? lengthError(values.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    email: null,
    bio: maxLengthError(values.bio, PROFILE_MAX_LENGTHS.bio),
    location: maxLengthError(values.location, PROFILE_MAX_LENGTHS.location),
    website: website === '' ? null : (maxLengthError(website, PROFILE_MAX_LENGTHS.website) ?? (isHttpUrl(website) ? null : { code: 'websiteUrl' })),
  }
}

export function profileValid(values: ProfileValues): boolean {
  return Object.values(profileFieldErrors(values)).every((e) => e === null)
}

/** The messages the view shows: none until a save was attempted, then every broken rule (following the typing). */
export function visibleProfileErrors(context: Pick<ProfileContext, 'values' | 'attempted'>): Record<ProfileField, ProfileFieldError | null> {
  const errors = profileFieldErrors(context.values)
  if (context.attempted) return errors
  return { name: null, email: null, bio: null, location: null, website: null }
}

export interface ProfileContext {
  user: User
  /** The last saved values (from the user). */
  saved: ProfileValues
  /** The form's values while editing. */
  values: ProfileValues
  /** A save was attempted with a broken rule: the field messages show from then on. */
  attempted: boolean
  failure: ProfileFailure | null
}

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'profile.save' }
  | { type: 'notice.close' }

export interface ProfileInput {
  user: User
}

/** The form values of a user: missing values are empty strings. */
export function profileValuesOf(user: User): ProfileValues {
  return {
    name: user.name ?? '',
    email: user.email,
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
  }
}

/** Whether the form differs from the last saved values (Save is enabled only then). */
export function profileChanged(context: Pick<ProfileContext, 'saved' | 'values'>): boolean {
  return PROFILE_FIELDS.some((field) => context.values[field] !== context.saved[field])
}

/** The update body: name, bio, location and website, trimmed (never the e-mail). */
export function profileUpdateOf(values: ProfileValues): ProfileUpdate {
  return { name: values.name.trim(), bio: values.bio.trim(), location: values.location.trim(), website: values.website.trim() }
}

function profileFailure(error: unknown): ProfileFailure {
  return { reason: failureCode(error) }
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    tags: {} as 'busy' | 'editing' | 'dialog',
  },
  actors: {
    /** PATCH /auth/profile; resolves with the updated user. */
    updateProfile: fromPromise<User, ProfileUpdate>(async () => {
      throw new Error('updateProfile is provided by the app')
    }),
  },
  actions: {
    /** Hands the saved user to the session: the header and the stored user show the new values. */
    userUpdated: (_, _params: { user: User }) => {},
  },
  guards: {
    changed: ({ context }) => profileChanged(context),
    changedAndValid: ({ context }) => profileChanged(context) && profileValid(context.values),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => {
    const saved = profileValuesOf(input.user)
    return { user: input.user, saved, values: saved, attempted: false, failure: null }
  },
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'profile.edit': { target: 'editing', actions: assign({ values: ({ context }) => context.saved, attempted: false, failure: null }) },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'field.change': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
        },
        'profile.cancel': {
          description: 'Cancel restores the last saved values.',
          target: 'viewing',
          actions: assign({ values: ({ context }) => context.saved, attempted: false }),
        },
        'profile.save': [
          {
            guard: 'changedAndValid',
            description: 'Save is enabled only when the values differ from the last saved ones; every rule holds.',
            target: 'saving',
          },
          {
            guard: 'changed',
            description: 'A broken rule (name 2 to 50 characters, an http(s) website, length caps): the messages show, nothing is sent.',
            actions: assign({ attempted: true }),
          },
        ],
      },
    },
    saving: {
      tags: ['busy', 'editing'],
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => profileUpdateOf(context.values),
        onDone: {
          target: 'saved',
          description: 'The server answer becomes the saved values (the e-mail stays the server one).',
          actions: [
            assign(({ event }) => {
              const saved = profileValuesOf(event.output)
              return { user: event.output, saved, values: saved, attempted: false, failure: null }
            }),
            { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          description: 'The typed values stay, so nothing is lost.',
          actions: assign({ failure: ({ event }) => profileFailure(event.error) }),
        },
      },
    },
    saved: {
      tags: ['dialog'],
      description: 'The success dialog over the view mode.',
      on: { 'notice.close': 'viewing' },
    },
    failed: {
      tags: ['dialog', 'editing'],
      description: 'The error dialog over the edit mode: the translated failure message, else "Failed to update profile".',
      on: { 'notice.close': { target: 'editing', actions: assign({ failure: null }) } },
    },
  },
})

export type ProfileMachine = typeof profileMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type ProfileSnap = SnapshotFrom<typeof profileMachine>

/** The profile was saved (the notification shows). */
export function selectProfileSaved(s: ProfileSnap): boolean {
  return s.matches('saved')
}

/** Saving the profile failed. */
export function selectProfileFailed(s: ProfileSnap): boolean {
  return s.matches('failed')
}

/** What the profile view renders: `useSelector(ref, selectProfileView, shallowEqual)`. */
export function selectProfileView(s: ProfileSnap) {
  return { state: stateName(s), context: s.context, editing: s.hasTag('editing'), busy: s.hasTag('busy'), saved: selectProfileSaved(s), failed: selectProfileFailed(s) }
}
export type ProfileViewModel = ReturnType<typeof selectProfileView>
