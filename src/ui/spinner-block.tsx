import { Center, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** A centred spinner with a visible label (status role), e.g. while a part of a page loads. */
export function SpinnerBlock({ label, testId, minH = '40vh' }: { label: string; testId: string; minH?: string }) {
  return (
    <Center minH={minH} data-testid={testId} role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" colorPalette="teal" color="colorPalette.solid" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  )
}

/**
 * The one full-page loading placeholder of a deep link: the same element as index.html's boot
 * placeholder (`#boot`, styled there, test id `app-loading`), so app boot, the session check and
 * the page's chunk read as one wait with no flash between different placeholders.
 */
export function LoadingPlaceholder() {
  const { t } = useTranslation()
  return (
    <div id="boot" data-testid="app-loading" role="status" aria-live="polite">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="boot-label">{t('app.loading')}</span>
    </div>
  )
}
