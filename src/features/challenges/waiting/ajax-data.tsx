/**
 * UITAP "AJAX Data": the button sends GET /challenges/waiting/ajax-data, which the sandbox answers
 * after `?delay=` ms (15 s by default; the page forwards its own `?delay=`). A label appears per
 * answer; clicking twice queues two. Clicking a label solves the challenge.
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { KnobNote, useDelayedTask, useQueryInt } from './kit'

export const AJAX_DATA_DEFAULT_MS = 15_000

export default function AjaxData({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const delayMs = useQueryInt('delay', AJAX_DATA_DEFAULT_MS, 0, 20_000)
  const { actor, busy, completed, queued, error } = useDelayedTask({ mode: 'request', delayMs }, 'ajax-data')
  return (
    <Stack gap="4" align="flex-start">
      <KnobNote testId="challenge-ajax-data-delay" name="delay" value={delayMs} />
      <Button colorPalette="teal" data-testid="challenge-ajax-data-trigger-button" onClick={() => actor.send({ type: 'task.start' })}>
        {t('ajax-data.ui.trigger')}
      </Button>
      {busy && (
        <HStack gap="2" data-testid="challenge-ajax-data-pending" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('ajax-data.ui.pending', { count: queued + 1 })}</Text>
        </HStack>
      )}
      {error && (
        <Text color="red.fg" role="alert" data-testid="challenge-ajax-data-error">
          {t('common.requestFailed')}
        </Text>
      )}
      {Array.from({ length: completed }, (_, i) => (
        <Button key={i} variant="subtle" colorPalette="green" data-testid="challenge-ajax-data-result" onClick={onSolved}>
          {t('ajax-data.ui.result')}
        </Button>
      ))}
    </Stack>
  )
}
