import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, Link as RouterLink, matchPath, useLocation } from 'react-router'
import { trackPageView } from '../lib/analytics'
import { sandboxStorageKind } from '../lib/env'
import { SpinnerBlock } from '../ui/spinner-block'
import { AppErrorBoundary } from './error-page'
import { FaultStripSlot, SandboxPanelHost } from './sandbox-controls'
import { Header, LanguageSelect, Logo, SandboxBadge, ThemeToggle, useHeaderHeight } from './header'
import { InspectorSlot, InspectorToggle } from '../lab-runtime/inspector-toggle'
import { ROUTES, SIDEBAR_ITEMS, isActivePath } from './routes'

/** Every route change scrolls to the top and sends one page view (spec 1 §2.1); the tab title names the screen. */
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
 * 0.13 on a phone, issue 14). Inserted after the page, it moves nothing.
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
    <Box as="footer" borderTopWidth="1px" mt="auto" py="6" px="6" bg="bg.subtle" data-testid="app-footer">
      <Flex maxW="7xl" mx="auto" gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
        <Flex as="nav" aria-label={t('footer.navAria')} gap="4" wrap="wrap">
          {links.map((l) => (
            <Link asChild key={l.id} fontSize="sm" data-testid={`footer-${l.id}-link`}>
              <RouterLink to={l.to}>{t(`footer.${l.id}`)}</RouterLink>
            </Link>
          ))}
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="footer-copyright">
          {t('footer.copyright', { year })}
        </Text>
      </Flex>
    </Box>
  )
}

function SkipLink() {
  const { t } = useTranslation()
  return (
    <Link
      href="#main"
      position="absolute"
      left="-9999px"
      _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2', rounded: 'md' }}
      data-testid="skip-to-content-link"
    >
      {t('app.skipToContent')}
    </Link>
  )
}

/** Said on every page when the browser refused the sandbox's storage (private modes): a reload loses the data. */
export function SandboxMemoryNotice() {
  const { t } = useTranslation()
  if (sandboxStorageKind() !== 'memory') return null
  return (
    <Box role="status" px="4" py="1.5" fontSize="sm" textAlign="center" bg="orange.subtle" color="orange.fg" data-testid="sandbox-memory-notice">
      {t('sandbox.memoryNotice')}
    </Box>
  )
}

/** Public pages: header with navigation, content, footer. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <SandboxMemoryNotice />
      <FaultStripSlot />
      <SandboxPanelHost />
      <Header />
      <Box as="main" id="main" flex="1" data-testid="main-content">
        <PageSuspense />
      </Box>
      <Footer />
    </Flex>
  )
}

/** Login, sign-up and password reset: outside the shared layout, with language and theme at hand. */
export function AuthLayout() {
  const header = useHeaderHeight()
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <SkipLink />
      <SandboxMemoryNotice />
      <FaultStripSlot />
      <SandboxPanelHost />
      <Flex as="header" ref={header} px={{ base: '3', md: '6' }} py="3" align="center" gap="3" wrap="wrap" data-testid="auth-header">
        <Logo />
        <SandboxBadge />
        <HStack gap="2" ms="auto">
          <LanguageSelect testId="auth-language-select" />
          <ThemeToggle testId="auth-theme-toggle" />
          <InspectorToggle testId="auth-inspector-toggle" />
        </HStack>
      </Flex>
      <InspectorSlot />
      <Box as="main" id="main" flex="1" data-testid="main-content">
        <PageSuspense />
      </Box>
    </Flex>
  )
}

export function Sidebar() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [collapsed, setCollapsed] = useState(false)
  return (
    <Box
      as="aside"
      display={{ base: 'none', md: 'block' }}
      borderRightWidth="1px"
      width={collapsed ? '16' : '56'}
      flexShrink={0}
      transition="width 0.2s"
      data-testid="sidebar"
      data-collapsed={collapsed}
    >
      <Stack p="2" gap="1" position="sticky" top="0">
        <Button
          size="sm"
          variant="ghost"
          alignSelf={collapsed ? 'center' : 'flex-end'}
          onClick={() => setCollapsed((c) => !c)}
          aria-expanded={!collapsed}
          aria-controls="sidebar-nav"
          aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          data-testid="sidebar-toggle-button"
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </Button>
        <Stack as="nav" id="sidebar-nav" aria-label={t('sidebar.aria')} gap="1">
          {SIDEBAR_ITEMS.map((item) => {
            const active = isActivePath(item.path, pathname)
            const label = t(`sidebar.${item.id}`)
            return (
              <Button
                asChild
                key={item.id}
                size="sm"
                justifyContent={collapsed ? 'center' : 'flex-start'}
                variant={active ? 'subtle' : 'ghost'}
                colorPalette={active ? 'teal' : 'gray'}
                data-testid={`sidebar-item-${item.id}`}
                data-active={active ? 'true' : undefined}
              >
                <RouterLink to={item.path} aria-current={active ? 'page' : undefined} aria-label={collapsed ? label : undefined} title={collapsed ? label : undefined}>
                  {collapsed ? <span aria-hidden="true">{label.charAt(0)}</span> : label}
                </RouterLink>
              </Button>
            )
          })}
        </Stack>
      </Stack>
    </Box>
  )
}

/** Signed-in modules: header, collapsible sidebar (in the header's menu under 768 px), content, footer. */
export function AppLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <SandboxMemoryNotice />
      <FaultStripSlot />
      <SandboxPanelHost />
      <Header />
      <Flex flex="1" maxW="100%">
        <Sidebar />
        <Box as="main" id="main" flex="1" minW="0" data-testid="main-content">
          <PageSuspense />
        </Box>
      </Flex>
      <Footer />
    </Flex>
  )
}

