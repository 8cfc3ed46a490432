import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { calendarMachine, selectCalendarView } from '@machines/calendar/calendar.machine'
import { deleteEvent, fetchEvents } from '@/api/calendar'
import { sandboxNow } from '@/lib/sandbox-clock'
import { CalendarView } from './calendar-view'

const actors = {
  loadEvents: fromPromise(({ input }: { input: { start_date: string; end_date: string } }) => fetchEvents(input)),
  deleteEvent: fromPromise(({ input }: { input: { id: number } }) => deleteEvent(input.id)),
}

/** Binds the calendar machine: the calls of src/api/calendar.ts and the sandbox clock's today. */
export function CalendarPage() {
  const [input] = useState(() => ({ now: sandboxNow() }))
  const actorRef = useActorRef(calendarMachine.provide({ actors }), { input })
  const view = useSelector(actorRef, selectCalendarView, shallowEqual)
  return <CalendarView view={view} send={actorRef.send} />
}
