/**
 * User guide (/guide): intro, core features, dashboard sections, the five playground scenarios,
 * backend API docs (a link to /api-docs, the generated OpenAPI document), demo accounts,
 * recommended exercises by level, feedback and the education notice.
 * The spec describes a Korean-only page; here it is bilingual like every other page.
 */
import { Alert, Box, Button, Code, Container, Grid, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PERSONAS } from '@machines/shared/personas'
import { InfoCard } from './info-card'
import { PageToc, useScrollToHash } from './page-toc'
import {
  CALENDAR_GUIDE_TEST_IDS,
  CHAT_GUIDE_TEST_IDS,
  DASHBOARD_GUIDE_TEST_IDS,
  KANBAN_GUIDE_TEST_IDS,
  POST_DETAIL_GUIDE_TEST_IDS,
  POST_FORM_GUIDE_TEST_IDS,
  POSTS_GUIDE_TEST_IDS,
  SEARCH_GUIDE_TEST_IDS,
  TODOS_GUIDE_TEST_IDS,
} from '../module-test-ids'
import testIdsSpec from '../../../examples/playwright/test-ids.spec.ts?raw'
import { exampleFor } from '@/lib/example-source'
import { asList, BANKING_PIN, DEMO_ACCOUNTS, SCENARIOS } from './static-content'
import { DevicesIcon, GlobeIcon, MoonIcon, TagIcon } from './static-icons'

/** An identifier that may wrap only after a hyphen, a dot or before an @ (never mid-word); copying it still gives the exact text. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[-.])|(?=@)/)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

/** Cut from the Playwright file CI runs (in English and in Korean). */
const TEST_ID_EXAMPLE = exampleFor(testIdsSpec, 'en')

const CORE_FEATURES = [
  { slug: 'language', key: 'language', icon: <GlobeIcon /> },
  { slug: 'theme', key: 'theme', icon: <MoonIcon /> },
  { slug: 'test-ids', key: 'testIds', icon: <TagIcon /> },
  { slug: 'responsive', key: 'responsive', icon: <DevicesIcon /> },
] as const

const DASHBOARD_SECTIONS = [
  { slug: 'welcome', key: 'welcome' },
  { slug: 'announcements', key: 'announcements' },
  { slug: 'stats', key: 'stats' },
  { slug: 'quick-actions', key: 'quickActions' },
  { slug: 'activity', key: 'activity' },
] as const

/** The everyday-module screens and the test ids their testing guides list (route title key `routes.<screen>` in common). */
const MODULE_TEST_IDS = [
  { screen: 'dashboard', path: '/dashboard', ids: DASHBOARD_GUIDE_TEST_IDS },
  { screen: 'posts', path: '/posts', ids: POSTS_GUIDE_TEST_IDS },
  { screen: 'postDetail', path: '/posts/:id', ids: POST_DETAIL_GUIDE_TEST_IDS },
  { screen: 'postCreate', path: '/posts/create', ids: POST_FORM_GUIDE_TEST_IDS },
  { screen: 'todos', path: '/todos', ids: TODOS_GUIDE_TEST_IDS },
  { screen: 'calendar', path: '/calendar', ids: CALENDAR_GUIDE_TEST_IDS },
  { screen: 'kanban', path: '/kanban', ids: KANBAN_GUIDE_TEST_IDS },
  { screen: 'chat', path: '/chat', ids: CHAT_GUIDE_TEST_IDS },
  { screen: 'search', path: '/search', ids: SEARCH_GUIDE_TEST_IDS },
] as const

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const

/** Sections listed in the table of contents: slug (test id and anchor `guide-<slug>`) and title key. */
const SECTIONS = [
  { slug: 'core-features', title: 'guide.coreFeatures.title' },
  { slug: 'dashboard-sections', title: 'guide.dashboard.title' },
  { slug: 'module-test-ids', title: 'guide.moduleIds.title' },
  { slug: 'playground-scenarios', title: 'guide.scenarios.title' },
  { slug: 'api-docs', title: 'guide.api.title' },
  { slug: 'demo-accounts', title: 'guide.accounts.title' },
  { slug: 'personas', title: 'guide.personas.title' },
  { slug: 'test-areas', title: 'guide.levels.title' },
  { slug: 'feedback', title: 'guide.feedback.title' },
] as const

type SectionSlug = (typeof SECTIONS)[number]['slug']

function GuideSection({ slug, title, description, children }: { slug: SectionSlug; title: string; description?: string; children: ReactNode }) {
  return (
    <Box as="section" id={`guide-${slug}`} aria-labelledby={`guide-${slug}-title`} scrollMarginTop="24" data-testid={`guide-${slug}`}>
      <Heading as="h2" size="2xl" mb="3" id={`guide-${slug}-title`} tabIndex={-1} _focus={{ outline: 'none' }}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" mb="6" maxW="3xl">
          {description}
        </Text>
      ) : null}
      {children}
    </Box>
  )
}

