/**
 * The data table of the component playground: binds the data-table machine (filter, sort,
 * pages, inline edit, delete, reset) and renders the current page.
 */
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react'
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/ui/form'
import {
  sampleRows,
  TABLE_COLUMNS,
  dataTableMachine,
  draftErrors,
  draftValid,
  tableView,
  type DataTableEvent,
  type RowDraft,
  type RowStatus,
  type TableColumn,
  type TableRow,
  type DataTableViewModel,
  selectDataTableView,
} from '@machines/playground/playground-table.machine'
import { i18n } from '@/i18n'
import { notify } from '@/ui/toaster'
import { PlaygroundSection } from './section'

const ct = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'components', ...options })
const STATUSES: readonly RowStatus[] = ['active', 'inactive']

export function DataTableSection() {
  const actorRef = useActorRef(
    dataTableMachine.provide({
      actions: {
        notifyDeleted: (_, { name }) => notify('error', ct('table.toasts.deleted'), ct('table.toasts.deletedDescription', { name })),
        notifySaved: (_, { name }) => notify('success', ct('table.toasts.saved'), ct('table.toasts.savedDescription', { name })),
      },
    }),
    // The language the section opens in decides its sample rows (Korean names on a Korean screen).
    { input: { rows: [...sampleRows(i18n.language)] } },
  )
  const selected = useSelector(actorRef, selectDataTableView, shallowEqual)
  return <DataTableView selected={selected} send={actorRef.send} />
}

function SortHeader({ column, sort, disabled, onSort }: { column: TableColumn; sort: { column: TableColumn; direction: 'asc' | 'desc' } | null; disabled: boolean; onSort: () => void }) {
  const { t } = useTranslation('components')
  const direction = sort?.column === column ? sort.direction : null
  return (
    <Table.ColumnHeader aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} data-testid={`playground-table-header-${column}`} px="2">
      <Button variant="ghost" size="sm" px="2" disabled={disabled} data-testid={`playground-table-sort-${column}`} data-direction={direction ?? 'none'} onClick={onSort}>
        {t(`table.columns.${column}`)}
        <Box as="span" aria-hidden="true" color={direction ? 'fg' : 'fg.subtle'} fontSize="xs">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  )
}

