import { Box, Button, Code, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A failed lazy chunk (e.g. after a deploy changed the file names). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(message)
}

export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  const chunk = isChunkLoadError(error)
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <Container maxW="2xl" py="20" data-testid="error-page" role="alert">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {chunk ? t('errorPage.chunkTitle') : t('errorPage.title')}
        </Heading>
        <Text color="fg.muted">{chunk ? t('errorPage.chunkText') : t('errorPage.text')}</Text>
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {t('errorPage.details')}
          </Text>
          <Code data-testid="error-page-detail" whiteSpace="pre-wrap" display="block" p="3">
            {detail}
          </Code>
        </Box>
        <HStack gap="3">
          <Button colorPalette="teal" onClick={onRetry} data-testid="error-page-retry-button">
            {t('errorPage.retry')}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')} data-testid="error-page-home-button">
            {t('errorPage.home')}
          </Button>
        </HStack>
      </Stack>
    </Container>
  )
}

/**
 * A recoverable error page instead of a blank screen: around the app, and around each page
 * (keyed by path, so navigating away clears it). A failed chunk retries with a reload.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (error)
      return <ErrorView error={error} onRetry={() => (isChunkLoadError(error) ? window.location.reload() : this.setState({ error: null }))} />
    return this.props.children
  }
}
