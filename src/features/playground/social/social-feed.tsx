/**
 * The feed (docs/spec/3-playground.md "Social feed", §4 Social): the view heading, the posts with their actions,
 * the empty states and the 'Load More Posts' button.
 */
import { Box, chakra, Button, Card, Grid, Heading, HStack, IconButton, Image, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Fragment, memo, startTransition, useEffect, useState } from 'react'
import { CURRENT_USER, isPollLine, type SocialPost } from '@machines/playground/social-data'
import { visiblePosts, type FeedEvent, type SocialFeedViewModel } from '@machines/playground/social-feed.machine'
import { BookmarkIcon, CheckBadgeIcon, CloseIcon, CommentIcon, HeartIcon, MoreIcon, PollIcon, ShareIcon } from './social-icons'
import { PersonAvatar, postTestId, timestampText } from './social-ui'


/**
 * One post. Memoised: a like, a bookmark or an edit re-renders that post alone (the machine keeps every other
 * post object as it was), not all of a long feed (up to 500 stored posts: a like took 2.8 s). Off-screen posts
 * skip their layout and paint until they come near the viewport (`content-visibility: auto`, with the last
 * measured height kept); they stay in the DOM and the accessibility tree, and find-in-page reaches them.
 */
export const PostCard = memo(function PostCard({ post, send }: { post: SocialPost; send: (e: FeedEvent) => void }) {
  const { t } = useTranslation('social')
  const mine = post.author.username === CURRENT_USER.username
  const name = mine ? t('post.you') : post.author.name
  const id = postTestId(post.id)
  return (
    <Card.Root
      as="article"
      size="sm"
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 220px' }}
      aria-labelledby={`${id}-author`}
      data-testid={id}
      data-liked={post.isLiked}
      data-bookmarked={post.isBookmarked}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start">
          <HStack gap="3" minW="0">
            <PersonAvatar initials={mine ? t('post.youAvatar') : post.author.avatar} size="md" />
            <Stack gap="0" minW="0">
              <HStack gap="1">
                <Text fontWeight="semibold" id={`${id}-author`} data-testid={`${id}-author`} truncate>
                  {name}
                </Text>
                {post.author.verified && (
                  <Box as="span" color="blue.solid" role="img" aria-label={t('post.verified')} data-testid={`${id}-verified`}>
                    <CheckBadgeIcon />
                  </Box>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted" truncate>
                {post.author.username} · <span data-testid={`${id}-timestamp`}>{timestampText(t, post.timestamp)}</span>
              </Text>
            </Stack>
          </HStack>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(d) => send(d.value === 'edit' ? { type: 'edit.open', id: post.id } : { type: 'delete.request', id: post.id })}
          >
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={t('post.menu')} data-testid={`${id}-menu-button`}>
                <MoreIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content data-testid={`${id}-menu`}>
                  <Menu.Item value="edit" data-testid={`${id}-edit-item`}>
                    {t('post.edit')}
                  </Menu.Item>
                  <Menu.Item value="delete" color="fg.error" data-testid={`${id}-delete-item`}>
                    {t('post.delete')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>

        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid={`${id}-content`}>
          {post.content.split('\n').map((line, i) => (
            <Fragment key={i}>
              {i > 0 && '\n'}
              {isPollLine(line) ? (
                <chakra.span display="inline-flex" alignItems="center" gap="1" verticalAlign="bottom" data-testid={`${id}-poll`}>
                  <PollIcon />
                  {line}
                </chakra.span>
              ) : (
                line
              )}
            </Fragment>
          ))}
        </Text>

        {post.image && <Image src={post.image} alt={t('post.imageAlt', { name })} rounded="l2" w="full" maxH="96" objectFit="cover" data-testid={`${id}-image`} />}
        {post.video && <chakra.video src={post.video} controls rounded="l2" w="full" maxH="96" aria-label={t('post.videoLabel', { name })} data-testid={`${id}-video`} />}
        {post.mediaName && !post.image && !post.video && (
          <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="l2" p="3" data-testid={`${id}-media-gone`}>
            {t('post.mediaGone', { name: post.mediaName })}
          </Text>
        )}

        <HStack gap="4" fontSize="sm" color="fg.muted">
          <Text data-testid={`${id}-likes-count`}>{t('post.likes', { count: post.likes })}</Text>
          <Text data-testid={`${id}-comments-count`}>{t('post.comments', { count: post.comments })}</Text>
          <Text data-testid={`${id}-shares-count`}>{t('post.shares', { count: post.shares })}</Text>
        </HStack>

        <Grid templateColumns="repeat(4, 1fr)" gap="1" borderTopWidth="1px" pt="2">
          <Button
            variant="ghost"
            size="sm"
            color={post.isLiked ? 'red.fg' : undefined}
            aria-pressed={post.isLiked}
            data-testid={`${id}-like-button`}
            onClick={() => send({ type: 'post.like', id: post.id })}
          >
            <HeartIcon filled={post.isLiked} />
            {t('post.like')}
          </Button>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" data-testid={`${id}-comment-button`} onClick={() => send({ type: 'comment.open', id: post.id })}>
            <CommentIcon />
            {t('post.comment')}
          </Button>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" data-testid={`${id}-share-button`} onClick={() => send({ type: 'share.open', id: post.id })}>
            <ShareIcon />
            {t('post.share')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            color={post.isBookmarked ? 'blue.fg' : undefined}
            aria-pressed={post.isBookmarked}
            data-testid={`${id}-bookmark-button`}
            onClick={() => send({ type: 'post.bookmark', id: post.id })}
          >
            <BookmarkIcon filled={post.isBookmarked} />
            {t('post.save')}
          </Button>
        </Grid>
      </Card.Body>
    </Card.Root>
  )
})

/** Posts a long feed shows at its first paint; the rest follow in a transition React renders in slices. */
const FIRST_POSTS = 30

export function Feed({ view: feed, send }: { view: SocialFeedViewModel; send: (e: FeedEvent) => void }) {
  const { t } = useTranslation('social')
  const { view, search } = feed.context
  const visible = visiblePosts(feed.context)
  // A long feed (up to 500 stored posts) paints its first posts at once instead of after all of them (about 4 s
  // for 500); the page answers input while the rest render.
  const [whole, setWhole] = useState(false)
  const long = visible.length > FIRST_POSTS
  useEffect(() => {
    if (long && !whole) startTransition(() => setWhole(true))
  }, [long, whole])
  const posts = whole ? visible : visible.slice(0, FIRST_POSTS)
  const loading = feed.loadingMore
  const empty = search !== null ? t('feed.noResults') : view === 'saved' ? t('feed.emptySaved') : t('feed.empty')
  return (
    <Stack gap="4" as="section" aria-labelledby="social-feed-title" data-testid="social-feed" data-view={view} data-search={search ?? undefined}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id="social-feed-title" data-testid="social-feed-title">
          {t(`feed.${view}`)}
        </Heading>
        {search !== null && (
          <HStack gap="1">
            <Text fontSize="sm" color="fg.muted" data-testid="social-feed-results">
              {t('feed.results', { text: search })}
            </Text>
            <IconButton size="xs" variant="ghost" aria-label={t('topBar.clearSearch')} data-testid="social-feed-clear-search-button" onClick={() => send({ type: 'search.clear' })}>
              <CloseIcon />
            </IconButton>
          </HStack>
        )}
      </HStack>

      {posts.length === 0 ? (
        <Card.Root size="sm" variant="subtle">
          <Card.Body>
            <Text textAlign="center" color="fg.muted" data-testid="social-feed-empty" role="status">
              {empty}
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack gap="4" data-testid="social-post-list" aria-busy={posts.length < visible.length}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} send={send} />
          ))}
        </Stack>
      )}

      <Button
        variant="outline"
        alignSelf="center"
        px="8"
        disabled={loading}
        aria-busy={loading}
        data-testid="social-load-more-button"
        onClick={() => send({ type: 'feed.loadMore' })}
      >
        {loading ? t('feed.loading') : t('feed.loadMore')}
      </Button>
    </Stack>
  )
}
