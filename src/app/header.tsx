import { Box, Button, Flex, HStack, Link, Text, chakra } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { displayName } from '../../machines/shared/types'
import { appMode } from '../lib/env'
import { InspectorSlot, InspectorToggle } from '../lab-runtime/inspector-toggle'
import { Icon, LockIcon, MoonIcon, SunIcon } from '../ui/icons'
import { Tooltip } from '../ui/tooltip'
import { setLanguage, toggleTheme, useLanguage, useTheme } from './preferences'
import { isActivePath } from './routes'
import { openSandboxPanel, useSandboxPanelOpen } from './sandbox-controls'
import { signOut, useIsAuthenticated, useSessionState, useSessionUser } from './session'

export function Logo() {
  const { t } = useTranslation()
  return (
    <Link asChild fontWeight="bold" fontSize={{ base: 'md', sm: 'lg' }} color="fg" _hover={{ textDecoration: 'none' }} data-testid="header-logo-link">
      <RouterLink to="/" aria-label={t('nav.homeAria')}>
        <chakra.svg viewBox="0 0 32 32" w="7" h="7" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="#0d9488" />
          <path d="M9 16.5l4.5 4.5L23 11.5" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </chakra.svg>
        <span>{t('app.name')}</span>
      </RouterLink>
    </Link>
  )
}

export function LanguageSelect({ testId = 'header-language-select' }: { testId?: string }) {
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <chakra.select
      data-testid={testId}
      aria-label={t('language.label')}
      value={language}
      onChange={(e) => setLanguage(e.currentTarget.value === 'ko' ? 'ko' : 'en')}
      height="8"
      px="2"
      fontSize="sm"
      rounded="l2"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
      color="fg"
      cursor="pointer"
    >
      <option value="en">{t('language.en')}</option>
      <option value="ko">{t('language.ko')}</option>
    </chakra.select>
  )
}

/** The theme switch: an icon button, or with its label written out (`labelled`, in the phone menu). */
export function ThemeToggle({ testId = 'header-theme-toggle', labelled }: { testId?: string; labelled?: boolean }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark')
  return (
    <Button
      size="sm"
      variant={labelled ? 'outline' : 'ghost'}
      onClick={toggleTheme}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
      data-testid={testId}
      data-theme={theme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      {labelled && label}
    </Button>
  )
}

/**
 * The mode badge (issue 13): which backend answers (Sandbox / Network / Hosted, from `appMode()`)
 * and the button that opens the Sandbox controls panel (a lazy chunk). In sandbox mode its label
 * keeps the older test id `header-sandbox-badge`.
 */
export function SandboxBadge() {
  const { t } = useTranslation()
  const mode = appMode()
  const open = useSandboxPanelOpen() === true
  const tooltip = mode === 'sandbox' ? t('sandbox.tooltip') : t(`sandbox.modeTooltip.${mode}`)
  return (
    <Tooltip content={tooltip} testId={mode === 'sandbox' ? 'header-sandbox-tooltip' : 'header-mode-tooltip'}>
      <Button
        size="xs"
        colorPalette={mode === 'hosted' ? 'gray' : 'orange'}
        variant={mode === 'hosted' ? 'outline' : 'subtle'}
        onClick={(e) => openSandboxPanel(e.currentTarget)}
        aria-label={t(`sandbox.modeAria.${mode}`)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="header-mode-badge"
        data-mode={mode}
      >
        <span data-testid={mode === 'sandbox' ? 'header-sandbox-badge' : undefined}>{t(`sandbox.mode.${mode}`)}</span>
      </Button>
    </Tooltip>
  )
}

/** Top navigation (spec 1 §2.2): Home, About, and the QA hub, locked while signed out. */
export function TopNav() {
  const { t } = useTranslation()
  const authenticated = useIsAuthenticated()
  const { pathname } = useLocation()
  const linkProps = (to: string) => ({
    'aria-current': pathname === to ? ('page' as const) : undefined,
    fontWeight: pathname === to ? 'semibold' : 'normal',
  })
  return (
    <HStack as="nav" aria-label={t('nav.mainAria')} gap="4" data-testid="top-nav">
      <Link asChild {...linkProps('/')} data-testid="nav-home-link">
        <RouterLink to="/">{t('nav.home')}</RouterLink>
      </Link>
      <Link asChild {...linkProps('/about')} data-testid="nav-about-link">
        <RouterLink to="/about">{t('nav.about')}</RouterLink>
      </Link>
      <Link asChild aria-current={isActivePath('/lab', pathname) ? 'page' : undefined} fontWeight={isActivePath('/lab', pathname) ? 'semibold' : 'normal'} data-testid="nav-lab-link">
        <RouterLink to="/lab">{t('nav.lab')}</RouterLink>
      </Link>
      {authenticated ? (
        <Link asChild {...linkProps('/qa')} data-testid="nav-qa-hub-link">
          <RouterLink to="/qa">{t('nav.qaHub')}</RouterLink>
        </Link>
      ) : (
        <Tooltip content={t('nav.qaHubLocked')} testId="nav-qa-hub-tooltip">
          <Link asChild data-testid="nav-qa-hub-link" data-locked="true" display="inline-flex" alignItems="center" gap="1">
            <RouterLink to="/login" state={{ from: { pathname: '/qa' } }} aria-label={`${t('nav.qaHub')} (${t('nav.locked')})`}>
              <LockIcon /> {t('nav.qaHub')}
            </RouterLink>
          </Link>
        </Tooltip>
      )}
    </HStack>
  )
}

/** Publishes the header's height as `--app-header-height` on <html>: the toasts open below it. */
export function useHeaderHeight() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    const style = document.documentElement.style
    if (!el) return
    const observer = new ResizeObserver(() => style.setProperty('--app-header-height', `${el.offsetHeight}px`))
    observer.observe(el)
    return () => {
      observer.disconnect()
      style.removeProperty('--app-header-height')
    }
  }, [])
  return ref
}

