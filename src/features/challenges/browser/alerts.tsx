/**
 * the-internet "JavaScript Alerts": buttons that open the native alert, confirm and prompt.
 * The result line says what happened; the goal: accept the alert, cancel the confirm and answer
 * the prompt with the seeded word (a tool that accepts every dialog fails the confirm part).
 */
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { promptWord } from '@machines/challenges/browser-seeds'
import { nativeDialogsMachine, type NativeDialogKind } from '@machines/challenges/challenge-native-dialogs.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { GoalLine, useSolvedOnce } from './shared'

export default function Alerts({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const word = useMemo(() => promptWord(seed), [seed])
  const actorRef = useActorRef(nativeDialogsMachine, { input: { word } })
  const last = useSelector(actorRef, (s) => s.context.last)
  const done = useSelector(actorRef, (s) => s.context.done)
  const solved = useSelector(actorRef, (s) => s.hasTag('solved'))
  useSolvedOnce(solved, onSolved)

  const answer = (kind: NativeDialogKind, accepted: boolean, text: string | null) => actorRef.send({ type: 'dialog.answered', kind, accepted, text })

  const result = !last
    ? ''
    : last.kind === 'alert'
      ? t('alerts.ui.resultAlert')
      : last.kind === 'confirm'
        ? t(last.accepted ? 'alerts.ui.resultConfirmOk' : 'alerts.ui.resultConfirmCancel')
        : last.accepted
          ? t('alerts.ui.resultPrompt', { text: last.text ?? '' })
          : t('alerts.ui.resultPromptCancel')

  const parts: NativeDialogKind[] = ['alert', 'confirm', 'prompt']
  return (
    <Stack gap="4" align="flex-start">
      <GoalLine slug={slug} goal={t('alerts.ui.goal')} solved={solved} />
      <Text>
        {t('alerts.ui.wordLabel')}{' '}
        <Text as="strong" data-testid="challenge-alerts-word">
          {word}
        </Text>
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button
          data-testid="challenge-alerts-alert-button"
          onClick={() => {
            window.alert(t('alerts.ui.alertText'))
            answer('alert', true, null)
          }}
        >
          {t('alerts.ui.alertButton')}
        </Button>
        <Button
          data-testid="challenge-alerts-confirm-button"
          onClick={() => {
            const ok = window.confirm(t('alerts.ui.confirmText'))
            answer('confirm', ok, null)
          }}
        >
          {t('alerts.ui.confirmButton')}
        </Button>
        <Button
          data-testid="challenge-alerts-prompt-button"
          onClick={() => {
            const text = window.prompt(t('alerts.ui.promptText'))
            answer('prompt', text !== null, text)
          }}
        >
          {t('alerts.ui.promptButton')}
        </Button>
      </HStack>
      <Text fontWeight="semibold">{t('alerts.ui.resultHeading')}</Text>
      <Text data-testid="challenge-alerts-result" aria-live="polite" minH="6">
        {result}
      </Text>
      <List.Root gap="1" ps="5">
        {parts.map((kind) => (
          <List.Item key={kind} data-testid={`challenge-alerts-goal-${kind}`} data-done={done[kind] ? 'true' : 'false'}>
            {t(`alerts.ui.part.${kind}`)}: {done[kind] ? t('shared.done') : t('shared.open')}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  )
}
