/**
 * the-internet "Shifting Content": a menu item, an image and a list that move by a few pixels.
 * `?mode=fixed` (default) shifts the Gallery item and the image by `?pixel_shift=` px (100 by
 * default, at most 120) on every load; `?mode=random` decides per load, from the seed, whether and
 * how far each shifts and shuffles the list. The mode, seed and shifts are shown. Opening Gallery
 * (wherever it sits) solves the challenge.
 */
import { Box, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { DEFAULT_PIXEL_SHIFT, layoutOf, MAX_PIXEL_SHIFT, MENU_ITEMS } from '@machines/challenges/waiting-seeds'
import { ChallengeMenu, useQueryInt } from './kit'

const SHIFT_MENU = MENU_ITEMS

export default function ShiftingContent({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const [params] = useSearchParams()
  const mode = params.get('mode') === 'random' ? 'random' : 'fixed'
  const pixelShift = useQueryInt('pixel_shift', DEFAULT_PIXEL_SHIFT, 0, MAX_PIXEL_SHIFT)
  const layout = useMemo(() => layoutOf(mode, seed, pixelShift), [mode, seed, pixelShift])
  // Which item was opened last: purely a report on the page.
  const [opened, setOpened] = useState<string | null>(null)
  const other = new URLSearchParams(params)
  other.set('mode', mode === 'random' ? 'fixed' : 'random')
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Text data-testid="challenge-shifting-content-mode">
          {t('shifting-content.ui.mode', { mode: t(`shifting-content.ui.modes.${mode}`), seed, menu: layout.menuShift, image: layout.imageShift })}
        </Text>
        <Link asChild colorPalette="teal" variant="underline">
          <RouterLink to={{ search: `?${other.toString()}` }} data-testid="challenge-shifting-content-switch-mode">
            {t(mode === 'random' ? 'shifting-content.ui.toFixed' : 'shifting-content.ui.toRandom')}
          </RouterLink>
        </Link>
      </HStack>
      <Box as="section" aria-labelledby="challenge-shifting-content-menu-heading">
        <Heading as="h3" size="sm" id="challenge-shifting-content-menu-heading" mb="2">
          {t('shifting-content.ui.menuHeading')}
        </Heading>
        <ChallengeMenu slug="shifting-content" label={t('shifting-content.ui.menu')} items={SHIFT_MENU} onOpen={setOpened} onSolved={onSolved} shift={{ item: 'gallery', px: layout.menuShift }} />
      </Box>
      <Box as="section" aria-labelledby="challenge-shifting-content-image-heading">
        <Heading as="h3" size="sm" id="challenge-shifting-content-image-heading" mb="2">
          {t('shifting-content.ui.imageHeading')}
        </Heading>
        <Box style={{ marginInlineStart: layout.imageShift }} width="120px" data-testid="challenge-shifting-content-image">
          <svg role="img" aria-label={t('shifting-content.ui.image')} viewBox="0 0 120 80" width="120" height="80">
            <rect width="120" height="80" rx="8" fill="#0d9488" />
            <circle cx="40" cy="40" r="18" fill="#f0fdfa" />
            <rect x="66" y="26" width="38" height="28" rx="4" fill="#99f6e4" />
          </svg>
        </Box>
      </Box>
      <Box as="section" aria-labelledby="challenge-shifting-content-list-heading">
        <Heading as="h3" size="sm" id="challenge-shifting-content-list-heading" mb="2">
          {t('shifting-content.ui.listHeading')}
        </Heading>
        <chakra.ul pl="5" listStyleType="disc" data-testid="challenge-shifting-content-list">
          {layout.order.map((i) => (
            <li key={i} data-testid={`challenge-shifting-content-line-${i + 1}`}>
              {t(`shifting-content.ui.lines.line${i + 1}`)}
            </li>
          ))}
        </chakra.ul>
      </Box>
      {opened && (
        <Text data-testid="challenge-shifting-content-message" role="status">
          {t('disappearing-elements.ui.opened', { item: t(`disappearing-elements.ui.items.${opened}`) })}
        </Text>
      )}
    </Stack>
  )
}
