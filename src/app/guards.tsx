import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingPlaceholder } from '../ui/spinner-block'
import { useScreenSettled } from './screens'
import { useSessionLoading, useSessionUser } from './session'

/**
 * Protected routes (docs/spec/1-shell-and-accounts.md §2.1): while the session is checked, and then until the page's chunk
 * (preloaded at boot) has arrived, the boot placeholder stays (one placeholder for the whole
 * wait); then the page when signed in, otherwise /login with the origin remembered.
 */
export function RequireAuth() {
  const loading = useSessionLoading()
  // A user stays on the page while logging out (the machine keeps the user until the server answered).
  const authenticated = useSessionUser() !== null
  const location = useLocation()
  const screenReady = useScreenSettled(location.pathname)
  if (loading || (authenticated && !screenReady)) return <LoadingPlaceholder />
  if (!authenticated) {
    const { pathname, search, hash } = location
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />
  }
  return <Outlet />
}