function EditingCells({ draft, name, send }: { draft: RowDraft; name: string; send: (e: DataTableEvent) => void }) {
  const { t } = useTranslation('components')
  const errors = draftErrors(draft)
  const valid = draftValid(draft)
  return (
    <>
      <Table.Cell>
        <Field.Root invalid={errors.name !== undefined} required>
          <Input type="text" size="sm" aria-label={t('table.nameInput', { id: draft.id })} value={draft.name} data-testid={`playground-table-row-${draft.id}-name-input`} onChange={(e) => send({ type: 'draft.change', field: 'name', value: e.currentTarget.value })} />
          <Field.ErrorText data-testid={`playground-table-row-${draft.id}-name-error`}>{errors.name ? t(`table.errors.${errors.name}`) : null}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <Field.Root invalid={errors.email !== undefined} required>
          <Input size="sm" type="email" aria-label={t('table.emailInput', { id: draft.id })} value={draft.email} data-testid={`playground-table-row-${draft.id}-email-input`} onChange={(e) => send({ type: 'draft.change', field: 'email', value: e.currentTarget.value })} />
          <Field.ErrorText data-testid={`playground-table-row-${draft.id}-email-error`}>{errors.email ? t(`table.errors.${errors.email}`) : null}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t('table.statusInput', { id: draft.id })} value={draft.status} data-testid={`playground-table-row-${draft.id}-status-select`} onChange={(e) => send({ type: 'draft.status', status: e.currentTarget.value as RowStatus })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`table.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Button size="xs" colorPalette="teal" disabled={!valid} aria-label={t('table.saveAria', { name })} data-testid={`playground-table-save-${draft.id}`} onClick={() => send({ type: 'edit.save' })}>
            {t('table.save')}
          </Button>
          <Button size="xs" variant="outline" aria-label={t('table.cancelAria', { name })} data-testid={`playground-table-cancel-${draft.id}`} onClick={() => send({ type: 'edit.cancel' })}>
            {t('table.cancel')}
          </Button>
        </HStack>
      </Table.Cell>
    </>
  )
}

function RowCells({ row, locked, send }: { row: TableRow; locked: boolean; send: (e: DataTableEvent) => void }) {
  const { t } = useTranslation('components')
  return (
    <>
      <Table.Cell data-testid={`playground-table-row-${row.id}-name`}>{row.name}</Table.Cell>
      <Table.Cell data-testid={`playground-table-row-${row.id}-email`}>{row.email}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={row.status === 'active' ? 'green' : 'gray'} data-testid={`playground-table-row-${row.id}-status`} data-status={row.status}>
          {t(`table.status.${row.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Button size="xs" variant="outline" disabled={locked} aria-label={t('table.editAria', { name: row.name })} data-testid={`playground-table-edit-${row.id}`} onClick={() => send({ type: 'row.edit', id: row.id })}>
            {t('table.edit')}
          </Button>
          <Button size="xs" colorPalette="red" variant="outline" disabled={locked} aria-label={t('table.deleteAria', { name: row.name })} data-testid={`playground-table-delete-${row.id}`} onClick={() => send({ type: 'row.delete', id: row.id })}>
            {t('table.delete')}
          </Button>
        </HStack>
      </Table.Cell>
    </>
  )
}

function DataTableView({ selected, send }: { selected: DataTableViewModel; send: (e: DataTableEvent) => void }) {
  const { t } = useTranslation('components')
  const { context: c, editing } = selected
  const view = tableView(c)
  return (
    <PlaygroundSection id="table" title={t('sections.table')}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Box maxW="sm" flex="1" minW="40">
          <FormField label={t('table.filter')} testId="playground-table-filter" disabled={editing}>
            <Input type="search" placeholder={t('table.filterPlaceholder')} value={c.filter} data-testid="playground-table-filter" onChange={(e) => send({ type: 'filter.change', value: e.currentTarget.value })} />
          </FormField>
        </Box>
        <Button size="sm" variant="outline" disabled={editing} data-testid="playground-table-reset" onClick={() => send({ type: 'table.reset' })}>
          {t('table.reset')}
        </Button>
      </HStack>
      {editing && (
        <Text fontSize="sm" color="fg.muted" data-testid="playground-table-editing-note">
          {t('table.editingNote')}
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" aria-label={t('table.aria')} data-testid="playground-table" data-state={selected.state}>
          <Table.Header>
            <Table.Row>
              {TABLE_COLUMNS.map((column) => (
                <SortHeader key={column} column={column} sort={c.sort} disabled={editing} onSort={() => send({ type: 'sort.toggle', column })} />
              ))}
              <Table.ColumnHeader>{t('table.columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.rows.map((row) => (
              <Table.Row key={row.id} data-testid={`playground-table-row-${row.id}`} data-editing={c.draft?.id === row.id || undefined}>
                <Table.Cell data-testid={`playground-table-row-${row.id}-id`}>{row.id}</Table.Cell>
                {c.draft?.id === row.id ? <EditingCells draft={c.draft} name={row.name} send={send} /> : <RowCells row={row} locked={editing} send={send} />}
              </Table.Row>
            ))}
            {view.rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5} textAlign="center" color="fg.muted" py="6" data-testid="playground-table-empty">
                  {t('table.empty')}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="nav" aria-label={t('table.pagination')} direction="row" align="center" justify="space-between" gap="3">
        <Button size="sm" variant="outline" disabled={editing || !view.hasPrevious} data-testid="playground-table-prev" onClick={() => send({ type: 'page.previous' })}>
          <span aria-hidden="true">←</span> {t('table.previous')}
        </Button>
        <Text fontSize="sm" aria-live="polite" data-testid="playground-table-page-info">
          {t('table.pageInfo', { page: view.page, pages: view.pages })}
        </Text>
        <Button size="sm" variant="outline" disabled={editing || !view.hasNext} data-testid="playground-table-next" onClick={() => send({ type: 'page.next' })}>
          {t('table.next')} <span aria-hidden="true">→</span>
        </Button>
      </Stack>
    </PlaygroundSection>
  )
}