/** The phone menu's drawer (Chakra Drawer): loaded on the first open, so the first page load does not pay for it. */
const HeaderMenu = lazy(() => import('./header-menu'))

/**
 * The header scrolls with the page (never sticky: a WebDriver scrolls a clicked element to the
 * top edge of the viewport, where a sticky header would cover it). Under 768 px its links and
 * controls, and the sidebar's modules, fold into one menu button that opens a drawer.
 * Its height is published as `--app-header-height` so toasts open below it.
 */
export function Header() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const loggingOut = useSessionState() === 'loggingOut'
  // null until first opened: the drawer's code loads then.
  const [menu, setMenu] = useState<boolean | null>(null)
  const ref = useHeaderHeight()
  const menuButton = useRef<HTMLButtonElement>(null)
  return (
    <Box as="header" ref={ref} borderBottomWidth="1px" bg="bg" data-testid="app-header">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="2" gap={{ base: '2', sm: '3' }} align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Logo />
        <SandboxBadge />
        <Flex flex="1" minW="0" display={{ base: 'none', md: 'flex' }} gap="3" align="center" justify="flex-end" wrap="wrap">
          <TopNav />
          <HStack gap="2" wrap="wrap">
            <Link asChild fontSize="sm" data-testid="header-guide-link">
              <RouterLink to="/guide">{t('nav.guide')}</RouterLink>
            </Link>
            <LanguageSelect />
            <ThemeToggle />
            {user || loggingOut ? (
              <>
                <Button asChild size="sm" variant="ghost" data-testid="header-dashboard-link">
                  <RouterLink to="/dashboard">{t('nav.dashboard')}</RouterLink>
                </Button>
                {user && (
                  <Button asChild size="sm" variant="ghost" data-testid="header-profile-link" maxW="48">
                    <RouterLink to="/profile" aria-label={t('nav.profileAria', { name: displayName(user) })}>
                      <Text truncate>{displayName(user)}</Text>
                    </RouterLink>
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={signOut} loading={loggingOut} loadingText={t('auth.loggingOut')} data-testid="header-logout-button">
                  {t('auth.logout')}
                </Button>
              </>
            ) : (
              <>
                <Button asChild size="sm" variant="ghost" data-testid="header-login-link">
                  <RouterLink to="/login">{t('auth.login')}</RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="teal" data-testid="header-signup-link">
                  <RouterLink to="/signup">{t('auth.signup')}</RouterLink>
                </Button>
              </>
            )}
          </HStack>
        </Flex>
        <Button
          ref={menuButton}
          display={{ md: 'none' }}
          ms="auto"
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={menu === true}
          onClick={() => setMenu(true)}
          data-testid="header-menu-button"
        >
          <Icon>
            <path d="M4 6h16M4 12h16M4 18h16" />
          </Icon>
          {t('nav.menu')}
        </Button>
        <InspectorToggle />
      </Flex>
      <InspectorSlot />
      {menu !== null && (
        <Suspense fallback={null}>
          <HeaderMenu open={menu} onClose={() => setMenu(false)} returnFocus={() => menuButton.current} />
        </Suspense>
      )}
    </Box>
  )
}
