import { Alert, Badge, Box, Button, Group, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { TODO_LIMITS, TODO_PRIORITY_VALUES } from '@machines/shared/contracts-everyday'
import type { ListEvent, ListViewModel } from '@machines/shared/list.machine'
import { pageCount } from '@machines/shared/list.machine'
import { dueState, type DueState, type Todo } from '@machines/todos/todo'
import { TODO_STATUS_FILTERS, type TodoFilters } from '@machines/todos/todo-list.machine'
import { todoFormErrors, todoSubmitEnabled, type TodoField, type TodosEvent, type TodosViewModel } from '@machines/todos/todos.machine'
import { toLanguage } from '@/i18n'
import { formatDate } from '@/lib/format-date'
import { AppDialog } from '@/ui/app-dialog'
import { FailureAlertContent } from '@/ui/failure-alert'
import { failureMessage } from '@/ui/failure-text'
import { enterSubmitsForm, SelectField, SubmitHint, TextField } from '@/ui/form'
import { PageFrame } from '@/ui/page-frame'
import { TODOS_GUIDE_TEST_IDS } from '../module-test-ids'
import { MachineForm } from '@/ui/machine-form'



/** Row colours by due state (docs/spec/2-everyday-modules.md §9), with a text badge so colour is not the only signal. */
const DUE_STYLE: Record<DueState, { palette: string }> = {
  overdue: { palette: 'red' },
  today: { palette: 'orange' },
  soon: { palette: 'yellow' },
}

const PRIORITY_PALETTE = { low: 'gray', medium: 'blue', high: 'purple' } as const

export interface TodosViewProps {
  list: ListViewModel<Todo, TodoFilters>
  sendList: (event: ListEvent<TodoFilters>) => void
  todos: TodosViewModel
  send: (event: TodosEvent) => void
  /** The sandbox time (due colours). */
  now: number
}

export function TodosView({ list, sendList, todos, send, now }: TodosViewProps) {
  const { t, i18n } = useTranslation('todos')
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language)
  const { items, filters, page, failure: listFailure } = list.context
  const listBusy = list.loading
  const last = pageCount(list.context)
  const { stats, targetId } = todos.context
  const { action, busy, removing, confirmingDelete } = todos
  const counts = { all: stats?.total, incomplete: stats?.pending, completed: stats?.completed }
  const target = targetId === null ? null : (items.find((i) => i.id === targetId) ?? null)

  const retry = () => {
    sendList({ type: 'list.reload' })
    send({ type: 'stats.reload' })
  }

  return (
    <PageFrame
      ns="todos"
      screen="todos"
      title={t('title')}
      subtitle={t('subtitle')}
      guideTestIds={TODOS_GUIDE_TEST_IDS}
      maxW="4xl"
      dataAttrs={{ 'data-state': action, 'data-list-state': list.state }}
      actions={
        <Button colorPalette="teal" onClick={() => send({ type: 'form.open' })} disabled={busy} aria-haspopup="dialog" data-testid="todos-add-button">
          {t('add')}
        </Button>
      }
    >
      <HStack justify="space-between" gap="2" flexWrap="wrap">
      <Group attached={false} gap="2" flexWrap="wrap" role="group" aria-label={t('filters.label')} data-testid="todos-filters">
        {TODO_STATUS_FILTERS.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={filters.status === status ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-pressed={filters.status === status}
            onClick={() => sendList({ type: 'list.filter', filters: { status } })}
            data-testid={`todos-filter-${status}`}
          >
            {t(`filters.${status}`)}
            <Badge variant="subtle" colorPalette="gray" ms="1" data-testid={`todos-filter-${status}-count`}>
              {counts[status] ?? '–'}
            </Badge>
          </Button>
        ))}
      </Group>
        <Button size="sm" variant="ghost" onClick={() => sendList({ type: 'list.reload' })} disabled={listBusy} data-testid="todos-refresh-button">
          {t('refresh')}
        </Button>
      </HStack>

      {todos.statsFailed && (
        <HStack gap="2" flexWrap="wrap" role="status" data-testid="todos-stats-error">
          <Text fontSize="sm" color="fg.muted">
            {t('statsFailed')}
          </Text>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'stats.reload' })} data-testid="todos-stats-retry-button">
            {t('retryCounts')}
          </Button>
        </HStack>
      )}
      {listFailure && (
        <Alert.Root status="error" role="alert" data-testid="todos-error">
          <Alert.Indicator />
          <FailureAlertContent failure={failureMessage(t, listFailure, t('errors.fetch'))} titleTestId="todos-error-text" detailTestId="todos-error-detail" />
          <Button size="sm" variant="outline" colorPalette="red" onClick={retry} data-testid="todos-retry-button">
            {t('retry')}
          </Button>
        </Alert.Root>
      )}

      <Box position="relative" aria-busy={listBusy || undefined}>
        {listBusy && (
          <HStack gap="2" role="status" mb="3" data-testid="todos-loading">
            <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
            <Text color="fg.muted">{t('loading')}</Text>
          </HStack>
        )}
        {!listBusy && !listFailure && items.length === 0 && (
          <Text color="fg.muted" data-testid="todos-empty">
            {t(`empty.${filters.status}`)}
          </Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2" data-testid="todos-list" aria-label={t('listLabel')}>
          {items.map((todo) => (
            <TodoRow
              key={todo.id}
              todo={todo}
              due={dueState(todo, now)}
              removing={targetId === todo.id ? removing : null}
              pending={busy && targetId === todo.id}
              disabled={busy}
              language={language}
              send={send}
            />
          ))}
        </Stack>
      </Box>

      {/* Always there (disabled when there is nothing to page), so its ids exist even on an empty list. */}
      <HStack justify="space-between" gap="2" flexWrap="wrap" as="nav" aria-label={t('pagination.label')} data-testid="todos-pagination">
        <Button size="sm" variant="outline" disabled={page <= 1 || listBusy} onClick={() => sendList({ type: 'list.page', page: page - 1 })} data-testid="todos-page-prev">
          {t('pagination.previous')}
        </Button>
        <Text fontSize="sm" data-testid="todos-page-info" aria-live="polite">
          {t('pagination.info', { page, pages: last ?? page })}
        </Text>
        <Button size="sm" variant="outline" disabled={!list.context.more || listBusy} onClick={() => sendList({ type: 'list.page', page: page + 1 })} data-testid="todos-page-next">
          {t('pagination.next')}
        </Button>
      </HStack>

      <TodoFormDialog todos={todos} send={send} />

      <AppDialog
        open={confirmingDelete}
        onClose={() => send({ type: 'delete.cancel' })}
        role="alertdialog"
        title={t('delete.title')}
        testId="todos-delete-dialog"
        description={t('delete.text', { title: target?.title ?? '' })}
        cancel={{ label: t('delete.cancel'), testId: 'todos-delete-cancel', onClick: () => send({ type: 'delete.cancel' }) }}
        confirm={{ label: t('delete.confirm'), testId: 'todos-delete-confirm', palette: 'red', onClick: () => send({ type: 'delete.confirm' }) }}
      />
    </PageFrame>
  )
}

