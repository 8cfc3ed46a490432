/**
 * UI Test Automation Playground "Non-Breaking Space": the button's text is "My&nbsp;Button". An
 * XPath or text match written with a plain space (`//button[text()='My Button']`) finds nothing;
 * locators that normalise whitespace (Playwright's role names, `normalize-space()`) do. No test id
 * on the button: the pitfall is its text. Clicking it solves the challenge.
 */
import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, useGoal } from './kit'

/** The label with U+00A0 between the words (the translation keeps a plain space; it is swapped here). */
const withNbsp = (label: string) => label.replace(/ /g, '\u00a0')

export default function NonBreakingSpace({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const goal = useGoal('clicked', onSolved)
  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t('non-breaking-space.ui.task')}
      </GoalLine>
      <Button colorPalette="blue" alignSelf="flex-start" onClick={() => goal.set('clicked')}>
        {withNbsp(t('non-breaking-space.ui.button'))}
      </Button>
      {goal.value && (
        <Text data-testid={`challenge-${slug}-result`} role="status">
          {t('non-breaking-space.ui.clicked')}
        </Text>
      )}
    </Stack>
  )
}
