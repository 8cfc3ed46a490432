/**
 * Home (/): hero, QA playground section (guest notice with login and sign-up, or the hub button for
 * signed-in users), three feature cards and a closing call to action (spec 1 §2.3).
 * Kept to light Chakra primitives: this page is part of the first-load size budget.
 */
import { Box, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useIsAuthenticated, useSessionLoading } from '../../app/session'
import { InfoCard } from './info-card'
import { SCENARIOS } from './static-content'
import { BookIcon, ChartIcon, CodeIcon, LockIcon } from './static-icons'

const FEATURES = [
  { slug: 'tutorials', icon: <BookIcon /> },
  { slug: 'automation', icon: <CodeIcon /> },
  { slug: 'progress', icon: <ChartIcon /> },
] as const

/** After login, guests who came from the home page land in the QA hub (the router reads `state.from`). */
const HUB_ORIGIN = { from: { pathname: '/qa' } }

export function HomePage() {
  const { t } = useTranslation('home')
  const authenticated = useIsAuthenticated()
  const loading = useSessionLoading()

  return (
    <Box data-testid="home-page">
      <Box as="section" aria-labelledby="home-hero-title" data-testid="home-hero" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="6xl" py={{ base: '14', md: '24' }}>
          <Stack gap="6" maxW="3xl">
            <Text color="teal.fg" fontWeight="semibold" fontSize="sm" letterSpacing="wide" textTransform="uppercase">
              {t('home.hero.eyebrow')}
            </Text>
            <Heading as="h1" id="home-hero-title" size={{ base: '4xl', md: '6xl' }} data-testid="home-title">
              {t('home.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" data-testid="home-tagline">
              {t('home.hero.tagline')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="teal" size="lg" data-testid="home-hero-cta-button">
                <RouterLink to={authenticated ? '/dashboard' : '/signup'}>{authenticated ? t('home.hero.ctaUser') : t('home.hero.ctaGuest')}</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg" data-testid="home-guide-link">
                <RouterLink to="/guide">{t('home.hero.guideLink')}</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Container as="section" maxW="6xl" py={{ base: '12', md: '16' }} aria-labelledby="home-playground-title" data-testid="home-playground-section">
        <Stack gap="3" mb="8" maxW="3xl">
          <Heading as="h2" size="2xl" id="home-playground-title">
            {t('home.playground.title')}
          </Heading>
          <Text color="fg.muted">{t('home.playground.description')}</Text>
        </Stack>

        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 5 }} gap="4" mb="8" data-testid="home-scenario-list">
          {SCENARIOS.map(({ slug, route }) => (
            <Box as="li" key={slug} listStyleType="none" data-testid={`home-scenario-${slug}`} borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l3" p="5">
              <Heading as="h3" size="md" mb="2">
                {authenticated ? (
                  <Link asChild colorPalette="teal" data-testid={`home-scenario-${slug}-link`}>
                    <RouterLink to={route}>{t(`home.playground.scenarios.${slug}.name`)}</RouterLink>
                  </Link>
                ) : (
                  t(`home.playground.scenarios.${slug}.name`)
                )}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`home.playground.scenarios.${slug}.description`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>

        {loading ? (
          <Box minH="32" aria-busy="true" data-testid="home-session-loading" />
        ) : authenticated ? (
          <Stack
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            align={{ base: 'flex-start', md: 'center' }}
            justify="space-between"
            borderWidth="1px"
            borderColor="teal.muted"
            bg="teal.subtle"
            rounded="l3"
            p="6"
            data-testid="home-user-notice"
          >
            <Text>{t('home.playground.userNotice')}</Text>
            <Button asChild colorPalette="teal" flexShrink={0} data-testid="home-qa-hub-button">
              <RouterLink to="/qa">{t('home.playground.qaHub')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Box role="note" aria-labelledby="home-guest-notice-title" data-testid="home-guest-notice" borderWidth="1px" borderColor="warning.muted" bg="warning.subtle" rounded="l3" p="6">
            <HStack gap="2" mb="2" color="warning.fg">
              <LockIcon size="20px" />
              <Text as="h3" fontWeight="semibold" id="home-guest-notice-title">
                {t('home.playground.guestNoticeTitle')}
              </Text>
            </HStack>
            <Text mb="4" data-testid="home-guest-notice-text">
              {t('home.playground.guestNotice')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="teal" data-testid="home-login-button">
                <RouterLink to="/login" state={HUB_ORIGIN}>
                  {t('home.playground.login')}
                </RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="teal" data-testid="home-signup-button">
                <RouterLink to="/signup">{t('home.playground.signup')}</RouterLink>
              </Button>
            </HStack>
          </Box>
        )}
      </Container>

      <Box as="section" aria-labelledby="home-features-title" data-testid="home-features" bg="bg.subtle" borderYWidth="1px" borderColor="border">
        <Container maxW="6xl" py={{ base: '12', md: '16' }}>
          <Stack gap="3" mb="8" maxW="3xl">
            <Heading as="h2" size="2xl" id="home-features-title">
              {t('home.features.title')}
            </Heading>
            <Text color="fg.muted">{t('home.features.description')}</Text>
          </Stack>
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6">
            {FEATURES.map(({ slug, icon }) => (
              <InfoCard
                key={slug}
                as="li"
                testId={`home-feature-card-${slug}`}
                icon={icon}
                title={t(`home.features.${slug}.title`)}
                description={t(`home.features.${slug}.description`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" maxW="6xl" py={{ base: '12', md: '16' }} aria-labelledby="home-cta-title" data-testid="home-cta">
        <Stack gap="4" align="center" textAlign="center" borderWidth="1px" borderColor="teal.muted" bg="teal.subtle" rounded="l3" px={{ base: '6', md: '12' }} py={{ base: '10', md: '14' }}>
          <Heading as="h2" size="2xl" id="home-cta-title">
            {t('home.cta.title')}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {t('home.cta.description')}
          </Text>
          <Button asChild colorPalette="teal" size="lg" data-testid="home-cta-button">
            <RouterLink to={authenticated ? '/playground' : '/signup'}>{authenticated ? t('home.cta.userButton') : t('home.cta.guestButton')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  )
}
