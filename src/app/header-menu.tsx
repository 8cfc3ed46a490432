/**
 * The phone menu (under 768 px): the header's links, language and theme, the account actions and
 * the sidebar's modules in one drawer. A separate chunk, loaded on the first open; the drawer
 * recipe comes with it, so the small system of ./system.ts does not carry it.
 */
import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { displayName } from '@machines/shared/types'
import { LockIcon } from '../ui/icons'
import { LanguageSelect, ThemeToggle } from './header'
import { SIDEBAR_ITEMS, isActivePath } from './routes'
import { signOut, useIsAuthenticated, useSessionState, useSessionUser } from './session'

interface HeaderMenuProps {
  open: boolean
  onClose: () => void
  /** The menu button, focused again when the drawer closes. */
  returnFocus: () => HTMLElement | null
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      {children}
    </Stack>
  )
}

export default function HeaderMenu({ open, onClose, returnFocus }: HeaderMenuProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const authenticated = useIsAuthenticated()
  const user = useSessionUser()
  const loggingOut = useSessionState() === 'loggingOut'

  /** A navigation entry of the menu: closes the drawer when followed. */
  const item = (to: string, label: ReactNode, testId: string, active = pathname === to, state?: unknown, ariaLabel?: string) => (
    <Button
      asChild
      key={testId}
      size="sm"
      justifyContent="flex-start"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'teal' : 'gray'}
      onClick={onClose}
      data-testid={testId}
    >
      <RouterLink to={to} state={state} aria-current={active ? 'page' : undefined} aria-label={ariaLabel}>
        {label}
      </RouterLink>
    </Button>
  )

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      placement="end"
      size="xs"
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="header-menu-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6" pb="4">
                <Stack as="nav" aria-label={t('nav.mainAria')} gap="1">
                  {item('/', t('nav.home'), 'header-menu-home-link')}
                  {item('/about', t('nav.about'), 'header-menu-about-link')}
                  {item('/lab', t('nav.lab'), 'header-menu-lab-link', isActivePath('/lab', pathname))}
                  {authenticated
                    ? item('/qa', t('nav.qaHub'), 'header-menu-qa-hub-link', isActivePath('/qa', pathname))
                    : item(
                        '/login',
                        <>
                          <LockIcon /> {t('nav.qaHub')}
                          <Text as="span" color="fg.muted" fontSize="xs">
                            ({t('nav.locked')})
                          </Text>
                        </>,
                        'header-menu-qa-hub-link',
                        false,
                        { from: { pathname: '/qa' } },
                        `${t('nav.qaHub')} (${t('nav.locked')})`,
                      )}
                  {item('/guide', t('nav.guide'), 'header-menu-guide-link')}
                </Stack>

                {authenticated && (
                  <Stack as="nav" aria-label={t('sidebar.aria')} gap="1" data-testid="header-menu-modules">
                    <Section label={t('sidebar.aria')}>
                      {SIDEBAR_ITEMS.map((s) => item(s.path, t(`sidebar.${s.id}`), `header-menu-sidebar-item-${s.id}`, isActivePath(s.path, pathname)))}
                    </Section>
                  </Stack>
                )}

                <Section label={t('nav.preferences')}>
                  <Stack gap="2" align="flex-start">
                    <LanguageSelect testId="header-menu-language-select" />
                    <ThemeToggle testId="header-menu-theme-toggle" labelled />
                  </Stack>
                </Section>

                <Box borderTopWidth="1px" pt="4">
                  {user || loggingOut ? (
                    <Stack gap="2">
                      {item('/dashboard', t('nav.dashboard'), 'header-menu-dashboard-link')}
                      {user && item('/profile', <Text truncate>{displayName(user)}</Text>, 'header-menu-profile-link', pathname === '/profile', undefined, t('nav.profileAria', { name: displayName(user) }))}
                      <Button
                        size="sm"
                        variant="outline"
                        loading={loggingOut}
                        loadingText={t('auth.loggingOut')}
                        onClick={() => {
                          onClose()
                          signOut()
                        }}
                        data-testid="header-menu-logout-button"
                      >
                        {t('auth.logout')}
                      </Button>
                    </Stack>
                  ) : (
                    <Stack gap="2">
                      {item('/login', t('auth.login'), 'header-menu-login-link')}
                      <Button asChild size="sm" colorPalette="teal" onClick={onClose} data-testid="header-menu-signup-link">
                        <RouterLink to="/signup">{t('auth.signup')}</RouterLink>
                      </Button>
                    </Stack>
                  )}
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.menuClose')} data-testid="header-menu-close-button" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
