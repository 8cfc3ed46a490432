/**
 * the-internet "Key Presses": a field that reports the last key pressed in it (KeyboardEvent.key
 * and .code, with the modifiers held). Tab is caught here (it would move the focus elsewhere),
 * so the field keeps the focus. Goal: press the seeded key or combination.
 */
import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../ui/form'
import type { ChallengeProps } from '../types'
import { GoalLine, pick, useTarget } from './use-target'

export const KEY_TARGETS = ['Enter', 'Tab', 'Escape', 'ArrowDown', 'Backspace', 'Shift+K', 'Control+Enter', 'Alt+ArrowUp', 'F2'] as const
const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Shift', 'Meta'])

/** 'Shift+K', 'Control+Enter', 'Tab', 'Shift' (a modifier alone is just its name). */
export function comboOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>): string {
  if (MODIFIER_KEYS.has(e.key)) return e.key
  const mods = [e.ctrlKey && 'Control', e.altKey && 'Alt', e.shiftKey && 'Shift', e.metaKey && 'Meta'].filter(Boolean)
  const key = e.key === ' ' ? 'Space' : e.key.length === 1 ? e.key.toUpperCase() : e.key
  return [...mods, key].join('+')
}

export default function KeyPresses({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const target = pick(seed, KEY_TARGETS)
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
