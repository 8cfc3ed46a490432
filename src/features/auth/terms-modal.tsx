import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { LoginViewProps } from './login-view'
import { AppDialog } from '@/ui/app-dialog'
import { failureSentence } from '@/ui/failure-text'
import { CheckField } from '@/ui/form'

/** The two documents to accept: checkbox, label and link of each. */
const CONSENTS = [
  { id: 'terms', checked: 'termsChecked', toggle: 'terms.toggleTerms', prefix: 'terms.acceptTermsPrefix', link: 'terms.termsLink' },
  { id: 'privacy', checked: 'privacyChecked', toggle: 'terms.togglePrivacy', prefix: 'terms.acceptPrivacyPrefix', link: 'terms.privacyLink' },
] as const

/** The terms-acceptance modal (docs/spec/1-shell-and-accounts.md §2.4, §4, §5, §8), rendered from the login machine's state. */
export function TermsModal({ view, send }: Pick<LoginViewProps, 'view' | 'send'>) {
  const { t } = useTranslation('auth')
  const { context: c, termsOpen: open, busy, confirmingDeletion: confirming } = view
  const failure = c.termsFailure ? failureSentence(t, c.termsFailure.reason, t(`terms.errors.${c.termsFailure.code}`)) : null

  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!busy) send({ type: 'terms.dismiss' })
      }}
      closeOnBackdrop={false}
      title={t('terms.title')}
      testId="terms-modal"
      dataAttrs={{ 'data-step': confirming ? 'confirm-delete' : 'review' }}
      description={t('terms.text')}
      closeLabel={t('terms.close')}
      closeTestId="terms-modal-close-button"
      closeDisabled={busy}
      cancel={confirming ? { label: t('terms.deleteCancel'), testId: 'terms-modal-delete-cancel-button', onClick: () => send({ type: 'terms.deleteCancel' }), disabled: busy } : undefined}
      confirm={
        confirming
          ? { label: t('terms.deleteConfirm'), testId: 'terms-modal-delete-confirm-button', onClick: () => send({ type: 'terms.deleteConfirm' }), loading: busy, loadingText: t('terms.deleting'), palette: 'red' }
          : undefined
      }
      footer={
        !confirming && (
          <HStack gap="2" justify="space-between" width="100%" wrap="wrap">
            <Button variant="ghost" colorPalette="red" onClick={() => send({ type: 'terms.deleteRequest' })} disabled={busy} data-testid="terms-modal-delete-button">
              {t('terms.deleteAccount')}
            </Button>
            <Button colorPalette="teal" onClick={() => send({ type: 'terms.accept' })} loading={busy} loadingText={t('terms.accepting')} data-testid="terms-modal-accept-button">
              {t('terms.accept')}
            </Button>
          </HStack>
        )
      }
    >
      <Stack gap="4">
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
            {CONSENTS.map((doc) => (
              <CheckField
                key={doc.id}
                testId={`terms-modal-${doc.id}-checkbox`}
                checked={c[doc.checked]}
                onToggle={() => send({ type: doc.toggle })}
                disabled={busy}
                label={
                  <>
                    {t(doc.prefix)}{' '}
                    <Link href={`/${doc.id}`} target="_blank" rel="noopener noreferrer" data-testid={`terms-modal-${doc.id}-link`} colorPalette="teal">
                      {t(doc.link)}
                    </Link>
                  </>
                }
              />
            ))}
            {c.termsError && (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="terms-modal-error">
                {t('terms.acceptBoth')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  )
}
