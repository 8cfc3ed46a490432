import { Alert, Box, Button, Card, Container, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DEMO_ACCOUNTS } from '@machines/shared/demo-accounts'
import { PERSONAS } from '@machines/shared/personas'
import { loginFieldErrors, type LoginEvent, type LoginViewModel } from '@machines/auth/login.machine'
import { appMode } from '@/lib/env'
import { CheckField, TextField, fieldErrorText } from '@/ui/form'
import { EyeIcon, EyeOffIcon, WarningIcon } from '@/ui/icons'
import { Tooltip } from '@/ui/tooltip'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { MachineForm } from '@/ui/machine-form'
import { FormCardHeader, OtherScreenLink } from '@/ui/form-card'

export interface LoginViewProps {
  view: LoginViewModel
  send: (event: LoginEvent) => void
  playgroundNotice: boolean
}

/** The terms-acceptance modal, a chunk of its own: most logins never show it (a dialog's code is ~12 KB gz). */
const loadTermsModal = () => import('./terms-modal')
const TermsModal = lazy(async () => ({ default: (await loadTermsModal()).TermsModal }))

export function LoginView({ view, send, playgroundNotice }: LoginViewProps) {
  const { t } = useTranslation('auth')
  const { context: c, loggingIn: busy, termsOpen } = view
  // The terms modal's code (and its dialog's) loads while a login is submitted, and the modal
  // stays mounted from its first opening on (it animates out when it closes).
  const [termsMounted, setTermsMounted] = useState(termsOpen)
  if (termsOpen && !termsMounted) setTermsMounted(true)
  useEffect(() => {
    if (busy) void loadTermsModal().catch(() => undefined) // a failure shows when the modal renders
  }, [busy])
  const errors = loginFieldErrors(c)
  const emailError = c.submitted ? fieldErrorText(t, errors.email) : null
  const passwordError = c.submitted ? fieldErrorText(t, errors.password) : null

  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} data-testid="login-page" data-state={view.state}>
      <Stack gap="5">
        {playgroundNotice && (
          <Alert.Root status="info" data-testid="login-playground-notice">
            <Alert.Indicator />
            <Alert.Title>{t('login.playgroundRequired')}</Alert.Title>
          </Alert.Root>
        )}
        <Card.Root>
          <FormCardHeader title={t('login.title')} subtitle={t('login.subtitle')} />
          <Card.Body>
            <MachineForm
              column
              data-testid="login-form"
              aria-label={t('login.formAria')}
              onSubmit={() => send({ type: 'form.submit' })}
            >
              {c.error && (
                <Alert.Root status="error" data-testid="login-error-alert" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>
                    {c.error.code === 'accountLocked' ? t('serverTexts.accountLocked', { ns: 'common' }) : t(`login.errors.${c.error.code}`)}
                  </Alert.Title>
                </Alert.Root>
              )}
              <TextField
                label={t('login.email')}
                testId="login-email-input"
                type="email"
                autoComplete="username"
                value={c.email}
                error={emailError}
                required
                disabled={busy}
                onValueChange={(value) => send({ type: 'email.change', value })}
              />
              <TextField
                label={t('login.password')}
                testId="login-password-input"
                type={c.showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={c.password}
                error={passwordError}
                required
                disabled={busy}
                onValueChange={(value) => send({ type: 'password.change', value })}
                onKeyDown={(e) => {
                  const on = e.getModifierState('CapsLock')
                  if (on !== c.capsLock) send({ type: 'capsLock.change', on })
                }}
                onKeyUp={(e) => {
                  const on = e.getModifierState('CapsLock')
                  if (on !== c.capsLock) send({ type: 'capsLock.change', on })
                }}
                endElement={
                  <IconButton
                    variant="outline"
                    onClick={() => send({ type: 'password.toggleVisibility' })}
                    aria-label={c.showPassword ? t('login.hidePassword') : t('login.showPassword')}
                    aria-pressed={c.showPassword}
                    data-testid="login-password-toggle-button"
                    disabled={busy}
                  >
                    {c.showPassword ? <EyeOffIcon /> : <EyeIcon />}
                  </IconButton>
                }
              />
              {c.capsLock && (
                <HStack role="status" color="orange.fg" fontSize="sm" gap="1.5" data-testid="login-caps-lock-warning">
                  <WarningIcon />
                  <Text>{t('login.capsLock')}</Text>
                </HStack>
              )}
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="1">
                  <CheckField
                    label={t('login.remember')}
                    testId="login-remember-checkbox"
                    checked={c.remember}
                    onToggle={() => send({ type: 'remember.toggle' })}
                    describedBy="login-remember-help"
                    disabled={busy}
                  />
                  <Tooltip content={<span id="login-remember-help">{t('login.rememberTooltip')}</span>} testId="login-remember-tooltip">
                    <Button size="2xs" variant="ghost" rounded="full" aria-label={t('login.rememberHelpAria')} data-testid="login-remember-help-button">
                      ?
                    </Button>
                  </Tooltip>
                </HStack>
                <Link asChild fontSize="sm" data-testid="login-forgot-password-link">
                  <RouterLink to="/forgot-password">{t('login.forgot')}</RouterLink>
                </Link>
              </HStack>
              <Button type="submit" colorPalette="teal" loading={busy} loadingText={t('login.submitting')} data-testid="login-submit-button">
                {t('login.submit')}
              </Button>
              <OtherScreenLink text={t('login.noAccount')} link={t('login.signupLink')} to="/signup" testId="login-signup-link" />
            </MachineForm>
          </Card.Body>
        </Card.Root>
        {appMode() !== 'hosted' && <DemoAccounts send={send} disabled={busy} />}
        {appMode() !== 'hosted' && <PersonaAccounts send={send} disabled={busy} />}
      </Stack>
      {termsMounted && (
        <Suspense fallback={null}>
          <TermsModal view={view} send={send} />
        </Suspense>
      )}
    </Container>
  )
}

