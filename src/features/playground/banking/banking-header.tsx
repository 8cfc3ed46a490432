import { Box, Button, Heading, HStack, List, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useBankingFormat } from './banking-format'

function HeaderPanel({ id, label, items }: { id: 'notifications' | 'messages'; label: string; items: string[] }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" data-testid={`banking-${id}-button`}>
          {label}{' '}
          <Box as="span" bg="red.solid" color="red.contrast" rounded="full" px="1.5" fontSize="xs" lineHeight="1.4" data-testid={`banking-${id}-count`}>
            {items.length}
          </Box>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content data-testid={`banking-${id}-panel`} aria-label={label} maxW="sm">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                {label}
              </Popover.Title>
              <List.Root gap="2" ps="4">
                {items.map((item, i) => (
                  <List.Item key={i} fontSize="sm" data-testid={`banking-${id}-item`}>
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

/** Welcome text with the user's name, last login, and the notification, message, settings and logout buttons. */
export function BankingHeader({ userName, lastLogin, onSettings, onLogout }: { userName: string; lastLogin: string; onSettings: () => void; onLogout: () => void }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  return (
    <Box as="section" aria-label={t('header.aria')} data-testid="banking-header" borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l3" p={{ base: '4', md: '5' }} shadow="xs">
      <HStack justify="space-between" align="center" gap="4" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="lg" data-testid="banking-welcome-text">
            {t('header.welcome', { name: userName })}
          </Heading>
          <Text color="fg.muted" fontSize="sm" data-testid="banking-last-login">
            {t('header.lastLogin', { date: f.dateTime(lastLogin) })}
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <HeaderPanel id="notifications" label={t('header.notifications')} items={t('header.notificationItems', { returnObjects: true }) as string[]} />
          <HeaderPanel id="messages" label={t('header.messages')} items={t('header.messageItems', { returnObjects: true }) as string[]} />
          <Button size="sm" variant="outline" onClick={onSettings} data-testid="banking-settings-button">
            {t('header.settings')}
          </Button>
          <Button size="sm" colorPalette="red" variant="subtle" onClick={onLogout} data-testid="banking-logout-button">
            {t('header.logout')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  )
}
