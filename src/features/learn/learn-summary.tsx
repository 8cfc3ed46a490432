/**
 * The learner's progress where a learner looks (issue "Learn" §3): the next lesson, each track's
 * percentage and the recent ticks, from the same progress record as /learn. Used on the dashboard
 * (`dashboard-learn-*`) and the profile (`profile-learn-*`); it binds its own learnProgress actor.
 */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CURRICULUM } from '@machines/learn/curriculum'
import { nextLesson, overallSummary, recentTicks, trackSummary } from '@machines/learn/record'
import { ProgressState, TrackProgress } from './learn-parts'
import { useLearnProgress } from './use-learn-progress'
import { dateTimeFormat } from '@/lib/intl'

export function LearnSummary({ prefix }: { prefix: 'dashboard' | 'profile' }) {
  const { t, i18n } = useTranslation('learn')
  const binding = useLearnProgress(true)
  const progress = binding.view.progress
  const id = `${prefix}-learn`
  const next = nextLesson(progress)
  const overall = overallSummary(progress)
  const ticks = recentTicks(progress, 5)
  return (
    <Box as="section" aria-labelledby={`${id}-title`} data-testid={id} data-busy={String(binding.view.busy)} borderWidth="1px" rounded="l2" p={{ base: '4', md: '5' }} bg="bg.panel" minW="0">
      <Stack gap="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {t('summary.title')}
          </Heading>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/learn" data-testid={`${id}-open-link`}>
              {t('summary.open')}
            </RouterLink>
          </Button>
        </HStack>
        <ProgressState binding={binding} />
        {progress && (
          <>
            <Text data-testid={`${id}-overall`} data-done={overall.done}>
              {t('overall', { done: overall.done, total: overall.total })}
            </Text>
            {next && (
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('summary.next')}
                </Text>
                <RouterLink to={`/learn/${next.track.id}/${next.lesson.id}`} data-testid={`${id}-next-link`}>
                  <Text as="span" fontWeight="semibold" textDecoration="underline">
                    {t(`lessons.${next.lesson.id}.title`)}
                  </Text>
                </RouterLink>
              </Stack>
            )}
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('summary.tracks')}
              </Heading>
              <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none">
                {CURRICULUM.map((track) => (
                  <Box as="li" key={track.id} minW="0">
                    <Text fontSize="sm" fontWeight="medium">
                      {t(`tracks.${track.id}.title`)}
                    </Text>
                    <TrackProgress summary={trackSummary(progress, track)} testId={`${id}-track-${track.id}`} />
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('recent.title')}
              </Heading>
              {ticks.length === 0 ? (
                <Text color="fg.muted" data-testid={`${id}-recent-empty`}>
                  {t('recent.none')}
                </Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" data-testid={`${id}-recent`}>
                  {ticks.map((tick) => (
                    <HStack as="li" key={tick.taskId} gap="2" wrap="wrap" data-testid={`${id}-recent-${tick.taskId}`}>
                      <RouterLink to={`/learn/${tick.trackId}/${tick.lessonId}`} data-testid={`${id}-recent-${tick.taskId}-link`}>
                        <Text as="span" textDecoration="underline" overflowWrap="anywhere">
                          {t(`tasks.${tick.taskId}`)}
                        </Text>
                      </RouterLink>
                      <Text as="span" fontSize="sm" color="fg.muted">
                        {dateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', { month: 'short', day: 'numeric' }).format(new Date(tick.at))}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Stack>
            <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text data-testid={`${id}-challenges`}>{t('summary.challenges', { count: Object.keys(progress.challenges).length })}</Text>
              {progress.bug_hunt && <Text data-testid={`${id}-bug-hunt`}>{t('summary.bugHunt', { found: progress.bug_hunt.found, total: progress.bug_hunt.total })}</Text>}
            </HStack>
          </>
        )}
      </Stack>
    </Box>
  )
}
