/**
 * UI Test Automation Playground "Dynamic Table": a task-manager table built from divs with ARIA
 * roles (table, row, columnheader, rowheader, cell). Columns and rows are shuffled per seed and
 * the values are seeded; the yellow label states Chrome's CPU to compare with. Beyond the
 * reference, the form asks for another seeded cell, so only reading by header name solves it.
 */
import { Box, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { answerCheckMachine } from '@machines/challenges/challenge-answer-check.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { AnswerForm } from './answer-form'
import { dynamicTable, type Metric } from '@machines/challenges/content-seeds'

const cell = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', whiteSpace: 'nowrap' } as const

export default function DynamicTable({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const data = useMemo(() => dynamicTable(seed), [seed])
  const actor = useActorRef(answerCheckMachine, { input: { answer: data.answer } })
  const metricName = (m: Metric) => t(`dynamic-table.ui.metric.${m}`)
  return (
    <Stack gap="5">
      <Text>{t('dynamic-table.ui.intro')}</Text>
      <Box overflowX="auto" maxW="100%" tabIndex={0} role="region" aria-label={t('dynamic-table.ui.caption')}>
        <Box role="table" aria-label={t('dynamic-table.ui.caption')} data-testid="challenge-dynamic-table-table" display="table" minW="max-content">
          <Box role="rowgroup" display="table-header-group">
            <Box role="row" display="table-row" bg="bg.muted">
              <Box role="columnheader" display="table-cell" fontWeight="semibold" {...cell}>
                {t('dynamic-table.ui.name')}
              </Box>
              {data.columns.map((m) => (
                <Box key={m} role="columnheader" display="table-cell" fontWeight="semibold" {...cell}>
                  {metricName(m)}
                </Box>
              ))}
            </Box>
          </Box>
          <Box role="rowgroup" display="table-row-group">
            {data.rows.map((row) => (
              <Box key={row.name} role="row" display="table-row">
                <Box role="rowheader" display="table-cell" fontWeight="medium" {...cell}>
                  {row.name}
                </Box>
                {data.columns.map((m) => (
                  <Box key={m} role="cell" display="table-cell" {...cell}>
                    {row.values[m]}
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Text data-testid="challenge-dynamic-table-label" bg="yellow.subtle" color="yellow.fg" px="3" py="2" borderRadius="md" alignSelf="start">
        {t('dynamic-table.ui.label', { value: data.chromeCpu })}
      </Text>
      <AnswerForm
        actor={actor}
        prefix="challenge-dynamic-table"
        label={t('dynamic-table.ui.ask', { process: data.askProcess, metric: metricName(data.askMetric) })}
        onSolved={onSolved}
      />
    </Stack>
  )
}
