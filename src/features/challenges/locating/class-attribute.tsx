/**
 * UI Test Automation Playground "Class Attribute": three buttons whose class lists are shuffled (and
 * their order on the page too); only the one with the class `btn-primary` is right. On the reference
 * site it opens a native alert; here it shows a message on the page instead (native dialogs are the
 * "native dialogs" challenge of the browser theme). An XPath comparing the whole class attribute
 * (`@class='btn btn-primary'`) breaks; a CSS class selector (`.btn-primary`) does not. No test ids on
 * the three buttons: the pitfall is their class attribute.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, seededHex, seededShuffle, useGoal, useRandom } from './kit'

const KINDS = [
  { kind: 'primary', palette: 'blue' },
  { kind: 'success', palette: 'green' },
  { kind: 'warning', palette: 'orange' },
] as const

export default function ClassAttribute({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-locating')
  const rand = useRandom(seed)
  const buttons = useMemo(
    () =>
      seededShuffle(rand, KINDS).map((b) => ({
        ...b,
        className: seededShuffle(rand, ['btn', `btn-${b.kind}`, `class${seededHex(rand, 3)}`, `btn-test`]).join(' '),
      })),
    [rand],
  )
  const goal = useGoal('primary', onSolved)
  return (
    <Stack gap="4">
      <GoalLine slug={slug} solved={goal.solved}>
        {t('class-attribute.ui.task')}
      </GoalLine>
      <HStack gap="3" wrap="wrap">
        {buttons.map((b) => (
          <Button key={b.kind} className={b.className} colorPalette={b.palette} onClick={() => goal.set(b.kind)}>
            {t(`class-attribute.ui.${b.kind}`)}
          </Button>
        ))}
      </HStack>
      {goal.value && (
        <Text data-testid={`challenge-${slug}-result`} role="status" data-result={goal.value}>
          {goal.value === 'primary' ? t('class-attribute.ui.primaryPressed') : t('class-attribute.ui.wrongButton')}
        </Text>
      )}
    </Stack>
  )
}
