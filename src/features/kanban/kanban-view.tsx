/**
 * The kanban board (docs/spec/2-everyday-modules.md §2 "Kanban board"): the columns in a grid (1 at phone width, 2 on a
 * tablet, 4 on a desktop) with a task count and a plus button each, the cards (title,
 * description, priority dot and badge, assignee name; edit and delete shown on hover and on
 * keyboard focus), the add/edit form, the 'Moving' indicator with a spinner on the moving card,
 * the loading spinner and the red error. Drag with the pointer and keyboard (src/ui/dnd-sensors.ts), with
 * screen-reader announcements in en and ko. Renders the machines' state only.
 */
import { Badge, Box, Button, chakra, Grid, HStack, IconButton, Spinner, Stack, Text, type SystemStyleObject } from '@chakra-ui/react'
import {
  DndContext,
  rectIntersection,
  useDraggable,
  useDroppable,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
} from '@dnd-kit/core'
import { flushSync } from 'react-dom'
import { useSelector } from '@xstate/react'
import type { TFunction } from 'i18next'
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEventHandler,
  type PointerEventHandler,
  type ReactNode,
  type RefObject,
} from 'react'
import { useTranslation } from 'react-i18next'
import { withPendingMove } from '@machines/kanban/card-move.machine'
import {
  BOARD_TEMPLATE_NAMES,
  BOARD_TEMPLATES,
  canSubmitCard,
  DEFAULT_BOARD,
  standardColumnOf,
  type BoardTemplate,
  type KanbanBoardEvent,
  type KanbanOp,
} from '@machines/kanban/kanban-board.machine'
import { selectBoardIsEmpty, selectMoveColumns, selectTemplateContents, type KanbanViewModel } from '@machines/kanban/kanban-board.selectors'
import { KANBAN_FORM_PRIORITIES, type ApiKanbanBoard, type ApiKanbanCard, type ApiKanbanColumn, type KanbanUser } from '@machines/shared/contracts-everyday'
import { isGenericFailure, type FailureCode } from '@machines/shared/errors'
import { AppDialog } from '@/ui/app-dialog'
import { enterSubmitsForm, SelectField, SubmitHint, TextField } from '@/ui/form'
import { failureText } from '@/ui/failure-text'
import { PlusIcon } from '@/ui/action-icons'
import { useDragSensors } from '@/ui/dnd-sensors'
import { PageFrame } from '@/ui/page-frame'
import { columnCoordinates } from './kanban-dnd'
import { KANBAN_GUIDE_TEST_IDS } from '../module-test-ids'
import { MachineForm } from '@/ui/machine-form'

type Send = (event: KanbanBoardEvent) => void

/** DndContext's id: dnd-kit names its hidden drag instructions after it (the handles' aria-describedby). */
const DND_ID = 'kanban-dnd-instructions'

const IDLE_CARD_STYLE: CSSProperties = { touchAction: 'none', contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' }

const PRIORITY_PALETTE = { low: 'green', medium: 'yellow', high: 'orange', urgent: 'red' } as const

/**
 * The card's line icons as plain svg elements, created once: a card is ~25 React fibers instead
 * of ~85 with Chakra components (every dnd-kit context change walks every fiber under the
 * DndContext: 200 cards made that 16,600 fibers per pick-up, arrow and drop).
 */
const lineIcon = (d: string) => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
)
const GRIP_ICON = lineIcon('M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01')
const EDIT_ICON = lineIcon('M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z')
const TRASH_ICON = lineIcon('M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6')

/** Ghost icon button of size xs, as Chakra's IconButton draws it (gray, or red for delete). */
const iconButton = (palette: 'gray' | 'red'): SystemStyleObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  position: 'relative',
  w: '8',
  h: '8',
  minW: '8',
  p: '0',
  gap: '1',
  appearance: 'none',
  userSelect: 'none',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  fontSize: 'xs',
  lineHeight: '1rem',
  fontWeight: 'medium',
  color: `${palette}.fg`,
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'transparent',
  borderRadius: 'sm',
  cursor: 'pointer',
  outline: '0',
  transitionProperty: 'common',
  transitionDuration: 'moderate',
  _hover: { bg: `${palette}.subtle` },
  _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: `${palette}.focusRing`, outlineOffset: '2px' },
  '& svg': { flexShrink: 0 },
})

