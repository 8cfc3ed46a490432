/** Small pieces of the calendar screen: the type icon and label (never colour alone). */
import { Badge, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@machines/calendar/calendar-dates'
import type { EventType } from '@machines/shared/contracts-everyday'
import { Icon } from '@/ui/icons'
import type { Language } from '@/i18n'
import { formatTime } from './calendar-format'

/** meeting: people, deadline: flag, todo: check box. */
export function TypeIcon({ type, size = '3' }: { type: EventType; size?: string }) {
  return (
    <Icon size={size}>
      {type === 'meeting' ? (
        <>
          <circle cx="9" cy="8" r="3" />
          <path d="M3 20a6 6 0 0 1 12 0M16 4a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" />
        </>
      ) : type === 'deadline' ? (
        <path d="M5 21V4h11l-2 4 2 4H5" />
      ) : (
        <>
          <rect x="4" y="4" width="16" height="16" rx="2" />
          <path d="M8 12l3 3 5-6" />
        </>
      )}
    </Icon>
  )
}

/** The type as a coloured badge with icon and text. */
export function TypeBadge({ type, testId }: { type: EventType; testId?: string }) {
  const { t } = useTranslation('calendar')
  const palette = type === 'meeting' ? 'blue' : type === 'deadline' ? 'red' : 'green'
  return (
    <Badge colorPalette={palette} variant="subtle" gap="1" data-testid={testId}>
      <TypeIcon type={type} />
      {t(`types.${type}`)}
    </Badge>
  )
}

/** "All day" or "10:00 AM – 11:00 AM". */
export function eventWhen(event: CalendarEvent, language: Language, allDay: string): string {
  if (event.time === null) return allDay
  return `${formatTime(event.time, language)} – ${formatTime(event.endTime.slice(11, 16), language)}`
}

export function EventLine({ event, language, testId }: { event: CalendarEvent; language: Language; testId: string }) {
  const { t } = useTranslation('calendar')
  return (
    <HStack gap="2" minW="0" flexWrap="wrap">
      <TypeBadge type={event.type} />
      <Text fontWeight="medium" minW="0" overflowWrap="anywhere" data-testid={`${testId}-title`}>
        {event.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-time`}>
        {eventWhen(event, language, t('allDay'))}
      </Text>
    </HStack>
  )
}
