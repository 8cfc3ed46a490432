/**
 * The feed's modals (spec 3 "Social feed"): comment, share (Facebook, Twitter, WhatsApp, Copy
 * Link plus an optional message), edit post, and the delete and reset confirmations.
 */
import { Box, Button, CloseButton, Dialog, Field, Grid, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SnapshotFrom } from 'xstate'
import { CURRENT_USER } from '../../../../machines/playground/social-data'
import { SHARE_CHANNELS, type FeedEvent, type socialFeedMachine } from '../../../../machines/playground/social-feed.machine'
import { ConfirmDialog } from './social-ui'

type FeedSnapshot = SnapshotFrom<typeof socialFeedMachine>

const CHANNEL_IDS = { facebook: 'facebook', twitter: 'twitter', whatsapp: 'whatsapp', copyLink: 'copy-link' } as const
const CHANNEL_PALETTES = { facebook: 'blue', twitter: 'cyan', whatsapp: 'green', copyLink: 'gray' } as const

function FormDialog({
  open,
  testId,
  title,
  closeLabel,
  onCancel,
  initialFocus,
  children,
  footer,
}: {
  open: boolean
  testId: string
  title: string
  closeLabel: string
  onCancel: () => void
  initialFocus: () => HTMLElement | null
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      initialFocusEl={initialFocus}
      placement="center"
      // Closed with Escape, the close button or Cancel (so a typed draft is not lost to a stray click).
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" position="absolute" top="2" insetEnd="2" aria-label={closeLabel} data-testid={`${testId}-close-button`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

export function FeedDialogs({ snapshot, send }: { snapshot: FeedSnapshot; send: (e: FeedEvent) => void }) {
  const { t } = useTranslation('social')
  const commentRef = useRef<HTMLTextAreaElement>(null)
  const shareRef = useRef<HTMLTextAreaElement>(null)
  const editRef = useRef<HTMLTextAreaElement>(null)
  const { draft, target, posts } = snapshot.context
  const post = posts.find((p) => p.id === target)
  const dialog = (snapshot.value as { dialog: string }).dialog
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
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={cancel} data-testid="social-comment-cancel-button">
              {t('comment.cancel')}
            </Button>
            <Button colorPalette="blue" onClick={() => send({ type: 'comment.submit' })} data-testid="social-comment-submit-button">
              {t('comment.submit')}
            </Button>
          </HStack>
        }
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
          <Field.Root>
            <Field.Label>{t('comment.label')}</Field.Label>
            <Textarea ref={commentRef} value={draft} rows={3} placeholder={t('comment.placeholder')} data-testid="social-comment-input" onChange={(e) => change(e.target.value)} />
          </Field.Root>
        </Stack>
      </FormDialog>

      <FormDialog
        open={dialog === 'sharing'}
        testId="social-share-dialog"
        title={t('share.title')}
        closeLabel={t('share.close')}
        onCancel={cancel}
        initialFocus={() => shareRef.current}
        footer={
          <Button variant="outline" onClick={cancel} data-testid="social-share-cancel-button">
            {t('share.cancel')}
          </Button>
        }
      >
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('share.messageLabel')}</Field.Label>
            <Textarea ref={shareRef} value={draft} rows={2} placeholder={t('share.placeholder')} data-testid="social-share-message-input" onChange={(e) => change(e.target.value)} />
          </Field.Root>
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
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={cancel} data-testid="social-edit-cancel-button">
              {t('edit.cancel')}
            </Button>
            <Button colorPalette="blue" onClick={() => send({ type: 'edit.submit' })} data-testid="social-edit-save-button">
              {t('edit.save')}
            </Button>
          </HStack>
        }
      >
        <Field.Root>
          <Field.Label>{t('edit.label')}</Field.Label>
          <Textarea ref={editRef} value={draft} rows={5} data-testid="social-edit-input" onChange={(e) => change(e.target.value)} />
        </Field.Root>
      </FormDialog>

      <ConfirmDialog
        open={dialog === 'confirmingDelete'}
        testId="social-delete-dialog"
        title={t('confirm.deleteTitle')}
        text={t('confirm.deleteText')}
        confirmLabel={t('confirm.delete')}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={cancel}
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
