/**
 * The calendar page (docs/spec/2-everyday-modules.md §2 "Calendar", §4, §8, §9): the month grid with previous / today /
 * next, the selected day's side panel, and the modals (day list, event detail, add/edit form,
 * delete confirm). The form's own rules live in event-form.machine.ts; this machine opens and
 * closes it and reloads the month after a save.
 *
 * - A month loads its events once (GET /calendar/events for the grid's days). A failure shows
 *   'Failed to fetch month events' with a retry; a failed reload after a change keeps the events
 *   on screen with 'Failed to fetch events'.
 * - Modals stack: the day list ('+N more') can open the detail or the form above it; the detail
 *   opens the form (edit) or the delete confirm above it. Escape closes the top one.
 * - Deleting an event closes every modal (docs/spec/2-everyday-modules.md §4); a failed delete keeps the confirm open with
 *   'Failed to delete event'.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureCode, type FailureCode } from '../shared/errors'
import { addMonths, localDateKey, monthOf, monthRange, type CalendarEvent } from './calendar-dates'

export type CalendarModal = 'dayList' | 'view' | 'form' | 'delete'

export type CalendarForm = { mode: 'create'; date: string } | { mode: 'edit'; id: number }

export interface CalendarContext {
  /** The sandbox clock's local day when the page opened. */
  today: string
  /** The month shown, `YYYY-MM`. */
  month: string
  /** The month whose events `events` holds (null before the first answer). */
  loadedMonth: string | null
  events: CalendarEvent[]
  /** The day of the side panel. */
  selected: string
  /** The day whose all-events modal is open. */
  dayList: string | null
  /** The event whose detail modal is open. */
  viewId: number | null
  form: CalendarForm | null
  /** Grows with every form opened, so the view mounts a fresh form. */
  formKey: number
  deleteId: number | null
  /** A failed month load ('Failed to fetch month events'). */
  loadFailure: FailureCode | null
  /** A failed reload after a change, events kept ('Failed to fetch events'). */
  reloadFailure: FailureCode | null
  /** A failed delete ('Failed to delete event'), shown in the confirm modal. */
  deleteFailure: FailureCode | null
}