/**
 * The board's styles, once (class names on plain elements, see lineIcon); the spinners too, so
 * the first move inserts no new CSS rule (which restyles the whole page).
 */
const BOARD_CSS: SystemStyleObject = {
  '& .kanban-card [data-card-actions]': { opacity: 0 },
  '& .kanban-card:hover [data-card-actions], & .kanban-card:focus-within [data-card-actions]': { opacity: 1 },
  '@media (hover: none)': { '& .kanban-card [data-card-actions]': { opacity: 1 } },
  '& .kb-column': { display: 'flex', flexDirection: 'column', gap: '3', p: '3', borderWidth: '1px', borderRadius: 'lg', bg: 'bg.muted', minW: '0', minH: '40' },
  '& .kb-column[data-over]': { bg: 'teal.subtle' },
  // While a card is over a column, its "No tasks yet" text steps aside (nothing shows through or next to the card).
  '& .kb-column[data-over] .kb-empty': { visibility: 'hidden' },
  // The dragged card: opaque and lifted above the columns.
  '& .kanban-card[data-dragging] .kb-card': { boxShadow: 'lg', borderColor: 'teal.solid' },
  '& .kb-card': { display: 'flex', flexDirection: 'column', gap: '2', p: '3', bg: 'bg', borderWidth: '1px', borderRadius: 'md', boxShadow: 'xs' },
  '& .kb-head': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '1' },
  '& .kb-lead': { display: 'flex', alignItems: 'flex-start', gap: '1', minW: '0' },
  '& .kb-button': iconButton('gray'),
  '& .kb-button[data-danger]': iconButton('red'),
  '& .kb-handle': { cursor: 'grab' },
  '& .kb-title': { fontWeight: 'medium', wordBreak: 'break-word' },
  '& .kb-actions': { display: 'flex', alignItems: 'center', flexShrink: 0 },
  '& .kb-description': { fontSize: 'sm', color: 'fg.muted', lineClamp: '3', wordBreak: 'break-word' },
  '& .kb-foot': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' },
  '& .kb-priority': { display: 'flex', alignItems: 'center', gap: '1.5' },
  '& .kb-dot': { w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 },
  '& .kb-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '1.5',
    minH: '5',
    fontSize: 'xs',
    lineHeight: '1rem',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    borderRadius: 'sm',
  },
  ...Object.fromEntries(
    Object.entries(PRIORITY_PALETTE).flatMap(([priority, palette]) => [
      [`& .kb-priority[data-priority=${priority}] .kb-dot`, { bg: `${palette}.solid` }],
      [`& .kb-priority[data-priority=${priority}] .kb-badge`, { bg: `${palette}.subtle`, color: `${palette}.fg` }],
    ]),
  ),
  '& .kb-assignee': { fontSize: 'xs', color: 'fg.muted' },
  '& .kb-status': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .kb-status-text': { fontSize: 'sm', color: 'fg.muted' },
  '& .kb-card-status': { gap: '1.5' },
  '& .kb-card-status .kb-status-text': { fontSize: 'xs' },
  // Chakra's Spinner of size xs in teal.
  '& .kb-spinner': {
    display: 'inline-block',
    flexShrink: 0,
    w: '3',
    h: '3',
    borderStyle: 'solid',
    borderWidth: '2px',
    borderRadius: 'full',
    borderColor: 'teal.solid',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
    animation: 'spin',
    animationDuration: 'slowest',
  },
}

/** The board's red error: a known server text translated, else the operation's 'Failed to …' (docs/spec/2-everyday-modules.md §8). */
export function kanbanErrorText(t: TFunction, failure: { op: KanbanOp; code: FailureCode }): string {
  if (failure.code === 'failed' || isGenericFailure(failure.code)) return t(`errors.${failure.op}`)
  return failureText(t, failure.code, t(`errors.${failure.op}`))
}

