/**
 * UI Test Automation Playground "Overlapped Element": a form inside a small scroll box whose
 * Name field is half hidden under a sticky notice. A click on the field's centre lands on the
 * notice; the field must be scrolled into view inside the box first. Goal: type the seeded name.
 */
import { Box, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { overlapTarget } from '@machines/challenges/input-targets'
import { GoalLine, useTarget } from './use-target'

export default function Overlapped({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const target = overlapTarget(seed)
  const goal = useTarget(target, onSolved)
  const [id, setId] = useState('')
  return (
    <Stack gap="4" maxW="sm">
      <GoalLine slug={slug} goal={t('overlapped.ui.goal', { name: target })} solved={goal.solved} />
      <Box position="relative">
        <Box data-testid="challenge-overlapped-container" h="44" overflowY="auto" borderWidth="1px" rounded="l2" p="3" tabIndex={0} role="region" aria-label={t('overlapped.ui.container')}>
          <Stack gap="3" pb="24">
            <TextField label={t('overlapped.ui.id')} error={null} testId="challenge-overlapped-id-input" value={id} onValueChange={setId} autoComplete="off" />
            <TextField label={t('overlapped.ui.name')} error={null} testId="challenge-overlapped-name-input" value={goal.value ?? ''} onValueChange={goal.set} autoComplete="off" />
          </Stack>
        </Box>
        <Box
          data-testid="challenge-overlapped-overlay"
          position="absolute"
          left="0"
          right="0"
          bottom="0"
          h="12"
          bg="orange.subtle"
          color="orange.fg"
          borderTopWidth="1px"
          borderColor="orange.muted"
          roundedBottom="l2"
          px="3"
          display="flex"
          alignItems="center"
        >
          <Text fontSize="sm">{t('overlapped.ui.overlay')}</Text>
        </Box>
      </Box>
      <Text data-testid="challenge-overlapped-result" aria-live="polite" minH="6">
        {goal.solved ? t('overlapped.ui.done', { name: target }) : ''}
      </Text>
    </Stack>
  )
}
