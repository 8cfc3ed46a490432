/** The modal and status line shared by entry-ad and exit-intent (they render the ad-modal machine's state). */
import { Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { adModalMachine } from '@machines/challenges/challenge-ad-modal.machine'
import { AppDialog } from '@/ui/app-dialog'
import { useSolved } from './answer-form'
import { selectAdPhase } from '@machines/challenges/challenge-ad-modal.machine'

export type AdModalActor = ActorRefFrom<typeof adModalMachine>

export function useAdModal(actor: AdModalActor, onSolved: () => void) {
  const phase = useSelector(actor, selectAdPhase)
  const closes = useSelector(actor, (s) => s.context.closes)
  useSolved(closes > 0, onSolved)
  return phase
}

export function AdModal({ actor, slug, open }: { actor: AdModalActor; slug: 'entry-ad' | 'exit-intent'; open: boolean }) {
  const { t } = useTranslation('ch-content')
  const close = () => actor.send({ type: 'modal.close' })
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t(`${slug}.ui.modalTitle`)}
      testId={`challenge-${slug}-modal`}
      closeLabel={t('common.close')}
      confirm={{ label: t('common.close'), testId: `challenge-${slug}-close-button`, onClick: close }}
    >
      <Text>{t(`${slug}.ui.modalBody`)}</Text>
    </AppDialog>
  )
}

export function AdStatus({ slug, phase }: { slug: 'entry-ad' | 'exit-intent'; phase: string }) {
  const { t } = useTranslation('ch-content')
  return (
    <Text role="status" data-testid={`challenge-${slug}-status`} data-state={phase} fontWeight="medium">
      {t(`${slug}.ui.status.${phase}`)}
    </Text>
  )
}
