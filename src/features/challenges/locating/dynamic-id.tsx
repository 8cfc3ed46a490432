/**
 * UI Test Automation Playground "Dynamic ID": a button whose `id` is new on every load (here: drawn
 * from the seed, so each fresh seed gives another id and a failing run replays with its seed). The
 * button deliberately has no test id: locate it by its role and text. Clicking it solves the challenge.
 */
import { Button, Code, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, seededHex, useGoal, useRandom } from './kit'

export default function DynamicId({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const rand = useRandom(seed)
  const id = useMemo(() => `${seededHex(rand, 8)}-${seededHex(rand, 4)}-${seededHex(rand, 4)}`, [rand])
  const goal = useGoal('clicked', onSolved)
  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t('dynamic-id.ui.task')}
      </GoalLine>
      <Text fontSize="sm" data-testid={`challenge-${slug}-current-id`}>
        {t('dynamic-id.ui.currentId')} <Code>{id}</Code>
      </Text>
      <Button id={id} colorPalette="blue" alignSelf="flex-start" onClick={() => goal.set('clicked')}>
        {t('dynamic-id.ui.button')}
      </Button>
      {goal.value && (
        <Text data-testid={`challenge-${slug}-result`} role="status">
          {t('dynamic-id.ui.clicked')}
        </Text>
      )}
    </Stack>
  )
}
