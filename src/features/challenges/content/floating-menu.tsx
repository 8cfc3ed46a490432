/**
 * the-internet "Floating Menu": a menu that stays at the top of the view (position: sticky) while
 * a long seeded text scrolls under it; each item scrolls to its section (scroll-margin keeps the
 * heading out from under the menu). Using all four items solves it.
 */
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { visitProgressMachine } from '@machines/challenges/challenge-visit-progress.machine'
import { useActorRef } from '@/lab-runtime/use-machine'
import type { ChallengeProps } from '../types'
import { useSolved } from './answer-form'
import { nthParagraph } from '@machines/challenges/content-seeds'

export const MENU_ITEMS = ['home', 'news', 'contact', 'about'] as const

export default function FloatingMenu({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-content')
  const actor = useActorRef(visitProgressMachine, { input: { target: MENU_ITEMS.length } })
  const visited = useSelector(actor, (s) => s.context.marked)
  const solved = useSelector(actor, (s) => s.hasTag('solved'))
  useSolved(solved, onSolved)
  const text = useMemo(() => MENU_ITEMS.map((_, i) => Array.from({ length: 4 }, (_, j) => nthParagraph(seed, `menu-${i}`, j + 1))), [seed])
  const go = (item: (typeof MENU_ITEMS)[number]) => (e: React.MouseEvent) => {
    e.preventDefault()
    document.getElementById(`floating-menu-${item}`)?.scrollIntoView({ block: 'start' })
    actor.send({ type: 'progress.mark', key: item })
  }
  return (
    <Stack gap="4">
      <Text>{t('floating-menu.ui.intro')}</Text>
      <Text role="status" data-testid="challenge-floating-menu-count" data-count={visited.length}>
        {t('floating-menu.ui.count', { count: visited.length, target: MENU_ITEMS.length })}
      </Text>
      <Box position="relative">
        <Box as="nav" aria-label={t('floating-menu.ui.menu')} position="sticky" top="0" zIndex="docked" bg="bg" borderBottomWidth="1px" borderColor="border" py="2" data-testid="challenge-floating-menu-menu">
          <HStack as="ul" listStyleType="none" gap={{ base: '3', sm: '6' }} flexWrap="wrap" m="0" p="0">
            {MENU_ITEMS.map((item) => (
              <li key={item}>
                <Link
                  href={`#floating-menu-${item}`}
                  onClick={go(item)}
                  colorPalette="teal"
                  fontWeight="semibold"
                  aria-current={visited.includes(item) ? 'true' : undefined}
                  data-testid={`challenge-floating-menu-item-${item}`}
                >
                  {t(`floating-menu.ui.item.${item}`)}
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        <Stack gap="8" pt="4">
          {MENU_ITEMS.map((item, i) => (
            <Stack as="section" key={item} id={`floating-menu-${item}`} scrollMarginTop="16" gap="3" aria-labelledby={`floating-menu-${item}-title`} data-testid={`challenge-floating-menu-section-${item}`}>
              <Heading as="h3" size="md" id={`floating-menu-${item}-title`}>
                {t(`floating-menu.ui.item.${item}`)}
              </Heading>
              {text[i]!.map((p, j) => (
                <Text key={j} lineHeight="tall">
                  {p}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}
