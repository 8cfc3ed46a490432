/**
 * The ISTQB state table: one row per state, one column per event; a cell lists the transitions
 * (target [guard] / actions); an invalid transition is an empty cell marked "invalid" with a
 * hatched background (text and pattern, not colour alone); counts above the table.
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { columnLabel, type StateTable, type TableCell } from '../../../machines/lab/analysis'
import { eventWords } from './event-words'
import type { Model } from './lab-data'

const Th = chakra('th')
const Td = chakra('td')

function Cell({ cell }: { cell: TableCell }) {
  const { t } = useTranslation('lab')
  if (cell.status === 'invalid')
    return (
      <Td
        data-status="invalid"
        fontStyle="italic"
        color="fg.muted"
        css={{ backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, var(--chakra-colors-border) 6px 7px)' }}
      >
        {t('table.invalid')}
      </Td>
    )
  if (cell.status === 'none')
    return (
      <Td data-status="none" color="fg.subtle">
        {t('table.none')}
      </Td>
    )
  return (
    <Td data-status="valid">
      <Stack gap="1">
        {cell.entries.map((e) => (
          <Box key={e.key} data-transition={e.key}>
            <chakra.span fontWeight="semibold">{e.targets.length > 0 ? `→ ${e.targets.join(', ')}` : t('table.stays')}</chakra.span>
            {e.guard && <chakra.span> [{e.guard}]</chakra.span>}
            {e.actions.length > 0 && <chakra.span color="fg.muted"> / {e.actions.join(', ')}</chakra.span>}
            {e.inherited && (
              <chakra.span display="block" fontSize="xs" color="fg.muted">
                {t('table.inherited', { source: e.source || '(root)' })}
              </chakra.span>
            )}
          </Box>
        ))}
      </Stack>
    </Td>
  )
}

export function TableView({ model, title, table }: { model: Model; title: string; table: StateTable }) {
  const { t } = useTranslation('lab')
  if (table.rows.length === 0)
    return (
      <Text color="fg.muted" data-testid="lab-table-empty">
        {t('table.empty')}
      </Text>
    )
  return (
    <Stack gap="3" data-testid="lab-table-section">
      <Text color="fg.muted" fontSize="sm">
        {t('table.intro')}
      </Text>
      <Text fontWeight="semibold" data-testid="lab-table-counts" data-states={table.rows.length} data-valid={table.valid} data-invalid={table.invalid}>
        {t('table.counts', { states: table.rows.length, valid: table.valid, invalid: table.invalid })}
      </Text>
      <Box overflowX="auto" maxW="100%" borderWidth="1px" borderColor="border" rounded="md" tabIndex={0} role="region" aria-label={t('table.caption', { title })} data-testid="lab-table-scroll">
        <chakra.table fontSize="xs" borderCollapse="collapse" data-testid="lab-table" css={{ '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '6px 8px', verticalAlign: 'top', textAlign: 'start', minWidth: '120px' } }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('table.caption', { title })}</caption>
          <thead>
            <tr>
              <Th scope="col" bg="bg.subtle" position="sticky" left="0" zIndex="1">
                {t('table.state')}
              </Th>
              {table.columns.map((c) => (
                <Th scope="col" key={c.eventType} bg="bg.subtle" data-event-type={c.eventType}>
                  <chakra.span htmlTranslate="no" fontFamily="mono" display="block">
                    {columnLabel(c)}
                  </chakra.span>
                  <chakra.span fontWeight="normal" color="fg.muted">
                    {eventWords(t, model.machine, c.eventType === '(always)' ? '' : c.eventType)}
                  </chakra.span>
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.state} data-testid={`lab-table-row-${row.state}`} data-type={row.type}>
                <Th htmlTranslate="no" scope="row" bg="bg" position="sticky" left="0" zIndex="1" fontFamily="mono">
                  {row.state}
                  {(row.type !== 'atomic' || row.transient) && (
                    <chakra.span display="block" fontFamily="body" fontWeight="normal" color="fg.muted">
                      {[row.type !== 'atomic' ? t(`table.types.${row.type}`) : null, row.transient ? t('table.transient') : null].filter(Boolean).join(', ')}
                    </chakra.span>
                  )}
                </Th>
                {row.cells.map((cell) => (
                  <Cell key={cell.eventType} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Stack>
  )
}
