import { Center, Spinner, Stack, Text } from '@chakra-ui/react'

/** A centred spinner with a visible label (status role), e.g. while the session is checked. */
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
