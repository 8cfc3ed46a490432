/**
 * The ISTQB state table: one row per state, one column per event; a cell lists the transitions
 * (target [guard] / actions, each label followed by its id); an invalid transition is an empty cell marked "invalid" with a
 * hatched background (text and pattern, not colour alone); counts above the table.
 */
import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { columnLabel, type StateTable, type TableCell } from '@machines/lab/analysis'
import { actionWords, eventWords, guardWords } from './event-words'
import type { Model } from './lab-data'
import { stateWords } from './labels'
import { WithId } from './with-id'

const Th = chakra('th')
const Td = chakra('td')

function Cell({ cell, model }: { cell: TableCell; model: Model }) {
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
            <chakra.span fontWeight="semibold">{e.targets.length > 0 ? `→ ${e.targets.map((target) => stateWords(t, model, target)).join(', ')}` : t('table.stays')}</chakra.span>
            {e.targets.length > 0 && (
              <chakra.code htmlTranslate="no" display="block" fontFamily="mono" fontSize="xs" color="fg.muted" bg="transparent" p="0">
                {e.targets.join(', ')}
              </chakra.code>
            )}
            {e.guard && (
              <chakra.span>
                {' '}
                [<WithId label={guardWords(t, e.guard)} id={e.guard} />]
              </chakra.span>
            )}
            {e.actions.length > 0 && (
              <chakra.span color="fg.muted" data-actions={e.actions.join(' ')}>
                {' / '}
                {e.actions.map((action, i) => (
                  <chakra.span key={`${action} ${i}`}>
                    {i > 0 && ', '}
                    <WithId label={actionWords(t, action)} id={action} />
                  </chakra.span>
                ))}
              </chakra.span>
            )}
            {e.inherited && (
              <chakra.span display="block" fontSize="xs" color="fg.muted">
                {t('table.inherited', { source: stateWords(t, model, e.source) })}
              </chakra.span>
            )}
          </Box>
        ))}
      </Stack>
    </Td>
  )
}

/** The caption that says the table scrolls sideways (with the shadows on the scrolling box). */
export function ScrollHint({ id }: { id: string }) {
  const { t } = useTranslation('lab')
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" id={id} data-testid={id}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M3 12h18" />
      </svg>
      <Text as="span">{t('table.scrollHint')}</Text>
    </HStack>
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
      <ScrollHint id="lab-table-scroll-hint" />
      <Box
        overflowX="auto"
        maxW="100%"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-label={t('table.caption', { title })}
        aria-describedby="lab-table-scroll-hint"
        data-testid="lab-table-scroll"
        // Scroll shadows (the classic background-attachment trick): a shade on the side that has more columns.
        css={{
          backgroundImage:
            'linear-gradient(to right, var(--chakra-colors-bg), var(--chakra-colors-bg)), linear-gradient(to right, var(--chakra-colors-bg), var(--chakra-colors-bg)), linear-gradient(to right, rgba(0,0,0,0.22), rgba(0,0,0,0)), linear-gradient(to left, rgba(0,0,0,0.22), rgba(0,0,0,0))',
          backgroundPosition: 'left center, right center, left center, right center',
          backgroundRepeat: 'no-repeat',
          backgroundSize: '24px 100%, 24px 100%, 14px 100%, 14px 100%',
          backgroundAttachment: 'local, local, scroll, scroll',
        }}
      >
        <chakra.table fontSize="xs" borderCollapse="collapse" data-testid="lab-table" css={{ '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '6px 8px', verticalAlign: 'top', textAlign: 'start', minWidth: '120px' } }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('table.caption', { title })}</caption>
          <thead>
            <tr>
              <Th scope="col" bg="bg.subtle" position="sticky" left="0" zIndex="1" boxShadow="4px 0 6px -4px var(--chakra-colors-border-emphasized)">
                {t('table.state')}
              </Th>
              {table.columns.map((c) => (
                <Th scope="col" key={c.eventType} bg="bg.subtle" data-event-type={c.eventType}>
                  <chakra.span display="block">{eventWords(t, model.machine, c.eventType === '(always)' ? '' : c.eventType)}</chakra.span>
                  <chakra.code htmlTranslate="no" fontFamily="mono" fontWeight="normal" fontSize="xs" color="fg.muted" bg="transparent" p="0">
                    {columnLabel(c)}
                  </chakra.code>
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.state} data-testid={`lab-table-row-${row.state}`} data-type={row.type}>
                <Th scope="row" bg="bg" position="sticky" left="0" zIndex="1" boxShadow="4px 0 6px -4px var(--chakra-colors-border-emphasized)">
                  <WithId label={stateWords(t, model, row.state)} id={row.state} block />
                  {(row.type !== 'atomic' || row.transient) && (
                    <chakra.span display="block" fontFamily="body" fontWeight="normal" color="fg.muted">
                      {[row.type !== 'atomic' ? t(`table.types.${row.type}`) : null, row.transient ? t('table.transient') : null].filter(Boolean).join(', ')}
                    </chakra.span>
                  )}
                </Th>
                {row.cells.map((cell) => (
                  <Cell key={cell.eventType} cell={cell} model={model} />
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Stack>
  )
}
