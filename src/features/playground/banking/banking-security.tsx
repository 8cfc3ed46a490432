import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_CHANGED_DAYS_AGO } from '@machines/playground/banking-data'
import type { BankingSecurityEvent, BankingSecurityViewModel } from '@machines/playground/banking-security.machine'
import { Panel, ToggleSwitch } from './banking-ui'
import { AppDialog } from '@/ui/app-dialog'

type SecuritySwitchesValues = Pick<BankingSecurityViewModel, 'twoFactor' | 'loginAlerts'>

function SecuritySwitches({ security: c, send, prefix }: { security: SecuritySwitchesValues; send: (event: BankingSecurityEvent) => void; prefix: string }) {
  const { t } = useTranslation('banking')
  return (
    <Stack gap="4">
      <ToggleSwitch
        label={t('security.twoFactor')}
        help={t('security.twoFactorHelp')}
        checked={c.twoFactor}
        onToggle={() => send({ type: 'twoFactor.toggle' })}
        testId={`${prefix}-2fa-switch`}
        stateLabel={t(c.twoFactor ? 'security.on' : 'security.off')}
      />
      <ToggleSwitch
        label={t('security.loginAlerts')}
        help={t('security.loginAlertsHelp')}
        checked={c.loginAlerts}
        onToggle={() => send({ type: 'loginAlerts.toggle' })}
        testId={`${prefix}-login-alerts-switch`}
        stateLabel={t(c.loginAlerts ? 'security.on' : 'security.off')}
      />
    </Stack>
  )
}

/** Two-factor and login-alert switches, the last password change, and the security settings button. */
export function SecurityPanel({ security, send }: { security: SecuritySwitchesValues; send: (event: BankingSecurityEvent) => void }) {
  const { t } = useTranslation('banking')
  return (
    <Panel
      title={t('security.title')}
      titleId="banking-security-title"
      testId="banking-security"
      actions={
        <Button size="sm" variant="outline" onClick={() => send({ type: 'settings.open' })} data-testid="banking-security-settings-button">
          {t('security.settingsButton')}
        </Button>
      }
    >
      <Stack gap="4">
        <SecuritySwitches security={security} send={send} prefix="banking" />
        <HStack justify="space-between" gap="4" borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Text fontWeight="medium">{t('security.passwordChanged')}</Text>
          <Text color="fg.muted" data-testid="banking-password-changed">
            {t('security.daysAgo', { days: PASSWORD_CHANGED_DAYS_AGO })}
          </Text>
        </HStack>
      </Stack>
    </Panel>
  )
}

/** The same switches, and Change PIN (which closes this modal and opens the PIN modal). */
export function SecuritySettingsModal({ security, send }: { security: SecuritySwitchesValues & Pick<BankingSecurityViewModel, 'settingsOpen'>; send: (event: BankingSecurityEvent) => void }) {
  const { t } = useTranslation('banking')
  return (
    <AppDialog
      closeOnBackdrop={false}
      open={security.settingsOpen}
      onClose={() => send({ type: 'settings.close' })}
      title={t('security.modal.title')}
      closeLabel={t('close')}
      testId="banking-security-modal"
      cancel={{ label: t('security.modal.close'), testId: 'banking-security-modal-done-button', onClick: () => send({ type: 'settings.close' }) }}
    >
      <Stack gap="5">
        <SecuritySwitches security={security} send={send} prefix="banking-security-modal" />
        <HStack justify="space-between" gap="4" borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Text fontSize="sm" color="fg.muted">
            {t('security.modal.changePinHelp')}
          </Text>
          <Button colorPalette="teal" onClick={() => send({ type: 'settings.changePin' })} data-testid="banking-change-pin-button">
            {t('security.modal.changePin')}
          </Button>
        </HStack>
      </Stack>
    </AppDialog>
  )
}
