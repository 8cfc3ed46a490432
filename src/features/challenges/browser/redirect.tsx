/**
 * the-internet "Redirect Link": the link goes to this page with `?to=status-codes`, which
 * redirects at once (through the router, replacing the history entry like a server's 302) to
 * the Status Codes challenge. In a single-page app there is no 30x response to assert on: the
 * robust check is the final URL.
 */
import { Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router'
import type { ChallengeProps } from '../types'

export const REDIRECT_TARGET = '/challenges/status-codes'

export default function Redirect(_props: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const [params] = useSearchParams()
  if (params.get('to') === 'status-codes') return <Navigate to={REDIRECT_TARGET} replace />
  return (
    <Stack gap="3" align="flex-start">
      <Text>
        {t('redirect.ui.before')}{' '}
        <Link asChild colorPalette="teal">
          <RouterLink to="?to=status-codes" data-testid="challenge-redirect-link">
            {t('redirect.ui.link')}
          </RouterLink>
        </Link>{' '}
        {t('redirect.ui.after')}
      </Text>
    </Stack>
  )
}
