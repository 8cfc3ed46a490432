/**
 * /learn/:track/:lesson (issue "Learn" §1): goal, explanation, steps, the technique per tool (cut
 * from the runnable example files CI executes, src/features/challenges/examples.ts), links into the
 * screens it uses, its tasks with their status (ticked by evidence only), previous / next lesson.
 * Opening it while signed in records the lesson as started.
 */
import { Box, Button, Container, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react'
import { Suspense, use, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { findLesson, LESSONS, neighbours, type LessonRef } from '@machines/learn/curriculum'
import { lessonStatus } from '@machines/learn/record'
import { useIsAuthenticated } from '@/app/session'
import { challengeExamples } from '../challenges/examples'
import { LessonStatusBadge, ProgressState, SignInHint, TaskList } from './learn-parts'
import { COMMAND_TOOLS, lessonCommands, type CommandTool } from './lesson-commands'
import { LearnNotFound } from './learn-track-page'
import { useLearnProgress } from './use-learn-progress'

const TOOLS = ['playwright', 'selenium', 'cypress'] as const
type Tool = (typeof TOOLS)[number]

function ToolExample({ slug, tool }: { slug: string; tool: Tool }) {
  const { t, i18n } = useTranslation('learn')
  const example = use(challengeExamples(slug, i18n.language === 'ko' ? 'ko' : 'en'))[tool]
  if (!example) return <Text data-testid={`learn-lesson-example-${tool}-none`}>{t('lesson.noExample')}</Text>
  return (
    <Stack gap="2" minW="0">
      <Text fontSize="sm" color="fg.muted" data-testid={`learn-lesson-example-${tool}-path`}>
        {t('lesson.examplesNote', { path: example.path })}
      </Text>
      <CodeBlock testId={`learn-lesson-example-${tool}-code`} label={t('lesson.examplesNote', { path: example.path })} code={example.code} />
    </Stack>
  )
}

/** A block of code a learner reads and copies: focusable, scrolls sideways on a phone. */
function CodeBlock({ testId, label, code }: { testId: string; label: string; code: string }) {
  return (
    <Box as="pre" data-testid={testId} tabIndex={0} aria-label={label} overflowX="auto" maxW="100%" p="3" rounded="l2" bg="bg.muted" fontSize="sm" fontFamily="mono">
      <code>{code}</code>
    </Box>
  )
}

/** One tab per tool (Playwright first); each panel renders `panel(tool)` once its data has loaded. */
function ToolTabs<T extends Tool>({ tools, label, tabId, panelId, panel }: { tools: readonly T[]; label: string; tabId: (tool: T) => string; panelId: (tool: T) => string; panel: (tool: T) => ReactNode }) {
  const { t } = useTranslation('learn')
  const [tool, setTool] = useState<T>(tools[0]!)
  return (
    <Tabs.Root value={tool} onValueChange={(d) => setTool(d.value as T)} variant="line" colorPalette="teal">
      <Tabs.List aria-label={label} overflowX="auto" maxW="100%">
        {tools.map((id) => (
          <Tabs.Trigger key={id} value={id} data-testid={tabId(id)} flexShrink={0}>
            {t(`tools.${id as Tool}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tools.map((id) => (
        <Tabs.Content key={id} value={id} data-testid={panelId(id)} minW="0">
          <Suspense fallback={<Spinner size="sm" />}>{panel(id)}</Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

function CommandPanel({ name, tool }: { name: string; tool: CommandTool }) {
  const { t, i18n } = useTranslation('learn')
  const entry = use(lessonCommands(name, i18n.language === 'ko' ? 'ko' : 'en'))[tool]
  if (!entry) return <Text data-testid={`learn-lesson-command-${tool}-none`}>{t('lesson.noExample')}</Text>
  return (
    <Stack gap="2" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {t('lesson.commandsNote', { path: entry.commandsPath })}
      </Text>
      <CodeBlock testId={`learn-lesson-command-${tool}`} label={t('lesson.commandsLabel', { tool: t(`tools.${tool}`) })} code={entry.command} />
      {entry.suite && (
        <>
          <Text fontSize="sm" color="fg.muted" data-testid={`learn-lesson-command-${tool}-suite-path`}>
            {t('lesson.commandsSuite', { path: entry.suite.path })}
          </Text>
          <CodeBlock testId={`learn-lesson-command-${tool}-suite`} label={t('lesson.commandsSuite', { path: entry.suite.path })} code={entry.suite.code} />
        </>
      )}
    </Stack>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-labelledby={`learn-lesson-${id}-title`} data-testid={`learn-lesson-${id}`} minW="0">
      <Heading as="h2" size="lg" id={`learn-lesson-${id}-title`}>
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function LessonScreen({ here, signedIn }: { here: LessonRef; signedIn: boolean }) {
  const { t } = useTranslation('learn')
  const { track, lesson } = here
  const binding = useLearnProgress(signedIn, { track: track.id, lesson: lesson.id })
  const progress = binding.view.progress
  const { previous, next } = neighbours(track.id, lesson.id)
  const title = t(`lessons.${lesson.id}.title`)
  const steps = t(`lessons.${lesson.id}.steps`, { returnObjects: true }) as string[]
  useEffect(() => {
    document.title = `${title} · ${t('title')} · ${t('common:app.name')}`
  }, [t, title])
  return (
    <Container maxW="4xl" py={{ base: '6', md: '8' }} data-testid="learn-lesson-page" data-busy={String(binding.view.busy)} data-track={track.id} data-lesson={lesson.id}>
      <Stack gap="6">
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={`/learn/${track.id}`} data-testid="learn-lesson-track-link">
              {t(`tracks.${track.id}.title`)}
            </RouterLink>
          </Button>
          <Text fontSize="sm" color="fg.muted" data-testid="learn-lesson-position">
            {t('lesson.position', { n: here.index + 1, total: LESSONS.length })}
          </Text>
        </HStack>
        <Stack gap="2">
          <Heading as="h1" size="2xl" data-testid="learn-lesson-title" overflowWrap="anywhere">
            {title}
          </Heading>
          {progress && <LessonStatusBadge status={lessonStatus(progress, here)} testId="learn-lesson-status" />}
        </Stack>
        {!binding.view.signedIn && <SignInHint />}
        <ProgressState binding={binding} />
        <Section id="goal" title={t('lesson.goal')}>
          <Text>{t(`lessons.${lesson.id}.goal`)}</Text>
        </Section>
        <Section id="explanation" title={t('lesson.explanation')}>
          <Text>{t(`lessons.${lesson.id}.explanation`)}</Text>
        </Section>
        <Section id="steps" title={t('lesson.steps')}>
          <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
            {steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </Stack>
        </Section>
        <Section id="examples" title={t('lesson.examples')}>
          <ToolTabs
            tools={TOOLS}
            label={t('lesson.examples')}
            tabId={(id) => `learn-lesson-tab-${id}`}
            panelId={(id) => `learn-lesson-panel-${id}`}
            panel={(id) => <ToolExample slug={lesson.example} tool={id} />}
          />
        </Section>
        {lesson.commands && (
          <Section id="commands" title={t('lesson.commands')}>
            <ToolTabs
              tools={COMMAND_TOOLS}
              label={t('lesson.commands')}
              tabId={(id) => `learn-lesson-command-tab-${id}`}
              panelId={(id) => `learn-lesson-command-panel-${id}`}
              panel={(id) => <CommandPanel name={lesson.commands!} tool={id} />}
            />
          </Section>
        )}
        <Section id="screens" title={t('lesson.screens')}>
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
            {lesson.links.map((path) => (
              <li key={path}>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={path} data-testid={`learn-lesson-link-${path.replace(/^\//, '').replace(/\//g, '-') || 'home'}`}>
                    <code>{path}</code>
                  </RouterLink>
                </Button>
              </li>
            ))}
          </HStack>
        </Section>
        <Section id="tasks-section" title={t('lesson.tasks')}>
          <Text fontSize="sm" color="fg.muted">
            {t('lesson.tasksNote')}
          </Text>
          <TaskList lesson={lesson} progress={progress} />
        </Section>
        <HStack as="nav" aria-label={t('lesson.trackOverview')} justify="space-between" gap="3" wrap="wrap">
          {previous ? (
            <Button asChild variant="outline" whiteSpace="normal" h="auto" py="2">
              <RouterLink to={`/learn/${previous.track.id}/${previous.lesson.id}`} data-testid="learn-lesson-previous-link">
                {t('lesson.previous', { lesson: t(`lessons.${previous.lesson.id}.title`) })}
              </RouterLink>
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button asChild colorPalette="teal" whiteSpace="normal" h="auto" py="2">
              <RouterLink to={`/learn/${next.track.id}/${next.lesson.id}`} data-testid="learn-lesson-next-link">
                {t('lesson.next', { lesson: t(`lessons.${next.lesson.id}.title`) })}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Container>
  )
}

export function LearnLessonPage() {
  const { track = '', lesson = '' } = useParams()
  const signedIn = useIsAuthenticated()
  const here = findLesson(track, lesson)
  if (!here) return <LearnNotFound />
  return <LessonScreen key={`${track}/${lesson}:${signedIn}`} here={here} signedIn={signedIn} />
}
