/**
 * The booking screen's dialogs (docs/spec/3-playground.md "Booking wizard"): join waitlist and confirmation (from
 * the wizard machine); My Bookings with reschedule, cancel and receipt, and Help (from the
 * records machine). All close on Escape; a nested dialog closes before the list under it.
 */
import { Badge, Box, Button, Heading, HStack, List, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { isEmail } from '@machines/shared/validation'
import type { BookingRecord, BookingStatus } from '@machines/playground/booking-data'
import {
  activeBooking,
  canChange,
  hasSelection,
} from '@machines/playground/booking-records.machine'
import { AppDialog } from '@/ui/app-dialog'
import { TextField } from '@/ui/form'
import { recordAddons, serviceName, staffName, useBookingFormat, type BookingFormat } from './booking-format'
import type { BookingViewProps, RecordsView, WizardView } from './booking-view'
import { MachineForm } from '@/ui/machine-form'

const SUPPORT_EMAIL = 'support@example.com'

const STATUS_PALETTE: Record<BookingStatus, string> = { confirmed: 'green', rescheduled: 'blue', cancelled: 'red' }

function Detail({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="4" fontSize="sm">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textAlign="end" fontWeight="medium" data-testid={testId} wordBreak="break-word">
        {value}
      </Text>
    </HStack>
  )
}

function StatusBadge({ status, testId }: { status: BookingStatus; testId: string }) {
  const { t } = useBookingFormat()
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}

/** The receipt lines of a record (also used by the confirmation modal). */
function RecordDetails({ record, f, prefix, full }: { record: BookingRecord; f: BookingFormat; prefix: string; full: boolean }) {
  const { t } = f
  const addons = recordAddons(t, record)
  return (
    <chakra.dl display="flex" flexDirection="column" gap="2">
      <Detail label={t('receipt.service')} value={serviceName(t, record.serviceId, record.service)} testId={`${prefix}-service`} />
      <Detail label={t('receipt.date')} value={f.date(record.date, 'long')} testId={`${prefix}-date`} />
      <Detail label={t('receipt.time')} value={record.time} testId={`${prefix}-time`} />
      <Detail label={t('receipt.staff')} value={staffName(t, record.staffId, record.staff)} testId={`${prefix}-staff`} />
      <Detail label={t('receipt.addons')} value={addons.length > 0 ? addons.join(', ') : t('receipt.none')} testId={`${prefix}-addons`} />
      <Detail label={t('receipt.customer')} value={record.customerName} testId={`${prefix}-customer`} />
      <Detail label={t('receipt.email')} value={record.customerEmail} testId={`${prefix}-email`} />
      <Detail label={t('receipt.phone')} value={record.customerPhone} testId={`${prefix}-phone`} />
      {full && <Detail label={t('receipt.notes')} value={record.notes || t('receipt.none')} testId={`${prefix}-notes`} />}
      {full && <Detail label={t('receipt.createdAt')} value={f.timestamp(record.createdAt)} testId={`${prefix}-created-at`} />}
      <Detail label={t('receipt.total')} value={f.money(record.total)} testId={`${prefix}-total`} />
    </chakra.dl>
  )
}

function WaitlistDialog({ wizard, sendWizard }: { wizard: WizardView; sendWizard: BookingViewProps['sendWizard'] }) {
  const f = useBookingFormat()
  const { t } = f
  const w = wizard.context.waitlist
  const open = wizard.waitlistOpen && w !== null
  const error = w && w.attempted && !isEmail(w.email) ? t('toasts.waitlistInvalid') : null
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={open}
      onClose={() => sendWizard({ type: 'waitlist.close' })}
      title={t('waitlist.title')}
      testId="booking-waitlist-modal"
      cancel={{ label: t('waitlist.cancel'), testId: 'booking-waitlist-cancel-button', onClick: () => sendWizard({ type: 'waitlist.close' }) }}
      confirm={{ label: t('waitlist.join'), testId: 'booking-waitlist-join-button', form: 'booking-waitlist-form' }}
    >
      {w && (
        <MachineForm
          column
          id="booking-waitlist-form"
          gap="3"
          onSubmit={() => sendWizard({ type: 'waitlist.submit' })}
        >
          <Text data-testid="booking-waitlist-text">{t('waitlist.text', { time: w.time, date: wizard.context.date ? f.date(wizard.context.date, 'long') : '' })}</Text>
          <TextField
            label={t('waitlist.email')}
            testId="booking-waitlist-email-input"
            type="email"
            autoComplete="email"
            value={w.email}
            error={error}
            onValueChange={(email) => sendWizard({ type: 'waitlist.change', email })}
          />
        </MachineForm>
      )}
    </AppDialog>
  )
}

