import { createBrowserRouter, type RouteObject } from 'react-router'
import { ROUTES, type RouteEntry } from './routes'
import { RouteErrorPage } from './error-page'
import { AppLayout, AuthLayout, PublicLayout, RootRoute } from './layout'
import { RequireAuth } from './guards'

type Lazy = NonNullable<RouteObject['lazy']>

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K): Lazy =>
  (async () => ({ Component: (await load())[name] })) as Lazy

/** Lazy screens of this issue; everything else renders the placeholder until its issue lands. */
const SCREENS: Record<string, Lazy> = {
  home: page(() => import('../features/static/home-page'), 'HomePage'),
  about: page(() => import('../features/static/about-page'), 'AboutPage'),
  contact: page(() => import('../features/contact/contact-page'), 'ContactPage'),
  privacy: page(() => import('../features/static/privacy-page'), 'PrivacyPage'),
  terms: page(() => import('../features/static/terms-page'), 'TermsPage'),
  guide: page(() => import('../features/static/guide-page'), 'GuidePage'),
  login: page(() => import('../features/auth/login-page'), 'LoginPage'),
}

const placeholder = page(() => import('./placeholder-page'), 'PlaceholderPage')

function toRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    handle: { screen: entry.screen },
    lazy: entry.placeholder ? placeholder : SCREENS[entry.screen]!,
  }
}

const byAccess = (access: RouteEntry['access']) => ROUTES.filter((r) => r.access === access).map(toRoute)

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    errorElement: <RouteErrorPage />,
    children: [
      { Component: PublicLayout, children: byAccess('public') },
      { Component: AuthLayout, children: byAccess('auth') },
      {
        Component: RequireAuth,
        children: [{ Component: AppLayout, children: byAccess('protected') }],
      },
      {
        Component: PublicLayout,
        children: [{ path: '*', lazy: page(() => import('./not-found-page'), 'NotFoundPage') }],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
