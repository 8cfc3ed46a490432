import { chakra, Box, Button, Card, Container, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DeleteAccountEvent, DeleteAccountViewModel } from '@machines/account/delete-account.machine'
import {
  NOTIFICATION_FLAGS,
  PRIVACY_FLAGS,
  SETTINGS_FLAGS,
  isSimulatedFlag,
  settingsChanged,
  type SettingsEvent,
  type SettingsFlag,
  type SettingsViewModel,
} from '@machines/account/settings.machine'
import type { User } from '@machines/shared/types'
import { displayName } from '@machines/shared/types'
import { SelectField, type SelectFieldProps } from '@/ui/form'
import { DeleteAccountDialog } from './delete-account-dialog'
import { NotificationDialog, type Notification } from './notification-dialog'

/** The settings tabs named by the interface text (docs/spec/1-shell-and-accounts.md §2.8). */
export const SETTINGS_TABS = ['general', 'profile', 'account', 'notifications', 'privacy', 'security', 'appearance', 'language'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

export function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
}

/** kebab-case test id part of a flag: emailNotifications → email-notifications. */
const flagId = (flag: SettingsFlag) => flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

const FLAG_SECTION: Record<SettingsFlag, 'notifications' | 'privacy'> = {
  emailNotifications: 'notifications',
  pushNotifications: 'notifications',
  weeklyReports: 'notifications',
  publicProfile: 'privacy',
  twoFactorAuth: 'privacy',
}

export interface SettingsViewProps {
  user: User
  settings: SettingsViewModel
  sendSettings: (event: SettingsEvent) => void
  deletion: DeleteAccountViewModel
  sendDeletion: (event: DeleteAccountEvent) => void
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
}

/**
 * A switch that is a native checkbox with role="switch": clicking it, its label, Space, and
 * Playwright's check()/uncheck() all work as testers expect (Chakra's Switch hides its input).
 */
