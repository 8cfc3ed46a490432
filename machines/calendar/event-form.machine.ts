/**
 * The calendar's add/edit event form (docs/spec/2-everyday-modules.md §2 "Calendar", §4, §5): title (required, trimmed),
 * date (required, defaults to today or the chosen day), type meeting/deadline/todo (required),
 * optional time, optional description (3 rows); Add event (add mode) or Save changes (edit mode), and Cancel.
 *
 * A submit with a rule broken shows the field messages and stays. The spec's quirks are kept:
 * a failed create leaves the form open with **no message** (back to editing); a failed edit is
 * **silently ignored**: the form closes as if saved and the event keeps its old values.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  CALENDAR_LIMITS,
  colorOfType,
  EVENT_TYPES,
  type CalendarEventCreateRequest,
  type EventType,
} from '../shared/contracts-everyday'
import { eventTimes, isDateKey, isTimeKey, type CalendarEvent } from './calendar-dates'

export type EventFormField = 'title' | 'date' | 'type' | 'time' | 'description'

export interface EventFormValues {
  title: string
  date: string
  /** '' until one is chosen. */
  type: EventType | ''
  /** `HH:mm` or '' (all day). */
  time: string
  description: string
}

export type EventFormErrorCode = 'required' | 'tooLong' | 'invalid'
export type EventFormErrors = Partial<Record<EventFormField, EventFormErrorCode>>

export interface EventFormContext {
  mode: 'create' | 'edit'
  /** The edited event's id. */
  id: number | null
  values: EventFormValues
  /** A submit was attempted: the field messages show. */
  attempted: boolean
}

export type EventFormEvent =
  | { type: 'field.change'; field: EventFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }

export type EventFormInput = { mode: 'create'; date: string } | { mode: 'edit'; event: CalendarEvent }

export interface SaveEventInput {
  mode: 'create' | 'edit'
  id: number | null
  body: CalendarEventCreateRequest
}

/** The field messages of a form (empty when it can be saved). */
export function eventFormErrors(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {}
  const title = values.title.trim()
  if (title === '') errors.title = 'required'
  else if (title.length > CALENDAR_LIMITS.titleMax) errors.title = 'tooLong'
  if (values.date.trim() === '') errors.date = 'required'
  else if (!isDateKey(values.date)) errors.date = 'invalid'
  if (values.type === '') errors.type = 'required'
  if (values.time !== '' && !isTimeKey(values.time)) errors.time = 'invalid'
  if (values.description.length > CALENDAR_LIMITS.descriptionMax) errors.description = 'tooLong'
  return errors
}

/** The request body of a valid form. */
export function eventFormBody(values: EventFormValues): CalendarEventCreateRequest {
  const description = values.description.trim()
  return {
    title: values.title.trim(),
    description: description === '' ? null : description,
    ...eventTimes(values.date, values.time === '' ? null : values.time),
    color: colorOfType(values.type as EventType),
  }
}

function initialValues(input: EventFormInput): EventFormValues {
  if (input.mode === 'create') return { title: '', date: input.date, type: '', time: '', description: '' }
  const e = input.event
  return { title: e.title, date: e.date, type: e.type, time: e.time ?? '', description: e.description }
}

const isType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value)

export const eventFormMachine = setup({
  types: {
    context: {} as EventFormContext,
    events: {} as EventFormEvent,
    input: {} as EventFormInput,
    tags: {} as 'busy',
  },
  actors: {
    saveEvent: fromPromise<unknown, SaveEventInput>(async () => {
      throw new Error('saveEvent is provided by the app')
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(eventFormErrors(context.values)).length === 0,
    isEdit: ({ context }) => context.mode === 'edit',
  },
  actions: {
    change: assign({
      values: ({ context, event }) => {
        if (event.type !== 'field.change') return context.values
        if (event.field === 'type') return { ...context.values, type: isType(event.value) ? event.value : '' }
        return { ...context.values, [event.field]: event.value }
      },
    }),
  },
}).createMachine({
  id: 'eventForm',
  context: ({ input }) => ({
    mode: input.mode,
    id: input.mode === 'edit' ? input.event.id : null,
    values: initialValues(input),
    attempted: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'change' },
        'form.submit': [
          { guard: 'valid', target: 'submitting', actions: assign({ attempted: true }) },
          {
            description: 'A broken rule: the field messages show and the form stays.',
            actions: assign({ attempted: true }),
          },
        ],
        'form.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveEvent',
        src: 'saveEvent',
        input: ({ context }) => ({ mode: context.mode, id: context.id, body: eventFormBody(context.values) }),
        onDone: 'saved',
        onError: [
          { guard: 'isEdit', target: 'ignored', description: 'Spec 2 §4: a failed edit is silently ignored (the form closes).' },
          { target: 'editing', description: 'Spec 2 §4: a failed create leaves the modal open with no message.' },
        ],
      },
    },
    saved: { type: 'final' },
    ignored: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

export type EventFormMachine = typeof eventFormMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type EventFormSnap = SnapshotFrom<typeof eventFormMachine>

/** The form was cancelled (the dialog closes). */
export function selectEventFormCancelled(s: EventFormSnap): boolean {
  return s.matches('cancelled')
}

/** What the event form dialog renders: `useSelector(ref, selectEventFormView, shallowEqual)`. */
export function selectEventFormView(s: EventFormSnap) {
  const { values, attempted, mode } = s.context
  return { state: String(s.value), values, attempted, mode, busy: s.hasTag('busy'), done: s.status === 'done', cancelled: selectEventFormCancelled(s) }
}
