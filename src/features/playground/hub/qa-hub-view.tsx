/**
 * The QA hub's view: header, the five scenario cards (title, level, description, what you
 * practise, the first 3 tags with a '+N' toggle, a start link) and the learning-support section.
 */
import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, Link, List, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { HUB_SCENARIOS, hiddenTagCount, visibleTags, type HubScenario, type ScenarioId, type ScenarioLevel } from '@machines/playground/qa-hub.machine'

export const SUPPORT_EMAIL = 'support@example.com'

const LEVEL_PALETTE: Record<ScenarioLevel, string> = { beginner: 'green', intermediate: 'orange', advanced: 'red' }
const TIPS = ['locators', 'waits', 'isolation', 'assertions'] as const
const FEATURE_LISTS = ['automation', 'scenarios', 'learning'] as const

export interface QaHubViewProps {
  expanded: readonly ScenarioId[]
  onToggleTags: (scenarioId: ScenarioId) => void
}

function ScenarioCard({ scenario, expanded, onToggleTags }: { scenario: HubScenario; expanded: boolean; onToggleTags: () => void }) {
  const { t } = useTranslation('qa')
  const id = scenario.id
  const title = t(`hub.scenarios.${id}.title`)
  const hidden = hiddenTagCount(scenario)
  const tagsId = `qa-hub-card-${id}-tags`
  return (
    <Card.Root as="li" data-testid={`qa-hub-card-${id}`} data-expanded={expanded} variant="outline" bg="bg.panel" aria-labelledby={`qa-hub-card-${id}-title`}>
      <Card.Header gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h3" size="lg" id={`qa-hub-card-${id}-title`} data-testid={`qa-hub-card-${id}-title`}>
            {title}
          </Heading>
          <Badge colorPalette={LEVEL_PALETTE[scenario.level]} data-testid={`qa-hub-card-${id}-level`} data-level={scenario.level} flexShrink={0}>
            <span>{t('hub.levelLabel')}:</span> {t(`hub.levels.${scenario.level}`)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="3" flex="1">
        <Text color="fg.muted" data-testid={`qa-hub-card-${id}-description`}>
          {t(`hub.scenarios.${id}.description`)}
        </Text>
        <Text fontSize="sm" data-testid={`qa-hub-card-${id}-practise`}>
          <Text as="strong" fontWeight="semibold">
            {t('hub.practiseLabel')}:
          </Text>{' '}
          {t(`hub.scenarios.${id}.practise`)}
        </Text>
        <Wrap gap="2" align="center">
          <Wrap as="ul" gap="2" listStyleType="none" id={tagsId} aria-label={`${t('hub.tagsLabel')}: ${title}`} data-testid={tagsId}>
            {visibleTags(scenario, expanded).map((tag) => (
              <Box as="li" key={tag}>
                <Badge variant="subtle" colorPalette="teal" data-testid={`qa-hub-card-${id}-tag-${tag}`}>
                  {t(`hub.tags.${tag}`)}
                </Badge>
              </Box>
            ))}
          </Wrap>
          {hidden > 0 && (
            <Button
              size="2xs"
              variant="outline"
              aria-expanded={expanded}
              aria-controls={tagsId}
              aria-label={expanded ? t('hub.tagsLessAria', { title }) : t('hub.tagsMoreAria', { count: hidden, title })}
              data-testid={`qa-hub-card-${id}-tags-toggle`}
              onClick={onToggleTags}
            >
              {expanded ? t('hub.tagsLess') : t('hub.tagsMore', { count: hidden })}
            </Button>
          )}
        </Wrap>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="teal" size="sm">
          <RouterLink to={scenario.route} aria-label={t('hub.startAria', { title })} data-testid={`qa-hub-card-${id}-link`}>
            {t('hub.start')} →
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

/** The way to the classic automation challenges: a plain link, so the hub chunk imports none of their code. */
function ChallengesCard() {
  const { t } = useTranslation('qa')
  return (
    <Card.Root as="section" variant="outline" bg="bg.panel" aria-labelledby="qa-hub-challenges-title" data-testid="qa-hub-challenges">
      <Card.Body gap="3">
        <Heading as="h2" size="xl" id="qa-hub-challenges-title">
          {t('hub.challenges.title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('hub.challenges.description')}
        </Text>
        <Button asChild colorPalette="teal" size="sm" alignSelf="flex-start">
          <RouterLink to="/challenges" data-testid="qa-hub-challenges-link">
            {t('hub.challenges.open')} →
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  )
}

function LearningSupport() {
  const { t } = useTranslation('qa')
  return (
    <Box as="section" aria-labelledby="qa-hub-support-title" data-testid="qa-hub-support" borderWidth="1px" rounded="l3" bg="bg.subtle" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h2" size="xl" id="qa-hub-support-title">
            {t('hub.support.title')}
          </Heading>
          <Text>
            {t('hub.support.description')}{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="teal" fontWeight="semibold" aria-label={t('hub.support.emailAria', { email: SUPPORT_EMAIL })} data-testid="qa-hub-support-email">
              {SUPPORT_EMAIL}
            </Link>
          </Text>
        </Stack>

        <Box>
          <Heading as="h3" size="md" mb="3" id="qa-hub-tips-title">
            {t('hub.support.tipsTitle')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-labelledby="qa-hub-tips-title" data-testid="qa-hub-tips">
            {TIPS.map((tip) => (
              <Box as="li" key={tip} borderWidth="1px" rounded="l2" bg="bg.panel" p="4" fontSize="sm" data-testid={`qa-hub-tip-${tip}`}>
                {t(`hub.support.tips.${tip}`)}
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box>
          <Heading as="h3" size="md" mb="3">
            {t('hub.support.featuresTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {FEATURE_LISTS.map((list) => (
              <Box key={list} borderWidth="1px" rounded="l2" bg="bg.panel" p="4" data-testid={`qa-hub-features-${list}`}>
                <Heading as="h4" size="sm" mb="2" id={`qa-hub-features-${list}-title`}>
                  {t(`hub.support.features.${list}.title`)}
                </Heading>
                <List.Root ps="5" gap="1" fontSize="sm" aria-labelledby={`qa-hub-features-${list}-title`}>
                  {(t(`hub.support.features.${list}.items`, { returnObjects: true }) as string[]).map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box>
          <Heading as="h3" size="md" mb="3" id="qa-hub-quick-start-title">
            {t('hub.support.quickStartTitle')}
          </Heading>
          <List.Root as="ol" ps="5" gap="1" aria-labelledby="qa-hub-quick-start-title" data-testid="qa-hub-quick-start">
            {(t('hub.support.quickStart', { returnObjects: true }) as string[]).map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </Box>
      </Stack>
    </Box>
  )
}

export function QaHubView({ expanded, onToggleTags }: QaHubViewProps) {
  const { t } = useTranslation('qa')
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} data-testid="qa-hub-page">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="3xl" data-testid="qa-hub-title">
            {t('hub.title')}
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="3xl">
            {t('hub.subtitle')}
          </Text>
          <Alert.Root status="warning" variant="subtle" data-testid="qa-hub-notice">
            <Alert.Indicator />
            <Alert.Title>{t('hub.notice')}</Alert.Title>
          </Alert.Root>
        </Stack>

        <Box as="section" aria-labelledby="qa-hub-scenarios-title">
          <Heading as="h2" size="xl" mb="4" id="qa-hub-scenarios-title">
            {t('hub.scenariosTitle')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="5" data-testid="qa-hub-cards">
            {HUB_SCENARIOS.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} expanded={expanded.includes(scenario.id)} onToggleTags={() => onToggleTags(scenario.id)} />
            ))}
          </SimpleGrid>
        </Box>

        <ChallengesCard />

        <LearningSupport />
      </Stack>
    </Container>
  )
}
