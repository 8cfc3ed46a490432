/**
 * /lab: the catalogue of every catalogued machine, grouped by area, with its counts (states,
 * valid transitions, 1-switch pairs, invalid cells), the screens it runs on, and the learner's
 * coverage so far (per machine and overall).
 */
import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { LabRecordSection } from '../learn/lab-record-section'
import { Link as RouterLink } from 'react-router'
import type { MachineCounts, MachineCoverage } from '@machines/lab/analysis'
import type { LabRecord } from '@machines/lab/keys'
import { reachableOf, useAllCounts, useCoverage } from './analysis-client'
import { MODELS, useLabRecord, type Model } from './lab-data'
import { LAB_AREAS } from '@machines/shared/model'

const MODEL_IDS = MODELS.map((m) => m.id)
const pct = (n: number) => (Math.round(n * 10) / 10).toString()

type Part = 'states' | 'transitions' | 'pairs'
interface Figure {
  items: number
  covered: number
  percent: number
}
type Figures = Record<Part, Figure>
const PARTS: readonly Part[] = ['states', 'transitions', 'pairs']

const figure = (items: number, covered: number): Figure => ({ items, covered, percent: items === 0 ? 100 : (covered / items) * 100 })

/** Nothing recorded for the machine yet: its coverage is 0 of the precomputed denominators, known at once. */
function untouched(record: LabRecord, model: Model): boolean {
  const entry = record.machines[model.machine.id]
  return !entry || (entry.states.length === 0 && entry.transitions.length === 0 && entry.pairs.length === 0)
}

function figuresOf(model: Model, coverage: MachineCoverage | undefined, record: LabRecord): Figures | undefined {
  if (coverage) return Object.fromEntries(PARTS.map((p) => [p, { items: coverage[p].items.length, covered: coverage[p].covered.length, percent: coverage[p].percent }])) as Figures
  const reachable = reachableOf(model.id)
  if (!reachable || !untouched(record, model)) return undefined
  return Object.fromEntries(PARTS.map((p) => [p, figure(reachable[p], 0)])) as Figures
}

function sum(all: Figures[], part: Part): Figure {
  return figure(
    all.reduce((n, f) => n + f[part].items, 0),
    all.reduce((n, f) => n + f[part].covered, 0),
  )
}

function Counts({ id, counts }: { id: string; counts: MachineCounts | undefined }) {
  const { t } = useTranslation('lab')
  const rows: Array<[string, keyof MachineCounts]> = [
    [t('counts.states'), 'states'],
    [t('counts.transitions'), 'transitions'],
    [t('counts.pairs'), 'pairs'],
    [t('counts.invalid'), 'invalidCells'],
  ]
  if (!counts)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid={`lab-machine-${id}-counts`} data-ready="false">
        {t('card.counting')}
      </Text>
    )
  return (
    <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="3" rowGap="0.5" fontSize="sm" data-testid={`lab-machine-${id}-counts`} data-ready="true">
      {rows.map(([label, key]) => (
        <Box display="contents" key={key}>
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontWeight="semibold" textAlign="end" data-testid={`lab-machine-${id}-${key}`}>
            {counts[key]}
          </Text>
        </Box>
      ))}
    </Box>
  )
}

