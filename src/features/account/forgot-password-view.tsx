import { chakra, Alert, Button, Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  forgotPasswordEmailError,
  type ForgotPasswordEvent,
  type ForgotPasswordFailure,
  type ForgotPasswordViewModel,
} from '@machines/account/forgot-password.machine'
import { isSandbox } from '@/lib/env'
import { FailureAlertContent } from '@/ui/failure-alert'
import { failureMessage, type FailureMessage } from '@/ui/failure-text'
import { TextField, fieldErrorText } from '@/ui/form'
import { TempPasswordModal } from './temp-password-modal'
import { MachineForm } from '@/ui/machine-form'
import { FormCardHeader } from '@/ui/form-card'

export interface ForgotPasswordViewProps {
  view: ForgotPasswordViewModel
  send: (event: ForgotPasswordEvent) => void
}

/** The failure toast and alert (docs/spec/1-shell-and-accounts.md §2.6, §8). */
export function forgotPasswordFailure(t: TFunction, failure: ForgotPasswordFailure): FailureMessage {
  if (failure.code === 'failed') return failureMessage(t, failure.reason, t('forgot.errors.failed'))
  return { title: t(`forgot.errors.${failure.code}`), detail: null }
}

export function ForgotPasswordView({ view, send }: ForgotPasswordViewProps) {
  const { t } = useTranslation('account')
  const { context: c, busy, checkEmail } = view
  const error = c.attempted ? forgotPasswordEmailError(c.email) : null
  const errorText = error ? (error.code === 'emailRequired' ? t('forgot.emailRequired') : fieldErrorText(t, error)) : null

  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} data-testid="forgot-password-page" data-state={view.state}>
      <Card.Root>
        {checkEmail ? (
          <Card.Body data-testid="forgot-password-check-email">
            <Stack gap="4">
              <Heading as="h1" size="xl">
                {t('forgot.checkEmail.title')}
              </Heading>
              <Text data-testid="forgot-password-check-email-text">
                <Trans
                  t={t}
                  i18nKey="forgot.checkEmail.text"
                  values={{ email: c.sentTo }}
                  components={{ email: <chakra.strong wordBreak="break-all" data-testid="forgot-password-check-email-address" /> }}
                />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('forgot.checkEmail.hint')}
              </Text>
              {isSandbox() && (
                <Alert.Root status="info" variant="subtle" data-testid="forgot-password-sandbox-mailbox-hint">
                  <Alert.Indicator />
                  <Alert.Description>{t('forgot.checkEmail.sandboxHint')}</Alert.Description>
                </Alert.Root>
              )}
              <HStack gap="4" wrap="wrap">
                {/* A link (docs/spec/1-shell-and-accounts.md §2.6 "a try-again link"), back to this page's form: the machine resets it. */}
                <Button asChild colorPalette="teal">
                  <a
                    href="/forgot-password"
                    onClick={(e) => {
                      e.preventDefault()
                      send({ type: 'checkEmail.retry' })
                    }}
                    data-testid="forgot-password-try-again-link"
                  >
                    {t('forgot.checkEmail.tryAgain')}
                  </a>
                </Button>
                <Link asChild fontWeight="semibold" data-testid="forgot-password-check-email-login-link">
                  <RouterLink to="/login">{t('forgot.backToLogin')}</RouterLink>
                </Link>
              </HStack>
            </Stack>
          </Card.Body>
        ) : (
          <>
            <FormCardHeader title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
            <Card.Body>
              <MachineForm
                column
                data-testid="forgot-password-form"
                aria-label={t('forgot.formAria')}
                onSubmit={() => send({ type: 'form.submit' })}
              >
                <Alert.Root status="warning" variant="subtle" data-testid="forgot-password-test-notice">
                  <Alert.Indicator />
                  <Alert.Description>{t('forgot.testNotice')}</Alert.Description>
                </Alert.Root>
                {c.failure && (
                  <Alert.Root status="error" data-testid="forgot-password-error-alert" role="alert">
                    <Alert.Indicator />
                    <FailureAlertContent failure={forgotPasswordFailure(t, c.failure)} />
                  </Alert.Root>
                )}
                <TextField
                  label={t('forgot.email')}
                  testId="forgot-password-email-input"
                  type="email"
                  autoComplete="email"
                  value={c.email}
                  error={errorText}
                  required
                  disabled={busy}
                  onValueChange={(value) => send({ type: 'email.change', value })}
                />
                <Button type="submit" colorPalette="teal" loading={busy} loadingText={t('forgot.sending')} data-testid="forgot-password-submit-button">
                  {t('forgot.submit')}
                </Button>
                <Link asChild fontSize="sm" alignSelf="center" data-testid="forgot-password-back-to-login-link">
                  <RouterLink to="/login">{t('forgot.backToLogin')}</RouterLink>
                </Link>
              </MachineForm>
            </Card.Body>
          </>
        )}
      </Card.Root>
      <TempPasswordModal view={view} send={send} />
    </Container>
  )
}
