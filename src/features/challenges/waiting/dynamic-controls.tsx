/**
 * the-internet "Dynamic Controls": Remove/Add takes the checkbox out of the DOM and back, Enable/
 * Disable toggles the text input's real `disabled` attribute; each shows a loading bar, then a
 * message. Both run on the delayed-task machine (`?delay=` ms, 3 s by default): an odd number of
 * finished runs means "removed" / "enabled". Solved once the checkbox is gone and the enabled
 * input holds some text.
 */
import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckField, TextField } from '../../../ui/form'
import type { ChallengeProps } from '../types'
import { KnobNote, useDelayedTask, useQueryInt } from './kit'

export const DYNAMIC_CONTROLS_DEFAULT_MS = 3_000

function Loading({ testId }: { testId: string }) {
  const { t } = useTranslation('ch-waiting')
  return (
    <HStack gap="2" data-testid={testId} role="status">
      <Spinner size="sm" />
      <Text>{t('dynamic-controls.ui.wait')}</Text>
    </HStack>
  )
}

export default function DynamicControls({ onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const delayMs = useQueryInt('delay', DYNAMIC_CONTROLS_DEFAULT_MS, 0, 60_000)
  const box = useDelayedTask({ mode: 'timer', delayMs })
  const field = useDelayedTask({ mode: 'timer', delayMs })
  const removed = box.completed % 2 === 1
  const enabled = field.completed % 2 === 1
  // Purely visual: the checkbox's tick and the text typed (the states that matter live in the machines).
  const [checked, setChecked] = useState(false)
  const [text, setText] = useState('')
  return (
    <Stack gap="5">
      <KnobNote testId="challenge-dynamic-controls-delay" name="delay" value={delayMs} />
      <Box as="section" aria-labelledby="challenge-dynamic-controls-checkbox-heading" borderWidth="1px" rounded="l2" p="4">
        <Heading as="h3" size="sm" id="challenge-dynamic-controls-checkbox-heading" mb="3">
          {t('dynamic-controls.ui.checkboxHeading')}
        </Heading>
        <Stack gap="3" align="flex-start">
          {!removed && <CheckField label={t('dynamic-controls.ui.checkbox')} testId="challenge-dynamic-controls-checkbox" checked={checked} onToggle={() => setChecked((c) => !c)} />}
          <Button
            variant="outline"
            data-testid="challenge-dynamic-controls-toggle-checkbox-button"
            disabled={box.busy}
            onClick={() => box.actor.send({ type: 'task.start' })}
          >
            {t(removed ? 'dynamic-controls.ui.add' : 'dynamic-controls.ui.remove')}
          </Button>
          {box.busy && <Loading testId="challenge-dynamic-controls-checkbox-loading" />}
          {!box.busy && box.completed > 0 && (
            <Text data-testid="challenge-dynamic-controls-checkbox-message" role="status">
              {t(removed ? 'dynamic-controls.ui.gone' : 'dynamic-controls.ui.back')}
            </Text>
          )}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="challenge-dynamic-controls-input-heading" borderWidth="1px" rounded="l2" p="4">
        <Heading as="h3" size="sm" id="challenge-dynamic-controls-input-heading" mb="3">
          {t('dynamic-controls.ui.inputHeading')}
        </Heading>
        <Stack gap="3" align="flex-start">
          <TextField
            label={t('dynamic-controls.ui.input')}
            testId="challenge-dynamic-controls-input"
            value={text}
            error={null}
            disabled={!enabled || field.busy}
            autoComplete="off"
            onValueChange={(v) => {
              setText(v)
              if (removed && v.trim() !== '') onSolved()
            }}
          />
          <Button
            variant="outline"
            data-testid="challenge-dynamic-controls-toggle-input-button"
            disabled={field.busy}
            onClick={() => field.actor.send({ type: 'task.start' })}
          >
            {t(enabled ? 'dynamic-controls.ui.disable' : 'dynamic-controls.ui.enable')}
          </Button>
          {field.busy && <Loading testId="challenge-dynamic-controls-input-loading" />}
          {!field.busy && field.completed > 0 && (
            <Text data-testid="challenge-dynamic-controls-input-message" role="status">
              {t(enabled ? 'dynamic-controls.ui.enabled' : 'dynamic-controls.ui.disabled')}
            </Text>
          )}
        </Stack>
      </Box>
    </Stack>
  )
}
