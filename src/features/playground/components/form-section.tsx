/**
 * The test form of the component playground: binds the form machine (rules, messages, toasts)
 * and renders every input type. The file input is cleared when the machine rejects a file.
 */
import { Alert, Box, Button, chakra, HStack, Input, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ALLOWED_FILE_TYPES,
  RADIO_OPTIONS,
  RANGE_MAX,
  RANGE_MIN,
  SELECT_OPTIONS,
  formErrors,
  formValid,
  passwordStrength,
  playgroundFormMachine,
  type FormErrorCode,
  type FormValues,
  type PlaygroundFormEvent,
  type PasswordStrength,
  type TextFieldName,
  type PlaygroundFormViewModel,
  selectPlaygroundFormView,
} from '@machines/playground/playground-form.machine'
import { i18n } from '@/i18n'
import { CheckField, FormField, SelectField, TextField } from '@/ui/form'
import { notify } from '@/ui/toaster'
import { PlaygroundSection } from './section'
import { MachineForm } from '@/ui/machine-form'

export const FILE_TYPES_TEXT = ALLOWED_FILE_TYPES.join(', ')
const STRENGTH_VALUE: Record<PasswordStrength, number> = { weak: 33, medium: 66, strong: 100 }
const STRENGTH_PALETTE: Record<PasswordStrength, string> = { weak: 'red', medium: 'orange', strong: 'green' }

const PLACEHOLDER_FIELDS: readonly TextFieldName[] = ['text', 'email', 'password', 'number', 'tel', 'url', 'search', 'textarea']