function MachineCard({ model, counts, coverage }: { model: Model; counts: MachineCounts | undefined; coverage: Figures | undefined }) {
  const { t } = useTranslation('lab')
  const title = t(`machines.${model.id}.title`)
  return (
    <Stack as="article" gap="3" p="4" borderWidth="1px" borderColor="border" rounded="lg" bg="bg" minW="0" data-testid={`lab-machine-${model.id}`} aria-labelledby={`lab-machine-${model.id}-heading`}>
      <Heading as="h3" size="md" id={`lab-machine-${model.id}-heading`}>
        <Link asChild color="teal.fg" data-testid={`lab-machine-${model.id}-link`}>
          <RouterLink to={`/lab/${model.id}`} aria-label={t('card.open', { title })}>
            {title}
          </RouterLink>
        </Link>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t(`machines.${model.id}.description`)}
      </Text>
      <Counts id={model.id} counts={counts} />
      <HStack gap="2" flexWrap="wrap" fontSize="sm">
        <Text color="fg.muted">{t('card.runsOn')}:</Text>
        {model.routes.map((route) => (
          <Link asChild key={route} data-testid={`lab-machine-${model.id}-route`}>
            <RouterLink to={route}>{route}</RouterLink>
          </Link>
        ))}
      </HStack>
      <Text fontSize="sm" data-testid={`lab-machine-${model.id}-coverage`} data-states={coverage ? pct(coverage.states.percent) : undefined}>
        <Text as="span" color="fg.muted">
          {t('card.coverage')}:{' '}
        </Text>
        {coverage
          ? t('card.coverageLine', { states: pct(coverage.states.percent), transitions: pct(coverage.transitions.percent), pairs: pct(coverage.pairs.percent) })
          : t('card.calculating')}
      </Text>
    </Stack>
  )
}

export function LabPage() {
  const { t } = useTranslation('lab')
  const record = useLabRecord()
  const counts = useAllCounts(MODEL_IDS)
  // Only machines with something recorded go to the worker; the others are 0 of the precomputed totals.
  const recorded = MODELS.filter((m) => !untouched(record, m)).map((m) => m.id)
  const coverages = useCoverage(record, recorded)
  const figures = new Map(MODELS.map((m) => [m.id, figuresOf(m, recorded.includes(m.id) ? coverages?.get(m.id) : undefined, record)] as const))
  const all = [...figures.values()].filter((f): f is Figures => f !== undefined)
  const ready = all.length === MODELS.length
  const overall = ready ? { states: sum(all, 'states'), transitions: sum(all, 'transitions'), pairs: sum(all, 'pairs') } : null

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }} data-testid="lab-page" data-machines={MODELS.length} data-counted={counts.size}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="lab-title">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('intro')}</Text>
        </Stack>

        <Box p="4" borderWidth="1px" borderColor="border" rounded="lg" bg="bg.subtle" data-testid="lab-overall-coverage" data-ready={String(ready)}>
          <Heading as="h2" size="md" mb="2">
            {t('overall')}
          </Heading>
          {overall ? (
            <HStack gap="6" flexWrap="wrap">
              {(
                [
                  ['allStates', overall.states],
                  ['zeroSwitch', overall.transitions],
                  ['oneSwitch', overall.pairs],
                ] as const
              ).map(([key, figure]) => (
                <Stack gap="0" key={key} data-testid={`lab-overall-${key}`} data-percent={pct(figure.percent)}>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`coverage.${key}`)}
                  </Text>
                  <Text fontWeight="semibold">{t('coverage.figure', { covered: figure.covered, total: figure.items, percent: pct(figure.percent) })}</Text>
                </Stack>
              ))}
            </HStack>
          ) : (
            <Text color="fg.muted">{t('card.calculating')}</Text>
          )}
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('coverageNote')}
          </Text>
        </Box>
        <LabRecordSection />

        {LAB_AREAS.map((area) => {
          const models = MODELS.filter((m) => m.area === area)
          if (models.length === 0) return null
          return (
            <Stack as="section" gap="3" key={area} data-testid={`lab-area-${area}`} aria-labelledby={`lab-area-${area}-heading`}>
              <Heading as="h2" size="lg" id={`lab-area-${area}-heading`}>
                {t(`areas.${area}`)}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                {models.map((model) => (
                  <MachineCard key={model.id} model={model} counts={counts.get(model.id)} coverage={figures.get(model.id)} />
                ))}
              </SimpleGrid>
            </Stack>
          )
        })}
      </Stack>
    </Container>
  )
}
