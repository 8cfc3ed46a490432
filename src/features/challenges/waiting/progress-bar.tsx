/**
 * UITAP "Progress Bar": Start runs the bar (1 % per `?tick=` ms), Stop freezes it; the aim is 75 %.
 * The result says how far off the stop was; within 2 % solves the challenge.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_TICK_MS, MAX_STEP, MAX_TICK_MS, MIN_TICK_MS, PROGRESS_TARGET, progressSolved, progressWithInputTick } from '@machines/challenges/challenge-progress.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { KnobNote, useQueryInt } from './kit'

export default function ProgressBar({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const tickMs = useQueryInt('tick', DEFAULT_TICK_MS, MIN_TICK_MS, MAX_TICK_MS)
  const step = useQueryInt('step', 1, 1, MAX_STEP)
  const actor = useActorRef(progressWithInputTick, { input: { tickMs, step } })
  const running = useSelector(actor, (s) => s.hasTag('busy'))
  const value = useSelector(actor, (s) => s.context.value)
  const offBy = useSelector(actor, (s) => s.context.offBy)
  const solved = progressSolved(offBy)
  useEffect(() => {
    if (solved) onSolved()
  }, [solved, onSolved])
  return (
    <Stack gap="4">
      <Text>{t('progress-bar.ui.aim', { target: PROGRESS_TARGET })}</Text>
      <KnobNote testId="challenge-progress-bar-tick" name="tick" value={tickMs} />
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="teal" data-testid="challenge-progress-bar-start-button" disabled={running} onClick={() => actor.send({ type: 'progress.start' })}>
          {t('progress-bar.ui.start')}
        </Button>
        <Button variant="outline" data-testid="challenge-progress-bar-stop-button" disabled={!running} onClick={() => actor.send({ type: 'progress.stop' })}>
          {t('progress-bar.ui.stop')}
        </Button>
      </HStack>
      <Box
        role="progressbar"
        aria-label={t('progress-bar.ui.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-testid="challenge-progress-bar-bar"
        bg="bg.muted"
        rounded="l2"
        height="8"
        position="relative"
        overflow="hidden"
      >
        <Box bg="teal.600" height="100%" width={`${value}%`} />
        <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" fontWeight="semibold" color="fg">
          {value}%
        </Text>
      </Box>
      {offBy !== null && (
        <Text data-testid="challenge-progress-bar-result" role="status" color={solved ? 'green.fg' : 'fg'}>
          {t(solved ? 'progress-bar.ui.resultGood' : 'progress-bar.ui.result', { value, offBy: offBy > 0 ? `+${offBy}` : String(offBy) })}
        </Text>
      )}
    </Stack>
  )
}
