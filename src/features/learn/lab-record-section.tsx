/**
 * /lab reads the progress record too (issue "Learn" §3): for a signed-in learner, the coverage
 * figures the account holds (reported from this and other browsers; pushed by the same sync as
 * /learn), next to this browser's own coverage above it.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useIsAuthenticated } from '@/app/session'
import { ProgressState } from './learn-parts'
import { useLearnProgress } from './use-learn-progress'

function RecordedFigures() {
  const { t } = useTranslation('learn')
  const binding = useLearnProgress(true)
  const progress = binding.view.progress
  const entries = Object.entries(progress?.lab ?? {})
  return (
    <Box as="section" aria-labelledby="lab-record-title" data-testid="lab-record" data-busy={String(binding.view.busy)} p="4" borderWidth="1px" rounded="lg">
      <Stack gap="2">
        <Heading as="h2" size="md" id="lab-record-title">
          {t('labRecord.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('labRecord.note')}
        </Text>
        <ProgressState binding={binding} />
        {progress && entries.length === 0 && <Text data-testid="lab-record-empty">{t('labRecord.none')}</Text>}
        {entries.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none">
            {entries.map(([id, entry]) => (
              <Text as="li" key={id} data-testid={`lab-record-${id}`} overflowWrap="anywhere">
                {t('labRecord.line', {
                  machine: t(`machines.${id}.title`, { ns: 'lab', defaultValue: id }),
                  states: entry.states.covered,
                  statesTotal: entry.states.total,
                  transitions: entry.transitions.covered,
                  transitionsTotal: entry.transitions.total,
                })}
                {entry.automated ? ` · ${t('labRecord.automated')}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

export function LabRecordSection() {
  const signedIn = useIsAuthenticated()
  return signedIn ? <RecordedFigures /> : null
}
