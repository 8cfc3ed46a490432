/**
 * the-internet "Key Presses": a field that reports the last key pressed in it (KeyboardEvent.key
 * and .code, with the modifiers held). Tab is caught here (it would move the focus elsewhere),
 * so the field keeps the focus. Goal: press the seeded key or combination.
 */
import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { comboOf, keyTarget } from '@machines/challenges/input-targets'
import { GoalLine, useTarget } from './use-target'

export default function KeyPresses({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const target = keyTarget(seed)
  const goal = useTarget(target, onSolved)
  const [code, setCode] = useState('')
  const [text, setText] = useState('')
  return (
    <Stack gap="4" maxW="md">
      <GoalLine slug={slug} goal={t('key-presses.ui.goal', { key: target })} solved={goal.solved} />
      <TextField
        label={t('key-presses.ui.field')}
        testId="challenge-key-presses-input"
        error={null}
        value={text}
        onValueChange={setText}
        autoComplete="off"
        onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Tab' || e.key === 'Enter' || e.key === 'Escape' || e.key === 'F2' || (e.altKey && e.key.startsWith('Arrow'))) e.preventDefault()
          setCode(e.code)
          goal.set(comboOf(e.nativeEvent))
        }}
      />
      <Text data-testid="challenge-key-presses-result" aria-live="polite" minH="6">
        {goal.value ? t('key-presses.ui.entered', { key: goal.value }) : ''}
      </Text>
      <Text data-testid="challenge-key-presses-code" color="fg.muted" fontSize="sm" minH="5">
        {code ? t('key-presses.ui.code', { code }) : ''}
      </Text>
    </Stack>
  )
}
