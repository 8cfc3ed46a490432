/**
 * The add/edit event modal: binds event-form.machine.ts (one fresh actor per opening) to the
 * create/update calls. The machine decides what a failure does (create: stays, silently; edit:
 * ignored); this component only tells the page when the form has ended.
 */
import { Input, Stack, Textarea } from '@chakra-ui/react'
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import {
  eventFormErrors,
  eventFormMachine,
  type EventFormErrorCode,
  type EventFormField,
  type EventFormInput,
  selectEventFormView,
} from '@machines/calendar/event-form.machine'
import { CALENDAR_LIMITS, EVENT_TYPES } from '@machines/shared/contracts-everyday'
import { createEvent, updateEvent } from '@/api/calendar'
import { AppDialog } from '@/ui/app-dialog'
import { FormField, SelectField } from '@/ui/form'
import { MachineForm } from '@/ui/machine-form'

const FORM_ID = 'calendar-form'

const saveEvent = fromPromise<unknown, { mode: 'create' | 'edit'; id: number | null; body: Parameters<typeof createEvent>[0] }>(({ input }) =>
  input.mode === 'create' ? createEvent(input.body) : updateEvent(input.id!, input.body),
)

const ERROR_KEYS: Record<EventFormField, Partial<Record<EventFormErrorCode, string>>> = {
  title: { required: 'form.errors.titleRequired', tooLong: 'form.errors.titleTooLong' },
  date: { required: 'form.errors.dateRequired', invalid: 'form.errors.dateInvalid' },
  type: { required: 'form.errors.typeRequired' },
  time: { invalid: 'form.errors.timeInvalid' },
  description: { tooLong: 'form.errors.descriptionTooLong' },
}

export interface EventFormDialogProps {
  input: EventFormInput
  /** The form ended after a save (or an ignored failed edit): the page reloads. */
  onSaved: () => void
  /** The form was cancelled (Cancel, ✕ or Escape). */
  onCancelled: () => void
}

export function EventFormDialog({ input, onSaved, onCancelled }: EventFormDialogProps) {
  const { t } = useTranslation('calendar')
  const actorRef = useActorRef(eventFormMachine.provide({ actors: { saveEvent } }), { input })
  const { state, values, attempted, mode, busy, done, cancelled } = useSelector(actorRef, selectEventFormView, shallowEqual)

  useEffect(() => {
    if (!done) return
    if (cancelled) onCancelled()
    else onSaved()
  }, [done, cancelled, onSaved, onCancelled])

  const errors = attempted ? eventFormErrors(values) : {}
  const errorText = (field: EventFormField) => {
    const code = errors[field]
    const key = code ? ERROR_KEYS[field][code] : undefined
    return key ? t(key) : null
  }
  const change = (field: EventFormField) => (value: string) => actorRef.send({ type: 'field.change', field, value })
  const close = () => {
    if (!busy) actorRef.send({ type: 'form.cancel' })
  }

  return (
    <AppDialog
      open={!done}
      onClose={close}
      title={mode === 'create' ? t('form.addTitle') : t('form.editTitle')}
      testId="calendar-form-modal"
      closeLabel={t('form.close')}
      closeDisabled={busy}
      closeOnBackdrop={false}
      dataAttrs={{ 'data-state': state }}
      cancel={{ label: t('form.cancel'), testId: 'calendar-form-cancel-button', onClick: close, disabled: busy }}
      confirm={{ label: mode === 'create' ? t('form.create') : t('form.save'), testId: 'calendar-form-submit-button', form: FORM_ID, loading: busy, loadingText: t('form.saving') }}
    >
      <MachineForm
        id={FORM_ID}
        data-testid="calendar-form"
        onSubmit={() => actorRef.send({ type: 'form.submit' })}
      >
        <Stack gap="4">
          <FormField label={t('form.title')} testId="calendar-form-title-input" error={errorText('title')} required>
            <Input
              data-testid="calendar-form-title-input"
              value={values.title}
              maxLength={CALENDAR_LIMITS.titleMax}
              onChange={(e) => change('title')(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={t('form.date')} testId="calendar-form-date-input" error={errorText('date')} required>
            <Input type="date" data-testid="calendar-form-date-input" value={values.date} onChange={(e) => change('date')(e.currentTarget.value)} />
          </FormField>
          <SelectField
            label={t('form.type')}
            testId="calendar-form-type-select"
            value={values.type}
            onChange={change('type')}
            placeholder={t('form.typePlaceholder')}
            options={EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            error={errorText('type')}
            required
          />
          <FormField label={t('form.time')} testId="calendar-form-time-input" error={errorText('time')} helper={t('form.timeHelper')}>
            <Input type="time" data-testid="calendar-form-time-input" value={values.time} onChange={(e) => change('time')(e.currentTarget.value)} />
          </FormField>
          <FormField label={t('form.description')} testId="calendar-form-description-input" error={errorText('description')}>
            <Textarea
              rows={3}
              data-testid="calendar-form-description-input"
              value={values.description}
              maxLength={CALENDAR_LIMITS.descriptionMax}
              onChange={(e) => change('description')(e.currentTarget.value)}
            />
          </FormField>
        </Stack>
      </MachineForm>
    </AppDialog>
  )
}
