/**
 * UI Test Automation Playground "Scrollbars", made harder: the button sits far below the fold of
 * the page AND at the far bottom-right of a scroll container that scrolls both ways. Clicking it
 * solves the challenge. ChromeDriver and Playwright scroll every scrollable ancestor; a click at
 * page coordinates or a pointer moved by offsets does not.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, useTarget } from './use-target'

export default function ScrollToClick({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const goal = useTarget('clicked', onSolved)
  return (
    <Stack gap="4">
      <GoalLine slug={slug} goal={t('scroll-to-click.ui.goal')} solved={goal.solved} />
      <Text data-testid="challenge-scroll-to-click-result" aria-live="polite" minH="6">
        {goal.solved ? t('scroll-to-click.ui.clicked') : ''}
      </Text>
      <Box h="150vh" borderLeftWidth="4px" borderStyle="dotted" borderColor="border.emphasized" pl="3" data-testid="challenge-scroll-to-click-spacer">
        <Text color="fg.muted">{t('scroll-to-click.ui.keepScrolling')}</Text>
      </Box>
      <Box
        data-testid="challenge-scroll-to-click-container"
        tabIndex={0}
        role="region"
        aria-label={t('scroll-to-click.ui.container')}
        h="64"
        w="full"
        maxW="md"
        overflow="auto"
        borderWidth="1px"
        rounded="l2"
        bg="bg.subtle"
      >
        <Box w="1600px" h="1200px" position="relative" p="3">
          <Text color="fg.muted">{t('scroll-to-click.ui.inside')}</Text>
          <Button position="absolute" right="6" bottom="6" colorPalette="teal" scrollMarginTop="24" data-testid="challenge-scroll-to-click-button" onClick={() => goal.set('clicked')}>
            {t('scroll-to-click.ui.button')}
          </Button>
        </Box>
      </Box>
    </Stack>
  )
}