function ConfirmationDialog({ wizard, sendWizard }: { wizard: WizardView; sendWizard: BookingViewProps['sendWizard'] }) {
  const f = useBookingFormat()
  const { t } = f
  const pending = wizard.context.pending
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={wizard.confirming && pending !== null}
      onClose={() => sendWizard({ type: 'confirmation.close' })}
      title={t('confirmation.title')}
      testId="booking-confirmation-modal"
      cancel={{ label: t('confirmation.back'), testId: 'booking-confirmation-back-button', onClick: () => sendWizard({ type: 'confirmation.close' }) }}
      confirm={{ label: t('confirmation.ok'), testId: 'booking-confirmation-ok-button', onClick: () => sendWizard({ type: 'confirmation.ok' }) }}
    >
      {pending && (
        <Stack gap="4">
          <Box textAlign="center" p="3" rounded="l2" bg="teal.subtle">
            <Text fontSize="sm" color="fg.muted">
              {t('confirmation.referenceLabel')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" fontFamily="mono" data-testid="booking-confirmation-reference">
              {pending.id}
            </Text>
          </Box>
          <Text fontSize="sm">{t('confirmation.text')}</Text>
          <RecordDetails record={pending} f={f} prefix="booking-confirmation" full={false} />
        </Stack>
      )}
    </AppDialog>
  )
}

