/**
 * UI Test Automation Playground "Hidden Layers": a click on the green button slides a blue button
 * over it (z-order). A second click on the green button must fail, because the blue one receives
 * it; a test that "succeeds" in clicking green again clicked through the layer (JavaScript click,
 * force option). The page says so.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { GoalLine, useLayers } from './use-target'

export default function HiddenLayers({ slug, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const layers = useLayers(onSolved)
  const covered = layers.state !== 'greenOnTop'
  return (
    <Stack gap="4">
      <GoalLine slug={slug} goal={t('hidden-layers.ui.goal')} solved={layers.state === 'solved'} />
      <Box position="relative" h="12" w="56" data-testid="challenge-hidden-layers-stack" data-state={layers.state}>
        <Button
          position="absolute"
          inset="0"
          h="full"
          zIndex="1"
          colorPalette="green"
          tabIndex={covered ? -1 : undefined}
          data-testid="challenge-hidden-layers-green-button"
          onClick={() => layers.send({ type: 'green.press' })}
        >
          {t('hidden-layers.ui.green')}
        </Button>
        {covered && (
          <Button position="absolute" inset="0" h="full" zIndex="2" colorPalette="blue" data-testid="challenge-hidden-layers-blue-button" onClick={() => layers.send({ type: 'blue.press' })}>
            {t('hidden-layers.ui.blue')}
          </Button>
        )}
      </Box>
      <Text data-testid="challenge-hidden-layers-result" aria-live="polite" minH="6" color={layers.state === 'clickedThrough' ? 'fg.error' : undefined}>
        {t(`hidden-layers.ui.state.${layers.state}`)}
      </Text>
      {(layers.state === 'solved' || layers.state === 'clickedThrough') && (
        <Button size="sm" variant="outline" alignSelf="flex-start" data-testid="challenge-hidden-layers-reset" onClick={() => layers.send({ type: 'layers.reset' })}>
          {t('hidden-layers.ui.reset')}
        </Button>
      )}
    </Stack>
  )
}
