import { Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { displayName } from '@machines/shared/types'
import { appMode } from '../lib/env'
import { InspectorSlot, InspectorToggle } from '../lab-runtime/inspector-toggle'
import { Icon, LockIcon, MoonIcon, SunIcon } from '../ui/icons'
import { Tooltip } from '../ui/tooltip'
import { setLanguage, toggleTheme, useLanguage, useTheme } from './preferences'
import { isActivePath } from './routes'
import { openSandboxPanel, useSandboxPanelOpen } from './sandbox-controls'
import { signOut, useIsAuthenticated, useSessionState, useSessionUser } from './session'
import { shell } from '../ui/shell'
import { withChakra } from './chakra'
import { ButtonLoader } from '../ui/button-loader'

export function Logo() {
  const { t } = useTranslation()
  return (
    <RouterLink to="/" aria-label={t('nav.homeAria')} className={shell.logoLink} data-testid="header-logo-link">
      <svg viewBox="0 0 32 32" className={shell.logoSvg} aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0d9488" />
        <path d="M9 16.5l4.5 4.5L23 11.5" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('app.name')}</span>
    </RouterLink>
  )
}

export function LanguageSelect({ testId = 'header-language-select' }: { testId?: string }) {
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <select
      data-testid={testId}
      aria-label={t('language.label')}
      value={language}
      onChange={(e) => setLanguage(e.currentTarget.value === 'ko' ? 'ko' : 'en')}
      className={shell.languageSelect}
    >
      <option value="en">{t('language.en')}</option>
      <option value="ko">{t('language.ko')}</option>
    </select>
  )
}

/** The theme switch: an icon button, or with its label written out (`labelled`, in the phone menu). */
export function ThemeToggle({ testId = 'header-theme-toggle', labelled }: { testId?: string; labelled?: boolean }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark')
  return (
    <button
      type="button"
      className={labelled ? shell.buttonSmOutline : shell.buttonSmGhost}
      onClick={toggleTheme}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
      data-testid={testId}
      data-theme={theme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      {labelled && label}
    </button>
  )
}

/**
 * The mode badge: which backend answers (Sandbox / Network / Hosted, from `appMode()`)
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
      <button
        type="button"
        className={mode === 'hosted' ? shell.modeBadgeHosted : shell.modeBadge}
        onClick={(e) => openSandboxPanel(e.currentTarget)}
        aria-label={t(`sandbox.modeAria.${mode}`)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="header-mode-badge"
        data-mode={mode}
      >
        <span data-testid={mode === 'sandbox' ? 'header-sandbox-badge' : undefined}>{t(`sandbox.mode.${mode}`)}</span>
      </button>
    </Tooltip>
  )
}

/** Top navigation (docs/spec/1-shell-and-accounts.md §2.2): Home, About, and the QA hub, locked while signed out. */
export function TopNav() {
  const { t } = useTranslation()
  const authenticated = useIsAuthenticated()
  const { pathname } = useLocation()
  const linkProps = (active: boolean) => ({
    'aria-current': active ? ('page' as const) : undefined,
    className: active ? shell.navLinkActive : shell.navLink,
  })
  return (
    <nav aria-label={t('nav.mainAria')} className={shell.topNav} data-testid="top-nav">
      <RouterLink to="/" {...linkProps(pathname === '/')} data-testid="nav-home-link">
        {t('nav.home')}
      </RouterLink>
      <RouterLink to="/about" {...linkProps(pathname === '/about')} data-testid="nav-about-link">
        {t('nav.about')}
      </RouterLink>
      <RouterLink to="/lab" {...linkProps(isActivePath('/lab', pathname))} data-testid="nav-lab-link">
        {t('nav.lab')}
      </RouterLink>
      {authenticated ? (
        <RouterLink to="/qa" {...linkProps(pathname === '/qa')} data-testid="nav-qa-hub-link">
          {t('nav.qaHub')}
        </RouterLink>
      ) : (
        <Tooltip content={t('nav.qaHubLocked')} testId="nav-qa-hub-tooltip">
          <RouterLink
            to="/login"
            state={{ from: { pathname: '/qa' } }}
            aria-label={`${t('nav.qaHub')} (${t('nav.locked')})`}
            className={shell.navLinkLocked}
            data-testid="nav-qa-hub-link"
            data-locked="true"
          >
            <LockIcon /> {t('nav.qaHub')}
          </RouterLink>
        </Tooltip>
      )}
    </nav>
  )
}

/** Publishes the header's height as `--app-header-height` on <html>: the toasts open below it. */
export function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null)
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
const HeaderMenu = withChakra(() => import('./header-menu'))

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
    <header ref={ref} className={shell.header} data-testid="app-header">
      <div className={shell.headerBar}>
        <Logo />
        <SandboxBadge />
        <div className={shell.headerNav}>
          <TopNav />
          <div className={shell.headerControls}>
            <RouterLink to="/guide" className={shell.linkSm} data-testid="header-guide-link">
              {t('nav.guide')}
            </RouterLink>
            <LanguageSelect />
            <ThemeToggle />
            {user || loggingOut ? (
              <>
                <RouterLink to="/dashboard" className={shell.buttonSmGhost} data-testid="header-dashboard-link">
                  {t('nav.dashboard')}
                </RouterLink>
                {user && (
                  <RouterLink
                    to="/profile"
                    aria-label={t('nav.profileAria', { name: displayName(user) })}
                    className={shell.headerProfileLink}
                    data-testid="header-profile-link"
                  >
                    <p className={shell.textTruncate}>{displayName(user)}</p>
                  </RouterLink>
                )}
                <button
                  type="button"
                  className={shell.buttonSmOutline}
                  onClick={signOut}
                  disabled={loggingOut}
                  data-loading={loggingOut ? '' : undefined}
                  data-testid="header-logout-button"
                >
                  <ButtonLoader loading={loggingOut} text={t('auth.loggingOut')}>
                    {t('auth.logout')}
                  </ButtonLoader>
                </button>
              </>
            ) : (
              <>
                <RouterLink to="/login" className={shell.buttonSmGhost} data-testid="header-login-link">
                  {t('auth.login')}
                </RouterLink>
                <RouterLink to="/signup" className={shell.buttonSmTeal} data-testid="header-signup-link">
                  {t('auth.signup')}
                </RouterLink>
              </>
            )}
          </div>
        </div>
        <button
          type="button"
          ref={menuButton}
          className={shell.headerMenuButton}
          aria-haspopup="dialog"
          aria-expanded={menu === true}
          aria-label={t('nav.menu')}
          onClick={() => setMenu(true)}
          data-testid="header-menu-button"
        >
          <Icon>
            <path d="M4 6h16M4 12h16M4 18h16" />
          </Icon>
          <span className={shell.headerMenuLabel}>{t('nav.menu')}</span>
        </button>
        <InspectorToggle />
      </div>
      <InspectorSlot />
      {menu !== null && (
        <Suspense fallback={null}>
          <HeaderMenu open={menu} onClose={() => setMenu(false)} returnFocus={() => menuButton.current} />
        </Suspense>
      )}
    </header>
  )
}
