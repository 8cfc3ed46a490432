/**
 * /challenges: the catalogue. Cards grouped by theme, each with its title, summary,
 * difficulty, the tools it trips, its reference pages, the learner's progress and a link to the
 * challenge. The filter (theme, text) lives in the URL (`?theme=&q=`), so a filtered view can be
 * shared and reloaded; the progress comes from the local progress store.
 */
import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { SelectField, TextField } from '@/ui/form'
import { groupByTheme, matchesFilter, parseThemeFilter, type CatalogueFilter } from './catalogue'
import { DifficultyBadge, ReferencesLine, StatusBadge, TripsLine, chKey } from './challenge-meta'
import { statusOf, summarize, type ChallengeProgress } from './progress'
import { CHALLENGES } from './registry'
import { CHALLENGE_THEMES, type ChallengeDef } from './types'
import { useChallengeProgress } from './use-progress'
import { useEffect } from 'react'
import { mergeRecordedChallenges } from '../learn/learn-sync'

function ChallengeCard({ def, progress }: { def: ChallengeDef; progress: ChallengeProgress }) {
  const { t } = useTranslation('challenges')
  const id = `challenges-card-${def.slug}`
  const title = t(chKey(def, 'title'))
  const status = statusOf(progress, def.slug)
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" data-testid={id} data-progress={status} aria-labelledby={`${id}-title`} minW="0">
      <Card.Header gap="2" pb="2">
        <Heading as="h3" size="md" id={`${id}-title`} data-testid={`${id}-title`} overflowWrap="anywhere">
          {title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <DifficultyBadge def={def} testId={`${id}-difficulty`} />
          <StatusBadge status={status} testId={`${id}-progress`} />
        </HStack>
      </Card.Header>
      <Card.Body gap="2" py="2">
        <Text color="fg.muted" data-testid={`${id}-summary`}>
          {t(chKey(def, 'summary'))}
        </Text>
        <TripsLine def={def} testId={`${id}-trips`} />
        <ReferencesLine def={def} testId={`${id}-references`} />
      </Card.Body>
      <Card.Footer pt="2">
        <Button asChild colorPalette="teal" size="sm">
          <RouterLink to={`/challenges/${def.slug}`} aria-label={t('card.openAria', { title })} data-testid={`${id}-link`}>
            {t('card.open')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

export function ChallengesPage() {
  const { t } = useTranslation('challenges')
  const progress = useChallengeProgress()
  // The learner's progress record (when signed in): challenges solved in another browser show here too.
  useEffect(() => void mergeRecordedChallenges(), [])
  const [params, setParams] = useSearchParams()
  const filter: CatalogueFilter = { theme: parseThemeFilter(params.get('theme')), text: (params.get('q') ?? '').slice(0, 100) }
  // Merged into the current URL (not this render's copy): two quick changes both stick.
  const setFilter = (next: Partial<CatalogueFilter>) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current)
        if (next.theme !== undefined) {
          if (next.theme === 'all') p.delete('theme')
          else p.set('theme', next.theme)
        }
        if (next.text !== undefined) {
          if (next.text) p.set('q', next.text)
          else p.delete('q')
        }
        return p
      },
      { replace: true },
    )
  const visible = CHALLENGES.filter((def) => matchesFilter(def, [t(chKey(def, 'title')), t(chKey(def, 'summary'))], filter))
  const groups = groupByTheme(visible).filter((g) => filter.theme === 'all' || g.theme === filter.theme)
  const total = summarize(
    progress,
    CHALLENGES.map((d) => d.slug),
  )
  const filtered = filter.theme !== 'all' || filter.text.trim() !== ''

  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} data-testid="challenges-page">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="challenges-title">
            {t('title')}
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            {t('subtitle')}
          </Text>
          <Text fontWeight="semibold" data-testid="challenges-summary" data-solved={total.solved} data-visited={total.visited} data-total={total.total} aria-live="polite">
            {t('summary', { solved: total.solved, total: total.total, visited: total.visited })}
          </Text>
        </Stack>

        <Box role="search" aria-label={t('filter.aria')} borderWidth="1px" rounded="l2" p="4" bg="bg.subtle">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
            <SelectField
              label={t('filter.theme')}
              testId="challenges-filter-theme"
              value={filter.theme}
              onChange={(value) => setFilter({ theme: parseThemeFilter(value) })}
              options={[{ value: 'all', label: t('filter.allThemes') }, ...CHALLENGE_THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}.title`) }))]}
            />
            <TextField
              label={t('filter.text')}
              testId="challenges-filter-text-input"
              value={filter.text}
              error={null}
              type="search"
              maxLength={100}
              placeholder={t('filter.textPlaceholder')}
              onValueChange={(text) => setFilter({ text })}
            />
            <HStack gap="3" justify="space-between" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="challenges-filter-count" aria-live="polite">
                {t('filter.count', { shown: visible.length, total: CHALLENGES.length })}
              </Text>
              <Button size="sm" variant="outline" disabled={!filtered} onClick={() => setParams(new URLSearchParams(), { replace: true })} data-testid="challenges-filter-clear-button">
                {t('filter.clear')}
              </Button>
            </HStack>
          </SimpleGrid>
        </Box>

        {visible.length === 0 && (
          <Text data-testid="challenges-empty" role="status">
            {CHALLENGES.length === 0 ? t('emptyCatalogue') : t('empty')}
          </Text>
        )}

        {groups.map(({ theme, challenges }) => {
          const counts = summarize(
            progress,
            CHALLENGES.filter((d) => d.theme === theme).map((d) => d.slug),
          )
          return (
            <Box as="section" key={theme} aria-labelledby={`challenges-theme-${theme}`} data-testid={`challenges-section-${theme}`}>
              <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb="1">
                <Heading as="h2" size="xl" id={`challenges-theme-${theme}`} data-testid={`challenges-theme-${theme}`}>
                  {t(`themes.${theme}.title`)}
                </Heading>
                <Text fontSize="sm" color="fg.muted" data-testid={`challenges-theme-${theme}-summary`}>
                  {t('themeSummary', { solved: counts.solved, total: counts.total })}
                </Text>
              </HStack>
              <Text color="fg.muted" mb="4">
                {t(`themes.${theme}.description`)}
              </Text>
              {challenges.length === 0 ? (
                <Text fontSize="sm" data-testid={`challenges-theme-${theme}-empty`}>
                  {filtered ? t('themeEmptyFiltered') : t('themeEmpty')}
                </Text>
              ) : (
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid={`challenges-list-${theme}`}>
                  {challenges.map((def) => (
                    <ChallengeCard key={def.slug} def={def} progress={progress} />
                  ))}
                </SimpleGrid>
              )}
            </Box>
          )
        })}
      </Stack>
    </Container>
  )
}
