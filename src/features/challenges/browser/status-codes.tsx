/**
 * the-internet "Status Codes": one button per page (200, 301, 404, 500); each fetches
 * GET /api/v1/challenges/status-codes/<code> from the sandbox and shows the answer's status and
 * its (translated) text. The 301 answer is followed by fetch, so the page shows the final 200 and
 * where it was redirected from. Solved once all four pages were seen.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { BrowserRequestResult } from '@machines/challenges/challenge-browser-request.machine'
import type { FailureCode } from '@machines/shared/errors'
import { fetchStatusCode } from '@/api/challenge-browser'
import { failureText } from '@/ui/failure-text'
import type { ChallengeProps } from '../types'
import { GoalLine, useBrowserRequest } from './shared'

export const CHALLENGE_STATUS_CODES = [200, 301, 404, 500] as const

async function load(params: Record<string, unknown>): Promise<BrowserRequestResult> {
  const code = Number(params.code)
  const answer = await fetchStatusCode(code)
  return { ok: true, code: String(code), status: answer.status, values: { redirected: answer.redirected, path: answer.path } }
}

export default function StatusCodes({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const request = useBrowserRequest(load, onSolved, CHALLENGE_STATUS_CODES.length)
  const result = request.result
  return (
    <Stack gap="4" align="flex-start">
      <GoalLine slug={slug} goal={t('status-codes.ui.goal')} solved={request.solved} />
      <Text>{t('status-codes.ui.intro')}</Text>
      <HStack gap="3" wrap="wrap" role="group" aria-label={t('status-codes.ui.groupLabel')}>
        {CHALLENGE_STATUS_CODES.map((code) => (
          <Button key={code} variant="outline" data-testid={`challenge-status-codes-${code}-button`} disabled={request.busy} onClick={() => request.send({ code })}>
            {code}
          </Button>
        ))}
      </HStack>
      <Stack gap="1" aria-live="polite" minH="16">
        {result && (
          <>
            <Text data-testid="challenge-status-codes-response-status" fontWeight="semibold">
              {t('status-codes.ui.status', { status: result.status })}
            </Text>
            <Text data-testid="challenge-status-codes-message">{t(`status-codes.ui.message.${result.code}`)}</Text>
            {result.values.redirected === true && (
              <Text data-testid="challenge-status-codes-redirected">{t('status-codes.ui.redirected', { path: result.values.path })}</Text>
            )}
          </>
        )}
        {request.error && (
          <Text data-testid="challenge-status-codes-error" color="red.fg" role="alert">
            {failureText(t, request.error as FailureCode, t('status-codes.ui.failed'))}
          </Text>
        )}
      </Stack>
      <Text data-testid="challenge-status-codes-seen">
        {t('status-codes.ui.seen', { seen: request.okCodes.length, total: CHALLENGE_STATUS_CODES.length })}
      </Text>
    </Stack>
  )
}
