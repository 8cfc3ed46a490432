/**
 * the-internet "Dynamic Loading": Example 1 keeps "Hello World!" in the DOM, hidden, until the
 * loading ends; Example 2 renders it only then. Both use the delayed-task machine (`?delay=` ms,
 * 5 s by default). Both finished solves the challenge.
 */
import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { KnobNote, useDelayedTask, useQueryInt } from './kit'

export const DYNAMIC_LOADING_DEFAULT_MS = 5_000

type Task = ReturnType<typeof useDelayedTask>

function Example({ n, task }: { n: 1 | 2; task: Task }) {
  const { t } = useTranslation('ch-waiting')
  const { actor, busy, completed } = task
  const done = completed > 0
  const id = `challenge-dynamic-loading-${n}`
  const finish = (
    <Heading as="h4" size="md" data-testid={`${id}-finish`} hidden={n === 1 && !done}>
      {t('dynamic-loading.ui.hello')}
    </Heading>
  )
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} borderWidth="1px" rounded="l2" p="4" data-testid={id}>
      <Heading as="h3" size="sm" id={`${id}-heading`} mb="1">
        {t(`dynamic-loading.ui.example${n}`)}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t(`dynamic-loading.ui.example${n}Hint`)}
      </Text>
      <Stack gap="3" align="flex-start">
        {!busy && !done && (
          <Button colorPalette="teal" data-testid={`${id}-start-button`} onClick={() => actor.send({ type: 'task.start' })}>
            {t('dynamic-loading.ui.start')}
          </Button>
        )}
        {busy && (
          <HStack gap="2" data-testid={`${id}-loading`} role="status">
            <Spinner size="sm" />
            <Text>{t('dynamic-loading.ui.loading')}</Text>
          </HStack>
        )}
        {n === 1 ? finish : done && finish}
      </Stack>
    </Box>
  )
}

export default function DynamicLoading({ onSolved }: ChallengeProps) {
  const delayMs = useQueryInt('delay', DYNAMIC_LOADING_DEFAULT_MS, 0, 60_000)
  const first = useDelayedTask({ mode: 'timer', delayMs })
  const second = useDelayedTask({ mode: 'timer', delayMs })
  const solved = first.completed > 0 && second.completed > 0
  useEffect(() => {
    if (solved) onSolved()
  }, [solved, onSolved])
  return (
    <Stack gap="4">
      <KnobNote testId="challenge-dynamic-loading-delay" name="delay" value={delayMs} />
      <Example n={1} task={first} />
      <Example n={2} task={second} />
    </Stack>
  )
}
