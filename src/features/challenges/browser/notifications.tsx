/**
 * the-internet "Notification Messages": each click "reloads" and shows one of three messages,
 * drawn from the seed (the same seed gives the same sequence). Solved once "Action successful"
 * was shown: a test has to read the message and click again until it is the one it wants.
 */
import { Alert, Button, CloseButton, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { seededDrawMachine } from '@machines/challenges/challenge-seeded-draw.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { GoalLine, useSolvedOnce } from './shared'

/** The messages, in draw order; index 0 (success) solves. */
export const NOTIFICATION_MESSAGES = ['success', 'retry', 'failure'] as const

export default function Notifications({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const actorRef = useActorRef(seededDrawMachine, { input: { seed, size: NOTIFICATION_MESSAGES.length, target: 0 } })
  const current = useSelector(actorRef, (s) => s.context.current)
  const draws = useSelector(actorRef, (s) => s.context.draws)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const solved = useSelector(actorRef, (s) => s.hasTag('solved'))
  useSolvedOnce(solved, onSolved)
  const message = current === null || busy ? null : NOTIFICATION_MESSAGES[current]!

  return (
    <Stack gap="4" align="flex-start">
      <GoalLine slug={slug} goal={t('notifications.ui.goal')} solved={solved} />
      {message && (
        <Alert.Root status={message === 'success' ? 'success' : 'warning'} data-testid="challenge-notifications-message" data-message={message} role="status">
          <Alert.Indicator />
          <Alert.Title flex="1">{t(`notifications.ui.message.${message}`)}</Alert.Title>
          <CloseButton size="sm" aria-label={t('notifications.ui.close')} data-testid="challenge-notifications-close" onClick={() => actorRef.send({ type: 'draw.dismiss' })} />
        </Alert.Root>
      )}
      <Text>{t('notifications.ui.intro')}</Text>
      <Button data-testid="challenge-notifications-load-button" loading={busy} onClick={() => actorRef.send({ type: 'draw.next' })}>
        {t('notifications.ui.load')}
      </Button>
      <Text data-testid="challenge-notifications-count">{t('notifications.ui.count', { count: draws })}</Text>
    </Stack>
  )
}
