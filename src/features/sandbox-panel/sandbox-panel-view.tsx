/**
 * The Sandbox controls panel's view: renders the machine's state (machines/sandbox-panel) in an
 * AppDialog with three tabs (faults, data and clock, bugs). Holds no domain state; the open tab
 * is purely visual.
 */
import { Alert, Box, Button, Code, Flex, HStack, Heading, Input, List, Stack, Tabs, Text, chakra } from '@chakra-ui/react'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DATA_SEEDS,
  FAULT_KINDS,
  faultErrors,
  globalError,
  type ActiveFaultView,
  type DraftField,
  type SandboxPanelEvent,
  type SandboxPanelViewModel,
} from '@machines/sandbox-panel/sandbox-panel.machine'
import { AppDialog } from '@/ui/app-dialog'
import { SelectField, TextField } from '@/ui/form'
import { SpinnerBlock } from '@/ui/spinner-block'

const BugsTab = lazy(() => import('./bugs-tab'))

export interface SandboxPanelViewProps {
  onClose: () => void
  view: SandboxPanelViewModel
  send: (event: SandboxPanelEvent) => void
}

/** A stable test-id part for an endpoint key: 'GET /todos/:id' → 'get-todos-id'. */
export function endpointSlug(endpoint: string): string {
  return endpoint
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function FaultSummaryText({ fault }: { fault: ActiveFaultView }) {
  const { t } = useTranslation('sandbox-panel')
  const f = fault.fault
  const parts: string[] = []
  if (f.networkError) parts.push(t('form.kinds.networkError'))
  else if (f.timeout) parts.push(t('form.kinds.timeout'))
  else if (f.malformed) parts.push(t('form.kinds.malformed'))
  else if (f.empty) parts.push(t('form.kinds.empty'))
  else if (f.status !== undefined) parts.push(String(f.status))
  if (f.delayMs !== undefined && f.delayMaxMs !== undefined) parts.push(t('active.delayRange', { min: f.delayMs, max: f.delayMaxMs }))
  else if (f.delayMs !== undefined) parts.push(t('active.delay', { ms: f.delayMs }))
  if (f.rate !== undefined) parts.push(t('active.rate', { rate: f.rate, seed: f.seed ?? 1 }))
  parts.push(fault.remaining === null ? t('active.unlimited') : t('active.remaining', { count: fault.remaining }))
  parts.push(t('active.seen', { count: fault.seen }))
  return <Text fontSize="sm" color="fg.muted">{parts.join(' · ')}</Text>
}

export function SandboxPanelView({ onClose, view, send }: SandboxPanelViewProps) {
  const { t } = useTranslation('sandbox-panel')
  const [tab, setTab] = useState('faults')
  const [copied, setCopied] = useState(false)
  const { context, busy } = view
  const { draft, data, attempted, mode } = context
  const change = (field: DraftField) => (value: string) => send({ type: 'draft.change', field, value })
  const errors = attempted.fault ? faultErrors(draft) : {}
  const error = (code: string | undefined | null) => (code ? t(`form.errors.${code}`) : null)
  const globalErr = (field: 'latencyMs' | 'clientTimeoutMs' | 'clockMs') => (attempted[field] ? error(globalError(field, draft)) : null)
  const submit = (type: SandboxPanelEvent['type']) => (e: FormEvent) => {
    e.preventDefault()
    send({ type } as SandboxPanelEvent)
  }

  let body
  if (view.unavailable) {
    body = (
      <Alert.Root status="info" data-testid="sandbox-panel-unavailable">
        <Alert.Indicator />
        <Alert.Title>{t('unavailable')}</Alert.Title>
      </Alert.Root>
    )
  } else if (view.loading || !data) {
    body = view.loadFailed ? (
      <Alert.Root status="error" data-testid="sandbox-panel-load-error">
        <Alert.Indicator />
        <Alert.Title>{t('loadFailed')}</Alert.Title>
        <Button size="sm" ms="auto" onClick={() => send({ type: 'panel.retry' })} data-testid="sandbox-panel-retry-button">
          {t('retry')}
        </Button>
      </Alert.Root>
    ) : (
      <SpinnerBlock testId="sandbox-panel-loading" label={t('loading')} />
    )
  } else {
    body = (
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
        <Tabs.List aria-label={t('tabs.aria')} flexWrap="wrap">
          <Tabs.Trigger value="faults" data-testid="sandbox-panel-tab-faults">
            {t('tabs.faults')}
          </Tabs.Trigger>
          <Tabs.Trigger value="data" data-testid="sandbox-panel-tab-data">
            {t('tabs.data')}
          </Tabs.Trigger>
          <Tabs.Trigger value="bugs" data-testid="sandbox-panel-tab-bugs">
            {t('tabs.bugs')}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="faults">
          <Stack gap="6">
            <chakra.form onSubmit={submit('fault.apply')} noValidate data-testid="sandbox-panel-fault-form">
              <chakra.fieldset display="flex" flexDirection="column" gap="3">
                <chakra.legend fontWeight="semibold" mb="1">
                  {t('form.legend')}
                </chakra.legend>
                <SelectField
                  label={t('form.endpoint')}
                  testId="sandbox-panel-endpoint-select"
                  value={draft.endpoint}
                  onChange={change('endpoint')}
                  options={data.endpoints.map((e) => ({ value: e, label: e }))}
                  error={error(errors.endpoint)}
                />
                <SelectField
                  label={t('form.kind')}
                  testId="sandbox-panel-kind-select"
                  value={draft.kind}
                  onChange={change('kind')}
                  options={FAULT_KINDS.map((k) => ({ value: k, label: t(`form.kinds.${k}`) }))}
                />
                {draft.kind === 'timeout' && (
                  <Text fontSize="sm" color="fg.muted" data-testid="sandbox-panel-timeout-hint">
                    {t('form.timeoutHint')}
                  </Text>
                )}
                {draft.kind === 'status' && (
                  <>
                    <TextField label={t('form.status')} testId="sandbox-panel-status-input" value={draft.status} onValueChange={change('status')} error={error(errors.status)} inputMode="numeric" />
                    <TextField
                      label={t('form.body')}
                      testId="sandbox-panel-body-input"
                      value={draft.body}
                      onValueChange={change('body')}
                      error={error(errors.body)}
                      helper={t('form.bodyHelp')}
                      multiline
                      fontFamily="mono"
                    />
                  </>
                )}
                <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                  <TextField label={t('form.delay')} testId="sandbox-panel-delay-input" value={draft.delayMs} onValueChange={change('delayMs')} error={error(errors.delayMs)} inputMode="numeric" />
                  <TextField
                    label={t('form.delayMax')}
                    testId="sandbox-panel-delay-max-input"
                    value={draft.delayMaxMs}
                    onValueChange={change('delayMaxMs')}
                    error={error(errors.delayMaxMs)}
                    inputMode="numeric"
                  />
                </Flex>
                <Text fontSize="xs" color="fg.muted" mt="-2">
                  {t('form.delayHelp')}
                </Text>
                <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                  <TextField label={t('form.rate')} testId="sandbox-panel-rate-input" value={draft.rate} onValueChange={change('rate')} error={error(errors.rate)} helper={t('form.rateHelp')} inputMode="decimal" />
                  <TextField label={t('form.seed')} testId="sandbox-panel-seed-input" value={draft.seed} onValueChange={change('seed')} error={error(errors.seed)} helper={t('form.seedHelp')} inputMode="numeric" />
                </Flex>
                <TextField label={t('form.times')} testId="sandbox-panel-times-input" value={draft.times} onValueChange={change('times')} error={error(errors.times)} helper={t('form.timesHelp')} inputMode="numeric" />
                <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={busy && context.pending?.type === 'fault.set'} disabled={busy} data-testid="sandbox-panel-apply-button">
                  {t('form.apply')}
                </Button>
              </chakra.fieldset>
            </chakra.form>

            <Box as="section" aria-labelledby="sandbox-panel-active-title">
              <Flex align="center" justify="space-between" gap="2" wrap="wrap" mb="2">
                <Heading as="h3" size="sm" id="sandbox-panel-active-title">
                  {t('active.title')}
                </Heading>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => send({ type: 'faults.clear' })} disabled={busy || data.faults.length === 0} data-testid="sandbox-panel-clear-button">
                  {t('active.clear')}
                </Button>
              </Flex>
              {data.faults.length === 0 ? (
                <Text fontSize="sm" color="fg.muted" data-testid="sandbox-panel-faults-empty">
                  {t('active.empty')}
                </Text>
              ) : (
                <List.Root as="ul" listStyle="none" ps="0" gap="2" data-testid="sandbox-panel-faults-list">
                  {data.faults.map((fault) => {
                    const slug = endpointSlug(fault.endpoint)
                    return (
                      <List.Item key={fault.endpoint} borderWidth="1px" rounded="md" p="2" data-testid={`sandbox-panel-fault-${slug}`}>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Box flex="1" minW="0">
                            <Code translate="no" wordBreak="break-all">
                              {fault.endpoint}
                            </Code>
                            <FaultSummaryText fault={fault} />
                          </Box>
                          <HStack gap="1">
                            <Button size="xs" variant="ghost" onClick={() => send({ type: 'fault.edit', endpoint: fault.endpoint })} aria-label={t('active.edit', { endpoint: fault.endpoint })} data-testid={`sandbox-panel-fault-${slug}-edit-button`}>
                              <EditIcon />
                            </Button>
                            <Button
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              onClick={() => send({ type: 'fault.remove', endpoint: fault.endpoint })}
                              disabled={busy}
                              aria-label={t('active.remove', { endpoint: fault.endpoint })}
                              data-testid={`sandbox-panel-fault-${slug}-remove-button`}
                            >
                              <RemoveIcon />
                            </Button>
                          </HStack>
                        </Flex>
                      </List.Item>
                    )
                  })}
                </List.Root>
              )}
            </Box>

            <Box as="section" aria-labelledby="sandbox-panel-global-title">
              <Heading as="h3" size="sm" id="sandbox-panel-global-title" mb="2">
                {t('global.title')}
              </Heading>
              <Stack gap="3">
                <chakra.form onSubmit={submit('latency.apply')} noValidate display="flex" gap="2" alignItems="flex-end" flexWrap="wrap">
                  <Box flex="1" minW="40">
                    <TextField label={t('global.latency')} testId="sandbox-panel-latency-input" value={draft.latencyMs} onValueChange={change('latencyMs')} error={globalErr('latencyMs')} inputMode="numeric" />
                  </Box>
                  <Button type="submit" variant="outline" disabled={busy} data-testid="sandbox-panel-latency-button">
                    {t('global.latencyApply')}
                  </Button>
                </chakra.form>
                <chakra.form onSubmit={submit('clientTimeout.apply')} noValidate display="flex" gap="2" alignItems="flex-end" flexWrap="wrap">
                  <Box flex="1" minW="40">
                    <TextField
                      label={t('global.clientTimeout')}
                      testId="sandbox-panel-client-timeout-input"
                      value={draft.clientTimeoutMs}
                      onValueChange={change('clientTimeoutMs')}
                      error={globalErr('clientTimeoutMs')}
                      helper={t('global.clientTimeoutHelp')}
                      inputMode="numeric"
                    />
                  </Box>
                  <Button type="submit" variant="outline" disabled={busy} data-testid="sandbox-panel-client-timeout-button">
                    {t('global.clientTimeoutApply')}
                  </Button>
                </chakra.form>
              </Stack>
            </Box>

            <Box as="section" aria-labelledby="sandbox-panel-link-title">
              <Heading as="h3" size="sm" id="sandbox-panel-link-title" mb="1">
                {t('link.title')}
              </Heading>
              {data.link && (data.faults.length > 0 || data.latencyMs > 0 || data.clientTimeoutMs !== null) ? (
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted" id="sandbox-panel-link-help">
                    {t('link.help')}
                  </Text>
                  <Flex gap="2" wrap="wrap">
                    <Input type="text" readOnly value={data.link} aria-label={t('link.label')} aria-describedby="sandbox-panel-link-help" flex="1" minW="0" fontFamily="mono" fontSize="xs" data-testid="sandbox-panel-link-input" onFocus={(e) => e.currentTarget.select()} />
                    <Button
                      variant="outline"
                      onClick={() => {
                        void navigator.clipboard?.writeText(data.link!).then(() => setCopied(true), () => setCopied(false))
                      }}
                      data-testid="sandbox-panel-link-copy-button"
                    >
                      {t('link.copy')}
                    </Button>
                  </Flex>
                  {copied && (
                    <Text fontSize="sm" role="status" data-testid="sandbox-panel-link-copied">
                      {t('link.copied')}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted" data-testid="sandbox-panel-link-none">
                  {t('link.none')}
                </Text>
              )}
            </Box>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="data">
          <Stack gap="6">
            <chakra.form onSubmit={submit('data.seed')} noValidate display="flex" gap="2" alignItems="flex-end" flexWrap="wrap">
              <Box flex="1" minW="48">
                <SelectField
                  label={t('data.seed')}
                  testId="sandbox-panel-seed-select"
                  value={draft.dataSeed}
                  onChange={change('dataSeed')}
                  options={DATA_SEEDS.map((s) => ({ value: s, label: t(`data.seeds.${s}`) }))}
                  helper={mode === 'network' ? t('data.networkSeedNote') : undefined}
                  disabled={mode === 'network'}
                />
              </Box>
              <Button type="submit" variant="outline" disabled={busy || mode === 'network'} data-testid="sandbox-panel-reseed-button">
                {t('data.reseed')}
              </Button>
            </chakra.form>
            <Stack gap="1" align="flex-start">
              <Button colorPalette="red" variant="outline" onClick={() => send({ type: 'data.reset' })} disabled={busy} aria-describedby="sandbox-panel-reset-help" data-testid="sandbox-panel-reset-button">
                {t('data.reset')}
              </Button>
              <Text fontSize="sm" color="fg.muted" id="sandbox-panel-reset-help">
                {t('data.resetHelp')}
              </Text>
            </Stack>
            <Box as="section" aria-labelledby="sandbox-panel-clock-title">
              <Heading as="h3" size="sm" id="sandbox-panel-clock-title" mb="1">
                {t('data.clock')}
              </Heading>
              {data.now !== null && (
                <Text fontSize="sm" mb="2" data-testid="sandbox-panel-clock-now">
                  {t('data.now', { time: new Date(data.now).toISOString() })}
                </Text>
              )}
              <chakra.form onSubmit={submit('clock.advance')} noValidate display="flex" gap="2" alignItems="flex-end" flexWrap="wrap">
                <Box flex="1" minW="40">
                  <TextField label={t('data.advance')} testId="sandbox-panel-clock-input" value={draft.clockMs} onValueChange={change('clockMs')} error={globalErr('clockMs')} inputMode="numeric" />
                </Box>
                <Button type="submit" variant="outline" disabled={busy} data-testid="sandbox-panel-clock-button">
                  {t('data.advanceApply')}
                </Button>
              </chakra.form>
            </Box>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="bugs" data-testid="sandbox-panel-bugs">
          <Suspense fallback={<SpinnerBlock testId="sandbox-panel-bugs-loading" label={t('bugsLoading')} />}>
            <BugsTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    )
  }

  return (
    <AppDialog open onClose={onClose} title={t('title')} testId="sandbox-panel" closeLabel={t('close')} size="lg" description={t(`mode.${mode}`)}>
      <Stack gap="4">
        {context.notice && (
          <Text role="status" fontSize="sm" color="green.fg" data-testid="sandbox-panel-notice">
            {t(`notices.${context.notice}`)}
          </Text>
        )}
        {context.failure && (
          <Alert.Root status="error" data-testid="sandbox-panel-error">
            <Alert.Indicator />
            <Alert.Title>{t('failed')}</Alert.Title>
          </Alert.Root>
        )}
        {body}
      </Stack>
    </AppDialog>
  )
}

function EditIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </chakra.svg>
  )
}

function RemoveIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </chakra.svg>
  )
}
