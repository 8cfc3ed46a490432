/**
 * The calendar screen (docs/spec/2-everyday-modules.md §2 "Calendar"): header with previous / today / next and add, the
 * month grid (3 events per cell and '+N more'), the selected day's side panel and the modals.
 * Renders the calendar machine's state only; the form is event-form-dialog.tsx.
 */
import { Box, Button, chakra, Grid, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react'
import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cellEvents, eventsOn, monthGrid, monthOf, weekdayOf, type CalendarEvent } from '@machines/calendar/calendar-dates'
import { eventById, type CalendarMachineEvent, type CalendarViewModel } from '@machines/calendar/calendar.machine'
import { toLanguage, type Language } from '@/i18n'
import { AppDialog } from '@/ui/app-dialog'
import { failureReason } from '@/ui/failure-text'
import { EditIcon, PlusIcon, TrashIcon } from '@/ui/action-icons'
import { Icon } from '@/ui/icons'
import { PageFrame } from '@/ui/page-frame'
import { EventLine, eventWhen, TypeBadge, TypeIcon } from './calendar-bits'
import { formatDay, formatMonth, WEEK_START, weekdayName } from './calendar-format'
import { EventFormDialog } from './event-form-dialog'
import { CALENDAR_GUIDE_TEST_IDS } from '../module-test-ids'


type Send = (event: CalendarMachineEvent) => void

const PALETTE = { meeting: 'blue', deadline: 'red', todo: 'green' } as const

const ChevronLeft = () => (
  <Icon>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)
const ChevronRight = () => (
  <Icon>
    <path d="M9 18l6-6-6-6" />
  </Icon>
)
const ViewIcon = () => (
  <Icon>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)

