/**
 * the-internet "Multiple Windows": a link with target="_blank" and a button calling
 * window.open both open this page with `?window=new`, which shows the "New Window" heading and a
 * button that reports back to the first window (BroadcastChannel, same origin). The first window
 * is solved when a new window reported back.
 */
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useSearchParams } from 'react-router'
import type { ChallengeProps } from '../types'
import { GoalLine, useGoal } from './shared'

export const WINDOWS_CHANNEL = 'qa-challenge-windows'
export const NEW_WINDOW_NAME = 'qa-new-window'

function NewWindow() {
  const { t } = useTranslation('ch-browser')
  const [sent, setSent] = useState(false)
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h2" size="lg" data-testid="challenge-windows-new-heading">
        {t('windows.ui.newHeading')}
      </Heading>
      <Text>{t('windows.ui.newText')}</Text>
      <Button
        data-testid="challenge-windows-report-button"
        onClick={() => {
          const channel = new BroadcastChannel(WINDOWS_CHANNEL)
          channel.postMessage({ type: 'reported' })
          channel.close()
          setSent(true)
        }}
      >
        {t('windows.ui.reportButton')}
      </Button>
      <Text data-testid="challenge-windows-report-result" aria-live="polite" minH="6">
        {sent ? t('windows.ui.reportSent') : ''}
      </Text>
    </Stack>
  )
}

export default function Windows({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const [params] = useSearchParams()
  const isNew = params.get('window') === 'new'
  const href = useHref('/challenges/windows?window=new')
  const goal = useGoal('reported', onSolved)

  useEffect(() => {
    if (isNew) return
    const channel = new BroadcastChannel(WINDOWS_CHANNEL)
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'reported') goal.set('reported')
    }
    return () => channel.close()
    // goal.set sends to a stable actor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew])

  if (isNew) return <NewWindow />
  const result = goal.value === 'reported' ? t('windows.ui.resultReported') : goal.value === 'opened' ? t('windows.ui.resultOpened') : ''
  return (
    <Stack gap="4" align="flex-start">
      <GoalLine slug={slug} goal={t('windows.ui.goal')} solved={goal.solved} />
      <Box>
        <Heading as="h2" size="md" mb="2">
          {t('windows.ui.heading')}
        </Heading>
        <Link href={href} target="_blank" rel="noopener" data-testid="challenge-windows-link" colorPalette="teal" onClick={() => !goal.solved && goal.set('opened')}>
          {t('windows.ui.link')}
        </Link>
      </Box>
      <Button
        data-testid="challenge-windows-open-button"
        onClick={() => {
          window.open(href, NEW_WINDOW_NAME)
          if (!goal.solved) goal.set('opened')
        }}
      >
        {t('windows.ui.openButton')}
      </Button>
      <Text data-testid="challenge-windows-result" aria-live="polite" minH="6">
        {result}
      </Text>
    </Stack>
  )
}
