/**
 * the-internet "Large & Deep DOM": siblings nested 40 levels deep and a 40 × 40 table (some 2,000
 * elements). The task names a row and a column (seeded); entering that cell's value solves it. The
 * robust way: find the cell through its row and column headers, not by a long positional XPath.
 * Rendered once (memoised), so typing in the answer field stays fast.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { GoalLine, seededInt, useGoal, useRandom } from './kit'

const SIZE = 40
const DEPTH = 40
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

function Nested({ level, label }: { level: number; label: (n: number) => string }): ReactNode {
  if (level > DEPTH) return <Text data-testid="challenge-large-dom-deepest">{label(DEPTH)}</Text>
  return (
    <Box ps="1" data-level={level}>
      <Text as="span" fontSize="2xs" color="fg.muted">
        {level}.1
      </Text>{' '}
      <Text as="span" fontSize="2xs" color="fg.muted">
        {level}.2
      </Text>
      <Nested level={level + 1} label={label} />
    </Box>
  )
}

const Grid = memo(function Grid({ cells, rowLabel, colLabel, caption }: { cells: string[][]; rowLabel: (n: number) => string; colLabel: (n: number) => string; caption: string }) {
  return (
    <Box overflow="auto" maxH="24rem" maxW="100%" borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-label={caption}>
      <table data-testid="challenge-large-dom-table" style={{ borderCollapse: 'collapse', fontSize: '12px' }}>
        <caption style={{ textAlign: 'start', padding: '4px' }}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {cells[0]!.map((_, c) => (
              <th key={c} scope="col" style={{ padding: '2px 6px', whiteSpace: 'nowrap' }}>
                {colLabel(c + 1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((row, r) => (
            <tr key={r}>
              <th scope="row" style={{ padding: '2px 6px', whiteSpace: 'nowrap' }}>
                {rowLabel(r + 1)}
              </th>
              {row.map((v, c) => (
                <td key={c} style={{ padding: '2px 6px' }}>
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  )
})

export default function LargeDom({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const rand = useRandom(seed)
  const { cells, row, col } = useMemo(() => {
    const grid = Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, () => `${LETTERS[Math.floor(rand() * LETTERS.length)]}${LETTERS[Math.floor(rand() * LETTERS.length)]}${seededInt(rand, 10, 99)}`))
    return { cells: grid, row: seededInt(rand, 5, SIZE), col: seededInt(rand, 5, SIZE) }
  }, [rand])
  const goal = useGoal(cells[row - 1]![col - 1]!, onSolved)
  const [answer, setAnswer] = useState('')
  const rowLabel = useMemo(() => (n: number) => t('large-dom.ui.row', { n }), [t])
  const colLabel = useMemo(() => (n: number) => t('large-dom.ui.column', { n }), [t])
  const deepLabel = useMemo(() => (n: number) => t('large-dom.ui.deepest', { n }), [t])
  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t('large-dom.ui.task', { row: rowLabel(row), column: colLabel(col) })}
      </GoalLine>
      <HStack
        as="form"
        gap="2"
        wrap="wrap"
        align="flex-end"
        onSubmit={(e) => {
          e.preventDefault()
          goal.set(answer.trim().toUpperCase())
        }}
      >
        <Box flex="1" minW="10rem">
          <TextField label={t('large-dom.ui.answerLabel')} testId="challenge-large-dom-answer-input" value={answer} error={null} onValueChange={setAnswer} maxLength={16} autoComplete="off" />
        </Box>
        <Button type="submit" colorPalette="teal" data-testid="challenge-large-dom-check-button">
          {t('large-dom.ui.check')}
        </Button>
      </HStack>
      {goal.value !== null && (
        <Text data-testid={`challenge-${slug}-result`} role="status">
          {goal.solved && goal.value === cells[row - 1]![col - 1] ? t('large-dom.ui.right') : t('large-dom.ui.wrong', { value: goal.value })}
        </Text>
      )}
      <Grid cells={cells} rowLabel={rowLabel} colLabel={colLabel} caption={t('large-dom.ui.caption')} />
      <Box overflow="auto" maxH="12rem" maxW="100%" borderWidth="1px" rounded="l2" p="2" data-testid="challenge-large-dom-deep" tabIndex={0} role="region" aria-label={t('large-dom.ui.deepCaption')}>
        <Nested level={1} label={deepLabel} />
      </Box>
    </Stack>
  )
}
