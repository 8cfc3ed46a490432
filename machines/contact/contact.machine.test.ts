import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { ApiError } from '../shared/errors'
import { contactFieldErrors, contactFormValid, contactMachine, type ContactValues } from './contact.machine'
import { controlled } from '../shared/testing'

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }
const filled: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Engines',
  message: 'About the analytical engine.',
}

function setup() {
  const sendMessage = controlled<{ message: string | null }, ContactValues>()
  const notifySent = vi.fn()
  const notifyFailed = vi.fn()
  const machine = contactMachine.provide({
    actors: { sendMessage: sendMessage.logic },
    actions: { notifySent, notifyFailed },
  })
  const actor = createActor(machine)
  actor.start()
  return { actor, sendMessage, notifySent, notifyFailed }
}

function fill(actor: ReturnType<typeof setup>['actor'], values: ContactValues) {
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    actor.send({ type: 'field.change', field, value: values[field] })
  }
}

/** A valid form submitted: the message is being sent. */
function sending() {
  const t = setup()
  fill(t.actor, filled)
  t.actor.send({ type: 'form.submit' })
  return t
}

describe('contactFieldErrors / contactFormValid', () => {
  it('requires every field', () => {
    expect(contactFieldErrors(EMPTY)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      subject: { code: 'required' },
      message: { code: 'required' },
    })
    expect(contactFormValid(EMPTY)).toBe(false)
  })

  it('treats blank values as missing', () => {
    expect(contactFieldErrors({ name: '  ', email: ' ', subject: '\t', message: '\n' })).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      subject: { code: 'required' },
      message: { code: 'required' },
    })
  })

  it('asks for an at sign when the e-mail is malformed', () => {
    const values = { ...filled, email: 'not-an-email' }
    expect(contactFieldErrors(values)).toEqual({ name: null, email: { code: 'emailAt' }, subject: null, message: null })
    expect(contactFormValid(values)).toBe(false)
  })

  it.each(['name', 'subject', 'message'] as const)('is invalid when only %s is missing', (field) => {
    const values = { ...filled, [field]: '' }
    expect(contactFieldErrors(values)[field]).toEqual({ code: 'required' })
    expect(contactFormValid(values)).toBe(false)
  })

  it('is valid when every field is filled and the e-mail is well formed', () => {
    expect(contactFieldErrors(filled)).toEqual({ name: null, email: null, subject: null, message: null })
    expect(contactFormValid(filled)).toBe(true)
  })
})

describe('contact machine', () => {
  it('starts editing with an empty form, not attempted, not busy', () => {
    const { actor } = setup()

    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({ values: EMPTY, attempted: false })
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
  })

  it('stores each field on field.change, leaving the others untouched', () => {
    const { actor } = setup()

    actor.send({ type: 'field.change', field: 'name', value: 'Ada' })
    actor.send({ type: 'field.change', field: 'subject', value: 'Hi' })

    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Ada', email: '', subject: 'Hi', message: '' })
  })

  it('marks the attempt and sends nothing when an invalid form is submitted', () => {
    const { actor, sendMessage } = setup()
    fill(actor, { ...filled, email: 'not-an-email' })

    actor.send({ type: 'form.submit' })

    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(sendMessage.runs).toHaveLength(0)
  })

  it('goes to sending (busy) with the values as the actor input when a valid form is submitted', () => {
    const { actor, sendMessage } = sending()

    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.attempted).toBe(false)
    expect(sendMessage.runs).toHaveLength(1)
    expect(sendMessage.run(0).input).toEqual(filled)
  })

  it('ignores field changes and a second submit while sending', () => {
    const { actor, sendMessage } = sending()

    actor.send({ type: 'field.change', field: 'name', value: 'Bob' })
    actor.send({ type: 'form.submit' })

    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().context.values).toEqual(filled)
    expect(sendMessage.runs).toHaveLength(1)
  })

  it.each([['Thanks, we will reply soon'], [null]])(
    'clears the form and notifies success with the server message %s when sent',
    async (message) => {
      const { actor, sendMessage, notifySent, notifyFailed } = sending()

      sendMessage.run(0).resolve({ message })
      const snapshot = await waitFor(actor, (s) => s.matches('editing'))

      expect(snapshot.context).toEqual({ values: EMPTY, attempted: false })
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(notifySent).toHaveBeenCalledTimes(1)
      expect(notifySent).toHaveBeenCalledWith(expect.anything(), { message })
      expect(notifyFailed).not.toHaveBeenCalled()
    },
  )

  it('resets the attempt after a success that followed an invalid attempt', async () => {
    const { actor, sendMessage } = setup()
    actor.send({ type: 'form.submit' })
    fill(actor, filled)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.attempted).toBe(true)

    sendMessage.run(0).resolve({ message: null })
    const snapshot = await waitFor(actor, (s) => s.matches('editing'))

    expect(snapshot.context.attempted).toBe(false)
  })

  it.each([
    ['the server message of an ApiError', { kind: 'http', status: 400, message: 'Spam detected', issues: null } satisfies ApiError, 'Spam detected', 'failed'],
    ['a 5xx as a server failure', { kind: 'http', status: 500, message: 'Internal Server Error', issues: null } satisfies ApiError, 'Internal Server Error', 'server'],
    ['null and the network code for a network failure', { kind: 'network', status: null, message: null, issues: null } satisfies ApiError, null, 'network'],
    ['the sessionExpired code when the session ended', { kind: 'session', status: 401, message: null, issues: null } satisfies ApiError, null, 'sessionExpired'],
    ['the message of a plain Error', new Error('success: false'), 'success: false', 'failed'],
    ['null for an unknown rejection', 42, null, 'failed'],
  ])('keeps the values and notifies failure with %s when sending fails', async (_name, error, message, failure) => {
    const { actor, sendMessage, notifySent, notifyFailed } = sending()

    sendMessage.run(0).reject(error)
    const snapshot = await waitFor(actor, (s) => s.matches('editing'))

    expect(snapshot.context.values).toEqual(filled)
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(notifyFailed).toHaveBeenCalledTimes(1)
    expect(notifyFailed).toHaveBeenCalledWith(expect.anything(), { message, failure })
    expect(notifySent).not.toHaveBeenCalled()
  })

  it('can send again after a failure', async () => {
    const { actor, sendMessage } = sending()
    sendMessage.run(0).reject(new Error('down'))
    await waitFor(actor, (s) => s.matches('editing'))

    actor.send({ type: 'form.submit' })

    expect(actor.getSnapshot().value).toBe('sending')
    expect(sendMessage.run(1).input).toEqual(filled)
  })
})
