/** A plain bordered card (title, description, optional icon and extra content) shared by the static pages. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface InfoCardProps {
  testId: string
  title: string
  description?: string
  icon?: ReactNode
  /** Render the card as a list item when it sits in a list of cards. */
  as?: 'div' | 'li' | 'article'
  children?: ReactNode
}

export function InfoCard({ testId, title, description, icon, as = 'div', children }: InfoCardProps) {
  return (
    <Box as={as} data-testid={testId} listStyleType="none" borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l3" p="6" shadow="xs" h="full">
      <Stack gap="3" h="full">
        {icon ? (
          <Box color="teal.fg" bg="teal.subtle" rounded="l2" p="2" alignSelf="flex-start">
            {icon}
          </Box>
        ) : null}
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        {children}
      </Stack>
    </Box>
  )
}
