import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { SpinnerBlock } from '../ui/spinner-block'
import { useSessionLoading, useSessionUser } from './session'

/**
 * Protected routes (spec 1 §2.1): a spinner while the session is checked, the page when signed
 * in, otherwise /login with the origin remembered.
 */
export function RequireAuth() {
  const { t } = useTranslation()
  const loading = useSessionLoading()
  // A user stays on the page while logging out (the machine keeps the user until the server answered).
  const authenticated = useSessionUser() !== null
  const location = useLocation()
  if (loading) return <SpinnerBlock testId="route-guard-spinner" label={t('session.checking')} minH="100vh" />
  if (!authenticated) {
    const { pathname, search, hash } = location
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />
  }
  return <Outlet />
}
