/**
 * Test design: the four generated suites (all states, 0-switch, 1-switch, all transitions) as
 * numbered test-case tables (start, steps in words, expected state after each step), the
 * coverage items and case counts per criterion, and the exports (Markdown, CSV, Playwright spec).
 */
import { Accordion, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TestSuite } from '@machines/lab/analysis'
import { exportsPlaywright, runCommands, specFileName } from '@machines/lab/export'
import { eventWords, payloadWords } from './event-words'
import type { Model } from './lab-data'
import { stateWords } from './labels'
import { WithId } from './with-id'

export type ExportFormat = 'markdown' | 'csv' | 'playwright'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['markdown', 'csv', 'playwright']

/** Cases shown per suite; the export has them all. */
const CASES_SHOWN = 40

/** How to run a downloaded spec, in three commands (machines/lab/export.ts `runCommands`, the same lines as the spec's header). */
function RunSpec({ model, criterion }: { model: Model; criterion: string }) {
  const { t } = useTranslation('lab')
  const commands = runCommands(specFileName(model.id, criterion), window.location.origin)
  const labels = [t('design.run.install'), t('design.run.browser'), t('design.run.test')]
  return (
    <Stack as="section" gap="2" data-testid="lab-design-run" aria-labelledby="lab-design-run-heading" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Heading as="h3" size="sm" id="lab-design-run-heading">
        {t('design.run.heading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('design.run.intro')}
      </Text>
      <chakra.ol ps="5" m="0" fontSize="sm">
        {commands.map((command, i) => (
          <li key={i}>
            {labels[i]}
            <chakra.code display="block" htmlTranslate="no" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" bg="bg.muted" px="2" py="1" rounded="sm" data-testid="lab-design-run-command">
              {command}
            </chakra.code>
          </li>
        ))}
      </chakra.ol>
    </Stack>
  )
}

export function DesignView({ model, suites, onExport }: { model: Model; suites: TestSuite[]; onExport: ((suite: TestSuite, format: ExportFormat) => Promise<void>) | null }) {
  const { t, i18n } = useTranslation('lab')
  const playwright = exportsPlaywright(model.id)
  const formats = EXPORT_FORMATS.filter((format) => format !== 'playwright' || playwright)
  // Purely visual: the spec's runtime chunk is on its way.
  const [exporting, setExporting] = useState(false)
  const run = (suite: TestSuite, format: ExportFormat) => {
    if (!onExport) return
    setExporting(true)
    void onExport(suite, format).finally(() => setExporting(false))
  }
  return (
    <Stack gap="6" data-testid="lab-design-section">
      <Text fontSize="sm" color="fg.muted">
        {t('design.intro')}
      </Text>
      {playwright ? (
        <RunSpec model={model} criterion="zeroSwitch" />
      ) : (
        <Text fontSize="sm" data-testid="lab-design-table-only">
          {t('design.tableOnly')}
        </Text>
      )}
      {exporting && (
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="lab-design-exporting">
          {t('design.exporting')}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('design.oneAtATime')}
      </Text>
      <Accordion.Root collapsible defaultValue={['zeroSwitch']} lazyMount unmountOnExit variant="enclosed" data-testid="lab-design-suites">
        {suites.map((suite) => {
          const name = t(`design.criteria.${suite.criterion}`)
          const unreachable = suite.uncovered.length
          return (
            <Accordion.Item key={suite.criterion} value={suite.criterion} data-testid={`lab-design-${suite.criterion}`}>
              <Heading as="h3" size="md" id={`lab-design-${suite.criterion}-heading`}>
                <Accordion.ItemTrigger data-testid={`lab-design-${suite.criterion}-trigger`} cursor="pointer">
                  <Stack gap="0.5" flex="1" textAlign="start" as="span">
                    <chakra.span>{name}</chakra.span>
                    <chakra.span fontSize="sm" fontWeight="normal" color="fg.muted" data-testid={`lab-design-${suite.criterion}-summary`} data-items={suite.items.length} data-cases={suite.cases.length} data-covered={suite.covered.length}>
                      {t('design.summary', { items: suite.items.length, cases: suite.cases.length })}
                      {unreachable > 0 && ` · ${t('design.unreachable', { count: unreachable })}`}
                    </chakra.span>
                  </Stack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="3">
                    <HStack gap="2" flexWrap="wrap">
                      {formats.map((format) => (
                        <Button
                          key={format}
                          size="xs"
                          variant="outline"
                          disabled={!onExport || exporting}
                          onClick={() => run(suite, format)}
                          aria-label={t('design.exportAria', { criterion: name, format: t(`design.${format}`) })}
                          data-testid={`lab-design-${suite.criterion}-${format}-button`}
                        >
                          {t(`design.${format}`)}
                        </Button>
                      ))}
                      {!onExport && (
                        <Text fontSize="xs" color="fg.muted">
                          {t('design.exportUnavailable')}
                        </Text>
                      )}
                    </HStack>
                    <Box overflowX="auto" maxW="100%" borderWidth="1px" borderColor="border" rounded="md">
                      <chakra.table fontSize="sm" width="100%" borderCollapse="collapse" data-testid={`lab-design-${suite.criterion}-table`} css={{ '& th, & td': { borderBottomWidth: '1px', borderColor: 'border', padding: '6px 8px', verticalAlign: 'top', textAlign: 'start' } }}>
                        <thead>
                          <tr>
                            <th scope="col">{t('design.case')}</th>
                            <th scope="col">{t('design.start')}</th>
                            <th scope="col">{t('design.steps')}</th>
                            <th scope="col">{t('design.expected')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {suite.cases.slice(0, CASES_SHOWN).map((c) => {
                            const expected = c.steps.at(-1)?.expected ?? c.initial
                            return (
                              <tr key={c.id} data-testid={`lab-design-${suite.criterion}-case-${c.id}`}>
                                <td>{c.id}</td>
                                <td>{t('design.startIn', { start: c.start, state: stateWords(t, model, c.initial) })}</td>
                                <td>
                                  {c.steps.length === 0 ? (
                                    <chakra.span color="fg.muted">{t('design.noSteps')}</chakra.span>
                                  ) : (
                                    <chakra.ol ps="5" m="0">
                                      {c.steps.map((s, i) => (
                                        <li key={i} data-invalid={s.invalid ? 'true' : undefined} data-expected={s.expected}>
                                          {eventWords(t, model.machine, s.eventType)}{' '}
                                          <chakra.span htmlTranslate="no" fontFamily="mono" fontSize="xs">
                                            {payloadWords(s.event, i18n.language)}
                                          </chakra.span>{' '}
                                          → <chakra.span fontWeight="semibold">{stateWords(t, model, s.expected)}</chakra.span>
                                          {s.invalid && (
                                            <chakra.span fontStyle="italic" color="fg.muted">
                                              {' '}
                                              ({t('design.invalidStep', { state: stateWords(t, model, s.expected) })})
                                            </chakra.span>
                                          )}
                                        </li>
                                      ))}
                                    </chakra.ol>
                                  )}
                                </td>
                                <td data-state={expected}>
                                  <WithId label={stateWords(t, model, expected)} id={expected} block />
                                </td>
                              </tr>
                            )
                          })}
                        </tbody>
                      </chakra.table>
                    </Box>
                    {suite.cases.length > CASES_SHOWN && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('design.more', { count: suite.cases.length - CASES_SHOWN })}
                      </Text>
                    )}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          )
        })}
      </Accordion.Root>
    </Stack>
  )
}
