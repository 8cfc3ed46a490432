/** /learn/:track/certificate (issue "Learn" §3): a printable track completion page: the learner's name, the date, the tasks done. */
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { findTrack, type Track } from '@machines/learn/curriculum'
import { trackComplete, trackCompletedAt, trackSummary } from '@machines/learn/record'
import { displayName } from '@machines/shared/types'
import { useIsAuthenticated, useSessionUser } from '@/app/session'
import { ProgressState, SignInHint } from './learn-parts'
import { LearnNotFound } from './learn-track-page'
import { useLearnProgress } from './use-learn-progress'
import { dateTimeFormat } from '@/lib/intl'

function CertificateScreen({ track, signedIn }: { track: Track; signedIn: boolean }) {
  const { t, i18n } = useTranslation('learn')
  const user = useSessionUser()
  const binding = useLearnProgress(signedIn)
  const progress = binding.view.progress
  const summary = trackSummary(progress, track)
  const trackTitle = t(`tracks.${track.id}.title`)
  const completedAt = trackCompletedAt(progress, track)
  useEffect(() => {
    document.title = `${t('certificate.title')} · ${trackTitle} · ${t('common:app.name')}`
  }, [t, trackTitle])
  return (
    <Container maxW="3xl" py={{ base: '6', md: '8' }} data-testid="learn-certificate-page" data-busy={String(binding.view.busy)} data-track={track.id}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="start" className="no-print">
          <RouterLink to={`/learn/${track.id}`} data-testid="learn-certificate-track-link">
            {trackTitle}
          </RouterLink>
        </Button>
        <Heading as="h1" size="2xl" data-testid="learn-certificate-title">
          {t('certificate.title')}
        </Heading>
        {!binding.view.signedIn && <SignInHint />}
        <ProgressState binding={binding} />
        {progress && !trackComplete(progress, track) && (
          <Text data-testid="learn-certificate-incomplete">{t('certificate.incomplete', { done: summary.done, total: summary.total })}</Text>
        )}
        {progress && trackComplete(progress, track) && user && (
          <Box borderWidth="4px" borderStyle="double" rounded="l3" p={{ base: '5', md: '10' }} textAlign="center" data-testid="learn-certificate">
            <Stack gap="4">
              <Text fontSize="xl" data-testid="learn-certificate-body">
                {t('certificate.body', { name: displayName(user), track: trackTitle })}
              </Text>
              <Text data-testid="learn-certificate-tasks">{t('certificate.tasks', { done: summary.done, total: summary.total })}</Text>
              {completedAt && (
                <Text data-testid="learn-certificate-date">
                  {t('certificate.date', { date: dateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'long' }).format(new Date(completedAt)) })}
                </Text>
              )}
            </Stack>
          </Box>
        )}
        {progress && trackComplete(progress, track) && (
          <Button alignSelf="start" onClick={() => window.print()} data-testid="learn-certificate-print-button">
            {t('certificate.print')}
          </Button>
        )}
      </Stack>
    </Container>
  )
}

export function LearnCertificatePage() {
  const { track: trackId = '' } = useParams()
  const signedIn = useIsAuthenticated()
  const track = findTrack(trackId)
  if (!track) return <LearnNotFound />
  return <CertificateScreen key={`${track.id}:${signedIn}`} track={track} signedIn={signedIn} />
}
