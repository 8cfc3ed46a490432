/**
 * The one dialog of the app: every screen's modal is an AppDialog, so header, body, footer,
 * close button, Escape handling and test ids look and behave the same everywhere.
 *
 * - `testId` goes on the dialog element; the ✕ button is `<testId>-x-button` (when `closeLabel` is given).
 * - Escape and the ✕ button call `onClose`; a click on the backdrop does too unless
 *   `closeOnBackdrop` is false (forms whose input must not be lost by a stray click).
 * - No exit animation: a dialog closed during its enter animation could otherwise stay mounted
 *   (transparent, still catching clicks) when the animation-end event is missed, which makes
 *   automated clicks right after a close flaky.
 */
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface AppDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  testId: string
  children?: ReactNode
  footer?: ReactNode
  /** A short description under the title, read as the dialog's accessible description. */
  description?: ReactNode
  /** The accessible name of the ✕ button; without it there is no ✕ button. */
  closeLabel?: string
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
  role?: 'dialog' | 'alertdialog'
  placement?: 'top' | 'center'
  closeOnBackdrop?: boolean
  /** Extra attributes for the dialog element (e.g. `data-purpose`). */
  dataAttrs?: Record<string, string>
  /** The element that gets focus when the dialog opens (default: the first focusable one). */
  initialFocusEl?: () => HTMLElement | null
}

export function AppDialog({
  open,
  onClose,
  title,
  testId,
  children,
  footer,
  description,
  closeLabel,
  size = 'md',
  role = 'dialog',
  placement,
  closeOnBackdrop = true,
  dataAttrs,
  initialFocusEl,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose()
      }}
      role={role}
      size={size}
      placement={placement}
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnBackdrop}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop _closed={{ animationName: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} _closed={{ animationName: 'none' }} mx="3" {...dataAttrs}>
            <Dialog.Header pe={closeLabel ? '12' : undefined}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {(description || children) && (
              <Dialog.Body>
                {description && (
                  <Dialog.Description asChild>
                    <Text data-testid={`${testId}-text`} mb={children ? '3' : undefined}>
                      {description}
                    </Text>
                  </Dialog.Description>
                )}
                {children}
              </Dialog.Body>
            )}
            {footer && (
              <Dialog.Footer flexWrap="wrap" gap="2">
                {footer}
              </Dialog.Footer>
            )}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} data-testid={`${testId}-x-button`} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
