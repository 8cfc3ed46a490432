/**
 * Playwright's UITAP "Auto Wait": choose the target's element type and which of its states hold
 * (visible, enabled, editable, on top, non-zero size); "Apply 3 s / 5 s / 10 s" takes the unchecked
 * states away for that long (the delayed-task machine with the button's delay), then restores them.
 * Using the target reports what happened; using it after an apply that took something away solves
 * the challenge (a tool that waits for actionability gets there, one that acts at once fails).
 */
import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckField, SelectField } from '@/ui/form'
import type { ChallengeProps } from '../types'
import { useDelayedTask } from './kit'

export const AUTO_WAIT_TYPES = ['button', 'input', 'textarea', 'select', 'label'] as const
export type AutoWaitType = (typeof AUTO_WAIT_TYPES)[number]
export const AUTO_WAIT_STATES = ['visible', 'enabled', 'editable', 'onTop', 'nonZeroSize'] as const
export type AutoWaitState = (typeof AUTO_WAIT_STATES)[number]
export const AUTO_WAIT_SECONDS = [3, 5, 10] as const

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

export default function AutoWait({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const { actor, busy } = useDelayedTask({ mode: 'timer', delayMs: AUTO_WAIT_SECONDS[0] * 1000 })
  // The page's settings and the last report are form/visual state; the timing lives in the machine.
  const [type, setType] = useState<AutoWaitType>('button')
  const [holds, setHolds] = useState<Record<AutoWaitState, boolean>>({ visible: true, enabled: true, editable: true, onTop: true, nonZeroSize: true })
  const [armed, setArmed] = useState(false)
  const [report, setReport] = useState<string | null>(null)
  const taken = (state: AutoWaitState) => busy && !holds[state]

  const apply = (seconds: number) => {
    if (AUTO_WAIT_STATES.some((s) => !holds[s])) setArmed(true)
    setReport(null)
    actor.send({ type: 'task.start', delayMs: seconds * 1000 })
  }
  const used = (text: string) => {
    actor.send({ type: 'task.probe' })
    setReport(text)
    if (armed) onSolved()
  }

  const common = {
    'data-testid': 'challenge-auto-wait-target',
    disabled: taken('enabled'),
    style: {
      visibility: taken('visible') ? ('hidden' as const) : undefined,
      ...(taken('nonZeroSize') && { width: 0, height: 0, minWidth: 0, padding: 0, border: 0, overflow: 'hidden' }),
    },
  }
  const target = {
    button: (
      <Button colorPalette="teal" {...common} onClick={() => used(t('auto-wait.ui.report.button'))}>
        {t('auto-wait.ui.target.button')}
      </Button>
    ),
    input: (
      <chakra.input
        {...common}
        aria-label={t('auto-wait.ui.target.input')}
        readOnly={taken('editable')}
        borderWidth="1px"
        rounded="l2"
        px="3"
        py="2"
        bg="bg"
        onChange={(e) => used(t('auto-wait.ui.report.text', { value: e.currentTarget.value }))}
      />
    ),
    textarea: (
      <chakra.textarea
        {...common}
        aria-label={t('auto-wait.ui.target.textarea')}
        readOnly={taken('editable')}
        borderWidth="1px"
        rounded="l2"
        px="3"
        py="2"
        bg="bg"
        onChange={(e) => used(t('auto-wait.ui.report.text', { value: e.currentTarget.value }))}
      />
    ),
    select: (
      <chakra.select {...common} aria-label={t('auto-wait.ui.target.select')} borderWidth="1px" rounded="l2" px="3" py="2" bg="bg" defaultValue="" onChange={(e) => used(t('auto-wait.ui.report.selected', { value: e.currentTarget.value }))}>
        <option value="" disabled>
          {t('auto-wait.ui.target.choose')}
        </option>
        {['item1', 'item2', 'item3'].map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </chakra.select>
    ),
    label: (
      <chakra.label {...common} display="inline-block" borderWidth="1px" rounded="l2" px="3" py="2" cursor="pointer" onClick={() => used(t('auto-wait.ui.report.label'))}>
        {t('auto-wait.ui.target.label')}
      </chakra.label>
    ),
  }[type]

  return (
    <Stack gap="4">
      <SelectField
        label={t('auto-wait.ui.type')}
        testId="challenge-auto-wait-type"
        value={type}
        disabled={busy}
        onChange={(v) => {
          setType(v as AutoWaitType)
          setReport(null)
        }}
        options={AUTO_WAIT_TYPES.map((v) => ({ value: v, label: t(`auto-wait.ui.types.${v}`) }))}
      />
      <chakra.fieldset borderWidth="1px" rounded="l2" px="4" pb="3" disabled={busy}>
        <chakra.legend px="1" fontWeight="medium">
          {t('auto-wait.ui.states')}
        </chakra.legend>
        <HStack gap="4" wrap="wrap">
          {AUTO_WAIT_STATES.map((s) => (
            <CheckField key={s} label={t(`auto-wait.ui.state.${s}`)} testId={`challenge-auto-wait-state-${kebab(s)}`} checked={holds[s]} disabled={busy} onToggle={() => setHolds((h) => ({ ...h, [s]: !h[s] }))} />
          ))}
        </HStack>
      </chakra.fieldset>
      <HStack gap="3" wrap="wrap">
        {AUTO_WAIT_SECONDS.map((n) => (
          <Button key={n} variant="outline" data-testid={`challenge-auto-wait-apply-${n}`} disabled={busy} onClick={() => apply(n)}>
            {t('auto-wait.ui.apply', { count: n })}
          </Button>
        ))}
      </HStack>
      <Box position="relative" display="inline-block" alignSelf="flex-start" minHeight="12" data-testid="challenge-auto-wait-target-area">
        {target}
        {taken('onTop') && (
          <Box position="absolute" inset="-2" bg="bg.emphasized" opacity={0.85} rounded="l2" data-testid="challenge-auto-wait-overlay" aria-hidden="true" />
        )}
      </Box>
      <Text data-testid="challenge-auto-wait-status" role="status">
        {report ?? t(busy ? 'auto-wait.ui.applied' : 'auto-wait.ui.ready')}
      </Text>
    </Stack>
  )
}
