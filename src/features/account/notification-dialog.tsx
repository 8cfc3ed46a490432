import { Button, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

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
 * The generic notification modal (spec 1 §2.8): success, error and info variants, a Close
 * button, and Escape (or the backdrop) closes it. `notification` null closes it; the last one
 * stays rendered while the dialog animates out.
 */
export function NotificationDialog({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const last = useRef<Notification | null>(notification)
  if (notification) last.current = notification
  const shown = notification ?? last.current
  if (!shown) return null
  const title = t(`notification.${shown.variant}`)

  return (
    <Dialog.Root
      open={notification !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose()
      }}
      role={shown.variant === 'error' ? 'alertdialog' : 'dialog'}
      closeOnInteractOutside
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notification-dialog" data-variant={shown.variant} borderTopWidth="4px" borderTopColor={`${PALETTE[shown.variant]}.solid`}>
            <Dialog.Header>
              <HStack gap="3">
                <VariantIcon variant={shown.variant} />
                <Dialog.Title data-testid="notification-dialog-title">{title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text data-testid="notification-dialog-message">{shown.message}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette={PALETTE[shown.variant]} onClick={onClose} data-testid="notification-dialog-close-button">
                {t('notification.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
