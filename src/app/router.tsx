/**
 * The route table (spec 1 §2.1) as declarative routes with lazily loaded screens. Declarative
 * routing (not the data router) keeps ~18 KB gzipped off every page; each layout wraps its
 * outlet in Suspense and an error boundary, so a failed chunk or a crash shows a recoverable page.
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes, useNavigate } from 'react-router'
import { RequireAuth } from './guards'
import { AppLayout, AuthLayout, PublicLayout, RouteEffects } from './layout'
import { setNavigator } from './navigation'
import { PlaceholderPage } from './placeholder-page'
import { ROUTES, type RouteEntry } from './routes'
import { loadRichSystem } from './system-store'

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name] }))

/** A screen that uses Chakra components beyond the small system: its chunk and the rich system load together. */
const richPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadRichSystem()])
    return { default: module[name] }
  })

/** The built screens; every other route renders the placeholder until its issue lands. */
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  home: page(() => import('../features/static/home-page'), 'HomePage'),
  about: page(() => import('../features/static/about-page'), 'AboutPage'),
  contact: page(() => import('../features/contact/contact-page'), 'ContactPage'),
  privacy: page(() => import('../features/static/privacy-page'), 'PrivacyPage'),
  terms: page(() => import('../features/static/terms-page'), 'TermsPage'),
  guide: page(() => import('../features/static/guide-page'), 'GuidePage'),
  login: page(() => import('../features/auth/login-page'), 'LoginPage'),
  signup: richPage(() => import('../features/account/signup-page'), 'SignupPage'),
  forgotPassword: richPage(() => import('../features/account/forgot-password-page'), 'ForgotPasswordPage'),
  profile: richPage(() => import('../features/account/profile-page'), 'ProfilePage'),
  settings: richPage(() => import('../features/account/settings-page'), 'SettingsPage'),
  qaHub: richPage(() => import('../features/playground/hub/qa-hub-page'), 'QaHubPage'),
  playground: richPage(() => import('../features/playground/components/component-playground-page'), 'ComponentPlaygroundPage'),
  ecommerce: richPage(() => import('../features/playground/ecommerce/ecommerce-page'), 'EcommercePage'),
  banking: richPage(() => import('../features/playground/banking/banking-page'), 'BankingPage'),
  social: richPage(() => import('../features/playground/social/social-page'), 'SocialPage'),
  booking: richPage(() => import('../features/playground/booking/booking-page'), 'BookingPage'),
}
const NotFoundPage = page(() => import('./not-found-page'), 'NotFoundPage')

function element(entry: RouteEntry) {
  const Screen = entry.placeholder ? null : SCREENS[entry.screen]
  return Screen ? <Screen /> : <PlaceholderPage screen={entry.screen} />
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
        <Route element={<PublicLayout />}>{routesOf('public')}</Route>
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
