/**
 * The booking screen: header buttons (My Bookings, Help), the 4-step wizard with its step
 * indicator (earlier steps only) and Previous / Next, the sticky summary, and the dialogs.
 * Renders machine state only; rules come from the machines' exported functions.
 */
import { Badge, Box, Button, Card, Grid, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react'
import type { BookingRecordsEvent, BookingRecordsViewModel } from '@machines/playground/booking-records.machine'
import { stepNeeds, type BookingWizardEvent, type BookingWizardViewModel, type WizardStep } from '@machines/playground/booking-wizard.machine'
import { enterSubmitsForm, SubmitHint } from '@/ui/form'
import { ScenarioLayout } from '../scenario-layout'
import { BookingDialogs } from './booking-dialogs'
import { useBookingFormat } from './booking-format'
import { DetailsStep, ScheduleStep, ServiceStep, StaffStep } from './booking-steps'
import { BookingSummary } from './booking-summary'
import { MachineForm } from '@/ui/machine-form'

export type WizardView = BookingWizardViewModel
export type RecordsView = BookingRecordsViewModel
export type SendWizard = (event: BookingWizardEvent) => void
export type SendRecords = (event: BookingRecordsEvent) => void

export interface BookingViewProps {
  wizard: WizardView
  records: RecordsView
  sendWizard: SendWizard
  sendRecords: SendRecords
  /** Next / Book Appointment (the page stamps the time). */
  onNext: () => void
  /** Opens the reschedule dialog with the wizard's current date and time. */
  onReschedule: (id: string) => void
}

/** The test ids the guide lists: all present when the page loads. */
export const BOOKING_GUIDE_TEST_IDS = [
  'qa-back-button',
  'booking-my-bookings-button',
  'booking-help-button',
  'booking-wizard',
  'booking-step-indicator',
  'booking-step-1',
  'booking-step-4',
  'booking-price-sort-button',
  'booking-service-haircut',
  'booking-service-consultation',
  'booking-addon-shampoo',
  'booking-prev-button',
  'booking-next-button',
  'booking-next-hint',
  'booking-summary',
  'booking-summary-total',
  'booking-promo-input',
  'booking-promo-apply-button',
] as const

const STEPS: WizardStep[] = [1, 2, 3, 4]

function StepIndicator({ step, send }: { step: WizardStep; send: SendWizard }) {
  const { t } = useBookingFormat()
  return (
    <chakra.nav aria-label={t('steps.aria')} data-testid="booking-step-indicator">
      <chakra.ol display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))" gap="2" listStyleType="none">
        {STEPS.map((s) => {
          const status = s < step ? 'complete' : s === step ? 'current' : 'upcoming'
          return (
            <chakra.li key={s}>
              <chakra.button
                type="button"
                w="full"
                display="flex"
                flexDirection={{ base: 'column', md: 'row' }}
                alignItems="center"
                gap="2"
                p="2"
                rounded="l2"
                textAlign="start"
                cursor={status === 'complete' ? 'pointer' : 'default'}
                _hover={status === 'complete' ? { bg: 'bg.muted' } : undefined}
                disabled={status !== 'complete'}
                aria-current={status === 'current' ? 'step' : undefined}
                data-testid={`booking-step-${s}`}
                data-status={status}
                onClick={() => send({ type: 'wizard.goTo', step: s })}
              >
                <Box
                  as="span"
                  aria-hidden="true"
                  flexShrink={0}
                  w="8"
                  h="8"
                  rounded="full"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                  fontSize="sm"
                  borderWidth="2px"
                  borderColor={status === 'upcoming' ? 'border' : 'teal.solid'}
                  bg={status === 'current' ? 'teal.solid' : status === 'complete' ? 'teal.subtle' : 'transparent'}
                  color={status === 'current' ? 'teal.contrast' : status === 'complete' ? 'teal.fg' : 'fg.muted'}
                >
                  {status === 'complete' ? '✓' : s}
                </Box>
                {/* The accessible name contains the visible name (axe label-content-name-mismatch). */}
                <VisuallyHidden>{`${t('steps.stepOf', { step: s })}: `}</VisuallyHidden>
                <Text as="span" fontSize="sm" fontWeight={status === 'current' ? 'semibold' : 'normal'} color={status === 'upcoming' ? 'fg.muted' : 'fg'}>
                  {t(`steps.names.${s}`)}
                </Text>
                <VisuallyHidden>{` (${t(`steps.${status === 'complete' ? 'completed' : status === 'current' ? 'current' : 'upcoming'}`)})`}</VisuallyHidden>
              </chakra.button>
            </chakra.li>
          )
        })}
      </chakra.ol>
    </chakra.nav>
  )
}

