/**
 * Building blocks of the banking screen: a panel, a labelled
 * switch (role="switch", aria-checked) and an inline form error. Themed with semantic tokens.
 */
import { Box, Heading, HStack, Stack, Text, chakra, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Readable (WCAG AA) text colours for gains and losses in both themes. */
export const GAIN_COLOR = { base: 'green.700', _dark: 'green.300' } as const
export const LOSS_COLOR = { base: 'red.700', _dark: 'red.300' } as const

export function Panel({ title, titleId, testId, actions, children, ...rest }: { title: string; titleId: string; testId: string; actions?: ReactNode; children: ReactNode } & Omit<BoxProps, 'title'>) {
  return (
    <Box as="section" aria-labelledby={titleId} data-testid={testId} borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l3" p={{ base: '4', md: '5' }} shadow="xs" {...rest}>
      <HStack justify="space-between" align="center" gap="3" mb="4" flexWrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Box>
  )
}

/** An accessible switch: a button with role="switch" and aria-checked, named by its visible label. */
export function ToggleSwitch({
  label,
  ariaLabel,
  help,
  checked,
  onToggle,
  testId,
  stateLabel,
}: {
  label: string
  /** A fuller accessible name than the visible label ("Auto-pay for Electric Bill"). */
  ariaLabel?: string
  help?: string
  checked: boolean
  onToggle: () => void
  testId: string
  stateLabel: string
}) {
  const labelId = `${testId}-label`
  return (
    <HStack justify="space-between" align="center" gap="4">
      <Stack gap="0">
        <Text fontWeight="medium" id={labelId}>
          {label}
        </Text>
        {help && (
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {stateLabel}
        </Text>
        <chakra.button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={ariaLabel ? undefined : labelId}
          aria-label={ariaLabel}
          data-testid={testId}
          data-state={checked ? 'on' : 'off'}
          onClick={onToggle}
          position="relative"
          w="11"
          h="6"
          rounded="full"
          bg={checked ? 'teal.solid' : 'bg.emphasized'}
          transition="background 0.15s"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
        >
          <chakra.span position="absolute" top="0.5" insetStart={checked ? '5.5' : '0.5'} w="5" h="5" rounded="full" bg="white" shadow="sm" transition="inset-inline-start 0.15s" />
        </chakra.button>
      </HStack>
    </HStack>
  )
}

export function FormError({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Text role="alert" color={{ base: 'red.700', _dark: 'red.300' }} fontSize="sm" fontWeight="medium" data-testid={testId}>
      {children}
    </Text>
  )
}
