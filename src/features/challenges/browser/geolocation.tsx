/**
 * the-internet "Geolocation": "Where am I?" asks the browser for the position and shows latitude
 * and longitude when the permission is granted, a translated message when it is denied, the
 * position is unavailable, the request times out or the browser has no geolocation at all.
 */
import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { BrowserRequestResult } from '@machines/challenges/challenge-browser-request.machine'
import type { FailureCode } from '@machines/shared/errors'
import { failureText } from '@/ui/failure-text'
import type { ChallengeProps } from '../types'
import { GoalLine, useBrowserRequest } from './shared'

export const GEOLOCATION_TIMEOUT_MS = 10_000

function locate(): Promise<BrowserRequestResult> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ ok: false, code: 'unsupported', status: null, values: {} })
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          code: 'granted',
          status: null,
          values: { latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: Math.round(position.coords.accuracy) },
        }),
      (error) => {
        const code = error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable'
        resolve({ ok: false, code, status: null, values: {} })
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    )
  })
}

export default function Geolocation({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const request = useBrowserRequest(locate, onSolved)
  const result = request.result
  return (
    <Stack gap="4" align="flex-start">
      <GoalLine slug={slug} goal={t('geolocation.ui.goal')} solved={request.solved} />
      <Button data-testid="challenge-geolocation-button" loading={request.busy} onClick={() => request.send()}>
        {t('geolocation.ui.button')}
      </Button>
      {result?.code === 'granted' ? (
        <Stack gap="1" data-testid="challenge-geolocation-position">
          <Text>
            {t('geolocation.ui.latitude')} <span data-testid="challenge-geolocation-latitude">{result.values.latitude}</span>
          </Text>
          <Text>
            {t('geolocation.ui.longitude')} <span data-testid="challenge-geolocation-longitude">{result.values.longitude}</span>
          </Text>
          <Text>{t('geolocation.ui.accuracy', { meters: result.values.accuracy })}</Text>
        </Stack>
      ) : null}
      <Text data-testid="challenge-geolocation-message" aria-live="polite" minH="6" role={result && !result.ok ? 'alert' : undefined}>
        {result ? t(`geolocation.ui.message.${result.code}`) : request.error ? failureText(t, request.error as FailureCode, t('geolocation.ui.message.unavailable')) : ''}
      </Text>
    </Stack>
  )
}
