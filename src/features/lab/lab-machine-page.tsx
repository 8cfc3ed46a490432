/**
 * /lab/:machineId: one catalogued machine: diagram, simulator, ISTQB state table, test design
 * and the learner's coverage, as tabs (`?tab=`). `?exam=1` hides the test design. An unknown id
 * shows a not-found view with a link back to the catalogue.
 */
import { Badge, Container, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router'
import type { TestSuite } from '@machines/lab/analysis'
import { CoverageView } from './coverage-view'
import { DesignView, type ExportFormat } from './design-view'
import { prewarmLayout } from './diagram/layout-client'
import { StateDiagram } from './diagram/state-diagram'
import { useCoverage, useMachinePart } from './analysis-client'
import { diagramOf, modelById, useLabRecord, type Model } from './lab-data'
import { Simulator } from './simulator/simulator'
import { SimulatorView } from './simulator/simulator-view'
import { TableView } from './table-view'
import { isExamMode } from '@/lab-runtime/exam'
import { GuidePanel } from '@/ui/guide-panel'
import { exportSuite } from './export-suite'

// The layout worker starts (and warms ELK up) while the page renders.
prewarmLayout()

/** The test ids the machine page's testing guide lists (present on the default tab). */
export const LAB_GUIDE_TEST_IDS = [
  'lab-machine-page',
  'lab-machine-title',
  'lab-back-link',
  'lab-tab-diagram',
  'lab-tab-simulator',
  'lab-tab-table',
  'lab-tab-design',
  'lab-tab-coverage',
  'lab-diagram',
  'lab-diagram-svg',
  'lab-diagram-zoom-in-button',
  'lab-diagram-zoom-out-button',
  'lab-diagram-fit-button',
  'lab-diagram-download-button',
] as const

const TABS = ['diagram', 'simulator', 'table', 'design', 'coverage'] as const
type Tab = (typeof TABS)[number]

function NotFound({ id }: { id: string }) {
  const { t } = useTranslation('lab')
  return (
    <Container maxW="3xl" py="10" data-testid="lab-not-found">
      <Stack gap="4">
        <Heading as="h1" size="2xl" data-testid="lab-not-found-title">
          {t('machine.notFoundTitle')}
        </Heading>
        <Text>{t('machine.notFoundBody', { id })}</Text>
        <Link asChild color="teal.fg" data-testid="lab-not-found-back-link">
          <RouterLink to="/lab">{t('machine.back')}</RouterLink>
        </Link>
      </Stack>
    </Container>
  )
}

function useSimulator(model: Model) {
  const [sim] = useState(() => new Simulator(model))
  useEffect(() => {
    sim.resume()
    return () => sim.stop()
  }, [sim])
  const state = useSyncExternalStore(sim.subscribe, sim.getState, sim.getState)
  // The sample events depend on the snapshot (e.g. the right credentials make the login succeed).
  const events = useMemo(() => sim.events(), [sim, state.snapshot]) // eslint-disable-line react-hooks/exhaustive-deps
  return { sim, state, events }
}

function MachineLab({ model }: { model: Model }) {
  const { t } = useTranslation('lab')
  const [params, setParams] = useSearchParams()
  // `?exam=1` (sticky for the tab's session, as the inspector reads it) hides the test design.
  const exam = isExamMode(`?${params.toString()}`)
  const tabs = TABS.filter((tab) => !(exam && tab === 'design'))
  const requested = params.get('tab') as Tab | null
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'diagram'
  const { t: tc } = useTranslation()
  const title = t(`machines.${model.id}.title`)
  // The tab title names the machine (after the layout's generic "State lab: machine").
  useEffect(() => {
    document.title = `${title} · ${t('title')} · ${tc('app.name')}`
  }, [title, t, tc])
  const diagram = diagramOf(model)
  const record = useLabRecord()
  const { sim, state, events } = useSimulator(model)
  const table = useMachinePart(model.id, 'table')
  const suites = useMachinePart(model.id, 'suites', tab === 'design' && !exam)
  const coverage = useCoverage(record, [model.id])?.get(model.id)
  const pendingView = (id: string) => (
    <Text color="fg.muted" role="status" py="4" data-testid={`lab-${id}-loading`}>
      {(id === 'design' ? suites.error : table.error) ? t('machine.analysisFailed') : t('machine.analysing')}
    </Text>
  )
  const onExport = (suite: TestSuite, format: ExportFormat) => exportSuite(model, suite, format, t)

  const select = (value: string) => {
    const next = new URLSearchParams(params)
    if (value === 'diagram') next.delete('tab')
    else next.set('tab', value)
    setParams(next, { replace: true })
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} data-testid="lab-machine-page" data-machine={model.id} data-exam={exam ? 'true' : undefined}>
      <Stack gap="5">
        <Link asChild fontSize="sm" color="teal.fg" data-testid="lab-back-link" alignSelf="flex-start">
          <RouterLink to="/lab">← {t('machine.back')}</RouterLink>
        </Link>
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="lab-machine-title">
            {title}
          </Heading>
          <Text color="fg.muted">{t(`machines.${model.id}.description`)}</Text>
          <HStack gap="3" flexWrap="wrap" fontSize="sm">
            <Text>
              <Text as="span" color="fg.muted">
                {t('machine.idLabel')}:{' '}
              </Text>
              <Badge htmlTranslate="no" variant="outline" fontFamily="mono" data-testid="lab-machine-id">
                {model.machine.id}
              </Badge>
            </Text>
            <Text color="fg.muted">{t('card.runsOn')}:</Text>
            {model.routes.map((route) => (
              <Link asChild key={route} data-testid="lab-machine-route-link">
                <RouterLink to={route}>{route}</RouterLink>
              </Link>
            ))}
          </HStack>
          {exam && (
            <Text fontSize="sm" data-testid="lab-exam-notice">
              {t('machine.exam')}
            </Text>
          )}
        </Stack>

        <Tabs.Root value={tab} onValueChange={(d) => select(d.value)} lazyMount unmountOnExit variant="line" colorPalette="teal">
          <Tabs.List aria-label={t('machine.tabsAria')} flexWrap="wrap" maxW="100%" data-testid="lab-tabs">
            {tabs.map((id) => (
              <Tabs.Trigger key={id} value={id} data-testid={`lab-tab-${id}`} flexShrink={0}>
                {t(`tabs.${id}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="diagram" data-testid="lab-panel-diagram">
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('diagram.legend')}
              </Text>
              <StateDiagram diagram={diagram} title={title} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="simulator" data-testid="lab-panel-simulator">
            <SimulatorView model={model} title={title} state={state} events={events} onSend={(e) => sim.send(e)} onUndo={() => sim.undo()} onReset={(i) => sim.reset(i)} />
          </Tabs.Content>
          <Tabs.Content value="table" data-testid="lab-panel-table">
            {table.value ? <TableView model={model} title={title} table={table.value} /> : pendingView('table')}
          </Tabs.Content>
          {!exam && (
            <Tabs.Content value="design" data-testid="lab-panel-design">
              {suites.value ? <DesignView model={model} suites={suites.value} onExport={onExport} /> : pendingView('design')}
            </Tabs.Content>
          )}
          <Tabs.Content value="coverage" data-testid="lab-panel-coverage">
            {coverage ? <CoverageView model={model} title={title} coverage={coverage} record={record} /> : pendingView('coverage')}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      {/* Shown after the page, outside <main> (the layout's guide slot). */}
      <GuidePanel ns="lab" testIds={LAB_GUIDE_TEST_IDS} screen="lab-machine" maxW="7xl" />
    </Container>
  )
}

export function LabMachinePage() {
  const { machineId = '' } = useParams()
  const model = modelById(machineId)
  if (!model) return <NotFound id={machineId} />
  return <MachineLab key={model.id} model={model} />
}
