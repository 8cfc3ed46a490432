import { Alert, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import {
  confirmWordMatches,
  DELETE_CONFIRM_WORD,
  type DeleteAccountEvent,
  type DeleteAccountViewModel,
} from '@machines/account/delete-account.machine'
import { AppDialog } from '@/ui/app-dialog'
import { failureSentence } from '@/ui/failure-text'
import { TextField } from '@/ui/form'

/**
 * The delete-account dialog (docs/spec/1-shell-and-accounts.md §2.8, §4, §5, §8): type DELETE to enable the confirm button,
 * "Deleting…" while the call runs, Escape or the backdrop close and reset, the server detail
 * (translated: never the raw server text; else "Failed to delete account") on failure, and a success message until the redirect.
 */
export function DeleteAccountDialog({ view, send }: { view: DeleteAccountViewModel; send: (e: DeleteAccountEvent) => void }) {
  const { t } = useTranslation('profile')
  const { open, busy, deleted, context: c } = view
  const matches = confirmWordMatches(c.confirmText)
  const failure = c.failure ? failureSentence(t, c.failure.reason, t('deleteAccount.failed')) : null

  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!busy && !deleted) send({ type: 'delete.close' })
      }}
      title={t('deleteAccount.title')}
      testId="delete-account-dialog"
      role="alertdialog"
      placement="center"
      dataAttrs={{ 'data-state-name': view.state }}
      description={deleted ? undefined : t('deleteAccount.text')}
      cancel={deleted ? undefined : { label: t('deleteAccount.cancel'), testId: 'delete-account-cancel-button', onClick: () => send({ type: 'delete.close' }), disabled: busy }}
      confirm={
        deleted
          ? undefined
          : {
              label: t('deleteAccount.confirm'),
              testId: 'delete-account-confirm-button',
              onClick: () => send({ type: 'delete.confirm' }),
              disabled: !matches,
              loading: busy,
              loadingText: t('deleteAccount.deleting'),
              palette: 'red',
            }
      }
    >
      {deleted ? (
        <Alert.Root status="success" data-testid="delete-account-success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('deleteAccount.success')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error" data-testid="delete-account-error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Text fontSize="sm" fontWeight="semibold" id="delete-account-instruction">
            {t('deleteAccount.instruction')}
          </Text>
          <TextField
            label={t('deleteAccount.label')}
            testId="delete-account-confirm-input"
            value={c.confirmText}
            error={null}
            placeholder={DELETE_CONFIRM_WORD}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="delete-account-instruction"
            disabled={busy}
            onValueChange={(value) => send({ type: 'delete.change', value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && matches && !busy) send({ type: 'delete.confirm' })
            }}
          />
        </Stack>
      )}
    </AppDialog>
  )
}
