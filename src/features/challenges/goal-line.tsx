/**
 * The one "Target: … [Solved | Not solved yet]" line of every challenge that names a concrete
 * target inside its area (the locating, input and browser kits): one label and one badge wording
 * (`challenges:goalLine.*`, `challenges:badge.*`), whatever the theme.
 */
import { Badge, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface ChallengeGoalLineProps {
  /** `data-testid` of the target text (kept per kit: `challenge-<slug>-task|target|goal`); none when undefined. */
  textTestId?: string
  /** `data-testid` of the badge (`challenge-<slug>-status`); none when undefined. */
  statusTestId?: string
  solved: boolean
  children: ReactNode
}

export function ChallengeGoalLine({ textTestId, statusTestId, solved, children }: ChallengeGoalLineProps) {
  const { t } = useTranslation('challenges')
  return (
    <HStack gap="3" wrap="wrap" align="center">
      <Text data-testid={textTestId}>
        <Text as="strong">{t('goalLine.label')}:</Text> {children}
      </Text>
      <SolvedBadge solved={solved} testId={statusTestId} role="status" />
    </HStack>
  )
}

/** "Solved" / "Not solved yet": the only wording of a challenge's solved state (page header and target lines). */
export function SolvedBadge({ solved, testId, role, extra }: { solved: boolean; testId?: string; role?: 'status'; extra?: Record<string, string> }) {
  const { t } = useTranslation('challenges')
  return (
    <Badge colorPalette={solved ? 'green' : 'gray'} variant={solved ? 'solid' : 'outline'} role={role} data-testid={testId} data-solved={solved ? 'true' : 'false'} flexShrink={0} {...extra}>
      {solved ? t('badge.solved') : t('badge.open')}
    </Badge>
  )
}
