/**
 * The post composer (docs/spec/3-playground.md "Social feed", §5 Social): text, image and video upload with a
 * preview and remove, the 12-emoji picker and polls of 2 to 4 options.
 */
import { Box, chakra, Button, Card, CloseButton, Grid, HStack, IconButton, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { EMOJIS, type MediaKind } from '@machines/playground/social-data'
import {
  canAddPollOption,
  canRemovePollOption,
  type ComposerEvent,
  type SocialComposerViewModel,
} from '@machines/playground/social-composer.machine'
import { FormField } from '@/ui/form'
import { ImageIcon, PlusIcon, PollIcon, SmileIcon, VideoIcon } from './social-icons'
import { PersonAvatar } from './social-ui'

export interface ComposerProps {
  view: SocialComposerViewModel
  send: (e: ComposerEvent) => void
}

export function Composer({ view, send }: ComposerProps) {
  const { t } = useTranslation('social')
  const textRef = useRef<HTMLTextAreaElement>(null)
  const imageRef = useRef<HTMLInputElement>(null)
  const videoRef = useRef<HTMLInputElement>(null)
  const { text, media, options } = view.context
  const { emojiOpen, pollOn } = view

  const pick = (kind: MediaKind) => (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (file) send({ type: 'media.select', kind, file: { name: file.name, size: file.size, type: file.type, url: URL.createObjectURL(file) } })
    e.target.value = ''
  }

  return (
    <Card.Root size="sm" as="section" aria-labelledby="social-composer-title" data-testid="social-composer">
      <Card.Body gap="3">
        <Text id="social-composer-title" srOnly>
          {t('composer.title')}
        </Text>
        <HStack align="flex-start" gap="3">
          <PersonAvatar initials={t('post.youAvatar')} size="md" />
          <Box flex="1" minW="0">
            <FormField label={t('composer.label')} labelHidden testId="social-composer-input">
              <Textarea
                ref={textRef}
                value={text}
                rows={3}
                resize="vertical"
                placeholder={t('composer.placeholder')}
                data-testid="social-composer-input"
                onChange={(e) => send({ type: 'text.change', value: e.target.value })}
              />
            </FormField>
          </Box>
        </HStack>

        {media && (
          <Box position="relative" borderWidth="1px" rounded="l2" overflow="hidden" data-testid="social-composer-preview" data-kind={media.kind} aria-label={t('composer.preview')} role="group">
            {media.kind === 'image' ? (
              <Image src={media.url} alt={t('composer.imageAlt', { name: media.name })} maxH="64" w="full" objectFit="cover" data-testid="social-composer-preview-image" />
            ) : (
              <chakra.video src={media.url} controls maxH="64" w="full" data-testid="social-composer-preview-video" aria-label={t('composer.imageAlt', { name: media.name })} />
            )}
            <HStack justify="space-between" px="3" py="2" bg="bg.subtle" fontSize="sm">
              <Text truncate data-testid="social-composer-preview-name">
                {media.name}
              </Text>
              <Text color="fg.muted" flexShrink={0}>
                {t('composer.size', { size: Math.max(1, Math.round(media.size / 1024)) })}
              </Text>
            </HStack>
            <CloseButton
              size="sm"
              variant="solid"
              position="absolute"
              top="2"
              insetEnd="2"
              aria-label={t('composer.removeMedia')}
              data-testid="social-composer-remove-media-button"
              onClick={() => send({ type: 'media.remove' })}
            />
          </Box>
        )}

        {pollOn && (
          <Stack gap="2" borderWidth="1px" rounded="l2" p="3" data-testid="social-composer-poll" role="group" aria-labelledby="social-poll-title">
            <Text fontSize="sm" fontWeight="semibold" id="social-poll-title">
              {t('composer.pollTitle')}
            </Text>
            {options.map((option, i) => (
              <HStack key={option.id} gap="2">
                <Input
                  size="sm"
                  value={option.value}
                  placeholder={t('composer.option', { n: i + 1 })}
                  aria-label={t('composer.option', { n: i + 1 })}
                  data-testid={`social-composer-poll-option-${option.id}-input`}
                  onChange={(e) => send({ type: 'poll.optionChange', id: option.id, value: e.target.value })}
                />
                {canRemovePollOption(options) && (
                  <CloseButton
                    size="xs"
                    aria-label={t('composer.removeOption', { n: i + 1 })}
                    data-testid={`social-composer-poll-option-${option.id}-remove-button`}
                    onClick={() => send({ type: 'poll.removeOption', id: option.id })}
                  />
                )}
              </HStack>
            ))}
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              disabled={!canAddPollOption(options)}
              data-testid="social-composer-poll-add-button"
              onClick={() => send({ type: 'poll.addOption' })}
            >
              <PlusIcon />
              {t('composer.addOption')}
            </Button>
          </Stack>
        )}

        {emojiOpen && (
          <Grid
            templateColumns="repeat(6, 1fr)"
            gap="1"
            borderWidth="1px"
            rounded="l2"
            p="2"
            role="group"
            aria-label={t('composer.emojiPicker')}
            data-testid="social-composer-emoji-picker"
            onKeyDown={(e) => {
              if (e.key === 'Escape') send({ type: 'emoji.close' })
            }}
          >
            {EMOJIS.map((emoji) => (
              <Button
                key={emoji.id}
                variant="ghost"
                size="sm"
                fontSize="xl"
                aria-label={t('composer.insertEmoji', { emoji: t(`composer.emojiNames.${emoji.id}`) })}
                title={t(`composer.emojiNames.${emoji.id}`)}
                data-testid={`social-composer-emoji-${emoji.id}`}
                onClick={() => {
                  send({ type: 'emoji.pick', emoji: emoji.char, at: textRef.current?.selectionStart ?? null })
                  textRef.current?.focus()
                }}
              >
                {/* The emoji is the content it inserts; the button's name says what it is, without an emoji font too. */}
                <span aria-hidden="true">{emoji.char}</span>
              </Button>
            ))}
          </Grid>
        )}

        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="1">
            <IconButton variant="ghost" colorPalette="green" aria-label={t('composer.addImage')} data-testid="social-composer-image-button" onClick={() => imageRef.current?.click()}>
              <ImageIcon />
            </IconButton>
            <input ref={imageRef} type="file" accept="image/*" hidden aria-label={t('composer.addImage')} data-testid="social-composer-image-input" onChange={pick('image')} />
            <IconButton variant="ghost" colorPalette="red" aria-label={t('composer.addVideo')} data-testid="social-composer-video-button" onClick={() => videoRef.current?.click()}>
              <VideoIcon />
            </IconButton>
            <input ref={videoRef} type="file" accept="video/*" hidden aria-label={t('composer.addVideo')} data-testid="social-composer-video-input" onChange={pick('video')} />
            <IconButton
              variant={emojiOpen ? 'subtle' : 'ghost'}
              colorPalette="yellow"
              aria-label={t('composer.emoji')}
              aria-expanded={emojiOpen}
              data-testid="social-composer-emoji-button"
              onClick={() => send({ type: 'emoji.toggle' })}
            >
              <SmileIcon />
            </IconButton>
            <IconButton
              variant={pollOn ? 'subtle' : 'ghost'}
              colorPalette="blue"
              aria-label={t('composer.poll')}
              aria-pressed={pollOn}
              data-testid="social-composer-poll-button"
              onClick={() => send({ type: 'poll.toggle' })}
            >
              <PollIcon />
            </IconButton>
          </HStack>
          <Button colorPalette="blue" px="6" data-testid="social-composer-submit-button" onClick={() => send({ type: 'post.submit' })}>
            {t('composer.submit')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
