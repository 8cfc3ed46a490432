/**
 * The contact form (docs/spec/2-everyday-modules.md "Contact page", §5, §8): all four fields required, a simple e-mail
 * pattern, submit disabled until valid (an attempt shows the fill-all-fields message), POST
 * /contact, success clears the form, failure toasts the server message.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureCode, toApiError, type FailureCode } from '../shared/errors'
import { emailError, required, type FieldError } from '../shared/validation'

export type ContactField = 'name' | 'email' | 'subject' | 'message'
export type ContactValues = Record<ContactField, string>

export interface ContactContext {
  values: ContactValues
  /** Set by a submit attempt on an invalid form: the fill-all-fields message and field messages show. */
  attempted: boolean
}

export type ContactEvent = { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' }

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message']
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }

export function contactFieldErrors(values: ContactValues): Record<ContactField, FieldError | null> {
  return {
    name: required(values.name),
    email: emailError(values.email),
    subject: required(values.subject),
    message: required(values.message),
  }
}

export function contactFormValid(values: ContactValues): boolean {
  return Object.values(contactFieldErrors(values)).every((e) => e === null)
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /contact; resolves with the server's message, rejects when it fails or answers success: false. */
    sendMessage: fromPromise<{ message: string | null }, ContactValues>(async () => {
      throw new Error('sendMessage is provided by the app')
    }),
  },
  actions: {
    /** Success toast: the server message, else the translated successMessage. */
    notifySent: (_, _params: { message: string | null }) => {},
    /**
     * Failure toast: the server message or detail, else the translated errorMessage. `failure` is the
     * failure's kind: a 5xx, a transport failure or a known server text is translated, not shown raw;
     * 'sessionExpired' (the session already told the user) keeps the view quiet.
     */
    notifyFailed: (_, _params: { message: string | null; failure: FailureCode }) => {},
  },
  guards: {
    formValid: ({ context }) => contactFormValid(context.values),
  },
}).createMachine({
  id: 'contact',
  context: { values: EMPTY, attempted: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
        },
        'form.submit': [
          { guard: 'formValid', target: 'sending' },
          { description: 'Shows "Please fill in all fields" and the field messages.', actions: assign({ attempted: true }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.values,
        onDone: {
          target: 'editing',
          description: 'Success clears the form.',
          actions: [
            assign({ values: EMPTY, attempted: false }),
            { type: 'notifySent', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          description: 'The entered values stay so nothing is lost.',
          actions: {
            type: 'notifyFailed',
            params: ({ event }) => {
              return { message: toApiError(event.error).message, failure: failureCode(event.error) }
            },
          },
        },
      },
    },
  },
})

export type ContactMachine = typeof contactMachine

/** What the contact view renders: `useSelector(ref, selectContactView, shallowEqual)` re-renders only when one of these changes. */
export function selectContactView(s: SnapshotFrom<ContactMachine>) {
  return { state: String(s.value), values: s.context.values, attempted: s.context.attempted, sending: s.hasTag('busy') }
}
export type ContactViewModel = ReturnType<typeof selectContactView>
