/**
 * The feed's modals (docs/spec/3-playground.md "Social feed"): comment, share (Facebook, Twitter, WhatsApp, Copy
 * Link plus an optional message), edit post, and the delete and reset confirmations.
 */
import { Box, Button, Grid, Stack, Text, Textarea } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CURRENT_USER } from '@machines/playground/social-data'
import { SHARE_CHANNELS, visiblePosts, type FeedEvent, type SocialFeedViewModel } from '@machines/playground/social-feed.machine'
import { AppDialog, type AppDialogProps } from '@/ui/app-dialog'
import { FormField } from '@/ui/form'
import { ConfirmDialog, postTestId } from './social-ui'


const CHANNEL_IDS = { facebook: 'facebook', twitter: 'twitter', whatsapp: 'whatsapp', copyLink: 'copy-link' } as const
const CHANNEL_PALETTES = { facebook: 'blue', twitter: 'cyan', whatsapp: 'green', copyLink: 'gray' } as const

/** A dialog with a draft: Escape, the ✕ button or Cancel closes it, a stray click on the backdrop does not (the draft is kept). */
function FormDialog({ testId, initialFocus, onCancel, ...rest }: Omit<AppDialogProps, 'onClose' | 'initialFocusEl' | 'closeOnBackdrop' | 'placement'> & { onCancel: () => void; initialFocus: () => HTMLElement | null }) {
  return <AppDialog {...rest} testId={testId} onClose={onCancel} initialFocusEl={initialFocus} placement="center" closeOnBackdrop={false} closeTestId={`${testId}-close-button`} />
}

export function FeedDialogs({ view, send }: { view: SocialFeedViewModel; send: (e: FeedEvent) => void }) {
  const { t } = useTranslation('social')
  const commentRef = useRef<HTMLTextAreaElement>(null)
  const shareRef = useRef<HTMLTextAreaElement>(null)
  const editRef = useRef<HTMLTextAreaElement>(null)
  const { draft, target, posts } = view.context
  // Edit and delete open from the post's menu, whose item is gone when they close: the focus goes back to
  // the menu's button, or after a delete to the button of the post shown now in the deleted one's place (the
  // one before it when it was the last; none when no post is left, then the dialog's default). The dialog reads
  // this function when it closes, from the render that closed it, so `shown` is the list after the change.
  const shown = visiblePosts(view.context)
  const opened = useRef<{ id: string; index: number } | null>(null)
  useEffect(() => {
    if (target !== null) opened.current = { id: target, index: shown.findIndex((p) => p.id === target) }
  })
  const menuButton = () => {
    const buttonOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${postTestId(CSS.escape(id))}-menu-button"]`)
    if (!opened.current) return null
    const { id, index } = opened.current
    const next = shown[Math.min(index, shown.length - 1)]
    return buttonOf(id) ?? (next ? buttonOf(next.id) : null)
  }
  const post = posts.find((p) => p.id === target)
  const { dialog } = view
  const cancel = () => send({ type: 'dialog.cancel' })
  const change = (value: string) => send({ type: 'draft.change', value })
  const authorName = post ? (post.author.username === CURRENT_USER.username ? t('post.you') : post.author.name) : ''

  return (
    <>
      <FormDialog
        open={dialog === 'commenting'}
        testId="social-comment-dialog"
        title={t('comment.title')}
        closeLabel={t('comment.close')}
        onCancel={cancel}
        initialFocus={() => commentRef.current}
        cancel={{ label: t('comment.cancel'), testId: 'social-comment-cancel-button', onClick: cancel }}
        confirm={{ label: t('comment.submit'), testId: 'social-comment-submit-button', onClick: () => send({ type: 'comment.submit' }), palette: 'blue' }}
      >
        <Stack gap="3">
          {post && (
            <Box borderStartWidth="3px" borderColor="blue.muted" ps="3">
              <Text fontSize="sm" fontWeight="semibold">
                {t('comment.on', { name: authorName })}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {post.content}
              </Text>
            </Box>
          )}
          {post?.myComments && post.myComments.length > 0 && (
            <Stack gap="1" data-testid="social-comment-list">
              <Text fontSize="sm" fontWeight="semibold">
                {t('comment.yours')}
              </Text>
              {post.myComments.map((c, i) => (
                <Text key={i} fontSize="sm" bg="bg.muted" rounded="l2" px="3" py="1.5" data-testid="social-comment-item">
                  {c}
                </Text>
              ))}
            </Stack>
          )}
          <FormField label={t('comment.label')} testId="social-comment-input">
            <Textarea ref={commentRef} value={draft} rows={3} placeholder={t('comment.placeholder')} data-testid="social-comment-input" onChange={(e) => change(e.target.value)} />
          </FormField>
        </Stack>
      </FormDialog>

      <FormDialog
        open={dialog === 'sharing'}
        testId="social-share-dialog"
        title={t('share.title')}
        closeLabel={t('share.close')}
        onCancel={cancel}
        initialFocus={() => shareRef.current}
        cancel={{ label: t('share.cancel'), testId: 'social-share-cancel-button', onClick: cancel }}
      >
        <Stack gap="4">
          <FormField label={t('share.messageLabel')} testId="social-share-message-input">
            <Textarea ref={shareRef} value={draft} rows={2} placeholder={t('share.placeholder')} data-testid="social-share-message-input" onChange={(e) => change(e.target.value)} />
          </FormField>
          <Grid templateColumns="repeat(2, 1fr)" gap="2">
            {SHARE_CHANNELS.map((channel) => (
              <Button
                key={channel}
                colorPalette={CHANNEL_PALETTES[channel]}
                variant={channel === 'copyLink' ? 'outline' : 'solid'}
                data-testid={`social-share-${CHANNEL_IDS[channel]}-button`}
                onClick={() => send({ type: 'share.submit', channel })}
              >
                {t(`share.${channel}`)}
              </Button>
            ))}
          </Grid>
        </Stack>
      </FormDialog>

      <FormDialog
        open={dialog === 'editing'}
        testId="social-edit-dialog"
        title={t('edit.title')}
        closeLabel={t('edit.close')}
        onCancel={cancel}
        initialFocus={() => editRef.current}
        finalFocusEl={menuButton}
        cancel={{ label: t('edit.cancel'), testId: 'social-edit-cancel-button', onClick: cancel }}
        confirm={{ label: t('edit.save'), testId: 'social-edit-save-button', onClick: () => send({ type: 'edit.submit' }), palette: 'blue' }}
      >
        <FormField label={t('edit.label')} testId="social-edit-input">
          <Textarea ref={editRef} value={draft} rows={5} data-testid="social-edit-input" onChange={(e) => change(e.target.value)} />
        </FormField>
      </FormDialog>

      <ConfirmDialog
        open={dialog === 'confirmingDelete'}
        testId="social-delete-dialog"
        title={t('confirm.deleteTitle')}
        text={t('confirm.deleteText')}
        confirmLabel={t('confirm.delete')}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={cancel}
        finalFocusEl={menuButton}
      />
      <ConfirmDialog
        open={dialog === 'confirmingReset'}
        testId="social-reset-dialog"
        title={t('confirm.resetTitle')}
        text={t('confirm.resetText')}
        confirmLabel={t('confirm.reset')}
        onConfirm={() => send({ type: 'reset.confirm' })}
        onCancel={cancel}
      />
    </>
  )
}
