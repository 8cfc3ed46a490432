/**
 * The one dialog of the app: every screen's modal is an AppDialog, so header, body, footer,
 * close button, Escape handling and test ids look and behave the same everywhere.
 *
 * - `testId` goes on the dialog element, `<testId>-title` on its title; the ✕ button is
 *   `<testId>-x-button` (when `closeLabel` is given) unless an older screen keeps its own id (`closeTestId`).
 * - Escape and the ✕ button call `onClose`; a click on the backdrop does too unless
 *   `closeOnBackdrop` is false (forms whose input must not be lost by a stray click).
 * - No exit animation: a dialog closed during its enter animation could otherwise stay mounted
 *   (transparent, still catching clicks) when the animation-end event is missed, which makes
 *   automated clicks right after a close flaky.
 */
import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One of a dialog's footer buttons. */
export interface DialogAction {
  label: ReactNode
  testId: string
  onClick?: () => void
  disabled?: boolean
  loading?: boolean
  loadingText?: ReactNode
  /** The colour palette (the confirm button's default is teal; red for a destructive action). */
  palette?: string
  /** Submits the form with this id (the button's `form` attribute) instead of calling onClick. */
  form?: string
}

function ActionButton({ action, variant, palette }: { action: DialogAction; variant: 'outline' | 'solid'; palette?: string }) {
  return (
    <Button
      variant={variant}
      colorPalette={action.palette ?? palette}
      onClick={action.onClick}
      disabled={action.disabled}
      loading={action.loading}
      loadingText={action.loadingText}
      type={action.form ? 'submit' : 'button'}
      form={action.form}
      data-testid={action.testId}
    >
      {action.label}
    </Button>
  )
}

export interface AppDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  testId: string
  children?: ReactNode
  /** The footer's buttons: `cancel` (outline) then `confirm` (solid), or any other `footer`. */
  cancel?: DialogAction
  confirm?: DialogAction
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
  /**
   * The element that gets focus back when the dialog closes (default: the one focused when it opened). A dialog
   * opened from a menu item needs it: the item is gone by then, and the focus would fall to the page's start.
   */
  finalFocusEl?: () => HTMLElement | null
  /** The ✕ button's test id (default `<testId>-x-button`). */
  closeTestId?: string
  /** The ✕ button is disabled (while a call runs that the dialog must wait for). */
  closeDisabled?: boolean
  /** The description's test id (default `<testId>-text`). */
  descriptionTestId?: string
  /** A decorative element before the title (a status icon, an avatar). */
  icon?: ReactNode
  /** A strip across the top edge, above the header (e.g. a progress bar). */
  banner?: ReactNode
  /** A colour palette that marks the dialog with a coloured top edge (success, error, info). */
  accent?: string
  /**
   * A button that opens the dialog (it gets aria-haspopup, aria-expanded and aria-controls);
   * its click calls `onOpen`.
   */
  trigger?: ReactNode
  onOpen?: () => void
}

export function AppDialog({
  open,
  onClose,
  title,
  testId,
  children,
  cancel,
  confirm,
  footer,
  description,
  closeLabel,
  size = 'md',
  role = 'dialog',
  placement,
  closeOnBackdrop = true,
  dataAttrs,
  initialFocusEl,
  finalFocusEl,
  closeTestId,
  closeDisabled,
  descriptionTestId,
  icon,
  banner,
  accent,
  trigger,
  onOpen,
}: AppDialogProps) {
  const titleEl = <Dialog.Title data-testid={`${testId}-title`}>{title}</Dialog.Title>
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose()
        else onOpen?.()
      }}
      role={role}
      size={size}
      placement={placement}
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnBackdrop}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop _closed={{ animationName: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={testId}
            _closed={{ animationName: 'none' }}
            mx="3"
            overflow={banner ? 'hidden' : undefined}
            borderTopWidth={accent ? '4px' : undefined}
            borderTopColor={accent ? `${accent}.solid` : undefined}
            {...dataAttrs}
          >
            {banner}
            <Dialog.Header pe={closeLabel ? '12' : undefined}>
              {icon ? (
                <HStack gap="3">
                  {icon}
                  {titleEl}
                </HStack>
              ) : (
                titleEl
              )}
            </Dialog.Header>
            {(description || children) && (
              <Dialog.Body>
                {description && (
                  <Dialog.Description asChild>
                    <Text data-testid={descriptionTestId ?? `${testId}-text`} mb={children ? '3' : undefined}>
                      {description}
                    </Text>
                  </Dialog.Description>
                )}
                {children}
              </Dialog.Body>
            )}
            {(footer || cancel || confirm) && (
              <Dialog.Footer flexWrap="wrap" gap="2">
                {footer}
                {cancel && <ActionButton action={cancel} variant="outline" />}
                {confirm && <ActionButton action={confirm} variant="solid" palette="teal" />}
              </Dialog.Footer>
            )}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={closeDisabled} data-testid={closeTestId ?? `${testId}-x-button`} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