const ct = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'components', ...options })

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`
  return `${(size / (1024 * 1024)).toFixed(1)} MB`
}

export function PlaygroundFormSection() {
  const fileInput = useRef<HTMLInputElement>(null)
  const actorRef = useActorRef(
    playgroundFormMachine.provide({
      actions: {
        notifyFileRejected: (_, { code }) => {
          if (fileInput.current) fileInput.current.value = ''
          notify('error', ct(`form.toasts.${code}`), ct(`form.errors.${code}`, { types: FILE_TYPES_TEXT }))
        },
        notifyInvalid: () => notify('error', ct('form.fixErrors')),
        notifySubmitted: (_, { values }) =>
          notify(
            'success',
            ct('form.toasts.submitted'),
            ct('form.toasts.submittedDescription', { text: values.text, email: values.email, select: ct(`form.options.${values.select}`), range: values.range }),
          ),
      },
    }),
  )
  const view = useSelector(actorRef, selectPlaygroundFormView, shallowEqual)
  return (
    <PlaygroundFormView
      view={view}
      send={actorRef.send}
      fileInputRef={fileInput}
      onReset={() => {
        if (fileInput.current) fileInput.current.value = ''
        actorRef.send({ type: 'form.reset' })
      }}
    />
  )
}

interface PlaygroundFormViewProps {
  view: PlaygroundFormViewModel
  send: (event: PlaygroundFormEvent) => void
  fileInputRef: React.RefObject<HTMLInputElement | null>
  onReset: () => void
}

function PlaygroundFormView({ view, send, fileInputRef, onReset }: PlaygroundFormViewProps) {
  const { t } = useTranslation('components')
  const { values, file, fileError, attempted, submission, submitted } = view
  const errors = formErrors(values)
  const valid = formValid(values)
  const errorText = (code: FormErrorCode | undefined) => (attempted && code ? t(`form.errors.${code}`) : null)
  const strength = values.password === '' ? null : passwordStrength(values.password)

  const text = (field: TextFieldName, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`form.fields.${field}`)}
      testId={field === 'textarea' ? 'playground-textarea' : `playground-${field}-input`}
      value={values[field]}
      error={errorText(errors[field as keyof typeof errors])}
      onValueChange={(value) => send({ type: 'field.change', field, value })}
      placeholder={PLACEHOLDER_FIELDS.includes(field) ? t(`form.placeholders.${field}`) : undefined}
      {...extra}
    />
  )

  return (
    <PlaygroundSection id="form" title={t('sections.form')}>
      <Text color="fg.muted" fontSize="sm">
        {t('form.description')}
      </Text>
      <MachineForm
        aria-label={t('form.aria')}
        data-testid="playground-form"
        data-state={view.state}
        onSubmit={() => send({ type: 'form.submit' })}
      >
        <Stack gap="5">
          {attempted && !valid && (
            <Alert.Root status="error" role="alert" data-testid="playground-form-error">
              <Alert.Indicator />
              <Alert.Title>{t('form.fixErrors')}</Alert.Title>
            </Alert.Root>
          )}
          {submitted && submission && <SubmissionPanel values={submission.values} fileName={submission.file?.name ?? null} />}

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('text', { required: true, autoComplete: 'off' })}
            {text('email', { type: 'email', required: true, autoComplete: 'email' })}
            <Stack gap="2">
              {text('password', { type: 'password', required: true, autoComplete: 'new-password', 'aria-describedby': 'playground-password-hint' })}
              <Text id="playground-password-hint" fontSize="xs" color="fg.muted">
                {t('form.strength.hint')}
              </Text>
              {strength && (
                <Stack gap="1" data-testid="playground-password-strength" data-strength={strength} aria-live="polite">
                  <Progress.Root value={STRENGTH_VALUE[strength]} size="sm" colorPalette={STRENGTH_PALETTE[strength]}>
                    <Progress.Track aria-label={t('form.strength.label', { level: t(`form.strength.${strength}`) })}>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="sm" color={`${STRENGTH_PALETTE[strength]}.fg`} data-testid="playground-password-strength-text">
                    {t('form.strength.label', { level: t(`form.strength.${strength}`) })}
                  </Text>
                </Stack>
              )}
            </Stack>
            {text('number', { type: 'number', inputMode: 'numeric' })}
            {text('tel', { type: 'tel', autoComplete: 'tel' })}
            {text('url', { type: 'url', autoComplete: 'url' })}
            {text('search', { type: 'search' })}
            {text('date', { type: 'date' })}
            {text('time', { type: 'time' })}
            {text('color', { type: 'color', p: '1', maxW: '24' })}

            <SelectField
              label={t('form.fields.select')}
              testId="playground-select"
              required
              value={values.select}
              placeholder={t('form.selectPlaceholder')}
              error={errorText(errors.select)}
              onChange={(value) => send({ type: 'field.change', field: 'select', value })}
              options={SELECT_OPTIONS.map((option) => ({ value: option, label: t(`form.options.${option}`) }))}
            />

            <FormField
              label={t('form.fields.file')}
              testId="playground-file-input"
              error={fileError ? t(`form.errors.${fileError}`, { types: FILE_TYPES_TEXT }) : null}
              helper={t('form.fileHelp', { types: FILE_TYPES_TEXT })}
            >
              <Input
                ref={fileInputRef}
                type="file"
                p="1"
                accept={ALLOWED_FILE_TYPES.join(',')}
                data-testid="playground-file-input"
                onChange={(e) => {
                  const picked = e.currentTarget.files?.[0]
                  send(picked ? { type: 'file.select', file: { name: picked.name, size: picked.size } } : { type: 'file.clear' })
                }}
              />
              {file && (
                <HStack gap="2" fontSize="sm">
                  <Text data-testid="playground-file-name">{t('form.fileSelected', { name: file.name, size: formatBytes(file.size) })}</Text>
                  <Button
                    size="2xs"
                    variant="ghost"
                    data-testid="playground-file-clear-button"
                    onClick={() => {
                      if (fileInputRef.current) fileInputRef.current.value = ''
                      send({ type: 'file.clear' })
                    }}
                  >
                    {t('form.fileClear')}
                  </Button>
                </HStack>
              )}
            </FormField>

            <Stack gap="1.5">
              <chakra.label htmlFor="playground-range" fontSize="sm" fontWeight="medium">
                {t('form.fields.range')}
              </chakra.label>
              <chakra.input
                id="playground-range"
                type="range"
                min={RANGE_MIN}
                max={RANGE_MAX}
                step={1}
                value={values.range}
                accentColor="teal.600"
                data-testid="playground-range-input"
                aria-describedby="playground-range-value"
                onChange={(e) => send({ type: 'range.change', value: Number(e.currentTarget.value) })}
              />
              <Text id="playground-range-value" fontSize="sm" color="fg.muted" data-testid="playground-range-value">
                {t('form.rangeValue', { value: values.range })}
              </Text>
            </Stack>
          </SimpleGrid>

          {text('textarea', { multiline: true })}

          <chakra.fieldset borderWidth="1px" rounded="l2" px="4" pb="3" data-testid="playground-radio-group">
            <chakra.legend px="1" fontSize="sm" fontWeight="medium">
              {t('form.fields.radio')}
            </chakra.legend>
            <HStack gap="5" wrap="wrap">
              {RADIO_OPTIONS.map((option) => (
                <chakra.label key={option} display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                  <chakra.input
                    type="radio"
                    name="playground-radio"
                    value={option}
                    checked={values.radio === option}
                    onChange={() => send({ type: 'radio.select', value: option })}
                    accentColor="teal.600"
                    width="4"
                    height="4"
                    data-testid={`playground-radio-${option}`}
                  />
                  {t(`form.options.${option}`)}
                </chakra.label>
              ))}
            </HStack>
          </chakra.fieldset>

          <Box>
            <CheckField
              label={
                <>
                  {t('form.fields.terms')}{' '}
                  <Text as="span" aria-hidden="true" color="fg.error">
                    *
                  </Text>
                </>
              }
              testId="playground-terms-checkbox"
              checked={values.terms}
              describedBy={errorText(errors.terms) ? 'playground-terms-error' : undefined}
              onToggle={() => send({ type: 'terms.change', checked: !values.terms })}
            />
            {errorText(errors.terms) && (
              <Text id="playground-terms-error" color="fg.error" fontSize="sm" mt="1" data-testid="playground-terms-error">
                {errorText(errors.terms)}
              </Text>
            )}
          </Box>

          <HStack gap="3">
            <Button type="submit" colorPalette="teal" data-testid="playground-submit-button">
              {t('form.submit')}
            </Button>
            <Button type="button" variant="outline" data-testid="playground-reset-button" onClick={onReset}>
              {t('form.reset')}
            </Button>
          </HStack>
        </Stack>
      </MachineForm>
    </PlaygroundSection>
  )
}

const SUMMARY_FIELDS: ReadonlyArray<TextFieldName | 'range' | 'radio' | 'terms' | 'file'> = [
  'text',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'search',
  'date',
  'time',
  'color',
  'select',
  'file',
  'range',
  'textarea',
  'terms',
  'radio',
]

function SubmissionPanel({ values, fileName }: { values: FormValues; fileName: string | null }) {
  const { t } = useTranslation('components')
  const show = (field: (typeof SUMMARY_FIELDS)[number]): string => {
    if (field === 'password') return t('form.success.hidden', { count: values.password.length })
    if (field === 'file') return fileName ?? t('form.success.none')
    if (field === 'range') return String(values.range)
    if (field === 'terms') return values.terms ? t('form.success.yes') : t('form.success.no')
    if (field === 'radio' || field === 'select') return values[field] ? t(`form.options.${values[field]}`) : t('form.success.empty')
    return values[field] === '' ? t('form.success.empty') : values[field]
  }
  return (
    <Alert.Root status="success" role="status" data-testid="playground-form-success" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('form.success.title')}</Alert.Title>
        <Alert.Description>
          <Text mb="2">{t('form.success.description')}</Text>
          <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
            {SUMMARY_FIELDS.map((field) => (
              <Box key={field} display="contents">
                <chakra.dt fontWeight="semibold">{t(`form.fields.${field}`)}</chakra.dt>
                <chakra.dd data-testid={`playground-success-${field}`} wordBreak="break-word">
                  {show(field)}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
