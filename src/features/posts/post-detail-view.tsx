import { Alert, Badge, Box, Button, chakra, HStack, Link, Spinner, Stack, Text, Textarea, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  detailTags,
  isCommentAuthor,
  isPostAuthor,
  type PostDetailEvent,
  type PostDetailViewModel,
} from '@machines/posts/post-detail.machine'
import type { ApiPost } from '@machines/shared/contracts-everyday'
import { AppDialog } from '@/ui/app-dialog'
import { FailureAlertContent } from '@/ui/failure-alert'
import { failureMessage } from '@/ui/failure-text'
import { FormField, SubmitHint } from '@/ui/form'
import { PageFrame } from '@/ui/page-frame'
import { formatDate, PostDate, UserText } from './post-bits'
import { HeartIcon } from './posts-view'
import { POST_DETAIL_GUIDE_TEST_IDS } from '../module-test-ids'
import { MachineForm } from '@/ui/machine-form'


function BackLink() {
  const { t } = useTranslation('posts')
  return (
    <Link asChild colorPalette="teal" fontSize="sm" alignSelf="flex-start">
      <RouterLink to="/posts" data-testid="post-detail-back-link">
        ← {t('detail.back')}
      </RouterLink>
    </Link>
  )
}

/** A missing post (404), another user's draft, or an id that is not a number. */
export function PostNotFoundView() {
  const { t } = useTranslation('posts')
  return (
    <PageFrame ns="posts" screen="post-detail" title={t('detail.notFoundTitle')} guideTestIds={['post-detail-page', 'post-detail-not-found', 'post-detail-not-found-link']} maxW="4xl" dataAttrs={{ 'data-state': 'notFound' }}>
      <Stack gap="3" data-testid="post-detail-not-found" role="alert">
        <Text>{t('detail.notFoundText')}</Text>
        <Button asChild colorPalette="teal" alignSelf="flex-start">
          <RouterLink to="/posts" data-testid="post-detail-not-found-link">
            {t('detail.backToList')}
          </RouterLink>
        </Button>
      </Stack>
    </PageFrame>
  )
}

export function PostDetailView({ view, send }: { view: PostDetailViewModel; send: (e: PostDetailEvent) => void }) {
  const { t } = useTranslation('posts')
  const { post, failure } = view.context
  if (view.notFound) return <PostNotFoundView />
  const author = isPostAuthor(view.context)
  // One PageFrame whatever the state, so the guide panel is not mounted twice (it remembers its state per screen).
  return (
    <PageFrame
      ns="posts"
      screen="post-detail"
      title={post ? <chakra.span overflowWrap="anywhere">{post.title}</chakra.span> : t(view.loadFailed ? 'detail.loadFailed' : 'detail.loading')}
      guideTestIds={!post ? POST_DETAIL_GUIDE_TEST_IDS.slice(0, 1) : author ? [...POST_DETAIL_GUIDE_TEST_IDS, 'post-detail-edit-button', 'post-detail-delete-button'] : POST_DETAIL_GUIDE_TEST_IDS}
      maxW="4xl"
      dataAttrs={{ 'data-state': view.state }}
    >
      <BackLink />
      {post ? (
        <PostContent view={view} send={send} post={post} author={author} />
      ) : view.loadFailed ? (
        <Alert.Root status="error" role="alert" data-testid="post-detail-error">
          <Alert.Indicator />
          <FailureAlertContent failure={failureMessage(t, failure ?? 'failed', t('detail.loadFailed'))} />
          <Button size="sm" variant="outline" onClick={() => send({ type: 'post.reload' })} data-testid="post-detail-retry-button">
            {t('detail.retry')}
          </Button>
        </Alert.Root>
      ) : (
        <HStack gap="2" role="status" data-testid="post-detail-loading">
          <Spinner size="sm" colorPalette="teal" color="colorPalette.solid" />
          <Text color="fg.muted">{t('detail.loading')}</Text>
        </HStack>
      )}
    </PageFrame>
  )
}

