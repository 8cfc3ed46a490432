/**
 * The reusable testing-guide panel (docs/spec/3-playground.md "Testing guide panel"): title, description, the
 * scenarios (id, title, description, steps, expected result, difficulty), tips and the test ids
 * of the page. Scenarios expand one at a time; the panel closes to a one-line bar and reopens,
 * remembered per screen (open on the first visit, then as the learner left it; on a phone later
 * visits start collapsed). It is a complementary landmark (`<aside>`, "Testing guide") that the
 * layout shows after the page content, outside `<main>` (guide-slot.tsx). Expanded, it stays
 * compact: its scenarios, tips and ids scroll inside it. Its text comes from the screen's
 * namespace (`guide.*`); the shared labels from `qa`.
 */
import { Badge, Box, Button, Code, Heading, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { useActorRef } from '../lab-runtime/use-machine'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { guidePanelMachine, type RememberedGuide, selectGuideOpen } from '@machines/playground/guide-panel.machine'
import { guidePanelKey, readStored, writeStored } from '../lib/storage'
import { GuideAside } from './guide-aside'

export type Difficulty = 'easy' | 'medium' | 'hard'

export interface GuideScenario {
  id: string
  title: string
  description: string
  steps: string[]
  expected: string
  difficulty: Difficulty
}

export interface GuideContent {
  title: string
  description: string
  scenarios: GuideScenario[]
  tips: string[]
}

const DIFFICULTY_PALETTE: Record<Difficulty, string> = { easy: 'green', medium: 'orange', hard: 'red' }
const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard']

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The screen's `guide` object, tolerant of a namespace that is still incomplete (no crash, nothing invented). */
export function toGuideContent(value: unknown): GuideContent {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const scenarios = (Array.isArray(raw.scenarios) ? raw.scenarios : [])
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null && typeof (s as { id?: unknown }).id === 'string')
    .map((s) => ({
      id: s.id as string,
      title: text(s.title),
      description: text(s.description),
      steps: strings(s.steps),
      expected: text(s.expected),
      difficulty: DIFFICULTIES.includes(s.difficulty as Difficulty) ? (s.difficulty as Difficulty) : 'medium',
    }))
  return { title: text(raw.title), description: text(raw.description), scenarios, tips: strings(raw.tips) }
}

export interface GuidePanelProps {
  /** The screen's namespace, which holds `guide.title`, `guide.description`, `guide.scenarios`, `guide.tips`. */
  ns: string
  /** The data-testid values on the page that the guide lists (a test checks each exists). */
  testIds: readonly string[]
  /** The screen's id (e.g. 'banking'): the open/closed state is remembered under `qa-guide-<screen>`. */
  screen: string
  /** The page container's width (the guide lines up with the page above it). */
  maxW?: string
}

const rememberedValue = (raw: string): 'open' | 'closed' | undefined => (raw === 'open' || raw === 'closed' ? raw : undefined)

/** What this screen's guide remembered; a missing or corrupted value counts as a first visit. */
export function readRememberedGuide(screen: string): RememberedGuide {
  return readStored(guidePanelKey(screen), rememberedValue) ?? null
}

/** A phone-sized screen (under Chakra's `md`, where the navigation folds too): the machine's `compact` input. */
export const isPhoneScreen = (): boolean => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767.98px)').matches === true

export function GuidePanel(props: GuidePanelProps) {
  const { t } = useTranslation('qa')
  return (
    <GuideAside label={t('guidePanel.landmark')} testId="guide" maxW={props.maxW}>
      <GuidePanelBody {...props} />
    </GuideAside>
  )
}

