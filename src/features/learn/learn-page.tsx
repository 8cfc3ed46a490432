/**
 * /learn (issue "Learn" §1): every track with its progress, "continue where you left off", and the
 * progress record's export, import and reset. Public to read; progress when signed in.
 */
import { Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CURRICULUM } from '@machines/learn/curriculum'
import { nextLesson, overallSummary, trackSummary } from '@machines/learn/record'
import { useIsAuthenticated } from '@/app/session'
import { ProgressRecordPanel, ProgressState, SignInHint, TrackProgress } from './learn-parts'
import { useLearnProgress } from './use-learn-progress'

function LearnScreen({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('learn')
  const binding = useLearnProgress(signedIn)
  const progress = binding.view.progress
  const next = nextLesson(progress)
  const overall = overallSummary(progress)
  useEffect(() => {
    document.title = `${t('title')} · ${t('common:app.name')}`
  }, [t])
  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }} data-testid="learn-page" data-busy={String(binding.view.busy)}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="learn-title">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('intro')}</Text>
        </Stack>
        {!binding.view.signedIn && <SignInHint />}
        <ProgressState binding={binding} />
        {progress && (
          <Text data-testid="learn-overall" data-done={overall.done}>
            {t('overall', { done: overall.done, total: overall.total })}
          </Text>
        )}
        {next ? (
          <Button asChild colorPalette="teal" alignSelf="start" whiteSpace="normal" h="auto" py="2">
            <RouterLink to={`/learn/${next.track.id}/${next.lesson.id}`} data-testid="learn-continue-link">
              {progress ? t('continueLesson', { lesson: t(`lessons.${next.lesson.id}.title`) }) : t('continue')}
            </RouterLink>
          </Button>
        ) : (
          <Text data-testid="learn-all-done">{t('allDone')}</Text>
        )}
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
          {CURRICULUM.map((track) => {
            const summary = trackSummary(progress, track)
            const title = t(`tracks.${track.id}.title`)
            return (
              <Card.Root as="li" key={track.id} variant="outline" bg="bg.panel" data-testid={`learn-track-${track.id}`} minW="0">
                <Card.Header pb="2">
                  <Heading as="h2" size="md" overflowWrap="anywhere">
                    {title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t('lessonsCount', { count: track.lessons.length })}
                  </Text>
                </Card.Header>
                <Card.Body gap="3" py="2">
                  <Text>{t(`tracks.${track.id}.summary`)}</Text>
                  {progress && <TrackProgress summary={summary} testId={`learn-track-${track.id}-progress`} />}
                </Card.Body>
                <Card.Footer pt="2">
                  <Button asChild size="sm" variant="outline" colorPalette="teal">
                    <RouterLink to={`/learn/${track.id}`} aria-label={t('openTrack', { track: title })} data-testid={`learn-track-${track.id}-link`}>
                      {title}
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            )
          })}
        </SimpleGrid>
        <ProgressRecordPanel binding={binding} />
      </Stack>
    </Container>
  )
}

export function LearnPage() {
  const signedIn = useIsAuthenticated()
  // A new actor when the session is known (a public page may render before the startup check ends).
  return <LearnScreen key={signedIn ? 'in' : 'out'} signedIn={signedIn} />
}
