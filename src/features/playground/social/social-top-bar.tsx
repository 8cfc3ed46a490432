/**
 * The social feed's top bar (docs/spec/3-playground.md "Social feed"): search, reset data, home and explore, the
 * notification and message dropdowns (static demo items) and the profile menu.
 */
import { Badge, Box, Button, chakra, Flex, Heading, HStack, IconButton, Input, InputGroup, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { socialSamples } from '@machines/playground/social-data'
import type { FeedEvent, FeedView } from '@machines/playground/social-feed.machine'
import { BellIcon, ChatIcon, CloseIcon, ExploreIcon, HomeIcon, ResetIcon, SearchIcon, UserIcon } from './social-icons'
import { minutesAgoText, PersonAvatar } from './social-ui'
import { MachineForm } from '@/ui/machine-form'

export interface SocialTopBarProps {
  query: string
  view: FeedView
  send: (event: FeedEvent) => void
  onLiveChat: () => void
  onNavigate: (path: string) => void
  onLogout: () => void
}

function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <Badge
      position="absolute"
      top="-1"
      insetEnd="-1"
      colorPalette="red"
      variant="solid"
      rounded="full"
      size="xs"
      minW="4"
      justifyContent="center"
      pointerEvents="none"
      aria-hidden="true"
      data-testid={testId}
    >
      {count}
    </Badge>
  )
}

