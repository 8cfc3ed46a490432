import { StrictMode, useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { Toaster } from '../ui/toaster'
import { AppErrorBoundary } from './error-page'
import { AppRoutes } from './router'

export function App() {
  useEffect(() => {
    // While index.html's prerendered picture is still up, "pending": its script sets "true" when it goes.
    const html = document.documentElement
    html.dataset.appReady = html.classList.contains('pre') ? 'pending' : 'true'
  }, [])
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
