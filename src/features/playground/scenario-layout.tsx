/**
 * The frame of every playground scenario screen (docs/spec/3-playground.md §2): a back button to /qa, the title,
 * then the screen (`scenario-screen`); the testing guide (a compact panel or a one-line bar,
 * remembered per screen) shows after the page, outside `<main>` (the layout's guide slot). The back button's test id is the same on every screen.
 */
import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { GuidePanel } from '@/ui/guide-panel'

export interface ScenarioLayoutProps {
  /** The screen's namespace: `title`, `subtitle` and `guide.*` are read from it. */
  ns: string
  /** The test id of the page root, e.g. 'banking-page'. */
  testId: string
  /** The test ids the guide lists (each must exist on the page). */
  guideTestIds: readonly string[]
  /** Extra header content (buttons) next to the title. */
  actions?: ReactNode
  children: ReactNode
  maxW?: string
}

export function ScenarioLayout({ ns, testId, guideTestIds, actions, children, maxW = '7xl' }: ScenarioLayoutProps) {
  const { t } = useTranslation([ns, 'qa'])
  const screen = testId.replace(/-page$/, '')
  return (
    <Container maxW={maxW} py={{ base: '6', md: '8' }} data-testid={testId}>
      <Stack gap="6">
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to="/qa" data-testid="qa-back-button">
            ← {t('qa:backToHub')}
          </RouterLink>
        </Button>
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl" data-testid={`${screen}-title`}>
              {t('title', { ns })}
            </Heading>
            <Text color="fg.muted">{t('subtitle', { ns })}</Text>
          </Stack>
          {actions}
        </HStack>
        <Stack gap="6" data-testid="scenario-screen">
          {children}
        </Stack>
      </Stack>
      <GuidePanel ns={ns} testIds={guideTestIds} screen={screen} maxW={maxW} />
    </Container>
  )
}
