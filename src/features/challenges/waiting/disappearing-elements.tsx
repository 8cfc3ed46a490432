/**
 * the-internet "Disappearing Elements": a menu whose Gallery item (and sometimes Portfolio) is
 * there on some loads and not on others. Which ones show is decided by the seed, so a load replays
 * from its `?seed=`; "Reload with the next seed" is a real reload with a seed derived from this one.
 * Opening Gallery solves the challenge.
 */
import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { menuOf, nextSeed, type MenuItem } from '../../../../machines/challenges/waiting-seeds'

export default function DisappearingElements({ seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-waiting')
  const items = useMemo(() => menuOf(seed), [seed])
  // Which item was opened last: purely a report on the page.
  const [opened, setOpened] = useState<MenuItem | null>(null)
  const reload = () => {
    const url = new URL(window.location.href)
    url.searchParams.set('seed', String(nextSeed(seed)))
    window.location.assign(url.toString())
  }
  return (
    <Stack gap="4">
      <chakra.nav aria-label={t('disappearing-elements.ui.menu')} data-testid="challenge-disappearing-elements-menu">
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" p="0" m="0">
          {items.map((item) => (
            <li key={item}>
              <Button
                variant="subtle"
                size="sm"
                data-testid={`challenge-disappearing-elements-item-${item}`}
                onClick={() => {
                  setOpened(item)
                  if (item === 'gallery') onSolved()
                }}
              >
                {t(`disappearing-elements.ui.items.${item}`)}
              </Button>
            </li>
          ))}
        </HStack>
      </chakra.nav>
      <Text fontSize="sm" color="fg.muted" data-testid="challenge-disappearing-elements-count">
        {t('disappearing-elements.ui.count', { count: items.length })}
      </Text>
      <HStack>
        <Button variant="outline" data-testid="challenge-disappearing-elements-reload-button" onClick={reload}>
          {t('disappearing-elements.ui.reload')}
        </Button>
      </HStack>
      {opened && (
        <Text data-testid="challenge-disappearing-elements-message" role="status">
          {t('disappearing-elements.ui.opened', { item: t(`disappearing-elements.ui.items.${opened}`) })}
        </Text>
      )}
    </Stack>
  )
}
