/**
 * The stories row (6 tiles) and the story viewer (docs/spec/3-playground.md "Social feed", §4 Social). A coloured
 * ring marks a story with new content until it is opened; 'Your Story' opens the file picker.
 * The row scrolls sideways within the page width: previous/next buttons (really disabled at
 * either end) and a fade show there is more, and the row itself takes keyboard focus (arrow keys).
 */
import { Box, Button, Card, Center, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { OWN_STORY_ID } from '@machines/playground/social-data'
import {
  showsNewMarker,
  viewableStories,
  type SocialStoriesViewModel,
  type StoriesEvent,
} from '@machines/playground/social-stories.machine'
import { AppDialog } from '@/ui/app-dialog'
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from './social-icons'
import { PersonAvatar } from './social-ui'

export interface StoriesProps {
  view: SocialStoriesViewModel
  send: (e: StoriesEvent) => void
  inputRef: RefObject<HTMLInputElement | null>
}

export function StoriesRow({ view, send, inputRef }: StoriesProps) {
  const { t } = useTranslation('social')
  const { stories, seen } = view.context
  // Purely visual: whether the row can scroll further either way (the buttons and the fades).
  const rowRef = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })
  const measure = useCallback(() => {
    const row = rowRef.current
    if (!row) return
    const atStart = row.scrollLeft <= 1
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }))
  }, [])
  useEffect(() => {
    const row = rowRef.current
    if (!row) return
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(row)
    return () => observer?.disconnect()
  }, [measure, stories.length])
  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current
    if (row) row.scrollBy({ left: direction * Math.max(row.clientWidth * 0.75, 80), behavior: 'smooth' })
  }
  const fade = (side: 'start' | 'end') => (
    <Box
      aria-hidden="true"
      pointerEvents="none"
      position="absolute"
      top="0"
      bottom="0"
      w="10"
      {...(side === 'start' ? { insetStart: '0' } : { insetEnd: '0' })}
      bgGradient={side === 'start' ? 'to-r' : 'to-l'}
      gradientFrom="bg.panel"
      gradientTo="transparent"
      data-testid={`social-stories-fade-${side}`}
    />
  )
  const scrollButton = (side: 'prev' | 'next') => (
    <IconButton
      size="xs"
      variant="outline"
      rounded="full"
      flexShrink={0}
      aria-label={t(side === 'prev' ? 'stories.scrollPrev' : 'stories.scrollNext')}
      aria-controls="social-stories-row"
      disabled={side === 'prev' ? edges.atStart : edges.atEnd}
      data-testid={`social-stories-${side}-button`}
      onClick={() => scrollRow(side === 'prev' ? -1 : 1)}
    >
      {side === 'prev' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  )
  return (
    <Card.Root size="sm" as="section" aria-label={t('stories.title')} data-testid="social-stories" minW="0" maxW="full">
      <Card.Body>
        <HStack gap="1" minW="0" align="center">
          {scrollButton('prev')}
          <Box position="relative" flex="1" minW="0">
            <Box
              ref={rowRef}
              id="social-stories-row"
              role="region"
              aria-label={t('stories.rowLabel')}
              tabIndex={0}
              overflowX="auto"
              rounded="l2"
              onScroll={measure}
              data-testid="social-stories-row"
              css={{ scrollbarWidth: 'thin' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            >
              <HStack gap="4" pb="1" as="ul" listStyleType="none" w="max-content">
                {stories.map((story) => {
                  const own = story.id === OWN_STORY_ID
                  const isNew = showsNewMarker(story, seen)
                  const name = own ? t('stories.yours') : story.username
                  return (
                    <Box as="li" key={story.id} flexShrink={0}>
                      <Button
                        variant="plain"
                        h="auto"
                        p="1"
                        flexDirection="column"
                        gap="1"
                        data-testid={`social-story-${story.id}`}
                        data-new={isNew}
                        onClick={() => send({ type: 'story.open', id: story.id })}
                      >
                        <Box position="relative" p="0.5" rounded="full" bgGradient={isNew ? 'to-tr' : undefined} gradientFrom="yellow.400" gradientTo="pink.600" bg={isNew ? undefined : 'border'}>
                          <Box p="0.5" rounded="full" bg="bg.panel">
                            <PersonAvatar initials={own ? t('post.youAvatar') : story.avatar} size="lg" />
                          </Box>
                          {own && (
                            <Center position="absolute" bottom="0" insetEnd="0" boxSize="5" rounded="full" bg="blue.solid" color="white" borderWidth="2px" borderColor="bg.panel">
                              <PlusIcon />
                            </Center>
                          )}
                        </Box>
                        <Text as="span" fontSize="xs" fontWeight="normal" maxW="16" truncate>
                          {name}
                        </Text>
                        {(own || isNew) && <Text as="span" srOnly>{own ? t('stories.addHint') : t('stories.newHint')}</Text>}
                      </Button>
                    </Box>
                  )
                })}
              </HStack>
            </Box>
            {!edges.atStart && fade('start')}
            {!edges.atEnd && fade('end')}
          </Box>
          {scrollButton('next')}
        </HStack>
        <input
          ref={inputRef}
          type="file"
          accept="image/*,video/*"
          hidden
          aria-label={t('stories.addStory')}
          data-testid="social-story-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) send({ type: 'story.upload', file: { name: file.name, size: file.size, type: file.type } })
            e.target.value = ''
          }}
        />
      </Card.Body>
    </Card.Root>
  )
}

export function StoryViewer({ view, send }: Omit<StoriesProps, 'inputRef'>) {
  const { t } = useTranslation('social')
  const open = view.viewing
  const list = viewableStories(view.context.stories)
  const index = list.findIndex((s) => s.id === view.context.current)
  const story = list[index]
  return (
    <AppDialog
      open={open}
      onClose={() => send({ type: 'story.close' })}
      size="sm"
      placement="center"
      testId="social-story-viewer"
      dataAttrs={story ? { 'data-story': story.id } : undefined}
      title={story ? t('stories.viewerTitle', { name: story.username }) : ''}
      icon={story && <PersonAvatar initials={story.avatar} size="sm" />}
      banner={
        story && (
          <Box h="1" bg="border" aria-hidden="true">
            <Box h="full" bg="blue.solid" w={`${((index + 1) / list.length) * 100}%`} />
          </Box>
        )
      }
      closeLabel={t('stories.close')}
      closeTestId="social-story-viewer-close-button"
      footer={
        story && (
          <HStack justify="space-between" width="full">
            <IconButton variant="outline" aria-label={t('stories.prev')} disabled={index <= 0} data-testid="social-story-viewer-prev-button" onClick={() => send({ type: 'story.prev' })}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton variant="outline" aria-label={t('stories.next')} data-testid="social-story-viewer-next-button" onClick={() => send({ type: 'story.next' })}>
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        )
      }
    >
      {story && (
        <Stack gap="3" align="center" bgGradient="to-br" gradientFrom="purple.500" gradientTo="pink.500" color="white" rounded="l2" py="12" px="4" textAlign="center">
          <PersonAvatar initials={story.avatar} size="xl" />
          <Text fontWeight="bold" fontSize="lg">
            @{story.username}
          </Text>
          <Text data-testid="social-story-viewer-counter">{t('stories.counter', { current: index + 1, total: list.length })}</Text>
          <Text fontSize="sm" opacity={0.9}>
            {t('stories.expires')}
          </Text>
        </Stack>
      )}
    </AppDialog>
  )
}
