import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { SpinnerBlock } from '../ui/spinner-block'
import { useIsAuthenticated, useSessionLoading } from './session'

/**
 * Protected routes (spec 1 §2.1): a spinner while the session is checked, the page when signed
 * in, otherwise /login with the origin remembered.
 */
export function RequireAuth() {
  const { t } = useTranslation()
  const loading = useSessionLoading()
  const authenticated = useIsAuthenticated()
  const location = useLocation()
  if (loading) return <SpinnerBlock testId="route-guard-spinner" label={t('session.checking')} minH="100vh" />
  if (!authenticated) {
    const { pathname, search, hash } = location
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />
  }
  return <Outlet />
}
