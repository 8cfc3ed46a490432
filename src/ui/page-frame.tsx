/**
 * The frame of a signed-in module screen (dashboard, todos, search): the title (`<screen>-title`),
 * a subtitle, optional header actions (under the title, clear of the toasts) and the screen itself
 * (`<screen>-content`); its testing guide (GuidePanel: `guide.*` of the screen's namespace, remembered
 * per screen) shows after the page, outside `<main>` (the layout's guide slot).
 */
import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { GuidePanel } from './guide-panel'

export interface PageFrameProps {
  /** The screen's namespace (holds `guide.*`). */
  ns: string
  /** The screen's id: test ids `<screen>-page`, `<screen>-title`, `<screen>-content`. */
  screen: string
  title: ReactNode
  subtitle?: ReactNode
  guideTestIds: readonly string[]
  actions?: ReactNode
  children: ReactNode
  maxW?: string
  /** Extra attributes on the page root (e.g. `data-state`). */
  dataAttrs?: Record<string, string>
}

export function PageFrame({ ns, screen, title, subtitle, guideTestIds, actions, children, maxW = '6xl', dataAttrs }: PageFrameProps) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '8' }} data-testid={`${screen}-page`} {...dataAttrs}>
      <Stack gap="6">
        <Stack gap="4" minW="0">
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl" data-testid={`${screen}-title`}>
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" data-testid={`${screen}-subtitle`}>
                {subtitle}
              </Text>
            )}
          </Stack>
          {/* Under the title at the start, not in the top-right corner: the toasts show there
              (top right, below the header; docs/spec/1-shell-and-accounts.md §2) and would cover the page's own actions. */}
          {actions && (
            <HStack gap="2" flexWrap="wrap" minW="0" maxW="100%">
              {actions}
            </HStack>
          )}
        </Stack>
        <Stack gap="6" data-testid={`${screen}-content`} minW="0">
          {children}
        </Stack>
      </Stack>
      <GuidePanel ns={ns} testIds={guideTestIds} screen={screen} maxW={maxW} />
    </Container>
  )
}
