/** The change-password machine's graph model (tests/model/change-password.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { after, defineModel, done, failed } from '../shared/model'
import { changePasswordMachine, type PasswordField } from './change-password.machine'

type Ev = EventFromLogic<typeof changePasswordMachine>

export const CHANGE_PASSWORD_CURRENT = 'Demo1234!'
export const CHANGE_PASSWORD_NEW = 'NewPass123'

/** Sample values: empty, or the demo account's current password / a valid new one. */
export const CHANGE_PASSWORD_SAMPLES: Record<PasswordField, readonly string[]> = {
  currentPassword: ['', CHANGE_PASSWORD_CURRENT],
  newPassword: ['', CHANGE_PASSWORD_NEW],
  confirmPassword: ['', CHANGE_PASSWORD_NEW],
}

/** The server's answers: wrong current password, same password, and a failure without a message. */
export const CHANGE_PASSWORD_ERRORS: ApiError[] = [
  { kind: 'http', status: 400, message: 'Current password is incorrect', issues: null },
  { kind: 'http', status: 400, message: 'New password must be different from current password', issues: null },
  { kind: 'http', status: 500, message: null, issues: null },
]

export const changePasswordModel = defineModel({
  id: 'changePassword',
  area: 'account',
  routes: ['/settings'],
  title: 'Change password',
  description: 'Toggle the form, every rule on submit, server failures, success then logout after 1.5 s.',
  machine: changePasswordMachine,
  starts: [{ name: 'closed form', input: undefined }],
  events: (s) =>
    [
      { type: 'form.toggle' },
      { type: 'form.submit' },
      // A user can only change a field to another value.
      ...(Object.entries(CHANGE_PASSWORD_SAMPLES) as Array<[PasswordField, readonly string[]]>).flatMap(([field, values]) =>
        values.filter((value) => value !== s.context.values[field]).map((value) => ({ type: 'field.change' as const, field, value })),
      ),
      done('changePassword', undefined),
      ...CHANGE_PASSWORD_ERRORS.map((e) => failed('changePassword', e)),
      after('logoutDelay', 'changePassword.succeeded'),
    ] as Ev[],
  context: (s) => [s.context.values, s.context.errors],
})
