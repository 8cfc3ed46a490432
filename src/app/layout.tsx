import { Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, Link as RouterLink, matchPath, useLocation } from 'react-router'
import { trackPageView } from '../lib/analytics'
import { sandboxNewerData, sandboxStorageKind } from '../lib/env'
import { SpinnerBlock } from '../ui/spinner-block'
import { AppErrorBoundary } from './error-page'
import { FaultStripSlot, SandboxPanelHost } from './sandbox-controls'
import { Header, LanguageSelect, Logo, SandboxBadge, ThemeToggle, useHeaderHeight } from './header'
import { InspectorSlot, InspectorToggle } from '../lab-runtime/inspector-toggle'
import { ROUTES, SIDEBAR_ITEMS, isActivePath } from './routes'
import { shell } from '../ui/shell'
import { GuideSlot, GuideSlotProvider } from '../ui/guide-slot'

/** Every route change scrolls to the top and sends one page view (docs/spec/1-shell-and-accounts.md §2.1); the tab title names the screen. */
export function RouteEffects() {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
    trackPageView(`${pathname}${search}`)
  }, [pathname, search])
  useEffect(() => {
    const screen = ROUTES.find((r) => matchPath(r.path, pathname))?.screen ?? 'notFound'
    document.title = screen === 'home' ? t('app.name') : `${t(`routes.${screen}`)} · ${t('app.name')}`
  }, [pathname, t, i18n.resolvedLanguage])
  return null
}

/**
 * Whether a page's code is still loading. The footer waits for it: rendered under a spinner, it
 * would sit at the bottom of the viewport and jump down when the page arrives (a layout shift of
 * 0.13 on a phone). Inserted after the page, it moves nothing.
 */
let pagesLoading = 0
const loadingListeners = new Set<() => void>()
const subscribePageLoading = (listener: () => void) => {
  loadingListeners.add(listener)
  return () => loadingListeners.delete(listener)
}
const usePageLoading = () => useSyncExternalStore(subscribePageLoading, () => pagesLoading > 0)

function PageLoading() {
  const { t } = useTranslation()
  // A layout effect: the footer leaves in the same frame the spinner first paints.
  useLayoutEffect(() => {
    pagesLoading += 1
    loadingListeners.forEach((listener) => listener())
    return () => {
      pagesLoading -= 1
      loadingListeners.forEach((listener) => listener())
    }
  }, [])
  return <SpinnerBlock testId="page-loading" label={t('app.loadingPage')} />
}

/** The page area: a spinner while a screen's code loads, a recoverable error page if it fails. */
function PageSuspense() {
  const { pathname } = useLocation()
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  )
}

export function Footer() {
  const { t } = useTranslation()
  const loading = usePageLoading()
  const year = new Date().getFullYear()
  const links = [
    { id: 'about', to: '/about' },
    { id: 'privacy', to: '/privacy' },
    { id: 'terms', to: '/terms' },
    { id: 'contact', to: '/contact' },
  ] as const
  if (loading) return null
  return (
    <footer className={shell.footer} data-testid="app-footer">
      <div className={shell.footerBar}>
        <nav aria-label={t('footer.navAria')} className={shell.footerNav}>
          {links.map((l) => (
            <RouterLink key={l.id} to={l.to} className={shell.linkSm} data-testid={`footer-${l.id}-link`}>
              {t(`footer.${l.id}`)}
            </RouterLink>
          ))}
        </nav>
        <p className={shell.textSmMuted} data-testid="footer-copyright">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  )
}

function SkipLink() {
  const { t } = useTranslation()
  return (
    <a href="#main" className={shell.skipLink} data-testid="skip-to-content-link">
      {t('app.skipToContent')}
    </a>
  )
}

/**
 * Said on every page when the browser refused the sandbox's storage (private modes): a reload
 * loses the data; or when the stored data comes from a newer build: it is read-only here.
 */
