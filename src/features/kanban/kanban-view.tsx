/**
 * The kanban board (spec 2 §2 "Kanban board"): the columns in a grid (1 at phone width, 2 on a
 * tablet, 4 on a desktop) with a task count and a plus button each, the cards (title,
 * description, priority dot and badge, assignee name; edit and delete shown on hover and on
 * keyboard focus), the add/edit form, the 'Moving' indicator with a spinner on the moving card,
 * the loading spinner and the red error. Drag with dnd-kit's pointer and keyboard sensors, with
 * screen-reader announcements in en and ko. Renders the machines' state only.
 */
import { Badge, Box, Button, chakra, Grid, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useSelector } from '@xstate/react'
import type { TFunction } from 'i18next'
import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEventHandler, type PointerEventHandler } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { withPendingMove, type cardMoveMachine } from '../../../machines/kanban/card-move.machine'
import {
  BOARD_TEMPLATE_NAMES,
  canSubmitCard,
  type BoardTemplate,
  type KanbanBoardEvent,
  type kanbanBoardMachine,
  type KanbanOp,
} from '../../../machines/kanban/kanban-board.machine'
import { KANBAN_FORM_PRIORITIES, type ApiKanbanBoard, type ApiKanbanCard, type ApiKanbanColumn, type KanbanUser } from '../../../machines/shared/contracts-everyday'
import { isGenericFailure, type FailureCode } from '../../../machines/shared/errors'
import { AppDialog } from '../../ui/app-dialog'
import { enterSubmitsForm, SelectField, SubmitHint, TextField } from '../../ui/form'
import { failureText } from '../../ui/failure-text'
import { EditIcon, PlusIcon, TrashIcon } from '../../ui/action-icons'
import { Icon } from '../../ui/icons'
import { PageFrame } from '../../ui/page-frame'
import { columnCoordinates } from './kanban-dnd'
import { KANBAN_GUIDE_TEST_IDS } from '../module-test-ids'


type Snapshot = SnapshotFrom<typeof kanbanBoardMachine>
type Send = (event: KanbanBoardEvent) => void
type MoveRef = ActorRefFrom<typeof cardMoveMachine>

/** Module constants: new option objects would give new sensors, new listeners and a re-render of every card. */
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } }
const KEYBOARD_OPTIONS = { coordinateGetter: columnCoordinates }

const IDLE_CARD_STYLE: CSSProperties = { touchAction: 'none', contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' }

const PRIORITY_PALETTE = { low: 'green', medium: 'yellow', high: 'orange', urgent: 'red' } as const

const GripIcon = () => (
  <Icon>
    <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
  </Icon>
)

/** The board's red error: a known server text translated, else the operation's 'Failed to …' (spec 2 §8). */
export function kanbanErrorText(t: TFunction, failure: { op: KanbanOp; code: FailureCode }): string {
  if (failure.code === 'failed' || isGenericFailure(failure.code)) return t(`errors.${failure.op}`)
  return failureText(t, failure.code, t(`errors.${failure.op}`))
}

export function columnTitle(t: TFunction, column: Pick<ApiKanbanColumn, 'title' | 'translation_key'>): string {
  const key = column.translation_key
  return key === 'todo' || key === 'inProgress' || key === 'review' || key === 'done' ? t(`columns.${key}`) : column.title
}

export function KanbanView({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation('kanban')
  const c = snapshot.context
  const loading = snapshot.hasTag('busy')
  const moveRef = snapshot.children.cardMove as MoveRef | undefined
  const [template, setTemplate] = useState<BoardTemplate>('basic')

  return (
    <PageFrame
      ns="kanban"
      screen="kanban"
      title={t('title')}
      subtitle={t('subtitle')}
      guideTestIds={KANBAN_GUIDE_TEST_IDS}
      maxW="7xl"
      dataAttrs={{ 'data-state': JSON.stringify(snapshot.value) }}
      actions={
        <HStack gap="2" flexWrap="wrap">
          <chakra.select
            aria-label={t('templates.label')}
            value={template}
            onChange={(e) => setTemplate(e.currentTarget.value as BoardTemplate)}
            data-testid="kanban-template-select"
            borderWidth="1px"
            borderRadius="md"
            px="2"
            h="9"
            bg="bg"
          >
            {BOARD_TEMPLATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`templates.${name}`)}
              </option>
            ))}
          </chakra.select>
          <Button
            variant="outline"
            onClick={() => send({ type: 'template.apply', template })}
            disabled={!snapshot.matches('ready')}
            data-testid="kanban-template-apply-button"
          >
            {t('templates.apply')}
          </Button>
        </HStack>
      }
    >
      {loading && (
        <HStack gap="2" role="status" data-testid="kanban-loading">
          <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
          <Text color="fg.muted">{t('loading')}</Text>
        </HStack>
      )}
      {snapshot.matches('failed') && c.failure && (
        <HStack gap="3" flexWrap="wrap">
          <Text color="red.fg" role="alert" data-testid="kanban-error">
            {kanbanErrorText(t, c.failure)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'board.retry' })} data-testid="kanban-retry-button">
            {t('retry')}
          </Button>
        </HStack>
      )}
      {snapshot.matches('ready') && moveRef && c.board && (
        <Board moveRef={moveRef} boardFailure={c.failure} users={c.users} boards={c.boards} boardId={c.board.id} send={send} />
      )}
      {c.form && (
        <CardFormDialog key={c.formKey} snapshot={snapshot} send={send} columns={moveRef?.getSnapshot().context.board.columns ?? c.board?.columns ?? []} />
      )}
    </PageFrame>
  )
}

