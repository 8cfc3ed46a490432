/** Graph model of the component playground's test form (two or three sample values per field). */
import type { EventFromLogic } from 'xstate'
import { defineModel } from '../shared/model'
import { MAX_FILE_BYTES, playgroundFormMachine } from './playground-form.machine'

type Ev = EventFromLogic<typeof playgroundFormMachine>

export const FORM_MODEL_FILES = {
  ok: { name: 'notes.txt', size: 2048 },
  badType: { name: 'tool.exe', size: 10 },
  tooBig: { name: 'big.pdf', size: MAX_FILE_BYTES },
} as const

export const playgroundFormModel = defineModel({
  id: 'playgroundForm',
  area: 'components',
  routes: ['/playground'],
  title: 'Component playground form',
  description: 'Required fields and their messages, e-mail format, file type and size rules, invalid and valid submits, reset.',
  machine: playgroundFormMachine,
  starts: [{ name: 'empty form', input: undefined }],
  events: (s) => {
    const v = s.context.values
    const events: Ev[] = [
      { type: 'field.change', field: 'text', value: v.text === '' ? 'Ada' : '' },
      ...['', 'ada@example', 'ada@example.com'].filter((value) => value !== v.email).map((value) => ({ type: 'field.change' as const, field: 'email' as const, value })),
      { type: 'field.change', field: 'password', value: v.password === '' ? 'Passw0rd!' : '' },
      { type: 'field.change', field: 'select', value: v.select === '' ? 'option2' : '' },
      { type: 'terms.change', checked: !v.terms },
      { type: 'form.submit' },
      { type: 'form.reset' },
      { type: 'file.select', file: FORM_MODEL_FILES.ok },
      { type: 'file.select', file: FORM_MODEL_FILES.badType },
      { type: 'file.select', file: FORM_MODEL_FILES.tooBig },
    ]
    // Once each: the range, the radio and clearing a file.
    if (v.range === 50) events.push({ type: 'range.change', value: 80 })
    if (v.radio === 'option1') events.push({ type: 'radio.select', value: 'option3' })
    if (s.context.file) events.push({ type: 'file.clear' })
    return events
  },
  context: (s) => [s.context.values, s.context.file?.name ?? null, s.context.fileError, s.context.attempted],
})
