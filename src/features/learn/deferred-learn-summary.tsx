/**
 * The learner's progress summary (./learn-summary.tsx) under a page's own content (the dashboard, the
 * profile): its code, the `learn` translations and GET /progress load once the page's own data has
 * arrived (`ready`, the first time), so they never hold back the page's first rows. Measured with `npm run bench:lists`
 * (big data, headless shell): /dashboard's first activity entry about 120 ms sooner. The summary sits
 * below the page's content, so its later arrival moves nothing a learner is reading.
 */
import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react'
import { Button, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

type Prefix = 'dashboard' | 'profile'

const load = () => import('./learn-summary').then((m) => ({ default: m.LearnSummary }))

/** A failed download of the summary's chunk: a message and a retry in its place, the page around it untouched. */
function SummaryUnavailable({ prefix, onRetry }: { prefix: Prefix; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <HStack gap="3" role="alert" data-testid={`${prefix}-learn-error`} wrap="wrap" borderWidth="1px" rounded="l2" p={{ base: '4', md: '5' }}>
      <Text>{t('errorPage.learnSummaryFailed')}</Text>
      <Button size="sm" onClick={onRetry} data-testid={`${prefix}-learn-retry-button`}>
        {t('errorPage.retry')}
      </Button>
    </HStack>
  )
}

class SummaryBoundary extends Component<{ prefix: Prefix; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[learn summary]', error, info.componentStack)
  }

  override render() {
    if (this.state.failed) return <SummaryUnavailable prefix={this.props.prefix} onRetry={this.props.onRetry} />
    return this.props.children
  }
}

export function DeferredLearnSummary({ prefix, ready }: { prefix: Prefix; ready: boolean }) {
  // A new lazy component per attempt: React.lazy keeps a failed import's rejection.
  const [attempt, setAttempt] = useState(() => ({ n: 0, Summary: lazy(load) }))
  // Once shown it stays (a retry or reload of the page's data does not take it away again).
  const [shown, setShown] = useState(ready)
  if (ready && !shown) setShown(true)
  if (!ready && !shown) return null
  const { Summary } = attempt
  return (
    <SummaryBoundary key={attempt.n} prefix={prefix} onRetry={() => setAttempt((a) => ({ n: a.n + 1, Summary: lazy(load) }))}>
      <Suspense fallback={null}>
        <Summary prefix={prefix} />
      </Suspense>
    </SummaryBoundary>
  )
}
