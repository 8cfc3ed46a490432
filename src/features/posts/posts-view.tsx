import { Alert, Badge, Box, Button, Card, HStack, Input, Link, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ApiPost } from '@machines/shared/contracts-everyday'
import { pageCount, pageExists, type ListViewModel } from '@machines/shared/list.machine'
import {
  cardLikeCount,
  cardLiked,
  cardTags,
  visibleTagChips,
  TAG_CHIPS_SHOWN,
  type PostCardsEvent,
  type PostCardsViewModel,
} from '@machines/posts/post-cards.machine'
import { toggledTags } from '@machines/posts/post-list.machine'
import type { ListEvent } from '@machines/shared/list.machine'
import type { PostFilters } from '@machines/posts/post-list.machine'
import { FailureAlertContent } from '@/ui/failure-alert'
import { failureMessage } from '@/ui/failure-text'
import { FormField } from '@/ui/form'
import { PageFrame } from '@/ui/page-frame'
import { PostDate } from './post-bits'
import { POSTS_GUIDE_TEST_IDS } from '../module-test-ids'


export interface PostsViewProps {
  list: ListViewModel<ApiPost, PostFilters>
  cards: PostCardsViewModel
  sendList: (event: ListEvent<PostFilters>) => void
  sendCards: (event: PostCardsEvent) => void
  notice: 'notAuthorized' | null
}

export function PostsView({ list, cards, sendList, sendCards, notice }: PostsViewProps) {
  const { t } = useTranslation('posts')
  const { items, filters, page, total, failure } = list.context
  const loading = list.loading
  const pages = pageCount(list.context) ?? page
  const { expanded, liking } = cards
  const chips = visibleTagChips(cards.context.tags, expanded)
  const hiddenChips = cards.context.tags.length - TAG_CHIPS_SHOWN
  const filtered = filters.search.trim() !== '' || filters.tags.length > 0
  return (
    <PageFrame
      ns="posts"
      screen="posts"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      guideTestIds={POSTS_GUIDE_TEST_IDS}
      dataAttrs={{ 'data-state': list.state }}
      actions={
        <Button asChild colorPalette="teal">
          <RouterLink to="/posts/create" data-testid="posts-create-link">
            {t('list.create')}
          </RouterLink>
        </Button>
      }
    >
      {notice === 'notAuthorized' && (
        <Alert.Root status="warning" data-testid="posts-notice" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('list.notAuthorized')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="3" role="search" aria-label={t('list.searchLabel')}>
        <FormField label={t('list.searchLabel')} testId="posts-search-input">
          <Input
            type="search"
            data-testid="posts-search-input"
            value={filters.search}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => sendList({ type: 'list.filter', filters: { search: e.currentTarget.value } })}
          />
        </FormField>
        {/* While the tags load, their room is kept (about the seeded chips' rows), so the list below does not jump down when they arrive. */}
        {cards.tagsLoading && <Box minH={{ base: '9.5rem', sm: '7.5rem', md: '5.5rem' }} aria-hidden="true" data-testid="posts-tags-placeholder" />}
        {chips.length > 0 && (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium" id="posts-tags-label">
              {t('list.tagsLabel')}
            </Text>
            <Wrap gap="2" as="ul" listStyleType="none" aria-labelledby="posts-tags-label" data-testid="posts-tags">
              {chips.map((tag) => {
                const selected = filters.tags.includes(tag)
                return (
                  <Box as="li" key={tag}>
                    <Button
                      size="xs"
                      rounded="full"
                      variant={selected ? 'solid' : 'outline'}
                      colorPalette="teal"
                      aria-pressed={selected}
                      data-testid={`posts-tag-${tag}`}
                      onClick={() => sendList({ type: 'list.filter', filters: { tags: toggledTags(filters.tags, tag) } })}
                    >
                      #{tag}
                    </Button>
                  </Box>
                )
              })}
              {hiddenChips > 0 && (
                <Box as="li">
                  <Button size="xs" variant="ghost" colorPalette="teal" aria-expanded={expanded} data-testid="posts-tags-toggle" onClick={() => sendCards({ type: 'tags.toggle' })}>
                    {expanded ? t('list.showFewerTags') : t('list.showAllTags', { count: hiddenChips })}
                  </Button>
                </Box>
              )}
            </Wrap>
          </Stack>
        )}
      </Stack>

      <HStack justify="space-between" gap="3" flexWrap="wrap" aria-live="polite">
        <Text fontWeight="semibold" data-testid="posts-total">
          {total === null ? '' : t('list.total', { count: total })}
        </Text>
        {loading && (
          <HStack gap="2" role="status" data-testid="posts-loading">
            <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
            <Text color="fg.muted">{t('list.loading')}</Text>
          </HStack>
        )}
      </HStack>

      {list.failed && failure && (
        <Alert.Root status="error" data-testid="posts-error" role="alert">
          <Alert.Indicator />
          <FailureAlertContent failure={failureMessage(t, failure, t('list.loadFailed'))} />
          <Button size="sm" variant="outline" onClick={() => sendList({ type: 'list.reload' })} data-testid="posts-retry-button">
            {t('list.retry')}
          </Button>
        </Alert.Root>
      )}

      {list.ready && items.length === 0 && (
        <Text color="fg.muted" data-testid="posts-empty">
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </Text>
      )}

      {/* While the first page loads, the list holds a screen's height: the paging below it does not jump when the posts arrive (layout shift). */}
      <Stack
        as="ul"
        listStyleType="none"
        gap="3"
        aria-label={t('list.listAria')}
        aria-busy={loading}
        data-testid="posts-list"
        opacity={loading ? 0.6 : 1}
        minH={loading && items.length === 0 ? '100vh' : undefined}
      >
        {items.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            liked={cardLiked(cards.context, post)}
            likes={cardLikeCount(cards.context, post)}
            likeBusy={liking}
            onLike={() => sendCards({ type: 'card.like', postId: post.id })}
          />
        ))}
      </Stack>

      <HStack as="nav" aria-label={t('paging.aria')} justify="space-between" gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" disabled={loading || !pageExists(list.context, page - 1)} onClick={() => sendList({ type: 'list.page', page: page - 1 })} data-testid="posts-prev-button">
          {t('paging.previous')}
        </Button>
        <Text fontSize="sm" data-testid="posts-page-status">
          {t('paging.status', { page, pages })}
        </Text>
        <Button size="sm" variant="outline" disabled={loading || !pageExists(list.context, page + 1)} onClick={() => sendList({ type: 'list.page', page: page + 1 })} data-testid="posts-next-button">
          {t('paging.next')}
        </Button>
      </HStack>
    </PageFrame>
  )
}

