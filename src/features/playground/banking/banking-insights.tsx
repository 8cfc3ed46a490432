import { Alert, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SpendingInsight } from '@machines/playground/banking-data'
import { budgetWarnings, insightPercent } from '@machines/playground/banking-rules'
import { useBankingFormat } from './banking-format'
import { Panel } from './banking-ui'

/** A bar per category (spent against budget) and a warning for each budget at 80% or more. */
export function InsightsPanel({ insights }: { insights: readonly SpendingInsight[] }) {
  const { t } = useTranslation('banking')
  const f = useBankingFormat()
  const warnings = budgetWarnings(insights)
  return (
    <Panel title={t('insights.title')} titleId="banking-insights-title" testId="banking-insights">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('insights.subtitle')}
        </Text>
        {insights.map((insight) => {
          const percent = insightPercent(insight)
          const name = t(`insights.names.${insight.id}`)
          const palette = percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'teal'
          return (
            <Stack key={insight.id} gap="1.5">
              <HStack justify="space-between" fontSize="sm">
                <Text fontWeight="medium">{name}</Text>
                <Text color="fg.muted" data-testid={`banking-insight-${insight.id}-amount`}>
                  {t('insights.spentOf', { spent: f.money(insight.spent), budget: f.money(insight.budget) })}
                </Text>
              </HStack>
              <HStack gap="3">
                <Progress.Root value={Math.min(100, percent)} max={100} colorPalette={palette} size="sm" flex="1">
                  <Progress.Track data-testid={`banking-insight-${insight.id}`} data-percent={percent} aria-label={t('insights.barAria', { name })} aria-valuetext={`${percent}%`}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" fontWeight="semibold" minW="12" textAlign="end" data-testid={`banking-insight-${insight.id}-percent`}>
                  {percent}%
                </Text>
              </HStack>
            </Stack>
          )
        })}
        {warnings.length > 0 && (
          <Alert.Root status="warning" data-testid="banking-insights-warning">
            <Alert.Indicator />
            <Stack gap="1">
              {warnings.map((w) => (
                <Alert.Title key={w.id} data-testid={`banking-insights-warning-${w.id}`}>
                  {t('insights.warning', { percent: insightPercent(w), category: t(`insights.inSentence.${w.id}`) })}
                </Alert.Title>
              ))}
            </Stack>
          </Alert.Root>
        )}
      </Stack>
    </Panel>
  )
}