export function BookingView({ wizard, records, sendWizard, sendRecords, onNext, onReschedule }: BookingViewProps) {
  const { t } = useBookingFormat()
  const { step, state } = wizard
  const needs = stepNeeds(wizard.context, step)
  const invalid = needs.length > 0
  const count = records.context.bookings.length

  const header = (
    <HStack gap="2" flexWrap="wrap">
      <Button variant="outline" colorPalette="teal" data-testid="booking-my-bookings-button" onClick={() => sendRecords({ type: 'list.open' })}>
        {t('header.myBookings')}
        <Badge colorPalette="teal" variant="solid" data-testid="booking-my-bookings-count" aria-hidden="true">
          {count}
        </Badge>
      </Button>
      <Button variant="outline" data-testid="booking-help-button" onClick={() => sendRecords({ type: 'help.open' })}>
        {t('header.help')}
      </Button>
    </HStack>
  )

  return (
    <ScenarioLayout ns="booking" testId="booking-page" guideTestIds={BOOKING_GUIDE_TEST_IDS} actions={header}>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        {/* A form: Next is its submit button, really disabled while the step is invalid; Enter in a
            field is the attempt that toasts the first missing field (docs/spec/3-playground.md §5). */}
        <Card.Root asChild>
          <MachineForm
            aria-label={t('wizardAria')}
            data-testid="booking-wizard"
            data-step={step}
            data-state={state}
            onKeyDown={enterSubmitsForm}
            onSubmit={() => onNext()}
          >
            <Card.Header gap="3">
              <StepIndicator step={step} send={sendWizard} />
              <Text fontSize="sm" color="fg.muted" data-testid="booking-step-label">
                {t('steps.stepOf', { step })}
              </Text>
            </Card.Header>
            <Card.Body>
              {step === 1 && <ServiceStep wizard={wizard} send={sendWizard} />}
              {step === 2 && <ScheduleStep wizard={wizard} send={sendWizard} />}
              {step === 3 && <StaffStep wizard={wizard} send={sendWizard} />}
              {step === 4 && <DetailsStep wizard={wizard} send={sendWizard} />}
            </Card.Body>
            <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
              <Button variant="outline" disabled={step === 1} data-testid="booking-prev-button" onClick={() => sendWizard({ type: 'wizard.back' })}>
                ← {t('nav.previous')}
              </Button>
              <Stack gap="1" align="flex-end">
                <Button type="submit" colorPalette="teal" disabled={invalid} aria-describedby={invalid ? 'booking-next-hint' : undefined} data-testid="booking-next-button">
                  {step === 4 ? t('nav.book') : `${t('nav.next')} →`}
                </Button>
                <SubmitHint id="booking-next-hint" items={needs.map((n) => t(`nav.needs.${n}`))} />
              </Stack>
            </Card.Footer>
          </MachineForm>
        </Card.Root>
        <BookingSummary wizard={wizard} send={sendWizard} />
      </Grid>
      <BookingDialogs wizard={wizard} records={records} sendWizard={sendWizard} sendRecords={sendRecords} onReschedule={onReschedule} />
    </ScenarioLayout>
  )
}