/** A box of accounts to sign in with: a heading, a line of text, the list. */
function AccountList({ testId, title, text, children }: { testId: string; title: string; text: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="l3" p="4" bg="bg" data-testid={testId}>
      <Heading as="h2" size="sm" mb="1">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {text}
      </Text>
      <Stack gap="2" as="ul" listStyleType="none">
        {children}
      </Stack>
    </Box>
  )
}

/** Fills the form with a listed account's e-mail and password (demo accounts and personas). */
function FillButton({ send, disabled, slug, account }: { send: LoginViewProps['send']; disabled: boolean; slug: string; account: { email: string; password: string } }) {
  const { t } = useTranslation('auth')
  return (
    <Button
      size="xs"
      variant="outline"
      disabled={disabled}
      data-testid={`login-demo-fill-${slug}`}
      aria-label={t('demo.useAria', { email: account.email })}
      onClick={() => {
        send({ type: 'email.change', value: account.email })
        send({ type: 'password.change', value: account.password })
      }}
    >
      {t('demo.use')}
    </Button>
  )
}

function DemoAccounts({ send, disabled }: { send: LoginViewProps['send']; disabled: boolean }) {
  const { t } = useTranslation('auth')
  return (
    <AccountList testId="login-demo-accounts" title={t('demo.title')} text={t('demo.text')}>
        {DEMO_ACCOUNTS.map((a) => {
          const slug = a.email.split('@')[0]!
          return (
            <HStack as="li" key={a.email} justify="space-between" gap="2" wrap="wrap" data-testid={`login-demo-account-${slug}`}>
              <Box fontSize="sm">
                <Text fontWeight="semibold">{t(`demo.roles.${slug}`)}</Text>
                <Text fontFamily="mono">
                  {a.email} / {a.password}
                </Text>
              </Box>
              <FillButton send={send} disabled={disabled} slug={slug} account={a} />
            </HStack>
          )
        })}
    </AccountList>
  )
}

/** The personas (machines/shared/personas.ts): accounts that change the app's behaviour while signed in. */
function PersonaAccounts({ send, disabled }: { send: LoginViewProps['send']; disabled: boolean }) {
  const { t } = useTranslation('auth')
  return (
    <AccountList testId="login-demo-personas" title={t('demo.personasTitle')} text={t('demo.personasText')}>
        {PERSONAS.map((a) => (
          <HStack as="li" key={a.email} justify="space-between" gap="2" wrap="wrap" data-testid={`login-demo-account-${a.slug}`}>
            <Box fontSize="sm" minW="0" flex="1">
              <Text fontWeight="semibold">{t(`demo.personas.${a.slug}.title`)}</Text>
              <Text color="fg.muted">{t(`demo.personas.${a.slug}.text`)}</Text>
              <Text fontFamily="mono">
                {a.email} / {a.password}
              </Text>
            </Box>
            <FillButton send={send} disabled={disabled} slug={a.slug} account={a} />
          </HStack>
        ))}
    </AccountList>
  )
}