export function SocialTopBar({ query, view, send, onLiveChat, onNavigate, onLogout }: SocialTopBarProps) {
  const { t, i18n } = useTranslation('social')
  const { notifications, messages } = socialSamples(i18n.language)
  const unread = messages.filter((m) => m.unread).length
  return (
    <Flex
      as="nav"
      aria-label={t('topBar.label')}
      data-testid="social-top-bar"
      align="center"
      gap="3"
      wrap="wrap"
      p="3"
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      shadow="xs"
    >
      <Heading as="p" size="lg" color="blue.fg" fontWeight="bold" data-testid="social-brand">
        {t('brand')}
      </Heading>

      <MachineForm
        role="search"
        flex="1"
        minW={{ base: 'full', md: '64' }}
        order={{ base: 3, md: 0 }}
        data-testid="social-search-form"
        onSubmit={() => send({ type: 'search.submit' })}
      >
        <HStack gap="2">
          <InputGroup
            flex="1"
            startElement={<SearchIcon />}
            endElement={
              query !== '' ? (
                <IconButton size="2xs" variant="ghost" aria-label={t('topBar.clearSearch')} data-testid="social-search-clear-button" onClick={() => send({ type: 'search.clear' })}>
                  <CloseIcon />
                </IconButton>
              ) : undefined
            }
          >
            <Input
              type="search"
              value={query}
              placeholder={t('topBar.searchPlaceholder')}
              aria-label={t('topBar.searchLabel')}
              rounded="full"
              data-testid="social-search-input"
              onChange={(e) => send({ type: 'search.change', value: e.target.value })}
            />
          </InputGroup>
          <Button type="submit" size="sm" colorPalette="blue" data-testid="social-search-button">
            {t('topBar.searchButton')}
          </Button>
        </HStack>
      </MachineForm>

      {/* Wraps on a narrow phone: the buttons stay within the page width (320 px). */}
      <HStack gap="1" ms="auto" wrap="wrap" justify="flex-end" minW="0">
        <Button size="sm" variant="outline" colorPalette="red" data-testid="social-reset-button" onClick={() => send({ type: 'reset.request' })}>
          <ResetIcon />
          {t('topBar.reset')}
        </Button>
        <IconButton
          variant={view === 'home' ? 'subtle' : 'ghost'}
          aria-label={t('topBar.home')}
          aria-pressed={view === 'home'}
          data-testid="social-home-button"
          onClick={() => send({ type: 'view.set', view: 'home' })}
        >
          <HomeIcon />
        </IconButton>
        <IconButton
          variant={view === 'explore' ? 'subtle' : 'ghost'}
          aria-label={t('topBar.explore')}
          aria-pressed={view === 'explore'}
          data-testid="social-explore-button"
          onClick={() => send({ type: 'view.set', view: 'explore' })}
        >
          <ExploreIcon />
        </IconButton>

        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Box position="relative">
            <Menu.Trigger asChild>
              <IconButton variant="ghost" aria-label={t('topBar.notificationsAria', { count: notifications.length })} data-testid="social-notifications-button">
                <BellIcon />
              </IconButton>
            </Menu.Trigger>
            <CountBadge count={notifications.length} testId="social-notifications-count" />
          </Box>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="80" data-testid="social-notifications-menu" aria-label={t('topBar.notifications')}>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t('topBar.notifications')}</Menu.ItemGroupLabel>
                  {notifications.map((n) => (
                    <Menu.Item key={n.id} value={n.id} data-testid={`social-notification-${n.id}`} data-type={n.type} alignItems="flex-start">
                      <Stack gap="0">
                        <Text>
                          <chakra.span fontWeight="semibold">{n.user}</chakra.span> {t(`notificationActions.${n.action}`)}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {minutesAgoText(t, n.time)}
                        </Text>
                      </Stack>
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>

        <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => d.value === 'live-chat' && onLiveChat()}>
          <Box position="relative">
            <Menu.Trigger asChild>
              <IconButton variant="ghost" aria-label={t('topBar.messagesAria', { count: unread })} data-testid="social-messages-button">
                <ChatIcon />
              </IconButton>
            </Menu.Trigger>
            <CountBadge count={unread} testId="social-messages-count" />
          </Box>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="80" data-testid="social-messages-menu" aria-label={t('topBar.messages')}>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t('topBar.messages')}</Menu.ItemGroupLabel>
                  {messages.map((m) => (
                    <Menu.Item key={m.id} value={m.id} data-testid={`social-message-${m.id}`} data-unread={m.unread} alignItems="flex-start" gap="3">
                      <PersonAvatar initials={m.avatar} size="sm" />
                      <Stack gap="0" flex="1" minW="0">
                        <HStack justify="space-between" gap="2">
                          <Text fontWeight={m.unread ? 'bold' : 'medium'}>{m.user}</Text>
                          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                            {minutesAgoText(t, m.time)}
                          </Text>
                        </HStack>
                        <Text fontSize="sm" color={m.unread ? 'fg' : 'fg.muted'} truncate>
                          {m.message}
                        </Text>
                      </Stack>
                      {m.unread && (
                        <Box
                          as="span"
                          role="img"
                          aria-label={t('topBar.unread')}
                          w="2.5"
                          h="2.5"
                          mt="1.5"
                          rounded="full"
                          bg="blue.solid"
                          flexShrink={0}
                          data-testid={`social-message-${m.id}-unread`}
                        />
                      )}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
                <Menu.Separator />
                <Menu.Item value="live-chat" data-testid="social-live-chat-button" justifyContent="center" color="blue.fg" fontWeight="semibold">
                  {t('topBar.liveChat')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>

        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          onSelect={(d) => {
            if (d.value === 'view-profile' || d.value === 'edit-profile') onNavigate('/profile')
            else if (d.value === 'settings') onNavigate('/settings')
            else if (d.value === 'saved') send({ type: 'view.set', view: 'saved' })
            else if (d.value === 'logout') onLogout()
          }}
        >
          <Menu.Trigger asChild>
            <IconButton variant="subtle" colorPalette="purple" rounded="full" aria-label={t('topBar.profileMenu')} data-testid="social-profile-menu-button">
              <UserIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48" data-testid="social-profile-menu">
                <Menu.Item value="view-profile" data-testid="social-profile-view-item">
                  {t('topBar.viewProfile')}
                </Menu.Item>
                <Menu.Item value="edit-profile" data-testid="social-profile-edit-item">
                  {t('topBar.editProfile')}
                </Menu.Item>
                <Menu.Item value="settings" data-testid="social-profile-settings-item">
                  {t('topBar.settings')}
                </Menu.Item>
                <Menu.Item value="saved" data-testid="social-profile-saved-item">
                  {t('topBar.savedPosts')}
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="logout" color="fg.error" data-testid="social-profile-logout-item">
                  {t('topBar.logout')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Flex>
  )
}