/**
 * The app's own sample texts (the auto-setup board, the templates' boards and columns), shown in the screen's
 * language like the standard columns; the API keeps them as created. Anything a learner typed shows as typed.
 */
const SAMPLE_TEXTS: ReadonlySet<string> = new Set([
  DEFAULT_BOARD.title,
  DEFAULT_BOARD.description,
  ...Object.values(BOARD_TEMPLATES).flatMap((template) => [template.title, ...template.columns]),
])
const sampleKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** A board's title or description, or a column's name: a sample text translated, else the text. */
export function sampleText(t: TFunction, text: string): string {
  return SAMPLE_TEXTS.has(text) ? t(`sampleTexts.${sampleKey(text)}`, { defaultValue: text }) : text
}

export function columnTitle(t: TFunction, column: Pick<ApiKanbanColumn, 'title' | 'translation_key'>): string {
  const key = standardColumnOf(column)
  return key ? t(`columns.${key}`) : sampleText(t, column.title)
}

export function KanbanView({ view, send }: { view: KanbanViewModel; send: Send }) {
  const { t } = useTranslation('kanban')
  const { context: c, loading, ready, failed } = view
  const moveColumns = useSelector(view.cardMove, selectMoveColumns)
  const [template, setTemplate] = useState<BoardTemplate>('basic')

  return (
    <PageFrame
      ns="kanban"
      screen="kanban"
      title={t('title')}
      subtitle={t('subtitle')}
      guideTestIds={KANBAN_GUIDE_TEST_IDS}
      maxW="7xl"
      dataAttrs={{ 'data-state': view.state }}
      actions={
        <HStack gap="2" flexWrap="wrap" minW="0" maxW="100%">
          {/* A select is as wide as its longest option: capped to the row, so 320 px does not scroll sideways. */}
          <chakra.select
            maxW="100%"
            minW="0"
            textOverflow="ellipsis"
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
            {BOARD_TEMPLATE_NAMES.map((name) => {
              const contents = selectTemplateContents(name)
              return (
                <option key={name} value={name}>
                  {t('templates.option', {
                    name: t(`templates.${name}`),
                    board: sampleText(t, contents.title),
                    columns: contents.columns.map((title) => columnTitle(t, { title, translation_key: null })).join(', '),
                  })}
                </option>
              )
            })}
          </chakra.select>
          <Button
            variant="outline"
            onClick={() => send({ type: 'template.apply', template })}
            disabled={!ready}
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
      {failed && c.failure && (
        <HStack gap="3" flexWrap="wrap">
          <Text color="red.fg" role="alert" data-testid="kanban-error">
            {kanbanErrorText(t, c.failure)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'board.retry' })} data-testid="kanban-retry-button">
            {t('retry')}
          </Button>
        </HStack>
      )}
      {ready && view.cardMove && c.board && (
        <Board moveRef={view.cardMove} boardFailure={c.failure} users={c.users} boards={c.boards} boardId={c.board.id} send={send} />
      )}
      {c.form && (
        <CardFormDialog key={c.formKey} view={view} send={send} columns={moveColumns ?? c.board?.columns ?? []} />
      )}
    </PageFrame>
  )
}

interface BoardProps {
  moveRef: NonNullable<KanbanViewModel['cardMove']>
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
  const stable = useStableBoard()
  const board = useMemo(() => stable(withPendingMove(serverBoard, pending)), [serverBoard, pending, stable])
  const names = useMemo(() => new Map(users.map((u) => [u.id, u.name])), [users])
  const failure = moveFailure ?? boardFailure
  const empty = selectBoardIsEmpty(board)

