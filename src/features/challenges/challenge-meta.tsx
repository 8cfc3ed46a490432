/**
 * Small pieces the catalogue and the challenge page share: the difficulty in words, the tools a
 * challenge trips, its reference pages and the learner's progress, each a labelled line of text
 * (words, not stars or colours alone), and the translated title / summary of a challenge.
 */
import { Badge, HStack, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ProgressStatus } from './progress'
import type { ChallengeDef } from './types'

export const DIFFICULTY_WORD = { 1: 'easy', 2: 'medium', 3: 'hard' } as const
const DIFFICULTY_PALETTE = { 1: 'green', 2: 'orange', 3: 'red' } as const
const STATUS_PALETTE: Record<ProgressStatus, string> = { new: 'gray', visited: 'blue', solved: 'green' }

/** The challenge's own namespace (`ch-<theme>`) key for `<slug>.<key>`. */
export const chKey = (def: Pick<ChallengeDef, 'theme' | 'slug'>, key: string) => `ch-${def.theme}:${def.slug}.${key}`

export function DifficultyBadge({ def, testId }: { def: ChallengeDef; testId: string }) {
  const { t } = useTranslation('challenges')
  const word = DIFFICULTY_WORD[def.difficulty]
  return (
    <Badge colorPalette={DIFFICULTY_PALETTE[def.difficulty]} variant="subtle" data-testid={testId} data-difficulty={word} flexShrink={0}>
      {t('difficulty.label')}: {t(`difficulty.${word}`)}
    </Badge>
  )
}

export function StatusBadge({ status, testId }: { status: ProgressStatus; testId: string }) {
  const { t } = useTranslation('challenges')
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant={status === 'solved' ? 'solid' : 'outline'} data-testid={testId} data-progress={status} flexShrink={0}>
      {t('status.label')}: {t(`status.${status}`)}
    </Badge>
  )
}

export function TripsLine({ def, testId }: { def: ChallengeDef; testId: string }) {
  const { t } = useTranslation('challenges')
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" data-testid={testId}>
      <Text as="span" fontWeight="semibold">
        {t('trips.label')}:
      </Text>
      {def.trips.length === 0 ? (
        <Text as="span">{t('trips.none')}</Text>
      ) : (
        <Wrap as="ul" gap="1" listStyleType="none" aria-label={t('trips.label')}>
          {def.trips.map((tool) => (
            <li key={tool}>
              <Badge variant="surface" colorPalette="purple" data-tool={tool}>
                {t(`tools.${tool}`)}
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
    </HStack>
  )
}

export function ReferencesLine({ def, testId }: { def: ChallengeDef; testId: string }) {
  const { t } = useTranslation('challenges')
  return (
    <Text fontSize="sm" data-testid={testId}>
      <Text as="span" fontWeight="semibold">
        {t('references.label')}:
      </Text>{' '}
      {def.references.length === 0 ? t('references.none') : def.references.map((r) => `${r.site}: ${r.name}`).join(' · ')}
    </Text>
  )
}