function TodoRow({ todo, due, removing, pending, disabled, language, send }: { todo: Todo; due: DueState | null; removing: 'fading' | 'deleting' | null; pending: boolean; disabled: boolean; language: 'en' | 'ko'; send: (e: TodosEvent) => void }) {
  const { t } = useTranslation('todos')
  const palette = due ? DUE_STYLE[due].palette : null
  return (
    <Box
      as="li"
      data-testid={`todo-item-${todo.id}`}
      data-completed={todo.completed}
      data-due={due ?? 'none'}
      data-state={removing ?? undefined}
      borderWidth="1px"
      borderStartWidth="4px"
      borderStartColor={palette ? `${palette}.solid` : todo.completed ? 'green.solid' : 'border'}
      bg={palette ? `${palette}.subtle` : 'bg.panel'}
      rounded="l2"
      px="3"
      py="2"
      opacity={removing ? 0 : 1}
      transition="opacity 300ms ease-out"
    >
      <Stack gap="2" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word" textDecoration={todo.completed ? 'line-through' : undefined} color={todo.completed ? 'fg.muted' : undefined} data-testid={`todo-title-${todo.id}`}>
              {todo.title}
            </Text>
            <Badge colorPalette={PRIORITY_PALETTE[todo.priority]} data-testid={`todo-priority-${todo.id}`}>
              {t(`priority.${todo.priority}`)}
            </Badge>
            {todo.completed && (
              <Badge colorPalette="green" data-testid={`todo-status-${todo.id}`}>
                {t('completedBadge')}
              </Badge>
            )}
            {due && (
              <Badge colorPalette={DUE_STYLE[due].palette} variant="solid" data-testid={`todo-due-badge-${todo.id}`}>
                {t(`due.${due}`)}
              </Badge>
            )}
          </HStack>
          {todo.description && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid={`todo-description-${todo.id}`}>
              {todo.description}
            </Text>
          )}
          {todo.dueDate && (
            <Text fontSize="xs" color="fg.muted" data-testid={`todo-due-${todo.id}`}>
              {t('dueOn', { date: formatDate(todo.dueDate, language) })}
            </Text>
          )}
        </Stack>
        <HStack gap="2" flexWrap="wrap" flexShrink={0}>
          <Button
            size="xs"
            colorPalette={todo.completed ? 'gray' : 'green'}
            variant={todo.completed ? 'outline' : 'solid'}
            onClick={() => send({ type: 'todo.toggle', id: todo.id })}
            disabled={disabled}
            loading={pending && !removing}
            aria-label={t(todo.completed ? 'actions.reopenAria' : 'actions.completeAria', { title: todo.title })}
            data-testid={`todo-toggle-button-${todo.id}`}
          >
            {t(todo.completed ? 'actions.reopen' : 'actions.complete')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => send({ type: 'form.edit', todo })}
            disabled={disabled}
            aria-haspopup="dialog"
            aria-label={t('actions.editAria', { title: todo.title })}
            data-testid={`todo-edit-button-${todo.id}`}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => send({ type: 'todo.delete', id: todo.id })}
            disabled={disabled}
            aria-label={t('actions.deleteAria', { title: todo.title })}
            data-testid={`todo-delete-button-${todo.id}`}
          >
            {t('actions.delete')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  )
}

