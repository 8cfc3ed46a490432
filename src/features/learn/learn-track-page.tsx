/** /learn/:track (issue "Learn" §1): the track overview, each lesson with its status, and the certificate link. */
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { findTrack, type Track } from '@machines/learn/curriculum'
import { lessonStatus, trackSummary } from '@machines/learn/record'
import { useIsAuthenticated } from '@/app/session'
import { LessonStatusBadge, ProgressState, SignInHint, TrackProgress } from './learn-parts'
import { useLearnProgress } from './use-learn-progress'

export function LearnNotFound() {
  const { t } = useTranslation('learn')
  return (
    <Container maxW="4xl" py="8" data-testid="learn-not-found">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('notFound')}
        </Heading>
        <Button asChild alignSelf="start" variant="outline">
          <RouterLink to="/learn" data-testid="learn-back-link">
            {t('backToLearn')}
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  )
}

function TrackScreen({ track, signedIn }: { track: Track; signedIn: boolean }) {
  const { t } = useTranslation('learn')
  const binding = useLearnProgress(signedIn)
  const progress = binding.view.progress
  const title = t(`tracks.${track.id}.title`)
  useEffect(() => {
    document.title = `${title} · ${t('title')} · ${t('common:app.name')}`
  }, [t, title])
  return (
    <Container maxW="4xl" py={{ base: '6', md: '8' }} data-testid="learn-track-page" data-busy={String(binding.view.busy)} data-track={track.id}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to="/learn" data-testid="learn-back-link">
            {t('backToLearn')}
          </RouterLink>
        </Button>
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="learn-track-title">
            {title}
          </Heading>
          <Text color="fg.muted">{t(`tracks.${track.id}.summary`)}</Text>
        </Stack>
        {!binding.view.signedIn && <SignInHint />}
        <ProgressState binding={binding} />
        {progress && <TrackProgress summary={trackSummary(progress, track)} testId="learn-track-progress" />}
        <Stack as="ol" gap="3" listStyleType="none" data-testid="learn-track-lessons">
          {track.lessons.map((lesson, i) => {
            const status = lessonStatus(progress, { track, lesson })
            return (
              <Box as="li" key={lesson.id} borderWidth="1px" rounded="l2" p="4" bg="bg.panel" data-testid={`learn-track-lesson-${lesson.id}`}>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="1" minW="0" flex="1">
                    <RouterLink to={`/learn/${track.id}/${lesson.id}`} data-testid={`learn-track-lesson-${lesson.id}-link`}>
                      <Text as="span" fontWeight="semibold" textDecoration="underline" overflowWrap="anywhere">
                        {i + 1}. {t(`lessons.${lesson.id}.title`)}
                      </Text>
                    </RouterLink>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`lessons.${lesson.id}.goal`)}
                    </Text>
                  </Stack>
                  {progress && <LessonStatusBadge status={status} testId={`learn-track-lesson-${lesson.id}-status`} />}
                </HStack>
              </Box>
            )
          })}
        </Stack>
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to={`/learn/${track.id}/certificate`} data-testid="learn-certificate-link">
            {t('certificate.link')}
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  )
}

export function LearnTrackPage() {
  const { track: trackId = '' } = useParams()
  const signedIn = useIsAuthenticated()
  const track = findTrack(trackId)
  if (!track) return <LearnNotFound />
  return <TrackScreen key={`${track.id}:${signedIn}`} track={track} signedIn={signedIn} />
}
