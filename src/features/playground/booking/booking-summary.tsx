/**
 * The sticky booking summary: service, date, time, duration, staff, add-ons, guests, the
 * price breakdown (subtotal, discount, total) and the promo code form.
 */
import { Box, Button, Card, Heading, HStack, Input, Separator, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { wizardPrices } from '@machines/playground/booking-wizard.machine'
import { addonName, serviceName, staffName, useBookingFormat } from './booking-format'
import type { SendWizard, WizardView } from './booking-view'
import { MachineForm } from '@/ui/machine-form'

function Row({ label, value, testId, strong }: { label: string; value: ReactNode; testId: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3" fontSize={strong ? 'lg' : 'sm'}>
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'bold' : 'normal'}>
        {label}
      </Text>
      <Text as="dd" textAlign="end" fontWeight={strong ? 'bold' : 'medium'} data-testid={testId}>
        {value}
      </Text>
    </HStack>
  )
}

export function BookingSummary({ wizard, send }: { wizard: WizardView; send: SendWizard }) {
  const f = useBookingFormat()
  const { t } = f
  const c = wizard.context
  const prices = wizardPrices(c)
  const none = t('summary.notSelected')
  return (
    <Card.Root as="aside" aria-labelledby="booking-summary-title" position={{ lg: 'sticky' }} top={{ lg: '4' }} data-testid="booking-summary">
      <Card.Header>
        <Heading as="h2" size="md" id="booking-summary-title">
          {t('summary.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <chakra.dl display="flex" flexDirection="column" gap="2">
            <Row label={t('summary.service')} value={c.serviceId ? serviceName(t, c.serviceId) : none} testId="booking-summary-service" />
            <Row label={t('summary.date')} value={c.date ? f.date(c.date, 'long') : none} testId="booking-summary-date" />
            <Row label={t('summary.time')} value={c.time ?? none} testId="booking-summary-time" />
            <Row label={t('summary.duration')} value={c.duration !== null ? t('summary.minutes', { minutes: c.duration }) : none} testId="booking-summary-duration" />
            <Row label={t('summary.staff')} value={c.staffId ? staffName(t, c.staffId) : none} testId="booking-summary-staff" />
            <Row label={t('summary.addons')} value={c.addonIds.length > 0 ? c.addonIds.map((id) => addonName(t, id)).join(', ') : t('summary.none')} testId="booking-summary-addons" />
            <Row label={t('summary.guests')} value={c.guests} testId="booking-summary-guests" />
          </chakra.dl>
          <Separator />
          <chakra.dl display="flex" flexDirection="column" gap="2">
            <Row label={t('summary.subtotal')} value={f.money(prices.subtotal)} testId="booking-summary-subtotal" />
            <Row
              label={prices.discountPercent > 0 ? t('summary.discount', { percent: prices.discountPercent }) : t('summary.noDiscount')}
              value={prices.discountPercent > 0 ? `−${f.money(prices.discount)}` : f.money(0)}
              testId="booking-summary-discount"
            />
            <Row label={t('summary.total')} value={f.money(prices.total)} testId="booking-summary-total" strong />
          </chakra.dl>
          <MachineForm
            aria-label={t('summary.promoLabel')}
            onSubmit={() => send({ type: 'promo.apply' })}
          >
            <Stack gap="2">
              <chakra.label htmlFor="booking-promo-input" fontSize="sm" fontWeight="medium">
                {t('summary.promoLabel')}
              </chakra.label>
              <HStack gap="2">
                <Input
                  id="booking-promo-input"
                  value={c.promoInput}
                  placeholder={t('summary.promoPlaceholder')}
                  autoComplete="off"
                  data-testid="booking-promo-input"
                  onChange={(e) => send({ type: 'promo.change', value: e.currentTarget.value })}
                />
                <Button type="submit" variant="outline" colorPalette="teal" data-testid="booking-promo-apply-button">
                  {t('summary.promoApply')}
                </Button>
              </HStack>
              {c.promoCode && (
                <Text fontSize="sm" color="green.fg" data-testid="booking-promo-applied">
                  {t('summary.promoApplied', { code: c.promoCode, percent: c.discountPercent })}
                </Text>
              )}
            </Stack>
          </MachineForm>
          <Box fontSize="xs" color="fg.muted" data-testid="booking-cancellation-note">
            {t('summary.cancellationNote')}
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
