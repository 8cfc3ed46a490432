import { Alert, Button, Card, Container, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  signupMissing,
  visibleSignupErrors,
  type SignupConsent,
  type SignupEvent,
  type SignupFailure,
  type SignupFieldError,
  type SignupTextField,
  type SignupViewModel,
} from '@machines/account/signup.machine'
import { CheckField, enterSubmitsForm, RequiredNote, SubmitHint, TextField, fieldErrorText } from '@/ui/form'
import { EyeIcon, EyeOffIcon } from '@/ui/icons'
import { SignupConfirmModal } from './signup-confirm-modal'
import { MachineForm } from '@/ui/machine-form'
import { FormCardHeader, OtherScreenLink } from '@/ui/form-card'

export interface SignupViewProps {
  view: SignupViewModel
  send: (event: SignupEvent) => void
}

/** The text of the red box above the form (docs/spec/1-shell-and-accounts.md §8). */
export function signupFailureText(t: TFunction, failure: SignupFailure): string {
  switch (failure.code) {
    case 'validation':
      return failure.message ?? t('signup.errors.validation')
    case 'server':
      return failure.message ?? t('signup.errors.server')
    case 'usernameTaken':
      return t('signup.errors.usernameTaken', { username: failure.username })
    default:
      return t(`signup.errors.${failure.code}`)
  }
}

function errorText(t: TFunction, error: SignupFieldError | null): string | null {
  if (!error) return null
  if (error.code === 'termsRequired' || error.code === 'privacyRequired') return t(`signup.errors.${error.code}`)
  return fieldErrorText(t, error)
}

const TEST_IDS: Record<SignupTextField, string> = {
  name: 'signup-name-input',
  email: 'signup-email-input',
  password: 'signup-password-input',
  confirmPassword: 'signup-confirm-password-input',
}

export function SignupView({ view, send }: SignupViewProps) {
  const { t } = useTranslation('account')
  const { context: c, busy, signedOut, signingIn } = view
  const errors = visibleSignupErrors(c)
  const missing = signupMissing(c.values)
  const canSubmit = missing.length === 0

  const field = (name: SignupTextField, extra: { type?: string; autoComplete?: string; helper?: string; endElement?: ReactNode } = {}) => (
    <TextField
      label={t(`signup.fields.${name}`)}
      testId={TEST_IDS[name]}
      value={c.values[name]}
      error={errorText(t, errors[name])}
      required
      disabled={busy}
      onValueChange={(value) => send({ type: 'field.change', field: name, value })}
      onBlur={() => {
        if (!c.touched[name]) send({ type: 'field.blur', field: name })
      }}
      {...extra}
    />
  )

  const consent = (name: SignupConsent, key: 'terms' | 'privacy', href: string) => {
    const error = errorText(t, errors[name])
    const errorId = `signup-${key}-error`
    return (
      <Stack gap="1">
        <CheckField
          testId={`signup-${key}-checkbox`}
          checked={c.values[name]}
          onToggle={() => send({ type: 'consent.toggle', consent: name })}
          disabled={busy}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          label={
            <Trans
              t={t}
              i18nKey={`signup.${key}Label`}
              components={{
                doc: <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="teal" data-testid={`signup-${key}-link`} />,
              }}
            />
          }
        />
        {error && (
          <Text id={errorId} color="red.fg" fontSize="xs" data-testid={errorId}>
            {error}
          </Text>
        )}
      </Stack>
    )
  }

  const submitLabel = signingIn ? t('signup.signingIn') : t('signup.registering')

  return (
    <Container maxW="lg" py={{ base: '6', md: '12' }} data-testid="signup-page" data-state={view.state}>
      <Card.Root>
        <FormCardHeader title={t('signup.title')} subtitle={t('signup.subtitle')} />
        <Card.Body>
          <Stack gap="4">
            <Alert.Root status="warning" variant="subtle" data-testid="signup-security-notice">
              <Alert.Indicator />
              <Stack gap="1">
                <Alert.Title>{t('signup.security.title')}</Alert.Title>
                <Alert.Description>{t('signup.security.text')}</Alert.Description>
              </Stack>
            </Alert.Root>
            {signedOut ? (
              <Alert.Root status="info" data-testid="signup-signed-out-alert" role="status">
                <Alert.Indicator />
                <Stack gap="2" align="flex-start">
                  <Alert.Title>{t('signup.signedOut.title')}</Alert.Title>
                  <Alert.Description>{t('signup.signedOut.text')}</Alert.Description>
                  <Link asChild fontWeight="semibold" data-testid="signup-go-to-login-link">
                    <RouterLink to="/login">{t('signup.signedOut.goToLogin')}</RouterLink>
                  </Link>
                </Stack>
              </Alert.Root>
            ) : (
              <MachineForm
                column
                data-testid="signup-form"
                aria-label={t('signup.formAria')}
                onKeyDown={enterSubmitsForm}
                onSubmit={() => {
                  if (!busy) send({ type: 'form.submit' })
                }}
              >
                {c.failure && (
                  <Alert.Root status="error" data-testid="signup-error-alert" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{signupFailureText(t, c.failure)}</Alert.Title>
                  </Alert.Root>
                )}
                <RequiredNote />
                {field('name', { autoComplete: 'name' })}
                {field('email', { type: 'email', autoComplete: 'email' })}
                {field('password', {
                  type: c.showPassword ? 'text' : 'password',
                  autoComplete: 'new-password',
                  helper: t('signup.passwordHint'),
                  endElement: (
                    <IconButton
                      variant="outline"
                      onClick={() => send({ type: 'password.toggleVisibility' })}
                      aria-label={c.showPassword ? t('signup.hidePasswords') : t('signup.showPasswords')}
                      aria-pressed={c.showPassword}
                      data-testid="signup-password-toggle-button"
                      disabled={busy}
                    >
                      {c.showPassword ? <EyeOffIcon /> : <EyeIcon />}
                    </IconButton>
                  ),
                })}
                {field('confirmPassword', { type: c.showPassword ? 'text' : 'password', autoComplete: 'new-password' })}
                {consent('termsAccepted', 'terms', '/terms')}
                {consent('privacyAccepted', 'privacy', '/privacy')}
                {/* Disabled until the §5 enabling rules hold; Enter in a field is the attempt that shows every message. */}
                <Button
                  type="submit"
                  colorPalette="teal"
                  disabled={!canSubmit}
                  aria-describedby={canSubmit || busy ? undefined : 'signup-submit-hint'}
                  loading={busy}
                  loadingText={submitLabel}
                  data-testid="signup-submit-button"
                >
                  {t('signup.submit')}
                </Button>
                {!busy && <SubmitHint id="signup-submit-hint" items={missing.map((f) => t(`signup.needs.${f}`))} />}
              </MachineForm>
            )}
            <OtherScreenLink text={t('signup.haveAccount')} link={t('signup.loginLink')} to="/login" testId="signup-login-link" />
          </Stack>
        </Card.Body>
      </Card.Root>
      <SignupConfirmModal view={view} send={send} />
    </Container>
  )
}
