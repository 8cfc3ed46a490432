/**
 * The profile screen (spec 1 §2.7, §5, §8): view and edit modes; the form edits name, e-mail,
 * bio, location and website, but the update (PATCH /auth/profile) sends only name, bio, location
 * and website. Save is possible only when the values differ from the last saved ones, cancel
 * restores them; a success dialog or an error dialog (server detail, else the translated default)
 * follows the update, and the saved user is handed to the session (header name).
 */
import { assign, fromPromise, setup } from 'xstate'
import { toApiError, transportErrorCode, type ErrorCode } from '../shared/errors'
import type { User } from '../shared/types'

export type ProfileField = 'name' | 'email' | 'bio' | 'location' | 'website'
export type ProfileValues = Record<ProfileField, string>

export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'email', 'bio', 'location', 'website']

/** What PATCH /auth/profile is sent (spec 1 §5: the e-mail is shown and edited, but not sent). */
export interface ProfileUpdate {
  name: string
  bio: string
  location: string
  website: string
}

export interface ProfileFailure {
  /** The server's detail; null → the view shows the translated "Failed to update profile". */
  message: string | null
  /** A transport failure, or 'sessionExpired' when the session already ended. */
  code: ErrorCode | null
}

export interface ProfileContext {
  user: User
  /** The last saved values (from the user). */
  saved: ProfileValues
  /** The form's values while editing. */
  values: ProfileValues
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
  const apiError = toApiError(error)
  return { message: apiError.kind === 'http' ? apiError.message : null, code: transportErrorCode(apiError) }
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
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => {
    const saved = profileValuesOf(input.user)
    return { user: input.user, saved, values: saved, failure: null }
  },
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'profile.edit': { target: 'editing', actions: assign({ values: ({ context }) => context.saved, failure: null }) },
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
          actions: assign({ values: ({ context }) => context.saved }),
        },
        'profile.save': {
          guard: 'changed',
          description: 'Save is enabled only when the values differ from the last saved ones.',
          target: 'saving',
        },
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
              return { user: event.output, saved, values: saved, failure: null }
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
      description: 'The error dialog over the edit mode: the server detail, else "Failed to update profile".',
      on: { 'notice.close': { target: 'editing', actions: assign({ failure: null }) } },
    },
  },
})

export type ProfileMachine = typeof profileMachine
