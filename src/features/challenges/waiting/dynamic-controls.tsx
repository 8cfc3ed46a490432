/**
 * the-internet "Dynamic Controls": Remove/Add takes the checkbox out of the DOM and back, Enable/
 * Disable toggles the text input's real `disabled` attribute; each shows a loading bar, then a
 * message (`?delay=` ms, 3 s by default). The rules, the solved one included, live in
 * machines/challenges/challenge-dynamic-controls.machine.ts: this view sends events and renders its selectors.
 */
import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DYNAMIC_CONTROLS_DEFAULT_MS, dynamicControlsWithInputDelay } from '@machines/challenges/challenge-dynamic-controls.machine'
import { sameDynamicControlsView, selectDynamicControls } from '@machines/challenges/challenge-dynamic-controls.selectors'
import { useActorRef } from '@/lab-runtime/use-machine'
import { CheckField, TextField } from '@/ui/form'
import { useSolved } from '../content/answer-form'
import type { ChallengeProps } from '../types'
import { KnobNote, useQueryInt } from './kit'

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
  const actor = useActorRef(dynamicControlsWithInputDelay, { input: { delayMs } })
  const v = useSelector(actor, selectDynamicControls, sameDynamicControlsView)
  useSolved(v.solved, onSolved)
  // Purely visual: the checkbox's tick and the text typed (the states that matter live in the machine).
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
          {v.checkboxShown && <CheckField label={t('dynamic-controls.ui.checkbox')} testId="challenge-dynamic-controls-checkbox" checked={checked} onToggle={() => setChecked((c) => !c)} />}
          <Button
            variant="outline"
            data-testid="challenge-dynamic-controls-toggle-checkbox-button"
            disabled={v.checkboxBusy}
            onClick={() => actor.send({ type: 'checkbox.toggle' })}
          >
            {t(v.checkboxAction === 'add' ? 'dynamic-controls.ui.add' : 'dynamic-controls.ui.remove')}
          </Button>
          {v.checkboxBusy && <Loading testId="challenge-dynamic-controls-checkbox-loading" />}
          {v.checkboxMessage && (
            <Text data-testid="challenge-dynamic-controls-checkbox-message" role="status">
              {t(v.checkboxMessage === 'gone' ? 'dynamic-controls.ui.gone' : 'dynamic-controls.ui.back')}
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
            disabled={!v.inputEditable}
            autoComplete="off"
            onValueChange={(value) => {
              setText(value)
              actor.send({ type: 'input.change', value })
            }}
          />
          <Button
            variant="outline"
            data-testid="challenge-dynamic-controls-toggle-input-button"
            disabled={v.inputBusy}
            onClick={() => actor.send({ type: 'input.toggle' })}
          >
            {t(v.inputEnabled ? 'dynamic-controls.ui.disable' : 'dynamic-controls.ui.enable')}
          </Button>
          {v.inputBusy && <Loading testId="challenge-dynamic-controls-input-loading" />}
          {v.inputMessage && (
            <Text data-testid="challenge-dynamic-controls-input-message" role="status">
              {t(v.inputMessage === 'enabled' ? 'dynamic-controls.ui.enabled' : 'dynamic-controls.ui.disabled')}
            </Text>
          )}
        </Stack>
      </Box>
    </Stack>
  )
}
