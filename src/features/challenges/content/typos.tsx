/**
 * the-internet "Typos": the second sentence has a typo on some loads ("won,t" instead of
 * "won't"), decided by the seed, so a failing run replays with its `?seed=`. The form asks
 * whether this load has a typo (solved when the answer is right).
 */
import { chakra, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { answerCheckMachine } from '@machines/challenges/challenge-answer-check.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { AnswerForm } from './answer-form'
import { typoOn } from '@machines/challenges/content-seeds'

export default function Typos({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const typo = useMemo(() => typoOn(seed), [seed])
  const actor = useActorRef(answerCheckMachine, { input: { answer: typo ? 'typo' : 'clean' } })
  return (
    <Stack gap="5">
      <Stack gap="2" data-testid="challenge-typos-text">
        <Text data-testid="challenge-typos-line-1">{t('typos.ui.line1')}</Text>
        <Text data-testid="challenge-typos-line-2">{typo ? t('typos.ui.line2Typo') : t('typos.ui.line2')}</Text>
      </Stack>
      <AnswerForm
        actor={actor}
        prefix="challenge-typos"
        label={t('typos.ui.ask')}
        onSolved={onSolved}
        control={(value, set) => (
          <chakra.fieldset borderWidth="1px" borderColor="border" rounded="l2" px="4" pb="3" data-testid="challenge-typos-choice">
            <chakra.legend px="1" fontWeight="medium">
              {t('typos.ui.ask')}
            </chakra.legend>
            <Stack gap="2">
              {(['typo', 'clean'] as const).map((v) => (
                <chakra.label key={v} display="flex" alignItems="center" gap="2" cursor="pointer">
                  <chakra.input type="radio" name="challenge-typos-choice" value={v} checked={value === v} onChange={() => set(v)} accentColor="teal.600" width="4" height="4" data-testid={`challenge-typos-choice-${v}`} />
                  {t(`typos.ui.${v}`)}
                </chakra.label>
              ))}
            </Stack>
          </chakra.fieldset>
        )}
      />
    </Stack>
  )
}
