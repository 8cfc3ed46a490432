/**
 * UITAP "Animated Button": Start Animation moves the Moving Target (a CSS animation, with the class
 * `spin` on the button while it runs, for `?delay=` ms, 5 s by default, on the delayed-task
 * machine; Start while it moves queues one more run). A click on the target reports its class at that moment; a click after the animation
 * ended (no `spin`) solves the challenge.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { KnobNote, useDelayedTask, useQueryInt } from './kit'

export const ANIMATION_DEFAULT_MS = 5_000

const KEYFRAMES = `@keyframes challenge-animated-move { 0% { left: 0; } 25% { left: 45%; top: 2.5rem; } 50% { left: 10%; top: 0; } 75% { left: 45%; top: 1rem; } 100% { left: 0; top: 0; } }`

export default function AnimatedButton({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const delayMs = useQueryInt('delay', ANIMATION_DEFAULT_MS, 0, 60_000)
  const { actor, busy, completed, probe } = useDelayedTask({ mode: 'timer', delayMs })
  const solved = probe === 'ready' && completed > 0
  useEffect(() => {
    if (solved) onSolved()
  }, [solved, onSolved])
  const status = busy ? 'animating' : probe === 'early' ? 'early' : probe === 'ready' && completed > 0 ? 'clicked' : completed > 0 ? 'done' : 'idle'
  return (
    <Stack gap="4">
      <style>{KEYFRAMES}</style>
      <KnobNote testId="challenge-animated-button-delay" name="delay" value={delayMs} />
      <Box>
        <Button colorPalette="teal" data-testid="challenge-animated-button-start-button" onClick={() => actor.send({ type: 'task.start' })}>
          {t('animated-button.ui.start')}
        </Button>
      </Box>
      <Box position="relative" height="6rem" overflow="hidden" borderWidth="1px" rounded="l2" bg="bg.subtle">
        <Button
          position="absolute"
          top="0"
          left="0"
          m="2"
          variant="solid"
          colorPalette="orange"
          className={busy ? 'target spin' : 'target'}
          data-testid="challenge-animated-button-target"
          data-motion="essential"
          style={busy ? { animation: `challenge-animated-move ${delayMs}ms linear` } : undefined}
          onClick={() => actor.send({ type: 'task.probe' })}
        >
          {t('animated-button.ui.target')}
        </Button>
      </Box>
      <Text data-testid="challenge-animated-button-status" role="status" color={solved ? 'green.fg' : probe === 'early' ? 'red.fg' : 'fg'}>
        {t(`animated-button.ui.status.${status}`)}
      </Text>
    </Stack>
  )
}
