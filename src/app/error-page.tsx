import { Box, Button, Code, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'

/** A failed lazy chunk (e.g. after a deploy changed the file names). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(message)
}

export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  const chunk = isChunkLoadError(error)
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error)
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

/** Route-level errors (loader, lazy chunk, render): a recoverable page, never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError()
  console.error(error)
  return <ErrorView error={error} onRetry={() => window.location.reload()} />
}

/** Last line of defence around providers and the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <ErrorView error={this.state.error} onRetry={() => this.setState({ error: null })} />
    return this.props.children
  }
}
