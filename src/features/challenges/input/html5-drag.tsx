/**
 * the-internet "Drag and Drop": two boxes A and B that swap when one is dragged onto the other,
 * with the native HTML5 drag-and-drop API (draggable, dragstart/dragover/drop, dataTransfer).
 * For years WebDriver's pointer actions (Selenium's ActionChains.drag_and_drop) did not start a
 * native drag in Chrome; recent ChromeDriver does (Chromium 156). Dispatching the drag events from
 * JavaScript works with every driver; Playwright's dragTo starts a real one.
 * The @dnd-kit drag and drop of /playground (pointer events) is the contrast.
 */
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ChallengeProps } from '../types'
import { GoalLine, useTarget } from './use-target'

const SLOTS = ['a', 'b'] as const

export default function Html5Drag({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const goal = useTarget('B,A', onSolved, 'A,B')
  const order = (goal.value ?? 'A,B').split(',')
  const [over, setOver] = useState<number | null>(null)
  /** The dragged slot (also in dataTransfer; a script that dispatches events without one still works). */
  const dragFrom = useRef<number | null>(null)
  return (
    <Stack gap="4">
      <GoalLine slug={slug} goal={t('html5-drag.ui.goal')} solved={goal.solved} />
      <HStack gap="4" data-testid="challenge-html5-drag-columns" data-order={order.join('')}>
        {SLOTS.map((slot, i) => (
          <Box
            key={slot}
            id={`column-${slot}`}
            data-testid={`challenge-html5-drag-column-${slot}`}
            draggable
            aria-roledescription={t('html5-drag.ui.draggable')}
            role="group"
            aria-label={t('html5-drag.ui.box', { letter: order[i] })}
            w="36"
            h="36"
            borderWidth="2px"
            borderColor={over === i ? 'teal.solid' : 'border.emphasized'}
            bg={over === i ? 'teal.subtle' : 'bg.subtle'}
            rounded="l2"
            cursor="move"
            display="flex"
            flexDirection="column"
            alignItems="center"
            pt="3"
            userSelect="none"
            onDragStart={(e: React.DragEvent) => {
              dragFrom.current = i
              if (e.dataTransfer) {
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', String(i))
              }
            }}
            onDragEnter={(e: React.DragEvent) => {
              e.preventDefault()
              setOver(i)
            }}
            onDragOver={(e: React.DragEvent) => {
              e.preventDefault()
              if (e.dataTransfer) e.dataTransfer.dropEffect = 'move'
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDragEnd={() => {
              setOver(null)
              dragFrom.current = null
            }}
            onDrop={(e: React.DragEvent) => {
              e.preventDefault()
              setOver(null)
              const carried = e.dataTransfer?.getData('text/plain')
              const from = carried ? Number(carried) : dragFrom.current
              dragFrom.current = null
              if (from !== null && Number.isInteger(from) && from !== i) goal.set([order[1], order[0]].join(','))
            }}
          >
            <Text as="header" fontSize="2xl" fontWeight="bold" data-testid={`challenge-html5-drag-header-${slot}`}>
              {order[i]}
            </Text>
          </Box>
        ))}
      </HStack>
      <Text data-testid="challenge-html5-drag-result" aria-live="polite" minH="6">
        {t('html5-drag.ui.order', { order: order.join(' ') })}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('html5-drag.ui.contrast')}{' '}
        <Link asChild colorPalette="teal" color="colorPalette.fg" data-testid="challenge-html5-drag-playground-link">
          <RouterLink to="/playground#playground-section-drag-drop">{t('html5-drag.ui.playgroundLink')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  )
}
