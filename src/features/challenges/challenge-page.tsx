/**
 * /challenges/:slug: one challenge with its back button (`challenge-back`), title,
 * difficulty, tools it trips, reference pages and progress; the seed (`challenge-seed`, with a
 * "new seed" link) for seeded ones; the solved badge (`challenge-solved`) once the component
 * reports success; links to its machines in the state lab; the component in `challenge-area`
 * under its own error boundary (a component that throws shows a translated error there while the
 * header and the back button keep working); the task and a hint revealed on request
 * (`challenge-hint-button`); and the testing guide (`challenge-guide`: the technique and an example per
 * tool), a complementary landmark the layout shows after the page, outside `<main>` (GuideAside). An unknown slug shows a translated "no such
 * challenge" page with a link back.
 */
import { Badge, Box, Button, Code, Container, Heading, HStack, Link, Spinner, Stack, Tabs, Text } from '@chakra-ui/react'
import { Component, lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router'
import { DifficultyBadge, ReferencesLine, TripsLine, chKey } from './challenge-meta'
import { SolvedBadge } from './goal-line'
import { statusOf, type ProgressStatus } from './progress'
import { challengeExamples, examplePath } from './examples'
import { challengeBySlug } from './registry'
import { freshSeed, parseSeed } from './seed'
import { EXAMPLE_TOOLS, type ChallengeDef, type ChallengeProps, type ExampleTool } from './types'
import { progressStore, useChallengeProgress } from './use-progress'
import { reportChallengeSolved } from '../learn/learn-sync'
import { GuideAside } from '@/ui/guide-aside'

/** One lazy component per challenge, made once (a new lazy() per render would remount it). */
const lazyComponents = new Map<string, LazyExoticComponent<ComponentType<ChallengeProps>>>()
function componentOf(def: ChallengeDef) {
  let component = lazyComponents.get(def.slug)
  if (!component) {
    component = lazy(def.load)
    lazyComponents.set(def.slug, component)
  }
  return component
}

function BackButton() {
  const { t } = useTranslation('challenges')
  return (
    <Button asChild variant="outline" size="sm" alignSelf="flex-start">
      <RouterLink to="/challenges" data-testid="challenge-back">
        <span aria-hidden="true">←</span> {t('challengePage.back')}
      </RouterLink>
    </Button>
  )
}

function UnknownChallenge({ slug }: { slug: string }) {
  const { t } = useTranslation('challenges')
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} data-testid="challenge-not-found">
      <Stack gap="4">
        <BackButton />
        <Heading as="h1" size="2xl" data-testid="challenge-title">
          {t('notFound.title')}
        </Heading>
        <Text data-testid="challenge-not-found-text">{t('notFound.text', { slug: slug.slice(0, 80) })}</Text>
        <Link asChild colorPalette="teal" fontWeight="semibold">
          <RouterLink to="/challenges" data-testid="challenge-not-found-link">
            {t('notFound.link')}
          </RouterLink>
        </Link>
      </Stack>
    </Container>
  )
}

function ChallengeError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('challenges')
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return (
    <Stack gap="3" role="alert" data-testid="challenge-error" p="4" borderWidth="1px" borderColor="border.error" rounded="l2" bg="bg.error">
      <Heading as="h2" size="md">
        {t('error.title')}
      </Heading>
      <Text>{t('error.text')}</Text>
      <details>
        <Text as="summary" fontSize="sm" cursor="pointer">
          {t('error.details')}
        </Text>
        <Code data-testid="challenge-error-detail" display="block" whiteSpace="pre-wrap" p="2" mt="2" overflowWrap="anywhere">
          {detail.slice(0, 500)}
        </Code>
      </details>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry} data-testid="challenge-error-retry-button">
        {t('error.retry')}
      </Button>
    </Stack>
  )
}

/** Catches what the challenge component throws (while rendering or loading its chunk): only the area shows the error. */
class ChallengeBoundary extends Component<{ children: ReactNode }, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[challenge]', error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <ChallengeError error={this.state.error} onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))} />
    return <Box key={this.state.attempt}>{this.props.children}</Box>
  }
}