function PostContent({ view, send, post, author }: { view: PostDetailViewModel; send: (e: PostDetailEvent) => void; post: ApiPost; author: boolean }) {
  const { t, i18n } = useTranslation('posts')
  const { userId, commentDraft, tagsExpanded, deletingCommentId } = view.context
  const { liking, commenting, adding, confirming, deleting } = view
  const tags = detailTags(post.tags, tagsExpanded)
  const blankComment = commentDraft.trim() === ''
  const language = i18n.resolvedLanguage ?? i18n.language
  return (
    <>
      <Stack gap="3">
        <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
          <Text data-testid="post-detail-author">{t('card.by', { name: post.author.name })}</Text>
          <Text aria-hidden>·</Text>
          <PostDate iso={post.created_at} testId="post-detail-date" />
          {post.status === 'draft' && (
            <Badge colorPalette="orange" data-testid="post-detail-draft">
              {t('card.draft')}
            </Badge>
          )}
        </HStack>
        <HStack gap="3" flexWrap="wrap">
          <Button
            size="sm"
            variant={post.user_has_liked ? 'solid' : 'outline'}
            colorPalette="pink"
            aria-pressed={post.user_has_liked}
            aria-label={post.user_has_liked ? t('detail.unlikeAria') : t('detail.likeAria')}
            loading={liking}
            onClick={() => send({ type: 'post.like' })}
            data-testid="post-detail-like-button"
          >
            <HeartIcon filled={post.user_has_liked} />
            {post.user_has_liked ? t('detail.unlike') : t('detail.like')}
          </Button>
          <Text fontSize="sm" data-testid="post-detail-likes">
            {t('card.likes', { count: post.likes_count })}
          </Text>
          {/* The author's Edit and Delete sit in this row at the start, not in the page's top-right
              corner, where the toasts (top right, docs/spec/1-shell-and-accounts.md §2) would cover them. */}
          {author && (
            <HStack gap="2">
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/posts/${post.id}/edit`} data-testid="post-detail-edit-button">
                  {t('detail.edit')}
                </RouterLink>
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => send({ type: 'post.delete' })} data-testid="post-detail-delete-button">
                {t('detail.delete')}
              </Button>
            </HStack>
          )}
        </HStack>
        {post.tags.length > 0 && (
          <Wrap gap="1" as="ul" listStyleType="none" aria-label={t('detail.tagsAria')} data-testid="post-detail-tags">
            {tags.shown.map((tag) => (
              <Badge as="li" key={tag} variant="subtle" colorPalette="teal" overflowWrap="anywhere">
                #{tag}
              </Badge>
            ))}
            {post.tags.length > 3 && (
              <Box as="li">
                <Button size="2xs" variant="ghost" colorPalette="teal" aria-expanded={tagsExpanded} onClick={() => send({ type: 'tags.toggle' })} data-testid="post-detail-tags-toggle">
                  {tagsExpanded ? t('detail.showFewerTags') : t('detail.showAllTags', { count: tags.hidden })}
                </Button>
              </Box>
            )}
          </Wrap>
        )}
        <Box as="article" aria-label={t('detail.contentAria')} borderWidth="1px" rounded="l2" p={{ base: '3', md: '5' }}>
          <UserText text={post.content} testId="post-detail-body" />
        </Box>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="post-detail-comments-title" data-testid="post-detail-comments">
        <Text as="h2" fontSize="lg" fontWeight="semibold" id="post-detail-comments-title">
          {t('detail.commentsTitle', { count: post.comments.length })}
        </Text>
        {post.comments.length === 0 ? (
          <Text color="fg.muted" data-testid="post-detail-no-comments">
            {t('detail.noComments')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {post.comments.map((comment) => (
              <Box as="li" key={comment.id} borderWidth="1px" rounded="l2" p="3" data-testid={`comment-${comment.id}`}>
                <HStack justify="space-between" gap="2" flexWrap="wrap" mb="1">
                  <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
                    <Text fontWeight="medium" color="fg" data-testid={`comment-${comment.id}-author`}>
                      {comment.author.name}
                    </Text>
                    <PostDate iso={comment.created_at} testId={`comment-${comment.id}-date`} withTime />
                  </HStack>
                  {isCommentAuthor(comment, userId) && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={commenting}
                      loading={deletingCommentId === comment.id}
                      aria-label={t('detail.deleteCommentAria', { date: formatDate(comment.created_at, language) })}
                      onClick={() => send({ type: 'comment.delete', commentId: comment.id })}
                      data-testid={`comment-delete-button-${comment.id}`}
                    >
                      {t('detail.deleteComment')}
                    </Button>
                  )}
                </HStack>
                <UserText text={comment.content} testId={`comment-${comment.id}-content`} />
              </Box>
            ))}
          </Stack>
        )}
        <MachineForm
          aria-label={t('detail.commentLabel')}
          data-testid="post-detail-comment-form"
          onSubmit={() => send({ type: 'comment.submit' })}
        >
          <Stack gap="2">
            <FormField label={t('detail.commentLabel')} testId="post-detail-comment-input">
              <Textarea
                data-testid="post-detail-comment-input"
                value={commentDraft}
                rows={3}
                maxLength={2000}
                placeholder={t('detail.commentPlaceholder')}
                disabled={adding}
                onChange={(e) => send({ type: 'comment.change', value: e.currentTarget.value })}
              />
            </FormField>
            <HStack gap="3" flexWrap="wrap">
              <Button
                type="submit"
                colorPalette="teal"
                size="sm"
                disabled={blankComment || commenting}
                aria-describedby={blankComment ? 'post-detail-comment-hint' : undefined}
                loading={adding}
                loadingText={t('detail.commentSending')}
                data-testid="post-detail-comment-submit"
              >
                {t('detail.commentSubmit')}
              </Button>
              {blankComment && <SubmitHint id="post-detail-comment-hint" items={[t('detail.commentHint')]} />}
            </HStack>
          </Stack>
        </MachineForm>
      </Stack>

      <AppDialog
        open={confirming || deleting}
        onClose={() => {
          if (!deleting) send({ type: 'delete.cancel' })
        }}
        title={t('detail.deleteTitle')}
        testId="post-detail-delete-dialog"
        role="alertdialog"
        placement="center"
        description={t('detail.deleteText', { title: post.title })}
        cancel={{ label: t('detail.deleteCancel'), testId: 'post-detail-delete-dialog-cancel-button', onClick: () => send({ type: 'delete.cancel' }), disabled: deleting }}
        confirm={{
          label: t('detail.deleteConfirm'),
          testId: 'post-detail-delete-dialog-confirm-button',
          onClick: () => send({ type: 'delete.confirm' }),
          loading: deleting,
          loadingText: t('detail.deleting'),
          palette: 'red',
        }}
      />
    </>
  )
}