function TodoFormDialog({ todos, send }: { todos: TodosViewModel; send: (e: TodosEvent) => void }) {
  const { t } = useTranslation('todos')
  const { form } = todos.context
  const { formOpen: open, saving } = todos
  const values = form?.values
  const errors = values ? todoFormErrors(values) : null
  const shown = (field: TodoField) => (form?.attempted && errors?.[field] ? t(`form.errors.${errors[field]}`, { min: TODO_LIMITS.titleMin, max: field === 'title' ? TODO_LIMITS.titleMax : TODO_LIMITS.descriptionMax }) : null)
  const enabled = values ? todoSubmitEnabled(values) : false
  const change = (field: TodoField) => (value: string) => send({ type: 'field.change', field, value })
  const editing = form?.id !== null && form?.id !== undefined
  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!saving) send({ type: 'form.cancel' })
      }}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      testId="todos-form-modal"
      closeLabel={t('form.close')}
      closeDisabled={saving}
      closeOnBackdrop={false}
      cancel={{ label: t('form.cancel'), testId: 'todos-form-cancel', onClick: () => send({ type: 'form.cancel' }), disabled: saving }}
      confirm={{ label: editing ? t('form.save') : t('form.create'), testId: 'todos-form-submit', form: 'todos-form', disabled: !enabled || saving, loading: saving, loadingText: t('form.saving') }}
    >
      {values && (
        <MachineForm
          column
          id="todos-form"
          aria-label={editing ? t('form.editTitle') : t('form.addTitle')}
          data-testid="todos-form"
          onKeyDown={enterSubmitsForm}
          onSubmit={() => {
            if (!saving) send({ type: 'form.submit' })
          }}
        >
          {form?.failure && (
            <Alert.Root status="error" role="alert" data-testid="todos-form-error">
              <Alert.Indicator />
              <FailureAlertContent failure={failureMessage(t, form.failure.code, t(`errors.${form.failure.operation}`))} />
            </Alert.Root>
          )}
          <TextField
            label={t('form.title')}
            testId="todos-title-input"
            value={values.title}
            required
            disabled={saving}
            error={shown('title')}
            onValueChange={change('title')}
            helper={t('form.titleHelper', { min: TODO_LIMITS.titleMin, max: TODO_LIMITS.titleMax })}
          />
          <TextField
            label={t('form.description')}
            testId="todos-description-input"
            value={values.description}
            multiline
            disabled={saving}
            error={shown('description')}
            onValueChange={change('description')}
            helper={t('form.descriptionHelper', { count: values.description.trim().length, max: TODO_LIMITS.descriptionMax })}
          />
          <SelectField
            label={t('form.priority')}
            testId="todos-priority-select"
            value={values.priority}
            onChange={change('priority')}
            disabled={saving}
            options={TODO_PRIORITY_VALUES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
          <TextField label={t('form.dueDate')} testId="todos-due-date-input" type="date" value={values.dueDate} disabled={saving} error={shown('dueDate')} onValueChange={change('dueDate')} />
          {!enabled && !saving && <SubmitHint id="todos-submit-hint" items={[t('form.hintItem', { min: TODO_LIMITS.titleMin })]} />}
        </MachineForm>
      )}
    </AppDialog>
  )
}