function SettingSwitch({ flag, checked, disabled, onToggle }: { flag: SettingsFlag; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation('profile')
  const section = FLAG_SECTION[flag]
  const id = `settings-${flagId(flag)}`
  // Push notifications and two-factor are simulated (their flags are off): the row says so, in place of a dialog in the way.
  const simulated = isSimulatedFlag(flag)
  return (
    <HStack justify="space-between" align="flex-start" gap="4" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid={`${id}-row`}>
      <Stack gap="0.5">
        <chakra.label htmlFor={`${id}-switch`} fontWeight="medium" cursor={disabled ? 'not-allowed' : 'pointer'}>
          {t(`settings.${section}.${flag}`)}
        </chakra.label>
        <Text fontSize="sm" color="fg.muted" id={`${id}-help`}>
          {t(`settings.${section}.${flag}Help`)}
        </Text>
        {simulated && (
          <Text fontSize="sm" color="fg.muted" id={`${id}-simulated`} data-testid={`${id}-simulated-note`}>
            {t(`settings.simulated.${flag}`)}
          </Text>
        )}
      </Stack>
      <chakra.input
        type="checkbox"
        role="switch"
        id={`${id}-switch`}
        data-testid={`${id}-switch`}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-describedby={simulated ? `${id}-help ${id}-simulated` : `${id}-help`}
        appearance="none"
        flexShrink={0}
        mt="1"
        width="10"
        height="6"
        rounded="full"
        bg="bg.emphasized"
        borderWidth="1px"
        borderColor="border.emphasized"
        position="relative"
        cursor="pointer"
        transition="background 0.15s"
        _before={{
          content: '""',
          position: 'absolute',
          top: '2px',
          insetStart: '2px',
          width: '4.5',
          height: '4.5',
          rounded: 'full',
          bg: 'white',
          boxShadow: 'sm',
          transition: 'transform 0.15s',
        }}
        _checked={{ bg: 'teal.solid', borderColor: 'teal.solid', _before: { transform: 'translateX(16px)' } }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
        _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      />
    </HStack>
  )
}

function Section({ id, title, children, text }: { id: SettingsTab; title: string; text?: string; children: React.ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-labelledby={`settings-${id}-title`}>
      <Stack gap="1">
        <Heading as="h2" size="md" id={`settings-${id}-title`}>
          {title}
        </Heading>
        {text && (
          <Text fontSize="sm" color="fg.muted">
            {text}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  )
}

export function SettingsView({ user, settings, sendSettings, deletion, sendDeletion, tab, onTabChange }: SettingsViewProps) {
  const { t } = useTranslation('profile')
  const { context: c, busy } = settings
  const changed = settingsChanged(c)
  const values = c.settings

  const notification: Notification | null = settings.saved
    ? { variant: 'success', message: t('settings.saved') }
    : settings.saveFailed
      ? { variant: 'error', message: t('settings.saveFailed') }
      : null

  const switches = (flags: readonly SettingsFlag[]) => (
    <Stack gap="0">
      {flags.map((flag) => (
        <SettingSwitch key={flag} flag={flag} checked={values[flag]} disabled={busy} onToggle={() => sendSettings({ type: 'settings.toggle', flag })} />
      ))}
    </Stack>
  )

  /** The appearance and language panels: one preference select each. */
  const preferencePanel = (panel: 'appearance' | 'language', select: Omit<SelectFieldProps, 'disabled'>) => (
    <Tabs.Content value={panel} data-testid={`settings-panel-${panel}`}>
      <Section id={panel} title={t(`settings.${panel}.title`)}>
        <Box maxW="xs">
          <SelectField {...select} disabled={busy} />
        </Box>
      </Section>
    </Tabs.Content>
  )

  const onOff = (on: boolean) => (on ? t('settings.general.on') : t('settings.general.off'))

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} data-testid="settings-page" data-state={settings.state}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('settings.title')}
          </Heading>
          <Text color="fg.muted">{t('settings.subtitle')}</Text>
        </Stack>

        <Card.Root>
          <Card.Body>
            <Tabs.Root
              value={tab}
              onValueChange={(e) => {
                if (isSettingsTab(e.value)) onTabChange(e.value)
              }}
              variant="line"
              colorPalette="teal"
              data-testid="settings-tabs"
            >
              <Tabs.List aria-label={t('settings.tabsAria')} flexWrap="wrap" mb="4">
                {SETTINGS_TABS.map((id) => (
                  <Tabs.Trigger key={id} value={id} data-testid={`settings-tab-${id}`}>
                    {t(`settings.tabs.${id}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>

              <Tabs.Content value="general" data-testid="settings-panel-general">
                <Section id="general" title={t('settings.general.title')} text={t('settings.general.text')}>
                  <Text fontSize="sm" data-testid="settings-signed-in-as">
                    {t('settings.general.signedInAs', { name: displayName(user), email: user.email })}
                  </Text>
                  <OverviewList
                    rows={[
                      ...SETTINGS_FLAGS.map((flag) => ({ id: flagId(flag), label: t(`settings.${FLAG_SECTION[flag]}.${flag}`), value: onOff(values[flag]) })),
                      { id: 'theme', label: t('settings.appearance.theme'), value: t(`settings.appearance.${values.theme}`) },
                      { id: 'language', label: t('settings.language.label'), value: t(`settings.language.${values.language}`) },
                    ]}
                  />
                </Section>
              </Tabs.Content>

              <Tabs.Content value="profile" data-testid="settings-panel-profile">
                <Section id="profile" title={t('settings.profile.title')} text={t('settings.profile.text')}>
                  <Text fontSize="sm">
                    {displayName(user)} · {user.email}
                  </Text>
                  <Link asChild colorPalette="teal" fontWeight="medium" data-testid="settings-profile-link">
                    <RouterLink to="/profile">{t('settings.profile.link')}</RouterLink>
                  </Link>
                </Section>
              </Tabs.Content>

              <Tabs.Content value="account" data-testid="settings-panel-account">
                <Section id="account" title={t('settings.account.title')}>
                  <Box borderWidth="1px" borderColor="border.error" rounded="l2" p="4" bg="bg.error" data-testid="settings-danger-zone" as="section" aria-labelledby="settings-danger-title">
                    <Stack gap="3" align="flex-start">
                      <Heading as="h3" size="sm" id="settings-danger-title">
                        {t('settings.account.dangerTitle')}
                      </Heading>
                      <Text fontSize="sm">{t('settings.account.dangerText')}</Text>
                      <Button colorPalette="red" onClick={() => sendDeletion({ type: 'delete.open' })} data-testid="settings-delete-account-button">
                        {t('settings.account.delete')}
                      </Button>
                    </Stack>
                  </Box>
                </Section>
              </Tabs.Content>

              <Tabs.Content value="notifications" data-testid="settings-panel-notifications">
                <Section id="notifications" title={t('settings.notifications.title')}>
                  {switches(NOTIFICATION_FLAGS)}
                </Section>
              </Tabs.Content>

              <Tabs.Content value="privacy" data-testid="settings-panel-privacy">
                <Section id="privacy" title={t('settings.privacy.title')}>
                  {switches(PRIVACY_FLAGS)}
                </Section>
              </Tabs.Content>

              <Tabs.Content value="security" data-testid="settings-panel-security">
                <Section id="security" title={t('settings.security.title')} text={t('settings.security.text')}>
                  <Link asChild colorPalette="teal" fontWeight="medium" data-testid="settings-security-link">
                    <RouterLink to="/profile">{t('settings.security.link')}</RouterLink>
                  </Link>
                </Section>
              </Tabs.Content>

              {preferencePanel('appearance', {
                label: t('settings.appearance.theme'),
                testId: 'settings-theme-select',
                value: values.theme,
                helper: t('settings.appearance.themeHelp'),
                onChange: (value) => sendSettings({ type: 'settings.setTheme', theme: value === 'dark' ? 'dark' : 'light' }),
                options: (['light', 'dark'] as const).map((value) => ({ value, label: t(`settings.appearance.${value}`) })),
              })}
              {preferencePanel('language', {
                label: t('settings.language.label'),
                testId: 'settings-language-select',
                value: values.language,
                helper: t('settings.language.help'),
                onChange: (value) => sendSettings({ type: 'settings.setLanguage', language: value === 'ko' ? 'ko' : 'en' }),
                options: (['en', 'ko'] as const).map((value) => ({ value, label: t(`settings.language.${value}`) })),
              })}
            </Tabs.Root>
          </Card.Body>
          <Card.Footer borderTopWidth="1px" pt="4">
            <HStack justify="space-between" width="100%" gap="3" wrap="wrap">
              <Text fontSize="sm" color={changed ? 'fg.warning' : 'fg.muted'} data-testid="settings-save-status" aria-live="polite">
                {changed ? t('settings.unsaved') : t('settings.upToDate')}
              </Text>
              <Button
                colorPalette="teal"
                disabled={!changed || busy}
                loading={busy}
                loadingText={t('settings.saving')}
                onClick={() => sendSettings({ type: 'settings.save' })}
                data-testid="settings-save-button"
              >
                {t('settings.save')}
              </Button>
            </HStack>
          </Card.Footer>
        </Card.Root>
      </Stack>
      <NotificationDialog notification={notification} onClose={() => sendSettings({ type: 'notice.close' })} />
      <DeleteAccountDialog view={deletion} send={sendDeletion} />
    </Container>
  )
}

/**
 * The General tab's overview: one label/value row per setting, labels left-aligned at the start,
 * values at the end of the same row (a description list; rows wrap on narrow screens).
 */
function OverviewList({ rows }: { rows: { id: string; label: string; value: string }[] }) {
  return (
    <chakra.dl data-testid="settings-overview" borderWidth="1px" borderRadius="md" m="0">
      {rows.map((row, index) => (
        <chakra.div
          key={row.id}
          display="flex"
          flexWrap="wrap"
          justifyContent="space-between"
          alignItems="baseline"
          columnGap="4"
          rowGap="1"
          px="3"
          py="2"
          borderTopWidth={index === 0 ? '0' : '1px'}
        >
          <chakra.dt color="fg.muted" fontSize="sm" textAlign="start">
            {row.label}
          </chakra.dt>
          <chakra.dd m="0" fontSize="sm" fontWeight="medium" textAlign="start" data-testid={`settings-overview-${row.id}`}>
            {row.value}
          </chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  )
}