function GuidePanelBody({ ns, testIds, screen }: GuidePanelProps) {
  const { t } = useTranslation([ns, 'qa'])
  const [input] = useState(() => ({ remembered: readRememberedGuide(screen), compact: isPhoneScreen() }))
  const actor = useActorRef(
    guidePanelMachine.provide({
      actions: { remember: (_, { open }) => writeStored(guidePanelKey(screen), open ? 'open' : 'closed') },
    }),
    { input },
  )
  const open = useSelector(actor, selectGuideOpen)
  const expanded = useSelector(actor, (s) => s.context.expanded)
  const guide = toGuideContent(t('guide', { ns, returnObjects: true }))
  // Focus follows the user's close/reopen (not on the first render): purely visual, no domain state.
  const openButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)
  useEffect(() => {
    if (!toggled.current) return
    ;(open ? closeButton : openButton).current?.focus()
  }, [open])

  if (!open) {
    return (
      <HStack
        data-testid="guide-bar"
        data-state="closed"
        justify="space-between"
        gap="3"
        borderWidth="1px"
        borderColor="teal.muted"
        bg="teal.subtle/40"
        rounded="l3"
        px="4"
        py="2"
        minW="0"
      >
        <HStack gap="2" minW="0" flex="1">
          <Text fontWeight="semibold" truncate data-testid="guide-bar-title">
            {guide.title}
          </Text>
          <Text color="fg.muted" fontSize="sm" flexShrink={0} hideBelow="sm">
            {t('qa:guidePanel.scenarios', { count: guide.scenarios.length })}
          </Text>
        </HStack>
        <Button
          ref={openButton}
          variant="outline"
          colorPalette="teal"
          size="sm"
          flexShrink={0}
          aria-expanded={false}
          data-testid="guide-open-button"
          onClick={() => {
            toggled.current = true
            actor.send({ type: 'guide.open' })
          }}
        >
          {t('qa:guidePanel.open')}
        </Button>
      </HStack>
    )
  }

  return (
    <Box data-testid="guide-panel" data-state="open" borderWidth="1px" borderColor="teal.muted" bg="teal.subtle/40" rounded="l3" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" id="guide-panel-title" data-testid="guide-title">
              {guide.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineClamp={2} title={guide.description} data-testid="guide-description">
              {guide.description}
            </Text>
          </Stack>
          <Button
            ref={closeButton}
            variant="ghost"
            size="sm"
            data-testid="guide-close-button"
            aria-label={t('qa:guidePanel.close')}
            onClick={() => {
              toggled.current = true
              actor.send({ type: 'guide.close' })
            }}
          >
            {t('qa:guidePanel.closeShort')}
          </Button>
        </HStack>

        {/* The body scrolls inside the panel so the screen below starts in the first viewport. */}
        <Stack gap="4" maxH={{ base: '50vh', md: '12rem' }} overflowY="auto" tabIndex={0} role="region" aria-labelledby="guide-scenarios-title" data-testid="guide-content" pe="1">
          <Heading as="h3" size="sm" id="guide-scenarios-title">
            {t('qa:guidePanel.scenarios', { count: guide.scenarios.length })}
          </Heading>
          <Stack gap="2" as="ol" listStyleType="none" aria-labelledby="guide-scenarios-title" data-testid="guide-scenarios">
            {guide.scenarios.map((scenario) => {
              const isOpen = expanded === scenario.id
              const bodyId = `guide-scenario-${scenario.id}-body`
              return (
                <Box as="li" key={scenario.id} data-testid={`guide-scenario-${scenario.id}`} data-state={isOpen ? 'open' : 'closed'} borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l2">
                  <Button
                    variant="ghost"
                    w="full"
                    justifyContent="space-between"
                    h="auto"
                    py="3"
                    whiteSpace="normal"
                    textAlign="start"
                    aria-expanded={isOpen}
                    aria-controls={bodyId}
                    data-testid={`guide-scenario-${scenario.id}-toggle`}
                    onClick={() => actor.send({ type: 'scenario.toggle', id: scenario.id })}
                  >
                    <HStack gap="3" flexWrap="wrap">
                      <Code size="sm">{scenario.id}</Code>
                      <Text fontWeight="semibold">{scenario.title}</Text>
                    </HStack>
                    <Badge colorPalette={DIFFICULTY_PALETTE[scenario.difficulty]} data-testid={`guide-scenario-${scenario.id}-difficulty`} data-difficulty={scenario.difficulty}>
                      {t(`qa:guidePanel.difficulty.${scenario.difficulty}`)}
                    </Badge>
                  </Button>
                  {isOpen ? (
                    <Stack id={bodyId} gap="3" px="4" pb="4" data-testid={`guide-scenario-${scenario.id}-body`}>
                      <Text color="fg.muted">{scenario.description}</Text>
                      <Box>
                        <Text fontWeight="semibold" mb="1">
                          {t('qa:guidePanel.steps')}
                        </Text>
                        <List.Root as="ol" ps="5" gap="1" data-testid={`guide-scenario-${scenario.id}-steps`}>
                          {scenario.steps.map((step, i) => (
                            <List.Item key={i}>{step}</List.Item>
                          ))}
                        </List.Root>
                      </Box>
                      <Box>
                        <Text fontWeight="semibold" mb="1">
                          {t('qa:guidePanel.expected')}
                        </Text>
                        <Text data-testid={`guide-scenario-${scenario.id}-expected`}>{scenario.expected}</Text>
                      </Box>
                    </Stack>
                  ) : null}
                </Box>
              )
            })}
          </Stack>

          <Box data-testid="guide-tips">
            <Heading as="h3" size="sm" mb="2">
              {t('qa:guidePanel.tips')}
            </Heading>
            <List.Root ps="5" gap="1">
              {guide.tips.map((tip, i) => (
                <List.Item key={i}>{tip}</List.Item>
              ))}
            </List.Root>
          </Box>

          <Box data-testid="guide-test-ids">
            <Heading as="h3" size="sm" mb="2">
              {t('qa:guidePanel.testIds')}
            </Heading>
            <Wrap gap="2" as="ul" listStyleType="none">
              {testIds.map((id) => (
                <Box as="li" key={id}>
                  <Code size="sm" data-testid="guide-test-id">
                    {id}
                  </Code>
                </Box>
              ))}
            </Wrap>
          </Box>
        </Stack>
      </Stack>
    </Box>
  )
}
