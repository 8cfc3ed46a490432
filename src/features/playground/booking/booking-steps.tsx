/**
 * The four wizard steps: service (price sort, add-ons), date and time (week / month view,
 * slots with prices), staff, and details (inline errors, guests, requests, reminders, terms).
 */
import { Avatar, Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ADDONS, GUEST_OPTIONS, PEAK_TIMES, sortedServices, STAFF, TIME_SLOTS } from '@machines/playground/booking-data'
import { monthOf, monthViewDays, weekday, weekViewDays } from '@machines/playground/booking-dates'
import { isPastSlot, visibleDetailsErrors } from '@machines/playground/booking-wizard.machine'
import { CheckField, SelectField, TextField } from '@/ui/form'
import { Icon } from '@/ui/icons'
import { addonName, useBookingFormat } from './booking-format'
import type { SendWizard, WizardView } from './booking-view'

interface StepProps {
  wizard: WizardView
  send: SendWizard
}

/** A selectable card: a button with aria-pressed. */
function ChoiceCard({ selected, testId, onClick, children, label, muted, disabled }: { selected: boolean; testId: string; onClick: () => void; children: ReactNode; label?: string; muted?: boolean; disabled?: boolean }) {
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      aria-label={label}
      data-testid={testId}
      data-selected={selected || undefined}
      disabled={disabled}
      onClick={onClick}
      textAlign="start"
      w="full"
      p="3"
      rounded="l2"
      borderWidth={selected ? '2px' : '1px'}
      borderStyle={muted ? 'dashed' : 'solid'}
      borderColor={selected ? 'teal.solid' : 'border'}
      bg={selected ? 'teal.subtle' : muted ? 'bg.muted' : 'bg.panel'}
      color={muted ? 'fg.muted' : 'fg'}
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.45 : 1}
      transition="background 0.15s, border-color 0.15s"
      _hover={disabled ? undefined : { borderColor: 'teal.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </chakra.button>
  )
}

function StepHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap" mb="4">
      <Heading as="h2" size="lg">
        {children}
      </Heading>
      {action}
    </HStack>
  )
}

