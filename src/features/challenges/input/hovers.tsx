/**
 * the-internet "Hovers": three figures whose caption (name + "View profile" link) is hidden until
 * the pointer rests on the figure (or keyboard focus enters it). Goal: open the profile of the
 * seeded user. The hidden link is not visible to Selenium or Playwright until the hover happened.
 */
import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChallengeProps } from '../types'
import { HOVER_USERS as USERS, hoverTarget } from '@machines/challenges/input-targets'
import { GoalLine, useTarget } from './use-target'

function Avatar() {
  return (
    <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
      <circle cx="32" cy="24" r="12" fill="currentColor" opacity="0.55" />
      <path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="currentColor" opacity="0.55" />
    </svg>
  )
}

export default function Hovers({ slug, seed, onSolved }: ChallengeProps) {
  const { t } = useTranslation('ch-input')
  const target = hoverTarget(seed)
  const goal = useTarget(target, onSolved)
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <GoalLine slug={slug} goal={t('hovers.ui.goal', { user: target })} solved={goal.solved} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {USERS.map((n) => (
          <Box
            as="figure"
            key={n}
            tabIndex={0}
            aria-label={t('hovers.ui.figure', { n })}
            data-testid={`challenge-hovers-figure-${n}`}
            position="relative"
            borderWidth="1px"
            rounded="l2"
            p="3"
            color="fg.muted"
            bg="bg.subtle"
            display="flex"
            flexDirection="column"
            alignItems="center"
            minH="40"
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid', outlineOffset: '2px' }}
            css={{ '& > figcaption': { visibility: 'hidden', opacity: 0 }, '&:hover > figcaption, &:focus-within > figcaption': { visibility: 'visible', opacity: 1 } }}
          >
            <Avatar />
            <Box as="figcaption" data-testid={`challenge-hovers-caption-${n}`} textAlign="center" color="fg" transition="opacity 0.15s">
              <Text as="h5" fontWeight="semibold">
                {t('hovers.ui.name', { user: `user${n}` })}
              </Text>
              <Link
                href={`#user${n}`}
                colorPalette="teal"
                color="colorPalette.fg"
                data-testid={`challenge-hovers-link-${n}`}
                aria-label={t('hovers.ui.viewProfileOf', { user: `user${n}` })}
                onClick={(e) => {
                  e.preventDefault()
                  goal.set(`user${n}`)
                }}
              >
                {t('hovers.ui.viewProfile')}
              </Link>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      <Text data-testid="challenge-hovers-result" aria-live="polite" minH="6">
        {goal.value ? t('hovers.ui.opened', { user: goal.value }) : ''}
      </Text>
    </Box>
  )
}