export function CalendarView({ view, send }: { view: CalendarViewModel; send: Send }) {
  const { t, i18n } = useTranslation('calendar')
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language)
  const { context: c, loading, failed, deleting, ready } = view
  const weeks = monthGrid(c.month, WEEK_START[language])
  const selectedEvents = eventsOn(c.events, c.selected)
  const viewed = eventById(c, c.viewId)
  const toDelete = eventById(c, c.deleteId)
  const editing = c.form?.mode === 'edit' ? eventById(c, c.form.id) : null
  const dayListEvents = c.dayList ? eventsOn(c.events, c.dayList) : []
  const onSaved = useCallback(() => send({ type: 'form.saved' }), [send])
  const onCancelled = useCallback(() => send({ type: 'modal.close', modal: 'form' }), [send])
  const formInput = c.form === null ? null : c.form.mode === 'create' ? c.form : editing ? { mode: 'edit' as const, event: editing } : null

  return (
    <PageFrame
      ns="calendar"
      screen="calendar"
      title={t('title')}
      subtitle={t('subtitle')}
      guideTestIds={CALENDAR_GUIDE_TEST_IDS}
      dataAttrs={{ 'data-state': view.state }}
      actions={
        <Button colorPalette="teal" onClick={() => send({ type: 'event.add' })} disabled={!ready} data-testid="calendar-add-button">
          <PlusIcon />
          {t('add')}
        </Button>
      }
    >
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text as="h2" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" aria-live="polite" data-testid="calendar-month-label">
          {formatMonth(c.month, language)}
        </Text>
        <HStack gap="2">
          <IconButton variant="outline" size="sm" aria-label={t('prev')} onClick={() => send({ type: 'month.prev' })} disabled={loading} data-testid="calendar-prev-button">
            <ChevronLeft />
          </IconButton>
          <Button variant="outline" size="sm" onClick={() => send({ type: 'month.today' })} disabled={loading} data-testid="calendar-today-button">
            {t('today')}
          </Button>
          <IconButton variant="outline" size="sm" aria-label={t('next')} onClick={() => send({ type: 'month.next' })} disabled={loading} data-testid="calendar-next-button">
            <ChevronRight />
          </IconButton>
        </HStack>
      </HStack>

      <Box aria-live="polite">
        {loading && (
          <HStack gap="2" role="status" data-testid="calendar-loading">
            <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
            <Text color="fg.muted">{t('loading')}</Text>
          </HStack>
        )}
        {failed && c.loadFailure && (
          <HStack gap="3" flexWrap="wrap" role="alert" data-testid="calendar-error">
            <FailureLines title={t('errors.fetchMonth')} detail={failureReason(t, c.loadFailure)} />
            <Button size="sm" variant="outline" onClick={() => send({ type: 'events.retry' })} data-testid="calendar-retry-button">
              {t('errors.retry')}
            </Button>
          </HStack>
        )}
        {!loading && !failed && c.reloadFailure && (
          <HStack gap="3" flexWrap="wrap" role="alert" data-testid="calendar-reload-error">
            <FailureLines title={t('errors.fetch')} detail={failureReason(t, c.reloadFailure)} />
            <Button size="sm" variant="outline" onClick={() => send({ type: 'events.retry' })} data-testid="calendar-retry-button">
              {t('errors.retry')}
            </Button>
          </HStack>
        )}
      </Box>

      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
        <Box flex="1" minW="0" role="group" aria-label={t('gridAria', { month: formatMonth(c.month, language) })} data-testid="calendar-grid" aria-busy={loading}>
          <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1" aria-hidden="true">
            {weeks[0]!.map((day) => {
              const weekday = weekdayOf(day)
              return (
                <Text key={weekday} textAlign="center" fontSize="xs" fontWeight="semibold" color="fg.muted" title={weekdayName(weekday, language, 'long')} data-testid={`calendar-weekday-${weekday}`}>
                  {weekdayName(weekday, language, 'short')}
                </Text>
              )
            })}
          </Grid>
          <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1">
            {weeks.flat().map((day) => (
              <DayCell key={day} day={day} events={c.events} month={c.month} today={c.today} selected={c.selected} busy={loading} language={language} send={send} />
            ))}
          </Grid>
        </Box>

        <Box
          as="section"
          w={{ base: '100%', lg: '80' }}
          flexShrink={0}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          aria-labelledby="calendar-panel-title"
          data-testid="calendar-panel"
        >
          <Stack gap="3">
            <Text as="h2" id="calendar-panel-title" fontWeight="semibold" data-testid="calendar-panel-title">
              {formatDay(c.selected, language)}
            </Text>
            <Button
              size="sm"
              colorPalette="teal"
              variant="outline"
              alignSelf="flex-start"
              aria-label={t('panel.addAria', { date: formatDay(c.selected, language) })}
              onClick={() => send({ type: 'event.add', date: c.selected })}
              disabled={!ready}
              data-testid="calendar-panel-add-button"
            >
              <PlusIcon />
              {t('panel.add')}
            </Button>
            {selectedEvents.length === 0 ? (
              <Text color="fg.muted" data-testid="calendar-panel-empty">
                {t('panel.empty')}
              </Text>
            ) : (
              <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2" aria-label={t('panel.aria')}>
                {selectedEvents.map((event) => (
                  <chakra.li key={event.id} borderWidth="1px" borderRadius="md" p="2" borderInlineStartWidth="4px" borderInlineStartColor={`${PALETTE[event.type]}.solid`} data-testid={`calendar-panel-event-${event.id}`}>
                    <EventLine event={event} language={language} testId={`calendar-panel-event-${event.id}`} />
                    <HStack gap="1" mt="1" justify="flex-end">
                      <IconButton size="xs" variant="ghost" aria-label={t('panel.view', { title: event.title })} onClick={() => send({ type: 'event.view', id: event.id })} data-testid={`calendar-panel-view-button-${event.id}`}>
                        <ViewIcon />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" aria-label={t('panel.edit', { title: event.title })} onClick={() => send({ type: 'event.edit', id: event.id })} data-testid={`calendar-panel-edit-button-${event.id}`}>
                        <EditIcon />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('panel.delete', { title: event.title })} onClick={() => send({ type: 'event.delete', id: event.id })} data-testid={`calendar-panel-delete-button-${event.id}`}>
                        <TrashIcon />
                      </IconButton>
                    </HStack>
                  </chakra.li>
                ))}
              </chakra.ul>
            )}
          </Stack>
        </Box>
      </Stack>

      <AppDialog
        open={c.dayList !== null}
        onClose={() => send({ type: 'modal.close', modal: 'dayList' })}
        title={c.dayList ? t('dayModal.title', { date: formatDay(c.dayList, language) }) : ''}
        testId="calendar-day-modal"
        closeLabel={t('dayModal.close')}
        footer={
          <Button colorPalette="teal" onClick={() => send({ type: 'event.add', date: c.dayList ?? undefined })} data-testid="calendar-day-modal-add-button">
            <PlusIcon />
            {t('dayModal.add')}
          </Button>
        }
      >
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {dayListEvents.map((event) => (
            <chakra.li key={event.id} borderWidth="1px" borderRadius="md" p="2" borderInlineStartWidth="4px" borderInlineStartColor={`${PALETTE[event.type]}.solid`} data-testid={`calendar-day-modal-event-${event.id}`}>
              <EventLine event={event} language={language} testId={`calendar-day-modal-event-${event.id}`} />
              <HStack gap="2" mt="1" justify="flex-end">
                <Button size="xs" variant="outline" aria-label={t('dayModal.viewAria', { title: event.title })} onClick={() => send({ type: 'event.view', id: event.id })} data-testid={`calendar-day-modal-view-button-${event.id}`}>
                  {t('dayModal.view')}
                </Button>
                <Button size="xs" variant="outline" aria-label={t('dayModal.editAria', { title: event.title })} onClick={() => send({ type: 'event.edit', id: event.id })} data-testid={`calendar-day-modal-edit-button-${event.id}`}>
                  {t('dayModal.edit')}
                </Button>
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
      </AppDialog>

      <AppDialog
        open={viewed !== null}
        onClose={() => send({ type: 'modal.close', modal: 'view' })}
        title={viewed?.title ?? ''}
        testId="calendar-event-modal"
        closeLabel={t('detail.close')}
        footer={
          viewed && (
            <>
              <Button variant="outline" colorPalette="red" onClick={() => send({ type: 'event.delete', id: viewed.id })} data-testid="calendar-event-modal-delete-button">
                <TrashIcon />
                {t('detail.delete')}
              </Button>
              <Button colorPalette="teal" onClick={() => send({ type: 'event.edit', id: viewed.id })} data-testid="calendar-event-modal-edit-button">
                <EditIcon />
                {t('detail.edit')}
              </Button>
            </>
          )
        }
      >
        {viewed && <EventDetails event={viewed} language={language} />}
      </AppDialog>

      {formInput && <EventFormDialog key={c.formKey} input={formInput} onSaved={onSaved} onCancelled={onCancelled} />}

      <AppDialog
        open={toDelete !== null}
        onClose={() => send({ type: 'modal.close', modal: 'delete' })}
        title={t('delete.title')}
        testId="calendar-delete-modal"
        role="alertdialog"
        closeLabel={t('form.close')}
        closeDisabled={deleting}
        description={toDelete ? `${t('delete.text', { title: toDelete.title })} ${t('delete.warning')}` : undefined}
        cancel={{ label: t('delete.cancel'), testId: 'calendar-delete-cancel-button', onClick: () => send({ type: 'modal.close', modal: 'delete' }), disabled: deleting }}
        confirm={{ label: t('delete.confirm'), testId: 'calendar-delete-confirm-button', onClick: () => send({ type: 'delete.confirm' }), loading: deleting, loadingText: t('delete.deleting'), palette: 'red' }}
      >
        {c.deleteFailure && (
          <Box role="alert" data-testid="calendar-delete-error">
            <FailureLines title={t('errors.delete')} detail={failureReason(t, c.deleteFailure)} />
          </Box>
        )}
      </AppDialog>
    </PageFrame>
  )
}

function FailureLines({ title, detail }: { title: string; detail: string | null }) {
  return (
    <Stack gap="0">
      <Text color="red.fg" fontWeight="medium" data-testid="calendar-failure-title">
        {title}
      </Text>
      {detail && (
        <Text color="fg.muted" fontSize="sm" data-testid="calendar-failure-detail">
          {detail}
        </Text>
      )}
    </Stack>
  )
}

/**
 * One day of the grid. While the month loads (`busy`) its buttons are disabled, as the month buttons are: the machine
 * takes a day, an event or "+N more" only once the month is shown, and a click that did nothing would look taken.
 */
function DayCell({ day, events, month, today, selected, busy, language, send }: { day: string; events: CalendarEvent[]; month: string; today: string; selected: string; busy: boolean; language: Language; send: Send }) {
  const { t } = useTranslation('calendar')
  const { shown, more } = cellEvents(events, day)
  const total = shown.length + more
  const isToday = day === today
  const isSelected = day === selected
  const outside = monthOf(day) !== month
  // Today's cell says so with aria-current="date", not in its name: a name with "today" in it would also answer
  // getByRole('button', { name: 'Today' }) (a substring match) whenever today shows in the grid beside the Today button.
  const label = t('dayAria', { date: formatDay(day, language), count: total })
  return (
    <Box
      minH={{ base: '16', md: '24' }}
      minW="0"
      borderWidth="1px"
      borderRadius="sm"
      borderColor={isSelected ? 'teal.solid' : 'border'}
      bg={isSelected ? 'teal.subtle' : outside ? 'bg.muted' : undefined}
      p={{ base: '0.5', md: '1' }}
      data-testid={`calendar-day-${day}`}
      data-today={isToday}
      data-selected={isSelected}
      data-outside={outside}
    >
      <Stack gap="0.5" minW="0">
        <chakra.button
          type="button"
          alignSelf="flex-start"
          minW="6"
          h="6"
          px="1"
          borderRadius="full"
          fontSize="xs"
          fontWeight={isToday ? 'bold' : 'normal'}
          bg={isToday ? 'teal.solid' : undefined}
          color={isToday ? 'teal.contrast' : outside ? 'fg.muted' : undefined}
          _hover={{ bg: isToday ? 'teal.emphasized' : 'bg.emphasized' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '1px' }}
          aria-label={label}
          aria-pressed={isSelected}
          aria-current={isToday ? 'date' : undefined}
          onClick={() => send({ type: 'day.select', date: day })}
          disabled={busy}
          data-testid={`calendar-day-${day}-button`}
        >
          {Number(day.slice(8, 10))}
        </chakra.button>
        {shown.map((event) => (
          <chakra.button
            key={event.id}
            type="button"
            display="flex"
            alignItems="flex-start"
            gap="1"
            minW="0"
            w="100%"
            px={{ base: '0.5', md: '1' }}
            py="0.5"
            borderRadius="sm"
            fontSize="xs"
            textAlign="start"
            colorPalette={PALETTE[event.type]}
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            _hover={{ bg: 'colorPalette.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            aria-label={t('eventAria', { type: t(`types.${event.type}`), title: event.title, when: eventWhen(event, language, t('allDay')) })}
            title={event.title}
            onClick={() => send({ type: 'event.view', id: event.id })}
            disabled={busy}
            data-testid={event.date === day ? `calendar-event-${event.id}` : `calendar-event-${event.id}-${day}`}
            data-type={event.type}
          >
            <TypeIcon type={event.type} />
            {/* Two lines before an ellipsis (a long title stays readable); the full title is the chip's title attribute and accessible name. */}
            <chakra.span display={{ base: 'none', sm: '-webkit-box' }} lineClamp="2" overflowWrap="break-word" lineHeight="short" minW="0">
              {event.title}
            </chakra.span>
          </chakra.button>
        ))}
        {more > 0 && (
          <chakra.button
            type="button"
            alignSelf="flex-start"
            fontSize="xs"
            color="teal.fg"
            textDecoration="underline"
            textAlign="start"
            lineHeight="short"
            overflowWrap="anywhere"
            px="0.5"
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing' }}
            aria-label={t('moreAria', { date: formatDay(day, language), count: more })}
            onClick={() => send({ type: 'day.more', date: day })}
            disabled={busy}
            data-testid={`calendar-day-${day}-more`}
          >
            {t('more', { count: more })}
          </chakra.button>
        )}
      </Stack>
    </Box>
  )
}

function EventDetails({ event, language }: { event: CalendarEvent; language: Language }) {
  const { t } = useTranslation('calendar')
  const row = (label: string, value: ReactNode, testId: string) => (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box data-testid={testId} overflowWrap="anywhere" whiteSpace="pre-wrap">
        {value}
      </Box>
    </Box>
  )
  return (
    <Stack gap="3">
      {row(t('detail.type'), <TypeBadge type={event.type} />, 'calendar-event-modal-type')}
      {row(t('detail.date'), formatDay(event.date, language), 'calendar-event-modal-date')}
      {row(t('detail.time'), eventWhen(event, language, t('allDay')), 'calendar-event-modal-time')}
      {row(t('detail.description'), event.description || t('detail.none'), 'calendar-event-modal-description')}
      {event.location && row(t('detail.location'), event.location, 'calendar-event-modal-location')}
    </Stack>
  )
}