  // A module-level getter: the same sensors on every render (new ones would re-render every card).
  const sensors = useDragSensors(columnCoordinates)
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
    <Stack gap="4" minW="0" css={BOARD_CSS}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Text as="h2" fontSize="xl" fontWeight="semibold" data-testid="kanban-board-title">
            {sampleText(t, board.title)}
          </Text>
          {board.description && (
            <Text color="fg.muted" fontSize="sm" data-testid="kanban-board-description">
              {sampleText(t, board.description)}
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
                {sampleText(t, b.title)}
              </option>
            ))}
          </chakra.select>
        )}
      </HStack>
      <Box aria-live="polite" minH="6">
        {moving && (
          <div className="kb-status" data-testid="kanban-moving-indicator">
            <span className="kb-spinner" />
            <span className="kb-status-text">{t('moving')}</span>
          </div>
        )}
        {refusedCard && (
          <Text color="orange.fg" fontSize="sm" data-testid="kanban-move-refused">
            {t('moveRefused', { title: refusedCard.title })}
          </Text>
        )}
      </Box>
      {empty && (
        <Text fontSize="sm" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" data-testid="kanban-empty-board-hint">
          {t('emptyBoard')}
        </Text>
      )}
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
        id={DND_ID}
        sensors={sensors}
        collisionDetection={rectIntersection}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4" data-testid="kanban-board">
          {board.columns.map((column) => (
            <Column
              key={column.id}
              column={column}
              title={columnTitle(t, column)}
              names={names}
              movingId={moving ? (pending?.cardId ?? null) : null}
              t={t}
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
 * card does not show), and a column's object when it has the same cards in the same order: after
 * a move only the two columns involved render, and in them only the moved card.
 */
function useStableBoard(): (board: ApiKanbanBoard) => ApiKanbanBoard {
  const cards = useRef(new Map<number, ApiKanbanCard>())
  const columns = useRef(new Map<number, ApiKanbanColumn>())
  return useCallback((board: ApiKanbanBoard) => {
    const nextCards = new Map<number, ApiKanbanCard>()
    const nextColumns = new Map<number, ApiKanbanColumn>()
    const same = (a: ApiKanbanCard, b: ApiKanbanCard) =>
      a.title === b.title && a.description === b.description && a.priority === b.priority && a.assignee_id === b.assignee_id && a.column_id === b.column_id && a.due_date === b.due_date && a.updated_at === b.updated_at
    const kept = board.columns.map((column) => {
      const list = column.cards.map((card) => {
        const old = cards.current.get(card.id)
        const card2 = old && same(old, card) ? old : card
        nextCards.set(card.id, card2)
        return card2
      })
      const old = columns.current.get(column.id)
      const unchanged =
        old !== undefined &&
        old.title === column.title &&
        old.translation_key === column.translation_key &&
        old.cards.length === list.length &&
        old.cards.every((card, i) => card === list[i])
      const column2 = unchanged ? old : { ...column, cards: list }
      nextColumns.set(column.id, column2)
      return column2
    })
    cards.current = nextCards
    columns.current = nextColumns
    return { ...board, columns: kept }
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
  t: TFunction
  onAdd: (columnId: number) => void
  onEdit: (card: ApiKanbanCard) => void
  onDelete: (id: number) => void
}

/** A column: renders when its cards, its title or the moving card change, not on drag frames (DroppableColumn takes those). */
const Column = memo(function Column({ column, title, names, movingId, t, onAdd, onEdit, onDelete }: ColumnProps) {
  return (
    <DroppableColumn id={column.id} label={t('columnAria', { title, count: column.cards.length })} columnKey={column.translation_key}>
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
            t={t}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
        {column.cards.length === 0 && (
          <Text className="kb-empty" color="fg.muted" fontSize="sm" textAlign="center" py="4" data-testid={`kanban-column-empty-${column.id}`}>
            {t('emptyColumn')}
          </Text>
        )}
      </Stack>
    </DroppableColumn>
  )
})

/**
 * The dnd-kit drop target: re-renders on every drag frame (it reads dnd-kit's context), so it is a
 * plain element (no Chakra style resolution per frame) whose children are the Column's elements,
 * unchanged between frames, so React skips them.
 */
function DroppableColumn({ id, label, columnKey, children }: { id: number; label: string; columnKey: string | null; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `column-${id}` })
  return (
    <section
      ref={setNodeRef}
      className="kb-column"
      aria-label={label}
      data-over={isOver || undefined}
      data-testid={`kanban-column-${id}`}
      data-column-key={columnKey ?? undefined}
    >
      {children}
    </section>
  )
}

interface CardProps {
  card: ApiKanbanCard
  assignee: string | null
  moving: boolean
  t: TFunction
  onEdit: (card: ApiKanbanCard) => void
  onDelete: (id: number) => void
}

interface DragState {
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
  transform: ReturnType<typeof useDraggable>['transform']
  isDragging: boolean
}

/** What an unarmed card's handle says (dnd-kit's own attributes once armed; the description id follows DndContext's `id`). */
const IDLE_HANDLE_ATTRIBUTES: DraggableAttributes = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-pressed': undefined,
  'aria-roledescription': 'draggable',
  'aria-describedby': DND_ID,
}

/**
 * A card in its column. dnd-kit re-renders every `useDraggable` on each drag frame (pick-up,
 * every arrow, drop): with 200 cards that was most of a move's main-thread time. So a card is
 * draggable only while it is armed: hovered, pressed, focused, dragging or just moved (dnd-kit
 * gives the focus back to it after a keyboard drop). The hook lives in DragBinding, which
 * renders nothing, so arming keeps the card's DOM (and the focus) as it is; a press on an
 * unarmed card (touch has no hover) arms it synchronously in the capture phase, before the
 * bubbling pointerdown reaches dnd-kit's listener.
 *
 * A card never disarms while a press on it lasts (pointerdown to pointerup or pointercancel):
 * disarming unmounts the useDraggable, which takes the card out of dnd-kit's draggable nodes
 * while its sensor is starting the drag, and the drag then never renders (nothing moves, the
 * drop does nothing). A pointerleave can come during a press without the pointer leaving the
 * card: right after a drop, Chromium's first move after the next press reported the pointer
 * over the card that had just been dropped, where that card had been drawn during the drag
 * (its pointerout/pointerover to that card came and went at the same coordinates), and the
 * pressed card disarmed. A real press that slides off the card's edge within the 5 px before
 * the drag starts did the same.
 */
const DraggableCard = memo(function DraggableCard(props: CardProps) {
  const { card, moving } = props
  const [armed, setArmed] = useState(moving)
  const [drag, setDrag] = useState<DragState | null>(null)
  const node = useRef<HTMLDivElement>(null)
  const handle = useRef<HTMLButtonElement>(null)
  const arm = useCallback(() => setArmed(true), [])
  // True from a pointerdown on the card until that pointer is released or cancelled (anywhere).
  const pressed = useRef(false)
  const press = useCallback(() => {
    pressed.current = true
    const release = () => {
      pressed.current = false
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
    }
    window.addEventListener('pointerup', release, true)
    window.addEventListener('pointercancel', release, true)
  }, [])
  const pressAndArm = useCallback(() => {
    press()
    flushSync(() => setArmed(true))
  }, [press])
  const dragging = drag?.isDragging ?? false
  const disarm = useCallback(() => {
    const el = node.current
    if (dragging || pressed.current || !el || el.contains(document.activeElement) || el.matches(':hover')) return
    setArmed(false)
  }, [dragging])
  const transform = drag?.transform ?? null
  // content-visibility: a 200-card board lays out and paints only the cards on screen.
  const style: CSSProperties = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10, position: 'relative', touchAction: 'none' }
    : IDLE_CARD_STYLE
  return (
    <div
      ref={node}
      style={style}
      onPointerEnter={armed ? undefined : arm}
      onPointerDownCapture={armed ? press : pressAndArm}
      onFocusCapture={armed ? undefined : arm}
      onPointerLeave={armed ? disarm : undefined}
      onBlur={armed ? () => setTimeout(disarm) : undefined}
      onPointerDown={drag?.listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
      className="kanban-card"
      data-testid={`kanban-card-${card.id}`}
      data-dragging={dragging || undefined}
      data-moving={moving || undefined}
    >
      {armed && <DragBinding id={card.id} node={node} handle={handle} onChange={setDrag} />}
      <CardBody
        {...props}
        attributes={drag?.attributes ?? IDLE_HANDLE_ATTRIBUTES}
        onHandleKeyDown={drag?.listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
        handleRef={handle}
      />
    </div>
  )
})

/** dnd-kit's draggable for an armed card, wired to the card's elements; reports its state to the card when it changes. */
function DragBinding({
  id,
  node,
  handle,
  onChange,
}: {
  id: number
  node: RefObject<HTMLDivElement | null>
  handle: RefObject<HTMLButtonElement | null>
  onChange: (state: DragState | null) => void
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({ id })
  // After every render, not once: a card that mounts armed (a card just moved, in its new column)
  // runs this before React has attached the card's own refs (a parent's refs come after its
  // children's layout effects), which left dnd-kit without the card's node (no measured rect: the
  // arrows did nothing). The re-render that onChange causes right after the mount sets them.
  useLayoutEffect(() => {
    setNodeRef(node.current)
    setActivatorNodeRef(handle.current)
  })
  useLayoutEffect(() => onChange({ attributes, listeners, transform, isDragging }), [onChange, attributes, listeners, transform, isDragging])
  useLayoutEffect(() => () => onChange(null), [onChange])
  return null
}

interface CardBodyProps extends CardProps {
  attributes: DraggableAttributes
  onHandleKeyDown: KeyboardEventHandler<HTMLButtonElement> | undefined
  handleRef: RefObject<HTMLButtonElement | null>
}

/** The card itself: plain elements styled by BOARD_CSS (see lineIcon for why not Chakra components). */
const CardBody = memo(function CardBody({ card, assignee, moving, t, onEdit, onDelete, attributes, onHandleKeyDown, handleRef }: CardBodyProps) {
  return (
    <article className="kb-card" aria-label={card.title}>
      <div className="kb-head">
        <div className="kb-lead">
          <button
            type="button"
            ref={handleRef}
            className="kb-button kb-handle"
            aria-label={t('dragHandle', { title: card.title })}
            {...attributes}
            onKeyDown={onHandleKeyDown}
            data-testid={`kanban-card-handle-${card.id}`}
          >
            {GRIP_ICON}
          </button>
          <p className="kb-title" data-testid={`kanban-card-title-${card.id}`}>
            {card.title}
          </p>
        </div>
        <div className="kb-actions" data-card-actions="">
          <button type="button" className="kb-button" aria-label={t('edit', { title: card.title })} onClick={() => onEdit(card)} data-testid={`kanban-card-edit-button-${card.id}`}>
            {EDIT_ICON}
          </button>
          <button
            type="button"
            className="kb-button"
            data-danger=""
            aria-label={t('delete', { title: card.title })}
            onClick={() => onDelete(card.id)}
            data-testid={`kanban-card-delete-button-${card.id}`}
          >
            {TRASH_ICON}
          </button>
        </div>
      </div>
      {card.description && (
        <p className="kb-description" data-testid={`kanban-card-description-${card.id}`}>
          {card.description}
        </p>
      )}
      <div className="kb-foot">
        <div className="kb-priority" data-testid={`kanban-card-priority-${card.id}`} data-priority={card.priority}>
          <span className="kb-dot" aria-hidden="true" />
          <span className="kb-badge">{t(`priorities.${card.priority}`)}</span>
        </div>
        <p className="kb-assignee" data-testid={`kanban-card-assignee-${card.id}`}>
          {assignee ?? t('unassigned')}
        </p>
      </div>
      {moving && (
        <div className="kb-status kb-card-status" role="status" data-testid={`kanban-card-spinner-${card.id}`}>
          <span className="kb-spinner" />
          <span className="kb-status-text">{t('moving')}</span>
        </div>
      )}
    </article>
  )
})

function CardFormDialog({ view, send, columns }: { view: KanbanViewModel; send: Send; columns: ApiKanbanColumn[] }) {
  const { t } = useTranslation('kanban')
  const form = view.context.form!
  const v = form.values
  const saving = view.saving
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
      <MachineForm
        id={formId}
        onKeyDown={enterSubmitsForm}
        onSubmit={() => send({ type: 'form.submit' })}
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
            options={[{ value: '', label: t('form.noAssignee') }, ...view.context.users.map((u) => ({ value: String(u.id), label: u.name }))]}
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
      </MachineForm>
    </AppDialog>
  )
}
