/**
 * A UITAP-style button that reacts only to a double click (the dblclick event): a single click
 * (and Enter/Space, which fire a single click) only says that one click is not enough.
 */
import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, useTarget } from './use-target'

export default function DoubleClick({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const goal = useTarget('double', onSolved)
  return (
    <Stack gap="4" align="flex-start">
      <GoalLine slug={slug} goal={t('double-click.ui.goal')} solved={goal.solved} />
      <Button
        colorPalette={goal.solved ? 'green' : 'teal'}
        data-testid="challenge-double-click-button"
        onClick={(e) => {
          if (e.detail <= 1) goal.set('single')
        }}
        onDoubleClick={() => goal.set('double')}
      >
        {t('double-click.ui.button')}
      </Button>
      <Text data-testid="challenge-double-click-result" aria-live="polite" minH="6">
        {goal.value === 'double' ? t('double-click.ui.double') : goal.value === 'single' ? t('double-click.ui.single') : ''}
      </Text>
    </Stack>
  )
}