export function ServiceStep({ wizard, send }: StepProps) {
  const f = useBookingFormat()
  const { t } = f
  const c = wizard.context
  return (
    <Stack gap="6" data-testid="booking-step-service">
      <Box>
        <StepHeading
          action={
            <Button
              size="sm"
              variant="outline"
              data-testid="booking-price-sort-button"
              data-sort={c.sort}
              aria-label={t('service.sortAria', { state: t(`service.sort.${c.sort}`) })}
              onClick={() => send({ type: 'sort.cycle' })}
            >
              {c.sort === 'asc' ? '↑ ' : c.sort === 'desc' ? '↓ ' : '⇅ '}
              {t(`service.sort.${c.sort}`)}
            </Button>
          }
        >
          {t('service.heading')}
        </StepHeading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="booking-services">
          {sortedServices(c.sort).map((s) => (
            <ChoiceCard key={s.id} selected={c.serviceId === s.id} testId={`booking-service-${s.id}`} onClick={() => send({ type: 'service.select', serviceId: s.id })}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text fontWeight="semibold" data-testid={`booking-service-${s.id}-name`}>
                  {t(`services.${s.id}.name`)}
                </Text>
                <Text fontWeight="bold" color={s.price === 0 ? 'green.fg' : 'teal.fg'} data-testid={`booking-service-${s.id}-price`}>
                  {f.price(s.price)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t(`services.${s.id}.description`)}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="2" data-testid={`booking-service-${s.id}-duration`}>
                <HStack as="span" gap="1" display="inline-flex">
                  <Icon size="3">
                    <circle cx="12" cy="12" r="9" />
                    <path d="M12 7v5l3 2" />
                  </Icon>
                  {t(`services.${s.id}.duration`)}
                </HStack>
              </Text>
            </ChoiceCard>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="fieldset">
        <Heading as="legend" size="sm" mb="2">
          {t('service.addonsHeading')}
        </Heading>
        <Stack gap="2">
          {ADDONS.map((a) => (
            <CheckField
              key={a.id}
              testId={`booking-addon-${a.id}`}
              checked={c.addonIds.includes(a.id)}
              onToggle={() => send({ type: 'addon.toggle', addonId: a.id })}
              label={a.price === 0 ? t('service.addonFree', { name: addonName(t, a.id) }) : t('service.addonLabel', { name: addonName(t, a.id), price: f.money(a.price) })}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}

const WEEKDAY_SAMPLE = ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10']

function DateButton({ date, wizard, send, compact }: StepProps & { date: string; compact?: boolean }) {
  const f = useBookingFormat()
  const c = wizard.context
  const past = date < c.today
  const isToday = date === c.today
  return (
    <ChoiceCard
      selected={c.date === date}
      testId={`booking-date-${date}`}
      disabled={past}
      label={`${f.date(date, 'long')}${isToday ? ` (${f.t('schedule.today')})` : ''}${past ? ` (${f.t('schedule.pastDate')})` : ''}`}
      onClick={() => send({ type: 'date.select', date })}
    >
      <Stack gap="0" align="center" textAlign="center">
        {!compact && (
          <Text fontSize="xs" color="fg.muted">
            {f.date(date, 'weekday')}
          </Text>
        )}
        <Text fontWeight="bold" fontSize={compact ? 'sm' : 'lg'}>
          {f.date(date, 'day')}
        </Text>
        {!compact && (
          <Text fontSize="xs" color="fg.muted">
            {isToday ? f.t('schedule.today') : f.date(date, 'monthShort')}
          </Text>
        )}
      </Stack>
    </ChoiceCard>
  )
}

export function ScheduleStep({ wizard, send }: StepProps) {
  const f = useBookingFormat()
  const { t } = f
  const c = wizard.context
  const monthDays = monthViewDays(c.month)
  const canPrevious = c.month > monthOf(c.today)
  return (
    <Stack gap="6" data-testid="booking-step-schedule">
      <Box>
        <StepHeading
          action={
            <HStack gap="0" role="group" aria-label={t('schedule.viewAria')} borderWidth="1px" rounded="l2" overflow="hidden">
              {(['week', 'month'] as const).map((view) => (
                <Button
                  key={view}
                  size="sm"
                  rounded="0"
                  variant={c.dateView === view ? 'solid' : 'ghost'}
                  colorPalette="teal"
                  aria-pressed={c.dateView === view}
                  data-testid={`booking-view-${view}-button`}
                  onClick={() => send({ type: 'view.set', view })}
                >
                  {t(`schedule.${view}`)}
                </Button>
              ))}
            </HStack>
          }
        >
          {t('schedule.heading')}
        </StepHeading>

        {c.dateView === 'week' ? (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('schedule.weekHint')}
            </Text>
            <SimpleGrid columns={{ base: 4, sm: 7 }} gap="2" role="group" aria-label={t('schedule.datesAria')} data-testid="booking-week-view">
              {weekViewDays(c.today).map((date) => (
                <DateButton key={date} date={date} wizard={wizard} send={send} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Stack gap="3" data-testid="booking-month-view">
            <HStack justify="space-between">
              <Button size="sm" variant="outline" disabled={!canPrevious} aria-label={t('schedule.previousMonth')} data-testid="booking-month-prev-button" onClick={() => send({ type: 'month.previous' })}>
                ←
              </Button>
              <Text fontWeight="semibold" aria-live="polite" data-testid="booking-month-label">
                {f.month(c.month)}
              </Text>
              <Button size="sm" variant="outline" aria-label={t('schedule.nextMonth')} data-testid="booking-month-next-button" onClick={() => send({ type: 'month.next' })}>
                →
              </Button>
            </HStack>
            <SimpleGrid columns={7} gap="1" aria-hidden="true">
              {WEEKDAY_SAMPLE.map((d) => (
                <Text key={d} fontSize="xs" color="fg.muted" textAlign="center">
                  {f.date(d, 'weekday')}
                </Text>
              ))}
            </SimpleGrid>
            <SimpleGrid columns={7} gap="1" role="group" aria-label={t('schedule.datesAria')} data-testid="booking-month-days">
              {Array.from({ length: weekday(`${c.month}-01`) }, (_, i) => (
                <Box key={`blank-${i}`} aria-hidden="true" />
              ))}
              {monthDays.map((date) => (
                <DateButton key={date} date={date} wizard={wizard} send={send} compact />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Box>

      <Box>
        <Heading as="h3" size="md" mb="2">
          {t('schedule.timesHeading')}
        </Heading>
        {c.date === null ? (
          <Text color="fg.muted" data-testid="booking-slots-hint">
            {t('schedule.pickDateFirst')}
          </Text>
        ) : (
          <Stack gap="3">
            {c.date === c.today && (
              <Text fontSize="sm" color="fg.muted" data-testid="booking-slots-past-note">
                {t('schedule.pastNote', { now: c.now })}
              </Text>
            )}
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" data-testid="booking-slots">
              {TIME_SLOTS.map((slot) => {
                const peak = PEAK_TIMES.includes(slot.time)
                const price = f.money(slot.price)
                const id = slot.time.replace(':', '')
                const past = isPastSlot(c, c.date, slot.time)
                return (
                  <ChoiceCard
                    key={slot.time}
                    selected={c.time === slot.time}
                    muted={!slot.available || past}
                    disabled={past}
                    testId={`booking-slot-${id}`}
                    label={
                      past
                        ? t('schedule.slotPastAria', { time: slot.time })
                        : !slot.available
                          ? t('schedule.slotUnavailableAria', { time: slot.time })
                          : t(peak ? 'schedule.slotPeakAria' : 'schedule.slotAria', { time: slot.time, price })
                    }
                    onClick={() => send({ type: 'time.select', time: slot.time })}
                  >
                    <Stack gap="1" align="center" textAlign="center" data-available={slot.available} data-peak={peak} data-past={past || undefined}>
                      <Text fontWeight="semibold" textDecoration={slot.available && !past ? undefined : 'line-through'}>
                        {slot.time}
                      </Text>
                      <Text fontSize="sm" data-testid={`booking-slot-${id}-price`}>
                        {price}
                      </Text>
                      {past ? (
                        <Badge colorPalette="gray" size="sm" data-testid={`booking-slot-${id}-passed`}>
                          {t('schedule.passed')}
                        </Badge>
                      ) : !slot.available ? (
                        <Badge colorPalette="gray" size="sm">
                          {t('schedule.unavailable')}
                        </Badge>
                      ) : peak ? (
                        <Badge colorPalette="orange" size="sm">
                          {t('schedule.peak')}
                        </Badge>
                      ) : null}
                    </Stack>
                  </ChoiceCard>
                )
              })}
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted">
              {t('schedule.peakNote')}
            </Text>
          </Stack>
        )}
      </Box>
    </Stack>
  )
}

export function StaffStep({ wizard, send }: StepProps) {
  const { t } = useBookingFormat()
  const c = wizard.context
  return (
    <Stack gap="4" data-testid="booking-step-staff">
      <StepHeading>{t('staff.heading')}</StepHeading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {STAFF.map((s) => (
          <ChoiceCard key={s.id} selected={c.staffId === s.id} testId={`booking-staff-${s.id}`} onClick={() => send({ type: 'staff.select', staffId: s.id })}>
            <HStack gap="3">
              <Avatar.Root size="md" colorPalette={s.rating === null ? 'gray' : 'teal'}>
                <Avatar.Fallback>{s.image}</Avatar.Fallback>
              </Avatar.Root>
              <Stack gap="0">
                <Text fontWeight="semibold" data-testid={`booking-staff-${s.id}-name`}>
                  {t(`staff.members.${s.id}.name`)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`staff.members.${s.id}.specialty`)}
                </Text>
                {s.rating !== null && (
                  <Text fontSize="sm" color="orange.fg" aria-label={t('staff.ratingAria', { rating: s.rating })} data-testid={`booking-staff-${s.id}-rating`}>
                    ★ {s.rating}
                  </Text>
                )}
              </Stack>
            </HStack>
          </ChoiceCard>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

export function DetailsStep({ wizard, send }: StepProps) {
  const { t } = useBookingFormat()
  const c = wizard.context
  const errors = visibleDetailsErrors(c)
  const message = (code: string | null) => (code ? t(`messages.${code}`) : null)
  return (
    <Stack gap="4" data-testid="booking-step-details">
      <StepHeading>{t('details.heading')}</StepHeading>
      <Text fontSize="sm" color="fg.muted">
        {t('details.testDataNote')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={t('details.name')} testId="booking-name-input" value={c.name} required autoComplete="name" error={message(errors.name)} onValueChange={(value) => send({ type: 'field.change', field: 'name', value })} />
        <TextField label={t('details.email')} testId="booking-email-input" type="email" value={c.email} required autoComplete="email" error={message(errors.email)} onValueChange={(value) => send({ type: 'field.change', field: 'email', value })} />
        <TextField
          label={t('details.phone')}
          testId="booking-phone-input"
          type="tel"
          value={c.phone}
          required
          autoComplete="tel"
          helper={t('details.phoneHelper')}
          error={message(errors.phone)}
          onValueChange={(value) => send({ type: 'field.change', field: 'phone', value })}
        />
        <SelectField
          label={t('details.guests')}
          testId="booking-guests-select"
          value={String(c.guests)}
          onChange={(value) => send({ type: 'guests.change', guests: Number(value) })}
          options={GUEST_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        />
      </SimpleGrid>
      <TextField
        label={t('details.requests')}
        testId="booking-requests-input"
        value={c.requests}
        multiline
        placeholder={t('details.requestsPlaceholder')}
        error={null}
        onValueChange={(value) => send({ type: 'field.change', field: 'requests', value })}
      />
      <Stack gap="2">
        <CheckField testId="booking-reminders-checkbox" checked={c.reminders} onToggle={() => send({ type: 'reminders.toggle' })} label={t('details.reminders')} />
        <CheckField
          testId="booking-terms-checkbox"
          checked={c.termsAccepted}
          onToggle={() => send({ type: 'terms.toggle' })}
          describedBy={errors.terms ? 'booking-terms-error' : undefined}
          label={
            <Box as="span" color={errors.terms ? 'fg.error' : undefined} fontWeight={errors.terms ? 'medium' : undefined} data-testid="booking-terms-label" data-invalid={errors.terms ? true : undefined}>
              {t('details.terms')}
            </Box>
          }
        />
        {errors.terms && (
          <chakra.span id="booking-terms-error" srOnly data-testid="booking-terms-error">
            {t(`messages.${errors.terms}`)}
          </chakra.span>
        )}
      </Stack>
    </Stack>
  )
}
