import { Alert, Box, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { AppDialog } from '@/ui/app-dialog'
import type { SignupViewProps } from './signup-view'

/** The confirmation before the account is created (docs/spec/1-shell-and-accounts.md §2.5): e-mail, name, warning, recommendation. */
export function SignupConfirmModal({ view, send }: SignupViewProps) {
  const { t } = useTranslation('account')
  const open = view.confirmOpen
  const { name, email } = view.context.values

  return (
    <AppDialog
      open={open}
      onClose={() => send({ type: 'confirm.cancel' })}
      closeOnBackdrop={false}
      title={t('signup.confirm.title')}
      testId="signup-confirm-modal"
      description={t('signup.confirm.intro')}
      cancel={{ label: t('signup.confirm.cancel'), testId: 'signup-confirm-modal-cancel-button', onClick: () => send({ type: 'confirm.cancel' }) }}
      confirm={{ label: t('signup.confirm.accept'), testId: 'signup-confirm-modal-accept-button', onClick: () => send({ type: 'confirm.accept' }) }}
    >
      <Stack gap="4">
        <Box as="dl" borderWidth="1px" rounded="l2" p="3" bg="bg.subtle" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          <Text as="dt" color="fg.muted">
            {t('signup.confirm.email')}
          </Text>
          <Text as="dd" fontWeight="semibold" wordBreak="break-all" data-testid="signup-confirm-modal-email">
            {email.trim()}
          </Text>
          <Text as="dt" color="fg.muted">
            {t('signup.confirm.name')}
          </Text>
          <Text as="dd" fontWeight="semibold" wordBreak="break-word" data-testid="signup-confirm-modal-name">
            {name.trim()}
          </Text>
        </Box>
        <Alert.Root status="warning" data-testid="signup-confirm-modal-warning">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t('signup.confirm.warningTitle')}</Alert.Title>
            <Alert.Description>{t('signup.confirm.warningText')}</Alert.Description>
          </Stack>
        </Alert.Root>
        <Alert.Root status="info" data-testid="signup-confirm-modal-recommendation">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t('signup.confirm.recommendationTitle')}</Alert.Title>
            <Alert.Description>{t('signup.confirm.recommendationText')}</Alert.Description>
          </Stack>
        </Alert.Root>
      </Stack>
    </AppDialog>
  )
}
