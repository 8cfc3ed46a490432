/**
 * The learner's coverage of one machine: all-states, 0-switch and 1-switch figures, the items not
 * covered yet, the diagram painted (covered solid, uncovered dashed), reset and JSON export.
 */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CriterionCoverage, MachineCoverage } from '@machines/lab/analysis'
import type { LabRecord } from '@machines/lab/keys'
import { resetLabRecord } from '@/lab-runtime/recorder'
import { downloadBlob, StateDiagram } from './diagram/state-diagram'
import { diagramOf, type Model } from './lab-data'
import { pairWords, stateWords, transitionWords } from './labels'
import { WithId } from './with-id'

const pct = (n: number) => (Math.round(n * 10) / 10).toString()
const LIST_MAX = 30

function Figure({ id, label, c }: { id: string; label: string; c: CriterionCoverage }) {
  const { t } = useTranslation('lab')
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderColor="border" rounded="md" data-testid={`lab-coverage-${id}`} data-percent={pct(c.percent)} data-covered={c.covered.length} data-total={c.items.length}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontSize="lg">
        {t('coverage.figure', { covered: c.covered.length, total: c.items.length, percent: pct(c.percent) })}
      </Text>
      <Box h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
        <Box h="100%" w={`${Math.min(100, c.percent)}%`} bg="teal.solid" />
      </Box>
    </Stack>
  )
}

function Uncovered({ id, heading, items, words }: { id: string; heading: string; items: string[]; words: (item: string) => string }) {
  const { t } = useTranslation('lab')
  return (
    <Stack gap="1" data-testid={`lab-coverage-uncovered-${id}`} data-count={items.length} minW="0">
      <Heading as="h4" size="xs">
        {heading} ({items.length})
      </Heading>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('coverage.allCovered')}
        </Text>
      ) : (
        <Box as="ul" ps="5" fontSize="sm" wordBreak="break-word">
          {items.slice(0, LIST_MAX).map((item) => (
            <chakra.li key={item} mb="1" data-item={item}>
              <WithId label={words(item)} id={item} block />
            </chakra.li>
          ))}
          {items.length > LIST_MAX && (
            <chakra.li listStyleType="none" fontFamily="body" color="fg.muted">
              {t('coverage.showMore', { count: items.length - LIST_MAX })}
            </chakra.li>
          )}
        </Box>
      )}
    </Stack>
  )
}

export function CoverageView({ model, title, coverage, record }: { model: Model; title: string; coverage: MachineCoverage; record: LabRecord }) {
  const { t } = useTranslation('lab')
  const diagram = diagramOf(model)
  const painted = useMemo(() => ({ states: new Set(coverage.states.covered), transitions: new Set(coverage.transitions.covered) }), [coverage])
  const exportJson = () => {
    const body = { machine: model.id, machineId: model.machine.id, coverage, record: record.machines[model.machine.id] ?? { states: [], transitions: [], pairs: [] } }
    downloadBlob(`${model.id}-coverage.json`, 'application/json', `${JSON.stringify(body, null, 2)}\n`)
  }
  return (
    <Stack gap="4" data-testid="lab-coverage-section">
      <Text fontSize="sm" color="fg.muted">
        {t('coverageNote')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Figure id="allStates" label={t('coverage.allStates')} c={coverage.states} />
        <Figure id="zeroSwitch" label={t('coverage.zeroSwitch')} c={coverage.transitions} />
        <Figure id="oneSwitch" label={t('coverage.oneSwitch')} c={coverage.pairs} />
      </SimpleGrid>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={resetLabRecord} data-testid="lab-coverage-reset-button">
          {t('coverage.reset')}
        </Button>
        <Button size="sm" variant="outline" onClick={exportJson} data-testid="lab-coverage-export-button">
          {t('coverage.export')}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Uncovered id="states" heading={t('coverage.uncoveredStates')} items={coverage.states.uncovered} words={(key) => stateWords(t, model, key)} />
        <Uncovered id="transitions" heading={t('coverage.uncoveredTransitions')} items={coverage.transitions.uncovered} words={(key) => transitionWords(t, model, key)} />
        <Uncovered id="pairs" heading={t('coverage.uncoveredPairs')} items={coverage.pairs.uncovered} words={(key) => pairWords(t, model, key)} />
      </SimpleGrid>
      <StateDiagram diagram={diagram} title={title} coverage={painted} testId="lab-coverage-diagram" />
    </Stack>
  )
}