function MyBookingsDialog({ records, sendRecords, onReschedule }: { records: RecordsView; sendRecords: BookingViewProps['sendRecords']; onReschedule: (id: string) => void }) {
  const f = useBookingFormat()
  const { t } = f
  const list = records.context.bookings
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={records.myBookingsOpen}
      onClose={() => sendRecords({ type: 'list.close' })}
      title={t('myBookings.title')}
      testId="booking-my-bookings-modal"
      size="lg"
      cancel={{ label: t('myBookings.close'), testId: 'booking-my-bookings-close-button', onClick: () => sendRecords({ type: 'list.close' }) }}
    >
      {list.length === 0 ? (
        <Text color="fg.muted" data-testid="booking-my-bookings-empty">
          {t('myBookings.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('myBookings.listAria')} data-testid="booking-my-bookings-list">
          {list.map((b) => (
            <Box as="li" key={b.id} borderWidth="1px" rounded="l2" p="3" bg="bg.panel" data-testid={`booking-record-${b.id}`} data-status={b.status}>
              <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontFamily="mono" fontWeight="bold" data-testid={`booking-record-${b.id}-reference`}>
                      {b.id}
                    </Text>
                    <StatusBadge status={b.status} testId={`booking-record-${b.id}-status`} />
                  </HStack>
                  <Text fontWeight="semibold" data-testid={`booking-record-${b.id}-service`}>
                    {serviceName(t, b.serviceId, b.service)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" data-testid={`booking-record-${b.id}-when`}>
                    {t('myBookings.when', { date: f.date(b.date, 'long'), time: b.time })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('myBookings.with', { staff: staffName(t, b.staffId, b.staff) })}
                  </Text>
                </Stack>
                <Text fontWeight="bold" data-testid={`booking-record-${b.id}-total`}>
                  {f.money(b.total)}
                </Text>
              </HStack>
              <HStack gap="2" mt="3" flexWrap="wrap">
                {canChange(b) && (
                  <>
                    <Button size="xs" variant="outline" colorPalette="blue" data-testid={`booking-record-${b.id}-reschedule-button`} onClick={() => onReschedule(b.id)}>
                      {t('myBookings.reschedule')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" data-testid={`booking-record-${b.id}-cancel-button`} onClick={() => sendRecords({ type: 'cancel.open', id: b.id })}>
                      {t('myBookings.cancel')}
                    </Button>
                  </>
                )}
                <Button size="xs" variant="outline" data-testid={`booking-record-${b.id}-receipt-button`} onClick={() => sendRecords({ type: 'receipt.open', id: b.id })}>
                  {t('myBookings.receipt')}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </AppDialog>
  )
}

function RescheduleDialog({ records, sendRecords }: { records: RecordsView; sendRecords: BookingViewProps['sendRecords'] }) {
  const f = useBookingFormat()
  const { t } = f
  const booking = activeBooking(records.context)
  const selection = records.context.selection
  const ready = hasSelection(selection)
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={records.rescheduling && booking !== null}
      onClose={() => sendRecords({ type: 'reschedule.close' })}
      title={t('reschedule.title')}
      testId="booking-reschedule-modal"
      cancel={{ label: t('reschedule.close'), testId: 'booking-reschedule-close-button', onClick: () => sendRecords({ type: 'reschedule.close' }) }}
      confirm={{ label: t('reschedule.confirm'), testId: 'booking-reschedule-confirm-button', onClick: () => sendRecords({ type: 'reschedule.confirm' }), disabled: !ready }}
    >
      {booking && (
        <Stack gap="3">
          <Text fontWeight="semibold">
            {booking.id} · {serviceName(t, booking.serviceId, booking.service)}
          </Text>
          <Text fontSize="sm" data-testid="booking-reschedule-current">
            {t('reschedule.current', { date: f.date(booking.date, 'long'), time: booking.time })}
          </Text>
          {ready ? (
            <Box p="3" rounded="l2" bg="teal.subtle">
              <Text fontSize="sm" color="fg.muted">
                {t('reschedule.newLabel')}
              </Text>
              <Text fontWeight="bold" data-testid="booking-reschedule-new">
                {t('reschedule.new', { date: f.date(selection.date!, 'long'), time: selection.time })}
              </Text>
            </Box>
          ) : (
            <Text fontSize="sm" p="3" rounded="l2" bg="orange.subtle" color="orange.fg" role="note" data-testid="booking-reschedule-hint">
              {t('reschedule.hint')}
            </Text>
          )}
        </Stack>
      )}
    </AppDialog>
  )
}

function CancelDialog({ records, sendRecords }: { records: RecordsView; sendRecords: BookingViewProps['sendRecords'] }) {
  const { t } = useBookingFormat()
  const booking = activeBooking(records.context)
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={records.cancelling && booking !== null}
      onClose={() => sendRecords({ type: 'cancel.close' })}
      title={t('cancel.title')}
      testId="booking-cancel-modal"
      role="alertdialog"
      size="sm"
      cancel={{ label: t('cancel.keep'), testId: 'booking-cancel-keep-button', onClick: () => sendRecords({ type: 'cancel.close' }) }}
      confirm={{ label: t('cancel.confirm'), testId: 'booking-cancel-confirm-button', onClick: () => sendRecords({ type: 'cancel.confirm' }), palette: 'red' }}
    >
      <Stack gap="2">
        <Text data-testid="booking-cancel-text">{t('cancel.text')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {booking?.id} · {t('cancel.policy')}
        </Text>
      </Stack>
    </AppDialog>
  )
}

function ReceiptDialog({ records, sendRecords }: { records: RecordsView; sendRecords: BookingViewProps['sendRecords'] }) {
  const f = useBookingFormat()
  const { t } = f
  const booking = activeBooking(records.context)
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={records.receiptOpen && booking !== null}
      onClose={() => sendRecords({ type: 'receipt.close' })}
      title={t('receipt.title')}
      testId="booking-receipt-modal"
      cancel={{ label: t('receipt.close'), testId: 'booking-receipt-close-button', onClick: () => sendRecords({ type: 'receipt.close' }) }}
      confirm={{ label: t('receipt.emailAction'), testId: 'booking-receipt-email-button', onClick: () => sendRecords({ type: 'receipt.email' }) }}
    >
      {booking && (
        <Stack gap="3">
          <HStack justify="space-between">
            <Text fontFamily="mono" fontWeight="bold" fontSize="lg" data-testid="booking-receipt-reference">
              {booking.id}
            </Text>
            <StatusBadge status={booking.status} testId="booking-receipt-status" />
          </HStack>
          <RecordDetails record={booking} f={f} prefix="booking-receipt" full />
        </Stack>
      )}
    </AppDialog>
  )
}

function HelpDialog({ records, sendRecords }: { records: RecordsView; sendRecords: BookingViewProps['sendRecords'] }) {
  const { t } = useBookingFormat()
  const faq = t('help.faq', { returnObjects: true }) as string[]
  return (
    <AppDialog
      closeLabel={t('myBookings.close')}
      open={records.helpOpen}
      onClose={() => sendRecords({ type: 'help.close' })}
      title={t('help.title')}
      testId="booking-help-modal"
      cancel={{ label: t('help.close'), testId: 'booking-help-close-button', onClick: () => sendRecords({ type: 'help.close' }) }}
      confirm={{ label: t('help.chat'), testId: 'booking-help-chat-button', onClick: () => sendRecords({ type: 'help.chat' }) }}
    >
      <Stack gap="4">
        <Text>{t('help.intro')}</Text>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            {t('help.faqHeading')}
          </Heading>
          <List.Root ps="5" gap="1" fontSize="sm">
            {faq.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Box fontSize="sm">
          <Heading as="h3" size="sm" mb="2">
            {t('help.contactHeading')}
          </Heading>
          <Text data-testid="booking-help-email">{t('help.email', { email: SUPPORT_EMAIL })}</Text>
          <Text>{t('help.hours')}</Text>
          <Text color="fg.muted" mt="2" data-testid="booking-help-cancellation">
            {t('cancel.policy')}
          </Text>
        </Box>
      </Stack>
    </AppDialog>
  )
}

export function BookingDialogs({ wizard, records, sendWizard, sendRecords, onReschedule }: Pick<BookingViewProps, 'wizard' | 'records' | 'sendWizard' | 'sendRecords' | 'onReschedule'>) {
  return (
    <>
      <WaitlistDialog wizard={wizard} sendWizard={sendWizard} />
      <ConfirmationDialog wizard={wizard} sendWizard={sendWizard} />
      <MyBookingsDialog records={records} sendRecords={sendRecords} onReschedule={onReschedule} />
      <RescheduleDialog records={records} sendRecords={sendRecords} />
      <CancelDialog records={records} sendRecords={sendRecords} />
      <ReceiptDialog records={records} sendRecords={sendRecords} />
      <HelpDialog records={records} sendRecords={sendRecords} />
    </>
  )
}
