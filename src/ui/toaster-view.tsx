import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Toasts at the top right (spec 1 §2.1). Loaded with the first toast (see toaster.tsx). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 })

export function Toaster() {
  const { t } = useTranslation()
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
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
