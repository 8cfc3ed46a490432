import { Alert, Badge, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  ACTIVITY_FEED_SIZE,
  announcementsAt,
  modalTags,
  opensPost,
  visibleFeed,
  type ActivityEntry,
} from '@machines/dashboard/dashboard-data'
import type { DashboardEvent, DashboardViewModel } from '@machines/dashboard/dashboard.machine'
import type { FailureCode } from '@machines/shared/errors'
import { toLanguage } from '@/i18n'
import { formatActivityDate, formatDate } from '@/lib/format-date'
import { AppDialog } from '@/ui/app-dialog'
import { failureText } from '@/ui/failure-text'
import { Icon } from '@/ui/icons'
import { PageFrame } from '@/ui/page-frame'
import { DASHBOARD_GUIDE_TEST_IDS } from '../module-test-ids'

type Send = (event: DashboardEvent) => void

const QUICK_ACTIONS = [
  { id: 'create-post', to: '/posts/create', icon: <path d="M12 5v14M5 12h14" /> },
  { id: 'add-todo', to: '/todos?add=true', icon: <path d="M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" /> },
  { id: 'calendar', to: '/calendar', icon: <path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" /> },
  { id: 'profile', to: '/profile', icon: <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" /> },
] as const

const QUICK_KEY: Record<(typeof QUICK_ACTIONS)[number]['id'], string> = { 'create-post': 'createPost', 'add-todo': 'addTodo', calendar: 'calendar', profile: 'profile' }

/** The dashboard's failure text: 'Failed to load data.' unless the connection itself failed. */
function loadFailureText(t: ReturnType<typeof useTranslation>['t'], code: FailureCode): string {
  const generic = t('errors.loadFailed', { ns: 'common' })
  return code === 'network' || code === 'timeout' || code === 'certificate' || code === 'sessionExpired' ? failureText(t, code, generic) : generic
}

function StatCard({ id, label, value, hint, children, loading }: { id: string; label: string; value: ReactNode; hint?: string; children?: ReactNode; loading: boolean }) {
  return (
    <Card.Root size="sm" data-testid={`dashboard-stat-${id}`} aria-busy={loading || undefined}>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted" id={`dashboard-stat-${id}-label`}>
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid={`dashboard-stat-${id}-value`} aria-labelledby={`dashboard-stat-${id}-label`}>
          {value}
        </Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted" data-testid={`dashboard-stat-${id}-hint`}>
            {hint}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  )
}

export function DashboardView({ name, view, send }: { name: string; view: DashboardViewModel; send: Send }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language)
  const { stats, feed, expanded, failure, announcementId, postId, posts, now, loading, failed } = view
  const announcements = announcementsAt(now)
  const announcement = announcements.find((a) => a.id === announcementId) ?? null
  const post = posts.find((p) => p.id === postId) ?? null
  const shown = visibleFeed(feed, expanded)
  const dash = '–'

  const entryText = (entry: ActivityEntry): string => {
    switch (entry.kind) {
      case 'post':
        return t('activity.post', { title: entry.title })
      case 'accountCreated':
        return t('activity.accountCreated')
      case 'profileUpdated':
        return t('activity.profileUpdated')
      case 'todoCreated':
        return t('activity.todoCreated', { title: entry.title })
      case 'todoCompleted':
        return t('activity.todoCompleted', { title: entry.title })
      case 'commentAdded':
        return t('activity.commentAdded', { title: entry.title })
      case 'eventCreated':
        return t('activity.eventCreated', { title: entry.title })
      case 'cardMoved': {
        const key = entry.column?.key
        const column = key ? t(`activity.columns.${key}`) : (entry.column?.title ?? '')
        return t('activity.cardMoved', { title: entry.title, column })
      }
    }
  }

  return (
    <PageFrame
      ns="dashboard"
      screen="dashboard"
      title={t('title')}
      subtitle={<span data-testid="dashboard-welcome">{t('welcome', { name })}</span>}
      guideTestIds={DASHBOARD_GUIDE_TEST_IDS}
      dataAttrs={{ 'data-state': view.state }}
    >
      {failed && failure && (
        <Alert.Root status="error" data-testid="dashboard-error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title data-testid="dashboard-error-text">{loadFailureText(t, failure)}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => send({ type: 'dashboard.retry' })} data-testid="dashboard-retry-button">
            {t('retry')}
          </Button>
        </Alert.Root>
      )}
      {/* The loading status lies over the stat cards rather than above them: a row that goes when the data comes would
          move everything below it (a layout shift of 0.04 at a phone's width). */}
      <Box as="section" aria-labelledby="dashboard-stats-title" position="relative">
        <Heading as="h2" size="md" id="dashboard-stats-title" srOnly>
          {t('stats.title')}
        </Heading>
        {loading && (
          <HStack gap="2" role="status" data-testid="dashboard-loading" position="absolute" inset="0" zIndex="1" justify="center" bg="bg/80" rounded="l3">
            <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
            <Text color="fg">{t('loading')}</Text>
          </HStack>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="dashboard-stats">
          <StatCard id="posts" label={t('stats.posts')} value={stats ? stats.posts : dash} loading={loading} />
          <StatCard id="todos" label={t('stats.todos')} value={stats ? stats.todos : dash} loading={loading} />
          <StatCard id="completed" label={t('stats.completed')} value={stats ? stats.completed : dash} loading={loading}>
            <Stack gap="1" mt="1">
              <Box
                role="progressbar"
                aria-label={t('stats.completedBar')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={stats?.completedPercent ?? 0}
                aria-valuetext={t('stats.percent', { percent: stats?.completedPercent ?? 0 })}
                data-testid="dashboard-stat-completed-progress"
                h="2"
                bg="bg.emphasized"
                rounded="full"
                overflow="hidden"
              >
                <Box h="100%" w={`${stats?.completedPercent ?? 0}%`} bg="teal.solid" />
              </Box>
              <Text fontSize="xs" color="fg.muted" data-testid="dashboard-stat-completed-percent">
                {t('stats.percent', { percent: stats?.completedPercent ?? 0 })}
              </Text>
            </Stack>
          </StatCard>
          <StatCard id="recent" label={t('stats.recent')} value={stats ? stats.recent : dash} hint={t('stats.recentHint')} loading={loading} />
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="dashboard-quick-title">
        <Heading as="h2" size="md" id="dashboard-quick-title" mb="3">
          {t('quick.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="dashboard-quick-actions">
          {QUICK_ACTIONS.map((a) => (
            <Button key={a.id} asChild variant="outline" justifyContent="flex-start" whiteSpace="normal" h="auto" py="3">
              <RouterLink to={a.to} data-testid={`dashboard-quick-${a.id}`}>
                <Icon>{a.icon}</Icon>
                {t(`quick.${QUICK_KEY[a.id]}`)}
              </RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Box>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Box as="section" aria-labelledby="dashboard-announcements-title" minW="0">
          <Heading as="h2" size="md" id="dashboard-announcements-title" mb="3">
            {t('announcements.title')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2" data-testid="dashboard-announcements">
            {announcements.map((a) => (
              <Box as="li" key={a.id} data-testid={`dashboard-announcement-${a.id}`}>
                <Button
                  variant="outline"
                  w="100%"
                  h="auto"
                  py="3"
                  justifyContent="space-between"
                  whiteSpace="normal"
                  textAlign="start"
                  aria-haspopup="dialog"
                  onClick={() => send({ type: 'announcement.open', id: a.id })}
                  data-testid={`dashboard-announcement-${a.id}-button`}
                >
                  <Stack gap="0" minW="0" align="flex-start">
                    <Text fontWeight="semibold" wordBreak="break-word">
                      {a.title[language]}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal" data-testid={`dashboard-announcement-${a.id}-date`}>
                      {formatDate(a.date, language)}
                    </Text>
                  </Stack>
                  {a.isNew && (
                    <Badge colorPalette="red" variant="solid" data-testid={`dashboard-announcement-${a.id}-new`}>
                      {t('announcements.new')}
                    </Badge>
                  )}
                </Button>
              </Box>
            ))}
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="dashboard-activity-title" minW="0">
          <Heading as="h2" size="md" id="dashboard-activity-title" mb="3">
            {t('activity.title')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2" data-testid="dashboard-activity-feed" id="dashboard-activity-feed">
            {shown.map((entry) => (
              <Box as="li" key={entry.id} data-testid={`dashboard-activity-${entry.id}`} data-kind={entry.kind} borderWidth="1px" rounded="l2" px="3" py="2">
                {opensPost(entry, posts) ? (
                  <Link asChild colorPalette="teal" fontWeight="medium" wordBreak="break-word">
                    <button type="button" aria-haspopup="dialog" onClick={() => send({ type: 'post.open', id: entry.subjectId! })} data-testid={`dashboard-activity-${entry.id}-button`}>
                      {entryText(entry)}
                    </button>
                  </Link>
                ) : (
                  <Text wordBreak="break-word">{entryText(entry)}</Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  <time dateTime={entry.date} title={formatDate(entry.date, language, true)} data-testid={`dashboard-activity-${entry.id}-date`}>
                    {formatActivityDate(entry.date, now, language)}
                  </time>
                </Text>
              </Box>
            ))}
            {!loading && feed.length === 0 && <Text color="fg.muted">{t('activity.empty')}</Text>}
          </Stack>
          {feed.length > ACTIVITY_FEED_SIZE && (
            <Button
              mt="3"
              size="sm"
              variant="ghost"
              colorPalette="teal"
              aria-expanded={expanded}
              aria-controls="dashboard-activity-feed"
              onClick={() => send({ type: 'feed.toggle' })}
              data-testid="dashboard-activity-toggle"
            >
              {expanded ? t('activity.showLess') : t('activity.showMore', { count: feed.length - ACTIVITY_FEED_SIZE })}
            </Button>
          )}
        </Box>
      </SimpleGrid>

      <AppDialog
        open={announcement !== null}
        onClose={() => send({ type: 'announcement.close' })}
        title={announcement?.title[language] ?? ''}
        testId="dashboard-announcement-modal"
        closeLabel={t('close')}
        cancel={{ label: t('close'), testId: 'dashboard-announcement-modal-close', onClick: () => send({ type: 'announcement.close' }) }}
      >
        {announcement && (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted" data-testid="dashboard-announcement-modal-date">
              {formatDate(announcement.date, language)}
            </Text>
            <Text data-testid="dashboard-announcement-modal-content">{announcement.content[language]}</Text>
            {announcement.guide && (
              <>
                <Heading as="h3" size="sm">
                  {t('announcements.steps')}
                </Heading>
                <Box as="ol" ps="5" listStyleType="decimal" data-testid="dashboard-announcement-modal-steps">
                  {announcement.guide.steps[language].map((step) => (
                    <Box as="li" key={step} wordBreak="break-word">
                      {step}
                    </Box>
                  ))}
                </Box>
                <Alert.Root status="info" role="note" data-testid="dashboard-announcement-modal-note">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="normal">{announcement.guide.note[language]}</Alert.Title>
                </Alert.Root>
              </>
            )}
          </Stack>
        )}
      </AppDialog>

      <AppDialog
        open={post !== null}
        onClose={() => send({ type: 'post.close' })}
        title={post?.title ?? ''}
        testId="dashboard-post-modal"
        closeLabel={t('close')}
        cancel={{ label: t('close'), testId: 'dashboard-post-modal-close', onClick: () => send({ type: 'post.close' }) }}
        footer={
          post && (
            <Button asChild variant="ghost" colorPalette="teal">
              <RouterLink to={`/posts/${post.id}`} data-testid="dashboard-post-modal-open">
                {t('post.open')}
              </RouterLink>
            </Button>
          )
        }
      >
        {post && (
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
              <Text data-testid="dashboard-post-modal-date">{formatDate(post.createdAt, language)}</Text>
              {post.status === 'draft' && (
                <Badge colorPalette="gray" data-testid="dashboard-post-modal-draft">
                  {t('post.draft')}
                </Badge>
              )}
            </HStack>
            <Text whiteSpace="pre-wrap" wordBreak="break-word" maxH="40vh" overflowY="auto" data-testid="dashboard-post-modal-content">
              {post.content}
            </Text>
            {post.tags.length > 0 && (
              <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap" aria-label={t('post.tags')} data-testid="dashboard-post-modal-tags">
                {modalTags(post.tags).shown.map((tag) => (
                  <Badge as="li" key={tag} colorPalette="teal" variant="subtle" data-testid="dashboard-post-modal-tag">
                    {tag}
                  </Badge>
                ))}
                {modalTags(post.tags).more > 0 && (
                  <Badge as="li" colorPalette="gray" data-testid="dashboard-post-modal-tags-more">
                    {t('post.moreTags', { count: modalTags(post.tags).more })}
                  </Badge>
                )}
              </HStack>
            )}
          </Stack>
        )}
      </AppDialog>
    </PageFrame>
  )
}
