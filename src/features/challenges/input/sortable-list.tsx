/**
 * A sortable list (@dnd-kit/sortable): five steps start in a seeded order; drag them with the
 * mouse, or with the keyboard (focus a step, Space picks it up, arrows move it, Space drops it,
 * Escape cancels), until the list matches the target order shown. The order lives in the
 * target-match machine.
 */
import { DndContext, closestCenter, type Announcements } from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dragCardProps } from '@/ui/drag-card'
import { useDragSensors } from '@/ui/dnd-sensors'
import { Icon } from '@/ui/icons'
import type { ChallengeProps } from '../types'
import { sortOrders } from '@machines/challenges/input-targets'
import { GoalLine, useTarget } from './use-target'

function SortableItem({ id, label, index }: { id: string; label: string; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    // The list item keeps its role; the sortable inside is a button (role, tabindex and instructions from dnd-kit).
    <Box as="li" ref={setNodeRef} position="relative" zIndex={isDragging ? 'docked' : undefined} style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}>
      <Box
        {...attributes}
        {...listeners}
        data-testid={`challenge-sortable-list-item-${id}`}
        data-index={index}
        {...dragCardProps(isDragging)}
        py="2"
      >
        <HStack gap="2">
          <Box color="fg.muted">
            <Icon>
              <path d="M4 8h16M4 16h16" />
            </Icon>
          </Box>
          <Text>{label}</Text>
        </HStack>
      </Box>
    </Box>
  )
}

export default function SortableList({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const { target, start } = useMemo(() => sortOrders(seed), [seed])
  const goal = useTarget(target.join(','), onSolved, start.join(','))
  const order = (goal.value ?? start.join(',')).split(',')
  const sensors = useDragSensors(sortableKeyboardCoordinates)
  const label = (id: unknown) => t(`sortable-list.ui.items.${String(id)}`)
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('sortable-list.ui.announce.start', { item: label(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('sortable-list.ui.announce.over', { item: label(active.id), position: order.indexOf(String(over.id)) + 1 }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('sortable-list.ui.announce.end', { item: label(active.id), position: order.indexOf(String(over.id)) + 1 }) : t('sortable-list.ui.announce.cancel', { item: label(active.id) })),
      onDragCancel: ({ active }) => t('sortable-list.ui.announce.cancel', { item: label(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, order.join(',')],
  )
  return (
    <Stack gap="4">
      <GoalLine slug={slug} goal={t('sortable-list.ui.goal')} solved={goal.solved} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
        <Stack gap="2">
          <Text fontWeight="semibold" id="challenge-sortable-list-title">
            {t('sortable-list.ui.listTitle')}
          </Text>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable-list.ui.instructions') } }}
            onDragEnd={({ active, over }) => {
              if (!over || active.id === over.id) return
              goal.set(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))).join(','))
            }}
          >
            <SortableContext items={order} strategy={verticalListSortingStrategy}>
              <Stack as="ol" listStyleType="none" gap="2" aria-labelledby="challenge-sortable-list-title" data-testid="challenge-sortable-list-list" data-order={order.join(',')}>
                {order.map((id, i) => (
                  <SortableItem key={id} id={id} index={i} label={label(id)} />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        </Stack>
        <Stack gap="2">
          <Text fontWeight="semibold" id="challenge-sortable-list-target-title">
            {t('sortable-list.ui.targetTitle')}
          </Text>
          <Stack as="ol" gap="1" ps="5" listStyleType="decimal" aria-labelledby="challenge-sortable-list-target-title" data-testid="challenge-sortable-list-target-order" data-order={target.join(',')}>
            {target.map((id) => (
              <Text as="li" key={id}>
                {label(id)}
              </Text>
            ))}
          </Stack>
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}
