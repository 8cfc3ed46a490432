import { Box, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled section of the component playground (an anchor target: #playground-section-<id>). */
export function PlaygroundSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      id={`playground-section-${id}`}
      aria-labelledby={`playground-section-${id}-title`}
      data-testid={`playground-section-${id}`}
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      scrollMarginTop="20"
    >
      <Stack gap="4">
        <Heading as="h2" size="lg" id={`playground-section-${id}-title`}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  )
}
