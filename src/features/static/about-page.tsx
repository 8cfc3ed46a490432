/**
 * About (/about): mission, four feature cards, a get-started section (sign-up link for anonymous
 * visitors only, QA hub link) and the contact e-mail (docs/spec/2-everyday-modules.md "Static pages").
 */
import { Box, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useIsAuthenticated, useSessionLoading } from '@/app/session'
import { InfoCard } from './info-card'
import { asList, SUPPORT_EMAIL } from './static-content'
import { BookIcon, ChartIcon, TasksIcon, UsersIcon } from './static-icons'

const FEATURES = [
  { slug: 'learning', icon: <BookIcon /> },
  { slug: 'community', icon: <UsersIcon /> },
  { slug: 'tasks', icon: <TasksIcon /> },
  { slug: 'progress', icon: <ChartIcon /> },
] as const

export function AboutPage() {
  const { t } = useTranslation('about')
  const authenticated = useIsAuthenticated()
  const loading = useSessionLoading()
  const anonymous = !authenticated && !loading

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} data-testid="about-page">
      <Stack gap="4" mb={{ base: '10', md: '14' }} maxW="3xl">
        <Heading as="h1" size="3xl" data-testid="about-title">
          {t('about.title')}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
          {t('about.lead')}
        </Text>
      </Stack>

      <Stack gap={{ base: '12', md: '16' }}>
        <Box as="section" aria-labelledby="about-mission-title" data-testid="about-mission" borderStartWidth="4px" borderColor="teal.solid" ps={{ base: '5', md: '8' }}>
          <Heading as="h2" size="2xl" mb="4" id="about-mission-title">
            {t('about.mission.title')}
          </Heading>
          <Stack gap="3" maxW="3xl" lineHeight="tall">
            {asList(t('about.mission.body', { returnObjects: true })).map((paragraph, i) => (
              <Text key={i}>{paragraph}</Text>
            ))}
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="about-features-title" data-testid="about-features">
          <Heading as="h2" size="2xl" mb="6" id="about-features-title">
            {t('about.features.title')}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {FEATURES.map(({ slug, icon }) => (
              <InfoCard
                key={slug}
                as="li"
                testId={`about-feature-card-${slug}`}
                icon={icon}
                title={t(`about.features.${slug}.title`)}
                description={t(`about.features.${slug}.description`)}
              />
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" aria-labelledby="about-get-started-title" data-testid="about-get-started" bg="bg.subtle" borderWidth="1px" borderColor="border" rounded="l3" p={{ base: '6', md: '10' }}>
          <Heading as="h2" size="2xl" mb="3" id="about-get-started-title">
            {t('about.getStarted.title')}
          </Heading>
          <Text color="fg.muted" mb="6" maxW="3xl">
            {t('about.getStarted.description')}
          </Text>
          <HStack gap="3" wrap="wrap">
            {anonymous ? (
              <Button asChild colorPalette="teal" data-testid="about-signup-link">
                <RouterLink to="/signup">{t('about.getStarted.signup')}</RouterLink>
              </Button>
            ) : null}
            <Button asChild colorPalette="teal" variant={anonymous ? 'outline' : 'solid'} data-testid="about-qa-link">
              <RouterLink to="/qa">{t('about.getStarted.qa')}</RouterLink>
            </Button>
          </HStack>
          {anonymous ? (
            <Text fontSize="sm" color="fg.muted" mt="3" data-testid="about-qa-login-note">
              {t('about.getStarted.qaNote')}
            </Text>
          ) : null}
        </Box>

        <Box as="section" aria-labelledby="about-contact-title" data-testid="about-contact">
          <Heading as="h2" size="2xl" mb="3" id="about-contact-title">
            {t('about.contact.title')}
          </Heading>
          <Text color="fg.muted" mb="2">
            {t('about.contact.description')}
          </Text>
          <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="teal" fontWeight="semibold" fontSize="lg" whiteSpace="nowrap" data-testid="about-contact-email">
            {SUPPORT_EMAIL}
          </Link>
        </Box>
      </Stack>
    </Container>
  )
}
