/**
 * The simulator tab: start, current state, one button per sample event (the real `disabled`
 * attribute when the snapshot refuses it, with the reason next to it), the path so far, undo
 * and reset, and the diagram with the current state and the last transition highlighted.
 */
import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventObject } from 'xstate'
import { activeStateKeys } from '@machines/lab/keys'
import { StateDiagram } from '../diagram/state-diagram'
import { eventWords, guardWords, payloadWords } from '../event-words'
import { diagramOf, type Model } from '../lab-data'
import { startWords, stateValueWords, stateWords, transitionWords } from '../labels'
import { WithId } from '../with-id'
import { refusal, stateLabel, type Refusal, type SimulatorState } from './simulator'

export interface SimulatorViewProps {
  model: Model
  title: string
  state: SimulatorState
  events: EventObject[]
  onSend: (event: EventObject) => void
  onUndo: () => void
  onReset: (startIndex?: number) => void
}

/** Stable test ids per event: the type, then `-2`, `-3` for further sample payloads of the same type. */
function eventIds(events: EventObject[]): string[] {
  const seen = new Map<string, number>()
  return events.map((e) => {
    const n = (seen.get(e.type) ?? 0) + 1
    seen.set(e.type, n)
    return `lab-sim-event-${e.type}${n > 1 ? `-${n}` : ''}`
  })
}

export function SimulatorView({ model, title, state, events, onSend, onUndo, onReset }: SimulatorViewProps) {
  const { t, i18n } = useTranslation('lab')
  const lang = i18n.language
  const diagram = diagramOf(model)
  const { snapshot, steps } = state
  const active = useMemo(() => new Set(activeStateKeys(snapshot)), [snapshot])
  const last = steps.length > 0 ? (steps[steps.length - 1]!.transitions.at(-1) ?? null) : (state.initialTransitions.at(-1) ?? null)
  const ids = eventIds(events)
  const reasonText = (r: Refusal) => (r.kind === 'finished' ? t('simulator.finished') : r.kind === 'noTransition' ? t('simulator.noTransition') : t('simulator.guardFalse', { guards: r.guards.map((g) => (g === '(none)' ? g : `${guardWords(t, g)} (${g})`)).join(', ') }))
  const lastStep = steps.at(-1)

  return (
    <Stack gap="4" data-testid="lab-simulator">
      <Text color="fg.muted" fontSize="sm">
        {t('simulator.intro')}
      </Text>
      <HStack gap="4" flexWrap="wrap" align="flex-end">
        {model.starts.length > 1 && (
          <Stack gap="1">
            <chakra.label htmlFor="lab-sim-start" fontSize="sm" fontWeight="medium">
              {t('simulator.start')}
            </chakra.label>
            <chakra.select
              id="lab-sim-start"
              data-testid="lab-sim-start-select"
              value={state.startIndex}
              onChange={(e) => onReset(Number(e.currentTarget.value))}
              height="9"
              px="2"
              rounded="l2"
              borderWidth="1px"
              borderColor="border"
              bg="bg"
              color="fg"
            >
              {model.starts.map((s, i) => (
                <option key={s.name} value={i}>
                  {startWords(t, model, i)}
                </option>
              ))}
            </chakra.select>
          </Stack>
        )}
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('simulator.current')}
          </Text>
          <Text fontWeight="bold" data-testid="lab-sim-state" data-status={snapshot.status} data-state={stateLabel(snapshot)} wordBreak="break-word">
            <WithId label={stateValueWords(t, model, stateLabel(snapshot))} id={stateLabel(snapshot)} />
          </Text>
        </Stack>
        <Badge variant="outline" data-testid="lab-sim-status">
          {snapshot.status === 'active' ? t('simulator.statusActive') : t('simulator.statusDone')}
        </Badge>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onUndo} disabled={steps.length === 0} data-testid="lab-sim-undo-button">
            {t('simulator.undo')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReset()} disabled={steps.length === 0} data-testid="lab-sim-reset-button">
            {t('simulator.reset')}
          </Button>
        </HStack>
      </HStack>

      <Stack as="section" gap="2" aria-labelledby="lab-sim-events-heading">
        <Heading as="h3" size="sm" id="lab-sim-events-heading">
          {t('simulator.events')}
        </Heading>
        <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="2" data-testid="lab-sim-events">
          {events.map((event, i) => {
            const reason = refusal(snapshot, event)
            const payload = payloadWords(event, lang)
            const reasonId = `${ids[i]}-reason`
            return (
              <Box as="li" key={ids[i]} minW="0">
                <Button
                  size="sm"
                  width="100%"
                  justifyContent="flex-start"
                  whiteSpace="normal"
                  textAlign="start"
                  height="auto"
                  minH="8"
                  py="1"
                  variant={reason ? 'outline' : 'solid'}
                  colorPalette={reason ? 'gray' : 'teal'}
                  disabled={reason !== null}
                  aria-describedby={reason ? reasonId : undefined}
                  onClick={() => onSend(event)}
                  data-testid={ids[i]}
                  data-event-type={event.type}
                >
                  <span>
                    {eventWords(t, model.machine, event.type)}
                    {payload && (
                      <chakra.span htmlTranslate="no" fontFamily="mono" fontSize="xs" ms="1">
                        {payload}
                      </chakra.span>
                    )}
                  </span>
                </Button>
                {reason && (
                  <Text id={reasonId} fontSize="xs" color="fg.muted" mt="0.5" data-testid={`${ids[i]}-reason`} data-reason={reason.kind}>
                    {reasonText(reason)}
                  </Text>
                )}
              </Box>
            )
          })}
        </Box>
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="lab-sim-path-heading">
        <Heading as="h3" size="sm" id="lab-sim-path-heading">
          {t('simulator.path')}
        </Heading>
        {steps.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" data-testid="lab-sim-path-empty">
            {t('simulator.pathEmpty')}
          </Text>
        ) : (
          <Box as="ol" ps="6" fontSize="sm" data-testid="lab-sim-path" data-steps={steps.length}>
            {steps.map((s, i) => (
              <li key={i} data-testid="lab-sim-path-step">
                {eventWords(t, model.machine, s.event.type)} {payloadWords(s.event, lang)} {s.timer ? t('simulator.timer') : ''} → <chakra.span fontWeight="semibold"><WithId label={stateWords(t, model, s.state)} id={s.state} /></chakra.span>
              </li>
            ))}
          </Box>
        )}
        <Text fontSize="sm" data-testid="lab-sim-last">
          <Text as="span" color="fg.muted">
            {t('simulator.last')}:{' '}
          </Text>
          {lastStep && lastStep.transitions.length > 0
            ? lastStep.transitions.map((key, i) => (
                <chakra.span key={key} data-transition={key}>
                  {i > 0 ? '; ' : ''}
                  <WithId label={transitionWords(t, model, key)} id={key} />
                </chakra.span>
              ))
            : t('simulator.none')}
        </Text>
      </Stack>

      <StateDiagram diagram={diagram} title={title} highlight={{ active, last }} testId="lab-sim-diagram" />
    </Stack>
  )
}
