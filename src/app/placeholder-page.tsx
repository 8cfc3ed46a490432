import { Badge, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** A real page for routes whose screens arrive in later issues: title, "coming soon", inside the layout. */
export function PlaceholderPage({ screen }: { screen: string }) {
  const { t } = useTranslation()
  return (
    <Container maxW="4xl" py="12" data-testid="placeholder-page" data-screen={screen}>
      <Stack gap="4" align="flex-start">
        <Badge colorPalette="purple" data-testid="placeholder-badge">
          {t('placeholder.badge')}
        </Badge>
        <Heading as="h1" size="2xl" data-testid="placeholder-title">
          {t(`routes.${screen}`)}
        </Heading>
        <Text color="fg.muted" data-testid="placeholder-text">
          {t('placeholder.text')}
        </Text>
      </Stack>
    </Container>
  )
}