export function GuidePage() {
  const { t } = useTranslation('guide')
  useScrollToHash()

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} data-testid="guide-page">
      <Stack gap="4" mb={{ base: '8', md: '10' }} maxW="3xl" data-testid="guide-intro">
        <Heading as="h1" size="3xl" data-testid="guide-title">
          {t('guide.title')}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }}>{t('guide.intro.lead')}</Text>
        <Text color="fg.muted">{t('guide.intro.body')}</Text>
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box position={{ base: 'static', lg: 'sticky' }} top="24">
          <PageToc
            title={t('toc.title')}
            testId="guide-toc"
            items={SECTIONS.map(({ slug, title }) => ({ anchor: `guide-${slug}`, label: t(title), testId: `guide-toc-link-${slug}` }))}
          />
        </Box>

        <Stack gap={{ base: '12', md: '16' }} minW="0">
          <GuideSection slug="core-features" title={t('guide.coreFeatures.title')}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6">
              {CORE_FEATURES.map(({ slug, key, icon }) => (
                <InfoCard
                  key={slug}
                  as="li"
                  testId={`guide-feature-${slug}`}
                  icon={icon}
                  title={t(`guide.coreFeatures.${key}.title`)}
                  description={t(`guide.coreFeatures.${key}.description`)}
                >
                  {slug === 'test-ids' ? (
                    <Code display="block" whiteSpace="pre" overflowX="auto" p="3" data-testid="guide-test-id-example">
                      {TEST_ID_EXAMPLE}
                    </Code>
                  ) : null}
                </InfoCard>
              ))}
            </SimpleGrid>
          </GuideSection>

          <GuideSection slug="dashboard-sections" title={t('guide.dashboard.title')} description={t('guide.dashboard.description')}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {DASHBOARD_SECTIONS.map(({ slug, key }) => (
                <InfoCard
                  key={slug}
                  as="li"
                  testId={`guide-dashboard-${slug}`}
                  title={t(`guide.dashboard.${key}.title`)}
                  description={t(`guide.dashboard.${key}.description`)}
                />
              ))}
            </SimpleGrid>
          </GuideSection>

          <GuideSection slug="module-test-ids" title={t('guide.moduleIds.title')} description={t('guide.moduleIds.description')}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {MODULE_TEST_IDS.map(({ screen, path, ids }) => (
                <InfoCard key={screen} as="li" testId={`guide-module-ids-${screen}`} title={t(`routes.${screen}`, { ns: 'common' })} description={path}>
                  <List.Root gap="1" ps="0" listStyleType="none" data-testid={`guide-module-ids-${screen}-list`}>
                    {ids.map((id) => (
                      <List.Item key={id} minW="0">
                        <Code fontSize="xs">
                          <Breakable text={id} />
                        </Code>
                      </List.Item>
                    ))}
                  </List.Root>
                </InfoCard>
              ))}
            </SimpleGrid>
          </GuideSection>

          <GuideSection slug="playground-scenarios" title={t('guide.scenarios.title')} description={t('guide.scenarios.description')}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" mb="6">
              {SCENARIOS.map(({ slug, route }) => {
                const name = t(`guide.scenarios.${slug}.name`)
                return (
                  <InfoCard key={slug} as="li" testId={`guide-scenario-${slug}`} title={name} description={t(`guide.scenarios.${slug}.description`)}>
                    <HStack justify="space-between" gap="3" wrap="wrap" mt="auto">
                      <Code whiteSpace="nowrap">{route}</Code>
                      <Link asChild colorPalette="teal" fontWeight="medium" data-testid={`guide-scenario-${slug}-link`}>
                        <RouterLink to={route}>{t('guide.scenarios.open', { name })}</RouterLink>
                      </Link>
                    </HStack>
                  </InfoCard>
                )
              })}
            </SimpleGrid>
            <Button asChild colorPalette="teal" variant="outline" data-testid="guide-qa-hub-link">
              <RouterLink to="/qa">{t('guide.scenarios.qaHub')}</RouterLink>
            </Button>
          </GuideSection>

          <GuideSection slug="api-docs" title={t('guide.api.title')} description={t('guide.api.description')}>
            <Text mb="3">{t('guide.api.hint')}</Text>
            <Button asChild colorPalette="teal" data-testid="guide-api-docs-link">
              <RouterLink to="/api-docs">{t('guide.api.link')}</RouterLink>
            </Button>
          </GuideSection>

          <GuideSection slug="demo-accounts" title={t('guide.accounts.title')} description={t('guide.accounts.description')}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" mb="6">
              {DEMO_ACCOUNTS.map(({ slug, email, password }) => (
                <InfoCard key={slug} as="li" testId={`guide-demo-account-${slug}`} title={t(`guide.accounts.${slug}.title`)} description={t(`guide.accounts.${slug}.description`)}>
                  <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mt="auto">
                    <Text as="dt" color="fg.muted">
                      {t('guide.accounts.emailLabel')}
                    </Text>
                    <Box as="dd" minW="0">
                      <Code whiteSpace="nowrap" data-testid={`guide-demo-account-${slug}-email`}>
                        {email}
                      </Code>
                    </Box>
                    <Text as="dt" color="fg.muted">
                      {t('guide.accounts.passwordLabel')}
                    </Text>
                    <Box as="dd" minW="0">
                      <Code whiteSpace="nowrap" data-testid={`guide-demo-account-${slug}-password`}>
                        {password}
                      </Code>
                    </Box>
                  </Grid>
                </InfoCard>
              ))}
            </SimpleGrid>
            <Box data-testid="guide-banking-pin" borderWidth="1px" borderColor="border" bg="bg.subtle" rounded="l3" p="5">
              <Heading as="h3" size="md" mb="2">
                {t('guide.accounts.pinTitle')}
              </Heading>
              <Text color="fg.muted" mb="2">
                {t('guide.accounts.pin')}
              </Text>
              <Code fontSize="md">{BANKING_PIN}</Code>
            </Box>
          </GuideSection>

          <GuideSection slug="personas" title={t('guide.personas.title')} description={t('guide.personas.description')}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" mb="4">
              {PERSONAS.map(({ slug, email, password, bugs }) => (
                <InfoCard key={slug} as="li" testId={`guide-persona-${slug}`} title={t(`guide.personas.${slug}.title`)} description={t(`guide.personas.${slug}.description`)}>
                  <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mt="auto">
                    <Text as="dt" color="fg.muted">
                      {t('guide.accounts.emailLabel')}
                    </Text>
                    <Box as="dd" minW="0">
                      <Code>
                        <Breakable text={email} />
                      </Code>
                    </Box>
                    <Text as="dt" color="fg.muted">
                      {t('guide.accounts.passwordLabel')}
                    </Text>
                    <Box as="dd" minW="0">
                      <Code whiteSpace="nowrap">{password}</Code>
                    </Box>
                    {bugs.length > 0 && (
                      <>
                        <Text as="dt" color="fg.muted">
                          {t('guide.personas.bugsLabel')}
                        </Text>
                        <Box as="dd" minW="0" data-testid={`guide-persona-${slug}-bugs`}>
                          {bugs.map((id) => (
                            <Code key={id} me="1" mb="1">
                              <Breakable text={id} />
                            </Code>
                          ))}
                        </Box>
                      </>
                    )}
                  </Grid>
                </InfoCard>
              ))}
            </SimpleGrid>
            <Text color="fg.muted" maxW="3xl" data-testid="guide-personas-how">
              {t('guide.personas.how')}
            </Text>
          </GuideSection>

          <GuideSection slug="test-areas" title={t('guide.levels.title')} description={t('guide.levels.description')}>
            <SimpleGrid as="ul" columns={{ base: 1, xl: 3 }} gap="6">
              {LEVELS.map((level) => (
                <InfoCard key={level} as="li" testId={`guide-level-${level}`} title={t(`guide.levels.${level}.title`)} description={t(`guide.levels.${level}.description`)}>
                  <List.Root as="ol" ps="5" gap="2" fontSize="sm" data-testid={`guide-level-${level}-exercises`}>
                    {asList(t(`guide.levels.${level}.exercises`, { returnObjects: true })).map((exercise, i) => (
                      <List.Item key={i}>{exercise}</List.Item>
                    ))}
                  </List.Root>
                </InfoCard>
              ))}
            </SimpleGrid>
          </GuideSection>

          <GuideSection slug="feedback" title={t('guide.feedback.title')} description={t('guide.feedback.description')}>
            <Button asChild colorPalette="teal" data-testid="guide-feedback-link">
              <RouterLink to="/contact">{t('guide.feedback.link')}</RouterLink>
            </Button>
          </GuideSection>

          <Alert.Root as="section" status="info" aria-labelledby="guide-education-notice-title" data-testid="guide-education-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title asChild>
                <h2 id="guide-education-notice-title">{t('guide.education.title')}</h2>
              </Alert.Title>
              <Alert.Description>{t('guide.education.body')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        </Stack>
      </Grid>
    </Container>
  )
}
