import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { shell } from '../ui/shell'

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
    <div className={shell.errorPage} data-testid="error-page" role="alert">
      <div className={shell.stack5}>
        <h1 className={shell.heading2xl}>{chunk ? t('errorPage.chunkTitle') : t('errorPage.title')}</h1>
        <p className={shell.textMuted}>{chunk ? t('errorPage.chunkText') : t('errorPage.text')}</p>
        <div>
          <p className={shell.errorDetailsLabel}>{t('errorPage.details')}</p>
          <code className={shell.errorDetail} data-testid="error-page-detail">
            {detail}
          </code>
        </div>
        <div className={shell.hstack3}>
          <button type="button" className={shell.buttonTeal} onClick={onRetry} data-testid="error-page-retry-button">
            {t('errorPage.retry')}
          </button>
          <button type="button" className={shell.buttonOutline} onClick={() => window.location.assign('/')} data-testid="error-page-home-button">
            {t('errorPage.home')}
          </button>
        </div>
      </div>
    </div>
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
