import { StrictMode, useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { Toaster } from '../ui/toaster'
import { appCommitted } from './app-ready'
import { AppErrorBoundary } from './error-page'
import { AppRoutes } from './router'

export function App() {
  // html[data-app-ready], once the first screen (not the loading placeholder) is there: ./app-ready.ts.
  useEffect(appCommitted, [])
  return (
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </AppErrorBoundary>
    </StrictMode>
  )
}
