/**
 * The route table (docs/spec/1-shell-and-accounts.md §2.1) as declarative routes with lazily loaded screens (./screens:
 * preloaded at boot for a deep link). Declarative routing (not the data router) keeps ~18 KB
 * gzipped off every page; each layout wraps its outlet in Suspense and an error boundary, so a
 * failed chunk or a crash shows a recoverable page.
 */
import { useEffect } from 'react'
import { Navigate, Route, Routes, useNavigate } from 'react-router'
import { RequireAuth } from './guards'
import { AppLayout, AuthLayout, PublicLayout, RouteEffects } from './layout'
import { setNavigator } from './navigation'
import { ROUTES, type RouteEntry } from './routes'
import { NOT_FOUND_SCREEN, SCREENS } from './screens'

const NotFoundPage = NOT_FOUND_SCREEN.Component

function element(entry: RouteEntry) {
  // Every route has its screen (screens.test.ts); the not-found page only guards a table mistake.
  const Screen = SCREENS[entry.screen]?.Component ?? NotFoundPage
  return <Screen />
}

const routesOf = (access: RouteEntry['access']) =>
  ROUTES.filter((r) => r.access === access).map((r) => <Route key={r.path} path={r.path} element={element(r)} />)

/** Lets machines' provided actions navigate with the router. */
function NavigatorBinding() {
  const navigate = useNavigate()
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate])
  return null
}

export function AppRoutes() {
  return (
    <>
      <NavigatorBinding />
      <RouteEffects />
      <Routes>
        <Route element={<PublicLayout />}>
          {routesOf('public')}
          {/* What people type for the API documentation on the app's own origin. */}
          <Route path="/docs" element={<Navigate to="/api-docs" replace />} />
        </Route>
        <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>{routesOf('protected')}</Route>
        </Route>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  )
}
