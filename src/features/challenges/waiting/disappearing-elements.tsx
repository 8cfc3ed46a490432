/**
 * the-internet "Disappearing Elements": a menu whose Gallery item (and sometimes Portfolio) is
 * there on some loads and not on others. Which ones show is decided by the seed, so a load replays
 * from its `?seed=`; "Reload with the next seed" is a real reload with a seed derived from this one.
 * Opening Gallery solves the challenge.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { ChallengeMenu } from './kit'
import { menuOf, nextSeed, type MenuItem } from '@machines/challenges/waiting-seeds'

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
      <ChallengeMenu slug="disappearing-elements" label={t('disappearing-elements.ui.menu')} items={items} onOpen={(item) => setOpened(item as MenuItem)} onSolved={onSolved} />
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
