/**
 * UITAP "Load Delay": the page's content arrives late. Its button comes from a sandbox request
 * (GET /challenges/waiting/load-delay, answered after `?delay=` ms, 5 s by default); clicking the
 * button once it is there solves the challenge.
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { KnobNote, useDelayedTask, useQueryInt } from './kit'

export const LOAD_DELAY_DEFAULT_MS = 5_000

export default function LoadDelay({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const delayMs = useQueryInt('delay', LOAD_DELAY_DEFAULT_MS, 0, 20_000)
  const { actor, busy, completed, error } = useDelayedTask({ mode: 'request', delayMs, autoStart: true }, 'load-delay')
  const [clicked, setClicked] = useState(false)
  return (
    <Stack gap="4" align="flex-start">
      <KnobNote testId="challenge-load-delay-delay" name="delay" value={delayMs} />
      {busy && (
        <HStack gap="2" data-testid="challenge-load-delay-loading" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('load-delay.ui.loading')}</Text>
        </HStack>
      )}
      {error && (
        <HStack gap="3" role="alert" data-testid="challenge-load-delay-error">
          <Text color="red.fg">{t('common.requestFailed')}</Text>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'task.start' })}>
            {t('common.retry')}
          </Button>
        </HStack>
      )}
      {completed > 0 && (
        <Button
          colorPalette="teal"
          data-testid="challenge-load-delay-button"
          onClick={() => {
            setClicked(true)
            onSolved()
          }}
        >
          {t('load-delay.ui.button')}
        </Button>
      )}
      {clicked && (
        <Text data-testid="challenge-load-delay-message" role="status">
          {t('load-delay.ui.clicked')}
        </Text>
      )}
    </Stack>
  )
}
