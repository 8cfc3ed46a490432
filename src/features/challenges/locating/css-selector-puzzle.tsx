/**
 * CSS-selector puzzle (a locating challenge; new): the board below has no ids, classes or test ids.
 * The task (seeded) describes some elements in words and marks them; the learner writes a CSS
 * selector using structure only (element names, combinators, :nth-child, :first-child, …), the page
 * runs it inside the board and says how it compares. An exact match solves the challenge.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { judge, puzzleOf, type SelectorVerdict } from './css-puzzles'
import { GoalLine, useGoal } from './kit'

const LISTS = [
  { items: ['apple', 'banana', 'cherry'], ordered: false },
  { items: ['carrot', 'leek', 'onion', 'pea'], ordered: false },
  { items: ['tea', 'coffee', 'juice'], ordered: true },
] as const

export default function CssSelectorPuzzle({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const puzzle = puzzleOf(seed)
  const goal = useGoal('match', onSolved)
  const board = useRef<HTMLDivElement>(null)
  const targets = useRef<Element[]>([])
  const [selector, setSelector] = useState('')
  const [verdict, setVerdict] = useState<SelectorVerdict | null>(null)

  // Mark the targets (a visual hint: the style attribute cannot be selected, `[` is refused).
  useEffect(() => {
    const root = board.current
    if (!root) return
    targets.current = [...root.querySelectorAll(puzzle.answer)]
    for (const el of targets.current) {
      ;(el as HTMLElement).style.outline = '3px solid var(--chakra-colors-orange-solid)'
      ;(el as HTMLElement).style.outlineOffset = '2px'
    }
  }, [puzzle])

  const check = () => {
    if (!board.current) return
    const v = judge(board.current, selector, targets.current)
    setVerdict(v)
    goal.set(v.kind === 'match' ? 'match' : v.kind)
  }

  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t(`css-selector-puzzle.ui.puzzles.${puzzle.id}`)}
      </GoalLine>
      <Text fontSize="sm" color="fg.muted">
        {t('css-selector-puzzle.ui.rules')}
      </Text>
      <Box ref={board} data-testid="challenge-css-selector-puzzle-board" borderWidth="1px" rounded="l2" p="3" display="flex" flexWrap="wrap" gap="6">
        {LISTS.map((list, i) => {
          const List = list.ordered ? 'ol' : 'ul'
          return (
            <article key={i}>
              <h4 style={{ fontWeight: 600 }}>{t(`css-selector-puzzle.ui.lists.${i}`)}</h4>
              <List style={{ paddingInlineStart: '1.25rem', listStyleType: list.ordered ? 'decimal' : 'disc' }}>
                {list.items.map((item) => (
                  <li key={item}>{t(`css-selector-puzzle.ui.items.${item}`)}</li>
                ))}
              </List>
              <p>{t('css-selector-puzzle.ui.note')}</p>
              {i === 2 && <p>{t('css-selector-puzzle.ui.lastNote')}</p>}
            </article>
          )
        })}
      </Box>
      <HStack
        as="form"
        gap="2"
        wrap="wrap"
        align="flex-end"
        onSubmit={(e) => {
          e.preventDefault()
          check()
        }}
      >
        <Box flex="1" minW="10rem">
          <TextField label={t('css-selector-puzzle.ui.selectorLabel')} testId="challenge-css-selector-puzzle-selector-input" value={selector} error={null} onValueChange={setSelector} maxLength={200} autoComplete="off" spellCheck={false} fontFamily="mono" />
        </Box>
        <Button type="submit" colorPalette="teal" data-testid="challenge-css-selector-puzzle-check-button">
          {t('css-selector-puzzle.ui.check')}
        </Button>
      </HStack>
      {verdict && (
        <Text data-testid={`challenge-${slug}-result`} role="status" data-verdict={verdict.kind}>
          {verdict.kind === 'wrong' ? t('css-selector-puzzle.ui.verdict.wrong', { matched: verdict.matched, right: verdict.right, total: targets.current.length }) : t(`css-selector-puzzle.ui.verdict.${verdict.kind}`)}
        </Text>
      )}
    </Stack>
  )
}
