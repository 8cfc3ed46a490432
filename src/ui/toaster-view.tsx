import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/**
 * Toasts at the top right (docs/spec/1-shell-and-accounts.md §2.1; full width on phones), just below the header, whose
 * height the header publishes as `--app-header-height` (it wraps to two rows on tablets), so they
 * never cover its controls (a hovered toast pauses, which kept "Log out" covered). A toast lets the pointer
 * through (only its close button takes it): one over a dialog's button never blocks the click, and the
 * pointer resting on it never pauses it for good (zag pauses the group on mouseenter; the keyboard's
 * alt+T focus still pauses it). zag writes `pointer-events: auto` inline on the root, hence `!important`.
 * Loaded with the first toast (see toaster.tsx).
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: 'calc(var(--app-header-height, 3.5rem) + 0.5rem)', right: '1rem', bottom: '1rem', left: '1rem' },
})

const PASS_THROUGH = {
  pointerEvents: 'none !important',
  '& *': { pointerEvents: 'none !important' },
  '& [data-part=close-trigger]': { pointerEvents: 'auto !important' },
} as const

export function Toaster() {
  const { t } = useTranslation()
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type} css={PASS_THROUGH}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title data-testid="toast-title">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description data-testid="toast-description">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('actions.closeNotification')} data-testid="toast-close-button" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
