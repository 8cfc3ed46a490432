/**
 * Drag and drop of the component playground (@dnd-kit/core): items move from the list to the
 * drop zone with the mouse or the keyboard (src/ui/dnd-sensors.ts: Space picks up, the
 * right arrow jumps over the drop zone, the left arrow back, Space drops, Escape cancels). The
 * rules (what moves where, reset) live in the drag-drop machine.
 */
import { DndContext, useDraggable, useDroppable, type Announcements, type KeyboardCoordinateGetter } from '@dnd-kit/core'
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DROP_ZONE_ID, dragDropMachine, type DragItemId } from '@machines/playground/playground-drag-drop.machine'
import { i18n } from '@/i18n'
import { dragCardProps } from '@/ui/drag-card'
import { useDragSensors } from '@/ui/dnd-sensors'
import { Icon } from '@/ui/icons'
import { notify } from '@/ui/toaster'
import { PlaygroundSection } from './section'

const LIST_ID = 'items-list'

/** Arrow keys jump between the two droppables (right/down: the drop zone; left/up: the list). */
export const jumpBetweenZones: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect } }) => {
  const target = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? DROP_ZONE_ID : event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? LIST_ID : null
  if (!target || !collisionRect) return undefined
  event.preventDefault()
  const rect = droppableRects.get(target)
  if (!rect) return undefined
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + rect.height / 2 - collisionRect.height / 2 }
}

/** Six dots: the drag handle hint (decorative, no text, so the item's text is exactly its name). */
const GripIcon = () => (
  <Icon>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </Icon>
)

function DraggableItem({ id, label }: { id: DragItemId; label: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id })
  return (
    // The list item keeps its role; the draggable inside is a button (role, tabindex and instructions from dnd-kit).
    <Box as="li" position="relative" zIndex={isDragging ? 'docked' : undefined}>
      <Box
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        data-testid={`playground-dnd-${id}`}
        data-dragging={isDragging || undefined}
        {...dragCardProps(isDragging)}
        py="3"
        style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      >
        <HStack gap="2">
          <Box color="fg.muted">
            <GripIcon />
          </Box>
          <Text fontWeight="medium">{label}</Text>
        </HStack>
      </Box>
    </Box>
  )
}

function ItemsList({ children, empty }: { children: React.ReactNode; empty: boolean }) {
  const { t } = useTranslation('components')
  const { setNodeRef } = useDroppable({ id: LIST_ID })
  return (
    <Stack gap="2" ref={setNodeRef} data-testid="playground-dnd-list" borderWidth="1px" borderStyle="dashed" rounded="l2" p="3" minH="48">
      <Text fontWeight="semibold" id="playground-dnd-list-title">
        {t('dragDrop.listTitle')}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="playground-dnd-list-title">
        {children}
      </Stack>
      {empty && (
        <Text color="fg.muted" fontSize="sm" data-testid="playground-dnd-list-empty">
          {t('dragDrop.listEmpty')}
        </Text>
      )}
    </Stack>
  )
}

function DropZone({ dropped }: { dropped: readonly DragItemId[] }) {
  const { t } = useTranslation('components')
  const { setNodeRef, isOver } = useDroppable({ id: DROP_ZONE_ID })
  return (
    <Stack
      ref={setNodeRef}
      gap="2"
      data-testid="playground-dnd-dropzone"
      data-over={isOver || undefined}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isOver ? 'teal.solid' : 'border.emphasized'}
      bg={isOver ? 'teal.subtle' : 'bg.subtle'}
      rounded="l2"
      p="3"
      minH="48"
      transition="background 0.15s"
    >
      <HStack justify="space-between">
        <Text fontWeight="semibold" id="playground-dnd-zone-title">
          {t('dragDrop.zoneTitle')}
        </Text>
        <Badge colorPalette="teal" data-testid="playground-dnd-dropped-count">
          {dropped.length}
        </Badge>
      </HStack>
      {dropped.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="playground-dnd-dropzone-hint">
          {isOver ? t('dragDrop.zoneActive') : t('dragDrop.zoneHint')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="playground-dnd-zone-title">
          {dropped.map((id) => (
            <Box as="li" key={id} px="4" py="2" rounded="l2" bg="teal.solid" color="teal.contrast" data-testid={`playground-dnd-dropped-${id}`}>
              {t(`dragDrop.items.${id}`)}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

export function DragDropSection() {
  const { t } = useTranslation('components')
  const actorRef = useActorRef(
    dragDropMachine.provide({
      actions: {
        notifyDropped: (_, { id }) => notify('success', i18n.t('dragDrop.dropped', { ns: 'components', item: i18n.t(`dragDrop.items.${id}`, { ns: 'components' }) })),
      },
    }),
  )
  const items = useSelector(actorRef, (s) => s.context.items)
  const dropped = useSelector(actorRef, (s) => s.context.dropped)
  const dragging = useSelector(actorRef, (s) => s.context.dragging)
  const sensors = useDragSensors(jumpBetweenZones)
  const announcements = useMemo<Announcements>(() => {
    const label = (id: unknown) => t(`dragDrop.items.${String(id)}`)
    return {
      onDragStart: ({ active }) => t('dragDrop.announcements.start', { item: label(active.id) }),
      onDragOver: ({ active, over }) => t(over?.id === DROP_ZONE_ID ? 'dragDrop.announcements.overZone' : 'dragDrop.announcements.overNothing', { item: label(active.id) }),
      onDragEnd: ({ active, over }) => t(over?.id === DROP_ZONE_ID ? 'dragDrop.announcements.endZone' : 'dragDrop.announcements.endNothing', { item: label(active.id) }),
      onDragCancel: ({ active }) => t('dragDrop.announcements.cancel', { item: label(active.id) }),
    }
  }, [t])

  return (
    <PlaygroundSection id="drag-drop" title={t('sections.dragDrop')}>
      <Text color="fg.muted" fontSize="sm">
        {t('dragDrop.description')}
      </Text>
      <DndContext
        sensors={sensors}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragDrop.instructions') } }}
        onDragStart={({ active }) => actorRef.send({ type: 'drag.start', id: active.id as DragItemId })}
        onDragEnd={({ over }) => actorRef.send({ type: 'drag.end', overId: over ? String(over.id) : null })}
        onDragCancel={() => actorRef.send({ type: 'drag.cancel' })}
      >
        <SimpleGrid columns={2} gap="4" data-testid="playground-dnd" data-dragging={dragging ?? undefined}>
          <ItemsList empty={items.length === 0}>
            {items.map((id) => (
              <DraggableItem key={id} id={id} label={t(`dragDrop.items.${id}`)} />
            ))}
          </ItemsList>
          <DropZone dropped={dropped} />
        </SimpleGrid>
      </DndContext>
      <Button size="sm" variant="outline" alignSelf="flex-start" data-testid="playground-dnd-reset" onClick={() => actorRef.send({ type: 'items.reset' })}>
        {t('dragDrop.reset')}
      </Button>
    </PlaygroundSection>
  )
}