export type CalendarEvent_ =
  | { type: 'month.prev' }
  | { type: 'month.next' }
  | { type: 'month.today' }
  | { type: 'events.retry' }
  | { type: 'day.select'; date: string }
  | { type: 'day.more'; date: string }
  | { type: 'event.view'; id: number }
  | { type: 'event.add'; date?: string }
  | { type: 'event.edit'; id: number }
  | { type: 'event.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'modal.close'; modal: CalendarModal }
  | { type: 'form.saved' }

export type { CalendarEvent_ as CalendarMachineEvent }

export interface CalendarInput {
  /** The sandbox clock (ms). */
  now: number
}

export interface LoadEventsInput {
  start_date: string
  end_date: string
}

const closedModals = { dayList: null, viewId: null, form: null, deleteId: null, deleteFailure: null } as const

export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent_,
    input: {} as CalendarInput,
    tags: {} as 'busy',
  },
  actors: {
    loadEvents: fromPromise<CalendarEvent[], LoadEventsInput>(async () => {
      throw new Error('loadEvents is provided by the app')
    }),
    deleteEvent: fromPromise<void, { id: number }>(async () => {
      throw new Error('deleteEvent is provided by the app')
    }),
  },
  guards: {
    knownEvent: ({ context, event }) =>
      'id' in event && typeof event.id === 'number' && context.events.some((e) => e.id === event.id),
    isReload: ({ context }) => context.loadedMonth === context.month,
  },
  actions: {
    prevMonth: assign({ month: ({ context }) => addMonths(context.month, -1), ...closedModals }),
    nextMonth: assign({ month: ({ context }) => addMonths(context.month, 1), ...closedModals }),
    goToday: assign({ month: ({ context }) => monthOf(context.today), selected: ({ context }) => context.today, ...closedModals }),
    clearFailures: assign({ loadFailure: null, reloadFailure: null }),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => {
    const today = localDateKey(input.now)
    return {
      today,
      month: monthOf(today),
      loadedMonth: null,
      events: [],
      selected: today,
      ...closedModals,
      formKey: 0,
      loadFailure: null,
      reloadFailure: null,
    }
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => monthRange(context.month),
        onDone: {
          target: 'ready',
          actions: assign({
            events: ({ event }) => event.output,
            loadedMonth: ({ context }) => context.month,
            loadFailure: null,
            reloadFailure: null,
          }),
        },
        onError: [
          {
            guard: 'isReload',
            target: 'ready',
            description: "A reload after a change failed: the events stay, with 'Failed to fetch events'.",
            actions: assign({ reloadFailure: ({ event }) => failureCode(event.error) }),
          },
          {
            target: 'failed',
            description: "The month's events could not be loaded: 'Failed to fetch month events' with a retry.",
            actions: assign({ loadFailure: ({ event }) => failureCode(event.error), events: [], loadedMonth: null }),
          },
        ],
      },
    },
    failed: {
      on: {
        'events.retry': { target: 'loading', actions: 'clearFailures' },
        'month.prev': { target: 'loading', actions: ['prevMonth', 'clearFailures'] },
        'month.next': { target: 'loading', actions: ['nextMonth', 'clearFailures'] },
        'month.today': { target: 'loading', actions: ['goToday', 'clearFailures'] },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'month.prev': { target: 'loading', actions: ['prevMonth', 'clearFailures'] },
        'month.next': { target: 'loading', actions: ['nextMonth', 'clearFailures'] },
        'month.today': { target: 'loading', actions: ['goToday', 'clearFailures'] },
        'events.retry': { target: 'loading', actions: 'clearFailures' },
        'day.select': {
          description: 'The side panel shows the chosen day (a day of the next or previous month too).',
          actions: assign({ selected: ({ event }) => event.date }),
        },
        'day.more': {
          description: "'+N more' opens the all-events-for-day modal.",
          actions: assign({ dayList: ({ event }) => event.date, selected: ({ event }) => event.date }),
        },
        'event.view': { guard: 'knownEvent', actions: assign({ viewId: ({ event }) => event.id }) },
        'event.add': {
          description: 'The form opens for the given day (the side panel or day list), else for today.',
          actions: assign({
            form: ({ context, event }) => ({ mode: 'create' as const, date: event.date ?? context.today }),
            formKey: ({ context }) => context.formKey + 1,
          }),
        },
        'event.edit': {
          guard: 'knownEvent',
          description: 'The edit form opens above the detail (or day list); after a save the detail shows the new values.',
          actions: assign({
            form: ({ event }) => ({ mode: 'edit' as const, id: event.id }),
            formKey: ({ context }) => context.formKey + 1,
          }),
        },
        'event.delete': { guard: 'knownEvent', actions: assign({ deleteId: ({ event }) => event.id, deleteFailure: null }) },
        'modal.close': {
          description: 'Escape, ✕ or Cancel closes that one modal.',
          actions: assign(({ event }) =>
            event.modal === 'dayList'
              ? { dayList: null }
              : event.modal === 'view'
                ? { viewId: null }
                : event.modal === 'form'
                  ? { form: null }
                  : { deleteId: null, deleteFailure: null },
          ),
        },
        'form.saved': {
          target: 'loading',
          description: 'After a save (or an ignored failed edit) the form closes and the month reloads.',
          actions: assign({ form: null }),
        },
      },
      states: {
        idle: {
          on: { 'delete.confirm': { target: 'deleting' } },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteEvent',
            src: 'deleteEvent',
            input: ({ context }) => ({ id: context.deleteId! }),
            onDone: {
              target: '#calendar.loading',
              description: 'Deleting an event closes every modal (spec 2 §4), then the month reloads.',
              actions: assign({ ...closedModals }),
            },
            onError: {
              target: 'idle',
              description: "'Failed to delete event' in the confirm modal, which stays open.",
              actions: assign({ deleteFailure: ({ event }) => failureCode(event.error) }),
            },
          },
          on: {
            // The confirm modal (which covers the page) cannot be closed while the delete runs.
            'modal.close': { description: 'Escape does nothing while the delete runs.' },
          },
        },
      },
    },
  },
})

export type CalendarMachine = typeof calendarMachine

/** The event of an id, or null. */
export function eventById(context: Pick<CalendarContext, 'events'>, id: number | null): CalendarEvent | null {
  return id === null ? null : (context.events.find((e) => e.id === id) ?? null)
}

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type CalendarSnap = SnapshotFrom<typeof calendarMachine>

/** The events are loading. */
export function selectCalendarLoading(s: CalendarSnap): boolean {
  return s.matches('loading')
}

/** Loading the events failed. */
export function selectCalendarFailed(s: CalendarSnap): boolean {
  return s.matches('failed')
}

/** The events are shown and can be changed. */
export function selectCalendarReady(s: CalendarSnap): boolean {
  return s.matches('ready')
}

/** An event is being deleted. */
export function selectCalendarDeleting(s: CalendarSnap): boolean {
  return s.matches({ ready: 'deleting' })
}

/** What the calendar view renders: `useSelector(ref, selectCalendarView, shallowEqual)` re-renders only when one of these changes. */
export function selectCalendarView(s: CalendarSnap) {
  return {
    state: JSON.stringify(s.value),
    context: s.context,
    loading: selectCalendarLoading(s),
    failed: selectCalendarFailed(s),
    deleting: selectCalendarDeleting(s),
    ready: selectCalendarReady(s),
  }
}
export type CalendarViewModel = ReturnType<typeof selectCalendarView>
