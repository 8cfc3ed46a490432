import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'

export function NotFoundPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <Container maxW="2xl" py="20" data-testid="not-found-page">
      <Stack gap="5" align="flex-start">
        <Text fontSize="6xl" fontWeight="bold" color="teal.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted" data-testid="not-found-path">
          {t('notFound.text', { path: pathname })}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="teal" data-testid="not-found-home-link">
            <RouterLink to="/">{t('notFound.home')}</RouterLink>
          </Button>
          <Button asChild variant="outline" data-testid="not-found-dashboard-link">
            <RouterLink to="/dashboard">{t('notFound.dashboard')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  )
}
