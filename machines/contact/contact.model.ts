/** The contact form machine's graph model (tests/model/contact.model.spec.ts). */
import type { EventFromLogic } from 'xstate'
import type { ApiError } from '../shared/errors'
import { defineModel, done, failed } from '../shared/model'
import { contactMachine } from './contact.machine'

const httpError = (status: number, message: string): ApiError => ({ kind: 'http', status, message, issues: null })

const CONTACT_SAMPLES = {
  name: ['', 'Ada Tester'],
  email: ['', 'ada@example.com', 'ada-at-example'],
  subject: ['', 'Question'],
  message: ['', 'How do I reset the sandbox?'],
} as const

export const contactModel = defineModel({
  id: 'contact',
  area: 'app',
  routes: ['/contact'],
  title: 'Contact form',
  description: 'Required fields, e-mail pattern, sending, success clears the form, failure keeps it.',
  machine: contactMachine,
  starts: [{ name: 'empty form', input: undefined }],
  events: () =>
    [
      ...Object.entries(CONTACT_SAMPLES).flatMap(([field, values]) =>
        values.map((value) => ({ type: 'field.change', field, value })),
      ),
      { type: 'form.submit' },
      done('sendMessage', { message: 'Your message has been sent successfully. We will get back to you soon.' }),
      failed('sendMessage', httpError(500, 'Mail server unavailable')),
    ] as EventFromLogic<typeof contactMachine>[],
  context: (s) => [s.context.values, s.context.attempted],
})
