/**
 * the-internet "Basic Auth": the sandbox route GET /api/v1/challenges/basic-auth needs
 * `Authorization: Basic base64(admin:admin)`. The browser's own sign-in dialog appears only when
 * a real server answers a navigation with 401 + WWW-Authenticate: Basic (network mode, the
 * direct link below); the in-browser sandbox's service worker cannot make it appear, so the page
 * sends the header itself from this form.
 */
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { BrowserRequestResult } from '@machines/challenges/challenge-browser-request.machine'
import type { FailureCode } from '@machines/shared/errors'
import { basicAuthCheck, basicAuthUrl } from '@/api/challenge-browser'
import { appMode } from '@/lib/env'
import { TextField } from '@/ui/form'
import { failureText } from '@/ui/failure-text'
import type { ChallengeProps } from '../types'
import { GoalLine, useBrowserRequest } from './shared'

const REFUSALS: Record<string, string> = {
  'Not authenticated': 'missing',
  'Invalid authentication credentials': 'invalid',
  'Incorrect username or password': 'wrong',
}

async function check(params: Record<string, unknown>): Promise<BrowserRequestResult> {
  const answer = await basicAuthCheck({ username: String(params.username ?? ''), password: String(params.password ?? '') })
  if (answer.status === 200) return { ok: true, code: 'granted', status: 200, values: {} }
  const detail = (answer.body as { detail?: unknown } | null)?.detail
  const code = answer.status === 401 ? (REFUSALS[typeof detail === 'string' ? detail : ''] ?? 'wrong') : 'other'
  return { ok: false, code, status: answer.status, values: {} }
}

export default function BasicAuth({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const request = useBrowserRequest(check, onSolved)
  const result = request.result

  const submit = (event: FormEvent) => {
    event.preventDefault()
    request.send({ username, password })
  }

  return (
    <Stack gap="4" align="stretch" maxW="md">
      <GoalLine slug={slug} goal={t('basic-auth.ui.goal')} solved={request.solved} />
      <Text>{t('basic-auth.ui.intro')}</Text>
      <form onSubmit={submit} noValidate data-testid="challenge-basic-auth-form">
        <Stack gap="3">
          <TextField label={t('basic-auth.ui.username')} testId="challenge-basic-auth-username-input" value={username} error={null} onValueChange={setUsername} autoComplete="username" />
          <TextField label={t('basic-auth.ui.password')} testId="challenge-basic-auth-password-input" type="password" value={password} error={null} onValueChange={setPassword} autoComplete="current-password" />
          <Box>
            <Button type="submit" data-testid="challenge-basic-auth-submit-button" loading={request.busy}>
              {t('basic-auth.ui.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
      <Text data-testid="challenge-basic-auth-result" aria-live="polite" minH="6" role={result && !result.ok ? 'alert' : undefined}>
        {result
          ? result.ok
            ? t('basic-auth.ui.granted')
            : result.code === 'other'
              ? t('basic-auth.ui.refused.other', { status: result.status })
              : t(`basic-auth.ui.refused.${result.code}`)
          : request.error
            ? failureText(t, request.error as FailureCode, t('basic-auth.ui.failed'))
            : ''}
      </Text>
      {appMode() === 'network' ? (
        <Text>
          {t('basic-auth.ui.directIntro')}{' '}
          <Link href={basicAuthUrl()} data-testid="challenge-basic-auth-direct-link" colorPalette="teal">
            {t('basic-auth.ui.directLink')}
          </Link>
        </Text>
      ) : (
        <Text color="fg.muted" data-testid="challenge-basic-auth-sandbox-note">
          {t('basic-auth.ui.sandboxNote')}
        </Text>
      )}
    </Stack>
  )
}
