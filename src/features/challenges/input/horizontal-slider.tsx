/**
 * the-internet "Horizontal Slider": a native range input from 0 to 5 in steps of 0.5 with its
 * value shown next to it. Goal: set the seeded value. A drag by pixels lands on a value that
 * depends on the width; the keyboard (arrows, Home, End) moves exactly one step at a time.
 */
import { HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { sliderTarget } from '@machines/challenges/input-targets'
import { GoalLine, useTarget } from './use-target'

export default function HorizontalSlider({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const target = sliderTarget(seed)
  const goal = useTarget(target, onSolved, '0')
  return (
    <Stack gap="4" maxW="md">
      <GoalLine slug={slug} goal={t('horizontal-slider.ui.goal', { value: target })} solved={goal.solved} />
      <chakra.label htmlFor="challenge-horizontal-slider-input" fontWeight="medium">
        {t('horizontal-slider.ui.label')}
      </chakra.label>
      <HStack gap="4">
        <chakra.input
          id="challenge-horizontal-slider-input"
          type="range"
          min="0"
          max="5"
          step="0.5"
          value={goal.value ?? '0'}
          onChange={(e) => goal.set(e.currentTarget.value)}
          data-testid="challenge-horizontal-slider-input"
          flex="1"
          minW="0"
          accentColor="teal.600"
        />
        <chakra.output htmlFor="challenge-horizontal-slider-input" data-testid="challenge-horizontal-slider-value" fontWeight="semibold" minW="8" textAlign="end">
          {goal.value ?? '0'}
        </chakra.output>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {t('horizontal-slider.ui.hint')}
      </Text>
    </Stack>
  )
}