interface BoardProps {
  moveRef: MoveRef
  boardFailure: { op: KanbanOp; code: FailureCode } | null
  users: KanbanUser[]
  boards: Array<{ id: number; title: string }>
  boardId: number
  send: Send
}

function Board({ moveRef, boardFailure, users, boards, boardId, send }: BoardProps) {
  const { t } = useTranslation('kanban')
  const serverBoard = useSelector(moveRef, (s) => s.context.board)
  const pending = useSelector(moveRef, (s) => s.context.pending)
  const moving = useSelector(moveRef, (s) => s.hasTag('moving'))
  const moveFailure = useSelector(moveRef, (s) => s.context.failure)
  const refused = useSelector(moveRef, (s) => s.context.refused)
  const stable = useStableCards()
  const board = useMemo(() => stable(withPendingMove(serverBoard, pending)), [serverBoard, pending, stable])
  const names = useMemo(() => new Map(users.map((u) => [u.id, u.name])), [users])
  const failure = moveFailure ?? boardFailure

  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS))
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over) return
      moveRef.send({ type: 'card.drop', cardId: Number(active.id), toColumnId: Number(String(over.id).replace('column-', '')) })
    },
    [moveRef],
  )
  const announcements = useAnnouncements(board)
  const onEdit = useCallback((card: ApiKanbanCard) => send({ type: 'card.edit', card }), [send])
  const onDelete = useCallback((id: number) => send({ type: 'card.delete', id }), [send])
  const onAdd = useCallback((columnId: number) => send({ type: 'card.add', columnId }), [send])
  const refusedCard = refused === null ? undefined : board.columns.flatMap((col) => col.cards).find((card) => card.id === refused)

  return (
    <Stack gap="4" minW="0">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Text as="h2" fontSize="xl" fontWeight="semibold" data-testid="kanban-board-title">
            {board.title}
          </Text>
          {board.description && (
            <Text color="fg.muted" fontSize="sm" data-testid="kanban-board-description">
              {board.description}
            </Text>
          )}
        </Stack>
        {boards.length > 1 && (
          <chakra.select
            aria-label={t('boardSelect')}
            value={boardId}
            onChange={(e) => send({ type: 'board.open', id: Number(e.currentTarget.value) })}
            data-testid="kanban-board-select"
            borderWidth="1px"
            borderRadius="md"
            px="2"
            h="9"
            bg="bg"
            maxW="100%"
          >
            {boards.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </chakra.select>
        )}
      </HStack>
      <Box aria-live="polite" minH="6">
        {moving && (
          <HStack gap="2" data-testid="kanban-moving-indicator">
            <Spinner size="xs" colorPalette="teal" color="colorPalette.solid" />
            <Text color="fg.muted" fontSize="sm">
              {t('moving')}
            </Text>
          </HStack>
        )}
        {refusedCard && (
          <Text color="orange.fg" fontSize="sm" data-testid="kanban-move-refused">
            {t('moveRefused', { title: refusedCard.title })}
          </Text>
        )}
      </Box>
      {failure && (
        <HStack gap="3" flexWrap="wrap">
          <Text color="red.fg" role="alert" data-testid="kanban-error">
            {kanbanErrorText(t, failure)}
          </Text>
          {moveFailure && (
            <Button size="xs" variant="ghost" onClick={() => moveRef.send({ type: 'failure.dismiss' })} data-testid="kanban-error-dismiss-button">
              {t('dismiss')}
            </Button>
          )}
        </HStack>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <Grid
          templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
          gap="4"
          data-testid="kanban-board"
          css={{
            '& .kanban-card [data-card-actions]': { opacity: 0 },
            '& .kanban-card:hover [data-card-actions], & .kanban-card:focus-within [data-card-actions]': { opacity: 1 },
            '@media (hover: none)': { '& .kanban-card [data-card-actions]': { opacity: 1 } },
          }}
        >
          {board.columns.map((column) => (
            <Column
              key={column.id}
              column={column}
              title={columnTitle(t, column)}
              names={names}
              movingId={moving ? (pending?.cardId ?? null) : null}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Grid>
      </DndContext>
    </Stack>
  )
}

/**
 * Keeps a card's object when a reload brings the same card again (its position aside, which the
 * card does not show), so the memoised cards of a 200-card board do not all render after a move.
 */
function useStableCards(): (board: ApiKanbanBoard) => ApiKanbanBoard {
  const cache = useRef(new Map<number, ApiKanbanCard>())
  return useCallback((board: ApiKanbanBoard) => {
    const next = new Map<number, ApiKanbanCard>()
    const same = (a: ApiKanbanCard, b: ApiKanbanCard) =>
      a.title === b.title && a.description === b.description && a.priority === b.priority && a.assignee_id === b.assignee_id && a.column_id === b.column_id && a.due_date === b.due_date && a.updated_at === b.updated_at
    const columns = board.columns.map((column) => ({
      ...column,
      cards: column.cards.map((card) => {
        const old = cache.current.get(card.id)
        const kept = old && same(old, card) ? old : card
        next.set(card.id, kept)
        return kept
      }),
    }))
    cache.current = next
    return { ...board, columns }
  }, [])
}

/** Screen-reader announcements in the page's language (dnd-kit's live region). */
function useAnnouncements(board: ApiKanbanBoard): Announcements {
  const { t } = useTranslation('kanban')
  return useMemo(() => {
    const cardTitle = (id: string | number) => board.columns.flatMap((col) => col.cards).find((card) => card.id === Number(id))?.title ?? ''
    const column = (id: string | number | undefined) => {
      const found = board.columns.find((col) => `column-${col.id}` === String(id))
      return found ? columnTitle(t, found) : ''
    }
    const origin = (id: string | number) => board.columns.find((col) => col.cards.some((card) => card.id === Number(id)))
    // dnd-kit reports the card's own column right after the pick-up: that is not news, keep the pick-up text.
    let justStarted = false
    return {
      onDragStart: ({ active }) => {
        justStarted = true
        return t('dnd.start', { title: cardTitle(active.id) })
      },
      onDragOver: ({ active, over }) => {
        const first = justStarted
        justStarted = false
        if (first && over && String(over.id) === `column-${origin(active.id)?.id}`) return undefined
        return over ? t('dnd.over', { title: cardTitle(active.id), column: column(over.id) }) : t('dnd.outside', { title: cardTitle(active.id) })
      },
      onDragEnd: ({ active, over }) =>
        over ? t('dnd.end', { title: cardTitle(active.id), column: column(over.id) }) : t('dnd.cancel', { title: cardTitle(active.id) }),
      onDragCancel: ({ active }) => t('dnd.cancel', { title: cardTitle(active.id) }),
    }
  }, [board, t])
}

interface ColumnProps {
  column: ApiKanbanColumn
  title: string
  names: Map<number, string>
  movingId: number | null
  onAdd: (columnId: number) => void
  onEdit: (card: ApiKanbanCard) => void
  onDelete: (id: number) => void
}

const Column = memo(function Column({ column, title, names, movingId, onAdd, onEdit, onDelete }: ColumnProps) {
  const { t } = useTranslation('kanban')
  const { setNodeRef, isOver } = useDroppable({ id: `column-${column.id}` })
  return (
    <Stack
      as="section"
      ref={setNodeRef}
      aria-label={t('columnAria', { title, count: column.cards.length })}
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      bg={isOver ? 'teal.subtle' : 'bg.muted'}
      minW="0"
      minH="40"
      data-testid={`kanban-column-${column.id}`}
      data-column-key={column.translation_key ?? undefined}
    >
      <HStack justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          <Text as="h3" fontWeight="semibold" truncate data-testid={`kanban-column-title-${column.id}`}>
            {title}
          </Text>
          <Badge variant="subtle" data-testid={`kanban-column-count-${column.id}`}>
            {t('count', { count: column.cards.length })}
          </Badge>
        </HStack>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('addCardTo', { column: title })}
          onClick={() => onAdd(column.id)}
          data-testid={`kanban-add-card-button-${column.id}`}
        >
          <PlusIcon />
        </IconButton>
      </HStack>
      <Stack gap="2" data-testid={`kanban-column-cards-${column.id}`}>
        {column.cards.map((card) => (
          <DraggableCard
            key={card.id}
            card={card}
            assignee={card.assignee_id === null ? null : (names.get(card.assignee_id) ?? null)}
            moving={movingId === card.id}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
        {column.cards.length === 0 && (
          <Text color="fg.muted" fontSize="sm" textAlign="center" py="4" data-testid={`kanban-column-empty-${column.id}`}>
            {t('emptyColumn')}
          </Text>
        )}
      </Stack>
    </Stack>
  )
})

interface CardProps {
  card: ApiKanbanCard
  assignee: string | null
  moving: boolean
  onEdit: (card: ApiKanbanCard) => void
  onDelete: (id: number) => void
}

/**
 * The dnd-kit wrapper: dnd-kit re-renders every draggable on each drag frame, so this stays a
 * plain element and hands only stable values (the hook's memoised attributes and listeners) to
 * the memoised body: a frame re-renders 200 tiny wrappers, not 200 cards.
 */
const DraggableCard = memo(function DraggableCard(props: CardProps) {
  const { card } = props
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({ id: card.id })
  // content-visibility: a 200-card board lays out and paints only the cards on screen.
  const style: CSSProperties = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10, position: 'relative', opacity: 0.85, touchAction: 'none' }
    : IDLE_CARD_STYLE
  return (
    <div
      ref={setNodeRef}
      style={style}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
      className="kanban-card"
      data-testid={`kanban-card-${card.id}`}
      data-dragging={isDragging || undefined}
      data-moving={props.moving || undefined}
    >
      <CardBody {...props} attributes={attributes} onHandleKeyDown={listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined} handleRef={setActivatorNodeRef} />
    </div>
  )
})

interface CardBodyProps extends CardProps {
  attributes: DraggableAttributes
  onHandleKeyDown: KeyboardEventHandler<HTMLButtonElement> | undefined
  handleRef: (element: HTMLElement | null) => void
}

const CardBody = memo(function CardBody({ card, assignee, moving, onEdit, onDelete, attributes, onHandleKeyDown, handleRef }: CardBodyProps) {
  const { t } = useTranslation('kanban')
  const palette = PRIORITY_PALETTE[card.priority]
  return (
    <Stack as="article" gap="2" p="3" bg="bg" borderWidth="1px" borderRadius="md" shadow="xs" aria-label={card.title}>
      <HStack justify="space-between" align="flex-start" gap="1">
        <HStack gap="1" minW="0" align="flex-start">
          <IconButton
            ref={handleRef}
            size="xs"
            variant="ghost"
            cursor="grab"
            aria-label={t('dragHandle', { title: card.title })}
            {...attributes}
            onKeyDown={onHandleKeyDown}
            data-testid={`kanban-card-handle-${card.id}`}
          >
            <GripIcon />
          </IconButton>
          <Text fontWeight="medium" wordBreak="break-word" data-testid={`kanban-card-title-${card.id}`}>
            {card.title}
          </Text>
        </HStack>
        <HStack gap="0" data-card-actions="" flexShrink={0}>
          <IconButton size="xs" variant="ghost" aria-label={t('edit', { title: card.title })} onClick={() => onEdit(card)} data-testid={`kanban-card-edit-button-${card.id}`}>
            <EditIcon />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('delete', { title: card.title })}
            onClick={() => onDelete(card.id)}
            data-testid={`kanban-card-delete-button-${card.id}`}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </HStack>
      {card.description && (
        <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word" data-testid={`kanban-card-description-${card.id}`}>
          {card.description}
        </Text>
      )}
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <HStack gap="1.5" data-testid={`kanban-card-priority-${card.id}`} data-priority={card.priority}>
          <Box w="2.5" h="2.5" borderRadius="full" bg={`${palette}.solid`} aria-hidden="true" />
          <Badge colorPalette={palette} variant="subtle">
            {t(`priorities.${card.priority}`)}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted" data-testid={`kanban-card-assignee-${card.id}`}>
          {assignee ?? t('unassigned')}
        </Text>
      </HStack>
      {moving && (
        <HStack gap="1.5" role="status" data-testid={`kanban-card-spinner-${card.id}`}>
          <Spinner size="xs" colorPalette="teal" color="colorPalette.solid" />
          <Text fontSize="xs" color="fg.muted">
            {t('moving')}
          </Text>
        </HStack>
      )}
    </Stack>
  )
})

function CardFormDialog({ snapshot, send, columns }: { snapshot: Snapshot; send: Send; columns: ApiKanbanColumn[] }) {
  const { t } = useTranslation('kanban')
  const form = snapshot.context.form!
  const v = form.values
  const saving = snapshot.hasTag('saving')
  const ready = canSubmitCard(v)
  const change = (field: keyof typeof v) => (value: string) => send({ type: 'form.change', field, value })
  const formId = 'kanban-card-form'
  return (
    <AppDialog
      open
      onClose={() => send({ type: 'form.close' })}
      title={form.mode === 'create' ? t('form.addTitle') : t('form.editTitle')}
      testId="kanban-form-modal"
      closeLabel={t('form.cancel')}
      closeOnBackdrop={false}
      cancel={{ label: t('form.cancel'), testId: 'kanban-form-cancel-button', onClick: () => send({ type: 'form.close' }) }}
      confirm={{
        label: form.mode === 'create' ? t('form.add') : t('form.save'),
        testId: 'kanban-form-submit-button',
        form: formId,
        disabled: !ready || saving,
        loading: saving,
        loadingText: t('form.saving'),
      }}
    >
      <chakra.form
        id={formId}
        noValidate
        onKeyDown={enterSubmitsForm}
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'form.submit' })
        }}
      >
        <Stack gap="4">
          <TextField label={t('form.title')} testId="kanban-form-title-input" value={v.title} error={null} onValueChange={change('title')} required autoFocus maxLength={200} />
          <TextField
            label={t('form.description')}
            testId="kanban-form-description-input"
            value={v.description}
            error={null}
            onValueChange={change('description')}
            multiline
            maxLength={1000}
          />
          <SelectField
            label={t('form.priority')}
            testId="kanban-form-priority-select"
            value={v.priority}
            onChange={change('priority')}
            options={(v.priority === 'urgent' ? [...KANBAN_FORM_PRIORITIES, 'urgent' as const] : KANBAN_FORM_PRIORITIES).map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
          />
          <SelectField
            label={t('form.assignee')}
            testId="kanban-form-assignee-select"
            value={v.assigneeId}
            onChange={change('assigneeId')}
            options={[{ value: '', label: t('form.noAssignee') }, ...snapshot.context.users.map((u) => ({ value: String(u.id), label: u.name }))]}
          />
          <SelectField
            label={t('form.column')}
            testId="kanban-form-column-select"
            value={String(v.columnId)}
            onChange={change('columnId')}
            options={columns.map((col) => ({ value: String(col.id), label: columnTitle(t, col) }))}
          />
          <SubmitHint id="kanban-form-submit-hint" items={ready ? [] : [t('form.title')]} />
        </Stack>
      </chakra.form>
    </AppDialog>
  )
}
