import { Alert, Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SignupViewProps } from './signup-view'

/** The confirmation before the account is created (spec 1 §2.5): e-mail, name, warning, recommendation. */
export function SignupConfirmModal({ snapshot, send }: SignupViewProps) {
  const { t } = useTranslation('account')
  const open = snapshot.hasTag('confirmOpen')
  const { name, email } = snapshot.context.values

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) send({ type: 'confirm.cancel' })
      }}
      closeOnInteractOutside={false}
      role="dialog"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="signup-confirm-modal">
            <Dialog.Header>
              <Dialog.Title>{t('signup.confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm">{t('signup.confirm.intro')}</Text>
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
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2">
                <Button variant="outline" onClick={() => send({ type: 'confirm.cancel' })} data-testid="signup-confirm-modal-cancel-button">
                  {t('signup.confirm.cancel')}
                </Button>
                <Button colorPalette="teal" onClick={() => send({ type: 'confirm.accept' })} data-testid="signup-confirm-modal-accept-button">
                  {t('signup.confirm.accept')}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
