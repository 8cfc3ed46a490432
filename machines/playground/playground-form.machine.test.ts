import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  ALLOWED_FILE_TYPES,
  EMPTY_VALUES,
  MAX_FILE_BYTES,
  clampRange,
  fileError,
  fileExtension,
  formErrors,
  formValid,
  passwordStrength,
  playgroundFormMachine,
  type FormValues,
} from './playground-form.machine'

const VALID: FormValues = { ...EMPTY_VALUES, text: 'Ada', email: 'ada@example.com', password: 'Passw0rd!', select: 'option2', terms: true }

function start() {
  const notifyFileRejected = vi.fn()
  const notifyInvalid = vi.fn()
  const notifySubmitted = vi.fn()
  const actor = createActor(playgroundFormMachine.provide({ actions: { notifyFileRejected, notifyInvalid, notifySubmitted } })).start()
  return { actor, notifyFileRejected, notifyInvalid, notifySubmitted }
}

function fill(actor: ReturnType<typeof start>['actor'], values: FormValues) {
  for (const field of ['text', 'email', 'password', 'select'] as const) actor.send({ type: 'field.change', field, value: values[field] })
  actor.send({ type: 'terms.change', checked: values.terms })
}

describe('password strength', () => {
  it('is weak under 6 characters', () => {
    expect(['', 'a', 'Ab1!x'].map(passwordStrength)).toEqual(['weak', 'weak', 'weak'])
  })
  it('is strong with at least 8, an uppercase, a digit and one of !@#$%^&*', () => {
    expect(passwordStrength('Passw0rd!')).toBe('strong')
    expect(passwordStrength('ABCDEFG1*')).toBe('strong')
  })
  it('is medium otherwise', () => {
    expect(passwordStrength('abcdef')).toBe('medium')
    expect(passwordStrength('Abcde1!')).toBe('medium') // 7 characters
    expect(passwordStrength('passw0rd!')).toBe('medium') // no uppercase
    expect(passwordStrength('Password!')).toBe('medium') // no digit
    expect(passwordStrength('Passw0rd1')).toBe('medium') // no special
    expect(passwordStrength('Passw0rd?')).toBe('medium') // ? is not one of !@#$%^&*
  })
})

describe('file rules', () => {
  it('accepts .pdf .jpg .png .doc .docx .txt (any case) under 5 MB', () => {
    expect(ALLOWED_FILE_TYPES).toEqual(['.pdf', '.jpg', '.png', '.doc', '.docx', '.txt'])
    expect(MAX_FILE_BYTES).toBe(5242880)
    for (const name of ['a.pdf', 'b.JPG', 'c.png', 'd.doc', 'e.docx', 'f.txt']) expect(fileError({ name, size: 10 })).toBeNull()
    expect(fileError({ name: 'big.pdf', size: MAX_FILE_BYTES - 1 })).toBeNull()
  })
  it('rejects other types first, then files of 5 MB or more', () => {
    expect(fileError({ name: 'x.exe', size: 10 })).toBe('fileType')
    expect(fileError({ name: 'x.jpeg', size: 10 })).toBe('fileType')
    expect(fileError({ name: 'noextension', size: 10 })).toBe('fileType')
    expect(fileError({ name: 'x.exe', size: MAX_FILE_BYTES * 2 })).toBe('fileType')
    expect(fileError({ name: 'x.pdf', size: MAX_FILE_BYTES })).toBe('fileSize')
  })
  it('reads extensions', () => {
    expect([fileExtension('a.B.PDF'), fileExtension('.bashrc'), fileExtension('x')]).toEqual(['.pdf', '', ''])
  })
})

describe('form rules', () => {
  it('requires text, email, password, select and terms', () => {
    expect(formErrors(EMPTY_VALUES)).toEqual({ text: 'required', email: 'emailRequired', password: 'passwordRequired', select: 'selectRequired', terms: 'termsRequired' })
    expect(formValid(EMPTY_VALUES)).toBe(false)
    expect(formValid(VALID)).toBe(true)
  })
  it('checks the e-mail format', () => {
    expect(formErrors({ ...VALID, email: 'ada@example' }).email).toBe('emailFormat')
    expect(formErrors({ ...VALID, email: 'a b@example.com' }).email).toBe('emailFormat')
  })
  it('treats blank text as missing but accepts any non-empty password', () => {
    expect(formErrors({ ...VALID, text: '   ' })).toEqual({ text: 'required' })
    expect(formErrors({ ...VALID, password: ' ' })).toEqual({})
  })
  it('clamps the range to 0–100', () => {
    expect([clampRange(-5), clampRange(42.4), clampRange(300), clampRange(Number.NaN)]).toEqual([0, 42, 100, 50])
  })
})

