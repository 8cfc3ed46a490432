/**
 * the-internet "A/B Testing": each load shows variant A ("A/B Test Control") or B ("A/B Test
 * Variation 1"), chosen by the seed. With the opt-out cookie `qa_ab_optout=true` present at load
 * the page shows "No A/B Test" and the challenge is solved: the cookie must be set before the page loads.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { useSolved } from './answer-form'
import { abVariant } from '@machines/challenges/content-seeds'

export const AB_OPTOUT_COOKIE = 'qa_ab_optout'

const optedOut = () => document.cookie.split(';').some((c) => c.trim() === `${AB_OPTOUT_COOKIE}=true`)

export default function AbTest({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  // Read once at load, like a server deciding the variant: a cookie set later changes nothing until a reload.
  const out = useMemo(optedOut, [])
  const variant = out ? 'none' : abVariant(seed)
  useSolved(out, onSolved)
  const clear = () => {
    document.cookie = `${AB_OPTOUT_COOKIE}=; path=/; max-age=0`
    window.location.reload()
  }
  return (
    <Stack gap="4">
      <Heading as="h3" size="lg" data-testid="challenge-ab-test-heading" data-variant={variant}>
        {t(`ab-test.ui.heading.${variant}`)}
      </Heading>
      <Text data-testid="challenge-ab-test-text">{t(`ab-test.ui.body.${variant}`)}</Text>
      <Text color="fg.muted">{t('ab-test.ui.hint', { cookie: `${AB_OPTOUT_COOKIE}=true` })}</Text>
      {out && (
        <Button alignSelf="start" variant="outline" onClick={clear} data-testid="challenge-ab-test-optin-button">
          {t('ab-test.ui.optin')}
        </Button>
      )}
    </Stack>
  )
}
