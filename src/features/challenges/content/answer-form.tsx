/**
 * The "report what you read" form of dynamic-table, typos and broken-images: it only sends
 * `answer.submit` to the challenge's answer-check actor and renders its verdict.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { answerCheckMachine } from '@machines/challenges/challenge-answer-check.machine'
import { TextField } from '@/ui/form'
import { selectAnswerVerdict } from '@machines/challenges/challenge-answer-check.machine'

/** Calls onSolved once, the first time `solved` is true. */
export function useSolved(solved: boolean, onSolved: () => void): void {
  const called = useRef(false)
  useEffect(() => {
    if (solved && !called.current) {
      called.current = true
      onSolved()
    }
  }, [solved, onSolved])
}

export interface AnswerFormProps {
  actor: ActorRefFrom<typeof answerCheckMachine>
  /** `challenge-<slug>` */
  prefix: string
  label: string
  onSolved: () => void
  /** Another control instead of the text field (e.g. radio buttons); gets the value and its setter. */
  control?: (value: string, set: (v: string) => void) => ReactNode
  inputMode?: 'numeric' | 'decimal' | 'text'
}

export function AnswerForm({ actor, prefix, label, onSolved, control, inputMode = 'text' }: AnswerFormProps) {
  const { t } = useTranslation('ch-content')
  const [value, setValue] = useState('')
  const state = useSelector(actor, selectAnswerVerdict)
  useSolved(state === 'solved', onSolved)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: 'answer.submit', value })
  }
  return (
    <Stack as="form" gap="3" onSubmit={submit} data-testid={`${prefix}-form`} aria-label={label} maxW="md">
      {control ? control(value, setValue) : <TextField label={label} testId={`${prefix}-answer-input`} value={value} error={null} onValueChange={setValue} inputMode={inputMode} autoComplete="off" />}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="teal" data-testid={`${prefix}-submit-button`}>
          {t('common.check')}
        </Button>
        <Text role="status" data-testid={`${prefix}-result`} data-state={state} color={state === 'solved' ? 'green.fg' : state === 'wrong' ? 'red.fg' : 'fg.muted'}>
          {state === 'solved' ? t('common.right') : state === 'wrong' ? t('common.wrong') : ''}
        </Text>
      </HStack>
    </Stack>
  )
}
