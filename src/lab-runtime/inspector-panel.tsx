/**
 * The live inspector's panel, a lazy chunk: the catalogued actors running on the
 * page (the recorder keeps them), each with its state, a short context summary, the events it
 * accepts now, its last 20 transitions and a link to its lab page. Refreshes at most every 150 ms.
 */
import { Box, Button, Code, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate'
import type { catalog as Catalog } from '@machines/catalog'
import { acceptedEvents } from './accepted-events'
import { INSPECTOR_ID, INSPECTOR_SHORTCUT } from './inspector-toggle'
import { liveActors, subscribeLiveActors, type LiveActor, type RecentTransition } from './recorder'

const REFRESH_MS = 150

/** The live actors, re-read after inspected steps (throttled). */
function useLiveActors(): LiveActor[] {
  const [, setTick] = useState(0)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeLiveActors(() => {
      timer ??= setTimeout(() => {
        timer = undefined
        setTick((n) => n + 1)
      }, REFRESH_MS)
    })
    return () => {
      unsubscribe()
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return liveActors()
}

/** `a.b` or `{ a: b, c: d }` → `a.b` / `a.b, c.d` (parallel regions). */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child && (typeof child === 'string' || Object.keys(child).length > 0) ? `${key}.${formatStateValue(child as StateValue)}` : key))
    .join(', ')
}

const SECRET = /pass|pin|secret|token|otp|code$/i

function shortValue(key: string, value: unknown): string {
  if (SECRET.test(key) && typeof value === 'string' && value !== '') return '•••'
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? `${value.slice(0, 23)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.length}]`
  if (typeof value === 'object') return '{…}'
  return typeof value
}

/** A one-line context summary: the first top-level fields, secrets masked, collections counted. */
export function summarizeContext(context: unknown, max = 160): string {
  if (typeof context !== 'object' || context === null) return context === undefined ? '' : shortValue('', context)
  const parts: string[] = []
  let length = 0
  for (const [key, value] of Object.entries(context)) {
    const part = `${key}: ${shortValue(key, value)}`
    if (length + part.length > max) {
      parts.push('…')
      break
    }
    parts.push(part)
    length += part.length + 2
  }
  return parts.join(', ')
}

type Models = typeof Catalog

/**
 * The catalog's models (their sample events judge guards that read an event's data). Loaded with
 * the open panel; until then, and if it fails, events are tried without data.
 */
let models: Models | null = null
function useModels(): Models | null {
  const [loaded, setLoaded] = useState(models)
  useEffect(() => {
    if (models) return
    let live = true
    import('@machines/catalog')
      .then(({ catalog }) => {
        models = catalog
        if (live) setLoaded(catalog)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return loaded
}

function sampleEvents(all: Models | null, modelId: string, snapshot: AnyMachineSnapshot): EventObject[] {
  const model = all?.find((m) => m.id === modelId)
  if (!model) return []
  try {
    return (model.events as (s: AnyMachineSnapshot) => EventObject[])(snapshot)
  } catch {
    return []
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const clock = (time: number) => {
  const d = new Date(time)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
}

function Transition({ step }: { step: RecentTransition }) {
  const { t } = useTranslation('lab-runtime')
  const stays = step.target === step.source
  return (
    <chakra.li data-testid="lab-inspector-transition" fontSize="xs" fontFamily="mono" overflowWrap="anywhere">
      <chakra.time color="fg.muted" me="2">
        {clock(step.time)}
      </chakra.time>
      <chakra.span fontWeight="semibold">{step.event}</chakra.span>{' '}
      <chakra.span color="fg.muted">
        {step.source} → {stays ? t('inspector.self') : step.target}
      </chakra.span>
    </chakra.li>
  )
}

function ActorCard({ actor, models: all }: { actor: LiveActor; models: Models | null }) {
  const { t } = useTranslation('lab-runtime')
  const snapshot = actor.ref.getSnapshot() as AnyMachineSnapshot
  const events = acceptedEvents(snapshot, sampleEvents(all, actor.modelId, snapshot))
  const context = summarizeContext(snapshot.context)
  const titleId = `lab-inspector-actor-${actor.ref.sessionId}`
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" rounded="l2" p="3" bg="bg" data-testid="lab-inspector-actor" data-machine={actor.modelId}>
      <Flex gap="2" align="baseline" wrap="wrap" justify="space-between">
        <Heading as="h3" size="sm" id={titleId} aria-label={t('inspector.actorAria', { machine: actor.modelId })}>
          <Code>{actor.machineId}</Code>
        </Heading>
        <Link asChild fontSize="sm" data-testid="lab-inspector-lab-link">
          <RouterLink to={`/lab/${actor.modelId}`}>{t('inspector.labLink', { machine: actor.modelId })}</RouterLink>
        </Link>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="3" rowGap="1" mt="2" fontSize="sm">
        <chakra.dt color="fg.muted">{t('inspector.state')}</chakra.dt>
        <chakra.dd overflowWrap="anywhere">
          <Code data-testid="lab-inspector-state">{formatStateValue(snapshot.value)}</Code>
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('inspector.context')}</chakra.dt>
        <chakra.dd data-testid="lab-inspector-context" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
          {context || t('inspector.contextEmpty')}
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('inspector.events')}</chakra.dt>
        <chakra.dd data-testid="lab-inspector-events">
          {events.length === 0 ? (
            t('inspector.eventsNone')
          ) : (
            <Flex as="ul" listStyleType="none" gap="1" wrap="wrap">
              {events.map((type) => (
                <li key={type}>
                  <Code size="sm" overflowWrap="anywhere">
                    {type}
                  </Code>
                </li>
              ))}
            </Flex>
          )}
        </chakra.dd>
      </chakra.dl>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {t('inspector.recent')}
      </Text>
      {actor.recent.length === 0 ? (
        <Text fontSize="xs">{t('inspector.recentNone')}</Text>
      ) : (
        <chakra.ol data-testid="lab-inspector-transitions" listStyleType="none" mt="1">
          {[...actor.recent].reverse().map((step, i) => (
            // Entries have no id of their own; the list is rebuilt from the ring buffer each time.
            <Transition key={`${step.time}-${i}`} step={step} />
          ))}
        </chakra.ol>
      )}
    </Box>
  )
}

export default function InspectorPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('lab-runtime')
  const actors = useLiveActors()
  const all = useModels()
  return (
    <Box as="section" id={INSPECTOR_ID} aria-labelledby="lab-inspector-title" borderTopWidth="1px" bg="bg.subtle" data-testid="lab-inspector">
      <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="3" maxH="60vh" overflowY="auto">
        <Flex gap="2" align="center" wrap="wrap" justify="space-between">
          <Heading as="h2" size="md" id="lab-inspector-title">
            {t('inspector.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="lab-inspector-count" aria-live="polite">
            {t('inspector.count', { count: actors.length })}
          </Text>
          <Button size="xs" variant="outline" onClick={onClose} data-testid="lab-inspector-close-button">
            {t('inspector.close')}
          </Button>
        </Flex>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('inspector.intro', { shortcut: INSPECTOR_SHORTCUT })}
        </Text>
        {actors.length === 0 ? (
          <Text mt="2" data-testid="lab-inspector-empty">
            {t('inspector.empty')}
          </Text>
        ) : (
          <Stack gap="2" mt="2">
            {actors.map((actor) => (
              <ActorCard key={actor.ref.sessionId} actor={actor} models={all} />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  )
}
