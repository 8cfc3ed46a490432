import { Alert, Button, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { LoginViewProps } from './login-view'
import { failureText } from '../../ui/failure-text'
import { CheckField } from '../../ui/form'
import { CloseIcon } from '../../ui/icons'

/** The terms-acceptance modal (spec 1 §2.4, §4, §5, §8), rendered from the login machine's state. */
export function TermsModal({ snapshot, send }: Pick<LoginViewProps, 'snapshot' | 'send'>) {
  const { t } = useTranslation('auth')
  const c = snapshot.context
  const open = snapshot.hasTag('termsOpen')
  const busy = snapshot.hasTag('busy')
  const confirming = snapshot.matches({ termsRequired: 'confirmingDelete' }) || snapshot.matches({ termsRequired: 'deleting' })
  const failure = c.termsFailure ? failureText(t, c.termsFailure.reason, t(`terms.errors.${c.termsFailure.code}`)) : null

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) send({ type: 'terms.dismiss' })
      }}
      closeOnInteractOutside={false}
      role="dialog"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="terms-modal" data-step={confirming ? 'confirm-delete' : 'review'}>
            <Dialog.Header>
              <Dialog.Title>{t('terms.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm">{t('terms.text')}</Text>
                {failure && (
                  <Alert.Root status="error" data-testid="terms-modal-server-error">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                {confirming ? (
                  <Alert.Root status="warning" data-testid="terms-modal-delete-confirm" role="alertdialog" aria-label={t('terms.deleteConfirmTitle')}>
                    <Alert.Indicator />
                    <Stack gap="1">
                      <Alert.Title>{t('terms.deleteConfirmTitle')}</Alert.Title>
                      <Alert.Description>{t('terms.deleteConfirmText')}</Alert.Description>
                    </Stack>
                  </Alert.Root>
                ) : (
                  <Stack gap="3">
                    <CheckField
                      testId="terms-modal-terms-checkbox"
                      checked={c.termsChecked}
                      onToggle={() => send({ type: 'terms.toggleTerms' })}
                      disabled={busy}
                      label={
                        <>
                          {t('terms.acceptTermsPrefix')}{' '}
                          <Link href="/terms" target="_blank" rel="noopener noreferrer" data-testid="terms-modal-terms-link" colorPalette="teal">
                            {t('terms.termsLink')}
                          </Link>
                        </>
                      }
                    />
                    <CheckField
                      testId="terms-modal-privacy-checkbox"
                      checked={c.privacyChecked}
                      onToggle={() => send({ type: 'terms.togglePrivacy' })}
                      disabled={busy}
                      label={
                        <>
                          {t('terms.acceptPrivacyPrefix')}{' '}
                          <Link href="/privacy" target="_blank" rel="noopener noreferrer" data-testid="terms-modal-privacy-link" colorPalette="teal">
                            {t('terms.privacyLink')}
                          </Link>
                        </>
                      }
                    />
                    {c.termsError && (
                      <Text color="fg.error" fontSize="sm" role="alert" data-testid="terms-modal-error">
                        {t('terms.acceptBoth')}
                      </Text>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {confirming ? (
                <HStack gap="2">
                  <Button variant="outline" onClick={() => send({ type: 'terms.deleteCancel' })} disabled={busy} data-testid="terms-modal-delete-cancel-button">
                    {t('terms.deleteCancel')}
                  </Button>
                  <Button colorPalette="red" onClick={() => send({ type: 'terms.deleteConfirm' })} loading={busy} loadingText={t('terms.deleting')} data-testid="terms-modal-delete-confirm-button">
                    {t('terms.deleteConfirm')}
                  </Button>
                </HStack>
              ) : (
                <HStack gap="2" justify="space-between" width="100%" wrap="wrap">
                  <Button variant="ghost" colorPalette="red" onClick={() => send({ type: 'terms.deleteRequest' })} disabled={busy} data-testid="terms-modal-delete-button">
                    {t('terms.deleteAccount')}
                  </Button>
                  <Button colorPalette="teal" onClick={() => send({ type: 'terms.accept' })} loading={busy} loadingText={t('terms.accepting')} data-testid="terms-modal-accept-button">
                    {t('terms.accept')}
                  </Button>
                </HStack>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button size="sm" variant="ghost" position="absolute" top="2" insetEnd="2" aria-label={t('terms.close')} disabled={busy} data-testid="terms-modal-close-button">
                <CloseIcon />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
