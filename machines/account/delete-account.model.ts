/** The delete-account machine's graph model (tests/model/delete-account.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { after, defineModel, done, failed } from '../shared/model'
import { deleteAccountMachine } from './delete-account.machine'

type Ev = EventFromLogic<typeof deleteAccountMachine>

/** Typed texts: nothing, a near miss (lowercase), and the word. */
export const DELETE_SAMPLES = ['', 'delete', 'DELETE'] as const

export const DELETE_ERRORS: ApiError[] = [
  { kind: 'http', status: 500, message: 'Internal Server Error', issues: null },
  { kind: 'http', status: 404, message: 'User not found', issues: null },
  { kind: 'http', status: 400, message: null, issues: null },
]

export const deleteAccountModel = defineModel({
  id: 'deleteAccount',
  area: 'account',
  routes: ['/settings'],
  title: 'Delete account',
  description: 'Confirm only with DELETE typed, close resets, failure messages, success then / after 2 s.',
  machine: deleteAccountMachine,
  starts: [{ name: 'dialog closed', input: undefined }],
  events: (s) =>
    [
      { type: 'delete.open' },
      { type: 'delete.close' },
      { type: 'delete.confirm' },
      // A user can only type something else.
      ...DELETE_SAMPLES.filter((value) => value !== s.context.confirmText).map((value) => ({ type: 'delete.change', value })),
      done('deleteAccount', undefined),
      ...DELETE_ERRORS.map((e) => failed('deleteAccount', e)),
      after('redirectDelay', 'deleteAccount.deleted'),
    ] as Ev[],
  context: (s) => [s.context.confirmText, s.context.failure?.reason ?? null, s.context.failure !== null],
})