function PostCard({ post, liked, likes, likeBusy, onLike }: { post: ApiPost; liked: boolean; likes: number; likeBusy: boolean; onLike: () => void }) {
  const { t } = useTranslation('posts')
  const { shown, more } = cardTags(post.tags)
  const id = `post-card-${post.id}`
  return (
    <Card.Root as="li" size="sm" data-testid={id} data-status={post.status}>
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap" align="flex-start">
          <Link asChild colorPalette="teal" fontWeight="semibold" fontSize="lg" overflowWrap="anywhere" minW="0">
            <RouterLink to={`/posts/${post.id}`} data-testid={`${id}-link`}>
              <span data-testid={`${id}-title`}>{post.title}</span>
            </RouterLink>
          </Link>
          {post.status === 'draft' && (
            <Badge colorPalette="orange" data-testid={`${id}-draft`}>
              {t('card.draft')}
            </Badge>
          )}
        </HStack>
        <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
          <Text data-testid={`${id}-author`}>{t('card.by', { name: post.author.name })}</Text>
          <Text aria-hidden>·</Text>
          <PostDate iso={post.created_at} testId={`${id}-date`} />
        </HStack>
        {post.tags.length > 0 && (
          <Wrap gap="1" as="ul" listStyleType="none" data-testid={`${id}-tags`}>
            {shown.map((tag) => (
              <Badge as="li" key={tag} variant="subtle" colorPalette="teal" overflowWrap="anywhere">
                #{tag}
              </Badge>
            ))}
            {more > 0 && (
              <Badge as="li" variant="outline" aria-label={t('card.moreTagsAria', { count: more })} data-testid={`${id}-more-tags`}>
                {t('card.moreTags', { count: more })}
              </Badge>
            )}
          </Wrap>
        )}
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <HStack gap="3" fontSize="sm">
            <Text data-testid={`${id}-likes`}>{t('card.likes', { count: likes })}</Text>
            <Text data-testid={`${id}-comments`}>{t('card.comments', { count: post.comments_count })}</Text>
          </HStack>
          <Button
            size="xs"
            variant={liked ? 'subtle' : 'outline'}
            colorPalette="pink"
            disabled={liked || likeBusy}
            // Liked is a state, not a greyed-out control: full strength and a pink outline in both
            // themes, while the real disabled attribute stays (spec: the button is disabled once liked).
            borderWidth="1px"
            borderColor={liked ? 'pink.solid' : undefined}
            _disabled={liked ? { opacity: 1, cursor: 'default' } : undefined}
            aria-label={liked ? t('card.likedAria', { title: post.title }) : t('card.likeAria', { title: post.title })}
            data-testid={`post-like-button-${post.id}`}
          onClick={onLike}
          >
            <HeartIcon filled={liked} />
            {liked ? t('card.liked') : t('card.like')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.1C1.2 8.8 3.1 5 6.7 5c2 0 3.4 1.1 4.3 2.4h2C13.9 6.1 15.3 5 17.3 5c3.6 0 5.5 3.8 4.2 6.9C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  )
}
