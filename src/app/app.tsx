import { ChakraProvider } from '@chakra-ui/react'
import { StrictMode, useEffect } from 'react'
import { RouterProvider } from 'react-router/dom'
import { Toaster } from '../ui/toaster'
import { AppErrorBoundary } from './error-page'
import { setNavigator } from './navigation'
import { createAppRouter } from './router'
import { system } from './system'

const router = createAppRouter()
setNavigator((to, options) => void router.navigate(to, options))

export function App() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true'
  }, [])
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <AppErrorBoundary>
          <RouterProvider router={router} />
          <Toaster />
        </AppErrorBoundary>
      </ChakraProvider>
    </StrictMode>
  )
}