export function SandboxMemoryNotice() {
  const { t } = useTranslation()
  const newer = sandboxNewerData()
  if (newer) {
    return (
      <div role="alert" className={shell.memoryNotice} data-testid="sandbox-newer-data-notice">
        {t('sandbox.newerDataNotice', { stored: newer.stored, supported: newer.supported })}
      </div>
    )
  }
  if (sandboxStorageKind() !== 'memory') return null
  return (
    <div role="status" className={shell.memoryNotice} data-testid="sandbox-memory-notice">
      {t('sandbox.memoryNotice')}
    </div>
  )
}

/** What every page has above its content: the skip link, sandbox notices and panel, the fault strip, the header. */
function ShellTop() {
  return (
    <>
      <SkipLink />
      <SandboxMemoryNotice />
      <FaultStripSlot />
      <SandboxPanelHost />
      <Header />
    </>
  )
}

/** Public pages: header with navigation, content, the screen's testing guide (if any), footer. */
export function PublicLayout() {
  return (
    <GuideSlotProvider>
      <div className={shell.page}>
        <ShellTop />
        <main id="main" className={shell.main} data-testid="main-content">
          <PageSuspense />
        </main>
        <GuideSlot />
        <Footer />
      </div>
    </GuideSlotProvider>
  )
}

/** Login, sign-up and password reset: outside the shared layout, with language and theme at hand. */
export function AuthLayout() {
  const header = useHeaderHeight()
  return (
    <GuideSlotProvider>
      <div className={shell.authPage}>
        <SkipLink />
        <SandboxMemoryNotice />
        <FaultStripSlot />
        <SandboxPanelHost />
        <header ref={header} className={shell.authHeader} data-testid="auth-header">
          <Logo />
          <SandboxBadge />
          <div className={shell.authControls}>
            <LanguageSelect testId="auth-language-select" />
            <ThemeToggle testId="auth-theme-toggle" />
            <InspectorToggle testId="auth-inspector-toggle" />
          </div>
        </header>
        <InspectorSlot />
        <main id="main" className={shell.main} data-testid="main-content">
          <PageSuspense />
        </main>
        <GuideSlot />
      </div>
    </GuideSlotProvider>
  )
}

export function Sidebar() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [collapsed, setCollapsed] = useState(false)
  return (
    <aside className={collapsed ? shell.sidebarCollapsed : shell.sidebar} data-testid="sidebar" data-collapsed={collapsed}>
      <div className={shell.sidebarStack}>
        <button
          type="button"
          className={collapsed ? shell.sidebarToggleCollapsed : shell.sidebarToggle}
          onClick={() => setCollapsed((c) => !c)}
          aria-expanded={!collapsed}
          aria-controls="sidebar-nav"
          aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          data-testid="sidebar-toggle-button"
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
        <nav id="sidebar-nav" aria-label={t('sidebar.aria')} className={shell.sidebarNav}>
          {SIDEBAR_ITEMS.map((item) => {
            const active = isActivePath(item.path, pathname)
            const label = t(`sidebar.${item.id}`)
            const look = collapsed ? (active ? shell.sidebarItemCollapsedActive : shell.sidebarItemCollapsed) : active ? shell.sidebarItemActive : shell.sidebarItem
            return (
              <RouterLink
                key={item.id}
                to={item.path}
                className={look}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                data-testid={`sidebar-item-${item.id}`}
                data-active={active ? 'true' : undefined}
              >
                {collapsed ? <span aria-hidden="true">{label.charAt(0)}</span> : label}
              </RouterLink>
            )
          })}
        </nav>
      </div>
    </aside>
  )
}

/**
 * Signed-in modules: header, collapsible sidebar (in the header's menu under 768 px), content, the
 * screen's testing guide under it (in the content column, outside `main`), footer.
 */
export function AppLayout() {
  return (
    <GuideSlotProvider>
      <div className={shell.page}>
        <ShellTop />
        <div className={shell.appBody}>
          <Sidebar />
          <div className={shell.appColumn}>
            <main id="main" className={shell.appMain} data-testid="main-content">
              <PageSuspense />
            </main>
            <GuideSlot />
          </div>
        </div>
        <Footer />
      </div>
    </GuideSlotProvider>
  )
}

