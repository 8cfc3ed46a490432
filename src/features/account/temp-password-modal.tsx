import { Alert, Box, Button, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { TEMP_PASSWORD_MINUTES } from '@machines/account/forgot-password.machine'
import { AppDialog } from '@/ui/app-dialog'
import { EyeIcon, EyeOffIcon } from '@/ui/icons'
import type { ForgotPasswordViewProps } from './forgot-password-view'

/** The masked form of a password: one bullet per character. */
export const mask = (password: string) => '•'.repeat(password.length)

/** The temporary-password modal (docs/spec/1-shell-and-accounts.md §2.6, §4, §9): e-mail, masked password, show/hide, copy, expiry, notice. */
export function TempPasswordModal({ view, send }: ForgotPasswordViewProps) {
  const { t } = useTranslation('account')
  const { context: c, modalOpen: open, copying } = view
  const password = c.tempPassword ?? ''

  return (
    <AppDialog
      open={open}
      onClose={() => send({ type: 'tempPassword.close' })}
      closeOnBackdrop={false}
      title={t('temp.title')}
      testId="temp-password-modal"
      cancel={{ label: t('temp.close'), testId: 'temp-password-modal-close-button', onClick: () => send({ type: 'tempPassword.close' }) }}
      confirm={{ label: t('temp.goToLogin'), testId: 'temp-password-modal-go-to-login-button', onClick: () => send({ type: 'tempPassword.goToLogin' }) }}
    >
      <Stack gap="4">
        {!c.registered && (
          <Alert.Root status="info" data-testid="temp-password-modal-not-registered-notice">
            <Alert.Indicator />
            <Stack gap="1">
              <Alert.Title>{t('temp.notRegisteredTitle')}</Alert.Title>
              <Alert.Description>{t('temp.notRegisteredText')}</Alert.Description>
            </Stack>
          </Alert.Root>
        )}
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" id="temp-password-email-label">
            {t('temp.emailLabel')}
          </Text>
          <Text fontWeight="semibold" wordBreak="break-all" aria-labelledby="temp-password-email-label" data-testid="temp-password-modal-email">
            {c.sentTo}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" id="temp-password-value-label">
            {t('temp.passwordLabel')}
          </Text>
          <HStack gap="2">
            <Box flex="1" minW="0">
              <Code
                display="block"
                size="lg"
                px="3"
                py="2"
                fontSize="md"
                letterSpacing={c.showTempPassword ? 'normal' : 'widest'}
                wordBreak="break-all"
                role="textbox"
                aria-readonly="true"
                aria-labelledby="temp-password-value-label"
                data-testid="temp-password-modal-value"
                data-masked={!c.showTempPassword}
              >
                {c.showTempPassword ? password : mask(password)}
              </Code>
            </Box>
            <IconButton
              variant="outline"
              onClick={() => send({ type: 'tempPassword.toggleVisibility' })}
              aria-label={c.showTempPassword ? t('temp.hide') : t('temp.show')}
              aria-pressed={c.showTempPassword}
              data-testid="temp-password-modal-toggle-button"
            >
              {c.showTempPassword ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
            <Button
              variant="outline"
              onClick={() => send({ type: 'tempPassword.copy' })}
              loading={copying}
              data-testid="temp-password-modal-copy-button"
              data-copied={c.copied}
            >
              {c.copied ? t('temp.copied') : t('temp.copy')}
            </Button>
          </HStack>
        </Stack>
        <Alert.Root status="warning" variant="subtle" data-testid="temp-password-modal-expiry-note">
          <Alert.Indicator />
          <Alert.Description>{t('temp.expires', { minutes: TEMP_PASSWORD_MINUTES })}</Alert.Description>
        </Alert.Root>
      </Stack>
    </AppDialog>
  )
}
