/**
 * The side columns of the social feed (docs/spec/3-playground.md "Social feed"): the static profile card and the
 * five trending topics on the left; the dismissible 'Suggested for you' list and the 4 'Online
 * Friends' on the right.
 */
import { Box, Button, Card, Circle, Grid, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PROFILE, socialSamples, TRENDING_TOPICS } from '@machines/playground/social-data'
import type { FeedEvent } from '@machines/playground/social-feed.machine'
import type { PeopleEvent } from '@machines/playground/social-people.machine'
import { ChatIcon, CloseIcon } from './social-icons'
import { PersonAvatar } from './social-ui'

const handle = (username: string) => username.replace(/^@/, '')

export function ProfileCard({ name, username, initials }: { name: string; username: string; initials: string }) {
  const { t } = useTranslation('social')
  const stats = [
    ['posts', PROFILE.posts],
    ['followers', PROFILE.followers],
    ['following', PROFILE.following],
  ] as const
  return (
    <Card.Root size="sm" data-testid="social-profile-card" aria-label={t('profile.title')} as="section">
      <Card.Body gap="4">
        <HStack gap="3">
          <PersonAvatar initials={initials} size="lg" />
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate data-testid="social-profile-name">
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {username}
            </Text>
          </Stack>
        </HStack>
        <Grid templateColumns="repeat(3, 1fr)" gap="2" textAlign="center" as="dl">
          {stats.map(([key, value]) => (
            <Stack key={key} gap="0" flexDirection="column-reverse">
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t(`profile.${key}`)}
              </Text>
              <Text as="dd" fontWeight="bold" data-testid={`social-profile-${key}-count`}>
                {value}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  )
}

export function TrendingTopics({ send }: { send: (e: FeedEvent) => void }) {
  const { t } = useTranslation('social')
  return (
    <Card.Root size="sm" as="section" aria-labelledby="social-trending-title" data-testid="social-trending">
      <Card.Body gap="2">
        <Heading as="h2" size="sm" id="social-trending-title">
          {t('trending.title')}
        </Heading>
        <Stack gap="1" as="ul" listStyleType="none">
          {TRENDING_TOPICS.map((topic) => (
            <Box as="li" key={topic.id}>
              <Button
                variant="ghost"
                w="full"
                justifyContent="space-between"
                size="sm"
                data-testid={`social-trending-${topic.id}`}
                onClick={() => send({ type: 'search.topic', tag: topic.tag })}
              >
                <Text as="span" color="blue.fg" fontWeight="semibold">
                  {topic.tag}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted">
                  {t('trending.posts', { value: topic.posts })}
                </Text>
              </Button>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

export function Suggestions({ following, send }: { following: readonly string[]; send: (e: PeopleEvent) => void }) {
  const { t, i18n } = useTranslation('social')
  return (
    <Card.Root size="sm" as="section" aria-labelledby="social-suggestions-title" data-testid="social-suggestions">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h2" size="sm" id="social-suggestions-title">
            {t('suggestions.title')}
          </Heading>
          <IconButton size="xs" variant="ghost" aria-label={t('suggestions.dismiss')} data-testid="social-suggestions-dismiss-button" onClick={() => send({ type: 'suggestions.dismiss' })}>
            <CloseIcon />
          </IconButton>
        </HStack>
        <Stack gap="3" as="ul" listStyleType="none">
          {socialSamples(i18n.language).suggested.map((person) => {
            const isFollowing = following.includes(person.username)
            return (
              <HStack as="li" key={person.username} gap="3" data-testid={`social-suggestion-${handle(person.username)}`}>
                <PersonAvatar initials={person.avatar} size="sm" />
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold" fontSize="sm" truncate>
                    {person.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {person.username} · {t('suggestions.followers', { value: person.followers })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant={isFollowing ? 'outline' : 'solid'}
                  colorPalette="blue"
                  aria-pressed={isFollowing}
                  aria-label={t('suggestions.followAria', { name: person.name })}
                  data-testid={`social-follow-${handle(person.username)}-button`}
                  onClick={() => send({ type: 'follow.toggle', username: person.username })}
                >
                  {isFollowing ? t('suggestions.following') : t('suggestions.follow')}
                </Button>
              </HStack>
            )
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

export function OnlineFriends({ send }: { send: (e: PeopleEvent) => void }) {
  const { t, i18n } = useTranslation('social')
  return (
    <Card.Root size="sm" as="section" aria-labelledby="social-friends-title" data-testid="social-online-friends">
      <Card.Body gap="3">
        <Heading as="h2" size="sm" id="social-friends-title">
          {t('friends.title')}
        </Heading>
        <Stack gap="2" as="ul" listStyleType="none">
          {socialSamples(i18n.language).online.map((friend) => (
            <HStack as="li" key={friend.id} gap="3" data-testid={`social-friend-${friend.id}`}>
              <Box position="relative">
                <PersonAvatar initials={friend.avatar} size="sm" />
                <Circle size="2.5" bg="green.solid" borderWidth="2px" borderColor="bg.panel" position="absolute" bottom="0" insetEnd="0" role="img" aria-label={t('friends.online')} />
              </Box>
              <Text flex="1" fontSize="sm" truncate>
                {friend.name}
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="blue"
                aria-label={t('friends.chat', { name: friend.name })}
                data-testid={`social-friend-${friend.id}-chat-button`}
                onClick={() => send({ type: 'chat.open', name: friend.name })}
              >
                <ChatIcon size="4" />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
