/**
 * the-internet "Entry Ad": a modal opens by itself a moment after the first visit; closing it is
 * remembered (localStorage `qa.challenges.entry-ad.closed`), so a reload shows no ad. The
 * re-enable button clears the flag and arms the ad again. Closing the ad solves the challenge.
 */
import { Button, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { adModalMachine } from '@machines/challenges/challenge-ad-modal.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { AdModal, AdStatus, useAdModal } from './ad-modal-view'

export const ENTRY_AD_KEY = 'qa.challenges.entry-ad.closed'

function stored(): boolean {
  try {
    return localStorage.getItem(ENTRY_AD_KEY) === 'true'
  } catch {
    return false
  }
}

function store(closed: boolean): void {
  try {
    if (closed) localStorage.setItem(ENTRY_AD_KEY, 'true')
    else localStorage.removeItem(ENTRY_AD_KEY)
  } catch {
    /* storage unavailable: the ad shows on every load */
  }
}

export default function EntryAd({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const logic = useMemo(() => adModalMachine.provide({ actions: { persistClosed: () => store(true), persistRearmed: () => store(false) } }), [])
  const closedBefore = useMemo(stored, [])
  const actor = useActorRef(logic, { input: { auto: true, closedBefore } })
  const phase = useAdModal(actor, onSolved)
  return (
    <Stack gap="4">
      <Text>{t('entry-ad.ui.intro')}</Text>
      <AdStatus slug="entry-ad" phase={phase} />
      <Button alignSelf="start" variant="outline" disabled={phase !== 'closed'} onClick={() => actor.send({ type: 'modal.rearm' })} data-testid="challenge-entry-ad-reenable-button">
        {t('entry-ad.ui.reenable')}
      </Button>
      <AdModal actor={actor} slug="entry-ad" open={phase === 'open'} />
    </Stack>
  )
}
