/**
 * UITAP "Client Side Delay": the button starts a client-side computation (the delayed-task machine's
 * named delay `work`, 15 s unless `?delay=` says otherwise); its result label appears only then.
 * Clicking the label solves the challenge (a test that did not wait finds nothing to click).
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_TASK_DELAY_MS, MAX_TASK_DELAY_MS } from '@machines/challenges/challenge-delayed-task.machine'
import type { ChallengeProps } from '../types'
import { KnobNote, useDelayedTask, useQueryInt } from './kit'

export default function ClientDelay({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const delayMs = useQueryInt('delay', DEFAULT_TASK_DELAY_MS, 0, MAX_TASK_DELAY_MS)
  const { actor, busy, completed, queued } = useDelayedTask({ mode: 'timer', delayMs })
  return (
    <Stack gap="4" align="flex-start">
      <KnobNote testId="challenge-client-delay-delay" name="delay" value={delayMs} />
      <Button colorPalette="teal" data-testid="challenge-client-delay-trigger-button" onClick={() => actor.send({ type: 'task.start' })}>
        {t('client-delay.ui.trigger')}
      </Button>
      {busy && (
        <HStack gap="2" data-testid="challenge-client-delay-spinner" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('client-delay.ui.working', { count: queued + 1 })}</Text>
        </HStack>
      )}
      {Array.from({ length: completed }, (_, i) => (
        <Button key={i} variant="subtle" colorPalette="green" data-testid="challenge-client-delay-result" onClick={onSolved}>
          {t('client-delay.ui.result')}
        </Button>
      ))}
    </Stack>
  )
}
