import { Icon } from '@chakra-ui/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { AppDialog } from '@/ui/app-dialog'

export type NotificationVariant = 'success' | 'error' | 'info'

export interface Notification {
  variant: NotificationVariant
  message: string
}

const PALETTE: Record<NotificationVariant, string> = { success: 'green', error: 'red', info: 'blue' }

function VariantIcon({ variant }: { variant: NotificationVariant }) {
  const path =
    variant === 'success'
      ? 'M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.5-1.5z'
      : variant === 'error'
        ? 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z'
        : 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z'
  return (
    <Icon boxSize="6" color={`${PALETTE[variant]}.fg`} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d={path} />
      </svg>
    </Icon>
  )
}

/**
 * The generic notification modal (docs/spec/1-shell-and-accounts.md §2.8): success, error and info variants, a Close
 * button, and Escape (or the backdrop) closes it. `notification` null closes it; the last one
 * stays rendered while the dialog closes.
 */
export function NotificationDialog({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const last = useRef<Notification | null>(notification)
  if (notification) last.current = notification
  const shown = notification ?? last.current
  if (!shown) return null
  const title = t(`notification.${shown.variant}`)

  return (
    <AppDialog
      open={notification !== null}
      onClose={onClose}
      title={title}
      testId="notification-dialog"
      role={shown.variant === 'error' ? 'alertdialog' : 'dialog'}
      placement="center"
      size="sm"
      icon={<VariantIcon variant={shown.variant} />}
      accent={PALETTE[shown.variant]}
      dataAttrs={{ 'data-variant': shown.variant }}
      description={shown.message}
      descriptionTestId="notification-dialog-message"
      confirm={{ label: t('notification.close'), testId: 'notification-dialog-close-button', onClick: onClose, palette: PALETTE[shown.variant] }}
    />
  )
}
