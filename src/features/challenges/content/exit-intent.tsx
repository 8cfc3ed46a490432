/**
 * the-internet "Exit Intent": a modal opens when the mouse leaves the viewport at the top
 * (mouseleave on the document element with clientY ≤ 0). WebDriver cannot move the pointer out of
 * the window, so a fallback button opens it the same way; the status says which one did.
 * Closing the modal solves the challenge; "Arm again" waits for the next exit.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { adModalMachine } from '@machines/challenges/challenge-ad-modal.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { AdModal, AdStatus, useAdModal } from './ad-modal-view'

export default function ExitIntent({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const actor = useActorRef(adModalMachine, { input: { auto: false, closedBefore: false } })
  const phase = useAdModal(actor, onSolved)
  const via = useSelector(actor, (s) => s.context.via)
  useEffect(() => {
    const root = document.documentElement
    const onLeave = (e: MouseEvent) => {
      if (e.clientY <= 0) actor.send({ type: 'modal.show', via: 'mouse' })
    }
    root.addEventListener('mouseleave', onLeave)
    return () => root.removeEventListener('mouseleave', onLeave)
  }, [actor])
  return (
    <Stack gap="4">
      <Text>{t('exit-intent.ui.intro')}</Text>
      <AdStatus slug="exit-intent" phase={phase} />
      {via && (
        <Text data-testid="challenge-exit-intent-via" color="fg.muted">
          {t(`exit-intent.ui.via.${via}`)}
        </Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" disabled={phase !== 'waiting'} onClick={() => actor.send({ type: 'modal.show', via: 'button' })} data-testid="challenge-exit-intent-simulate-button">
          {t('exit-intent.ui.simulate')}
        </Button>
        <Button variant="outline" disabled={phase !== 'closed'} onClick={() => actor.send({ type: 'modal.rearm' })} data-testid="challenge-exit-intent-rearm-button">
          {t('exit-intent.ui.rearm')}
        </Button>
      </HStack>
      <AdModal actor={actor} slug="exit-intent" open={phase === 'open'} />
    </Stack>
  )
}