function ChallengeLoading() {
  const { t } = useTranslation('challenges')
  return (
    <HStack gap="3" py="6" role="status" data-testid="challenge-loading">
      <Spinner size="sm" />
      <Text>{t('challengePage.loading')}</Text>
    </HStack>
  )
}

function ChallengeGuide({ def }: { def: ChallengeDef }) {
  const { t } = useTranslation('challenges')
  const [tool, setTool] = useState<ExampleTool>('playwright')
  const tools = EXAMPLE_TOOLS.filter((id) => id !== 'webdriverio' || examplePath(def.slug, id))
  return (
    <GuideAside label={t('guide.title')} testId="challenge-guide" maxW="6xl">
    <Box data-testid="challenge-guide" borderWidth="1px" rounded="l2" bg="bg.subtle" p={{ base: '4', md: '5' }} minW="0">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="challenge-guide-title">
          {t('guide.title')}
        </Heading>
        <Tabs.Root value={tool} onValueChange={(d) => setTool(d.value as ExampleTool)} variant="line" colorPalette="teal">
          <Tabs.List aria-label={t('guide.toolsAria')} overflowX="auto" maxW="100%">
            {tools.map((id) => (
              <Tabs.Trigger key={id} value={id} data-testid={`challenge-guide-tab-${id}`} flexShrink={0}>
                {t(`tools.${id}`)}
                {id !== 'webdriverio' && def.trips.includes(id) && (
                  <Badge size="sm" colorPalette="orange" variant="subtle" ms="1">
                    {t('guide.trips')}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tools.map((id) => (
            <Tabs.Content key={id} value={id} data-testid={`challenge-guide-panel-${id}`} minW="0">
              <Stack gap="3">
                <Box>
                  <Heading as="h3" size="sm" mb="1">
                    {t('guide.technique', { tool: t(`tools.${id}`) })}
                  </Heading>
                  <Text data-testid={`challenge-guide-technique-${id}`}>
                    <WithCode text={t(chKey(def, `technique.${id}`))} />
                  </Text>
                </Box>
                <Suspense fallback={null}>
                  <GuideExample slug={def.slug} tool={id} />
                </Suspense>
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Box>
    </GuideAside>
  )
}

/** The example of a tool, cut from the file CI runs (examples.ts); the file's path and its harness below it. */
function GuideExample({ slug, tool }: { slug: string; tool: ExampleTool }) {
  const { t, i18n } = useTranslation('challenges')
  const example = use(challengeExamples(slug, i18n.language === 'ko' ? 'ko' : 'en'))[tool]
  if (!example) return null
  return (
    <Box minW="0">
      <Heading as="h3" size="sm" mb="1">
        {t('guide.example', { tool: t(`tools.${tool}`) })}
      </Heading>
      <Box
        as="pre"
        data-testid={`challenge-guide-example-${tool}`}
        fontSize="sm"
        fontFamily="mono"
        p="3"
        rounded="l2"
        bg="bg.muted"
        overflowX="auto"
        maxW="100%"
        tabIndex={0}
        aria-label={t('guide.example', { tool: t(`tools.${tool}`) })}
      >
        <code>{example.code}</code>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" data-testid={`challenge-guide-example-source-${tool}`}>
        <WithCode text={t(`guide.exampleSource.${tool}`, { path: example.path })} />
      </Text>
    </Box>
  )
}

/**
 * The challenge's state in the one wording of every challenge page: "Solved" / "Not solved yet"
 * (`challenge-progress`, `data-progress` new | visited | solved); a challenge the page cannot
 * detect says the learner's test is the check.
 */
function PageStatusBadge({ def, status }: { def: ChallengeDef; status: ProgressStatus }) {
  const { t } = useTranslation('challenges')
  if (def.solvable) return <SolvedBadge solved={status === 'solved'} testId="challenge-progress" extra={{ 'data-progress': status }} />
  return (
    <Badge colorPalette="gray" variant="outline" data-testid="challenge-progress" data-progress={status} data-solved="false" flexShrink={0}>
      {t('badge.selfCheck')}
    </Badge>
  )
}

/**
 * The same first block on all challenges: the task (`challenge-task`, "Task: <summary>"), then a
 * hint revealed on request (`challenge-hint-button`, `challenge-hint`: the pitfall). The technique
 * and the code per tool follow in the guide below the challenge.
 */
function TaskAndHint({ def }: { def: ChallengeDef }) {
  const { t } = useTranslation('challenges')
  // Purely visual disclosure (CONVENTIONS, Views): no domain state.
  const [hintOpen, setHintOpen] = useState(false)
  const hintId = `challenge-hint-${def.slug}`
  return (
    <Stack gap="3" data-testid="challenge-task-block">
      <Text data-testid="challenge-task" fontSize="md">
        <Text as="strong">{t('challengePage.task')}:</Text>{' '}
        <Text as="span" data-testid="challenge-summary">
          {t(chKey(def, 'summary'))}
        </Text>
      </Text>
      <Box>
        <Button size="sm" variant="outline" colorPalette="teal" onClick={() => setHintOpen((open) => !open)} aria-expanded={hintOpen} aria-controls={hintId} data-testid="challenge-hint-button">
          {hintOpen ? t('challengePage.hintHide') : t('challengePage.hintShow')}
        </Button>
        <Box id={hintId} hidden={!hintOpen} data-testid="challenge-hint" mt="3" p="3" rounded="l2" borderWidth="1px" borderColor="border.warning" bg="bg.warning">
          <Heading as="h2" size="sm" mb="1">
            {t('challengePage.hintTitle')}
          </Heading>
          <Text data-testid="challenge-guide-pitfall">
            <WithCode text={t(chKey(def, 'pitfall'))} />
          </Text>
        </Box>
      </Box>
    </Stack>
  )
}

/** The location state of the "new seed" link when no seed is pinned: the page draws another one. */
interface NewSeedState {
  newSeed: true
}
const asksNewSeed = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as Partial<NewSeedState>).newSeed === true

/**
 * The seed and the "new seed" link. A pinned `?seed=` moves to a fresh one in the address; without
 * one the link reopens the same address and the page draws a new seed (nothing is written to the
 * address, so a reload draws yet another one: the pitfall of a recorded id stays).
 */
function SeedBox({ seed, pinned }: { seed: number; pinned: boolean }) {
  const { t } = useTranslation('challenges')
  const [params] = useSearchParams()
  const next = useMemo(() => freshSeed(seed), [seed])
  const nextParams = new URLSearchParams(params)
  if (pinned) nextParams.set('seed', String(next))
  const search = nextParams.toString()
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm" data-testid="challenge-seed-box">
      <Text>
        {t('seed.label')}:{' '}
        <Code data-testid="challenge-seed" data-seed={seed}>
          {seed}
        </Code>
      </Text>
      <Link asChild colorPalette="teal" fontWeight="semibold">
        <RouterLink to={{ search: search ? `?${search}` : '' }} state={pinned ? undefined : ({ newSeed: true } satisfies NewSeedState)} data-testid="challenge-seed-new-link">
          {t('seed.new')}
        </RouterLink>
      </Link>
      <Text color="fg.muted">{t('seed.help')}</Text>
    </HStack>
  )
}

function KnownChallenge({ def }: { def: ChallengeDef }) {
  const { t } = useTranslation('challenges')
  const [params] = useSearchParams()
  const progress = useChallengeProgress()
  const location = useLocation()
  const urlSeed = parseSeed(params.get('seed'))
  // Without a pinned `?seed=`, every load draws a new seed (the page shows it: add `?seed=<n>` to
  // replay a run); the "new seed" link draws another (a navigation whose state asks for one; the
  // state a reload restores was consumed at mount).
  const reseedKey = asksNewSeed(location.state) ? location.key : null
  const [drawn, setDrawn] = useState(() => ({ reseedKey, seed: def.seeded ? freshSeed() : 1 }))
  if (def.seeded && reseedKey !== null && reseedKey !== drawn.reseedKey) setDrawn({ reseedKey, seed: freshSeed(drawn.seed) })
  const seed = urlSeed ?? drawn.seed
  const [solvedSeed, setSolvedSeed] = useState<number | null>(null)
  const title = t(chKey(def, 'title'))

  useEffect(() => {
    progressStore.visit(def.slug)
  }, [def.slug])

  useEffect(() => {
    document.title = `${title} · ${t('title')} · ${t('common:app.name')}`
  }, [title, t])

  const onSolved = useCallback(() => {
    setSolvedSeed(seed)
    progressStore.solve(def.slug)
    // The learner's progress record (when signed in): the challenge's machine reached its solved state.
    reportChallengeSolved(def.slug)
  }, [seed, def.slug])

  const Challenge = componentOf(def)
  const solvedNow = solvedSeed === seed
  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }} data-testid="challenge-page" data-slug={def.slug} data-theme-group={def.theme}>
      <Stack gap="5">
        <BackButton />
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" data-testid="challenge-theme">
            {t(`themes.${def.theme}.title`)}
          </Text>
          <Heading as="h1" size="2xl" data-testid="challenge-title" overflowWrap="anywhere">
            {title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <DifficultyBadge def={def} testId="challenge-difficulty" />
            <PageStatusBadge def={def} status={statusOf(progress, def.slug)} />
          </HStack>
          <TripsLine def={def} testId="challenge-trips" />
          <ReferencesLine def={def} testId="challenge-references" />
          {def.machines && def.machines.length > 0 && (
            <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="challenge-lab-links">
              <Text as="span" fontWeight="semibold">
                {t('challengePage.lab')}:
              </Text>
              {def.machines.map((id) => (
                <Link asChild key={id} colorPalette="teal">
                  <RouterLink to={`/lab/${id}`} data-testid={`challenge-lab-link-${id}`} aria-label={t('challengePage.labAria', { id })}>
                    <Code>{id}</Code>
                  </RouterLink>
                </Link>
              ))}
            </HStack>
          )}
          {def.inaccessible && (
            <Text fontSize="sm" data-testid="challenge-inaccessible">
              {t('challengePage.inaccessible')}
            </Text>
          )}
        </Stack>

        <TaskAndHint def={def} />

        {def.seeded && <SeedBox seed={seed} pinned={urlSeed !== undefined} />}

        <Box aria-live="polite">
          {solvedNow ? (
            <HStack gap="2" p="3" rounded="l2" bg="green.subtle" color="green.fg" data-testid="challenge-solved" role="status">
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="M5 13l4 4L19 7" />
              </svg>
              <Text fontWeight="semibold">{t('challengePage.solved')}</Text>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="challenge-goal">
              {def.solvable ? t('challengePage.goalSolvable') : t('challengePage.goalNotSolvable')}
            </Text>
          )}
        </Box>

        <Box as="section" aria-label={t('challengePage.area', { title })} data-testid="challenge-area" borderWidth="1px" rounded="l2" p={{ base: '3', md: '5' }} minW="0">
          <ChallengeBoundary key={`${def.slug}:${seed}`}>
            <Suspense fallback={<ChallengeLoading />}>
              <Challenge slug={def.slug} seed={seed} onSolved={onSolved} />
            </Suspense>
          </ChallengeBoundary>
        </Box>

        <ChallengeGuide def={def} />
      </Stack>
    </Container>
  )
}

/** A guide text with its `backticked` parts (selectors, API calls) shown as code. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <Code key={i} fontSize="0.9em" overflowWrap="anywhere" translate="no">
        {part}
      </Code>
    ) : (
      part
    ),
  )
}

export function ChallengePage() {
  const { slug = '' } = useParams()
  const def = challengeBySlug(slug)
  if (!def) return <UnknownChallenge slug={slug} />
  return <KnownChallenge key={def.slug} def={def} />
}