describe('playground form machine', () => {
  it('starts editing with the empty form (range 50, option1)', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({ values: EMPTY_VALUES, file: null, fileError: null, attempted: false, submission: null })
    expect(EMPTY_VALUES.range).toBe(50)
    expect(EMPTY_VALUES.radio).toBe('option1')
  })

  it('an invalid submit marks the attempt and toasts; the state stays editing', () => {
    const { actor, notifyInvalid, notifySubmitted } = start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(notifyInvalid).toHaveBeenCalledTimes(1)
    expect(notifySubmitted).not.toHaveBeenCalled()
  })

  it('ticking terms after an attempt clears the terms message (errors follow the values)', () => {
    const { actor } = start()
    actor.send({ type: 'form.submit' })
    expect(formErrors(actor.getSnapshot().context.values).terms).toBe('termsRequired')
    actor.send({ type: 'terms.change', checked: true })
    expect(formErrors(actor.getSnapshot().context.values).terms).toBeUndefined()
    expect(actor.getSnapshot().context.attempted).toBe(true)
  })

  it('a valid submit records and announces the values, then editing leaves the success', () => {
    const { actor, notifySubmitted } = start()
    fill(actor, VALID)
    actor.send({ type: 'file.select', file: { name: 'cv.pdf', size: 1000 } })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(actor.getSnapshot().context.submission).toEqual({ values: VALID, file: { name: 'cv.pdf', size: 1000 } })
    expect(notifySubmitted).toHaveBeenCalledWith(expect.anything(), { values: VALID, file: { name: 'cv.pdf', size: 1000 } })
    actor.send({ type: 'field.change', field: 'textarea', value: 'More' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.textarea).toBe('More')
  })

  it('submitting again from submitted re-validates', () => {
    const { actor, notifySubmitted } = start()
    fill(actor, VALID)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(notifySubmitted).toHaveBeenCalledTimes(2)
  })

  it('stores every other input: range (clamped), radio, optional fields', () => {
    const { actor } = start()
    actor.send({ type: 'range.change', value: 120 })
    actor.send({ type: 'radio.select', value: 'option3' })
    actor.send({ type: 'field.change', field: 'color', value: '#ff0000' })
    actor.send({ type: 'field.change', field: 'date', value: '2030-01-02' })
    expect(actor.getSnapshot().context.values).toMatchObject({ range: 100, radio: 'option3', color: '#ff0000', date: '2030-01-02' })
  })

  it('rejects a wrong file type or a big file with a toast and keeps no file; accepts a good one; clears', () => {
    const { actor, notifyFileRejected } = start()
    actor.send({ type: 'file.select', file: { name: 'ok.txt', size: 3 } })
    expect(actor.getSnapshot().context).toMatchObject({ file: { name: 'ok.txt', size: 3 }, fileError: null })
    actor.send({ type: 'file.select', file: { name: 'virus.exe', size: 3 } })
    expect(actor.getSnapshot().context).toMatchObject({ file: null, fileError: 'fileType' })
    expect(notifyFileRejected).toHaveBeenLastCalledWith(expect.anything(), { code: 'fileType' })
    actor.send({ type: 'file.select', file: { name: 'huge.png', size: MAX_FILE_BYTES } })
    expect(actor.getSnapshot().context).toMatchObject({ file: null, fileError: 'fileSize' })
    expect(notifyFileRejected).toHaveBeenLastCalledWith(expect.anything(), { code: 'fileSize' })
    actor.send({ type: 'file.select', file: { name: 'ok.doc', size: 3 } })
    expect(actor.getSnapshot().context).toMatchObject({ file: { name: 'ok.doc', size: 3 }, fileError: null })
    actor.send({ type: 'file.clear' })
    expect(actor.getSnapshot().context).toMatchObject({ file: null, fileError: null })
    expect(notifyFileRejected).toHaveBeenCalledTimes(2)
  })

  it('reset empties the form from any state', () => {
    const { actor } = start()
    fill(actor, VALID)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.reset' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({ values: EMPTY_VALUES, file: null, fileError: null, attempted: false, submission: null })
  })
})
