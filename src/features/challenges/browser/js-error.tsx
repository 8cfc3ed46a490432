/**
 * the-internet "JavaScript onload event error": as soon as it is on screen, this component
 * throws an uncaught error (a `pageerror` in Playwright, `uncaught:exception` in Cypress, a
 * SEVERE browser log entry in Selenium) and then fails to render, so the challenge page's error
 * boundary shows an error in its place. The rest of the page (heading, guide, back button) still
 * works: a test can catch the error, assert it and navigate away.
 */
import { Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'

/** The message of the thrown error (the reference page's browser message). */
export const JS_ERROR_MESSAGE = "Cannot read properties of undefined (reading 'xyz')"

export default function JsError(_props: ChallengeProps) {
  const { t } = useTranslation('ch-browser')
  const [crashed, setCrashed] = useState(false)
  useEffect(() => {
    // Like an onload handler's error: uncaught, reported to window.onerror (pageerror).
    // Then the next render throws too, and the error boundary takes over.
    const timer = window.setTimeout(() => {
      setCrashed(true)
      throw new TypeError(JS_ERROR_MESSAGE)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [])
  if (crashed) throw new TypeError(JS_ERROR_MESSAGE)
  return <Text data-testid="challenge-js-error-loading">{t('js-error.ui.loading')}</Text>
}
