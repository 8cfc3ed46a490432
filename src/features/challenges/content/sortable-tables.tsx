/**
 * the-internet "Sortable Data Tables": two tables of the same kind of seeded data, sortable by a
 * click on a header (aria-sort tells the state). The first has an id, column classes and test
 * ids; the second deliberately has none, so a test must find it by its caption and columns by
 * header text. The task (sort the second table by Due, largest first) solves it; "Due" is
 * money text, so a string sort is wrong.
 */
import { Box, chakra, Link, Stack, Table, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { tableSortMachine } from '@machines/challenges/challenge-table-sort.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { useSolved } from './answer-form'
import { CLASS, people, SORT_COLUMNS, type Column, type Person } from '@machines/challenges/content-seeds'
import { ChallengeGoalLine } from '../goal-line'

const money = (n: number) => `$${n.toFixed(2)}`

function sortRows(rows: Person[], column: Column | null, direction: 'ascending' | 'descending' | null): Person[] {
  if (!column || !direction) return rows
  const sign = direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = a[column]
    const y = b[column]
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return c === 0 ? a.id - b.id : c * sign
  })
}

function SortTable({ actor, rows, marked, caption }: { actor: ActorRefFrom<typeof tableSortMachine>; rows: Person[]; marked: boolean; caption: string }) {
  const { t } = useTranslation('ch-content')
  const { column, direction } = useSelector(actor, (s) => s.context)
  const sorted = sortRows(rows, column as Column | null, direction)
  const m = <T extends object>(attrs: T) => (marked ? attrs : {})
  return (
    <Box overflowX="auto" maxW="100%">
      <Table.Root size="sm" {...m({ id: 'table1', className: 'tablesorter', 'data-testid': 'challenge-sortable-tables-table1' })}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="bold" fontSize="md" mt="0" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {SORT_COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} aria-sort={column === c && direction ? direction : 'none'} {...m({ className: `header ${CLASS[c]}` })}>
                <chakra.button
                  type="button"
                  fontWeight="semibold"
                  cursor="pointer"
                  textDecoration="underline"
                  onClick={() => actor.send({ type: 'sort.by', column: c })}
                  {...m({ 'data-testid': `challenge-sortable-tables-table1-sort-${c}` })}
                >
                  {t(`sortable-tables.ui.col.${c}`)}
                </chakra.button>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('sortable-tables.ui.col.action')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell {...m({ className: CLASS.last })}>{p.last}</Table.Cell>
              <Table.Cell {...m({ className: CLASS.first })}>{p.first}</Table.Cell>
              <Table.Cell {...m({ className: CLASS.email })}>{p.email}</Table.Cell>
              <Table.Cell {...m({ className: CLASS.due })}>{money(p.due)}</Table.Cell>
              <Table.Cell {...m({ className: CLASS.web })}>{p.web}</Table.Cell>
              <Table.Cell {...m({ className: 'action' })} whiteSpace="nowrap">
                <Link href={`#edit-${p.id}`} aria-label={t('sortable-tables.ui.edit', { name: `${p.first} ${p.last}` })}>
                  {t('sortable-tables.ui.editShort')}
                </Link>{' '}
                <Link href={`#delete-${p.id}`} aria-label={t('sortable-tables.ui.delete', { name: `${p.first} ${p.last}` })}>
                  {t('sortable-tables.ui.deleteShort')}
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

export default function SortableTables({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const rows1 = useMemo(() => people(seed, 'table1'), [seed])
  const rows2 = useMemo(() => people(seed, 'table2'), [seed])
  const first = useActorRef(tableSortMachine, { input: { goal: null } })
  const second = useActorRef(tableSortMachine, { input: { goal: { column: 'due' } } })
  const solved = useSelector(second, (s) => s.hasTag('solved'))
  useSolved(solved, onSolved)
  return (
    <Stack gap="6">
      <ChallengeGoalLine textTestId="challenge-sortable-tables-task" solved={solved}>
        {t('sortable-tables.ui.task')}
      </ChallengeGoalLine>
      <SortTable actor={first} rows={rows1} marked caption={t('sortable-tables.ui.example1')} />
      <SortTable actor={second} rows={rows2} marked={false} caption={t('sortable-tables.ui.example2')} />
      <Text role="status" data-testid="challenge-sortable-tables-status" color={solved ? 'green.fg' : 'fg.muted'}>
        {solved ? t('sortable-tables.ui.done') : t('sortable-tables.ui.notYet')}
      </Text>
    </Stack>
  )
}
